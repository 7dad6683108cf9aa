//! What waits for an engine request by its number: a `hint()` promise's resolve function.

/// Handles waiting for requests, by request number; each is taken once.
#[derive(Debug)]
pub struct Pending<T> {
    waiting: Vec<(u32, T)>,
}

impl<T> Default for Pending<T> {
    fn default() -> Pending<T> {
        Pending {
            waiting: Vec::new(),
        }
    }
}

impl<T> Pending<T> {
    /// `handle` waits for request `id`.
    pub fn wait(&mut self, id: u32, handle: T) {
        self.waiting.push((id, handle));
    }

    /// The handle waiting for request `id`, which then waits no longer; `None` if none does
    /// (it was resolved already, or the request was not one anybody waits for).
    pub fn take(&mut self, id: u32) -> Option<T> {
        let i = self.waiting.iter().position(|(w, _)| *w == id)?;
        Some(self.waiting.remove(i).1)
    }

    /// How many handles wait.
    pub fn len(&self) -> usize {
        self.waiting.len()
    }

    /// Whether nothing waits.
    pub fn is_empty(&self) -> bool {
        self.waiting.is_empty()
    }
}
