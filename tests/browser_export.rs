#![cfg(target_arch = "wasm32")]
//! Browser tests of `toPng()` and `toGif()` (`make browser-test`).

mod gif_info;
use gif_info::gif_info;
use gomoku::web::Gomoku;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;

mod common;

use common::{brightness, canvas, code, get, opts};

wasm_bindgen_test_configure!(run_in_browser);

/// Sixty moves on 15x15 with no four, let alone five.
const SIXTY: &str = "h8i8h7g8g7h9g9i9i7j10f9g6i6f6h10f7g10j7j9j8h6f8i10j6g5f10k5e11e10e7\
                     f5g11e6f11j5i5e9k10h11k7j11i11k11e5k6h5k9k8l6d4d6d9d11j12l4g4h4l9d12f4";

fn board(options: &str) -> Gomoku {
    Gomoku::new(canvas().into(), opts(options)).expect("board")
}

/// Calls a small JS function on `arg` and awaits its promise.
async fn js_await(body: &str, arg: &JsValue) -> JsValue {
    let f = js_sys::Function::new_with_args("b", body);
    let promise: js_sys::Promise = f
        .call1(&JsValue::NULL, arg)
        .expect("call")
        .dyn_into()
        .expect("a promise");
    JsFuture::from(promise).await.expect("resolved")
}

async fn blob_of(promise: js_sys::Promise) -> JsValue {
    let blob = JsFuture::from(promise).await.expect("a blob");
    let is_blob = js_await("return Promise.resolve(b instanceof Blob)", &blob).await;
    assert_eq!(is_blob.as_bool(), Some(true), "a Blob, got {blob:?}");
    blob
}

async fn bytes_of(blob: &JsValue) -> Vec<u8> {
    let buffer = js_await("return b.arrayBuffer()", blob).await;
    js_sys::Uint8Array::new(&buffer).to_vec()
}

/// Width and height of an image blob, as the browser decodes it.
async fn image_size(blob: &JsValue) -> (u32, u32) {
    let dims = js_await(
        "return createImageBitmap(b).then(i => { const d = [i.width, i.height]; i.close(); return d; })",
        blob,
    )
    .await;
    let dims: js_sys::Array = dims.dyn_into().expect("array");
    (
        dims.get(0).as_f64().expect("w") as u32,
        dims.get(1).as_f64().expect("h") as u32,
    )
}

/// The RGBA of the decoded image at (x, y).
async fn image_pixel(blob: &JsValue, x: u32, y: u32) -> [u8; 4] {
    let body = format!(
        "return createImageBitmap(b).then(i => {{ const c = document.createElement('canvas'); \
         c.width = i.width; c.height = i.height; const x = c.getContext('2d'); x.drawImage(i, 0, 0); \
         return Array.from(x.getImageData({x}, {y}, 1, 1).data); }})"
    );
    let px: js_sys::Array = js_await(&body, blob).await.dyn_into().expect("array");
    let c = |i| px.get(i).as_f64().expect("channel") as u8;
    [c(0), c(1), c(2), c(3)]
}

#[wasm_bindgen_test]
async fn png_has_the_requested_size_and_shows_the_stones() {
    let g = board("{ coordinates: false }");
    g.place(JsValue::from(7), JsValue::from(7)).expect("h8");
    g.place(JsValue::from(8), JsValue::from(7)).expect("i8");
    let blob = blob_of(g.to_png(opts("{ size: 300 }")).expect("promise")).await;
    assert_eq!(get(&blob, "type").as_string().as_deref(), Some("image/png"));
    assert_eq!(image_size(&blob).await, (300, 300));
    let bytes = bytes_of(&blob).await;
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    // Pixel colours: the layout the export uses, off the centre of each stone.
    let layout = gomoku::view::Layout::new(300.0, 300.0, 15, false);
    let (bx, by) = layout.center(gomoku::game::Point::new(7, 7));
    let (wx, wy) = layout.center(gomoku::game::Point::new(8, 7));
    let black = image_pixel(&blob, bx as u32 + 3, by as u32 + 4).await;
    let white = image_pixel(&blob, wx as u32 + 3, wy as u32 + 4).await;
    let wood = image_pixel(&blob, bx as u32 + 3, (by - layout.cell * 2.0) as u32 + 4).await;
    assert!(brightness(black) < 200, "black stone {black:?}");
    assert!(brightness(white) > 600, "white stone {white:?}");
    assert!(
        wood[0] > wood[2] + 60 && brightness(wood) > 350,
        "wood {wood:?}"
    );
}

#[wasm_bindgen_test]
async fn png_defaults_to_480_and_takes_any_allowed_size() {
    let g = board("{}");
    let blob = blob_of(g.to_png(JsValue::UNDEFINED).expect("promise")).await;
    assert_eq!(image_size(&blob).await, (480, 480));
    let blob = blob_of(g.to_png(JsValue::NULL).expect("promise")).await;
    assert_eq!(image_size(&blob).await, (480, 480));
    let blob = blob_of(
        g.to_png(opts("{ size: 64, coordinates: true, moveNumbers: true }"))
            .expect("promise"),
    )
    .await;
    assert_eq!(image_size(&blob).await, (64, 64));
}

#[wasm_bindgen_test]
async fn gif_has_one_frame_per_move_plus_the_empty_board() {
    let g = board("{}");
    g.load(JsValue::from_str("h8i9j10h9")).expect("load");
    let blob = blob_of(
        g.to_gif(opts("{ size: 200, delay: 100 }"))
            .expect("promise"),
    )
    .await;
    assert_eq!(get(&blob, "type").as_string().as_deref(), Some("image/gif"));
    let bytes = bytes_of(&blob).await;
    assert_eq!(&bytes[..6], b"GIF89a");
    let (frames, size, delays) = gif_info(&bytes);
    assert_eq!(frames, 5);
    assert_eq!(size, (200, 200));
    assert_eq!(delays, vec![10, 10, 10, 10, 30]);
    assert_eq!(image_size(&blob).await, (200, 200));
    // The browser's decoder shows the first frame: the empty board, wood at h8.
    let layout = gomoku::view::Layout::new(200.0, 200.0, 15, true);
    let (x, y) = layout.center(gomoku::game::Point::new(7, 7));
    let first = image_pixel(&blob, x as u32 + 2, y as u32 + 3).await;
    assert!(brightness(first) > 350, "empty board at h8: {first:?}");

    // Up to the position shown: after jumpTo(2), three frames.
    g.jump_to(JsValue::from(2)).expect("jump");
    let blob = blob_of(g.to_gif(JsValue::UNDEFINED).expect("promise")).await;
    let (frames, size, delays) = gif_info(&bytes_of(&blob).await);
    assert_eq!((frames, size), (3, (480, 480)));
    assert_eq!(delays, vec![70, 70, 210]);

    // An empty game is one frame.
    g.reset().expect("reset");
    let blob = blob_of(g.to_gif(opts("{ size: 64 }")).expect("promise")).await;
    let (frames, _, _) = gif_info(&bytes_of(&blob).await);
    assert_eq!(frames, 1);
}

#[wasm_bindgen_test]
async fn gif_of_a_won_game_ends_on_the_win() {
    let g = board("{ moveNumbers: true }");
    g.load(JsValue::from_str("h8a1h9a2h10a3h11a4h12"))
        .expect("load");
    assert!(!get(&g.state().expect("state"), "winner").is_null());
    let blob = blob_of(
        g.to_gif(opts("{ size: 128, delay: 20, coordinates: false }"))
            .expect("promise"),
    )
    .await;
    let (frames, _, delays) = gif_info(&bytes_of(&blob).await);
    assert_eq!(frames, 10);
    assert_eq!(delays.last(), Some(&6));
}

#[wasm_bindgen_test]
fn bad_options_throw_before_any_promise() {
    let g = board("{}");
    let cases = [
        ("5", "invalid-option"),
        ("'big'", "invalid-option"),
        ("[480]", "invalid-option"),
        ("{ size: 63 }", "invalid-option"),
        ("{ size: 4097 }", "invalid-option"),
        ("{ size: -480 }", "invalid-option"),
        ("{ size: '480' }", "invalid-argument"),
        ("{ size: 480.5 }", "invalid-argument"),
        ("{ size: NaN }", "invalid-argument"),
        (
            "{ size: { valueOf() { return 480; } } }",
            "invalid-argument",
        ),
        ("{ coordinates: 'yes' }", "invalid-option"),
        ("{ moveNumbers: 1 }", "invalid-option"),
        (
            "{ get size() { throw new Error('boom'); } }",
            "invalid-option",
        ),
    ];
    for (js, expected) in cases {
        let png = g.to_png(opts(js)).expect_err(js);
        assert_eq!(code(png), expected, "toPng({js})");
        let gif = g.to_gif(opts(js)).expect_err(js);
        assert_eq!(code(gif), expected, "toGif({js})");
    }
    let gif_only = [
        ("{ delay: 19 }", "invalid-option"),
        ("{ delay: 10001 }", "invalid-option"),
        ("{ delay: 700.5 }", "invalid-argument"),
        ("{ delay: '700' }", "invalid-argument"),
        ("{ get delay() { throw 1; } }", "invalid-option"),
    ];
    for (js, expected) in gif_only {
        let gif = g.to_gif(opts(js)).expect_err(js);
        assert_eq!(code(gif), expected, "toGif({js})");
    }
    // The board still works after every refusal.
    g.place(JsValue::from(7), JsValue::from(7))
        .expect("still usable");
}

/// A long game at the default size: every frame is there. The times are logged for a look,
/// never judged (speed is a benchmark's business).
#[wasm_bindgen_test]
async fn gif_of_sixty_moves_at_480_px() {
    let g = board("{}");
    g.load(JsValue::from_str(SIXTY)).expect("sixty moves");
    assert_eq!(
        get(&g.state().expect("state"), "moveCount").as_f64(),
        Some(60.0)
    );
    let start = js_sys::Date::now();
    let blob = blob_of(g.to_gif(opts("{ size: 480 }")).expect("promise")).await;
    let elapsed = js_sys::Date::now() - start;
    let bytes = bytes_of(&blob).await;
    let (frames, size, delays) = gif_info(&bytes);
    assert_eq!((frames, size), (61, (480, 480)));
    assert_eq!(delays.last(), Some(&210), "the last frame is held");
    console_log!(
        "toGif: 60 moves at 480 px took {elapsed} ms, {} bytes",
        bytes.len()
    );
    g.reset().expect("reset");
    let start = js_sys::Date::now();
    let one = blob_of(g.to_gif(opts("{ size: 480 }")).expect("promise")).await;
    console_log!(
        "toGif: empty board (palette + one frame) at 480 px took {} ms",
        js_sys::Date::now() - start
    );
    assert_eq!(
        gif_info(&bytes_of(&one).await).0,
        1,
        "the empty board alone"
    );
    let start = js_sys::Date::now();
    let png = blob_of(g.to_png(opts("{ size: 480 }")).expect("promise")).await;
    console_log!("toPng: 480 px took {} ms", js_sys::Date::now() - start);
    assert_eq!(image_size(&png).await, (480, 480));
}
