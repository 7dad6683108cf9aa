//! Browser tests on a real canvas in headless Chromium (`make browser-test`).
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use gomoku::web::{Game, Gomoku};
use js_sys::Reflect;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;
use web_sys::{HtmlCanvasElement, PointerEvent, PointerEventInit};

mod common;

use common::{brightness, canvas, code, document, get, num, opts};

wasm_bindgen_test_configure!(run_in_browser);

fn state_json(g: &Gomoku) -> String {
    js_sys::JSON::stringify(&g.state().expect("state"))
        .expect("json")
        .as_string()
        .expect("string")
}

async fn next_frame() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = web_sys::window()
            .expect("window")
            .request_animation_frame(&resolve);
    });
    JsFuture::from(promise).await.expect("frame");
    // One more frame so the widget's own frame callback has run.
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = web_sys::window()
            .expect("window")
            .request_animation_frame(&resolve);
    });
    JsFuture::from(promise).await.expect("frame");
}

/// The RGBA of the backing-store pixel at the centre of intersection (x, y).
fn pixel(c: &HtmlCanvasElement, size: usize, coordinates: bool, x: usize, y: usize) -> [u8; 4] {
    let layout = gomoku::view::Layout::new(c.width() as f64, c.height() as f64, size, coordinates);
    let (px, py) = layout.center(gomoku::game::Point::new(x, y));
    let ctx: web_sys::CanvasRenderingContext2d = c
        .get_context("2d")
        .expect("ctx")
        .expect("ctx")
        .dyn_into()
        .expect("2d");
    // A few pixels off the exact centre, away from the last-move dot and grid lines.
    let data = ctx
        .get_image_data(px.round() + 3.0, py.round() + 4.0, 1.0, 1.0)
        .expect("image data")
        .data();
    [data[0], data[1], data[2], data[3]]
}

fn counter(c: &HtmlCanvasElement, kind: &str) -> Rc<RefCell<Vec<JsValue>>> {
    let seen = Rc::new(RefCell::new(Vec::new()));
    let sink = seen.clone();
    let cb = Closure::<dyn FnMut(web_sys::CustomEvent)>::new(move |e: web_sys::CustomEvent| {
        sink.borrow_mut().push(e.detail());
    });
    c.add_event_listener_with_callback(kind, cb.as_ref().unchecked_ref())
        .expect("listen");
    cb.forget();
    seen
}

#[wasm_bindgen_test]
fn place_returns_the_move_and_state_follows() {
    let c = canvas();
    let g = Gomoku::new(c.clone().into(), JsValue::UNDEFINED).expect("new");
    let mv = g.place(num(7.0), num(7.0)).expect("place");
    assert_eq!(get(&mv, "name").as_string().as_deref(), Some("h8"));
    assert_eq!(get(&mv, "color").as_string().as_deref(), Some("black"));
    assert_eq!(get(&mv, "number").as_f64(), Some(1.0));
    let s = g.state().expect("state");
    assert_eq!(get(&s, "toMove").as_string().as_deref(), Some("white"));
    assert_eq!(get(&s, "moveCount").as_f64(), Some(1.0));
    assert!(get(&s, "winner").is_null());
    assert_eq!(g.record().expect("record"), "h8");
    g.destroy().expect("destroy");
    c.remove();
}

#[wasm_bindgen_test]
fn undo_redo_jump_reset_load() {
    let c = canvas();
    let g = Gomoku::new(c.clone().into(), opts("{ size: 9 }")).expect("new");
    assert!(g.undo().expect("undo").is_null(), "nothing to undo is null");
    assert!(g.redo().expect("redo").is_null(), "nothing to redo is null");
    g.load("e5 f6 g7".into()).expect("load");
    assert_eq!(g.record().expect("record"), "e5f6g7");
    let undone = g.undo().expect("undo");
    assert_eq!(get(&undone, "name").as_string().as_deref(), Some("g7"));
    let redone = g.redo().expect("redo");
    assert_eq!(get(&redone, "name").as_string().as_deref(), Some("g7"));
    g.jump_to(num(1.0)).expect("jump");
    assert_eq!(g.record().expect("record"), "e5");
    let s = g.state().expect("state");
    assert_eq!(get(&s, "canRedo").as_bool(), Some(true));
    g.jump_to(num(3.0)).expect("jump forward");
    assert_eq!(g.record().expect("record"), "e5f6g7");
    g.reset().expect("reset");
    assert_eq!(g.record().expect("record"), "");
    assert_eq!(
        get(&g.state().expect("state"), "size").as_f64(),
        Some(9.0),
        "reset keeps the size"
    );
    g.destroy().expect("destroy");
    c.remove();
}

#[wasm_bindgen_test]
fn hostile_arguments_throw_the_right_code_and_change_nothing() {
    let c = canvas();
    let g = Gomoku::new(c.clone().into(), JsValue::UNDEFINED).expect("new");
    g.place(num(7.0), num(7.0)).expect("place");
    let before = state_json(&g);
    let cases: Vec<(JsValue, JsValue, &str)> = vec![
        (num(f64::NAN), num(1.0), "invalid-argument"),
        (num(1.5), num(1.0), "invalid-argument"),
        ("7".into(), num(7.0), "invalid-argument"),
        (JsValue::UNDEFINED, JsValue::UNDEFINED, "invalid-argument"),
        (JsValue::NULL, num(1.0), "invalid-argument"),
        (JsValue::TRUE, num(1.0), "invalid-argument"),
        (opts("[3]"), num(1.0), "invalid-argument"),
        (
            opts("{ valueOf() { return 3; } }"),
            num(1.0),
            "invalid-argument",
        ),
        (num(f64::INFINITY), num(1.0), "invalid-argument"),
        (num(-1.0), num(1.0), "out-of-board"),
        (num(99.0), num(1.0), "out-of-board"),
        (num(4294967296.0), num(0.0), "out-of-board"),
        (num(2f64.powi(53)), num(0.0), "out-of-board"),
        (num(7.0), num(7.0), "occupied"),
    ];
    for (x, y, want) in cases {
        let err = g.place(x.clone(), y.clone()).expect_err("must throw");
        assert_eq!(code(err), want, "place({x:?}, {y:?})");
        assert_eq!(state_json(&g), before, "a refused call changes nothing");
    }
    let err = g.place(num(7.0), num(7.0)).expect_err("occupied");
    let message = get(&err, "message").as_string().expect("message");
    assert_eq!(message, "h8 is already taken");
    for n in [num(-1.0), num(2.5), "1".into(), num(5.0), JsValue::NULL] {
        let err = g.jump_to(n.clone()).expect_err("bad n");
        assert_eq!(code(err), "invalid-argument", "jumpTo({n:?})");
    }
    for r in [JsValue::from_str("h8 zz"), "h8h8".into(), "q99".into()] {
        assert_eq!(
            code(g.load(r.clone()).expect_err("bad record")),
            "invalid-record",
            "{r:?}"
        );
    }
    assert_eq!(
        code(g.load(num(5.0)).expect_err("not a string")),
        "invalid-argument"
    );
    assert_eq!(state_json(&g), before);
    // -0 is the integer 0.
    g.place(num(-0.0), num(0.0)).expect("-0 is 0");
    g.destroy().expect("destroy");
    c.remove();
}

#[wasm_bindgen_test]
fn bad_options_throw_invalid_option_and_a_throwing_getter_poisons_nothing() {
    let c = canvas();
    for (o, want) in [
        ("{ size: 4 }", "invalid-option"),
        ("{ size: 27 }", "invalid-option"),
        ("{ size: '15' }", "invalid-argument"),
        ("{ size: 15.5 }", "invalid-argument"),
        ("{ rule: 'go' }", "invalid-option"),
        ("{ first: 'red' }", "invalid-option"),
        ("{ rule: 'renju', first: 'white' }", "invalid-option"),
        ("{ coordinates: 'yes' }", "invalid-option"),
        ("{ theme: 5 }", "invalid-option"),
        ("{ ai: { plays: 'both' } }", "invalid-option"),
        ("{ ai: { level: 9 } }", "invalid-option"),
        (
            "{ get size() { throw new Error('boom'); } }",
            "invalid-option",
        ),
        ("42", "invalid-option"),
    ] {
        let err = Gomoku::new(c.clone().into(), opts(o)).err().expect(o);
        assert_eq!(code(err), want, "{o}");
        let err = Game::new(opts(o)).err().expect(o);
        assert_eq!(code(err), want, "Game {o}");
    }
    let err = Gomoku::new(JsValue::from_str("canvas"), JsValue::UNDEFINED)
        .err()
        .expect("not a canvas");
    assert_eq!(code(err), "invalid-argument");
    let g = Gomoku::new(c.clone().into(), opts("{ size: 19, rule: 'standard' }")).expect("new");
    let before = state_json(&g);
    let err = g
        .set_options(opts("{ get rule() { throw new Error('boom'); } }"))
        .expect_err("getter throws");
    assert_eq!(code(err), "invalid-option");
    assert_eq!(state_json(&g), before);
    g.place(num(9.0), num(9.0)).expect("still usable");
    g.destroy().expect("destroy");
    c.remove();
}

#[wasm_bindgen_test]
fn set_options_size_or_rule_starts_a_new_game() {
    let c = canvas();
    let g = Gomoku::new(c.clone().into(), JsValue::UNDEFINED).expect("new");
    g.place(num(7.0), num(7.0)).expect("place");
    g.set_options(opts("{ moveNumbers: true, coordinates: false }"))
        .expect("view options");
    assert_eq!(
        g.record().expect("record"),
        "h8",
        "drawing options keep the game"
    );
    g.set_options(opts("{ size: 19 }")).expect("size");
    let s = g.state().expect("state");
    assert_eq!(get(&s, "size").as_f64(), Some(19.0));
    assert_eq!(get(&s, "moveCount").as_f64(), Some(0.0));
    g.place(num(9.0), num(9.0)).expect("place");
    g.set_options(opts("{ rule: 'renju' }")).expect("rule");
    let s = g.state().expect("state");
    assert_eq!(get(&s, "rule").as_string().as_deref(), Some("renju"));
    assert_eq!(get(&s, "moveCount").as_f64(), Some(0.0));
    g.destroy().expect("destroy");
    c.remove();
}

#[wasm_bindgen_test]
fn one_change_event_per_change_none_for_refusals_and_an_end_event() {
    let c = canvas();
    let changes = counter(&c, "gomoku:change");
    let ends = counter(&c, "gomoku:end");
    let g = Gomoku::new(c.clone().into(), JsValue::UNDEFINED).expect("new");
    g.place(num(0.0), num(0.0)).expect("place");
    assert_eq!(changes.borrow().len(), 1);
    let detail = changes.borrow()[0].clone();
    assert_eq!(
        get(&detail, "moveCount").as_f64(),
        Some(1.0),
        "detail is state()"
    );
    let _ = g.place(num(0.0), num(0.0));
    let _ = g.place(num(-1.0), num(0.0));
    assert_eq!(changes.borrow().len(), 1, "refused calls fire nothing");
    g.undo().expect("undo");
    g.redo().expect("redo");
    g.jump_to(num(1.0)).expect("jump to where we are");
    assert_eq!(
        changes.borrow().len(),
        3,
        "undo and redo fire, a no-op jump does not"
    );
    // Black h15..l15 (y = 0) against white on row 1.
    for x in 1..5 {
        g.place(num(x as f64), num(5.0)).expect("white");
        g.place(num(x as f64), num(0.0)).expect("black");
    }
    assert_eq!(ends.borrow().len(), 1, "one end event for the win");
    let end = ends.borrow()[0].clone();
    assert_eq!(get(&end, "winner").as_string().as_deref(), Some("black"));
    assert_eq!(js_sys::Array::from(&get(&end, "winningLine")).length(), 5);
    assert!(get(&end, "toMove").is_null());
    let err = g.place(num(10.0), num(10.0)).expect_err("game over");
    assert_eq!(code(err), "game-over");
    g.undo().expect("undo still works after a win");
    g.destroy().expect("destroy");
    c.remove();
}

#[wasm_bindgen_test]
fn listeners_may_call_back_into_the_widget() {
    let c = canvas();
    let g = Rc::new(Gomoku::new(c.clone().into(), JsValue::UNDEFINED).expect("new"));
    let inner = g.clone();
    let seen = Rc::new(RefCell::new(Vec::new()));
    let sink = seen.clone();
    // `Fn`, not `FnMut`: the listener runs again inside itself when it places.
    let cb = Closure::<dyn Fn(web_sys::Event)>::new(move |_e: web_sys::Event| {
        let s = inner.state().expect("state inside a listener");
        sink.borrow_mut().push(get(&s, "moveCount").as_f64());
        if get(&s, "moveCount").as_f64() == Some(1.0) {
            inner
                .place(num(1.0), num(1.0))
                .expect("place inside a listener");
        }
    });
    c.add_event_listener_with_callback("gomoku:change", cb.as_ref().unchecked_ref())
        .expect("listen");
    g.place(num(0.0), num(0.0)).expect("place");
    assert_eq!(g.record().expect("record"), "a15b14");
    assert_eq!(*seen.borrow(), vec![Some(1.0), Some(2.0)]);
    c.remove_event_listener_with_callback("gomoku:change", cb.as_ref().unchecked_ref())
        .expect("unlisten");
    g.destroy().expect("destroy");
    c.remove();
}

fn pointer(c: &HtmlCanvasElement, kind: &str, px: f64, py: f64) {
    let rect = c.get_bounding_client_rect();
    let init = PointerEventInit::new();
    init.set_bubbles(true);
    init.set_client_x((rect.left() + px) as i32);
    init.set_client_y((rect.top() + py) as i32);
    init.set_pointer_id(1);
    init.set_is_primary(true);
    init.set_pointer_type("mouse");
    init.set_button(0);
    let ev = PointerEvent::new_with_event_init_dict(kind, &init).expect("event");
    c.dispatch_event(&ev).expect("dispatch");
}

/// The CSS-pixel offset of intersection (x, y) in a 300 px canvas with coordinates.
fn css_point(size: usize, x: usize, y: usize) -> (f64, f64) {
    let layout = gomoku::view::Layout::new(300.0, 300.0, size, true);
    layout.center(gomoku::game::Point::new(x, y))
}

#[wasm_bindgen_test]
async fn a_click_places_pixels_change_and_destroy_removes_every_listener() {
    let c = canvas();
    let g = Gomoku::new(c.clone().into(), JsValue::UNDEFINED).expect("new");
    next_frame().await;
    assert_eq!(
        c.width(),
        (300.0 * web_sys::window().expect("w").device_pixel_ratio()).round() as u32
    );
    let empty = pixel(&c, 15, true, 7, 7);
    let (px, py) = css_point(15, 7, 7);
    pointer(&c, "pointerdown", px, py);
    pointer(&c, "pointerup", px, py);
    assert_eq!(
        g.record().expect("record"),
        "h8",
        "a click places on the nearest intersection"
    );
    next_frame().await;
    let black = pixel(&c, 15, true, 7, 7);
    assert!(
        brightness(black) + 150 < brightness(empty),
        "a black stone darkens the point: {empty:?} -> {black:?}"
    );
    // A press in the margin, far from the grid, places nothing.
    pointer(&c, "pointerdown", 3.0, 3.0);
    pointer(&c, "pointerup", 3.0, 3.0);
    assert_eq!(g.record().expect("record"), "h8");
    let live = document()
        .query_selector_all("[data-gomoku-live]")
        .expect("q")
        .length();
    assert!(live >= 1, "a live region is in the page");
    assert_eq!(
        c.get_attribute("tabindex").as_deref(),
        Some("0"),
        "the canvas is focusable"
    );
    g.destroy().expect("destroy");
    assert_eq!(
        document()
            .query_selector_all("[data-gomoku-live]")
            .expect("q")
            .length(),
        live - 1,
        "destroy removes the live region"
    );
    assert_eq!(
        c.get_attribute("tabindex"),
        None,
        "destroy restores the canvas"
    );
    let (qx, qy) = css_point(15, 3, 3);
    pointer(&c, "pointerdown", qx, qy);
    pointer(&c, "pointerup", qx, qy);
    assert_eq!(
        g.record().expect("record"),
        "h8",
        "after destroy, input does nothing"
    );
    c.remove();
}

#[wasm_bindgen_test]
async fn theme_colours_reach_the_pixels() {
    let c = canvas();
    let g = Gomoku::new(
        c.clone().into(),
        opts("{ coordinates: false, theme: { board: 'rgb(0, 0, 255)' } }"),
    )
    .expect("new");
    next_frame().await;
    let wood = pixel(&c, 15, false, 2, 2);
    assert!(
        wood[2] > 200 && wood[0] < 40 && wood[1] < 40,
        "board is blue: {wood:?}"
    );
    g.set_options(opts("{ theme: { board: 'rgb(255, 0, 0)' } }"))
        .expect("theme");
    next_frame().await;
    let wood = pixel(&c, 15, false, 2, 2);
    assert!(wood[0] > 200 && wood[2] < 40, "board turned red: {wood:?}");
    g.destroy().expect("destroy");
    c.remove();
}

#[wasm_bindgen_test]
async fn two_boards_on_one_page_are_independent() {
    let (c1, c2) = (canvas(), canvas());
    let a = Gomoku::new(c1.clone().into(), JsValue::UNDEFINED).expect("a");
    let b = Gomoku::new(c2.clone().into(), opts("{ size: 9 }")).expect("b");
    let seen_a = counter(&c1, "gomoku:change");
    let seen_b = counter(&c2, "gomoku:change");
    a.place(num(7.0), num(7.0)).expect("a");
    assert_eq!(b.record().expect("b"), "");
    assert_eq!((seen_a.borrow().len(), seen_b.borrow().len()), (1, 0));
    b.place(num(4.0), num(4.0)).expect("b");
    assert_eq!(a.record().expect("a"), "h8");
    assert_eq!(b.record().expect("b"), "e5");
    a.destroy().expect("a");
    b.place(num(3.0), num(3.0))
        .expect("b still works after a is destroyed");
    b.destroy().expect("b");
    c1.remove();
    c2.remove();
}

#[wasm_bindgen_test]
fn the_headless_game_class_shares_the_rules() {
    let mut g = Game::new(opts("{ size: 15, rule: 'standard' }")).expect("game");
    g.load("a1 a2 b1 b2 c1 c2 d1 d2 f1 f2".into())
        .expect("load");
    let mv = g
        .place(num(4.0), num(14.0))
        .expect("e1 makes six for black");
    assert_eq!(get(&mv, "name").as_string().as_deref(), Some("e1"));
    let s = g.state();
    assert!(
        get(&s, "winner").is_null(),
        "standard: six in a row wins nothing"
    );
    assert_eq!(get(&s, "toMove").as_string().as_deref(), Some("white"));
    assert_eq!(
        code(g.place(num(0.0), num(14.0)).expect_err("taken")),
        "occupied"
    );
    let json = js_sys::JSON::stringify(&s)
        .expect("json-safe")
        .as_string()
        .expect("s");
    assert!(json.contains("\"lastMove\":{"), "{json}");
}

#[wasm_bindgen_test]
async fn renju_refuses_a_forbidden_point_and_marks_it_red() {
    let c = canvas();
    let g = Gomoku::new(
        c.clone().into(),
        opts("{ rule: 'renju', coordinates: false }"),
    )
    .expect("new");
    // Black f8 g8 and h6 h7, white far away: h8 would make two open threes.
    g.load("f8 a1 g8 a3 h6 a5 h7 a7".into()).expect("load");
    let s = g.state().expect("state");
    let forbidden = js_sys::Array::from(&get(&s, "forbidden"));
    assert!(
        forbidden
            .iter()
            .any(|p| get(&p, "x").as_f64() == Some(7.0) && get(&p, "y").as_f64() == Some(7.0)),
        "h8 is listed as forbidden"
    );
    let before = state_json(&g);
    let err = g.place(num(7.0), num(7.0)).expect_err("forbidden");
    assert_eq!(
        get(&err, "message").as_string().as_deref(),
        Some("h8 is forbidden for black: double three")
    );
    assert_eq!(code(err), "forbidden");
    assert_eq!(state_json(&g), before);
    next_frame().await;
    let layout = gomoku::view::Layout::new(c.width() as f64, c.height() as f64, 15, false);
    let (px, py) = layout.center(gomoku::game::Point::new(7, 7));
    let ctx: web_sys::CanvasRenderingContext2d = c
        .get_context("2d")
        .expect("ctx")
        .expect("ctx")
        .dyn_into()
        .expect("2d");
    let data = ctx
        .get_image_data(px.floor(), py.floor(), 1.0, 1.0)
        .expect("pixels")
        .data();
    assert!(
        data[0] > 180 && data[1] < 110 && data[2] < 110,
        "a red mark on h8: {:?}",
        &data[..4]
    );
    // White to move: no marks, nothing forbidden.
    g.place(num(0.0), num(0.0)).expect("black elsewhere");
    let s = g.state().expect("state");
    assert_eq!(js_sys::Array::from(&get(&s, "forbidden")).length(), 0);
    g.destroy().expect("destroy");
    c.remove();
}

#[wasm_bindgen_test]
fn every_method_survives_hostile_values_and_keeps_working() {
    let c = canvas();
    let g = Gomoku::new(c.clone().into(), JsValue::UNDEFINED).expect("new");
    g.load("h8 i9".into()).expect("load");
    let big = "h8 ".repeat(3_500_000);
    let hostile: Vec<JsValue> = vec![
        JsValue::UNDEFINED,
        JsValue::NULL,
        num(f64::NAN),
        num(f64::INFINITY),
        num(f64::NEG_INFINITY),
        num(2f64.powi(53)),
        JsValue::from_str(&big),
        opts(
            "{ get size() { throw new Error('getter'); }, valueOf() { throw new Error('valueOf'); } }",
        ),
        opts("[1, 2]"),
        opts("Symbol('s')"),
        opts("10n"),
        opts("() => 3"),
    ];
    let before = state_json(&g);
    for v in &hostile {
        if v.is_undefined() || v.is_null() {
            g.set_options(v.clone())
                .expect("no options is a valid, empty change");
        }
        for (name, result) in [
            ("place x", g.place(v.clone(), num(0.0)).map(|_| ())),
            ("place y", g.place(num(0.0), v.clone()).map(|_| ())),
            ("jumpTo", g.jump_to(v.clone())),
            ("load", g.load(v.clone())),
            ("setOptions", g.set_options(v.clone())),
        ] {
            if name == "setOptions" && (v.is_undefined() || v.is_null()) {
                continue;
            }
            // 2^53 is an integer off the board; everything else is refused outright.
            let err = result.expect_err(name);
            let c = code(err);
            assert!(
                [
                    "invalid-argument",
                    "out-of-board",
                    "invalid-record",
                    "invalid-option"
                ]
                .contains(&c.as_str()),
                "{name}({v:?}) threw {c}"
            );
        }
        assert_eq!(state_json(&g), before, "nothing changed after {v:?}");
    }
    // A huge record of repeated points fails on its second move and changes nothing.
    let err = g.load(JsValue::from_str(&big)).expect_err("h8 twice");
    assert_eq!(code(err), "invalid-record");
    // Constructor: a detached canvas works headless and draws once attached.
    let detached: HtmlCanvasElement = document()
        .create_element("canvas")
        .expect("create")
        .dyn_into()
        .expect("canvas");
    let d = Gomoku::new(detached.clone().into(), JsValue::UNDEFINED).expect("a detached canvas");
    d.place(num(7.0), num(7.0)).expect("plays without a layout");
    d.destroy().expect("destroy");
    for bad in [
        JsValue::NULL,
        num(3.0),
        opts("{}"),
        document().body().expect("body").into(),
    ] {
        assert_eq!(
            code(
                Gomoku::new(bad, JsValue::UNDEFINED)
                    .err()
                    .expect("not a canvas")
            ),
            "invalid-argument"
        );
    }
    // Still fully usable.
    g.place(num(0.0), num(0.0)).expect("place after all that");
    assert!(g.undo().expect("undo").is_object());
    g.destroy().expect("destroy");
    g.destroy().expect("destroy twice is harmless");
    c.remove();
}

/// A small deterministic generator of JSON-like values, biased toward the real option keys.
struct Fuzz(u64);

impl Fuzz {
    fn next(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as u32
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.next() as usize % items.len()]
    }

    fn value(&mut self, depth: u32) -> JsValue {
        const WORDS: [&str; 14] = [
            "freestyle",
            "standard",
            "renju",
            "black",
            "white",
            "none",
            "swap1",
            "swap2",
            "",
            "15",
            "#123456",
            "rgb(1,2,3)",
            "key",
            "place2",
        ];
        const KEYS: [&str; 16] = [
            "size",
            "rule",
            "first",
            "coordinates",
            "moveNumbers",
            "lastMove",
            "theme",
            "ai",
            "confirm",
            "opening",
            "plays",
            "level",
            "board",
            "accent",
            "__proto__",
            "x",
        ];
        match self.next() % if depth > 2 { 6 } else { 8 } {
            0 => JsValue::UNDEFINED,
            1 => JsValue::NULL,
            2 => JsValue::from_bool(self.next().is_multiple_of(2)),
            3 => {
                let numbers = [
                    5.0,
                    15.0,
                    26.0,
                    27.0,
                    4.0,
                    1.0,
                    3.0,
                    -0.0,
                    1.5,
                    f64::NAN,
                    f64::INFINITY,
                    2f64.powi(53),
                ];
                num(numbers[self.next() as usize % numbers.len()])
            }
            4 | 5 => JsValue::from_str(self.pick(&WORDS)),
            6 => {
                let a = js_sys::Array::new();
                for _ in 0..self.next() % 3 {
                    a.push(&self.value(depth + 1));
                }
                a.into()
            }
            _ => {
                let o = js_sys::Object::new();
                for _ in 0..self.next() % 5 {
                    let key = self.pick(&KEYS);
                    let v = self.value(depth + 1);
                    let _ = Reflect::set(&o, &key.into(), &v);
                }
                o.into()
            }
        }
    }
}

#[wasm_bindgen_test]
fn fuzzed_options_throw_known_codes_and_never_poison_the_widget() {
    const CODES: [&str; 2] = ["invalid-option", "invalid-argument"];
    let c = canvas();
    let g = Gomoku::new(c.clone().into(), JsValue::UNDEFINED).expect("new");
    let mut fuzz = Fuzz(0x5eed);
    let (mut accepted, mut refused) = (0, 0);
    // setOptions taken and refused, and stones placed between them (the fixed generator
    // gives 456, 1044 and 124: the floors are about half).
    let (mut set, mut kept, mut placed) = (0, 0, 0);
    for i in 0..1500 {
        let v = fuzz.value(0);
        match Game::new(v.clone()) {
            Ok(_) => accepted += 1,
            Err(e) => {
                let code = code(e);
                assert!(
                    CODES.contains(&code.as_str()),
                    "new Game({v:?}) threw {code}"
                );
                refused += 1;
            }
        }
        let before = state_json(&g);
        match g.set_options(v.clone()) {
            Ok(()) => set += 1,
            Err(e) => {
                let code = code(e);
                assert!(
                    CODES.contains(&code.as_str()),
                    "setOptions({v:?}) threw {code}"
                );
                assert_eq!(
                    state_json(&g),
                    before,
                    "a refused setOptions changes nothing"
                );
                kept += 1;
            }
        }
        // The widget keeps working: it answers, and plays when a stone may be placed.
        let s = g.state().expect("state");
        if i % 10 == 0 && get(&s, "toMove").is_string() && get(&s, "opening").is_null() {
            let size = get(&s, "size").as_f64().expect("size") as usize;
            let free = (0..size * size).find(|k| {
                let moves = js_sys::Array::from(&get(&s, "moves"));
                !moves.iter().any(|m| {
                    get(&m, "x").as_f64() == Some((k % size) as f64)
                        && get(&m, "y").as_f64() == Some((k / size) as f64)
                })
            });
            if let Some(k) = free {
                match g.place(num((k % size) as f64), num((k / size) as f64)) {
                    Ok(_) => placed += 1,
                    Err(e) => {
                        let code = code(e);
                        assert!(
                            ["forbidden", "game-over"].contains(&code.as_str()),
                            "{code}"
                        );
                    }
                }
            }
        }
    }
    assert!(
        accepted > 100 && refused > 100,
        "both outcomes exercised: {accepted} / {refused}"
    );
    assert!(
        set > 200 && kept > 500 && placed > 60,
        "setOptions taken {set}, refused {kept}; stones placed {placed}"
    );
    g.destroy().expect("destroy");
    c.remove();
}

#[wasm_bindgen_test]
fn swap2_on_the_widget_choices_events_and_refusals() {
    let c = canvas();
    let changes = counter(&c, "gomoku:change");
    let g = Gomoku::new(c.clone().into(), opts("{ opening: 'swap2' }")).expect("new");
    for (x, y) in [(7.0, 7.0), (8.0, 8.0), (9.0, 7.0)] {
        g.place(num(x), num(y))
            .expect("the opener places three stones");
    }
    let due = get(&get(&g.state().expect("state"), "opening"), "due");
    assert_eq!(get(&due, "by").as_string().as_deref(), Some("second"));
    let before = state_json(&g);
    assert_eq!(
        code(g.place(num(3.0), num(3.0)).expect_err("a choice is due")),
        "invalid-argument"
    );
    assert_eq!(
        code(g.choose("purple".into()).expect_err("not a choice")),
        "invalid-argument"
    );
    assert_eq!(
        code(g.choose(num(1.0)).expect_err("not a string")),
        "invalid-argument"
    );
    assert_eq!(state_json(&g), before, "refusals change nothing");
    let seen = changes.borrow().len();
    g.choose("white".into()).expect("second takes white");
    assert_eq!(changes.borrow().len(), seen + 1, "a decision is a change");
    assert_eq!(
        code(g.choose("black".into()).expect_err("decided")),
        "invalid-argument"
    );
    g.place(num(6.0), num(6.0)).expect("white plays on");
    assert_eq!(g.record().expect("record"), "h8i7j8[white]g9");
    assert_eq!(
        code(
            g.set_options(opts("{ first: 'white' }"))
                .expect_err("swap opens with black")
        ),
        "invalid-option"
    );
    g.destroy().expect("destroy");
    c.remove();
}
