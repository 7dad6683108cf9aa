//! The pictures module (www/pkg/gomoku_pictures.js): a position the board hands over
//! (`view::Snapshot`, as numbers and colours) painted on an offscreen canvas, as a PNG (the
//! browser's encoder) or an animated GIF (encoded in Rust by `view::animation`); and what a
//! review adds, which the first paint never needs either: its grades (`play::Review`, from the
//! searches the board hands over) and the curve of its graph. The board fetches this module
//! the first time one of them is asked for (`pictures_link.rs`); in a build with both
//! features (the browser tests) it calls these functions directly.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, Document, HtmlCanvasElement};

use super::review_js::review_js;
use crate::play::{Grades, Searches};
use crate::view::animation::{game_gif, AnimationError};
use crate::view::canvas::{CanvasPainter, Offscreen};
use crate::view::{draw_graph, GraphFrame, GraphLayout, Picture, Scene, Snapshot};

/// A JS `Error` for a picture that could not be made (a rejected Promise, never a throw).
fn failure(message: impl std::fmt::Display) -> JsValue {
    js_sys::Error::new(&format!("the picture could not be made: {message}")).into()
}

/// The picture and position the numbers and colours describe, and the document of `page`.
fn read(
    numbers: &[f64],
    colours: &[String],
    page: &HtmlCanvasElement,
) -> Result<(Picture, Snapshot, Document), JsValue> {
    let (picture, snapshot) =
        Snapshot::decode(numbers, colours).ok_or_else(|| failure("a malformed request"))?;
    let document = page
        .owner_document()
        .or_else(|| web_sys::window().and_then(|win| win.document()))
        .ok_or_else(|| failure("the board's canvas has no document"))?;
    Ok((picture, snapshot, document))
}

/// An offscreen canvas of the picture's side in `document`.
fn offscreen(
    document: &Document,
    snapshot: &Snapshot,
    picture: &Picture,
    read: bool,
) -> Result<Offscreen, JsValue> {
    Offscreen::new(
        document,
        &snapshot.scene(),
        snapshot.size,
        picture.size,
        read,
    )
    .ok_or_else(|| failure("the browser could not make a canvas"))
}

/// A Promise of the PNG of the position that `numbers` (`Snapshot::encode`) and `colours`
/// describe, made in the document of the board's canvas `page`.
#[cfg_attr(not(feature = "widget"), wasm_bindgen(js_name = makePng))]
pub fn make_png(
    numbers: &[f64],
    colours: Vec<String>,
    page: &HtmlCanvasElement,
) -> Result<js_sys::Promise, JsValue> {
    let (picture, snapshot, document) = read(numbers, &colours, page)?;
    let mut screen = offscreen(&document, &snapshot, &picture, false)?;
    screen.paint(&snapshot.scene());
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

/// A Promise of the animated GIF of the game up to the position that `numbers` and `colours`
/// describe, made in the document of the board's canvas `page`.
#[cfg_attr(not(feature = "widget"), wasm_bindgen(js_name = makeGif))]
pub fn make_gif(
    numbers: &[f64],
    colours: Vec<String>,
    page: &HtmlCanvasElement,
) -> Result<js_sys::Promise, JsValue> {
    let (picture, snapshot, document) = read(numbers, &colours, page)?;
    let blob = gif_bytes(&document, &snapshot, &picture).and_then(|bytes| {
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
    document: &Document,
    snapshot: &Snapshot,
    picture: &Picture,
) -> Result<Vec<u8>, JsValue> {
    let whole: Scene = snapshot.scene();
    let mut screen = offscreen(document, snapshot, picture, true)?;
    let made = game_gif(picture, &whole, |scene, pixels| {
        screen.paint(scene);
        screen.read(pixels)
    });
    made.map_err(|e| match e {
        AnimationError::Render(e) => e,
        AnimationError::Gif(e) => failure(e),
    })
}

/// Grades a review from what its searches found (`play::Searches::encode`): the review for
/// the page (what `review()` resolves to) and the grades the board keeps of it
/// (`play::Grades::encode`).
pub fn grade_review(searches: &[f64]) -> Result<(JsValue, Vec<f64>), JsValue> {
    let review = Searches::decode(searches)
        .and_then(|s| s.review())
        .ok_or_else(|| JsValue::from(js_sys::Error::new("a malformed review")))?;
    Ok((review_js(&review), Grades::of(&review).encode()))
}

/// `grade_review` for the board: `[review, grades]`.
#[cfg(not(feature = "widget"))]
#[wasm_bindgen(js_name = gradeReview)]
pub fn grade_review_js(searches: &[f64]) -> Result<js_sys::Array, JsValue> {
    let (review, grades) = grade_review(searches)?;
    let grades = js_sys::Float64Array::from(grades.as_slice());
    Ok(js_sys::Array::of2(&review, &grades))
}

/// Paints the review graph that `numbers` (`view::GraphFrame::encode`) and `colours` describe
/// over the whole of `canvas`, whose backing store the board sized.
#[cfg_attr(not(feature = "widget"), wasm_bindgen(js_name = paintGraph))]
pub fn paint_graph(canvas: &HtmlCanvasElement, numbers: &[f64], colours: Vec<String>) {
    let Some(frame) = GraphFrame::decode(numbers, &colours) else {
        return;
    };
    let context = canvas.get_context("2d").ok().flatten();
    let (Some(ctx), Some(document)) = (
        context.and_then(|c| c.dyn_into().ok()),
        canvas.owner_document(),
    ) else {
        return;
    };
    let mut painter = CanvasPainter::new(ctx, document);
    let graph = frame.graph();
    let (w, h) = (canvas.width() as f64, canvas.height() as f64);
    let layout = GraphLayout::new(w, h, graph.pixel_ratio, graph.rates.len());
    draw_graph(&mut painter, &layout, &graph);
}
