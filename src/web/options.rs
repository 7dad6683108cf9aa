//! Reading the options object: every field checked, nothing coerced.
//!
//! Fields are read with `Reflect.get`, which catches a throwing getter; a throw that crossed
//! the wasm frames instead would leave the board borrowed and unusable.

use wasm_bindgen::JsValue;

use super::args::{describe, integer};
use super::error::Thrown;
use crate::game::{Color, Config, Opening, Rule, MAX_SIZE, MIN_SIZE};
use crate::view::Theme;

/// The options a call names; `None` leaves a setting as it is.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Patch {
    /// Board side.
    pub size: Option<usize>,
    /// Rule set.
    pub rule: Option<Rule>,
    /// Who opens.
    pub first: Option<Color>,
    /// Coordinates along the edges.
    pub coordinates: Option<bool>,
    /// Numbers on the stones.
    pub move_numbers: Option<bool>,
    /// Last-move marker.
    pub last_move: Option<bool>,
    /// Theme colours named.
    pub theme: Option<ThemePatch>,
    /// Engine settings named.
    pub ai: Option<AiPatch>,
    /// Two-tap placing.
    pub confirm: Option<bool>,
    /// Opening rule.
    pub opening: Option<Opening>,
    /// The localStorage key the game is kept under.
    pub persist: Option<String>,
}

/// Theme colours named in the options; `None` keeps the current one.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ThemePatch {
    /// The colours, in the order board, line, black, white, accent.
    pub colors: [Option<String>; 5],
}

/// Theme keys, in `ThemePatch::colors` order.
pub const THEME_KEYS: [&str; 5] = ["board", "line", "black", "white", "accent"];

impl ThemePatch {
    /// `theme` with the named colours replaced.
    pub fn apply(&self, theme: &mut Theme) {
        let slots = [
            &mut theme.board,
            &mut theme.line,
            &mut theme.black,
            &mut theme.white,
            &mut theme.accent,
        ];
        for (slot, color) in slots.into_iter().zip(&self.colors) {
            if let Some(c) = color {
                *slot = c.clone();
            }
        }
    }
}

/// Engine settings named in the options.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct AiPatch {
    /// `Some(None)` turns the engine off; `Some(Some(c))` makes it play `c`.
    pub plays: Option<Option<Color>>,
    /// Strength 1 to 5.
    pub level: Option<u8>,
}

/// How the widget draws, with its defaults.
#[derive(Clone, Debug, PartialEq)]
pub struct ViewOptions {
    /// Coordinates along the edges (default on).
    pub coordinates: bool,
    /// Numbers on the stones (default off).
    pub move_numbers: bool,
    /// Last-move marker (default on).
    pub last_move: bool,
    /// The colours in use: defaults, then the canvas's CSS custom properties, then `theme_option`.
    pub theme: Theme,
    /// Colours named in the options, which win over CSS.
    pub theme_option: ThemePatch,
    /// A first tap shows the preview stone; a second tap on the same point places it.
    pub confirm: bool,
}

impl Default for ViewOptions {
    fn default() -> ViewOptions {
        ViewOptions {
            coordinates: true,
            move_numbers: false,
            last_move: true,
            theme: Theme::default(),
            theme_option: ThemePatch::default(),
            confirm: false,
        }
    }
}

/// Engine settings: which side it plays (none by default) and its level (3 by default).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AiOptions {
    /// The side the engine plays, if any.
    pub plays: Option<Color>,
    /// Strength 1 to 5.
    pub level: u8,
}

impl Default for AiOptions {
    fn default() -> AiOptions {
        AiOptions {
            plays: None,
            level: 3,
        }
    }
}

impl Patch {
    /// The game configuration `base` with this patch's size, rule and first player.
    pub fn config(&self, base: Config) -> Config {
        Config {
            size: self.size.unwrap_or(base.size),
            rule: self.rule.unwrap_or(base.rule),
            first: self.first.unwrap_or(base.first),
        }
    }

    /// Applies the drawing options to `view`.
    pub fn apply_view(&self, view: &mut ViewOptions) {
        if let Some(v) = self.coordinates {
            view.coordinates = v;
        }
        if let Some(v) = self.move_numbers {
            view.move_numbers = v;
        }
        if let Some(v) = self.last_move {
            view.last_move = v;
        }
        if let Some(t) = &self.theme {
            for (slot, color) in view.theme_option.colors.iter_mut().zip(&t.colors) {
                if color.is_some() {
                    slot.clone_from(color);
                }
            }
        }
        if let Some(v) = self.confirm {
            view.confirm = v;
        }
    }

    /// Applies the engine options to `ai`.
    pub fn apply_ai(&self, ai: &mut AiOptions) {
        if let Some(p) = self.ai {
            if let Some(plays) = p.plays {
                ai.plays = plays;
            }
            if let Some(level) = p.level {
                ai.level = level;
            }
        }
    }
}

fn get(obj: &JsValue, key: &str) -> Result<JsValue, Thrown> {
    js_sys::Reflect::get(obj, &JsValue::from_str(key))
        .map_err(|_| Thrown::Option(format!("reading option \"{key}\" threw an exception")))
}

fn is_plain_object(v: &JsValue) -> bool {
    v.is_object() && !js_sys::Array::is_array(v) && !v.is_function()
}

fn bool_opt(obj: &JsValue, key: &str) -> Result<Option<bool>, Thrown> {
    let v = get(obj, key)?;
    if v.is_undefined() {
        return Ok(None);
    }
    v.as_bool()
        .map(Some)
        .ok_or_else(|| Thrown::Option(format!("{key} must be true or false, got {}", describe(&v))))
}

fn choice<T>(
    obj: &JsValue,
    key: &str,
    allowed: &str,
    parse: impl Fn(&str) -> Option<T>,
) -> Result<Option<T>, Thrown> {
    let v = get(obj, key)?;
    if v.is_undefined() {
        return Ok(None);
    }
    match v.as_string().as_deref().and_then(&parse) {
        Some(t) => Ok(Some(t)),
        None => Err(Thrown::Option(format!(
            "{key} must be {allowed}, got {}",
            describe(&v)
        ))),
    }
}

/// Reads an options object (`undefined` or `null` mean none).
pub fn parse(options: &JsValue) -> Result<Patch, Thrown> {
    if options.is_undefined() || options.is_null() {
        return Ok(Patch::default());
    }
    if !is_plain_object(options) {
        return Err(Thrown::Option(format!(
            "options must be an object, got {}",
            describe(options)
        )));
    }
    let size = get(options, "size")?;
    let size = if size.is_undefined() {
        None
    } else {
        let n = integer(&size, "size")?;
        if n < MIN_SIZE as i64 || n > MAX_SIZE as i64 {
            return Err(Thrown::Option(format!(
                "size must be between {MIN_SIZE} and {MAX_SIZE}, got {n}"
            )));
        }
        Some(n as usize)
    };
    let rule = choice(
        options,
        "rule",
        "\"freestyle\", \"standard\" or \"renju\"",
        Rule::parse,
    )?;
    let first = choice(options, "first", "\"black\" or \"white\"", Color::parse)?;
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
        let plays = choice(&ai, "plays", "\"black\", \"white\" or \"none\"", |s| {
            if s == "none" {
                Some(None)
            } else {
                Color::parse(s).map(Some)
            }
        })?;
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
        coordinates: bool_opt(options, "coordinates")?,
        move_numbers: bool_opt(options, "moveNumbers")?,
        last_move: bool_opt(options, "lastMove")?,
        theme,
        ai,
        confirm: bool_opt(options, "confirm")?,
        opening: choice(
            options,
            "opening",
            "\"none\", \"swap1\" or \"swap2\"",
            Opening::parse,
        )?,
        persist: persist_key(options)?,
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

/// Reads the theme colours set as CSS custom properties on (or inherited by) `element`.
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
