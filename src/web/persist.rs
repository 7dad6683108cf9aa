//! `persist: "key"`: the saved game in localStorage (its format and checks live in `play`).

use wasm_bindgen::JsValue;

use crate::game::Game;
use crate::play::{RestoreError, Saved};

fn storage() -> Option<web_sys::Storage> {
    // Access can throw (a sandboxed frame, storage disabled): then there is nothing to keep.
    web_sys::window()?.local_storage().ok().flatten()
}

/// Stores `text` under `key`; failures (quota, privacy mode) are ignored.
pub fn store(key: &str, text: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(key, text);
    }
}

/// The game stored under `key`, or `None` (with a console warning when something unreadable is there).
pub fn load(key: &str) -> Option<Game> {
    let text = storage()?.get_item(key).ok().flatten()?;
    match read(&text).and_then(|saved| saved.restore()) {
        Ok(game) => Some(game),
        Err(why) => {
            web_sys::console::warn_1(
                &format!("gomoku: ignoring the saved game under \"{key}\": {why}").into(),
            );
            None
        }
    }
}

/// The saved object's fields, as found in `text`.
fn read(text: &str) -> Result<Saved, RestoreError> {
    let value = js_sys::JSON::parse(text).map_err(|_| RestoreError::NotJson)?;
    if !value.is_object() {
        return Err(RestoreError::Foreign);
    }
    let get = |k: &str| js_sys::Reflect::get(&value, &k.into()).unwrap_or(JsValue::UNDEFINED);
    let decisions = get("decisions");
    Ok(Saved {
        v: get("v").as_f64(),
        size: get("size").as_f64(),
        rule: get("rule").as_string(),
        first: get("first").as_string(),
        history: get("history").as_string(),
        cursor: get("cursor").as_f64(),
        opening: get("opening").as_string(),
        // `Array.from` throws on null: anything but an array (or nothing) is no list of choices.
        decisions: if decisions.is_undefined() {
            Vec::new()
        } else if js_sys::Array::is_array(&decisions) {
            js_sys::Array::from(&decisions)
                .iter()
                .map(|c| c.as_string())
                .collect()
        } else {
            return Err(RestoreError::Decision);
        },
    })
}
