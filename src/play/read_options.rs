//! Reading options objects: every field checked, nothing coerced. The widget's options are
//! read field by field as `options.rs` defines them (`read_field`); the pictures' options here.
//!
//! Fields are read through `JsLike::get`, which catches a throwing getter; a throw that crossed
//! the wasm frames instead would leave the board borrowed and unusable.

use super::args::{describe, get, Invalid, JsLike};
use super::option_value::{Limits, OptionValue};
use crate::view::picture::{self, Picture};

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
