#![cfg(not(target_arch = "wasm32"))]
//! A person's input on the controller: taps (and `confirm`'s two taps), keys, the hover
//! preview, the keyboard cursor, and `readonly` diagrams that refuse to play.

mod play_support;

use gomoku::game::{Color, Point};
use gomoku::play::{
    Command, Device, Gesture, Key, Patch, Pointer, PointerInput, PointerKind, TAP_SLOP,
};
use play_support::{engine, patch, pt, Board};

fn readonly() -> Patch {
    Patch {
        readonly: Some(true),
        ..Patch::default()
    }
}

fn confirm() -> Patch {
    Patch {
        confirm: Some(true),
        ..Patch::default()
    }
}

#[test]
fn a_tap_places_and_a_refused_tap_is_said_aloud_and_changes_nothing() {
    let mut b = Board::new(patch());
    b.tap("h8");
    assert_eq!(b.record(), "h8");
    assert_eq!(b.changes(), 1);
    assert_eq!(b.said(), vec!["Black h8".to_string()]);
    b.tap("h8");
    assert_eq!(b.record(), "h8");
    assert_eq!(b.changes(), 0);
    assert_eq!(b.said(), vec!["H8 is already taken".to_string()]);
    assert!(!b.redrawn(), "a refusal draws nothing new");
}

#[test]
fn confirm_the_first_tap_previews_the_second_places_elsewhere_moves_it() {
    let mut b = Board::new(confirm());
    b.tap("h8");
    assert_eq!(b.record(), "", "the first tap only shows the stone");
    assert_eq!(b.ctl.preview(), Some((pt("h8"), Color::Black)));
    assert!(b.redrawn());
    b.tap("j10");
    assert_eq!(b.record(), "", "a tap elsewhere moves the preview");
    assert_eq!(b.ctl.preview(), Some((pt("j10"), Color::Black)));
    b.tap("j10");
    assert_eq!(b.record(), "j10", "a second tap on the same point places");
    assert_eq!(b.changes(), 1);
    assert_eq!(b.ctl.preview(), None, "and the preview is gone");
    // A first tap on a taken point previews nothing.
    b.tap("j10");
    assert_eq!(b.ctl.overlay().pending, None);
    assert_eq!(b.record(), "j10");
}

#[test]
fn turning_confirm_off_drops_the_preview() {
    let mut b = Board::new(confirm());
    b.tap("h8");
    b.ok(Command::SetOptions(Patch {
        confirm: Some(false),
        ..Patch::default()
    }));
    assert_eq!(b.ctl.overlay().pending, None);
    b.tap("i9");
    assert_eq!(b.record(), "i9", "one tap places again");
}

#[test]
fn hover_shows_a_preview_only_where_the_person_to_move_may_play() {
    let mut b = Board::new(patch());
    b.ok(Command::Hover(Some(pt("h8"))));
    assert!(b.redrawn());
    assert_eq!(b.ctl.preview(), Some((pt("h8"), Color::Black)));
    b.ok(Command::Hover(Some(pt("h8"))));
    assert!(!b.redrawn(), "the same point draws nothing new");
    b.tap("h8");
    assert_eq!(b.ctl.preview(), None, "a taken point shows no preview");
    b.ok(Command::Hover(Some(pt("a1"))));
    assert_eq!(b.ctl.preview(), Some((pt("a1"), Color::White)));
    b.ok(Command::Hover(None));
    assert_eq!(b.ctl.preview(), None);
    // While the engine is to move, no preview.
    let mut e = Board::new(engine(Color::Black));
    e.ok(Command::Hover(Some(pt("a1"))));
    assert_eq!(e.ctl.preview(), None);
    assert_eq!(e.ctl.scene(1.0).preview, None);
}

#[test]
fn keys_move_the_cursor_place_undo_redo_and_jump() {
    let mut b = Board::new(patch());
    b.key(Key::Place);
    assert_eq!(b.record(), "h8", "the cursor starts in the centre");
    assert!(b.ctl.overlay().cursor_visible);
    b.key(Key::Right);
    b.key(Key::Right);
    b.key(Key::Place);
    assert_eq!(b.record(), "h8j8");
    b.key(Key::Down);
    b.key(Key::Place);
    assert_eq!(b.record(), "h8j8j7");
    b.key(Key::Undo);
    b.key(Key::Undo);
    assert_eq!(b.record(), "h8");
    b.key(Key::Redo);
    assert_eq!(b.record(), "h8j8");
    assert_eq!(b.changes(), 1);
    b.key(Key::Home);
    assert_eq!(b.ctl.game().cursor(), 0);
    assert_eq!(
        b.ctl.game().history().len(),
        3,
        "Home keeps the moves redoable"
    );
    b.key(Key::Home);
    assert_eq!(b.changes(), 0, "Home at the start changes nothing");
    b.key(Key::End);
    assert_eq!(b.record(), "h8j8j7");
}

#[test]
fn the_cursor_stays_on_the_board_and_starts_on_the_last_move() {
    let mut b = Board::new(patch());
    b.play("a15");
    b.key(Key::Left);
    assert_eq!(
        b.ctl.overlay().cursor,
        Some(Point::new(0, 0)),
        "clamped at the edge"
    );
    b.key(Key::Up);
    assert_eq!(b.ctl.overlay().cursor, Some(Point::new(0, 0)));
    for _ in 0..30 {
        b.key(Key::Right);
        b.key(Key::Down);
    }
    assert_eq!(b.ctl.overlay().cursor, Some(Point::new(14, 14)));
    let mut c = Board::new(patch());
    c.play("c3");
    c.key(Key::Right);
    assert_eq!(c.ctl.overlay().cursor, Some(pt("d3")), "from the last move");
}

#[test]
fn a_press_hides_the_keyboard_cursor_and_keyboard_focus_shows_it() {
    let mut b = Board::new(patch());
    b.ok(Command::Focus { keyboard: false });
    assert!(
        !b.ctl.overlay().cursor_visible,
        "a click's focus shows no cursor"
    );
    b.ok(Command::Focus { keyboard: true });
    assert!(b.ctl.overlay().cursor_visible);
    assert!(b.redrawn());
    b.ok(Command::Press);
    assert!(!b.ctl.overlay().cursor_visible);
    b.key(Key::Right);
    assert!(b.ctl.overlay().cursor_visible);
    b.ok(Command::Blur);
    assert!(!b.ctl.overlay().cursor_visible);
    assert!(
        b.ctl.scene(1.0).cursor.is_none(),
        "a hidden cursor is not drawn"
    );
}

#[test]
fn readonly_no_tap_or_key_plays_undoes_or_jumps_but_the_api_still_works() {
    let mut b = Board::new(readonly());
    b.ok(Command::Load("h8i9j10".into()));
    assert_eq!(b.changes(), 1, "the page's own calls work");
    for name in ["a1", "a1"] {
        b.tap(name);
        assert_eq!(b.record(), "h8i9j10", "a tap plays nothing");
        assert_eq!(b.changes(), 0);
    }
    for k in [Key::Place, Key::Undo, Key::Redo, Key::Home, Key::End] {
        b.key(k);
        assert_eq!(b.record(), "h8i9j10", "{k:?} plays nothing");
        assert_eq!(b.changes(), 0);
        assert!(b.sent().is_empty());
    }
    // Arrows move the cursor to read the board, point by point.
    b.key(Key::Left);
    assert_eq!(b.ctl.overlay().cursor, Some(pt("i10")));
    assert_eq!(b.said(), vec!["i10, empty".to_string()]);
    b.key(Key::Down);
    assert_eq!(b.said(), vec!["i9, white".to_string()]);
    // No preview stone under the pointer.
    b.ok(Command::Hover(Some(pt("a1"))));
    assert_eq!(b.ctl.preview(), None);
    // The API plays on.
    b.ok(Command::Undo);
    assert_eq!(b.record(), "h8i9");
    b.ok(Command::Place { x: 0, y: 0 });
    assert_eq!(b.record(), "h8i9a15");
}

#[test]
fn readonly_can_be_switched_on_and_off() {
    let mut b = Board::new(confirm());
    b.tap("h8");
    assert_eq!(b.ctl.overlay().pending, Some(pt("h8")));
    b.ok(Command::SetOptions(readonly()));
    assert_eq!(
        b.ctl.overlay().pending,
        None,
        "a diagram drops the confirm preview"
    );
    assert!(b
        .described()
        .is_some_and(|d| d.starts_with("15 by 15 board")));
    assert_eq!(b.changes(), 0);
    b.tap("h8");
    b.tap("h8");
    assert_eq!(b.record(), "");
    b.ok(Command::SetOptions(Patch {
        readonly: Some(false),
        ..Patch::default()
    }));
    assert!(b.described().is_some_and(|d| d.starts_with("Gomoku board")));
    b.tap("h8");
    b.tap("h8");
    assert_eq!(b.record(), "h8");
}

#[test]
fn the_board_takes_its_keys_and_leaves_the_others_to_the_page() {
    use gomoku::play::Key as K;
    let cases = [
        ("ArrowLeft", false, false, Some(K::Left)),
        ("ArrowRight", false, false, Some(K::Right)),
        ("ArrowUp", false, false, Some(K::Up)),
        ("ArrowDown", false, false, Some(K::Down)),
        ("Enter", false, false, Some(K::Place)),
        (" ", false, false, Some(K::Place)),
        ("Home", false, false, Some(K::Home)),
        ("End", false, false, Some(K::End)),
        ("z", true, false, Some(K::Undo)),
        ("Z", true, true, Some(K::Redo)),
        ("z", true, true, Some(K::Redo)),
        ("y", true, false, Some(K::Redo)),
        ("z", false, false, None),
        ("Tab", false, false, None),
        ("c", true, false, None),
        ("a", false, false, None),
    ];
    for (key, command, shift, want) in cases {
        assert_eq!(
            K::of(key, command, shift, false),
            want,
            "{key:?} {command} {shift}"
        );
    }
    assert_eq!(
        K::of("ArrowLeft", false, false, true),
        None,
        "Alt belongs to the page"
    );
    assert_eq!(K::of("z", true, false, true), None);
}

/// A pointer event of `device` pointer `id` at `(x, y)`: primary, main button.
fn at(device: Device, id: i32, x: f64, y: f64) -> PointerInput {
    PointerInput {
        id,
        x,
        y,
        device,
        primary: true,
        button: 0,
    }
}

#[test]
fn pointer_events_make_presses_hovers_and_taps_as_a_person_means_them() {
    use PointerKind::{Cancel, Down, Leave, Move, Up};
    let mouse = |x, y| at(Device::Mouse, 1, x, y);
    let finger = |id, x, y| at(Device::Touch, id, x, y);

    let mut p = Pointer::default();
    assert_eq!(
        p.on(Move, &mouse(5.0, 6.0)),
        Some(Gesture::Hover(Some((5.0, 6.0))))
    );
    assert_eq!(
        p.on(Up, &mouse(5.0, 6.0)),
        None,
        "a release without a press is no click"
    );
    assert_eq!(p.on(Down, &mouse(5.0, 6.0)), Some(Gesture::Press));
    assert_eq!(
        p.on(Up, &mouse(7.0, 6.0)),
        Some(Gesture::Tap(7.0, 6.0)),
        "taps where it lifts"
    );
    assert_eq!(p.on(Up, &mouse(7.0, 6.0)), None, "one press, one click");

    let right = PointerInput {
        button: 2,
        ..mouse(5.0, 6.0)
    };
    assert_eq!(p.on(Down, &right), None, "a right click does not play");
    assert_eq!(p.on(Up, &right), None);
    let pen = PointerInput {
        button: 5,
        ..at(Device::Pen, 9, 1.0, 1.0)
    };
    assert_eq!(
        p.on(Down, &pen),
        Some(Gesture::Press),
        "a pen's eraser button is still a pen"
    );
    assert_eq!(p.on(Up, &pen), Some(Gesture::Tap(1.0, 1.0)));

    // A mouse dragged off the board and released is no click; leaving ends the hover.
    p.on(Down, &mouse(5.0, 6.0));
    assert_eq!(p.on(Leave, &mouse(-1.0, 6.0)), Some(Gesture::Hover(None)));
    assert_eq!(p.on(Up, &mouse(5.0, 6.0)), None);

    // Fingers do not hover; a second finger does not play; a scroll is no tap.
    assert_eq!(p.on(Down, &finger(3, 50.0, 50.0)), Some(Gesture::Press));
    let second = PointerInput {
        primary: false,
        ..finger(4, 90.0, 90.0)
    };
    assert_eq!(p.on(Down, &second), None);
    assert_eq!(p.on(Move, &finger(3, 52.0, 50.0)), None);
    assert_eq!(
        p.on(Up, &second),
        None,
        "the other finger lifting ends the press untapped"
    );
    p.on(Down, &finger(3, 50.0, 50.0));
    p.on(Leave, &finger(3, 50.0, 50.0));
    assert_eq!(
        p.on(Up, &finger(3, 50.0, 50.0)),
        Some(Gesture::Tap(50.0, 50.0)),
        "a finger's leave keeps its press"
    );
    p.on(Down, &finger(3, 50.0, 50.0));
    p.on(Move, &finger(3, 50.0, 50.0 + TAP_SLOP * 2.0));
    assert_eq!(p.on(Up, &finger(3, 50.0, 50.0)), None, "it scrolled");

    // A cancelled press (the browser took the pointer, or the board lost focus) never taps.
    p.on(Down, &mouse(5.0, 6.0));
    assert_eq!(p.on(Cancel, &mouse(5.0, 6.0)), None);
    assert_eq!(p.on(Up, &mouse(5.0, 6.0)), None);
    assert_eq!(Device::of("touch"), Device::Touch);
    assert_eq!(Device::of("mouse"), Device::Mouse);
    assert_eq!(Device::of(""), Device::Pen);
}

#[test]
fn a_press_is_a_tap_unless_a_finger_scrolled_or_another_pointer_lifts() {
    use gomoku::play::Press;
    let mut mouse = Press::new(1, 100.0, 100.0, false);
    mouse.moved(1, 160.0, 100.0);
    assert!(mouse.taps(1), "a mouse may drift: it still clicks");
    assert!(!mouse.taps(2), "another pointer lifting is no tap");
    let mut finger = Press::new(3, 100.0, 100.0, true);
    finger.moved(3, 100.0 + TAP_SLOP * 0.8, 100.0);
    assert!(finger.taps(3), "a finger that wobbles still taps");
    finger.moved(4, 300.0, 300.0);
    assert!(finger.taps(3), "another finger's move does not count");
    finger.moved(3, 100.0, 100.0 + TAP_SLOP * 1.5);
    assert!(!finger.taps(3), "a finger that travelled scrolled");
    finger.moved(3, 100.0, 100.0);
    assert!(!finger.taps(3), "and coming back does not undo the scroll");
}

#[test]
fn a_jump_off_the_history_is_refused_with_the_words_of_the_api() {
    let mut b = Board::new(patch());
    b.play("h8i9j10");
    let before = b.ctl.version();
    let e = b.run(Command::Jump(-3)).unwrap_err();
    assert_eq!(e.to_string(), "n must be between 0 and 3, got -3");
    let e = b.run(Command::Jump(7)).unwrap_err();
    assert_eq!(
        e.to_string(),
        "n must be between 0 and 3 (the number of moves), got 7"
    );
    assert!(b.fx.is_empty(), "a refusal has no effect");
    assert_eq!(b.ctl.version(), before);
    b.ok(Command::Jump(3));
    assert_eq!(
        b.changes(),
        0,
        "a jump to where the game is changes nothing"
    );
}

#[test]
fn place_undo_and_redo_return_the_move_they_placed_took_back_or_replayed() {
    let mut b = Board::new(patch());
    let placed = b.ok(Command::Place { x: 7, y: 7 }).moved();
    assert_eq!(
        placed.map(|m| (m.point, m.color)),
        Some((pt("h8"), Color::Black))
    );
    assert_eq!(
        b.ok(Command::Undo).moved(),
        placed,
        "undo returns the move taken back"
    );
    assert_eq!(
        b.ok(Command::Undo).moved(),
        None,
        "nothing left to take back"
    );
    assert_eq!(
        b.ok(Command::Redo).moved(),
        placed,
        "redo returns the move replayed"
    );
    assert_eq!(b.ok(Command::Redo).moved(), None);
    assert_eq!(b.ok(Command::Reset).moved(), None);
}
