//! What analysis and review mark on the board: the other candidates of a multi-line analysis,
//! each labelled with its win rate, and the review's verdict on the move just played (a ring in
//! its class's colour with `?!`, `?` or `??`, and the engine's best move as a hollow ring).

use serde::Serialize;

use super::{Layout, Painter, TextAlign};
use crate::game::{Color, Point};

/// How good a move was, as a review classes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum MoveClass {
    /// The engine's best move, or as good.
    Best,
    /// Good: it loses a little.
    Good,
    /// An inaccuracy.
    Inaccuracy,
    /// A mistake.
    Mistake,
    /// A blunder.
    Blunder,
}

impl MoveClass {
    /// Every class, best first: a class's number is its place here.
    pub const ALL: [MoveClass; 5] = [
        MoveClass::Best,
        MoveClass::Good,
        MoveClass::Inaccuracy,
        MoveClass::Mistake,
        MoveClass::Blunder,
    ];

    /// The class's name, as `review()` reports it.
    pub fn as_str(self) -> &'static str {
        match self {
            MoveClass::Best => "best",
            MoveClass::Good => "good",
            MoveClass::Inaccuracy => "inaccuracy",
            MoveClass::Mistake => "mistake",
            MoveClass::Blunder => "blunder",
        }
    }

    /// The annotation written beside such a move, if any.
    pub fn symbol(self) -> Option<&'static str> {
        match self {
            MoveClass::Best | MoveClass::Good => None,
            MoveClass::Inaccuracy => Some("?!"),
            MoveClass::Mistake => Some("?"),
            MoveClass::Blunder => Some("??"),
        }
    }

    /// Its colour, the same whatever the theme (as the forbidden marks' red is), chosen to
    /// show on wood, on dark boards and on both stones.
    pub fn color(self) -> &'static str {
        match self {
            MoveClass::Best => "#1e9e4a",
            MoveClass::Good => "#3b82d6",
            MoveClass::Inaccuracy => "#e8a200",
            MoveClass::Mistake => "#ef6c00",
            MoveClass::Blunder => "#d32f2f",
        }
    }

    /// The colour of text on a badge of this class's colour.
    fn ink(self) -> &'static str {
        match self {
            MoveClass::Inaccuracy => "#1a1a1a",
            _ => "#ffffff",
        }
    }
}

/// Another candidate of the analysis: its point and the side to move's win rate with it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Candidate {
    /// Where.
    pub point: Point,
    /// The side to move's chance of winning with it, 0 to 1.
    pub win_rate: f64,
}

/// The review's verdict on the move just played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The move.
    pub point: Point,
    /// Its class.
    pub class: MoveClass,
    /// The engine's best move there, when another move was played, and the side that had it.
    pub best: Option<(Point, Color)>,
}

/// Everything analysis and review mark on a position.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Marks<'a> {
    /// The analysis's other candidates.
    pub candidates: &'a [Candidate],
    /// The review's verdict on the last move shown.
    pub verdict: Option<Verdict>,
}

/// The dark of the candidate labels and its ink: dark on any board, light text, with a light
/// rim so the label also stands out on a dark board and over a black stone.
const LABEL: &str = "#1d2025";
const LABEL_INK: &str = "#ffffff";
const LABEL_RIM: &str = "#f5f1e6";

/// The smallest text of a mark, in CSS pixels: smaller is not read.
const MIN_TEXT_CSS_PX: f64 = 9.0;

/// Draws `marks` in the geometry of `layout`, at `ratio` device pixels per CSS pixel. A
/// candidate on one of the best line's numbered stones (`numbered`) is labelled in the lower
/// part of its point, so the stone's number stays readable above the label.
pub fn draw_marks(
    painter: &mut dyn Painter,
    layout: &Layout,
    marks: &Marks,
    numbered: &[Point],
    ratio: f64,
) {
    let cell = layout.cell;
    let r = layout.stone_radius();
    let min_px = MIN_TEXT_CSS_PX * ratio.max(1.0);
    if let Some(v) = marks.verdict {
        if let Some((best, _)) = v.best {
            let (x, y) = layout.center(best);
            let w = (cell * 0.09).max(1.5 * ratio);
            painter.stroke_circle(x, y, r * 0.8, w, MoveClass::Best.color());
        }
        let (x, y) = layout.center(v.point);
        painter.stroke_circle(
            x,
            y,
            r * 1.02,
            (cell * 0.1).max(2.0 * ratio),
            v.class.color(),
        );
        if let Some(symbol) = v.class.symbol() {
            let px = (cell * 0.34).max(min_px);
            let badge = px * 0.78;
            let (bx, by) = (x + r * 0.78, y - r * 0.78);
            painter.fill_circle(bx, by, badge + ratio.max(1.0), LABEL_RIM);
            painter.fill_circle(bx, by, badge, v.class.color());
            painter.text(bx, by, symbol, px, v.class.ink(), TextAlign::Center);
        }
    }
    for c in marks.candidates {
        let (x, mut y) = layout.center(c.point);
        let text = format!("{}%", (c.win_rate.clamp(0.0, 1.0) * 100.0).round() as u32);
        let mut px = (cell * 0.3).max(min_px);
        if numbered.contains(&c.point) {
            px = (cell * 0.26).max(min_px);
            // Its top below the number's middle, even where the text's minimum makes it tall.
            y += (cell * 0.33).max(cell * 0.15 + px * 0.65);
        }
        // Digits are about 0.6 em wide in the board's font, "%" about 0.85 em.
        let width = px * (0.6 * (text.len() - 1) as f64 + 0.85) + px * 0.5;
        pill(
            painter,
            x,
            y,
            width + 2.0 * ratio,
            px * 1.3 + 2.0 * ratio,
            LABEL_RIM,
        );
        pill(painter, x, y, width, px * 1.3, LABEL);
        painter.text(x, y, &text, px, LABEL_INK, TextAlign::Center);
    }
}

/// A rounded bar centred on (x, y): a rectangle with a half disc at each end.
fn pill(painter: &mut dyn Painter, x: f64, y: f64, width: f64, height: f64, color: &str) {
    let h = height / 2.0;
    let inner = (width - height).max(0.0);
    painter.fill_rect(x - inner / 2.0, y - h, inner, height, color);
    painter.fill_circle(x - inner / 2.0, y, h, color);
    painter.fill_circle(x + inner / 2.0, y, h, color);
}
