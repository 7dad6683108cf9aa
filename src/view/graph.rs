//! The review's win-rate graph: black's chance of winning after each move, as black's share of
//! the plot (black below the curve, white above, like the analysis's evaluation bar), the 50%
//! line, the inaccuracies, mistakes and blunders marked, and the position shown highlighted.
//! Drawn through a `Painter` in the board's theme; its geometry maps a pointer to a move.

use super::snapshot::{theme_of, Reader};
use super::{MoveClass, Painter, Theme};

/// Where the plot sits on the graph's canvas, in canvas pixels, for a game of `moves` moves.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GraphLayout {
    /// The canvas's width.
    pub width: f64,
    /// The canvas's height.
    pub height: f64,
    /// The plot's left edge: the first move.
    pub left: f64,
    /// The plot's right edge: the last move.
    pub right: f64,
    /// The plot's top: black certain to win.
    pub top: f64,
    /// The plot's bottom: white certain to win.
    pub bottom: f64,
    /// Moves plotted.
    pub moves: usize,
}

/// Room around the plot for the marks, in CSS pixels.
const PAD_CSS_PX: f64 = 6.0;

impl GraphLayout {
    /// The plot on a canvas of `width` by `height` pixels at `ratio` pixels per CSS pixel.
    pub fn new(width: f64, height: f64, ratio: f64, moves: usize) -> GraphLayout {
        let pad = (PAD_CSS_PX * ratio.max(1.0))
            .min(width / 4.0)
            .min(height / 4.0);
        GraphLayout {
            width,
            height,
            left: pad,
            right: (width - pad).max(pad),
            top: pad,
            bottom: (height - pad).max(pad),
            moves,
        }
    }

    /// The x of move `n` (1-based): the first at the left edge, the last at the right; a
    /// single move in the middle.
    pub fn x_of(&self, n: usize) -> f64 {
        if self.moves <= 1 {
            return (self.left + self.right) / 2.0;
        }
        let step = (self.right - self.left) / (self.moves - 1) as f64;
        self.left + n.saturating_sub(1).min(self.moves - 1) as f64 * step
    }

    /// The y of black's win rate `rate`.
    pub fn y_of(&self, rate: f64) -> f64 {
        self.bottom - rate.clamp(0.0, 1.0) * (self.bottom - self.top)
    }

    /// The move nearest to `x` (1-based), the first left of the plot and the last right of
    /// it; `None` when no move is plotted.
    pub fn move_at(&self, x: f64) -> Option<usize> {
        match self.moves {
            0 => None,
            1 => Some(1),
            n => {
                let t = (x - self.left) / (self.right - self.left).max(f64::MIN_POSITIVE);
                let i = (t * (n - 1) as f64).round().clamp(0.0, (n - 1) as f64);
                Some(i as usize + 1)
            }
        }
    }
}

/// What the graph shows.
#[derive(Clone, Copy, Debug)]
pub struct Graph<'a> {
    /// Black's chance of winning after each move; empty before any review.
    pub rates: &'a [f64],
    /// Each move's class.
    pub classes: &'a [MoveClass],
    /// The position shown: moves played (highlighted when it is a move of the graph).
    pub shown: usize,
    /// The board's colours.
    pub theme: &'a Theme,
    /// Device pixels per CSS pixel.
    pub pixel_ratio: f64,
}

/// Draws `graph` on `painter` in the geometry of `layout`.
pub fn draw_graph(painter: &mut dyn Painter, layout: &GraphLayout, graph: &Graph) {
    let rates = graph.rates;
    if rates.is_empty() {
        draw_empty_graph(painter, layout, graph.theme, graph.pixel_ratio);
        return;
    }
    let theme = graph.theme;
    let px = graph.pixel_ratio.max(1.0);
    let l = layout;
    painter.clear(l.width, l.height);
    painter.fill_rect(0.0, 0.0, l.width, l.height, &theme.board);
    painter.fill_rect(
        l.left,
        l.top,
        l.right - l.left,
        l.bottom - l.top,
        &theme.white,
    );
    let mut area = vec![(l.left, l.bottom)];
    if rates.len() == 1 {
        let y = l.y_of(rates[0]);
        area.extend([(l.left, y), (l.right, y)]);
    } else {
        area.extend(
            rates
                .iter()
                .enumerate()
                .map(|(i, &r)| (l.x_of(i + 1), l.y_of(r))),
        );
    }
    area.push((l.right, l.bottom));
    painter.fill_polygon(&area, &theme.black);
    // The 50% line in the wood's colour: it shows on black and on white.
    draw_axes(painter, l, theme, px, &theme.board);
    let shown = (1..=rates.len())
        .contains(&graph.shown)
        .then_some(graph.shown);
    if let Some(n) = shown {
        let x = l.x_of(n);
        // In the grid's colour, not the accent: red there reads as a blunder's mark.
        painter.stroke_segments(&[(x, l.top, x, l.bottom)], 2.0 * px, &theme.line);
    }
    for (i, (&rate, class)) in rates.iter().zip(graph.classes).enumerate() {
        if class.symbol().is_none() {
            continue;
        }
        let (x, y) = (l.x_of(i + 1), l.y_of(rate));
        let r = if *class == MoveClass::Blunder {
            4.5
        } else {
            3.5
        } * px;
        painter.fill_circle(x, y, r + px, &theme.board);
        painter.fill_circle(x, y, r, class.color());
    }
    if let Some(n) = shown {
        let (x, y) = (l.x_of(n), l.y_of(rates[n - 1]));
        // A ring, where the classes' marks are filled dots.
        painter.fill_circle(x, y, 4.0 * px, &theme.board);
        painter.stroke_circle(x, y, 3.5 * px, 2.0 * px, &theme.line);
    }
}

/// Draws the graph before any review: the wood, the frame and the 50% line, no curve. The
/// board's module draws this itself; a graph with a review is drawn by the pictures module.
pub fn draw_empty_graph(
    painter: &mut dyn Painter,
    layout: &GraphLayout,
    theme: &Theme,
    ratio: f64,
) {
    let l = layout;
    painter.clear(l.width, l.height);
    painter.fill_rect(0.0, 0.0, l.width, l.height, &theme.board);
    draw_axes(painter, l, theme, ratio.max(1.0), &theme.line);
}

/// The dashed 50% line in `mid_color` and the plot's frame, `px` device pixels per CSS pixel.
fn draw_axes(painter: &mut dyn Painter, l: &GraphLayout, theme: &Theme, px: f64, mid_color: &str) {
    let mid = l.y_of(0.5);
    let dash = 4.0 * px;
    let mut dashes = Vec::new();
    let mut x = l.left;
    while x < l.right {
        dashes.push((x, mid, (x + dash).min(l.right), mid));
        x += 2.0 * dash;
    }
    painter.stroke_segments(&dashes, px, mid_color);
    let frame = [
        (l.left, l.top, l.right, l.top),
        (l.right, l.top, l.right, l.bottom),
        (l.right, l.bottom, l.left, l.bottom),
        (l.left, l.bottom, l.left, l.top),
    ];
    painter.stroke_segments(&frame, px, &theme.line);
}

/// A graph's data, owned: what the board hands to the pictures module to paint (`encode`
/// and the theme's colours), read back there (`decode`).
#[derive(Clone, Debug, PartialEq)]
pub struct GraphFrame {
    rates: Vec<f64>,
    classes: Vec<MoveClass>,
    shown: usize,
    theme: Theme,
    pixel_ratio: f64,
}

impl GraphFrame {
    /// The graph it holds.
    pub fn graph(&self) -> Graph<'_> {
        Graph {
            rates: &self.rates,
            classes: &self.classes,
            shown: self.shown,
            theme: &self.theme,
            pixel_ratio: self.pixel_ratio,
        }
    }

    /// `graph` as numbers: the pixel ratio, the move shown, the number of moves, their rates
    /// and their classes (the colours go apart: `snapshot::colours`).
    pub fn encode(graph: &Graph) -> Vec<f64> {
        let mut out = vec![
            graph.pixel_ratio,
            graph.shown as f64,
            graph.rates.len() as f64,
        ];
        out.extend(graph.rates);
        out.extend(graph.classes.iter().map(|c| *c as u8 as f64));
        out
    }

    /// The graph `encode` wrote, in the theme of `colours`; `None` for numbers it cannot have
    /// written.
    pub fn decode(numbers: &[f64], colours: &[String]) -> Option<GraphFrame> {
        let mut r = Reader::new(numbers);
        let pixel_ratio = r.number().filter(|d| d.is_finite() && *d > 0.0)?;
        let shown = r.int(0, usize::MAX >> 1)?;
        let n = r.int(0, numbers.len())?;
        let rates = (0..n)
            .map(|_| r.number().filter(|x| (0.0..=1.0).contains(x)))
            .collect::<Option<Vec<f64>>>()?;
        let classes = (0..n)
            .map(|_| Some(MoveClass::ALL[r.int(0, MoveClass::ALL.len() - 1)?]))
            .collect::<Option<Vec<MoveClass>>>()?;
        if !r.done() {
            return None;
        }
        Some(GraphFrame {
            rates,
            classes,
            shown,
            theme: theme_of(colours)?,
            pixel_ratio,
        })
    }
}
