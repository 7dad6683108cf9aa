//! The engine's workers as the binding keeps them: which requests each worker has, what is
//! posted again after a cancel, what is answered empty after a failure, and the spare started
//! ahead. Moves and hints, the analysis and a review each have their own worker, so none waits
//! for another. The binding starts, posts to and ends the workers themselves (`Workers`).

use crate::ai::{Reply, Request};

/// Which worker a request goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lane {
    /// Moves and hints, one after the other on one worker.
    Play,
    /// The analysis stream, on a worker of its own; a new stream replaces the old.
    Analysis,
    /// A review's searches, one at a time on a worker of its own, kept between them so that
    /// its transposition table serves the next position.
    Review,
}

/// What the binding does with workers.
pub trait Workers {
    /// One worker.
    type Worker;
    /// Starts a worker; `None` where workers are forbidden.
    fn spawn(&mut self) -> Option<Self::Worker>;
    /// Posts `request` to `worker`.
    fn post(&mut self, worker: &Self::Worker, request: &Request);
    /// Ends `worker`, busy or idle.
    fn terminate(&mut self, worker: Self::Worker);
}

/// The workers and the requests they are working on.
pub struct Pool<W: Workers> {
    host: W,
    /// Moves and hints, one after the other, with the requests posted to it.
    worker: Option<W::Worker>,
    queued: Vec<Request>,
    /// The analysis stream, on a worker of its own.
    analysis: Option<(u32, W::Worker)>,
    /// The review's worker, and the request it is on.
    review: Option<W::Worker>,
    reviewing: Option<u32>,
    /// A worker started ahead, so a cancelled search is replaced at once, not after a start-up.
    spare: Option<W::Worker>,
}

impl<W: Workers> Pool<W> {
    /// No worker starts before the first request.
    pub fn new(host: W) -> Pool<W> {
        Pool {
            host,
            worker: None,
            queued: Vec::new(),
            analysis: None,
            review: None,
            reviewing: None,
            spare: None,
        }
    }

    /// A worker to put to work: the spare if there is one; a new spare is started behind it.
    fn take_worker(&mut self) -> Option<W::Worker> {
        let worker = self.spare.take().or_else(|| self.host.spawn())?;
        self.spare = self.host.spawn();
        Some(worker)
    }

    /// Sends `request` to a worker of `lane`. Without workers a move, hint or review search
    /// comes back, for the binding to run on the page; an analysis is dropped (it would block
    /// the page for its whole run).
    pub fn send(&mut self, request: Request, lane: Lane) -> Option<Request> {
        if lane == Lane::Review {
            if self.review.is_none() {
                self.review = self.take_worker();
            }
            let Some(w) = self.review.as_ref() else {
                return Some(request);
            };
            self.host.post(w, &request);
            self.reviewing = Some(request.id);
            return None;
        }
        if lane == Lane::Analysis {
            if let Some((_, w)) = self.analysis.take() {
                self.host.terminate(w);
            }
            if let Some(w) = self.take_worker() {
                self.host.post(&w, &request);
                self.analysis = Some((request.id, w));
            }
            return None;
        }
        if self.worker.is_none() {
            self.worker = self.take_worker();
        }
        match &self.worker {
            Some(w) => {
                self.host.post(w, &request);
                self.queued.push(request);
                None
            }
            None => Some(request),
        }
    }

    /// A final reply came: its request is done.
    pub fn settled(&mut self, reply: &Reply) {
        if !reply.partial {
            self.queued.retain(|r| r.id != reply.id);
            if self.reviewing == Some(reply.id) {
                self.reviewing = None;
            }
        }
    }

    /// Stops the request `id` if a worker is on it. A running search cannot be interrupted
    /// from outside: its worker ends, and the spare takes over the requests still waiting.
    pub fn cancel(&mut self, id: u32) {
        if self.reviewing == Some(id) {
            self.reviewing = None;
            if let Some(w) = self.review.take() {
                self.host.terminate(w);
            }
            return;
        }
        if self.analysis.as_ref().is_some_and(|(a, _)| *a == id) {
            if let Some((_, w)) = self.analysis.take() {
                self.host.terminate(w);
            }
            return;
        }
        let Some(i) = self.queued.iter().position(|r| r.id == id) else {
            return;
        };
        self.queued.remove(i);
        if let Some(w) = self.worker.take() {
            self.host.terminate(w);
        }
        if !self.queued.is_empty() {
            self.worker = self.take_worker();
            if let Some(w) = &self.worker {
                for request in &self.queued {
                    self.host.post(w, request);
                }
            }
        }
    }

    /// A worker failed: every worker ends, and every request in flight gets an empty reply
    /// (the engine plays nothing and stops thinking); the next request starts afresh.
    pub fn failed(&mut self) -> Vec<Reply> {
        let mut ids: Vec<u32> = self.queued.drain(..).map(|r| r.id).collect();
        if let Some((id, _)) = &self.analysis {
            ids.push(*id);
        }
        ids.extend(self.reviewing);
        self.shutdown();
        ids.into_iter().map(Reply::empty).collect()
    }

    /// Ends every worker, busy or idle.
    pub fn shutdown(&mut self) {
        for w in [
            self.worker.take(),
            self.analysis.take().map(|(_, w)| w),
            self.review.take(),
            self.spare.take(),
        ]
        .into_iter()
        .flatten()
        {
            self.host.terminate(w);
        }
        self.queued.clear();
        self.reviewing = None;
    }
}
