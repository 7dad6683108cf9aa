//! Pictures of the board: `toPng()` and `toGif()`, drawn on an offscreen canvas.
//!
//! The PNG is the browser's own encoder (`canvas.toBlob`); the animated GIF is encoded in Rust
//! by `view::gif` from the pixels of each position.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, Document, HtmlCanvasElement};

use super::args::{describe, integer};
use super::error::Thrown;
use super::error::{busy, invalid_argument, to_js};
use super::widget::Gomoku;
use crate::game::{Outcome, Point};
use crate::view::canvas::CanvasPainter;
use crate::view::gif::GifWriter;
use crate::view::{draw, Layout, Scene, Stone, Theme};

/// Default side of a picture, in pixels.
const DEFAULT_SIZE: i64 = 480;
/// Smallest and largest side of a picture.
const SIZES: (i64, i64) = (64, 4096);
/// Default time a GIF frame shows, in milliseconds.
const DEFAULT_DELAY: i64 = 700;
/// Shortest and longest frame time.
const DELAYS: (i64, i64) = (20, 10_000);
/// The last frame of a GIF shows this many times longer, so the final position can be seen.
const LAST_FRAME_HOLD: u32 = 3;

#[wasm_bindgen(typescript_custom_section)]
const TS_EXPORT_TYPES: &'static str = r#"
/** Options of `toPng()`: the picture's side in pixels (64 to 4096, default 480); coordinates and move numbers default to the board's settings. */
export interface GomokuPngOptions { size?: number; coordinates?: boolean; moveNumbers?: boolean; }
/** Options of `toGif()`: as `toPng()`, plus `delay`, the milliseconds each move shows (20 to 10000, default 700). */
export interface GomokuGifOptions extends GomokuPngOptions { delay?: number; }
"#;

#[wasm_bindgen]
extern "C" {
    /// A 2D context, seen only for `getImageData` (bound here so no extra web-sys feature is needed).
    type PixelSource;

    /// The `ImageData` of a 2D context.
    type Pixels;

    #[wasm_bindgen(method, catch, js_name = getImageData)]
    fn get_image_data(
        this: &PixelSource,
        x: f64,
        y: f64,
        w: f64,
        h: f64,
    ) -> Result<Pixels, JsValue>;

    #[wasm_bindgen(method, getter)]
    fn data(this: &Pixels) -> js_sys::Uint8ClampedArray;

    /// A `Blob` of bytes.
    #[wasm_bindgen(js_name = Blob)]
    type BlobOf;

    #[wasm_bindgen(constructor, catch, js_class = "Blob")]
    fn new(parts: &js_sys::Array, options: &JsValue) -> Result<BlobOf, JsValue>;
}

/// What a picture shows, read from the options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PictureOptions {
    size: u32,
    delay: u32,
    coordinates: Option<bool>,
    move_numbers: Option<bool>,
}

fn get(obj: &JsValue, key: &str) -> Result<JsValue, Thrown> {
    js_sys::Reflect::get(obj, &JsValue::from_str(key))
        .map_err(|_| Thrown::Option(format!("reading option \"{key}\" threw an exception")))
}

/// An integer option from `min` to `max`, or `default` when absent.
fn ranged(obj: &JsValue, key: &str, default: i64, (min, max): (i64, i64)) -> Result<u32, Thrown> {
    let v = get(obj, key)?;
    if v.is_undefined() {
        return Ok(default as u32);
    }
    let n = integer(&v, key)?;
    if n < min || n > max {
        return Err(Thrown::Option(format!(
            "{key} must be between {min} and {max}, got {n}"
        )));
    }
    Ok(n as u32)
}

fn flag(obj: &JsValue, key: &str) -> Result<Option<bool>, Thrown> {
    let v = get(obj, key)?;
    if v.is_undefined() {
        return Ok(None);
    }
    v.as_bool()
        .map(Some)
        .ok_or_else(|| Thrown::Option(format!("{key} must be true or false, got {}", describe(&v))))
}

/// Reads the options of `toPng` (`gif` false) or `toGif`; `undefined` or `null` mean defaults.
fn parse(options: &JsValue, gif: bool) -> Result<PictureOptions, Thrown> {
    let mut picture = PictureOptions {
        size: DEFAULT_SIZE as u32,
        delay: DEFAULT_DELAY as u32,
        coordinates: None,
        move_numbers: None,
    };
    if options.is_undefined() || options.is_null() {
        return Ok(picture);
    }
    if !options.is_object() || js_sys::Array::is_array(options) || options.is_function() {
        return Err(Thrown::Option(format!(
            "options must be an object, got {}",
            describe(options)
        )));
    }
    picture.size = ranged(options, "size", DEFAULT_SIZE, SIZES)?;
    if gif {
        picture.delay = ranged(options, "delay", DEFAULT_DELAY, DELAYS)?;
    }
    picture.coordinates = flag(options, "coordinates")?;
    picture.move_numbers = flag(options, "moveNumbers")?;
    Ok(picture)
}

/// Everything a picture needs, copied out of the widget so no borrow is held while drawing.
struct Snapshot {
    board: usize,
    stones: Vec<Stone>,
    winning: Vec<Point>,
    forbidden: Vec<Point>,
    coordinates: bool,
    move_numbers: bool,
    last_move: bool,
    theme: Theme,
    document: Document,
}

impl Snapshot {
    /// The scene of the first `moves` stones; the winning line and forbidden marks only if `whole`.
    fn scene(&self, moves: usize, whole: bool) -> Scene<'_> {
        let stones = &self.stones[..moves.min(self.stones.len())];
        Scene {
            stones,
            winning: if whole { &self.winning } else { &[] },
            forbidden: if whole { &self.forbidden } else { &[] },
            preview: None,
            cursor: None,
            ghosts: &[],
            coordinates: self.coordinates,
            move_numbers: self.move_numbers,
            last_move: self.last_move,
            theme: &self.theme,
            pixel_ratio: 1.0,
        }
    }
}

/// An offscreen canvas of one size with its painter.
struct Offscreen {
    canvas: HtmlCanvasElement,
    painter: CanvasPainter,
    layout: Layout,
}

impl Offscreen {
    /// A `size` x `size` canvas; `read` asks for a context that is cheap to read pixels from.
    fn new(snap: &Snapshot, size: u32, read: bool) -> Result<Offscreen, JsValue> {
        let failed = || invalid_argument("the browser could not make a canvas for the picture");
        let canvas: HtmlCanvasElement = snap
            .document
            .create_element("canvas")
            .map_err(|_| failed())?
            .dyn_into()
            .map_err(|_| failed())?;
        canvas.set_width(size);
        canvas.set_height(size);
        let context = if read {
            let attributes = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&attributes, &"willReadFrequently".into(), &JsValue::TRUE);
            canvas.get_context_with_context_options("2d", &attributes)
        } else {
            canvas.get_context("2d")
        };
        let ctx: CanvasRenderingContext2d = context
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into().ok())
            .ok_or_else(failed)?;
        let side = size as f64;
        Ok(Offscreen {
            canvas,
            painter: CanvasPainter::new(ctx, snap.document.clone()),
            layout: Layout::new(side, side, snap.board, snap.coordinates),
        })
    }

    fn paint(&mut self, scene: &Scene) {
        draw(&mut self.painter, &self.layout, scene);
    }

    /// The canvas's RGBA pixels, copied into `out` (resized to fit).
    fn read(&self, out: &mut Vec<u8>) -> Result<(), JsValue> {
        let (w, h) = (self.canvas.width(), self.canvas.height());
        let data = self
            .painter
            .context()
            .unchecked_ref::<PixelSource>()
            .get_image_data(0.0, 0.0, w as f64, h as f64)?
            .data();
        let expected = w as usize * h as usize * 4;
        if data.length() as usize != expected {
            return Err(js_sys::Error::new("the canvas returned pixels of another size").into());
        }
        out.resize(expected, 0);
        data.copy_to(out);
        Ok(())
    }
}

impl Gomoku {
    /// The position shown and how to draw it, with the picture's options applied.
    fn snapshot(&self, picture: &PictureOptions) -> Result<Snapshot, JsValue> {
        let rc = self.handle();
        let w = rc.try_borrow().map_err(|_| busy())?;
        let document = w
            .canvas
            .owner_document()
            .or_else(|| web_sys::window().and_then(|win| win.document()))
            .ok_or_else(|| invalid_argument("the board's canvas has no document"))?;
        let game = &w.game;
        Ok(Snapshot {
            board: game.config().size,
            stones: game
                .moves()
                .iter()
                .map(|m| Stone {
                    point: m.point,
                    color: m.color,
                    number: m.number,
                })
                .collect(),
            winning: match game.outcome() {
                Outcome::Win { line, .. } => line.to_vec(),
                _ => Vec::new(),
            },
            forbidden: game.forbidden().to_vec(),
            coordinates: picture.coordinates.unwrap_or(w.view.coordinates),
            move_numbers: picture.move_numbers.unwrap_or(w.view.move_numbers),
            last_move: w.view.last_move,
            theme: w.view.theme.clone(),
            document,
        })
    }
}

/// A JS `Error` for a picture that could not be made (a rejected Promise, never a throw).
fn failure(message: impl std::fmt::Display) -> JsValue {
    js_sys::Error::new(&format!("the picture could not be made: {message}")).into()
}

/// The animated GIF's bytes: the empty board, then one frame per move.
fn gif_bytes(snap: &Snapshot, picture: &PictureOptions) -> Result<Vec<u8>, JsValue> {
    let mut screen = Offscreen::new(snap, picture.size, true)?;
    let side = picture.size as usize;
    let moves = snap.stones.len();
    let mut pixels = Vec::new();
    // The final position first: its colours make the palette every frame is mapped to.
    screen.paint(&snap.scene(moves, true));
    screen.read(&mut pixels)?;
    let mut writer = GifWriter::new(side, side, &pixels).map_err(failure)?;
    for k in 0..=moves {
        let last = k == moves;
        screen.paint(&snap.scene(k, last));
        screen.read(&mut pixels)?;
        let delay = if last {
            picture.delay.saturating_mul(LAST_FRAME_HOLD)
        } else {
            picture.delay
        };
        writer.push(&pixels, delay).map_err(failure)?;
    }
    writer.finish().map_err(failure)
}

#[wasm_bindgen]
impl Gomoku {
    /// A PNG picture of the position shown: a Promise of a Blob. Options: size (pixels, default 480), coordinates, moveNumbers.
    #[wasm_bindgen(js_name = toPng, unchecked_return_type = "Promise<Blob>")]
    pub fn to_png(
        &self,
        #[wasm_bindgen(unchecked_param_type = "GomokuPngOptions")] options: JsValue,
    ) -> Result<js_sys::Promise, JsValue> {
        let picture = parse(&options, false).map_err(to_js)?;
        let snap = self.snapshot(&picture)?;
        let mut screen = Offscreen::new(&snap, picture.size, false)?;
        screen.paint(&snap.scene(snap.stones.len(), true));
        let canvas = screen.canvas;
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

    /// An animated GIF of the game move by move, up to the position shown: a Promise of a Blob. Options: size, delay (ms per move, default 700), coordinates, moveNumbers.
    #[wasm_bindgen(js_name = toGif, unchecked_return_type = "Promise<Blob>")]
    pub fn to_gif(
        &self,
        #[wasm_bindgen(unchecked_param_type = "GomokuGifOptions")] options: JsValue,
    ) -> Result<js_sys::Promise, JsValue> {
        let picture = parse(&options, true).map_err(to_js)?;
        let snap = self.snapshot(&picture)?;
        let blob = gif_bytes(&snap, &picture).and_then(|bytes| {
            let array = js_sys::Uint8Array::from(bytes.as_slice());
            let blob_options = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&blob_options, &"type".into(), &"image/gif".into());
            BlobOf::new(&js_sys::Array::of1(&array), &blob_options)
        });
        Ok(match blob {
            Ok(b) => js_sys::Promise::resolve(&JsValue::from(b)),
            Err(e) => js_sys::Promise::reject(&e),
        })
    }
}
