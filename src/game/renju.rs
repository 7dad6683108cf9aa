//! Black's fouls under renju: overline, double-four, double-three (recursive).
//!
//! The checks run on a private padded copy of the board (a fixed array with a
//! wall border), so scanning along a line never needs a bounds test and the hot
//! path allocates nothing: stones are placed and lifted in place.

use std::fmt;

use super::{Board, Color, Point, MAX_SIZE};

/// A forbidden shape for black under renju.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Foul {
    /// Six or more in a row.
    Overline,
    /// Two fours from one stone.
    DoubleFour,
    /// Two real threes from one stone.
    DoubleThree,
}

impl fmt::Display for Foul {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Foul::Overline => "overline",
            Foul::DoubleFour => "double four",
            Foul::DoubleThree => "double three",
        })
    }
}

/// The foul a black stone on the empty point `p` would commit, if any (a five is never a foul).
///
/// A point off the board or already taken commits nothing and gives `None`.
pub fn foul(board: &Board, p: Point) -> Option<Foul> {
    if !board.contains(p) || board.get(p).is_some() {
        return None;
    }
    let mut grid = Grid::new(board);
    grid.foul(Grid::index(p))
}

/// Every empty point where black may not play, row by row.
pub fn forbidden_points(board: &Board) -> Vec<Point> {
    let mut grid = Grid::new(board);
    let size = board.size();
    let mut out = Vec::new();
    for y in 0..size {
        for x in 0..size {
            let i = Grid::index(Point::new(x, y));
            if grid.cells[i] == EMPTY && grid.may_be_foul(i) && grid.foul(i).is_some() {
                out.push(Point::new(x, y));
            }
        }
    }
    out
}

const EMPTY: u8 = 0;
const BLACK: u8 = 1;
const WHITE: u8 = 2;
/// Off the board: blocks a line exactly like a white stone does.
const WALL: u8 = 3;

/// Wall cells around the board. Every scan starts on a board point and reads at
/// most 6 cells from it before it meets a non-black cell, so 6 keeps reads inside.
const PAD: usize = 6;
const STRIDE: usize = MAX_SIZE + 2 * PAD;
const CELLS: usize = STRIDE * STRIDE;

/// Index offsets of the four line directions (same order as `DIRECTIONS`).
const STEPS: [isize; 4] = [1, STRIDE as isize, STRIDE as isize + 1, 1 - STRIDE as isize];

/// The board as a padded byte array that the checks may scribble on temporarily.
struct Grid {
    cells: [u8; CELLS],
}

/// What a line through a freshly placed stone looks like: its run and the cells just past it.
#[derive(Clone, Copy)]
struct Line {
    /// Length of the black run through the stone.
    len: usize,
    /// Index of the first cell before the run.
    back: usize,
    /// Black stones in a row beyond `back` when it is empty (0 otherwise).
    back_beyond: usize,
    /// Index of the first cell after the run.
    fwd: usize,
    /// Black stones in a row beyond `fwd` when it is empty (0 otherwise).
    fwd_beyond: usize,
}

impl Grid {
    fn new(board: &Board) -> Grid {
        let mut cells = [WALL; CELLS];
        let size = board.size();
        for y in 0..size {
            for x in 0..size {
                let p = Point::new(x, y);
                cells[Grid::index(p)] = match board.get(p) {
                    None => EMPTY,
                    Some(Color::Black) => BLACK,
                    Some(Color::White) => WHITE,
                };
            }
        }
        Grid { cells }
    }

    fn index(p: Point) -> usize {
        (p.y + PAD) * STRIDE + p.x + PAD
    }

    fn at(&self, i: usize, off: isize) -> u8 {
        self.cells[i.wrapping_add_signed(off)]
    }

    /// Black stones in a row from `i` (exclusive) along `step`.
    fn count(&self, i: usize, step: isize) -> usize {
        let mut n = 0;
        let mut j = i.wrapping_add_signed(step);
        while self.cells[j] == BLACK {
            n += 1;
            j = j.wrapping_add_signed(step);
        }
        n
    }

    /// Length of the black row through `i` along `step`, `i` counted as black.
    fn run(&self, i: usize, step: isize) -> usize {
        1 + self.count(i, step) + self.count(i, -step)
    }

    /// Whether a black stone on the empty `i` makes exactly five in some direction.
    fn makes_five(&self, i: usize) -> bool {
        STEPS.iter().any(|&s| self.run(i, s) == 5)
    }

    /// The run through the black stone on `i` along `step` and its two neighbouring cells.
    fn line(&self, i: usize, step: isize) -> Line {
        let b = self.count(i, -step);
        let f = self.count(i, step);
        let back = i.wrapping_add_signed(-step * (b as isize + 1));
        let fwd = i.wrapping_add_signed(step * (f as isize + 1));
        Line {
            len: b + f + 1,
            back,
            back_beyond: if self.cells[back] == EMPTY {
                self.count(back, -step)
            } else {
                0
            },
            fwd,
            fwd_beyond: if self.cells[fwd] == EMPTY {
                self.count(fwd, step)
            } else {
                0
            },
        }
    }

    /// Cheap necessary condition for a foul on the empty `i`: fouls need black stones nearby.
    ///
    /// A three needs two more black stones within 4 on its line and a four needs three;
    /// double-threes and most double-fours need two such lines, while an overline
    /// or a double-four on one line needs at least four stones on that line.
    fn may_be_foul(&self, i: usize) -> bool {
        let mut lines = 0;
        for &s in &STEPS {
            let mut n = 0;
            for k in 1..=4 {
                n += usize::from(self.at(i, s * k) == BLACK);
                n += usize::from(self.at(i, -s * k) == BLACK);
            }
            if n >= 4 {
                return true;
            }
            if n >= 2 {
                lines += 1;
            }
        }
        lines >= 2
    }

    /// The foul of a black stone on the empty `i`; the grid is unchanged afterwards.
    fn foul(&mut self, i: usize) -> Option<Foul> {
        self.cells[i] = BLACK;
        let verdict = self.placed_foul(i);
        self.cells[i] = EMPTY;
        verdict
    }

    /// The foul of the black stone just placed on `i`.
    fn placed_foul(&mut self, i: usize) -> Option<Foul> {
        let mut lines = [Line {
            len: 0,
            back: 0,
            back_beyond: 0,
            fwd: 0,
            fwd_beyond: 0,
        }; 4];
        for (line, &s) in lines.iter_mut().zip(&STEPS) {
            *line = self.line(i, s);
        }
        // A five wins on the spot, whatever else the stone makes.
        if lines.iter().any(|l| l.len == 5) {
            return None;
        }
        if lines.iter().any(|l| l.len >= 6) {
            return Some(Foul::Overline);
        }
        let mut fours = 0;
        let mut has_four = [false; 4];
        for (d, l) in lines.iter().enumerate() {
            let n = fours_in(self, l);
            has_four[d] = n > 0;
            fours += n;
        }
        if fours >= 2 {
            return Some(Foul::DoubleFour);
        }
        // Threes: first the shapes alone, and only with two of them the costly
        // recursive test of whether their straight-four points are playable.
        let mut shapes = [None, None, None, None];
        let mut count = 0;
        for d in 0..4 {
            if !has_four[d] {
                shapes[d] = three_shape(self, &lines[d], STEPS[d]);
                count += usize::from(shapes[d].is_some());
            }
        }
        if count < 2 {
            return None;
        }
        let mut real = 0;
        let mut left = count;
        for exts in shapes.iter().flatten() {
            left -= 1;
            if exts.iter().flatten().any(|&q| self.extension_playable(q)) {
                real += 1;
                if real >= 2 {
                    return Some(Foul::DoubleThree);
                }
            }
            if real + left < 2 {
                return None;
            }
        }
        None
    }

    /// Whether black may actually play the straight-four point `q` of a three.
    ///
    /// A point where the stone would also make a five is not an extension (the
    /// shape is then not what makes the three), and a forbidden point never is.
    fn extension_playable(&mut self, q: usize) -> bool {
        !self.makes_five(q) && self.foul(q).is_none()
    }
}

/// Number of fours the line of a placed stone holds (0, 1 or 2).
///
/// A four is four stones that one more stone turns into exactly five. Only the
/// two cells bordering the run can complete a five that contains the new stone.
/// Both completing is a straight four (one four) when the run is already four
/// long, and two different fours (`X_XXX_X`, `XX_XX_XX`, `XXX_X_XXX`) otherwise.
fn fours_in(grid: &Grid, l: &Line) -> usize {
    let back = grid.cells[l.back] == EMPTY && l.len + 1 + l.back_beyond == 5;
    let fwd = grid.cells[l.fwd] == EMPTY && l.len + 1 + l.fwd_beyond == 5;
    match (back, fwd) {
        (true, true) if l.len == 4 => 1,
        (b, f) => usize::from(b) + usize::from(f),
    }
}

/// The straight-four points of a three on this line, ignoring whether they are playable.
///
/// A stone on a bordering empty cell must join the run into exactly four
/// stones with an empty cell at each end where a stone makes exactly five.
fn three_shape(grid: &mut Grid, l: &Line, step: isize) -> Option<[Option<usize>; 2]> {
    let mut exts = [None, None];
    for (slot, (q, beyond)) in exts
        .iter_mut()
        .zip([(l.back, l.back_beyond), (l.fwd, l.fwd_beyond)])
    {
        if grid.cells[q] != EMPTY || l.len + 1 + beyond != 4 {
            continue;
        }
        grid.cells[q] = BLACK;
        let four = grid.line(q, step);
        let open = |end: usize| grid.cells[end] == EMPTY && grid.run(end, step) == 5;
        if open(four.back) && open(four.fwd) {
            *slot = Some(q);
        }
        grid.cells[q] = EMPTY;
    }
    if exts.iter().any(Option::is_some) {
        Some(exts)
    } else {
        None
    }
}
