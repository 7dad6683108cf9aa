//! What assistive technology hears: the board's description and the live announcements.

use std::fmt::Write;

use crate::game::{Color, Game, Move, Outcome, Point};

/// Said when a person tries to play while the engine has the move.
pub const ENGINE_THINKING: &str = "Wait: the engine is thinking";

/// The board's accessible description. Played: "Gomoku board, 15 by 15, freestyle. 3 moves,
/// last black h8. White to move." A diagram (`readonly`) names every stone instead:
/// "15 by 15 board, freestyle, black h8 j10, white i9. White to move."
pub fn description(game: &Game, readonly: bool) -> String {
    let c = game.config();
    let mut s = String::new();
    if readonly {
        let _ = write!(s, "{} by {} board, {}, ", c.size, c.size, c.rule);
        if game.moves().is_empty() {
            s.push_str("empty. ");
        } else {
            let mut sep = "";
            for color in [Color::Black, Color::White] {
                let mut stones = game.moves().iter().filter(|m| m.color == color).peekable();
                if stones.peek().is_none() {
                    continue;
                }
                s.push_str(sep);
                sep = ", ";
                s.push_str(color.as_str());
                for m in stones {
                    s.push(' ');
                    s.push_str(&game.name(m.point));
                }
            }
            s.push_str(". ");
        }
    } else {
        let _ = write!(s, "Gomoku board, {} by {}, {}. ", c.size, c.size, c.rule);
        match game.moves().last() {
            None => s.push_str("Empty. "),
            Some(m) => {
                let _ = write!(
                    s,
                    "{} moves, last {} {}. ",
                    game.cursor(),
                    m.color,
                    game.name(m.point)
                );
            }
        }
    }
    match result_text(game) {
        Some(r) => s.push_str(&r),
        None => s.push_str(&to_move_text(game)),
    }
    s
}

/// "Black wins: h8 i9 j10 k11 l12", "Draw: the board is full", or `None` while the game goes on.
pub fn result_text(game: &Game) -> Option<String> {
    match game.outcome() {
        Outcome::Ongoing => None,
        Outcome::Draw => Some("Draw: the board is full".into()),
        Outcome::Win { color, line } => {
            let mut s = capitalize(color.as_str());
            s.push_str(" wins:");
            for &p in line {
                s.push(' ');
                s.push_str(&game.name(p));
            }
            Some(s)
        }
    }
}

/// What is said after a change, given the number of moves shown before it: the move played
/// ("Black h8", with the result if it ended the game), the move taken back ("White i9 taken
/// back. White to move."), or the whole description after a bigger jump.
pub fn announcement(game: &Game, before: usize, readonly: bool) -> String {
    let now = game.cursor();
    if now == before + 1 {
        let mut s = game
            .moves()
            .last()
            .map(|m| moved(game, m))
            .unwrap_or_default();
        if let Some(r) = result_text(game) {
            s.push_str(". ");
            s.push_str(&r);
        }
        s
    } else if now + 1 == before {
        match game.history().get(now) {
            Some(m) => {
                let mut s = moved(game, m);
                s.push_str(" taken back. ");
                s.push_str(&to_move_text(game));
                s
            }
            None => description(game, readonly),
        }
    } else {
        description(game, readonly)
    }
}

/// What the keyboard cursor is on, for reading a diagram: "h8, black" or "h9, empty".
pub fn point_text(game: &Game, p: Point) -> String {
    let mut s = game.name(p);
    s.push_str(", ");
    s.push_str(game.board().get(p).map_or("empty", Color::as_str));
    s
}

/// A refusal said aloud: the error's message with a capital letter.
pub fn refusal(error: &impl std::fmt::Display) -> String {
    capitalize(&error.to_string())
}

/// "Black h8".
fn moved(game: &Game, m: &Move) -> String {
    let mut s = capitalize(m.color.as_str());
    s.push(' ');
    s.push_str(&game.name(m.point));
    s
}

/// "White to move.", or nothing once the game is over.
fn to_move_text(game: &Game) -> String {
    game.to_move()
        .map(|c| capitalize(c.as_str()) + " to move.")
        .unwrap_or_default()
}

/// "black" -> "Black".
pub fn capitalize(s: &str) -> String {
    // ASCII only: the names are ours, and Unicode case tables would cost 6 KB of wasm.
    let mut out = s.to_string();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}
