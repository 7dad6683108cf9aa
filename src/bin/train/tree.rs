//! Positions off the games' lines, as the search meets them: from a position of a game, a few
//! moves drawn from the search's own ordering (the best ones most often, as the tree visits
//! them), then a search labels where the walk ended. The network otherwise learns only the
//! positions good play reaches, and misjudges the rest of the tree.

use std::io::Write;
use std::time::Instant;

use gomoku::ai::rng::splitmix;
use gomoku::ai::{candidates, sample, Engine, SearchRequest};
use gomoku::game::{Board, Color, Point};

use super::games::{write_line, Record};
use super::position::played;

/// How the walks are drawn and labelled.
pub struct Walks {
    /// Positions drawn from each game.
    pub per: usize,
    /// The longest walk (each walk has 0 to `longest` moves).
    pub longest: usize,
    /// The walk's moves are drawn among this many of the best-ordered.
    pub top: usize,
    /// The chance in percent of passing over each candidate for the next one.
    pub spread: u64,
    /// Nodes of the search that labels a position.
    pub nodes: u64,
    pub seed: u64,
}

/// Index among `n` candidates, the first most likely: each passed over with the chance
/// `spread` in percent (geometric), capped at `n - 1`.
fn pick(state: &mut u64, n: usize, spread: u64) -> usize {
    let mut i = 0;
    while i + 1 < n && splitmix(state) % 100 < spread {
        i += 1;
    }
    i
}

/// The walk from move `at` of `rec`: the moves up to the position it ends in, that position
/// and its side to move, or `None` when the network does not judge it (a threat to answer, a
/// five to make).
fn walk(rec: &Record, at: usize, w: &Walks, state: &mut u64) -> Option<(Vec<Point>, Board, Color)> {
    let mut moves = rec.moves[..at].to_vec();
    let (mut b, mut color) = played(&moves, 15);
    let steps = (splitmix(state) % (w.longest as u64 + 1)) as usize;
    for _ in 0..steps {
        let Some(c) = candidates(&b, rec.rule, color) else {
            break;
        };
        if c.is_empty() {
            break;
        }
        let m = c[pick(state, c.len().min(w.top), w.spread)].point;
        b.set(m, Some(color));
        moves.push(m);
        color = color.opponent();
    }
    sample(&b, rec.rule, color).map(|_| (moves, b, color))
}

/// Draws `w.per` walks from each game of `recs[first..first + count]` (game `g`'s walks
/// depend only on the seed and `g`) and writes each labelled position to `out` as a record
/// line: the moves to it, the search's move, `none` for the result, the search's score.
pub fn generate(recs: &[Record], first: usize, count: usize, w: &Walks, out: &mut dyn Write) {
    let mut engine = Engine::with_memory_mb(4);
    let t0 = Instant::now();
    let mut written = 0usize;
    for (g, rec) in recs.iter().enumerate().skip(first).take(count) {
        let mut state = w.seed ^ (g as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        if rec.moves.len() <= rec.opening + 1 {
            continue;
        }
        let span = (rec.moves.len() - 1 - rec.opening) as u64;
        for _ in 0..w.per {
            let at = rec.opening + (splitmix(&mut state) % span) as usize;
            let Some((moves, b, color)) = walk(rec, at, w, &mut state) else {
                continue;
            };
            let req = SearchRequest {
                nodes: Some(w.nodes),
                ..SearchRequest::new(&b, color, rec.rule, 5)
            };
            let info = engine.search(&req, &|| 0.0, &mut |_| {});
            let Some(best) = info.best else {
                continue;
            };
            let line = Record {
                rule: rec.rule,
                opening: moves.len(),
                moves: moves.iter().copied().chain([best]).collect(),
                winner: None,
                unplayed: true,
                evals: vec![info.eval],
            };
            write_line(out, &line, g);
            written += 1;
        }
        let done = g + 1 - first;
        if done.is_multiple_of(50) {
            eprintln!(
                "{done} games, {written} positions in {:.0} s",
                t0.elapsed().as_secs_f64()
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gomoku::game::{parse_record, Rule};

    /// Walks leave the game's line from the chosen move on, end in positions the network
    /// judges, and come back the same for the same seed.
    #[test]
    fn walks_are_seeded_and_end_in_quiet_positions() {
        let moves = parse_record("h8i9g7i7i8g9j9h10f6e5k10l11", 15).expect("record");
        let rec = Record {
            rule: Rule::Freestyle,
            moves,
            opening: 3,
            winner: None,
            unplayed: false,
            evals: Vec::new(),
        };
        let w = Walks {
            per: 1,
            longest: 6,
            top: 8,
            spread: 50,
            nodes: 500,
            seed: 3,
        };
        let mut left = 0;
        for s in 0..20u64 {
            let (mut a, mut b) = (s, s);
            let one = walk(&rec, 5, &w, &mut a);
            assert_eq!(one, walk(&rec, 5, &w, &mut b));
            if let Some((m, board, color)) = one {
                assert_eq!(m[..5], rec.moves[..5]);
                assert_eq!(played(&m, 15), (board.clone(), color));
                assert!(sample(&board, rec.rule, color).is_some());
                left += usize::from(m.len() > 5 && m[5] != rec.moves[5]);
            }
        }
        assert!(left > 5, "only {left} of 20 walks left the game's line");
    }
}
