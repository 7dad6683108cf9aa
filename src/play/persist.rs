//! `persist: "key"`: the saved form of a game (a small JSON object under a localStorage key)
//! and its restoration, which refuses anything this widget did not write.

use std::fmt;

use super::args::{JsLike, Kind};
use super::json::Object;
use crate::game::{
    format_record, parse_record, Choice, Color, Config, Game, JumpError, Opening, Point,
    RecordError, Rule, MAX_SIZE, MIN_SIZE,
};

/// The saved shape's version; anything else under the key is foreign and ignored.
pub const VERSION: f64 = 1.0;

/// A saved object as read back, each field as found (`None` when absent or of another type).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Saved {
    /// The shape's version.
    pub v: Option<f64>,
    /// Board side.
    pub size: Option<f64>,
    /// Rule name.
    pub rule: Option<String>,
    /// Who opened.
    pub first: Option<String>,
    /// Every move of the history as a record, the redoable ones included.
    pub history: Option<String>,
    /// The number of moves shown.
    pub cursor: Option<f64>,
    /// Opening rule name (absent in games saved before openings existed).
    pub opening: Option<String>,
    /// The opening decisions, in order; an entry that is not a string is `None`.
    pub decisions: Vec<Option<String>>,
}

/// Why a saved game cannot be restored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RestoreError {
    /// The text is not JSON.
    NotJson,
    /// Not an object of this widget's saved shape and version.
    Foreign,
    /// The board side is not 5 to 26.
    Size,
    /// Not a rule name.
    Rule,
    /// Not a colour.
    First,
    /// No history.
    History,
    /// The number of moves shown is not a whole number.
    Cursor,
    /// Not an opening rule name.
    Opening,
    /// Not an opening choice.
    Decision,
    /// The history does not replay.
    Record(RecordError),
    /// The position shown is past the history.
    Jump(JumpError),
}

impl fmt::Display for RestoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RestoreError::NotJson => "it is not JSON",
            RestoreError::Foreign => "it was not saved by this widget",
            RestoreError::Size => "bad size",
            RestoreError::Rule => "bad rule",
            RestoreError::First => "bad first player",
            RestoreError::History => "no moves",
            RestoreError::Cursor => "bad position",
            RestoreError::Opening => "bad opening rule",
            RestoreError::Decision => "bad opening decision",
            RestoreError::Record(e) => return e.fmt(f),
            RestoreError::Jump(e) => return e.fmt(f),
        })
    }
}

impl std::error::Error for RestoreError {}

/// The saved text of `game`: its whole history, the position shown and its opening choices.
pub fn save(game: &Game) -> String {
    let c = game.config();
    let points: Vec<Point> = game.history().iter().map(|m| m.point).collect();
    Object::new()
        .num("v", VERSION as usize)
        .num("size", c.size)
        .str("rule", c.rule.as_str())
        .str("first", c.first.as_str())
        .str("history", &format_record(&points, c.size))
        .num("cursor", game.cursor())
        .str("opening", game.opening().as_str())
        .strs("decisions", game.all_decisions().iter().map(|d| d.as_str()))
        .end()
}

/// A whole number in `range`, if `v` is one.
fn whole(v: Option<f64>, min: f64, max: f64) -> Option<usize> {
    v.filter(|n| n.fract() == 0.0 && (min..=max).contains(n))
        .map(|n| n as usize)
}

impl Saved {
    /// The fields of a saved object as the page's JSON parser gave it back.
    pub fn read(value: &impl JsLike) -> Result<Saved, RestoreError> {
        if !value.is_plain_object() {
            return Err(RestoreError::Foreign);
        }
        let num = |k: &str| value.get(k).and_then(|v| v.as_f64());
        let text = |k: &str| value.get(k).and_then(|v| v.as_string());
        // A list of choices is an array or absent; anything else (null too) is no list.
        let decisions = match value.get("decisions") {
            Some(d) if d.kind() == Kind::Array => {
                let n = d.get("length").and_then(|n| n.as_f64()).unwrap_or(0.0) as usize;
                (0..n)
                    .map(|i| d.get(&i.to_string()).and_then(|c| c.as_string()))
                    .collect()
            }
            Some(d) if !d.is_undefined() => return Err(RestoreError::Decision),
            _ => Vec::new(),
        };
        Ok(Saved {
            v: num("v"),
            size: num("size"),
            rule: text("rule"),
            first: text("first"),
            history: text("history"),
            cursor: num("cursor"),
            opening: text("opening"),
            decisions,
        })
    }

    /// The game this saved object describes, showing the position it showed.
    pub fn restore(&self) -> Result<Game, RestoreError> {
        if self.v != Some(VERSION) {
            return Err(RestoreError::Foreign);
        }
        let size = whole(self.size, MIN_SIZE as f64, MAX_SIZE as f64).ok_or(RestoreError::Size)?;
        let rule = self
            .rule
            .as_deref()
            .and_then(Rule::parse)
            .ok_or(RestoreError::Rule)?;
        let first = self
            .first
            .as_deref()
            .and_then(Color::parse)
            .ok_or(RestoreError::First)?;
        let history = self.history.as_deref().ok_or(RestoreError::History)?;
        let cursor = whole(self.cursor, 0.0, f64::MAX).ok_or(RestoreError::Cursor)?;
        let opening = match &self.opening {
            Some(o) => Opening::parse(o).ok_or(RestoreError::Opening)?,
            None => Opening::None,
        };
        let choices: Vec<(usize, Choice)> = self
            .decisions
            .iter()
            .enumerate()
            .map(|(i, c)| {
                c.as_deref()
                    .and_then(Choice::parse)
                    .map(|c| (opening.decision_point(i), c))
                    .ok_or(RestoreError::Decision)
            })
            .collect::<Result<_, _>>()?;
        let points = parse_record(history, size).map_err(RestoreError::Record)?;
        let config = Config { size, rule, first };
        let mut game =
            Game::replay_with(config, opening, &points, &choices).map_err(RestoreError::Record)?;
        game.jump_to(cursor).map_err(RestoreError::Jump)?;
        Ok(game)
    }
}
