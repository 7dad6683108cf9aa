//! A review crossing to the module that grades it and back. The board's module carries no
//! grading: once every position is searched, what the searches found (`Searches`) goes to the
//! pictures module as numbers, which grades it (`Review::of`) and answers with the review for
//! the page and, as numbers, what the board keeps of it (`Grades`: its marks and its graph).

use super::review::{Ended, Review, Searched};
use crate::game::{Color, Move, Point, MAX_SIZE, MIN_SIZE};
use crate::view::snapshot::Reader;
use crate::view::MoveClass;

/// What a review's searches found, to be graded: the moves reviewed on a board of `size`,
/// the search of each position (all of them, or all but the last when the game `ended`).
#[derive(Clone, Debug, PartialEq)]
pub struct Searches {
    /// The moves reviewed.
    pub moves: Vec<Move>,
    /// The board's side.
    pub size: usize,
    /// What each position's search found, in order.
    pub searched: Vec<Searched>,
    /// How the game stands after its last move, when that position is not searched.
    pub ended: Option<Ended>,
}

impl Searches {
    /// The review they make; `None` when a search is missing.
    pub fn review(&self) -> Option<Review> {
        Review::of(&self.moves, self.size, &self.searched, self.ended)
    }

    /// As numbers: the size, how the game ended (0 not, 1 black won, 2 white won, 3 drawn),
    /// the moves (x, y, colour 1 or 2) and the searches (win rate, best x and y, won, lost).
    pub fn encode(&self) -> Vec<f64> {
        let ended = match self.ended {
            None => 0,
            Some(Ended::Won(Color::Black)) => 1,
            Some(Ended::Won(Color::White)) => 2,
            Some(Ended::Drawn) => 3,
        };
        let mut out = vec![self.size as f64, ended as f64, self.moves.len() as f64];
        for m in &self.moves {
            out.extend([m.point.x, m.point.y, colour_number(m.color)].map(|n| n as f64));
        }
        out.push(self.searched.len() as f64);
        for s in &self.searched {
            out.extend([
                s.win_rate,
                s.best.x as f64,
                s.best.y as f64,
                f64::from(u8::from(s.wins)),
                f64::from(u8::from(s.loses)),
            ]);
        }
        out
    }

    /// What `encode` wrote; `None` for numbers it cannot have written.
    pub fn decode(numbers: &[f64]) -> Option<Searches> {
        let mut r = Reader::new(numbers);
        let size = r.int(MIN_SIZE, MAX_SIZE)?;
        let ended = match r.int(0, 3)? {
            0 => None,
            1 => Some(Ended::Won(Color::Black)),
            2 => Some(Ended::Won(Color::White)),
            _ => Some(Ended::Drawn),
        };
        let n = r.int(0, size * size)?;
        let mut moves = Vec::with_capacity(n);
        for k in 0..n {
            let point = r.point(size)?;
            let color = colour_of(r.int(1, 2)?);
            moves.push(Move {
                point,
                color,
                number: k + 1,
            });
        }
        let n = r.int(0, size * size + 1)?;
        let mut searched = Vec::with_capacity(n);
        for _ in 0..n {
            searched.push(Searched {
                win_rate: r.number().filter(|x| (0.0..=1.0).contains(x))?,
                best: r.point(size)?,
                wins: r.int(0, 1)? == 1,
                loses: r.int(0, 1)? == 1,
            });
        }
        r.done().then_some(Searches {
            moves,
            size,
            searched,
            ended,
        })
    }
}

/// One reviewed move as the board shows it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Grade {
    /// Black's chance of winning after the move.
    pub black_rate: f64,
    /// The move's class.
    pub class: MoveClass,
    /// The engine's best move in the position before it.
    pub best: Point,
}

/// What the board keeps of a review: each move's grade, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Grades(pub Vec<Grade>);

impl Grades {
    /// The grades of `review`.
    pub fn of(review: &Review) -> Grades {
        let rates = review.black_rates();
        let grades = review.moves.iter().zip(rates).map(|(m, black_rate)| Grade {
            black_rate,
            class: m.class,
            best: Point::new(m.best.x, m.best.y),
        });
        Grades(grades.collect())
    }

    /// As numbers: for each move, black's rate, the class's number, the best move's x and y.
    pub fn encode(&self) -> Vec<f64> {
        let each = self.0.iter().flat_map(|g| {
            [
                g.black_rate,
                g.class as u8 as f64,
                g.best.x as f64,
                g.best.y as f64,
            ]
        });
        each.collect()
    }

    /// The grades `encode` wrote of a review of `moves` moves on a board of `size`; `None` for
    /// numbers it cannot have written.
    pub fn decode(numbers: &[f64], moves: usize, size: usize) -> Option<Grades> {
        let mut r = Reader::new(numbers);
        let mut grades = Vec::with_capacity(moves);
        for _ in 0..moves {
            grades.push(Grade {
                black_rate: r.number().filter(|x| (0.0..=1.0).contains(x))?,
                class: MoveClass::ALL[r.int(0, MoveClass::ALL.len() - 1)?],
                best: r.point(size)?,
            });
        }
        r.done().then_some(Grades(grades))
    }
}

/// Colour 1 is black, 2 white.
fn colour_number(c: Color) -> usize {
    match c {
        Color::Black => 1,
        Color::White => 2,
    }
}

fn colour_of(n: usize) -> Color {
    if n == 1 {
        Color::Black
    } else {
        Color::White
    }
}
