//! Static evaluation: the values of every empty point for both sides, summed incrementally
//! by the position from the tuned tables (see `weights` and `class`), plus a term for the
//! combination of threats on the board (who holds the initiative), and the network's
//! correction (`nnue`) when one is in use.

use super::class::{BLOCK4_1, BLOCK4_FLEX3, BLOCK4_PLUS, FLEX3_1, FLEX3_2X, FLEX3_PLUS, FLEX4_2X};
use super::position::Pos;
use super::weights::WEIGHTS;

/// Which threats each side holds, as bits: the side to move's four-three, four, double three
/// and three points, then the other side's open-four, four-three, four, double three and
/// three points.
pub fn threat_mask(pos: &Pos, me: usize) -> usize {
    let opp = 1 - me;
    let bits = [
        pos.has_class(me, BLOCK4_FLEX3, BLOCK4_FLEX3),
        pos.has_class(me, BLOCK4_1, BLOCK4_PLUS),
        pos.has_class(me, FLEX3_2X, FLEX3_2X),
        pos.has_class(me, FLEX3_1, FLEX3_PLUS),
        pos.has_class(opp, FLEX4_2X, FLEX4_2X),
        pos.has_class(opp, BLOCK4_FLEX3, BLOCK4_FLEX3),
        pos.has_class(opp, BLOCK4_1, BLOCK4_PLUS),
        pos.has_class(opp, FLEX3_2X, FLEX3_2X),
        pos.has_class(opp, FLEX3_1, FLEX3_PLUS),
    ];
    bits.iter()
        .enumerate()
        .map(|(i, &b)| usize::from(b) << i)
        .sum()
}

/// Static evaluation of `pos` from `side`'s view (`side` is to move): the tables, plus the
/// network's correction when the position keeps one.
pub fn evaluate(pos: &Pos, side: usize) -> i32 {
    evaluate_with_mask(pos, side, threat_mask(pos, side))
}

/// `evaluate` where the caller has the threat mask already.
pub fn evaluate_with_mask(pos: &Pos, side: usize, mask: usize) -> i32 {
    let (att, _) = pos.sums(side);
    let (_, def) = pos.sums(1 - side);
    let e = att - def + WEIGHTS.tempo as i32 + WEIGHTS.threat[mask] as i32;
    e + pos.net_eval(side, mask).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::nnue;
    use crate::ai::position::color_of;
    use crate::ai::rng::splitmix;
    use crate::game::{Board, Point, Rule};

    /// A position and the side to move, from seeded random quiet-ish play near the centre.
    fn random_position(seed: &mut u64, stones: usize) -> (Board, usize) {
        let mut b = Board::try_new(15).expect("size");
        let mut side = 0;
        let mut placed = 0;
        while placed < stones {
            let p = Point::new(
                4 + (splitmix(seed) % 7) as usize,
                4 + (splitmix(seed) % 7) as usize,
            );
            if b.get(p).is_none() {
                b.set(p, Some(color_of(side)));
                side = 1 - side;
                placed += 1;
            }
        }
        (b, side)
    }

    /// The board turned a quarter and mirrored: the same position to a player.
    fn turned(b: &Board) -> Board {
        let n = b.size();
        let mut t = Board::try_new(n).expect("size");
        for p in b.points() {
            t.set(Point::new(n - 1 - p.y, n - 1 - p.x), b.get(p));
        }
        t
    }

    /// A player sees the same position whichever way the board is turned, and so does the
    /// evaluation, with and without the network.
    #[test]
    fn evaluation_ignores_the_boards_orientation() {
        let mut seed = 0xE7A1;
        let mut differs = 0;
        for k in 0..40 {
            let (b, side) = random_position(&mut seed, 4 + k % 12);
            for rule in Rule::ALL {
                for net in [None, nnue::net()] {
                    let mut p = Pos::new(&b, rule);
                    p.set_net(net);
                    let mut q = Pos::new(&turned(&b), rule);
                    q.set_net(net);
                    assert_eq!(evaluate(&p, side), evaluate(&q, side), "{rule} {b:?}");
                }
                let mut p = Pos::new(&b, rule);
                let plain = evaluate(&p, side);
                p.set_net(nnue::net());
                differs += usize::from(evaluate(&p, side) != plain);
            }
        }
        // The network is built in and changes the evaluation.
        assert!(
            differs > 60,
            "the network changed {differs} of 120 evaluations"
        );
    }

    /// The network's weights scale its correction and nothing else: at 0 the evaluation is
    /// the tables', at 200 the tables' plus twice the correction; the quiet positions' weight
    /// applies where no side has a three or a four, the other weight elsewhere.
    #[test]
    fn the_networks_weight_scales_its_correction() {
        let mut seed = 0x5CA1;
        let mut seen = [0; 2];
        for k in 0..30 {
            let (b, side) = random_position(&mut seed, 4 + k % 12);
            let rule = Rule::ALL[k % 3];
            let at = |weight: Option<(i32, i32)>| {
                let mut p = Pos::new(&b, rule);
                if let Some((quiet, threats)) = weight {
                    p.set_net(nnue::net());
                    p.set_net_weight(quiet, threats);
                }
                evaluate(&p, side)
            };
            let (plain, full) = (at(None), at(Some((100, 100))));
            assert_eq!(at(Some((0, 0))), plain, "{b:?}");
            assert_eq!(at(Some((200, 200))) - plain, 2 * (full - plain), "{b:?}");
            // Each weight reaches only its own positions.
            let quiet = threat_mask(&Pos::new(&b, rule), side) == 0;
            let (q, t) = (at(Some((0, 100))), at(Some((100, 0))));
            assert_eq!(
                (q, t),
                if quiet { (plain, full) } else { (full, plain) },
                "{b:?}"
            );
            seen[usize::from(quiet)] += 1;
        }
        assert!(seen[0] > 0 && seen[1] > 0, "{seen:?}");
    }
}
