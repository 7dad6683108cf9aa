#![cfg(not(target_arch = "wasm32"))]
//! `hint()` and `analyze()` on the controller: a hint resolves to the engine's move for the
//! position it was asked about, or to nothing; the analysis follows the position shown, draws
//! its best line and stops.

mod play_support;

use gomoku::ai::Reply;
use gomoku::game::{Color, MoveInfo, XY};
use gomoku::play::{Answer, Command, Effect, Event, Key, GHOSTS};
use play_support::{engine, patch, pt, reply, Board};

fn hint(b: &mut Board) -> u32 {
    match b.ok(Command::Hint) {
        Answer::Hint(id) => id,
        other => panic!("{other:?}"),
    }
}

fn resolved(b: &Board) -> Vec<(u32, Option<MoveInfo>)> {
    b.fx.iter()
        .filter_map(|e| match e {
            Effect::ResolveHint { id, hint } => Some((*id, hint.clone())),
            _ => None,
        })
        .collect()
}

#[test]
fn a_hint_resolves_to_the_engines_move_and_changes_nothing() {
    let mut b = Board::new(patch());
    b.play("h8i9h9i8h10");
    let id = hint(&mut b);
    let r = b.the_request();
    assert_eq!(r.id, id);
    assert_eq!((r.to_move, r.level, r.stream), (Color::White, 3, false));
    assert_eq!(b.changes(), 0);
    assert!(b.thinking().is_empty());
    b.answer(id, Some("h11"));
    let got = resolved(&b);
    assert_eq!(got.len(), 1);
    let mv = got[0].1.clone().expect("a move");
    assert_eq!(
        (got[0].0, mv.name.as_str(), mv.color, mv.number),
        (id, "h11", Color::White, 6)
    );
    assert_eq!(b.record(), "h8i9h9i8h10", "the hint places nothing");
    assert_eq!(b.changes(), 0);
}

#[test]
fn a_hint_for_a_position_that_changed_resolves_to_nothing() {
    let mut b = Board::new(patch());
    b.play("h8");
    let id = hint(&mut b);
    b.tap("a1");
    assert_eq!(b.cancelled(), vec![id]);
    assert_eq!(resolved(&b), vec![(id, None)], "resolved at once, to null");
    b.answer(id, Some("i9"));
    assert!(
        resolved(&b).is_empty(),
        "a late reply resolves nothing twice"
    );
}

#[test]
fn a_hint_on_a_finished_game_resolves_to_nothing_at_once() {
    let mut b = Board::new(patch());
    b.ok(Command::Load("h8a1i8a3j8a5k8a7l8".into()));
    let id = hint(&mut b);
    assert!(b.sent().is_empty());
    assert_eq!(resolved(&b), vec![(id, None)]);
}

#[test]
fn hints_after_destroy_still_resolve_and_destroy_cancels_everything() {
    let mut b = Board::new(engine(Color::White));
    b.tap("h8");
    let mv = b.the_request().id;
    let h = hint(&mut b);
    b.ok(Command::Destroy);
    let mut cancelled = b.cancelled();
    cancelled.sort();
    assert_eq!(cancelled, vec![mv, h]);
    assert_eq!(resolved(&b), vec![(h, None)]);
    assert!(b.events().is_empty(), "no event after destroy");
    let late = hint(&mut b);
    assert_eq!(resolved(&b), vec![(late, None)]);
    assert!(b.sent().is_empty());
    b.ok(Command::Place { x: 0, y: 0 });
    assert!(b.fx.is_empty(), "the API still works, quietly");
}

fn report(id: u32, depth: u32, line: &[&str], partial: bool) -> Reply {
    Reply {
        partial,
        depth,
        best_line: line.iter().map(|n| XY::from(pt(n))).collect(),
        ..reply(id, line.first().copied(), 40)
    }
}

fn ghosts(b: &Board) -> Vec<String> {
    b.ctl
        .overlay()
        .ghosts
        .iter()
        .map(|g| format!("{}{}", g.label, b.ctl.game().name(g.point)))
        .collect()
}

#[test]
fn analysis_streams_reports_draws_the_line_and_follows_the_position() {
    let mut b = Board::new(patch());
    b.play("h8i9");
    b.ok(Command::Analyze { lines: 1 });
    let r = b.the_request();
    assert!(r.stream && r.level == 5 && r.time_ms > 0.0, "{r:?}");
    b.ok(Command::Reply(report(r.id, 1, &["j10", "k11", "h8"], true)));
    assert_eq!(
        ghosts(&b),
        vec!["1j10", "2k11"],
        "the line stops at a taken point"
    );
    assert!(b.redrawn());
    let detail = match b.events().as_slice() {
        [Event::Analysis(d)] => d.clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!((detail.depth, detail.eval), (1, 40));
    assert_eq!(
        detail.best_line.len(),
        3,
        "the event carries the whole line"
    );
    b.ok(Command::Reply(report(r.id, 2, &["g7"], true)));
    assert_eq!(ghosts(&b), vec!["1g7"]);
    b.ok(Command::Analyze { lines: 1 });
    assert!(b.sent().is_empty(), "analyze() twice starts nothing new");

    // A new move: the old search is cancelled, its reports ignored, a new one starts.
    b.tap("a1");
    assert_eq!(b.cancelled(), vec![r.id]);
    assert!(ghosts(&b).is_empty(), "the old line is gone");
    let fresh = b.the_request();
    assert_eq!(fresh.to_move, Color::White);
    b.ok(Command::Reply(report(r.id, 9, &["o1"], true)));
    assert!(
        b.events().is_empty(),
        "a report for the old position is dropped"
    );
    b.ok(Command::Reply(report(fresh.id, 3, &["a2"], false)));
    assert_eq!(ghosts(&b), vec!["1a2"]);
    // The search ended with its last report: nothing restarts until the position changes.
    b.key(Key::Undo);
    let after = b.the_request();
    assert_eq!(after.to_move, Color::Black);
}

#[test]
fn the_line_is_cut_to_eight_stones_and_a_finished_game_has_none() {
    let mut b = Board::new(patch());
    b.ok(Command::Analyze { lines: 1 });
    let id = b.the_request().id;
    let long = ["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1"];
    b.ok(Command::Reply(report(id, 4, &long, true)));
    assert_eq!(b.ctl.overlay().ghosts.len(), GHOSTS);
    let colors: Vec<Color> = b.ctl.overlay().ghosts.iter().map(|g| g.color).collect();
    assert_eq!(colors[..3], [Color::Black, Color::White, Color::Black]);
    b.ok(Command::Load("h8a1i8a3j8a5k8a7l8".into()));
    assert!(
        b.sent().is_empty(),
        "a finished game has nothing to analyse"
    );
    assert!(b.ctl.overlay().ghosts.is_empty());
}

#[test]
fn stopping_the_analysis_cancels_it_and_clears_its_stones() {
    let mut b = Board::new(patch());
    b.ok(Command::Analyze { lines: 1 });
    let id = b.the_request().id;
    b.ok(Command::Reply(report(id, 1, &["h8"], true)));
    b.ok(Command::StopAnalysis);
    assert_eq!(b.cancelled(), vec![id]);
    assert!(b.ctl.overlay().ghosts.is_empty());
    assert!(b.redrawn());
    b.ok(Command::Reply(report(id, 2, &["h8"], true)));
    assert!(b.events().is_empty(), "no report after stopAnalysis");
    b.tap("h8");
    assert!(b.sent().is_empty(), "stopped: a move starts nothing");
    b.ok(Command::Analyze { lines: 1 });
    assert_eq!(b.sent().len(), 1, "on again");
}
