//! The controller and the engine's workers kept in step, as the binding drives them: a last
//! reply settles its request in the pool before the controller hears it, a failed worker's
//! requests are answered empty, every worker ends before `destroy()` reaches the controller,
//! and replies known without a search (book stones) wait until the current call returns.

use super::command::{Answer, Command};
use super::controller::Controller;
use super::effect::Effect;
use super::workers::{Pool, Workers};
use crate::ai::{Reply, Request};
use crate::game::GameError;

/// The controller's effects once the engine's own were carried out.
#[derive(Debug, Default, PartialEq)]
pub struct Routed {
    /// What is left for the page (paint, events, speech, storage, hints), in order.
    pub page: Vec<Effect>,
    /// Requests for the page to run itself: it may not start workers.
    pub on_page: Vec<Request>,
    /// Replies to hand back as commands once the current call has returned.
    pub later: Vec<Reply>,
}

/// The engine's workers, in step with a controller.
pub struct WorkerLink<W: Workers> {
    pool: Pool<W>,
}

impl<W: Workers> WorkerLink<W> {
    /// A link over `host`'s workers; none starts before the first request.
    pub fn new(host: W) -> WorkerLink<W> {
        WorkerLink {
            pool: Pool::new(host),
        }
    }

    /// Applies `command` to `ctl`. A last reply first settles its request in the pool, so a
    /// cancel the reply causes does not post it again; `destroy()` first ends every worker,
    /// so nothing needs cancelling one by one.
    pub fn apply(&mut self, ctl: &mut Controller, command: Command) -> Result<Answer, GameError> {
        match &command {
            Command::Reply(reply) => self.pool.settled(reply),
            Command::Destroy => self.pool.shutdown(),
            _ => {}
        }
        ctl.apply(command)
    }

    /// Carries out the engine's part of `effects` (sends and cancels go to the workers) and
    /// returns the rest.
    pub fn route(&mut self, effects: Vec<Effect>) -> Routed {
        let mut routed = Routed::default();
        for effect in effects {
            match effect {
                Effect::Send(request, lane) => routed.on_page.extend(self.pool.send(request, lane)),
                Effect::Cancel(id) => self.pool.cancel(id),
                Effect::Answer(reply) => routed.later.push(reply),
                other => routed.page.push(other),
            }
        }
        routed
    }

    /// A worker failed (its module did not load, or it crashed): every worker ends, and the
    /// replies returned, one per request in flight, end those requests (for `apply`).
    pub fn failed(&mut self) -> Vec<Reply> {
        self.pool.failed()
    }
}
