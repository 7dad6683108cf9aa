//! Reading options objects: every field checked, nothing coerced. The widget's options are
//! read field by field as `options.rs` defines them (`read_field`); the pictures' options here.
//!
//! Fields are read through `JsLike::get`, which catches a throwing getter; a throw that crossed
//! the wasm frames instead would leave the board borrowed and unusable.

use super::args::{describe, Invalid, JsLike};
use super::option_value::{Limits, OptionValue};
use crate::view::picture::{self, Picture};

/// Field `key` of `obj`; an error if reading it threw.
pub fn get<V: JsLike>(obj: &V, key: &str) -> Result<V, Invalid> {
    obj.get(key)
        .ok_or_else(|| Invalid::Option(format!("reading option \"{key}\" threw an exception")))
}

/// Option `key` of `obj` as a `T` reads it, `None` when absent.
pub fn read_field<T: OptionValue, V: JsLike>(
    obj: &V,
    key: &str,
    limits: Limits,
) -> Result<Option<T::Patch>, Invalid> {
    let v = get(obj, key)?;
    if v.is_undefined() {
        return Ok(None);
    }
    T::read(&v, key, limits)
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

/// Checks that `options` is an object (or `undefined` / `null`, meaning none).
#[inline]
pub fn object(options: &impl JsLike) -> Result<bool, Invalid> {
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

/// Reads the options of `toPng` (`gif` false) or `toGif`; `undefined` or `null` mean defaults.
pub fn read_picture(options: &impl JsLike, gif: bool) -> Result<Picture, Invalid> {
    let mut picture = Picture::default();
    if !object(options)? {
        return Ok(picture);
    }
    let size = read_field::<usize, _>(options, "size", Some(picture::SIZES))?;
    picture.size = size.unwrap_or(picture::DEFAULT_SIZE as usize) as u32;
    if gif {
        let delay = read_field::<usize, _>(options, "delay", Some(picture::DELAYS))?;
        picture.delay = delay.unwrap_or(picture::DEFAULT_DELAY as usize) as u32;
    }
    picture.coordinates = read_field::<bool, _>(options, "coordinates", None)?;
    picture.move_numbers = read_field::<bool, _>(options, "moveNumbers", None)?;
    Ok(picture)
}
