//! The engine's transport: typed requests to a module Web Worker that runs the same wasm (or,
//! where workers are forbidden, a search on this thread after the call), typed replies back.
//! Both travel as the protocol's numbers (`Request::encode`, `Reply::decode`) in a
//! `Float64Array`.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

use js_sys::Float64Array;

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
            let numbers = ev.data().dyn_into::<Float64Array>().map(|a| a.to_vec());
            if let Some(reply) = numbers.ok().and_then(|n| Reply::decode(&n)) {
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
        let message: JsValue = Float64Array::from(&request.encode()[..]).into();
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
                let later = Closure::once_into_js(move || sink(think(&request, &|_| {})));
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

/// Runs `request` on this thread's engine; `report` hears the streamed partial replies.
fn think(request: &Request, report: &dyn Fn(&Reply)) -> Reply {
    ENGINE.with(|e| {
        let mut slot = e.borrow_mut();
        let engine = slot.get_or_insert_with(Engine::new);
        protocol::run(engine, request, &js_sys::Date::now, &mut |partial| {
            report(partial)
        })
    })
}

/// Internal, for the engine worker: answers an encoded request (`Request::encode`) with an
/// encoded reply; `report` receives the encoded partial replies of a streaming request.
#[wasm_bindgen(js_name = engineThink)]
pub fn engine_think(request: &[f64], report: &js_sys::Function) -> Vec<f64> {
    let reply = match Request::decode(request) {
        Some(request) => think(&request, &|partial| {
            let numbers = Float64Array::from(&partial.encode()[..]);
            let _ = report.call1(&JsValue::NULL, &numbers);
        }),
        None => Reply::empty(request.first().copied().unwrap_or(0.0) as u32),
    };
    reply.encode()
}
