//! A stand-in for JS values, so the API's argument and option checks run natively.
#![allow(dead_code)] // each test file uses its own subset

use gomoku::play::args::{JsLike, Kind};

/// A JS value as a page could pass it.
#[derive(Clone, Debug)]
pub enum Js {
    Undefined,
    Null,
    Bool(bool),
    Num(f64),
    Str(String),
    Array,
    /// An array and its elements.
    List(Vec<Js>),
    Function,
    /// A plain object and its fields.
    Object(Vec<(&'static str, Js)>),
    /// An object without a prototype (`Object.create(null)`): an object, but not `instanceof Object`.
    Bare(Vec<(&'static str, Js)>),
    /// A field whose getter throws.
    Throws,
}

/// A string value.
pub fn s(text: &str) -> Js {
    Js::Str(text.into())
}

/// An object with `fields`.
pub fn obj(fields: &[(&'static str, Js)]) -> Js {
    Js::Object(fields.to_vec())
}

impl JsLike for Js {
    fn kind(&self) -> Kind {
        match self {
            Js::Array | Js::List(_) => Kind::Array,
            Js::Function => Kind::Function,
            Js::Object(_) => Kind::Object,
            _ => Kind::Other,
        }
    }
    fn is_undefined(&self) -> bool {
        matches!(self, Js::Undefined)
    }
    fn is_null(&self) -> bool {
        matches!(self, Js::Null)
    }
    fn as_bool(&self) -> Option<bool> {
        match self {
            Js::Bool(b) => Some(*b),
            _ => None,
        }
    }
    fn as_f64(&self) -> Option<f64> {
        match self {
            Js::Num(f) => Some(*f),
            _ => None,
        }
    }
    fn as_string(&self) -> Option<String> {
        match self {
            Js::Str(s) => Some(s.clone()),
            _ => None,
        }
    }
    fn is_plain_object(&self) -> bool {
        matches!(self, Js::Object(_) | Js::Bare(_))
    }
    fn get(&self, key: &str) -> Option<Js> {
        if let Js::List(items) = self {
            if key == "length" {
                return Some(Js::Num(items.len() as f64));
            }
            let item = key.parse::<usize>().ok().and_then(|i| items.get(i));
            return Some(item.cloned().unwrap_or(Js::Undefined));
        }
        let (Js::Object(fields) | Js::Bare(fields)) = self else {
            return Some(Js::Undefined);
        };
        match fields.iter().find(|(k, _)| *k == key) {
            Some((_, Js::Throws)) => None,
            Some((_, v)) => Some(v.clone()),
            None => Some(Js::Undefined),
        }
    }
    fn number_text(f: f64) -> String {
        // As JS writes the numbers these tests use.
        if f.is_nan() {
            "NaN".into()
        } else if f.is_infinite() {
            if f > 0.0 { "Infinity" } else { "-Infinity" }.into()
        } else {
            format!("{f}")
        }
    }
}
