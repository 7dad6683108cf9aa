//! The engine's module, for its Web Worker (www/pkg/engine-worker.js): one export that answers
//! a request of the typed protocol, both as the protocol's numbers (`Request::encode`).

use std::cell::RefCell;

use js_sys::Float64Array;
use wasm_bindgen::prelude::*;

use crate::ai::Engine;
use crate::play::answer_encoded;

thread_local! {
    // One engine per worker: its transposition table and history carry over between requests.
    static ENGINE: RefCell<Option<Engine>> = const { RefCell::new(None) };
}

/// Makes the engine (its transposition table) now, so the first request does not wait for it:
/// a worker started ahead as a spare is ready to search the moment it takes over.
#[wasm_bindgen(js_name = engineWarm)]
pub fn engine_warm() {
    ENGINE.with(|e| {
        e.borrow_mut().get_or_insert_with(Engine::new);
    });
}

/// Answers an encoded request (`Request::encode`) with an encoded reply; `report` receives the
/// encoded partial replies of a streaming request.
#[wasm_bindgen(js_name = engineThink)]
pub fn engine_think(request: &[f64], report: &js_sys::Function) -> Vec<f64> {
    ENGINE.with(|e| {
        let mut slot = e.borrow_mut();
        let engine = slot.get_or_insert_with(Engine::new);
        answer_encoded(engine, request, &js_sys::Date::now, &mut |partial| {
            let numbers = Float64Array::from(&partial[..]);
            let _ = report.call1(&JsValue::NULL, &numbers);
        })
    })
}
