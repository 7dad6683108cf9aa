//! The engine's messages as the protocol's numbers, at both ends: what the engine's module
//! answers (`engineThink`), and what the page makes of the reply of the engine it ran itself.

use crate::ai::{protocol, Engine, Reply, Request};

/// Answers the encoded request `numbers` on `engine` with an encoded reply; `report` hears
/// each partial reply of a streaming request, encoded. A request that does not decode is
/// answered empty, under the number it starts with, so nothing waits for it.
pub fn answer_encoded(
    engine: &mut Engine,
    numbers: &[f64],
    clock: &dyn Fn() -> f64,
    report: &mut dyn FnMut(Vec<f64>),
) -> Vec<f64> {
    let Some(request) = Request::decode(numbers) else {
        return Reply::empty(numbers.first().copied().unwrap_or(0.0) as u32).encode();
    };
    protocol::run(engine, &request, clock, &mut |partial| {
        report(partial.encode())
    })
    .encode()
}

/// The reply to request `id` from the engine run on the page: `numbers` decoded, or the
/// empty reply if there are none (its module did not load) or they do not decode.
pub fn page_reply(id: u32, numbers: Option<Vec<f64>>) -> Reply {
    numbers
        .and_then(|n| Reply::decode(&n))
        .unwrap_or_else(|| Reply::empty(id))
}

/// What a worker's message says: its reply decoded; a reply that does not decode but starts
/// with a request's number answers that request empty, so nothing waits for it; `None` when
/// not even the number can be read (the binding then treats the worker as failed, which
/// answers everything it had empty).
pub fn worker_reply(numbers: Option<Vec<f64>>) -> Option<Reply> {
    let numbers = numbers?;
    Reply::decode(&numbers).or_else(|| {
        let id = *numbers.first()?;
        let whole = id.fract() == 0.0 && (0.0..=u32::MAX as f64).contains(&id);
        whole.then(|| Reply::empty(id as u32))
    })
}
