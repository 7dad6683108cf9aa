//! Drawing one position through a `Painter`: everything the board shows, in paint order.

use super::{draw_marks, star_points, Layout, Marks, Painter, TextAlign, Theme};
use crate::game::{Color, Game, Outcome, Point};

/// Forbidden points are marked red whatever the theme, as renju boards do.
const FORBIDDEN_RED: &str = "#e53935";
/// Opacity of the preview stone under the pointer and of analysis stones.
pub const GHOST_ALPHA: f64 = 0.45;

/// A stone on the board: the move that put it there (point, colour, move number).
pub use crate::game::Move as Stone;

/// A translucent numbered stone, such as a move of the engine's best line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ghost {
    /// Where.
    pub point: Point,
    /// Which side.
    pub color: Color,
    /// The number written on it.
    pub label: usize,
}

/// Everything to draw, borrowed from the widget's state.
#[derive(Clone, Copy, Debug)]
pub struct Scene<'a> {
    /// The stones in move order.
    pub stones: &'a [Stone],
    /// The winning stones.
    pub winning: &'a [Point],
    /// Points black may not play.
    pub forbidden: &'a [Point],
    /// The translucent stone under the pointer.
    pub preview: Option<(Point, Color)>,
    /// The keyboard cursor.
    pub cursor: Option<Point>,
    /// Numbered translucent stones (analysis).
    pub ghosts: &'a [Ghost],
    /// The analysis's other candidates and the review's verdict.
    pub marks: Marks<'a>,
    /// Draw column letters and row numbers.
    pub coordinates: bool,
    /// Write move numbers on the stones.
    pub move_numbers: bool,
    /// Mark the last move.
    pub last_move: bool,
    /// The colours.
    pub theme: &'a Theme,
    /// Device pixels per CSS pixel, so hairlines stay one device pixel crisp.
    pub pixel_ratio: f64,
}

impl<'a> Scene<'a> {
    /// The position `game` shows, drawn with `theme`: its stones, winning line and forbidden
    /// points, coordinates and the last-move mark on, nothing over it (no preview, cursor or
    /// analysis stones). Change the other fields with struct update syntax.
    pub fn from_game(game: &'a Game, theme: &'a Theme) -> Scene<'a> {
        Scene {
            stones: game.moves(),
            winning: match game.outcome() {
                Outcome::Win { line, .. } => line,
                _ => &[],
            },
            forbidden: game.forbidden(),
            preview: None,
            cursor: None,
            ghosts: &[],
            marks: Marks::default(),
            coordinates: true,
            move_numbers: false,
            last_move: true,
            theme,
            pixel_ratio: 1.0,
        }
    }

    /// The same scene showing only the first `moves` stones: a position on the way, which has
    /// no winning line and no forbidden marks yet.
    pub fn upto(self, moves: usize) -> Scene<'a> {
        if moves >= self.stones.len() {
            return self;
        }
        Scene {
            stones: &self.stones[..moves],
            winning: &[],
            forbidden: &[],
            marks: Marks::default(),
            ..self
        }
    }
}

/// Draws `scene` on `painter` in the geometry of `layout`.
pub fn draw(painter: &mut dyn Painter, layout: &Layout, scene: &Scene) {
    let theme = scene.theme;
    let n = layout.size;
    let cell = layout.cell;
    let r = layout.stone_radius();
    painter.clear(layout.width, layout.height);
    let (bx, by, bw, bh) = layout.board_rect();
    painter.fill_rect(bx, by, bw, bh, &theme.board);
    draw_grid(painter, layout, scene);

    if scene.coordinates {
        let px = (cell * 0.36).max(6.0);
        let last = layout.top + (n - 1) as f64 * cell;
        for i in 0..n {
            let (x, y) = layout.center(Point::new(i, i));
            let letter = ((b'a' + i as u8) as char).to_string();
            painter.text(
                x,
                last + cell * 0.78,
                &letter,
                px,
                &theme.line,
                TextAlign::Center,
            );
            let row = (n - i).to_string();
            painter.text(
                layout.left - cell * 0.62,
                y,
                &row,
                px,
                &theme.line,
                TextAlign::Right,
            );
        }
    }

    let mark = (cell * 0.13).max(2.0);
    let segments: Vec<_> = scene
        .forbidden
        .iter()
        .flat_map(|&p| {
            let (x, y) = layout.center(p);
            [
                (x - mark, y - mark, x + mark, y + mark),
                (x - mark, y + mark, x + mark, y - mark),
            ]
        })
        .collect();
    if !segments.is_empty() {
        painter.stroke_segments(&segments, (cell * 0.07).max(1.5), FORBIDDEN_RED);
    }

    let last = scene.stones.last().map(|s| s.point);
    for s in scene.stones {
        let (x, y) = layout.center(s.point);
        painter.stone(x, y, r, s.color, stone_fill(theme, s.color), 1.0);
        let is_last = scene.last_move && Some(s.point) == last;
        if scene.move_numbers {
            let ink = if is_last {
                theme.accent.as_str()
            } else {
                stone_fill(theme, s.color.opponent())
            };
            painter.text(
                x,
                y,
                &s.number.to_string(),
                number_px(cell, s.number),
                ink,
                TextAlign::Center,
            );
        } else if is_last {
            painter.fill_circle(x, y, r * 0.24, &theme.accent);
        }
    }

    for &p in scene.winning {
        let (x, y) = layout.center(p);
        painter.stroke_circle(x, y, r * 0.92, (cell * 0.08).max(2.0), &theme.accent);
    }

    for g in scene.ghosts {
        let (x, y) = layout.center(g.point);
        painter.stone(x, y, r, g.color, stone_fill(theme, g.color), GHOST_ALPHA);
        painter.text(
            x,
            y,
            &g.label.to_string(),
            number_px(cell, g.label),
            stone_fill(theme, g.color.opponent()),
            TextAlign::Center,
        );
    }

    // Marks come only from the engine: the build without it carries none of their drawing.
    if cfg!(feature = "engine") {
        let numbered: Vec<Point> = scene.ghosts.iter().map(|g| g.point).collect();
        draw_marks(painter, layout, &scene.marks, &numbered, scene.pixel_ratio);
    }

    if let Some((p, color)) = scene.preview {
        let (x, y) = layout.center(p);
        painter.stone(x, y, r, color, stone_fill(theme, color), GHOST_ALPHA);
    }

    if let Some(p) = scene.cursor {
        let (x, y) = layout.center(p);
        let h = cell * 0.5;
        let k = cell * 0.18;
        let mut corners = Vec::with_capacity(8);
        for (sx, sy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            let cx = x + sx * h;
            let cy = y + sy * h;
            corners.push((cx, cy, cx - sx * k, cy));
            corners.push((cx, cy, cx, cy - sy * k));
        }
        painter.stroke_segments(&corners, (cell * 0.07).max(2.0), &theme.accent);
    }
}

fn draw_grid(painter: &mut dyn Painter, layout: &Layout, scene: &Scene) {
    let n = layout.size;
    let ratio = scene.pixel_ratio.max(1.0);
    // A hairline of a whole number of device pixels, centred on a pixel so it stays crisp.
    let width = ratio.round().max(1.0);
    let snap = |v: f64| {
        if width as i64 % 2 == 1 {
            v.floor() + 0.5
        } else {
            v.round()
        }
    };
    let first = layout.left;
    let last_x = layout.left + (n - 1) as f64 * layout.cell;
    let last_y = layout.top + (n - 1) as f64 * layout.cell;
    let mut segments = Vec::with_capacity(2 * n);
    for i in 1..n.saturating_sub(1) {
        let (x, y) = layout.center(Point::new(i, i));
        segments.push((snap(x), snap(layout.top), snap(x), snap(last_y)));
        segments.push((snap(first), snap(y), snap(last_x), snap(y)));
    }
    painter.stroke_segments(&segments, width, &scene.theme.line);
    // The outer border is drawn twice as thick, as printed boards are.
    let w2 = width * 2.0;
    let (l, t, rr, b) = (
        layout.left.round(),
        layout.top.round(),
        last_x.round(),
        last_y.round(),
    );
    let h = w2 / 2.0;
    painter.stroke_segments(
        &[
            (l - h, t, rr + h, t),
            (l - h, b, rr + h, b),
            (l, t, l, b),
            (rr, t, rr, b),
        ],
        w2,
        &scene.theme.line,
    );
    let dot = (layout.cell * 0.1).max(width * 1.5);
    for p in star_points(n) {
        let (x, y) = layout.center(p);
        painter.fill_circle(snap(x), snap(y), dot, &scene.theme.line);
    }
}

fn stone_fill(theme: &Theme, color: Color) -> &str {
    match color {
        Color::Black => &theme.black,
        Color::White => &theme.white,
    }
}

/// Smaller type for longer numbers so "125" still fits on a stone.
fn number_px(cell: f64, number: usize) -> f64 {
    let digits = number.to_string().len() as f64;
    cell * if digits >= 3.0 { 0.34 } else { 0.42 }
}
