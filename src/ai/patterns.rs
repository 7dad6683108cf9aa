//! Line patterns: what a stone on an empty point would make along one direction.
//!
//! A point's neighbourhood along a direction (five cells each side) is encoded in base 3
//! from one side's view (0 empty, 1 own, 2 blocked by the opponent or the edge), so that
//! placing or removing a stone changes each neighbour's code by a constant: that is what
//! makes the per-point per-direction cache cheap to update incrementally.

use std::sync::OnceLock;

use super::boxed;

/// No room for a five along this line.
pub const NONE: u8 = 0;
/// One stone, blocked on one side.
pub const BLOCK1: u8 = 1;
/// One stone with room.
pub const FLEX1: u8 = 2;
/// Two that can become a closed three.
pub const BLOCK2: u8 = 3;
/// Two that can become an open three.
pub const FLEX2: u8 = 4;
/// A closed three (one move from a four).
pub const BLOCK3: u8 = 5;
/// An open three (one move from an open four).
pub const FLEX3: u8 = 6;
/// A four: exactly one point completes five.
pub const BLOCK4: u8 = 7;
/// An open four (two or more points complete five).
pub const FLEX4: u8 = 8;
/// A winning five.
pub const FIVE: u8 = 9;
/// Six or more under an exact-five rule: no win (a foul for black in renju).
pub const OVERLINE: u8 = 10;
/// Number of pattern kinds.
pub const NPAT: usize = 11;

/// Number of neighbour cells encoded per direction (five each side).
pub const DIGITS: usize = 10;
/// Number of distinct neighbourhood codes.
pub const KEYS: usize = 59049; // 3^10

/// Powers of three by digit position.
pub const POW3: [u16; DIGITS] = [1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683];

/// Digit position of the neighbour at signed offset `k` (-5..=5, not 0) from the centre.
pub const fn digit_pos(k: isize) -> usize {
    if k < 0 {
        (k + 5) as usize
    } else {
        (k + 4) as usize
    }
}

/// How many cells away along a line a stone can change a point's pattern: five when only
/// exactly five wins (the fifth cell tells a five from an overline), four when five or more
/// wins (every five through the point lies within four cells of it, so the outermost digits
/// of a key never change what the loose table says; `loose_table_ignores_the_fifth_cells`).
pub const fn reach(exact: bool) -> isize {
    if exact {
        5
    } else {
        4
    }
}

/// A pattern table: one slot per `u16`, so a key indexes it with no bounds check (the slots
/// from `KEYS` on are never read).
pub type Table = [u8; 1 << 16];

/// The pattern tables: index 0 when only exactly five wins, 1 when five or more wins.
pub fn tables() -> &'static [Box<Table>; 2] {
    static TABLES: OnceLock<[Box<Table>; 2]> = OnceLock::new();
    TABLES.get_or_init(|| [build(true), build(false)])
}

/// Classifies every code. Adding an own stone only raises a code, so walking the codes
/// downwards finds every "one more stone" successor already classified.
fn build(exact: bool) -> Box<Table> {
    let mut table: Box<Table> = boxed::filled(NONE);
    let mut line = [0u8; 11];
    for key in (0..KEYS).rev() {
        let mut rest = key;
        for pos in 0..DIGITS {
            let cell = (rest % 3) as u8;
            rest /= 3;
            let i = if pos < 5 { pos } else { pos + 1 };
            line[i] = cell;
        }
        line[5] = 1;
        let mut left = 0;
        while left < 5 && line[4 - left] == 1 {
            left += 1;
        }
        let mut right = 0;
        while right < 5 && line[6 + right] == 1 {
            right += 1;
        }
        let run = 1 + left + right;
        if run >= 5 {
            table[key] = if exact && run > 5 { OVERLINE } else { FIVE };
            continue;
        }
        let mut fives = 0;
        let mut best = NONE;
        for (i, &cell) in line.iter().enumerate() {
            if cell != 0 {
                continue;
            }
            let pos = if i < 5 { i } else { i - 1 };
            let sub = table[key + POW3[pos] as usize];
            if sub == FIVE {
                fives += 1;
            } else if sub != OVERLINE && sub > best {
                best = sub;
            }
        }
        table[key] = if fives >= 2 {
            FLEX4
        } else if fives == 1 {
            BLOCK4
        } else {
            // One level down the chain: what one more stone could reach, minus one step.
            match best {
                FLEX4 => FLEX3,
                BLOCK4 => BLOCK3,
                FLEX3 => FLEX2,
                BLOCK3 => BLOCK2,
                FLEX2 => FLEX1,
                BLOCK2 => BLOCK1,
                _ => NONE,
            }
        };
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Code of a line written with the centre as `*`, `x` own, `o` blocked, `.` empty.
    fn code(s: &str) -> usize {
        let b = s.as_bytes();
        let c = b.iter().position(|&ch| ch == b'*').expect("centre");
        let mut key = 0usize;
        for k in -5isize..=5 {
            if k == 0 {
                continue;
            }
            let i = c as isize + k;
            let d = if i < 0 || i as usize >= b.len() {
                2
            } else {
                match b[i as usize] {
                    b'x' => 1,
                    b'o' => 2,
                    _ => 0,
                }
            };
            key += d * POW3[digit_pos(k)] as usize;
        }
        key
    }

    /// Under five-or-more the cells five away never matter, which lets a freestyle position
    /// update only the points within four of a move; under exact five they do.
    #[test]
    fn loose_table_ignores_the_fifth_cells() {
        let [exact, free] = tables();
        let outer = [digit_pos(-5), digit_pos(5)];
        let mut exact_differs = 0;
        for key in 0..KEYS {
            let mut inner = key;
            for &p in &outer {
                let w = POW3[p] as usize;
                inner -= (key / w % 3) * w;
            }
            assert_eq!(free[key], free[inner], "key {key}");
            exact_differs += usize::from(exact[key] != exact[inner]);
        }
        assert!(exact_differs > 0);
        assert_eq!(reach(false), 4);
        assert_eq!(reach(true), 5);
    }

    #[test]
    fn classifies_basic_shapes() {
        let [exact, free] = tables();
        assert_eq!(free[code("o.xx*x.o")], FLEX4);
        assert_eq!(free[code("..xx*x...")], FLEX4);
        assert_eq!(free[code("oxxx*....")], BLOCK4);
        assert_eq!(free[code("..x*x....")], FLEX3);
        assert_eq!(free[code("oxx*.....")], BLOCK3);
        assert_eq!(free[code("xxxx*x...")], FIVE);
        assert_eq!(exact[code("xxxx*x...")], OVERLINE);
        assert_eq!(exact[code(".xxx*xx..")], OVERLINE);
        assert_eq!(exact[code(".xxxx*....")], FIVE);
        // Under exact five, xxx*.x cannot become a five at the gap (it would be six).
        assert_eq!(exact[code("..xxx*.x..")], BLOCK4);
        assert_eq!(free[code("..xxx*.x..")], FLEX4);
        assert_eq!(free[code("x.x*x.x")], FLEX4);
        assert_eq!(free[code("o*....")], BLOCK1);
        assert_eq!(free[code("o*...o")], NONE);
    }
}
