//! Whose turn the engine has: when it acts, undo and redo that take its reply along, its own
//! opening stones under a swap rule, and its decisions there.

use crate::ai::{swap_choice, swap_opening_stone, SWAP_OPENINGS};
use crate::game::{Choice, Color, Game, Move, Opening, Player, Point};

/// The engine's seat at the board: the colour it plays (or, under an opening rule, the player
/// it is: black is the opener, white the other), and whether this build has an engine at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seat {
    /// The side the engine plays, if any.
    pub plays: Option<Color>,
    /// Whether the engine is there (the build without it accepts and ignores `ai`).
    pub enabled: bool,
}

impl Seat {
    /// Whether the engine, not a person, acts next in `game`: it plays the side to move, or
    /// under an opening rule it is the player to act.
    pub fn acts(&self, game: &Game) -> bool {
        let Some(plays) = self.plays.filter(|_| self.enabled) else {
            return false;
        };
        if game.opening() == Opening::None {
            return game.to_move() == Some(plays);
        }
        let player = match plays {
            Color::Black => Player::First,
            Color::White => Player::Second,
        };
        game.player_to_act() == Some(player)
    }

    /// Whether the engine should move now: it acts, at the end of the history (while someone
    /// looks back through a game, the engine waits).
    pub fn should_move(&self, game: &Game) -> bool {
        self.acts(game) && game.cursor() == game.history().len()
    }

    /// Takes back the last move and, against the engine, moves back until a person is to act:
    /// the engine's reply goes with the person's move. Returns the earliest move taken back.
    pub fn undo(&self, game: &mut Game) -> Option<Move> {
        let mut mv = game.undo()?;
        while self.acts(game) {
            match game.undo() {
                Some(earlier) => mv = earlier,
                None => break,
            }
        }
        Some(mv)
    }

    /// Replays the next move and, against the engine, its reply too. Returns the first.
    pub fn redo(&self, game: &mut Game) -> Option<Move> {
        let mv = game.redo()?;
        while self.acts(game) && game.redo().is_some() {}
        Some(mv)
    }
}

/// The engine's own opening stone when it opens a swap game (its first three), from opening
/// `book` of the book; `None` when the book has nothing to say here.
pub fn book_stone(game: &Game, book: usize) -> Option<Point> {
    if game.opening() == Opening::None || game.cursor() >= 3 {
        return None;
    }
    let p = swap_opening_stone(book, game.cursor(), game.config().size);
    game.check(p).is_ok().then_some(p)
}

/// Which of the book's openings a number picks.
pub fn book_of(random: u64) -> usize {
    (random % SWAP_OPENINGS.len() as u64) as usize
}

/// The engine's decision when one is due, from its evaluation for the side to move there.
pub fn decision(game: &Game, eval: i32) -> Option<Choice> {
    let due = game.due()?;
    Some(swap_choice(due.choices.contains(&Choice::PlaceTwo), eval))
}
