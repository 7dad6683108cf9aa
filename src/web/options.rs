//! Reading an options object: every field checked, nothing coerced. The page's CSS colours.
//!
//! Fields are read with `Reflect.get`, which catches a throwing getter; a throw that crossed
//! the wasm frames instead would leave the board borrowed and unusable.

use wasm_bindgen::JsValue;

use super::args::{describe, integer};
use super::error::Thrown;
use crate::game::{Color, Opening, Rule, MAX_SIZE, MIN_SIZE};
use crate::play::{AiPatch, Patch, ThemePatch, THEME_KEYS};

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

fn get(obj: &JsValue, key: &str) -> Result<JsValue, Thrown> {
    js_sys::Reflect::get(obj, &JsValue::from_str(key))
        .map_err(|_| Thrown::Option(format!("reading option \"{key}\" threw an exception")))
}

fn is_plain_object(v: &JsValue) -> bool {
    v.is_object() && !js_sys::Array::is_array(v) && !v.is_function()
}

/// A `true` / `false` option, `None` when absent.
pub fn flag(obj: &JsValue, key: &str) -> Result<Option<bool>, Thrown> {
    let v = get(obj, key)?;
    if v.is_undefined() {
        return Ok(None);
    }
    v.as_bool()
        .map(Some)
        .ok_or_else(|| Thrown::Option(format!("{key} must be true or false, got {}", describe(&v))))
}

/// An integer option from `min` to `max`, `None` when absent.
pub fn ranged(obj: &JsValue, key: &str, min: i64, max: i64) -> Result<Option<i64>, Thrown> {
    let v = get(obj, key)?;
    if v.is_undefined() {
        return Ok(None);
    }
    let n = integer(&v, key)?;
    if n < min || n > max {
        return Err(Thrown::Option(format!(
            "{key} must be between {min} and {max}, got {n}"
        )));
    }
    Ok(Some(n))
}

/// The index in `words` of a string option, `None` when absent.
fn word(obj: &JsValue, key: &str, words: &[&str]) -> Result<Option<usize>, Thrown> {
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
    Err(Thrown::Option(format!(
        "{key} must be {allowed}, got {}",
        describe(&v)
    )))
}

/// Checks that `options` is an object (or `undefined` / `null`, meaning none).
pub fn object(options: &JsValue) -> Result<bool, Thrown> {
    if options.is_undefined() || options.is_null() {
        return Ok(false);
    }
    if !is_plain_object(options) {
        return Err(Thrown::Option(format!(
            "options must be an object, got {}",
            describe(options)
        )));
    }
    Ok(true)
}

/// Reads an options object (`undefined` or `null` mean none).
pub fn parse(options: &JsValue) -> Result<Patch, Thrown> {
    if !object(options)? {
        return Ok(Patch::default());
    }
    let size = ranged(options, "size", MIN_SIZE as i64, MAX_SIZE as i64)?.map(|n| n as usize);
    let rule = word(options, "rule", &RULES)?.map(|i| Rule::ALL[i]);
    let first = word(options, "first", &COLOURS[..2])?.map(|i| PLAYS[i].unwrap_or(Color::Black));
    let theme = get(options, "theme")?;
    let theme = if theme.is_undefined() {
        None
    } else if !is_plain_object(&theme) {
        return Err(Thrown::Option(format!(
            "theme must be an object of CSS colours, got {}",
            describe(&theme)
        )));
    } else {
        let mut patch = ThemePatch::default();
        for (slot, key) in patch.colors.iter_mut().zip(THEME_KEYS) {
            let v = get(&theme, key)?;
            if v.is_undefined() {
                continue;
            }
            match v.as_string() {
                Some(s) if !s.trim().is_empty() && s.len() <= 200 => *slot = Some(s),
                _ => {
                    return Err(Thrown::Option(format!(
                        "theme.{key} must be a CSS colour string, got {}",
                        describe(&v)
                    )))
                }
            }
        }
        Some(patch)
    };
    let ai = get(options, "ai")?;
    let ai = if ai.is_undefined() {
        None
    } else if ai.is_null() || ai.as_bool() == Some(false) {
        Some(AiPatch {
            plays: Some(None),
            level: None,
        })
    } else if !is_plain_object(&ai) {
        return Err(Thrown::Option(format!(
            "ai must be an object like {{ plays: \"white\", level: 3 }}, got {}",
            describe(&ai)
        )));
    } else {
        let plays = word(&ai, "plays", &COLOURS)?.map(|i| PLAYS[i]);
        let level = get(&ai, "level")?;
        let level = if level.is_undefined() {
            None
        } else {
            match level.as_f64() {
                Some(f) if f.fract() == 0.0 && (1.0..=5.0).contains(&f) => Some(f as u8),
                _ => {
                    return Err(Thrown::Option(format!(
                        "ai.level must be an integer from 1 to 5, got {}",
                        describe(&level)
                    )))
                }
            }
        };
        Some(AiPatch { plays, level })
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

fn persist_key(obj: &JsValue) -> Result<Option<String>, Thrown> {
    let v = get(obj, "persist")?;
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    match v.as_string() {
        Some(s) if !s.is_empty() && s.len() <= 200 => Ok(Some(s)),
        _ => Err(Thrown::Option(format!(
            "persist must be a non-empty localStorage key, got {}",
            describe(&v)
        ))),
    }
}

/// The theme colours set as CSS custom properties on (or inherited by) `element`.
pub fn css_theme(element: &web_sys::Element) -> ThemePatch {
    let mut patch = ThemePatch::default();
    let style = web_sys::window().and_then(|w| w.get_computed_style(element).ok().flatten());
    if let Some(style) = style {
        for (slot, key) in patch.colors.iter_mut().zip(THEME_KEYS) {
            let v = style
                .get_property_value(&format!("--gomoku-{key}"))
                .unwrap_or_default();
            let v = v.trim();
            if !v.is_empty() {
                *slot = Some(v.to_string());
            }
        }
    }
    patch
}
