//! Reading an options object: every field checked, nothing coerced.
//!
//! Fields are read through `JsLike::get`, which catches a throwing getter; a throw that crossed
//! the wasm frames instead would leave the board borrowed and unusable.

use super::args::{describe, integer, Invalid, JsLike};
use super::options::{AiPatch, Patch, ThemePatch, THEME_KEYS};
use crate::game::{Color, Opening, Rule, MAX_SIZE, MIN_SIZE};
use crate::view::picture::{self, Picture};

/// The words of `rule`, in `Rule::ALL` order.
const RULES: [&str; 3] = ["freestyle", "standard", "renju"];
/// The words of `first` (the first two) and `ai.plays`.
const COLOURS: [&str; 3] = ["black", "white", "none"];
/// The sides `COLOURS` name.
const PLAYS: [Option<Color>; 3] = [Some(Color::Black), Some(Color::White), None];
/// The words of `opening`.
const OPENINGS: [&str; 3] = ["none", "swap1", "swap2"];
/// The opening rules `OPENINGS` name.
const OPENING: [Opening; 3] = [Opening::None, Opening::Swap1, Opening::Swap2];

fn get<V: JsLike>(obj: &V, key: &str) -> Result<V, Invalid> {
    obj.get(key)
        .ok_or_else(|| Invalid::Option(format!("reading option \"{key}\" threw an exception")))
}

/// A `true` / `false` option, `None` when absent.
fn flag(obj: &impl JsLike, key: &str) -> Result<Option<bool>, Invalid> {
    let v = get(obj, key)?;
    if v.is_undefined() {
        return Ok(None);
    }
    v.as_bool().map(Some).ok_or_else(|| {
        Invalid::Option(format!("{key} must be true or false, got {}", describe(&v)))
    })
}

/// An integer option from `min` to `max`, `None` when absent.
#[inline]
fn ranged(obj: &impl JsLike, key: &str, min: i64, max: i64) -> Result<Option<i64>, Invalid> {
    let v = get(obj, key)?;
    if v.is_undefined() {
        return Ok(None);
    }
    let n = integer(&v, key)?;
    if n < min || n > max {
        return Err(Invalid::Option(format!(
            "{key} must be between {min} and {max}, got {n}"
        )));
    }
    Ok(Some(n))
}

/// The index in `words` of a string option, `None` when absent.
fn word(obj: &impl JsLike, key: &str, words: &[&str]) -> Result<Option<usize>, Invalid> {
    let v = get(obj, key)?;
    if v.is_undefined() {
        return Ok(None);
    }
    let found = v
        .as_string()
        .and_then(|s| words.iter().position(|w| *w == s));
    if found.is_some() {
        return Ok(found);
    }
    let mut allowed = String::new();
    for (i, w) in words.iter().enumerate() {
        if i > 0 {
            allowed.push_str(if i + 1 == words.len() { " or " } else { ", " });
        }
        allowed.push('"');
        allowed.push_str(w);
        allowed.push('"');
    }
    Err(Invalid::Option(format!(
        "{key} must be {allowed}, got {}",
        describe(&v)
    )))
}

/// Checks that `options` is an object (or `undefined` / `null`, meaning none).
#[inline]
fn object(options: &impl JsLike) -> Result<bool, Invalid> {
    if options.is_undefined() || options.is_null() {
        return Ok(false);
    }
    if !options.is_plain_object() {
        return Err(Invalid::Option(format!(
            "options must be an object, got {}",
            describe(options)
        )));
    }
    Ok(true)
}

/// Reads an options object (`undefined` or `null` mean none).
pub fn read_patch(options: &impl JsLike) -> Result<Patch, Invalid> {
    if !object(options)? {
        return Ok(Patch::default());
    }
    let size = ranged(options, "size", MIN_SIZE as i64, MAX_SIZE as i64)?.map(|n| n as usize);
    let rule = word(options, "rule", &RULES)?.map(|i| Rule::ALL[i]);
    let first = word(options, "first", &COLOURS[..2])?.map(|i| PLAYS[i].unwrap_or(Color::Black));
    let theme = get(options, "theme")?;
    let theme = if theme.is_undefined() {
        None
    } else {
        Some(read_theme(&theme)?)
    };
    let ai = get(options, "ai")?;
    let ai = if ai.is_undefined() {
        None
    } else {
        Some(read_ai(&ai)?)
    };
    Ok(Patch {
        size,
        rule,
        first,
        coordinates: flag(options, "coordinates")?,
        move_numbers: flag(options, "moveNumbers")?,
        last_move: flag(options, "lastMove")?,
        theme,
        ai,
        confirm: flag(options, "confirm")?,
        opening: word(options, "opening", &OPENINGS)?.map(|i| OPENING[i]),
        persist: persist_key(options)?,
        readonly: flag(options, "readonly")?,
    })
}

/// The `theme` option: an object of CSS colour strings.
#[inline]
fn read_theme(theme: &impl JsLike) -> Result<ThemePatch, Invalid> {
    if !theme.is_plain_object() {
        return Err(Invalid::Option(format!(
            "theme must be an object of CSS colours, got {}",
            describe(theme)
        )));
    }
    let mut patch = ThemePatch::default();
    for (slot, key) in patch.colors.iter_mut().zip(THEME_KEYS) {
        let v = get(theme, key)?;
        if v.is_undefined() {
            continue;
        }
        match v.as_string() {
            Some(s) if !s.trim().is_empty() && s.len() <= 200 => *slot = Some(s),
            _ => {
                return Err(Invalid::Option(format!(
                    "theme.{key} must be a CSS colour string, got {}",
                    describe(&v)
                )))
            }
        }
    }
    Ok(patch)
}

/// The `ai` option: `null` or `false` (off), or `{ plays, level }`.
#[inline]
fn read_ai(ai: &impl JsLike) -> Result<AiPatch, Invalid> {
    if ai.is_null() || ai.as_bool() == Some(false) {
        return Ok(AiPatch {
            plays: Some(None),
            level: None,
        });
    }
    if !ai.is_plain_object() {
        return Err(Invalid::Option(format!(
            "ai must be an object like {{ plays: \"white\", level: 3 }}, got {}",
            describe(ai)
        )));
    }
    let plays = word(ai, "plays", &COLOURS)?.map(|i| PLAYS[i]);
    let level = get(ai, "level")?;
    let level = if level.is_undefined() {
        None
    } else {
        match level.as_f64() {
            Some(f) if f.fract() == 0.0 && (1.0..=5.0).contains(&f) => Some(f as u8),
            _ => {
                return Err(Invalid::Option(format!(
                    "ai.level must be an integer from 1 to 5, got {}",
                    describe(&level)
                )))
            }
        }
    };
    Ok(AiPatch { plays, level })
}

/// The `persist` option: a localStorage key, `None` when absent or null.
#[inline]
fn persist_key(obj: &impl JsLike) -> Result<Option<String>, Invalid> {
    let v = get(obj, "persist")?;
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    match v.as_string() {
        Some(s) if !s.is_empty() && s.len() <= 200 => Ok(Some(s)),
        _ => Err(Invalid::Option(format!(
            "persist must be a non-empty localStorage key, got {}",
            describe(&v)
        ))),
    }
}

/// Reads the options of `toPng` (`gif` false) or `toGif`; `undefined` or `null` mean defaults.
pub fn read_picture(options: &impl JsLike, gif: bool) -> Result<Picture, Invalid> {
    let mut picture = Picture::default();
    if !object(options)? {
        return Ok(picture);
    }
    let (min, max) = picture::SIZES;
    let size = ranged(options, "size", min, max)?;
    picture.size = size.unwrap_or(picture::DEFAULT_SIZE) as u32;
    if gif {
        let (min, max) = picture::DELAYS;
        let delay = ranged(options, "delay", min, max)?;
        picture.delay = delay.unwrap_or(picture::DEFAULT_DELAY) as u32;
    }
    picture.coordinates = flag(options, "coordinates")?;
    picture.move_numbers = flag(options, "moveNumbers")?;
    Ok(picture)
}
