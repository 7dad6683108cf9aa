//! Browser tests of `pointAt`, `options()`, `readonly` and the engine's workers on a real canvas.
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use gomoku::web::{Game, Gomoku};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;
use web_sys::{HtmlCanvasElement, PointerEvent, PointerEventInit};

mod common;

use common::{canvas, code, get, num, opts};

wasm_bindgen_test_configure!(run_in_browser);

/// The viewport point of intersection (x, y) of a 300 px canvas with coordinates.
fn client_point(c: &HtmlCanvasElement, size: usize, x: usize, y: usize) -> (f64, f64) {
    let rect = c.get_bounding_client_rect();
    let layout = gomoku::view::Layout::new(300.0, 300.0, size, true);
    let (px, py) = layout.center(gomoku::game::Point::new(x, y));
    (rect.left() + px, rect.top() + py)
}

fn json(v: &JsValue) -> String {
    js_sys::JSON::stringify(v)
        .expect("json")
        .as_string()
        .expect("string")
}

async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = web_sys::window()
            .expect("window")
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
    });
    JsFuture::from(promise).await.expect("sleep");
}

fn click(c: &HtmlCanvasElement, (x, y): (f64, f64)) {
    for kind in ["pointerdown", "pointerup"] {
        let init = PointerEventInit::new();
        init.set_bubbles(true);
        init.set_client_x(x as i32);
        init.set_client_y(y as i32);
        init.set_pointer_id(1);
        init.set_is_primary(true);
        init.set_pointer_type("mouse");
        init.set_button(0);
        let ev = PointerEvent::new_with_event_init_dict(kind, &init).expect("event");
        c.dispatch_event(&ev).expect("dispatch");
    }
}

fn key(c: &HtmlCanvasElement, name: &str, ctrl: bool) {
    let ev: web_sys::Event = js_sys::eval(&format!(
        "new KeyboardEvent('keydown', {{ key: '{name}', ctrlKey: {ctrl}, bubbles: true, cancelable: true }})"
    ))
    .expect("key")
    .unchecked_into();
    c.dispatch_event(&ev).expect("dispatch");
}

#[wasm_bindgen_test]
fn point_at_maps_the_viewport_to_intersections_like_a_click() {
    let c = canvas();
    let g = Gomoku::new(c.clone().into(), opts("{ size: 9 }")).expect("new");
    for (x, y) in [(0, 0), (4, 4), (8, 8), (2, 7)] {
        let (cx, cy) = client_point(&c, 9, x, y);
        let p = g.point_at(num(cx), num(cy)).expect("pointAt");
        assert_eq!(json(&p), format!("{{\"x\":{x},\"y\":{y}}}"));
        // A bit off the intersection still snaps to it.
        let p = g.point_at(num(cx + 4.0), num(cy - 4.0)).expect("pointAt");
        assert_eq!(get(&p, "x").as_f64(), Some(x as f64));
    }
    let rect = c.get_bounding_client_rect();
    let margin = g
        .point_at(num(rect.left() + 2.0), num(rect.top() + 2.0))
        .expect("pointAt");
    assert!(margin.is_null(), "the margin is no intersection");
    assert!(g.point_at(num(-500.0), num(10.0)).expect("far").is_null());
    for bad in [JsValue::from_str("10"), JsValue::NULL, num(f64::NAN)] {
        assert_eq!(
            code(g.point_at(bad.clone(), num(0.0)).expect_err("not a number")),
            "invalid-argument"
        );
    }
    // What pointAt says is where a click plays.
    let (cx, cy) = client_point(&c, 9, 2, 7);
    click(&c, (cx, cy));
    assert_eq!(g.record().expect("record"), "c2");
    g.destroy().expect("destroy");
    c.remove();
}

#[wasm_bindgen_test]
fn options_returns_what_set_options_takes_and_round_trips() {
    let c = canvas();
    let g = Gomoku::new(
        c.clone().into(),
        opts("{ size: 13, rule: 'standard', moveNumbers: true, theme: { board: 'rgb(1, 2, 3)' }, persist: 'browser-api-test', ai: { level: 2 } }"),
    )
    .expect("new");
    let o = g.options().expect("options");
    assert_eq!(
        json(&o),
        "{\"size\":13,\"rule\":\"standard\",\"first\":\"black\",\"opening\":\"none\",\"coordinates\":true,\"moveNumbers\":true,\"lastMove\":true,\"theme\":{\"board\":\"rgb(1, 2, 3)\"},\"ai\":{\"plays\":\"none\",\"level\":2},\"confirm\":false,\"persist\":\"browser-api-test\",\"readonly\":false,\"analysisMarks\":true}"
    );
    g.place(num(6.0), num(6.0)).expect("place");
    let before = json(&g.state().expect("state"));
    g.set_options(o).expect("its own options are valid");
    assert_eq!(
        json(&g.state().expect("state")),
        before,
        "and change nothing"
    );
    g.set_options(opts("{ readonly: true, opening: 'swap1' }"))
        .expect("set");
    let o = g.options().expect("options");
    assert_eq!(get(&o, "readonly").as_bool(), Some(true));
    assert_eq!(get(&o, "opening").as_string().as_deref(), Some("swap1"));
    let game = Game::new(opts("{ size: 7, rule: 'renju' }")).expect("game");
    assert_eq!(
        json(&game.options()),
        "{\"size\":7,\"rule\":\"renju\",\"first\":\"black\",\"opening\":\"none\"}"
    );
    g.destroy().expect("destroy");
    if let Some(s) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = s.remove_item("browser-api-test");
    }
    c.remove();
}

#[wasm_bindgen_test]
fn readonly_plays_nothing_by_input_reads_its_stones_and_stays_focusable() {
    let c = canvas();
    let g = Gomoku::new(c.clone().into(), opts("{ readonly: true }")).expect("new");
    g.load("h8i9j10".into()).expect("the page's own calls work");
    let label = c.get_attribute("aria-label").expect("a label");
    assert_eq!(
        label,
        "15 by 15 board, freestyle, black h8 j10, white i9. White to move."
    );
    assert_eq!(c.get_attribute("tabindex").as_deref(), Some("0"));
    click(&c, client_point(&c, 15, 3, 3));
    key(&c, "Enter", false);
    key(&c, "z", true);
    key(&c, "Home", false);
    assert_eq!(g.record().expect("record"), "h8i9j10", "no input plays");
    // Arrows read the board.
    key(&c, "ArrowLeft", false);
    let live = common::document()
        .query_selector("[data-gomoku-live]")
        .expect("q")
        .expect("a live region");
    assert_eq!(live.text_content().as_deref(), Some("i10, empty"));
    key(&c, "ArrowDown", false);
    assert_eq!(live.text_content().as_deref(), Some("i9, white"));
    g.set_options(opts("{ readonly: false }")).expect("off");
    key(&c, "Enter", false);
    assert_eq!(
        g.record().expect("record"),
        "h8i9j10",
        "i9 is taken: nothing placed"
    );
    key(&c, "ArrowUp", false);
    key(&c, "Enter", false);
    assert_eq!(g.record().expect("record"), "h8i9j10i10");
    assert_eq!(
        code(g.place(num(8.0), num(6.0)).expect_err("occupied")),
        "occupied"
    );
    g.destroy().expect("destroy");
    c.remove();
}

/// Counts the workers the page makes and terminates, from now on (on each worker object: the
/// test runner's page wraps `Worker` itself, so a subclass's methods are not what is called).
/// The real worker cannot load its module in the test runner's page, so each fails as a broken
/// install would; with `stand_in`, each instead stands in for the engine (its failure kept from
/// the widget): it answers the widget's first request (number 1) with a move on h8, encoded as
/// `Reply::encode` does (a best line of one point, no side lines).
fn spy_on_workers(stand_in: bool) -> JsValue {
    js_sys::eval(&format!(
        "(() => {{ const spy = {{ made: 0, terminated: 0 }}; \
         const Native = window.__NativeWorker || window.Worker; window.__NativeWorker = Native; \
         window.Worker = class extends Native {{ \
           constructor(...a) {{ super(...a); spy.made += 1; const end = this.terminate.bind(this); \
             this.terminate = () => {{ spy.terminated += 1; end(); }}; \
             if (!{stand_in}) return; \
             Object.defineProperty(this, 'onerror', {{ get: () => null, set: () => {{}} }}); \
             setTimeout(() => this.onmessage && this.onmessage(new MessageEvent('message', {{ data: \
               new Float64Array([1, 0, 7, 7, 0, 0.5, 1, 1, 1, -1, -1, 1, 0, 7, 7]) }})), 50); }} }}; \
         return spy; }})()"
    ))
    .expect("spy")
}

#[wasm_bindgen_test]
async fn destroy_ends_the_engine_worker_even_when_it_is_idle() {
    let spy = spy_on_workers(true);
    let c = canvas();
    let changes = Rc::new(RefCell::new(0));
    let seen = changes.clone();
    let cb = Closure::<dyn FnMut(web_sys::Event)>::new(move |_e: web_sys::Event| {
        *seen.borrow_mut() += 1;
    });
    c.add_event_listener_with_callback("gomoku:change", cb.as_ref().unchecked_ref())
        .expect("listen");
    let g = Gomoku::new(
        c.clone().into(),
        opts("{ ai: { plays: 'black', level: 1 } }"),
    )
    .expect("new");
    // The engine opens through its worker.
    for _ in 0..200 {
        if *changes.borrow() > 0 {
            break;
        }
        sleep(50).await;
    }
    assert_eq!(
        *changes.borrow(),
        1,
        "the engine played its opening stone: {}",
        json(&spy)
    );
    assert_eq!(
        g.record().expect("record"),
        "h8",
        "the typed reply was read"
    );
    // The worker that searched, and a spare started ahead to replace a cancelled search.
    assert_eq!(get(&spy, "made").as_f64(), Some(2.0), "{}", json(&spy));
    assert_eq!(
        get(&spy, "terminated").as_f64(),
        Some(0.0),
        "the workers idle"
    );
    g.destroy().expect("destroy");
    assert_eq!(
        get(&spy, "terminated").as_f64(),
        Some(2.0),
        "destroy ended the idle workers"
    );
    if let Ok(native) = js_sys::Reflect::get(&js_sys::global(), &"__NativeWorker".into()) {
        let _ = js_sys::Reflect::set(&js_sys::global(), &"Worker".into(), &native);
    }
    drop(cb);
    c.remove();
}

#[wasm_bindgen_test]
async fn an_engine_that_cannot_load_stops_thinking_and_is_not_retried_in_a_loop() {
    let spy = spy_on_workers(false);
    let c = canvas();
    let thinking = Rc::new(RefCell::new(Vec::new()));
    let seen = thinking.clone();
    let cb = Closure::<dyn FnMut(web_sys::CustomEvent)>::new(move |e: web_sys::CustomEvent| {
        seen.borrow_mut()
            .push(get(&e.detail(), "thinking").as_bool());
    });
    c.add_event_listener_with_callback("gomoku:thinking", cb.as_ref().unchecked_ref())
        .expect("listen");
    let g = Gomoku::new(
        c.clone().into(),
        opts("{ ai: { plays: 'black', level: 3 } }"),
    )
    .expect("new");
    for _ in 0..100 {
        if thinking.borrow().len() >= 2 {
            break;
        }
        sleep(50).await;
    }
    assert_eq!(
        *thinking.borrow(),
        vec![Some(true), Some(false)],
        "the engine thought, failed, and stopped"
    );
    sleep(500).await;
    let made = get(&spy, "made").as_f64().unwrap_or(0.0);
    assert!(made <= 2.0, "no retry loop: {}", json(&spy));
    assert_eq!(g.record().expect("record"), "", "nothing was played");
    // The board is still the person's to use.
    g.place(num(7.0), num(7.0)).expect("place");
    g.destroy().expect("destroy");
    assert_eq!(
        get(&spy, "terminated").as_f64(),
        get(&spy, "made").as_f64(),
        "no worker is left: {}",
        json(&spy)
    );
    if let Ok(native) = js_sys::Reflect::get(&js_sys::global(), &"__NativeWorker".into()) {
        let _ = js_sys::Reflect::set(&js_sys::global(), &"Worker".into(), &native);
    }
    drop(cb);
    c.remove();
}

#[wasm_bindgen_test]
fn a_board_whose_object_the_page_dropped_keeps_playing_until_destroyed() {
    let c = canvas();
    let changes = Rc::new(RefCell::new(Vec::new()));
    let seen = changes.clone();
    let cb = Closure::<dyn FnMut(web_sys::CustomEvent)>::new(move |e: web_sys::CustomEvent| {
        seen.borrow_mut()
            .push(get(&e.detail(), "moveCount").as_f64());
    });
    c.add_event_listener_with_callback("gomoku:change", cb.as_ref().unchecked_ref())
        .expect("listen");
    // What the garbage collector does to `new Gomoku(canvas)` whose result nobody kept (a
    // bundler drops such an unused constant): the JS object is freed.
    drop(Gomoku::new(c.clone().into(), opts("{ size: 9 }")).expect("new"));
    let (x, y) = client_point(&c, 9, 4, 4);
    click(&c, (x, y));
    key(&c, "ArrowRight", false);
    key(&c, "Enter", false);
    assert_eq!(
        *changes.borrow(),
        vec![Some(1.0), Some(2.0)],
        "clicks and keys still play"
    );
    drop(cb);
    c.remove();
}
