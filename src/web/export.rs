//! `toPng()` and `toGif()` on the board: the options are checked and the position shown is
//! taken now; the picture is made by the pictures module (`pictures.rs`), which the page
//! fetches the first time a picture is asked for (`pictures_link.rs`), so the board's
//! own module, which the first paint waits for, carries no picture code.

use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

use super::error::to_js;
use crate::play::{read_picture, Controller};
use crate::view::snapshot::{colours, encode};

/// A picture of the position shown: a Promise of a Blob, or an error for bad options.
pub fn picture_of(
    ctl: &Controller,
    page: &HtmlCanvasElement,
    options: &JsValue,
    gif: bool,
) -> Result<js_sys::Promise, JsValue> {
    let picture = read_picture(options, gif).map_err(to_js)?;
    let scene = picture.show(ctl.still());
    let numbers = encode(&scene, ctl.game().config().size, &picture);
    super::pictures_link::picture(gif, &numbers, &colours(scene.theme), page)
}
