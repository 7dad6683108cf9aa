//! Positions from move lists, for the developer tools (gauntlet, engine-bench, train).
// Each tool uses its own part of this file.
#![allow(dead_code)]

use gomoku::ai::{Engine, SearchRequest};
use gomoku::game::{Board, Color, Point, Rule};

/// The board after `moves` (black first, in turn) and the side to move next; `size` is one
/// the tool has checked (`MIN_SIZE..=MAX_SIZE`).
pub fn played(moves: &[Point], size: usize) -> (Board, Color) {
    let mut b = Board::try_new(size).expect("a board size the tool has checked");
    let mut c = Color::Black;
    for &p in moves {
        b.set(p, Some(c));
        c = c.opponent();
    }
    (b, c)
}

/// The score, for the side to move, of the position after `moves` searched by `engine` at a
/// budget of `nodes` (so that the same moves always score the same): how balanced an opening is.
pub fn score_after(
    moves: &[Point],
    size: usize,
    rule: Rule,
    nodes: u64,
    engine: &mut Engine,
) -> i32 {
    let (b, c) = played(moves, size);
    let req = SearchRequest {
        nodes: Some(nodes),
        ..SearchRequest::new(&b, c, rule, 5)
    };
    engine.search(&req, &|| 0.0, &mut |_| {}).eval
}
