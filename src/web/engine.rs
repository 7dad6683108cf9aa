//! The engine's transport: typed requests to module Web Workers that run the engine's own
//! module (www/pkg/gomoku_engine.js, compiled once per page and posted to each worker), typed
//! replies back; where workers are forbidden, the engine's module runs on the page after the
//! call. Requests and replies travel as the protocol's numbers (`Request::encode`,
//! `Reply::decode`) in a `Float64Array`.

use std::rc::Rc;

use js_sys::Float64Array;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

use crate::ai::{Reply, Request};

#[wasm_bindgen(module = "/src/web/js/engine-host.js")]
extern "C" {
    /// A module worker running the engine's module (it is sent the compiled module first).
    #[wasm_bindgen(catch, js_name = spawnEngineWorker)]
    fn spawn_engine_worker() -> Result<Worker, JsValue>;
    /// Without workers: runs an encoded request on the page after this call; `done` receives
    /// the encoded reply, or null if the engine's module cannot load.
    #[wasm_bindgen(js_name = thinkOnPage)]
    fn think_on_page(request: &Float64Array, done: &js_sys::Function);
}

/// Where the engine's replies go.
pub type Sink = Rc<dyn Fn(Reply)>;

/// The workers and the requests they are working on.
pub struct EngineLink {
    sink: Sink,
    on_message: Closure<dyn FnMut(MessageEvent)>,
    on_error: Closure<dyn FnMut(web_sys::Event)>,
    /// Moves and hints, one after the other, with the messages posted to it.
    worker: Option<Worker>,
    queued: Vec<(u32, JsValue)>,
    /// The analysis stream, on a worker of its own.
    analysis: Option<(u32, Worker)>,
    /// A worker started ahead, so a cancelled search is replaced at once, not after a start-up.
    spare: Option<Worker>,
}

/// An encoded reply, or the empty reply to `id` when there is none.
fn decode(numbers: Option<Vec<f64>>, id: u32) -> Reply {
    numbers
        .and_then(|n| Reply::decode(&n))
        .unwrap_or_else(|| Reply::empty(id))
}

impl EngineLink {
    /// A link that hands every reply to `sink`; `on_error` runs when a worker fails (its module
    /// did not load, or it crashed). No worker starts before the first request.
    pub fn new(sink: Sink, on_error: impl FnMut(web_sys::Event) + 'static) -> EngineLink {
        let to = sink.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
            let numbers = ev.data().dyn_into::<Float64Array>().map(|a| a.to_vec());
            if let Some(reply) = numbers.ok().and_then(|n| Reply::decode(&n)) {
                to(reply);
            }
        });
        EngineLink {
            sink,
            on_message,
            on_error: Closure::new(on_error),
            worker: None,
            queued: Vec::new(),
            analysis: None,
            spare: None,
        }
    }

    fn spawn(&self) -> Option<Worker> {
        let worker = spawn_engine_worker().ok()?;
        worker.set_onmessage(Some(self.on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(self.on_error.as_ref().unchecked_ref()));
        Some(worker)
    }

    /// A worker to put to work: the spare if there is one; a new spare is started behind it.
    fn take_worker(&mut self) -> Option<Worker> {
        let worker = self.spare.take().or_else(|| self.spawn())?;
        self.spare = self.spawn();
        Some(worker)
    }

    /// Sends `request` to a worker (or, without workers, runs it on the page after this call).
    pub fn send(&mut self, request: Request) {
        let message = Float64Array::from(&request.encode()[..]);
        if request.stream {
            if let Some((_, w)) = self.analysis.take() {
                w.terminate();
            }
            // Without workers there is no analysis: it would block the page for its whole run.
            self.analysis = self.take_worker().map(|w| {
                let _ = w.post_message(&message);
                (request.id, w)
            });
            return;
        }
        if self.worker.is_none() {
            self.worker = self.take_worker();
        }
        match &self.worker {
            Some(w) => {
                let _ = w.post_message(&message);
                self.queued.push((request.id, message.into()));
            }
            None => {
                let (sink, id) = (self.sink.clone(), request.id);
                let done = Closure::once_into_js(move |reply: JsValue| {
                    let numbers = reply.dyn_into::<Float64Array>().ok().map(|a| a.to_vec());
                    sink(decode(numbers, id));
                });
                think_on_page(&message, done.unchecked_ref());
            }
        }
    }

    /// A final reply came: its request is done.
    pub fn settled(&mut self, reply: &Reply) {
        if !reply.partial {
            self.queued.retain(|(id, _)| *id != reply.id);
        }
    }

    /// Stops the request `id` if a worker is on it. A running search cannot be interrupted
    /// from outside: its worker ends, and the spare takes over the requests still waiting.
    pub fn cancel(&mut self, id: u32) {
        if self.analysis.as_ref().is_some_and(|(a, _)| *a == id) {
            if let Some((_, w)) = self.analysis.take() {
                w.terminate();
            }
            return;
        }
        let Some(i) = self.queued.iter().position(|(q, _)| *q == id) else {
            return;
        };
        self.queued.remove(i);
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
        if !self.queued.is_empty() {
            self.worker = self.take_worker();
            if let Some(w) = &self.worker {
                for (_, message) in &self.queued {
                    let _ = w.post_message(message);
                }
            }
        }
    }

    /// A worker failed: every worker ends, and every request in flight gets an empty reply
    /// (the engine plays nothing and stops thinking); the next request starts afresh.
    pub fn failed(&mut self) -> Vec<Reply> {
        let mut ids: Vec<u32> = self.queued.drain(..).map(|(id, _)| id).collect();
        if let Some((id, _)) = &self.analysis {
            ids.push(*id);
        }
        self.shutdown();
        ids.into_iter().map(Reply::empty).collect()
    }

    /// Ends every worker, busy or idle.
    pub fn shutdown(&mut self) {
        for w in [
            self.worker.take(),
            self.analysis.take().map(|(_, w)| w),
            self.spare.take(),
        ]
        .into_iter()
        .flatten()
        {
            w.terminate();
        }
        self.queued.clear();
    }
}
