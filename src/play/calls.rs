//! The calls `Game` and `Gomoku` share, their arguments checked and turned into commands.

use super::args::{describe, integer, string, Invalid, JsLike};
use super::Command;
use crate::game::Choice;

/// `place(x, y)`.
pub fn place(x: &impl JsLike, y: &impl JsLike) -> Result<Command, Invalid> {
    let x = integer(x, "x")?;
    let y = integer(y, "y")?;
    Ok(Command::Place { x, y })
}

/// `jumpTo(n)`.
pub fn jump(n: &impl JsLike) -> Result<Command, Invalid> {
    integer(n, "n").map(Command::Jump)
}

/// `load(record)`.
pub fn load(record: &impl JsLike) -> Result<Command, Invalid> {
    string(record, "record").map(Command::Load)
}

/// `loadPsq(text)`.
pub fn load_psq(text: &impl JsLike) -> Result<Command, Invalid> {
    string(text, "text").map(Command::LoadPsq)
}

/// `choose(choice)`.
pub fn choose(v: &impl JsLike) -> Result<Command, Invalid> {
    let text = string(v, "choice")?;
    let choice = Choice::parse(&text).ok_or_else(|| {
        Invalid::Argument(format!(
            "choice must be \"black\", \"white\" or \"place2\", got {}",
            describe(v)
        ))
    })?;
    Ok(Command::Choose(choice))
}
