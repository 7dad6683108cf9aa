//! The last review that ended, as the board shows it: the verdict on the move just played
//! (its class, and the engine's best move when another was played) and the win-rate graph.
//! It holds for as long as the game keeps the moves reviewed: after a new move, the moves
//! before it keep their marks; a game loaded or reset shows none.

use super::grades::Grades;
use crate::game::{point_name, Game, Move};
use crate::view::{Graph, MoveClass, Theme, Verdict};

/// A review that ended, and what the board draws of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Reviewed {
    /// The moves reviewed.
    moves: Vec<Move>,
    /// Black's chance of winning after each move.
    rates: Vec<f64>,
    /// Each move's class.
    classes: Vec<MoveClass>,
    /// Each move's grade.
    grades: Grades,
    /// Goes up with every review that ends: the graph redraws.
    pub generation: u64,
}

/// What a graph shows, to skip painting the same picture twice.
#[derive(Clone, Debug, PartialEq)]
pub struct GraphKey {
    pub(super) generation: u64,
    pub(super) plotted: usize,
    pub(super) shown: usize,
    pub(super) theme: Theme,
}

impl Reviewed {
    /// The board's view of the `grades` of `moves`.
    pub fn new(moves: Vec<Move>, grades: Grades, generation: u64) -> Reviewed {
        Reviewed {
            moves,
            rates: grades.0.iter().map(|g| g.black_rate).collect(),
            classes: grades.0.iter().map(|g| g.class).collect(),
            grades,
            generation,
        }
    }

    /// How many of the reviewed moves `game` still has, from the first.
    pub fn kept(&self, game: &Game) -> usize {
        self.moves
            .iter()
            .zip(game.history())
            .take_while(|(a, b)| a == b)
            .count()
    }

    /// The verdict on the move just played in the position `game` shows, if it was reviewed.
    pub fn verdict(&self, game: &Game) -> Option<Verdict> {
        let n = game.cursor();
        if n == 0 || n > self.kept(game) {
            return None;
        }
        let g = &self.grades.0[n - 1];
        let played = self.moves[n - 1];
        Some(Verdict {
            point: played.point,
            class: g.class,
            best: (g.best != played.point).then_some((g.best, played.color)),
        })
    }

    /// The graph of the moves `game` still has, in `theme`, at `ratio`.
    pub fn graph<'a>(&'a self, game: &Game, theme: &'a Theme, ratio: f64) -> Graph<'a> {
        let kept = self.kept(game);
        Graph {
            rates: &self.rates[..kept],
            classes: &self.classes[..kept],
            shown: game.cursor(),
            theme,
            pixel_ratio: ratio,
        }
    }

    /// What a graph of `game` in `theme` shows.
    pub fn key(&self, game: &Game, theme: &Theme) -> GraphKey {
        GraphKey {
            generation: self.generation,
            plotted: self.kept(game),
            shown: game.cursor(),
            theme: theme.clone(),
        }
    }

    /// The graph's value for assistive technology: the last move plotted, the move shown, and
    /// what it says ("Move 12, white h7: black 63%, mistake").
    pub fn value(&self, game: &Game) -> (usize, usize, String) {
        let kept = self.kept(game);
        let shown = game.cursor();
        let text = match shown.checked_sub(1).filter(|&i| i < kept) {
            Some(i) => {
                let m = &self.moves[i];
                format!(
                    "Move {}, {} {}: black {}%, {}",
                    i + 1,
                    m.color.as_str(),
                    point_name(m.point, game.config().size),
                    (self.rates[i] * 100.0).round() as u32,
                    self.classes[i].as_str()
                )
            }
            None if kept == 0 => "No review of this game yet".into(),
            None if shown == 0 => "The start, before move 1".into(),
            None => format!("Move {shown}, not in the review"),
        };
        (kept, shown.min(kept), text)
    }
}
