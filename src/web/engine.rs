//! The engine's transport: typed requests to a module Web Worker that runs the same wasm (or,
//! where workers are forbidden, a search on this thread after the call), typed replies back.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

use super::convert::to_plain;
use crate::ai::{protocol, Engine, Reply, Request};

#[wasm_bindgen(module = "/src/web/engine_worker.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = spawnEngineWorker)]
    fn spawn_engine_worker() -> Result<Worker, JsValue>;
}

/// Where the engine's replies go.
pub type Sink = Rc<dyn Fn(Reply)>;

/// The workers and the requests they are working on.
pub struct EngineLink {
    sink: Sink,
    on_message: Closure<dyn FnMut(MessageEvent)>,
    /// Moves and hints, one after the other, with the messages posted to it.
    worker: Option<Worker>,
    queued: Vec<(u32, JsValue)>,
    /// The analysis stream, on a worker of its own.
    analysis: Option<(u32, Worker)>,
}

impl EngineLink {
    /// A link that hands every reply to `sink`; no worker starts before the first request.
    pub fn new(sink: Sink) -> EngineLink {
        let to = sink.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
            if let Ok(reply) = serde_wasm_bindgen::from_value::<Reply>(ev.data()) {
                to(reply);
            }
        });
        EngineLink {
            sink,
            on_message,
            worker: None,
            queued: Vec::new(),
            analysis: None,
        }
    }

    fn spawn(&self) -> Option<Worker> {
        let worker = spawn_engine_worker().ok()?;
        worker.set_onmessage(Some(self.on_message.as_ref().unchecked_ref()));
        Some(worker)
    }

    /// Sends `request` to a worker (or, without workers, searches after this call).
    pub fn send(&mut self, request: Request) {
        let message = to_plain(&request);
        if request.stream {
            if let Some((_, w)) = self.analysis.take() {
                w.terminate();
            }
            // Without workers there is no analysis: it would block the page for its whole run.
            self.analysis = self.spawn().map(|w| {
                let _ = w.post_message(&message);
                (request.id, w)
            });
            return;
        }
        if self.worker.is_none() {
            self.worker = self.spawn();
        }
        match &self.worker {
            Some(w) => {
                let _ = w.post_message(&message);
                self.queued.push((request.id, message));
            }
            None => {
                let sink = self.sink.clone();
                let later = Closure::once_into_js(move || sink(think(&request, None)));
                if let Some(win) = web_sys::window() {
                    let _ = win.set_timeout_with_callback(later.unchecked_ref());
                }
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
    /// from outside: its worker ends, and a fresh one takes over the requests still waiting.
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
            self.worker = self.spawn();
            if let Some(w) = &self.worker {
                for (_, message) in &self.queued {
                    let _ = w.post_message(message);
                }
            }
        }
    }

    /// Ends every worker, busy or idle.
    pub fn shutdown(&mut self) {
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
        if let Some((_, w)) = self.analysis.take() {
            w.terminate();
        }
        self.queued.clear();
    }
}

thread_local! {
    static ENGINE: RefCell<Option<Engine>> = const { RefCell::new(None) };
}

/// Runs `request` on this thread's engine.
fn think(request: &Request, report: Option<&js_sys::Function>) -> Reply {
    ENGINE.with(|e| {
        let mut slot = e.borrow_mut();
        let engine = slot.get_or_insert_with(Engine::new);
        protocol::run(engine, request, &js_sys::Date::now, &mut |partial| {
            if let Some(f) = report {
                let _ = f.call1(&JsValue::NULL, &to_plain(partial));
            }
        })
    })
}

/// Internal, for the engine worker: answers a request object (`Request`, camelCase) with a
/// reply object; `report` receives the streamed partial replies.
#[wasm_bindgen(js_name = engineThink)]
pub fn engine_think(request: JsValue, report: Option<js_sys::Function>) -> JsValue {
    let reply = match serde_wasm_bindgen::from_value::<Request>(request) {
        Ok(request) => think(&request, report.as_ref()),
        Err(_) => Reply::empty(0),
    };
    to_plain(&reply)
}
