//! Pictures of the board: `toPng()` and `toGif()`, drawn on an offscreen canvas.
//!
//! The PNG is the browser's own encoder (`canvas.toBlob`); the animated GIF is encoded in Rust
//! by `view::animation` from the pixels of each position painted here.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, Document, HtmlCanvasElement};

use super::error::{invalid_argument, to_js};
use crate::play::{read_picture, Controller};
use crate::view::animation::{game_gif, AnimationError};
use crate::view::canvas::Offscreen;
use crate::view::{Picture, Scene};

/// An offscreen canvas of `side` pixels in the page's document, for a board of `size`.
fn offscreen(
    page: &HtmlCanvasElement,
    scene: &Scene,
    size: usize,
    side: u32,
    read: bool,
) -> Result<Offscreen, JsValue> {
    let document: Document = page
        .owner_document()
        .or_else(|| web_sys::window().and_then(|win| win.document()))
        .ok_or_else(|| invalid_argument("the board's canvas has no document"))?;
    Offscreen::new(&document, scene, size, side, read)
        .ok_or_else(|| invalid_argument("the browser could not make a canvas for the picture"))
}

/// A JS `Error` for a picture that could not be made (a rejected Promise, never a throw).
fn failure(message: impl std::fmt::Display) -> JsValue {
    js_sys::Error::new(&format!("the picture could not be made: {message}")).into()
}

/// `toPng(options)`: a Promise of the PNG of the position shown.
pub fn png(
    ctl: &Controller,
    page: &HtmlCanvasElement,
    options: &JsValue,
) -> Result<js_sys::Promise, JsValue> {
    let picture = read_picture(options, false).map_err(to_js)?;
    let scene = picture.show(ctl.still());
    let mut screen = offscreen(page, &scene, ctl.game().config().size, picture.size, false)?;
    screen.paint(&scene);
    let canvas = screen.canvas().clone();
    Ok(js_sys::Promise::new(&mut |resolve, reject| {
        let on_blob = {
            let reject = reject.clone();
            Closure::once_into_js(move |blob: JsValue| {
                if blob.is_null() || blob.is_undefined() {
                    let _ = reject.call1(&JsValue::NULL, &failure("the browser made no PNG"));
                } else {
                    let _ = resolve.call1(&JsValue::NULL, &blob);
                }
            })
        };
        if let Err(e) = canvas.to_blob_with_type(on_blob.unchecked_ref(), "image/png") {
            let _ = reject.call1(&JsValue::NULL, &e);
        }
    }))
}

/// `toGif(options)`: a Promise of the animated GIF of the game up to the position shown.
pub fn gif(
    ctl: &Controller,
    page: &HtmlCanvasElement,
    options: &JsValue,
) -> Result<js_sys::Promise, JsValue> {
    let picture = read_picture(options, true).map_err(to_js)?;
    let blob = gif_bytes(ctl, page, &picture).and_then(|bytes| {
        let options = BlobPropertyBag::new();
        options.set_type("image/gif");
        let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes.as_slice()));
        Blob::new_with_u8_array_sequence_and_options(&parts, &options)
    });
    Ok(match blob {
        Ok(b) => js_sys::Promise::resolve(&JsValue::from(b)),
        Err(e) => js_sys::Promise::reject(&e),
    })
}

/// The animated GIF's bytes (`view::animation`), each frame painted on one offscreen canvas.
fn gif_bytes(
    ctl: &Controller,
    page: &HtmlCanvasElement,
    picture: &Picture,
) -> Result<Vec<u8>, JsValue> {
    let whole = picture.show(ctl.still());
    let mut screen = offscreen(page, &whole, ctl.game().config().size, picture.size, true)?;
    let made = game_gif(picture, &whole, |scene, pixels| {
        screen.paint(scene);
        screen.read(pixels)
    });
    made.map_err(|e| match e {
        AnimationError::Render(e) => e,
        AnimationError::Gif(e) => failure(e),
    })
}
