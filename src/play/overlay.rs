//! What the pointer, the keyboard and the analysis show on top of the position.

use crate::ai::protocol::PvLine;
use crate::game::{Board, Color, Point, XY};
use crate::view::{Candidate, Ghost};

/// How many moves of the engine's best line are drawn on the board.
pub const GHOSTS: usize = 8;

/// Hover, keyboard cursor, confirm preview and analysis stones.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Overlay {
    /// The intersection under a hovering mouse or pen.
    pub hover: Option<Point>,
    /// The keyboard cursor.
    pub cursor: Option<Point>,
    /// Whether the cursor shows (the board has keyboard focus).
    pub cursor_visible: bool,
    /// With `confirm` on: the point tapped once, waiting for a second tap.
    pub pending: Option<Point>,
    /// Numbered translucent stones: the analysis's best line.
    pub ghosts: Vec<Ghost>,
    /// The analysis's other candidates, labelled with their win rates.
    pub candidates: Vec<Candidate>,
}

impl Overlay {
    /// The keyboard cursor, placed on the last move (or the centre) if it has no place yet.
    pub fn cursor_or_start(&mut self, size: usize, last: Option<Point>) -> Point {
        let p = self
            .cursor
            .filter(|p| p.x < size && p.y < size)
            .or(last)
            .unwrap_or(Point::new(size / 2, size / 2));
        self.cursor = Some(p);
        p
    }

    /// Moves the cursor by `(dx, dy)`, staying on the board; returns where it is.
    pub fn step_cursor(&mut self, size: usize, last: Option<Point>, dx: isize, dy: isize) -> Point {
        let p = self.cursor_or_start(size, last);
        let clamp = |v: usize, d: isize| (v as isize + d).clamp(0, size as isize - 1) as usize;
        let next = Point::new(clamp(p.x, dx), clamp(p.y, dy));
        self.cursor = Some(next);
        next
    }
}

/// The first moves of `line` as numbered stones, alternating from `to_move`; the line stops at
/// the first point that is off the board or taken.
pub fn ghost_line(line: &[XY], board: &Board, to_move: Color) -> Vec<Ghost> {
    let mut color = to_move;
    let mut ghosts = Vec::new();
    for (i, xy) in line.iter().take(GHOSTS).enumerate() {
        let point = Point::new(xy.x, xy.y);
        if !board.contains(point) || board.get(point).is_some() {
            break;
        }
        ghosts.push(Ghost {
            point,
            color,
            label: i + 1,
        });
        color = color.opponent();
    }
    ghosts
}

/// The candidates of `lines` after the first (whose line the ghosts show), on the points of
/// `board` still empty.
pub fn candidates(lines: &[PvLine], board: &Board) -> Vec<Candidate> {
    lines
        .iter()
        .skip(1)
        .map(|l| Candidate {
            point: Point::new(l.best.x, l.best.y),
            win_rate: l.win_rate,
        })
        .filter(|c| board.contains(c.point) && board.get(c.point).is_none())
        .collect()
}
