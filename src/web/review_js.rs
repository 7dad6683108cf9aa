//! What `review()` resolves to, made in the pictures module, which grades the review.

use wasm_bindgen::JsValue;

use super::js_data::{array, object, point};

/// What `review()` resolves to: `{ moves: [{ number, move: { x, y, color, name },
/// winRateBefore, winRateAfter, best, bestWinRate, loss, class }], summary: { black, white } }`,
/// built field by field like the analysis detail (`convert.rs`).
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
