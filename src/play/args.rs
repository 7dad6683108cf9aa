//! The API's arguments, checked: never coerced, never wrapped. The binding shows its JS values
//! through `JsLike`; the checks and the words of their errors live here.

use std::fmt;

/// What a JS value that is not `undefined`, `null`, a boolean, a number or a string is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An array.
    Array,
    /// A function.
    Function,
    /// A BigInt.
    BigInt,
    /// A symbol.
    Symbol,
    /// An object (an `instanceof Object` that is none of the above).
    Object,
    /// Anything else (an object of another realm or without a prototype).
    Other,
}

/// A JS value as the checks read it; the binding implements it for `JsValue`.
pub trait JsLike: Sized {
    /// What the value is when it is none of the primitives below (for the words of an error).
    fn kind(&self) -> Kind;
    /// Whether it is `undefined`.
    fn is_undefined(&self) -> bool;
    /// Whether it is `null`.
    fn is_null(&self) -> bool;
    /// The boolean it is, if it is one.
    fn as_bool(&self) -> Option<bool>;
    /// The number it is, if it is one.
    fn as_f64(&self) -> Option<f64>;
    /// The string it is, if it is one.
    fn as_string(&self) -> Option<String>;
    /// Whether it is a non-null `typeof "object"` that is not an array.
    fn is_plain_object(&self) -> bool;
    /// Its property `key`; `None` when reading it threw.
    fn get(&self, key: &str) -> Option<Self>;
    /// A number as JS writes it (JS's formatter keeps Rust's float formatting out of the module).
    fn number_text(f: f64) -> String;
}

/// An argument or option the API cannot take: `invalid-argument` or `invalid-option`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Invalid {
    /// An argument of the wrong type or shape (a string for `x`, a fraction, NaN).
    Argument(String),
    /// An option that is not one of the allowed values.
    Option(String),
}

impl fmt::Display for Invalid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Invalid::Argument(m) => f.write_str(m),
            Invalid::Option(m) => write!(f, "invalid option: {m}"),
        }
    }
}

/// The largest integer a JS number holds exactly.
const MAX_SAFE: f64 = 9_007_199_254_740_991.0;

/// `v` as an integer if it is a JS number holding one, else `invalid-argument` naming `what`.
pub fn integer(v: &impl JsLike, what: &str) -> Result<i64, Invalid> {
    match v.as_f64() {
        Some(f) if f.is_finite() && f.fract() == 0.0 => {
            // Past 2^53 a number is still an integer, just far off any board: clamp, never wrap.
            Ok(f.clamp(-MAX_SAFE - 1.0, MAX_SAFE + 1.0) as i64)
        }
        _ => Err(Invalid::Argument(format!(
            "{what} must be an integer number, got {}",
            describe(v)
        ))),
    }
}

/// `v` as a finite number, else `invalid-argument` naming `what`.
pub fn finite(v: &impl JsLike, what: &str) -> Result<f64, Invalid> {
    match v.as_f64() {
        Some(f) if f.is_finite() => Ok(f),
        _ => Err(Invalid::Argument(format!(
            "{what} must be a finite number, got {}",
            describe(v)
        ))),
    }
}

/// `v` as a string if it is one, else `invalid-argument` naming `what`.
pub fn string(v: &impl JsLike, what: &str) -> Result<String, Invalid> {
    v.as_string()
        .ok_or_else(|| Invalid::Argument(format!("{what} must be a string, got {}", describe(v))))
}

/// A short human description of any JS value, safe for huge strings and hostile objects.
pub fn describe<V: JsLike>(v: &V) -> String {
    if v.is_undefined() {
        "undefined".into()
    } else if v.is_null() {
        "null".into()
    } else if let Some(b) = v.as_bool() {
        b.to_string()
    } else if let Some(f) = v.as_f64() {
        V::number_text(f)
    } else if let Some(s) = v.as_string() {
        if s.chars().nth(24).is_some() {
            let head: String = s.chars().take(24).collect();
            format!("the string \"{head}...\"")
        } else {
            format!("the string \"{s}\"")
        }
    } else {
        match v.kind() {
            Kind::Array => "an array",
            Kind::Function => "a function",
            Kind::BigInt => "a BigInt",
            Kind::Symbol => "a symbol",
            Kind::Object => "an object",
            Kind::Other => "a value of another type",
        }
        .into()
    }
}

/// Field `key` of `obj`; an error if reading it threw.
pub fn get<V: JsLike>(obj: &V, key: &str) -> Result<V, Invalid> {
    obj.get(key)
        .ok_or_else(|| Invalid::Option(format!("reading option \"{key}\" threw an exception")))
}

/// The index in `words` of the string `v`, else an error naming `key` and the words allowed.
pub fn word_index(v: &impl JsLike, key: &str, words: &[&str]) -> Result<usize, Invalid> {
    let found = v
        .as_string()
        .and_then(|s| words.iter().position(|w| *w == s));
    if let Some(i) = found {
        return Ok(i);
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
        describe(v)
    )))
}
