//! `toPng()` and `toGif()` on the board: the options are checked and the position shown is
//! taken now; the picture is made by the pictures module (`pictures.rs`), which the page
//! fetches the first time a picture is asked for (src/web/js/pictures-host.js), so the board's
//! own module, which the first paint waits for, carries no picture code.

use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

use super::error::to_js;
use crate::play::{read_picture, Controller};
use crate::view::snapshot::{colours, encode};

#[cfg(not(feature = "pictures"))]
#[wasm_bindgen(module = "/src/web/js/pictures-host.js")]
extern "C" {
    /// A Promise of the picture the pictures module makes (`gif`: a GIF, else a PNG); it
    /// rejects if the module cannot load, and the next call tries again.
    #[wasm_bindgen(js_name = picture)]
    fn make_picture(
        gif: bool,
        numbers: &js_sys::Float64Array,
        colours: &js_sys::Array,
        page: &HtmlCanvasElement,
    ) -> js_sys::Promise;
}

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
    let colours = colours(scene.theme);
    #[cfg(feature = "pictures")]
    {
        let make = if gif {
            super::pictures::make_gif
        } else {
            super::pictures::make_png
        };
        make(&numbers, colours.map(String::from).to_vec(), page)
    }
    #[cfg(not(feature = "pictures"))]
    {
        let colours: js_sys::Array = colours.iter().map(|&c| JsValue::from_str(c)).collect();
        let numbers = js_sys::Float64Array::from(numbers.as_slice());
        Ok(make_picture(gif, &numbers, &colours, page))
    }
}
