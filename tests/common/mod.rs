//! Helpers shared by the browser tests (wasm-bindgen-test in headless Chromium).
#![cfg(target_arch = "wasm32")]
#![allow(dead_code)] // each test file uses its own subset

use js_sys::Reflect;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlCanvasElement;

/// The page's document.
pub fn document() -> web_sys::Document {
    web_sys::window()
        .and_then(|w| w.document())
        .expect("document")
}

/// A 300x300 CSS-pixel canvas in the page.
pub fn canvas() -> HtmlCanvasElement {
    let c: HtmlCanvasElement = document()
        .create_element("canvas")
        .expect("create")
        .dyn_into()
        .expect("canvas");
    c.style().set_property("width", "300px").expect("style");
    c.style().set_property("height", "300px").expect("style");
    c.style().set_property("display", "block").expect("style");
    document()
        .body()
        .expect("body")
        .append_child(&c)
        .expect("append");
    c
}

/// A JS value from a JS expression, such as an options literal.
pub fn opts(js: &str) -> JsValue {
    js_sys::eval(&format!("({js})")).expect("options literal")
}

/// `v[key]`.
pub fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &key.into()).expect("get")
}

/// The `code` of a thrown error, checking it is a real `Error`.
pub fn code(err: JsValue) -> String {
    assert!(
        err.is_instance_of::<js_sys::Error>(),
        "a real Error, got {err:?}"
    );
    get(&err, "code").as_string().expect("code is a string")
}

/// A JS number.
pub fn num(v: f64) -> JsValue {
    JsValue::from_f64(v)
}

/// The sum of the colour channels of a pixel.
pub fn brightness(p: [u8; 4]) -> u32 {
    p[0] as u32 + p[1] as u32 + p[2] as u32
}
