//! The engine requests in flight, each tied to the version of the game it was made for.

/// What a request is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The engine's own move (or opening decision), played when it arrives.
    Move,
    /// A `hint()` to resolve.
    Hint,
    /// The analysis stream of the position shown.
    Analysis,
}

/// One request in flight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pending {
    /// The request's number.
    pub id: u32,
    /// The game's version when it was made: a reply for another version is stale.
    pub version: u64,
    /// What it is for.
    pub purpose: Purpose,
}

/// The requests in flight and the next number to give.
#[derive(Clone, Debug, Default)]
pub struct Requests {
    pending: Vec<Pending>,
    last_id: u32,
}

impl Requests {
    /// A new request number, not yet in flight.
    pub fn next_id(&mut self) -> u32 {
        self.last_id = self.last_id.wrapping_add(1);
        self.last_id
    }

    /// Records a request in flight; returns its number.
    pub fn open(&mut self, version: u64, purpose: Purpose) -> u32 {
        let id = self.next_id();
        self.pending.push(Pending {
            id,
            version,
            purpose,
        });
        id
    }

    /// The request with number `id`, if it is in flight.
    pub fn get(&self, id: u32) -> Option<Pending> {
        self.pending.iter().copied().find(|p| p.id == id)
    }

    /// Ends the request with number `id`.
    pub fn close(&mut self, id: u32) -> Option<Pending> {
        let i = self.pending.iter().position(|p| p.id == id)?;
        Some(self.pending.remove(i))
    }

    /// Ends and returns every request `stale` says no longer fits.
    pub fn close_where(&mut self, stale: impl Fn(&Pending) -> bool) -> Vec<Pending> {
        let gone = self.pending.iter().copied().filter(|p| stale(p)).collect();
        self.pending.retain(|p| !stale(p));
        gone
    }

    /// Whether a request for `purpose` is in flight.
    pub fn any(&self, purpose: Purpose) -> bool {
        self.pending.iter().any(|p| p.purpose == purpose)
    }
}
