//! Strict checks of JS arguments: never coerced, never wrapped.

use wasm_bindgen::{JsCast, JsValue};

use super::error::Thrown;

/// The largest integer a JS number holds exactly.
const MAX_SAFE: f64 = 9_007_199_254_740_991.0;

/// `v` as an integer if it is a JS number holding one, else `invalid-argument` naming `what`.
pub fn integer(v: &JsValue, what: &str) -> Result<i64, Thrown> {
    match v.as_f64() {
        Some(f) if f.is_finite() && f.fract() == 0.0 => {
            // Past 2^53 a number is still an integer, just far off any board: clamp, never wrap.
            Ok(f.clamp(-MAX_SAFE - 1.0, MAX_SAFE + 1.0) as i64)
        }
        _ => Err(Thrown::Argument(format!(
            "{what} must be an integer number, got {}",
            describe(v)
        ))),
    }
}

/// `v` as a finite number, else `invalid-argument` naming `what`.
pub fn finite(v: &JsValue, what: &str) -> Result<f64, Thrown> {
    match v.as_f64() {
        Some(f) if f.is_finite() => Ok(f),
        _ => Err(Thrown::Argument(format!(
            "{what} must be a finite number, got {}",
            describe(v)
        ))),
    }
}

/// `v` as a string if it is one, else `invalid-argument` naming `what`.
pub fn string(v: &JsValue, what: &str) -> Result<String, Thrown> {
    v.as_string()
        .ok_or_else(|| Thrown::Argument(format!("{what} must be a string, got {}", describe(v))))
}

/// A number as JS writes it; JS's formatter keeps Rust's float formatting out of the module.
pub fn number_text(f: f64) -> String {
    js_sys::Number::from(f)
        .to_string_with_radix(10)
        .map(String::from)
        .unwrap_or_default()
}

/// A short human description of any JS value, safe for huge strings and hostile objects.
pub fn describe(v: &JsValue) -> String {
    if v.is_undefined() {
        "undefined".into()
    } else if v.is_null() {
        "null".into()
    } else if let Some(b) = v.as_bool() {
        b.to_string()
    } else if let Some(f) = v.as_f64() {
        number_text(f)
    } else if let Some(s) = v.as_string() {
        if s.chars().nth(24).is_some() {
            let head: String = s.chars().take(24).collect();
            format!("the string \"{head}...\"")
        } else {
            format!("the string \"{s}\"")
        }
    } else if js_sys::Array::is_array(v) {
        "an array".into()
    } else if v.is_function() {
        "a function".into()
    } else if v.is_bigint() {
        "a BigInt".into()
    } else if v.is_symbol() {
        "a symbol".into()
    } else if v.dyn_ref::<js_sys::Object>().is_some() {
        "an object".into()
    } else {
        "a value of another type".into()
    }
}
