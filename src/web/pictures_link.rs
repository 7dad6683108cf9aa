//! The board's link to the pictures module (www/pkg/gomoku_pictures.js, `pictures.rs`), which
//! makes what the first paint never needs: the PNG and GIF pictures, a review's grades and
//! the review graph's curve. The page fetches it the first time one is asked for
//! (src/web/js/pictures-host.js), and a `review()` starts the fetch while the engine searches,
//! so that the grades never wait for it. In a build with both features (the browser tests)
//! the board calls the module's functions directly.

#[cfg(not(feature = "pictures"))]
use js_sys::Float64Array;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlCanvasElement;

#[cfg(not(feature = "pictures"))]
#[wasm_bindgen(module = "/src/web/js/pictures-host.js")]
extern "C" {
    /// A Promise of the picture the pictures module makes (`gif`: a GIF, else a PNG); it
    /// rejects if the module cannot load, and the next call tries again.
    #[wasm_bindgen(js_name = picture)]
    fn host_picture(
        gif: bool,
        numbers: &Float64Array,
        colours: &js_sys::Array,
        page: &HtmlCanvasElement,
    ) -> js_sys::Promise;
    /// Grades a review's searches; `done` receives `[review, grades]` (the grades as numbers),
    /// or `[]` if the module cannot load. Always after this call.
    #[wasm_bindgen(js_name = grade)]
    fn host_grade(searches: &Float64Array, done: &js_sys::Function);
    /// Paints a review graph on `canvas`: now if the module is there, else when it arrives.
    #[wasm_bindgen(js_name = paintGraph)]
    fn host_paint_graph(
        canvas: &HtmlCanvasElement,
        numbers: &Float64Array,
        colours: &js_sys::Array,
    );
    /// Starts fetching the module, if it is not fetched yet.
    #[wasm_bindgen(js_name = prefetch)]
    fn host_prefetch();
}

#[cfg(not(feature = "pictures"))]
fn strings(colours: &[&str]) -> js_sys::Array {
    colours.iter().map(|&c| JsValue::from_str(c)).collect()
}

/// A picture of the position that `numbers` and `colours` describe: a Promise of a Blob.
#[cfg(feature = "export")]
pub fn picture(
    gif: bool,
    numbers: &[f64],
    colours: &[&str],
    page: &HtmlCanvasElement,
) -> Result<js_sys::Promise, JsValue> {
    #[cfg(feature = "pictures")]
    {
        let make = if gif {
            super::pictures::make_gif
        } else {
            super::pictures::make_png
        };
        make(numbers, colours.iter().map(|&c| c.into()).collect(), page)
    }
    #[cfg(not(feature = "pictures"))]
    Ok(host_picture(
        gif,
        &Float64Array::from(numbers),
        &strings(colours),
        page,
    ))
}

/// Grades a review's `searches` (`play::Searches::encode`); `done` gets the review for the
/// page and its grades (`play::Grades::encode`), or `None` if the module cannot load. Never
/// before this call returns: the board may be borrowed now.
#[cfg(feature = "engine")]
pub fn grade(searches: &[f64], done: impl FnOnce(Option<(JsValue, Vec<f64>)>) + 'static) {
    #[cfg(feature = "pictures")]
    {
        let graded = super::pictures::grade_review(searches).ok();
        let done = Closure::once_into_js(move || done(graded));
        if let Some(win) = web_sys::window() {
            let _ = win.set_timeout_with_callback(done.unchecked_ref());
        }
    }
    #[cfg(not(feature = "pictures"))]
    {
        // Of the closure type the resize observers use: no other is compiled for it. The page
        // owns it once it is passed (it is called once).
        let mut done = Some(done);
        let done = Closure::<dyn FnMut(js_sys::Array)>::new(move |answer: js_sys::Array| {
            if let Some(done) = done.take() {
                done(super::engine::numbers(answer.get(1)).map(|g| (answer.get(0), g)));
            }
        })
        .into_js_value();
        host_grade(&Float64Array::from(searches), done.unchecked_ref());
    }
}

/// Paints a review graph with a review on `canvas` (`view::GraphFrame::encode`, the theme's
/// colours). A review was graded by the module, so it is there: this paints now.
#[cfg(feature = "engine")]
pub fn paint_graph(canvas: &HtmlCanvasElement, numbers: &[f64], colours: &[&str]) {
    #[cfg(feature = "pictures")]
    super::pictures::paint_graph(canvas, numbers, colours.iter().map(|&c| c.into()).collect());
    #[cfg(not(feature = "pictures"))]
    host_paint_graph(canvas, &Float64Array::from(numbers), &strings(colours));
}

/// Starts fetching the module (a review will want its grades).
#[cfg(feature = "engine")]
pub fn prefetch() {
    #[cfg(not(feature = "pictures"))]
    host_prefetch();
}
