//! Rust values into plain, JSON-safe JS data.

use wasm_bindgen::JsValue;

#[cfg(feature = "engine")]
use super::js_data::{array, object, point};
use crate::game::{Game, MoveInfo};
use crate::play::{json, Answer};

/// The JS value of JSON text we wrote.
pub fn parse(json: &str) -> JsValue {
    js_sys::JSON::parse(json).unwrap_or(JsValue::NULL)
}

/// An analysis report as the `detail` of a `gomoku:analysis` event: `{ depth, eval, winRate,
/// bestLine, nodes, nps, forcedWin, forcedLoss, lines }`, absent numbers `null`. Built field by
/// field rather than through a serializer, whose code the first paint would wait for, and
/// without JSON text, which would need float formatting in the board's module. Each struct is
/// taken apart whole, so a new field cannot be left out.
#[cfg(feature = "engine")]
pub fn report_js(report: &crate::ai::Report) -> JsValue {
    let crate::ai::Report {
        depth,
        eval,
        win_rate,
        best_line,
        nodes,
        nps,
        forced_win,
        forced_loss,
        lines,
    } = report;
    object(&[
        ("depth", (*depth).into()),
        ("eval", (*eval).into()),
        ("winRate", (*win_rate).into()),
        ("bestLine", points(best_line)),
        ("nodes", (*nodes as f64).into()),
        ("nps", (*nps).into()),
        ("forcedWin", nullable(*forced_win)),
        ("forcedLoss", nullable(*forced_loss)),
        ("lines", array(lines.iter().map(report_line))),
    ])
}

/// One candidate of a report: `{ move, eval, winRate, line, forcedWin, forcedLoss }`.
#[cfg(feature = "engine")]
fn report_line(line: &crate::ai::ReportLine) -> JsValue {
    let crate::ai::ReportLine {
        mv,
        eval,
        win_rate,
        line,
        forced_win,
        forced_loss,
    } = line;
    object(&[
        ("move", point(mv)),
        ("eval", (*eval).into()),
        ("winRate", (*win_rate).into()),
        ("line", points(line)),
        ("forcedWin", nullable(*forced_win)),
        ("forcedLoss", nullable(*forced_loss)),
    ])
}

#[cfg(feature = "engine")]
fn points(line: &[crate::ai::protocol::NamedPoint]) -> JsValue {
    array(line.iter().map(point))
}

/// The number, or `null` (never `undefined`, which JSON would drop).
#[cfg(feature = "engine")]
fn nullable(n: Option<u32>) -> JsValue {
    n.map_or(JsValue::NULL, JsValue::from)
}

/// The `state()` object.
pub fn state_js(game: &Game) -> JsValue {
    parse(&json::state(game))
}

/// What `place`, `undo` and `redo` return: the move on a board of `size`, or null.
pub fn answer_js(size: usize, answer: Answer) -> JsValue {
    answer.moved().map_or(JsValue::NULL, |m| {
        parse(&json::move_info(&MoveInfo::new(&m, size)))
    })
}
