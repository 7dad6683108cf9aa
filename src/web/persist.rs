//! `persist: "key"`: the game kept in localStorage, resumed after a reload or a crashed tab.

use wasm_bindgen::JsValue;

use crate::game::{format_record, parse_record, Choice, Color, Config, Game, Opening, Point, Rule};

/// The stored shape's version; anything else under the key is foreign and ignored.
const VERSION: f64 = 1.0;

fn storage() -> Option<web_sys::Storage> {
    // Access can throw (a sandboxed frame, storage disabled): then there is nothing to keep.
    web_sys::window()?.local_storage().ok().flatten()
}

/// Saves the whole history and the position shown under `key`; failures (quota, privacy mode) are ignored.
pub fn save(key: &str, game: &Game) {
    let Some(store) = storage() else {
        return;
    };
    let c = game.config();
    let points: Vec<Point> = game.history().iter().map(|m| m.point).collect();
    let obj = js_sys::Object::new();
    let set = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&obj, &k.into(), &v);
    };
    set("v", VERSION.into());
    set("size", (c.size as f64).into());
    set("rule", c.rule.as_str().into());
    set("first", c.first.as_str().into());
    set("history", format_record(&points, c.size).into());
    set("cursor", (game.cursor() as f64).into());
    set("opening", game.opening().as_str().into());
    let decisions = js_sys::Array::new();
    for c in game.all_decisions() {
        decisions.push(&c.as_str().into());
    }
    set("decisions", decisions.into());
    if let Ok(text) = js_sys::JSON::stringify(&obj) {
        let _ = store.set_item(key, &String::from(text));
    }
}

/// The game stored under `key`, or `None` (with a console warning when something unreadable is there).
pub fn load(key: &str) -> Option<Game> {
    let text = storage()?.get_item(key).ok().flatten()?;
    match restore(&text) {
        Ok(game) => Some(game),
        Err(why) => {
            web_sys::console::warn_1(
                &format!("gomoku: ignoring the saved game under \"{key}\": {why}").into(),
            );
            None
        }
    }
}

fn restore(text: &str) -> Result<Game, String> {
    let value = js_sys::JSON::parse(text).map_err(|_| "it is not JSON".to_string())?;
    let get = |k: &str| js_sys::Reflect::get(&value, &k.into()).unwrap_or(JsValue::UNDEFINED);
    if !value.is_object() || get("v").as_f64() != Some(VERSION) {
        return Err("it was not saved by this widget".into());
    }
    let size = get("size")
        .as_f64()
        .filter(|s| s.fract() == 0.0 && (5.0..=26.0).contains(s))
        .ok_or("bad size")? as usize;
    let rule = get("rule")
        .as_string()
        .and_then(|r| Rule::parse(&r))
        .ok_or("bad rule")?;
    let first = get("first")
        .as_string()
        .and_then(|f| Color::parse(&f))
        .ok_or("bad first player")?;
    let history = get("history").as_string().ok_or("no moves")?;
    let cursor = get("cursor")
        .as_f64()
        .filter(|c| c.fract() == 0.0 && *c >= 0.0)
        .ok_or("bad position")? as usize;
    let opening = match get("opening").as_string() {
        Some(o) => Opening::parse(&o).ok_or("bad opening rule")?,
        None => Opening::None,
    };
    let decisions = get("decisions");
    let choices: Vec<(usize, Choice)> = if decisions.is_undefined() {
        Vec::new()
    } else {
        js_sys::Array::from(&decisions)
            .iter()
            .enumerate()
            .map(|(i, c)| {
                c.as_string()
                    .and_then(|c| Choice::parse(&c))
                    .map(|c| (opening.decision_point(i), c))
                    .ok_or("bad opening decision")
            })
            .collect::<Result<_, _>>()?
    };
    let points = parse_record(&history, size).map_err(|e| e.to_string())?;
    let mut game = Game::replay_with(Config { size, rule, first }, opening, &points, &choices)
        .map_err(|e| e.to_string())?;
    game.jump_to(cursor).map_err(|e| e.to_string())?;
    Ok(game)
}
