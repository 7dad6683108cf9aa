//! Rust values into plain, JSON-safe JS data.

use wasm_bindgen::JsValue;

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

/// What `review()` resolves to: `{ moves: [{ number, move: { x, y, color, name },
/// winRateBefore, winRateAfter, best, bestWinRate, loss, class }], summary: { black, white } }`,
/// built field by field like the analysis detail.
#[cfg(feature = "engine")]
pub fn review_js(review: &crate::play::Review) -> JsValue {
    let crate::play::Review { moves, summary } = review;
    let crate::play::Summary { black, white } = summary;
    object(&[
        ("moves", array(moves.iter().map(reviewed_move))),
        (
            "summary",
            object(&[("black", side(black)), ("white", side(white))]),
        ),
    ])
}

/// One move of a review.
#[cfg(feature = "engine")]
fn reviewed_move(m: &crate::play::MoveReview) -> JsValue {
    let crate::play::MoveReview {
        number,
        mv,
        win_rate_before,
        win_rate_after,
        best,
        best_win_rate,
        loss,
        class,
    } = m;
    let crate::play::PlayedMove { x, y, color, name } = mv;
    object(&[
        ("number", (*number as f64).into()),
        (
            "move",
            object(&[
                ("x", (*x as f64).into()),
                ("y", (*y as f64).into()),
                ("color", (*color).into()),
                ("name", name.into()),
            ]),
        ),
        ("winRateBefore", (*win_rate_before).into()),
        ("winRateAfter", (*win_rate_after).into()),
        ("best", point(best)),
        ("bestWinRate", (*best_win_rate).into()),
        ("loss", (*loss).into()),
        ("class", class.as_str().into()),
    ])
}

/// One side's figures; `accuracy` is `null` for a side without moves.
#[cfg(feature = "engine")]
fn side(s: &crate::play::SideSummary) -> JsValue {
    let crate::play::SideSummary {
        accuracy,
        inaccuracies,
        mistakes,
        blunders,
    } = s;
    object(&[
        ("accuracy", accuracy.map_or(JsValue::NULL, JsValue::from)),
        ("inaccuracies", (*inaccuracies as f64).into()),
        ("mistakes", (*mistakes as f64).into()),
        ("blunders", (*blunders as f64).into()),
    ])
}

/// `{ x, y, name }`.
#[cfg(feature = "engine")]
fn point(p: &crate::ai::protocol::NamedPoint) -> JsValue {
    let crate::ai::protocol::NamedPoint { x, y, name } = p;
    object(&[
        ("x", (*x as f64).into()),
        ("y", (*y as f64).into()),
        ("name", name.into()),
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

/// A plain object of these fields.
#[cfg(feature = "engine")]
fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let object = js_sys::Object::new();
    for (key, value) in fields {
        // Setting a data property on a fresh plain object cannot fail.
        let _ = js_sys::Reflect::set(&object, &JsValue::from_str(key), value);
    }
    object.into()
}

/// An array of these values.
#[cfg(feature = "engine")]
fn array(items: impl Iterator<Item = JsValue>) -> JsValue {
    items.collect::<js_sys::Array>().into()
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
