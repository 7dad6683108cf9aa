//! A position to be drawn elsewhere: the board hands a picture's position to the pictures
//! module (`toPng`, `toGif`) as numbers (`encode`) and the theme's colours (`colours`), and the
//! module reads them back into a `Snapshot`, which owns what a `Scene` borrows.

use super::picture::{Picture, DELAYS, SIZES};
use super::{Ghost, Marks, Scene, Stone, Theme};
use crate::game::{Color, Move, Point, MAX_SIZE, MIN_SIZE};

/// A `Scene`'s data, owned, on a board of `size`.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    /// The board's side, in points.
    pub size: usize,
    stones: Vec<Stone>,
    winning: Vec<Point>,
    forbidden: Vec<Point>,
    preview: Option<(Point, Color)>,
    cursor: Option<Point>,
    ghosts: Vec<Ghost>,
    coordinates: bool,
    move_numbers: bool,
    last_move: bool,
    theme: Theme,
    pixel_ratio: f64,
}

/// Bits of the flags number.
const COORDINATES: u32 = 1;
const MOVE_NUMBERS: u32 = 2;
const LAST_MOVE: u32 = 4;

impl Snapshot {
    /// The scene it copied.
    pub fn scene(&self) -> Scene<'_> {
        // Every field named: a field added to `Scene` must be carried here too.
        Scene {
            stones: &self.stones,
            winning: &self.winning,
            forbidden: &self.forbidden,
            preview: self.preview,
            cursor: self.cursor,
            ghosts: &self.ghosts,
            coordinates: self.coordinates,
            move_numbers: self.move_numbers,
            last_move: self.last_move,
            theme: &self.theme,
            // Pictures show the position without analysis or review marks.
            marks: Marks::default(),
            pixel_ratio: self.pixel_ratio,
        }
    }

    /// The picture and position `encode` wrote, with the theme's `colours`; `None` for numbers
    /// `encode` cannot have written.
    pub fn decode(numbers: &[f64], colours: &[String]) -> Option<(Picture, Snapshot)> {
        let mut r = Reader::new(numbers);
        let side = r.int(SIZES.0 as usize, SIZES.1 as usize)? as u32;
        let delay = r.int(DELAYS.0 as usize, DELAYS.1 as usize)? as u32;
        let size = r.int(MIN_SIZE, MAX_SIZE)?;
        let flags = r.int(0, 7)? as u32;
        let pixel_ratio = r.number().filter(|d| d.is_finite() && *d > 0.0)?;
        let preview = {
            let (p, c) = (r.point(size)?, r.int(0, 2)?);
            (c > 0).then_some((p, colour(c)))
        };
        let cursor = {
            let on = r.int(0, 1)? == 1;
            let p = r.point(size)?;
            on.then_some(p)
        };
        let n = r.int(0, size * size)?;
        let mut stones = Vec::with_capacity(n);
        for _ in 0..n {
            let point = r.point(size)?;
            let color = colour(r.int(1, 2)?);
            let number = r.int(1, usize::MAX >> 1)?;
            stones.push(Move {
                point,
                color,
                number,
            });
        }
        let winning = r.points(size)?;
        let forbidden = r.points(size)?;
        let n = r.int(0, size * size)?;
        let mut ghosts = Vec::with_capacity(n);
        for _ in 0..n {
            let point = r.point(size)?;
            let color = colour(r.int(1, 2)?);
            let label = r.int(0, usize::MAX >> 1)?;
            ghosts.push(Ghost {
                point,
                color,
                label,
            });
        }
        let theme = theme_of(colours)?;
        if r.at != numbers.len() {
            return None;
        }
        let picture = Picture {
            size: side,
            delay,
            coordinates: None,
            move_numbers: None,
        };
        let snapshot = Snapshot {
            size,
            stones,
            winning,
            forbidden,
            preview,
            cursor,
            ghosts,
            coordinates: flags & COORDINATES != 0,
            move_numbers: flags & MOVE_NUMBERS != 0,
            last_move: flags & LAST_MOVE != 0,
            theme,
            pixel_ratio,
        };
        Some((picture, snapshot))
    }
}

/// `picture` of `scene` on a board of `size`, as numbers (the colours go apart: `colours`), for
/// the pictures module; `Snapshot::decode` reads them back.
pub fn encode(scene: &Scene<'_>, size: usize, picture: &Picture) -> Vec<f64> {
    // Every field named: a field added to `Scene` must be carried here too.
    let Scene {
        stones,
        winning,
        forbidden,
        preview,
        cursor,
        ghosts,
        coordinates,
        move_numbers,
        last_move,
        theme: _,
        // Pictures show the position without analysis or review marks.
        marks: _,
        pixel_ratio,
    } = *scene;
    let flags = [
        (coordinates, COORDINATES),
        (move_numbers, MOVE_NUMBERS),
        (last_move, LAST_MOVE),
    ]
    .iter()
    .filter(|(on, _)| *on)
    .fold(0, |flags, (_, bit)| flags | bit);
    let mut out = vec![
        f64::from(picture.size),
        f64::from(picture.delay),
        size as f64,
        f64::from(flags),
        pixel_ratio,
    ];
    let point = |out: &mut Vec<f64>, p: Point| out.extend([p.x as f64, p.y as f64]);
    let colour = |c: Color| match c {
        Color::Black => 1.0,
        Color::White => 2.0,
    };
    match preview {
        Some((p, c)) => {
            point(&mut out, p);
            out.push(colour(c));
        }
        None => out.extend([0.0; 3]),
    }
    match cursor {
        Some(p) => {
            out.push(1.0);
            point(&mut out, p);
        }
        None => out.extend([0.0; 3]),
    }
    out.push(stones.len() as f64);
    for m in stones {
        point(&mut out, m.point);
        out.extend([colour(m.color), m.number as f64]);
    }
    for points in [winning, forbidden] {
        out.push(points.len() as f64);
        for &p in points {
            point(&mut out, p);
        }
    }
    out.push(ghosts.len() as f64);
    for g in ghosts {
        point(&mut out, g.point);
        out.extend([colour(g.color), g.label as f64]);
    }
    out
}

/// The colours of `theme` in the order `Snapshot::decode` takes them (`Theme::KEYS`).
pub fn colours(theme: &Theme) -> [&str; 5] {
    theme.slots().map(String::as_str)
}

/// The theme whose `colours` these are; `None` unless there are five.
pub fn theme_of(colours: &[String]) -> Option<Theme> {
    let [board, line, black, white, accent] = colours else {
        return None;
    };
    Some(Theme {
        board: board.clone(),
        line: line.clone(),
        black: black.clone(),
        white: white.clone(),
        accent: accent.clone(),
    })
}

/// Reads numbers in order, each checked.
pub struct Reader<'a> {
    numbers: &'a [f64],
    at: usize,
}

impl<'a> Reader<'a> {
    /// A reader from the first number.
    pub fn new(numbers: &'a [f64]) -> Reader<'a> {
        Reader { numbers, at: 0 }
    }

    /// Whether every number was read.
    pub fn done(&self) -> bool {
        self.at == self.numbers.len()
    }

    /// The next number, any.
    pub fn number(&mut self) -> Option<f64> {
        let n = *self.numbers.get(self.at)?;
        self.at += 1;
        Some(n)
    }

    /// An integer from `min` to `max`.
    pub fn int(&mut self, min: usize, max: usize) -> Option<usize> {
        let n = self.number()?;
        let ok = n.fract() == 0.0 && n >= min as f64 && n <= max as f64;
        ok.then_some(n as usize)
    }

    /// A point of a board of `size`.
    pub fn point(&mut self, size: usize) -> Option<Point> {
        Some(Point::new(self.int(0, size - 1)?, self.int(0, size - 1)?))
    }

    fn points(&mut self, size: usize) -> Option<Vec<Point>> {
        let n = self.int(0, size * size)?;
        (0..n).map(|_| self.point(size)).collect()
    }
}

/// Colour 1 is black, 2 white.
fn colour(c: usize) -> Color {
    if c == 1 {
        Color::Black
    } else {
        Color::White
    }
}
