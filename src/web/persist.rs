//! `persist: "key"`: the saved game in localStorage (its format and checks live in `play`).

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
    let value = js_sys::JSON::parse(&text).map_err(|_| RestoreError::NotJson);
    match value.and_then(|v| Saved::read(&v)?.restore()) {
        Ok(game) => Some(game),
        Err(why) => {
            web_sys::console::warn_1(
                &format!("gomoku: ignoring the saved game under \"{key}\": {why}").into(),
            );
            None
        }
    }
}
