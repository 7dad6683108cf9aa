//! Search limits: a node budget, a deadline read from the caller's clock, and a stop flag.

use std::sync::atomic::{AtomicBool, Ordering};

/// How often (in nodes) the clock and the stop flag are read.
const POLL_EVERY: u64 = 256;

/// The limits of one search, polled by the search and the threat solvers.
pub struct Ctl<'a> {
    /// Stop when the position's node counter reaches this.
    pub node_limit: u64,
    /// Stop when the clock reads this many milliseconds (infinite for none).
    pub deadline: f64,
    clock: &'a dyn Fn() -> f64,
    stop: &'a AtomicBool,
    /// Set once a limit was hit; every search routine then unwinds.
    pub stopped: bool,
    next_poll: u64,
}

impl<'a> Ctl<'a> {
    /// Limits from a node budget, a deadline, the clock and a stop flag.
    pub fn new(
        node_limit: u64,
        deadline: f64,
        clock: &'a dyn Fn() -> f64,
        stop: &'a AtomicBool,
    ) -> Self {
        Ctl {
            node_limit,
            deadline,
            clock,
            stop,
            stopped: false,
            next_poll: 0,
        }
    }

    /// The clock's reading, in milliseconds.
    pub fn now(&self) -> f64 {
        (self.clock)()
    }

    /// Whether the search must stop, given the node counter.
    pub fn poll(&mut self, nodes: u64) -> bool {
        if self.stopped {
            return true;
        }
        if nodes >= self.node_limit {
            self.stopped = true;
        } else if nodes >= self.next_poll {
            self.next_poll = nodes + POLL_EVERY;
            if (self.clock)() >= self.deadline || self.stop.load(Ordering::Relaxed) {
                self.stopped = true;
            }
        }
        self.stopped
    }
}
