//! The engine's transport: typed requests to module Web Workers that run the engine's own
//! module (www/pkg/gomoku_engine.js, compiled once per page and posted to each worker), typed
//! replies back; where workers are forbidden, the engine's module runs on the page after the
//! call. Requests and replies travel as the protocol's numbers (`Request::encode`,
//! `Reply::decode`) in a `Float64Array`. Which worker has which request, and how the workers
//! keep in step with the controller, is `play::WorkerLink`'s.

use std::rc::Rc;

use js_sys::Float64Array;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

use crate::ai::{Reply, Request};
use crate::play::{page_reply, worker_reply, WorkerLink, Workers};

#[wasm_bindgen(module = "/src/web/js/engine-host.js")]
extern "C" {
    /// A module worker running the engine's module (it is sent the compiled module first).
    #[wasm_bindgen(catch, js_name = spawnEngineWorker)]
    fn spawn_engine_worker() -> Result<Worker, JsValue>;
    /// Without workers: runs an encoded request on the page after this call; `done` receives
    /// `[reply]` (encoded), or `[]` if the engine's module cannot load.
    #[wasm_bindgen(js_name = thinkOnPage)]
    fn think_on_page(request: &Float64Array, done: &js_sys::Function);
}

/// Where the engine's replies go; `None` when a worker failed (its module did not load, or
/// it crashed).
pub type Sink = Rc<dyn Fn(Option<Reply>)>;

/// Starts, posts to and ends the page's engine workers.
pub struct WebWorkers {
    on_message: Closure<dyn FnMut(web_sys::Event)>,
    on_error: Closure<dyn FnMut(web_sys::Event)>,
}

fn encoded(request: &Request) -> Float64Array {
    Float64Array::from(&request.encode()[..])
}

/// The numbers of a `Float64Array`, if `value` is one.
pub fn numbers(value: JsValue) -> Option<Vec<f64>> {
    value.dyn_into::<Float64Array>().ok().map(|a| a.to_vec())
}

impl Workers for WebWorkers {
    type Worker = Worker;

    fn spawn(&mut self) -> Option<Worker> {
        let worker = spawn_engine_worker().ok()?;
        worker.set_onmessage(Some(self.on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(self.on_error.as_ref().unchecked_ref()));
        Some(worker)
    }

    fn post(&mut self, worker: &Worker, request: &Request) {
        let _ = worker.post_message(&encoded(request));
    }

    fn terminate(&mut self, worker: Worker) {
        worker.terminate();
    }
}

/// The workers, and where their replies go.
pub struct EngineLink {
    sink: Sink,
    /// The workers in step with the controller.
    pub link: WorkerLink<WebWorkers>,
}

impl EngineLink {
    /// A link that hands every reply, and every failure of a worker, to `sink`. No worker
    /// starts before the first request.
    pub fn new(sink: Sink) -> EngineLink {
        let to = sink.clone();
        // A reply that does not decode still ends its request (or fails the worker).
        // A closure of the listeners' type (`dom::Listener`): no other is compiled for it.
        let on_message = Closure::<dyn FnMut(web_sys::Event)>::new(move |ev: web_sys::Event| {
            to(worker_reply(numbers(
                ev.unchecked_into::<MessageEvent>().data(),
            )))
        });
        let to = sink.clone();
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| to(None));
        let link = WorkerLink::new(WebWorkers {
            on_message,
            on_error,
        });
        EngineLink { sink, link }
    }

    /// Runs `request` on the page after this call (where workers are forbidden).
    pub fn think_on_page(&self, request: Request) {
        let (sink, id) = (self.sink.clone(), request.id);
        // Of the closure type the resize observers use, so that no other is compiled for it;
        // called once, and the page owns it from now on.
        let done = Closure::<dyn FnMut(js_sys::Array)>::new(move |answer: js_sys::Array| {
            sink(Some(page_reply(id, numbers(answer.get(0)))))
        });
        think_on_page(&encoded(&request), done.into_js_value().unchecked_ref());
    }
}
