//! The `ai` option: which side the engine plays and how well, read from `null`, `false` or
//! `{ plays, level }`, and set by the element's `ai` and `level` attributes.

use super::args::{describe, Invalid, JsLike};
use super::args::{get, word_index};
use super::json::{Object, ToJson};
use super::option_value::{Attribute, Limits, OptionValue, Text};
use crate::game::{Color, Named};

/// The words of `plays`: the colours, then "none".
const PLAYS: [&str; 3] = [Color::NAMES[0], Color::NAMES[1], "none"];
/// The sides `PLAYS` name.
const SIDES: [Option<Color>; 3] = [Some(Color::Black), Some(Color::White), None];
/// The weakest and the strongest level.
pub const LEVELS: (u8, u8) = (1, 5);

/// Engine settings in force: which side it plays (none by default) and its level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AiOptions {
    /// The side the engine plays, if any.
    pub plays: Option<Color>,
    /// Strength 1 to 5.
    pub level: u8,
}

/// Engine settings named in the options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AiPatch {
    /// `Some(None)` turns the engine off; `Some(Some(c))` makes it play `c`.
    pub plays: Option<Option<Color>>,
    /// Strength 1 to 5.
    pub level: Option<u8>,
}

fn plays_word(plays: Option<Color>) -> &'static str {
    plays.map_or(PLAYS[2], Color::as_str)
}

/// `"black" | "white" | "none"`.
fn plays_type() -> String {
    let words: Vec<String> = PLAYS.iter().map(|w| format!("\"{w}\"")).collect();
    words.join(" | ")
}

/// `1 | 2 | 3 | 4 | 5`.
fn levels_type() -> String {
    let (min, max) = LEVELS;
    let levels: Vec<String> = (min..=max).map(|l| l.to_string()).collect();
    levels.join(" | ")
}

/// `{"plays":"none","level":3}`.
impl ToJson for AiOptions {
    fn write_json(&self, out: &mut String) {
        let o = Object::new()
            .str("plays", plays_word(self.plays))
            .num("level", self.level.into())
            .end();
        out.push_str(&o);
    }

    fn typescript() -> String {
        format!("{{ plays: {}; level: {} }}", plays_type(), levels_type())
    }
}

impl OptionValue for AiOptions {
    type Patch = AiPatch;

    /// `null` or `false` turn it off.
    fn read<V: JsLike>(ai: &V, key: &str, _: Limits) -> Result<Option<AiPatch>, Invalid> {
        if ai.is_null() || ai.as_bool() == Some(false) {
            return Ok(Some(AiPatch {
                plays: Some(None),
                level: None,
            }));
        }
        if !ai.is_plain_object() {
            return Err(Invalid::Option(format!(
                "{key} must be an object like {{ plays: \"white\", level: 3 }}, got {}",
                describe(ai)
            )));
        }
        let plays = get(ai, "plays")?;
        let plays = if plays.is_undefined() {
            None
        } else {
            Some(SIDES[word_index(&plays, "plays", &PLAYS)?])
        };
        let level = get(ai, "level")?;
        let level = if level.is_undefined() {
            None
        } else {
            let (min, max) = LEVELS;
            match level.as_f64() {
                Some(f) if f.fract() == 0.0 && (min.into()..=max.into()).contains(&f) => {
                    Some(f as u8)
                }
                _ => {
                    return Err(Invalid::Option(format!(
                        "{key}.level must be an integer from {min} to {max}, got {}",
                        describe(&level)
                    )))
                }
            }
        };
        Ok(Some(AiPatch { plays, level }))
    }

    fn apply(&mut self, patch: &AiPatch) {
        if let Some(plays) = patch.plays {
            self.plays = plays;
        }
        if let Some(level) = patch.level {
            self.level = level;
        }
    }

    fn taken() -> String {
        "GomokuAi | null".into()
    }

    fn declarations() -> Vec<String> {
        let (min, max) = LEVELS;
        vec![format!(
            "/** Which side the engine plays and how well ({min} beginner .. {max} strongest). */\nexport interface GomokuAi {{ plays?: {}; level?: {}; }}",
            plays_type(),
            levels_type()
        )]
    }

    fn values(_: Limits) -> String {
        let (min, max) = LEVELS;
        format!("`{{ plays: {}, level: {min}..{max} }}`", plays_type())
    }

    /// "off, level 3".
    fn in_words(&self) -> String {
        let plays = self.plays.map_or("off", Color::as_str);
        format!("{plays}, level {}", self.level)
    }

    /// `ai` (the side it plays) and `level`.
    fn attributes(&self, _: &str) -> Vec<Attribute> {
        vec![
            Attribute {
                name: "ai".into(),
                field: Some("plays"),
                text: Text::Word,
                default: format!("\"{}\"", plays_word(self.plays)),
            },
            Attribute {
                name: "level".into(),
                field: Some("level"),
                text: Text::Number,
                default: self.level.to_string(),
            },
        ]
    }
}
