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

/// How many lines `analyze()` shows without options, and at most.
pub const LINES: std::ops::RangeInclusive<u8> = 1..=5;
/// `review()`'s time for each position without options, and its bounds, in milliseconds.
pub const MS_PER_MOVE: f64 = 500.0;
/// See `MS_PER_MOVE`.
pub const MS_PER_MOVE_RANGE: std::ops::RangeInclusive<f64> = 50.0..=10_000.0;

/// The options object of `call` (`None` for `undefined` or `null`), and its field `key`.
fn field<V: JsLike>(options: &V, call: &str, key: &str) -> Result<Option<V>, Invalid> {
    if options.is_undefined() || options.is_null() {
        return Ok(None);
    }
    if !options.is_plain_object() {
        return Err(Invalid::Argument(format!(
            "{call}() takes an options object such as {{ {key}: ... }}, got {}",
            describe(options)
        )));
    }
    let v = options
        .get(key)
        .ok_or_else(|| Invalid::Argument(format!("reading {key} threw an error")))?;
    Ok((!v.is_undefined()).then_some(v))
}

/// `analyze(options)`: `{ lines }`, an integer 1 to 5 (1 without it).
pub fn analyze(options: &impl JsLike) -> Result<Command, Invalid> {
    let Some(v) = field(options, "analyze", "lines")? else {
        return Ok(Command::Analyze { lines: 1 });
    };
    match v.as_f64() {
        Some(n) if n.fract() == 0.0 && n >= 1.0 && n <= f64::from(*LINES.end()) => {
            Ok(Command::Analyze { lines: n as u8 })
        }
        _ => Err(Invalid::Argument(format!(
            "lines must be an integer from {} to {}, got {}",
            LINES.start(),
            LINES.end(),
            describe(&v)
        ))),
    }
}

/// `review(options)`: `{ msPerMove }`, a number of milliseconds from 50 to 10000 (500 without
/// it).
pub fn review(options: &impl JsLike) -> Result<Command, Invalid> {
    let Some(v) = field(options, "review", "msPerMove")? else {
        return Ok(Command::Review {
            ms_per_move: MS_PER_MOVE,
        });
    };
    match v.as_f64() {
        Some(ms) if MS_PER_MOVE_RANGE.contains(&ms) => Ok(Command::Review { ms_per_move: ms }),
        _ => Err(Invalid::Argument(format!(
            "msPerMove must be a number of milliseconds from {} to {}, got {}",
            // Whole numbers: Display for f64 would link float formatting (about 15 KB) into
            // the board's module.
            *MS_PER_MOVE_RANGE.start() as u32,
            *MS_PER_MOVE_RANGE.end() as u32,
            describe(&v)
        ))),
    }
}
