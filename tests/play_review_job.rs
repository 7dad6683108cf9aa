#![cfg(not(target_arch = "wasm32"))]
//! `review()` on the controller: one search per position on the review's own worker, from the
//! last position back, progress events, the result and its marks on the board; and everything
//! that cancels it (stopReview, another review, a new move, load, reset, destroy), after which
//! no event follows. Also `analyze({ lines })` and its candidate labels.

mod js_value;
mod play_support;

use gomoku::ai::protocol::PvLine;
use gomoku::ai::{Reply, Request};
use gomoku::game::{Color, XY};
use gomoku::play::{
    calls, Answer, Command, Effect, Event, Grades, Lane, Patch, Review, ReviewError, Searches,
    Thrown,
};
use gomoku::view::MoveClass;
use play_support::{patch, pt, Board};

fn review(b: &mut Board, ms: f64) -> u32 {
    match b.ok(Command::Review { ms_per_move: ms }) {
        Answer::Review(id) => id,
        other => panic!("{other:?}"),
    }
}

/// The review searches the last command sent.
fn searches(b: &Board) -> Vec<Request> {
    b.fx.iter()
        .filter_map(|e| match e {
            Effect::Send(r, Lane::Review) => Some(r.clone()),
            _ => None,
        })
        .collect()
}

fn the_search(b: &Board) -> Request {
    let s = searches(b);
    assert_eq!(s.len(), 1, "one search: {:?}", b.fx);
    s[0].clone()
}

/// How the last command settled a review, if it did: with the review its grading made.
fn settled(b: &Board) -> Vec<(u32, Result<Review, ReviewError>)> {
    b.fx.iter()
        .filter_map(|e| match e {
            Effect::SettleReview { id, result } => {
                let review = || {
                    b.reviews
                        .iter()
                        .find(|(r, _)| r == id)
                        .map(|(_, r)| r.clone())
                };
                Some((*id, result.map(|()| review().expect("graded"))))
            }
            _ => None,
        })
        .collect()
}

fn progress(b: &Board) -> Vec<(usize, usize)> {
    b.events()
        .iter()
        .filter_map(|e| match e {
            Event::Review { done, total } => Some((*done, *total)),
            _ => None,
        })
        .collect()
}

/// The engine's last reply to search `id`: best move `best`, the side to move's `win_rate`.
fn found(id: u32, best: &str, win_rate: f64) -> Reply {
    let best = XY::from(pt(best));
    Reply {
        best: Some(best),
        win_rate,
        best_line: vec![best],
        ..Reply::empty(id)
    }
}

/// The stones of a request, by name, black first.
fn stones(r: &Request) -> (Vec<String>, Vec<String>) {
    let mut black = Vec::new();
    let mut white = Vec::new();
    for (i, &c) in r.cells.iter().enumerate() {
        let name = gomoku::game::point_name(gomoku::game::Point::new(i % 15, i / 15), 15);
        match c {
            1 => black.push(name),
            2 => white.push(name),
            _ => {}
        }
    }
    (black, white)
}

#[test]
fn each_position_is_searched_from_the_last_back_and_the_review_resolves() {
    let mut b = Board::new(patch());
    b.play("h8i9g7");
    let id = review(&mut b, 300.0);
    // The position after the last move first: white to move, on the review's worker.
    let r = the_search(&b);
    assert_eq!(
        (r.to_move, r.level, r.time_ms, r.stream),
        (Color::White, 5, 300.0, false)
    );
    assert_eq!(stones(&r).0.len() + stones(&r).1.len(), 3);
    let answers = [("f6", 0.3), ("g7", 0.55), ("i9", 0.5), ("h8", 0.5)];
    let mut asked = vec![r];
    for (k, (best, rate)) in answers.iter().enumerate() {
        let id = asked.last().expect("a search").id;
        b.ok(Command::Reply(found(id, best, *rate)));
        assert_eq!(progress(&b), vec![(k + 1, 4)], "progress, positions of 4");
        if k < 3 {
            asked.push(the_search(&b));
        }
    }
    let stones_seen: Vec<usize> = asked
        .iter()
        .map(|r| stones(r).0.len() + stones(r).1.len())
        .collect();
    assert_eq!(stones_seen, vec![3, 2, 1, 0], "from the last position back");
    let done = settled(&b);
    assert_eq!(done.len(), 1);
    let (settled_id, result) = &done[0];
    assert_eq!(*settled_id, id);
    let review = result.clone().expect("a review");
    let classes: Vec<MoveClass> = review.moves.iter().map(|m| m.class).collect();
    // Every move was the engine's own best there; black's g7 left white 0.3 (black 0.7).
    assert_eq!(classes, vec![MoveClass::Best; 3]);
    assert_eq!(review.moves[2].win_rate_after, 0.7);
    assert!(b.redrawn(), "the marks appear");
    // The event comes before the promise settles.
    let event =
        b.fx.iter()
            .position(|e| matches!(e, Effect::Dispatch(Event::Review { .. })));
    let settle =
        b.fx.iter()
            .position(|e| matches!(e, Effect::SettleReview { .. }));
    assert!(event < settle);
}

#[test]
fn a_game_without_moves_is_reviewed_at_once() {
    let mut b = Board::new(patch());
    let id = review(&mut b, 500.0);
    assert!(searches(&b).is_empty());
    let done = settled(&b);
    let review = done[0].1.clone().expect("a review");
    assert_eq!(done[0].0, id);
    assert!(review.moves.is_empty());
    assert_eq!(review.summary.black.accuracy, None);
}

#[test]
fn a_finished_game_has_no_search_after_its_winning_move() {
    let mut b = Board::new(patch());
    b.ok(Command::Load("h8a1i8a2j8a3k8a4l8".into()));
    review(&mut b, 100.0);
    let mut count = 0;
    loop {
        let s = searches(&b);
        let Some(r) = s.first() else { break };
        count += 1;
        let best = if r.to_move == Color::Black {
            "l8"
        } else {
            "m8"
        };
        b.ok(Command::Reply(found(r.id, best, 0.5)));
    }
    assert_eq!(
        count, 9,
        "nine positions before the nine moves, none after the five"
    );
    let review = settled(&b)[0].1.clone().expect("a review");
    let last = review.moves.last().expect("moves");
    assert_eq!((last.mv.name.as_str(), last.win_rate_after), ("l8", 1.0));
}

#[test]
fn stop_review_cancels_it_and_no_event_follows() {
    let mut b = Board::new(patch());
    b.play("h8i9");
    let id = review(&mut b, 500.0);
    let r = the_search(&b);
    b.ok(Command::StopReview);
    assert_eq!(b.cancelled(), vec![r.id], "its search stops");
    let done = settled(&b);
    assert_eq!(done.len(), 1);
    assert_eq!(done[0].0, id);
    let e = done[0].1.clone().expect_err("rejected");
    assert_eq!(Thrown::from(e).code(), "cancelled");
    b.ok(Command::Reply(found(r.id, "g7", 0.5)));
    assert!(progress(&b).is_empty(), "no event after the cancel");
    assert!(searches(&b).is_empty());
    b.ok(Command::StopReview);
    assert!(settled(&b).is_empty(), "nothing to stop twice");
}

#[test]
fn a_new_move_load_reset_another_review_and_destroy_cancel_it() {
    type Change = fn(&mut Board);
    let changes: [(&str, Change); 5] = [
        ("a new move", |b| b.tap("a1")),
        ("load", |b| {
            b.ok(Command::Load("h8".into()));
        }),
        ("reset", |b| {
            b.ok(Command::Reset);
        }),
        ("another review", |b| {
            b.ok(Command::Review { ms_per_move: 60.0 });
        }),
        ("destroy", |b| {
            b.ok(Command::Destroy);
        }),
    ];
    for (what, change) in changes {
        let mut b = Board::new(patch());
        b.play("h8i9");
        let id = review(&mut b, 500.0);
        let r = the_search(&b);
        change(&mut b);
        let done = settled(&b);
        let first = done.iter().find(|(d, _)| *d == id).expect(what);
        assert!(
            matches!(first.1, Err(ReviewError::Cancelled(_))),
            "{what}: {first:?}"
        );
        assert!(b.cancelled().contains(&r.id), "{what}: its search stops");
        b.ok(Command::Reply(found(r.id, "g7", 0.5)));
        assert!(progress(&b).is_empty(), "{what}: no event follows");
    }
}

#[test]
fn looking_back_through_the_game_keeps_the_review_going() {
    let mut b = Board::new(patch());
    b.play("h8i9g7");
    review(&mut b, 500.0);
    let r = the_search(&b);
    b.ok(Command::Jump(1));
    b.ok(Command::Undo);
    b.ok(Command::Redo);
    assert!(settled(&b).is_empty(), "the history is the same");
    b.ok(Command::Reply(found(r.id, "f6", 0.5)));
    assert_eq!(progress(&b), vec![(1, 4)]);
}

#[test]
fn an_engine_that_cannot_search_fails_the_review() {
    let mut b = Board::new(patch());
    b.play("h8");
    let id = review(&mut b, 500.0);
    let r = the_search(&b);
    b.ok(Command::Reply(Reply::empty(r.id)));
    let done = settled(&b);
    assert_eq!(done[0].0, id);
    let e = done[0].1.clone().expect_err("failed");
    assert_eq!(Thrown::from(e).code(), "engine-failed");
    assert!(searches(&b).is_empty());
}

/// Reviews `record` answering every search with `best` for its side and `rates`, in order.
fn reviewed(record: &str, answers: &[(&str, f64)]) -> Board {
    let mut b = Board::new(patch());
    b.play(record);
    review(&mut b, 100.0);
    for (best, rate) in answers {
        let r = the_search(&b);
        b.ok(Command::Reply(found(r.id, best, *rate)));
    }
    assert_eq!(settled(&b).len(), 1);
    b
}

#[test]
fn the_position_shown_marks_its_last_move_and_the_best_move_it_missed() {
    // Positions searched from the last back: after i9 (black's turn), after h8, the start.
    // White's i9 drops white from 0.5 to 0.1 where j10 was best: a blunder.
    let mut b = reviewed("h8i9", &[("g7", 0.9), ("j10", 0.5), ("h8", 0.5)]);
    let verdict = b.ctl.scene(1.0).marks.verdict.expect("a verdict");
    assert_eq!(verdict.point, pt("i9"));
    assert_eq!(verdict.class, MoveClass::Blunder);
    assert_eq!(verdict.best, Some((pt("j10"), Color::White)));
    b.ok(Command::Jump(1));
    let verdict = b.ctl.scene(1.0).marks.verdict.expect("a verdict");
    assert_eq!((verdict.class, verdict.best), (MoveClass::Best, None));
    b.ok(Command::Jump(0));
    assert!(b.ctl.scene(1.0).marks.verdict.is_none(), "no move shown");
    // A new move keeps the marks of the moves before it.
    b.ok(Command::Jump(2));
    b.tap("a1");
    assert!(
        b.ctl.scene(1.0).marks.verdict.is_none(),
        "a1 was not reviewed"
    );
    b.ok(Command::Jump(2));
    assert!(b.ctl.scene(1.0).marks.verdict.is_some());
    assert_eq!(
        b.ctl.graph(1.0).rates.len(),
        2,
        "the graph keeps both moves"
    );
    b.ok(Command::Load("h8j10".into()));
    assert!(b.ctl.scene(1.0).marks.verdict.is_none());
    assert_eq!(
        b.ctl.graph(1.0).rates.len(),
        1,
        "only h8 is still the game's"
    );
}

#[test]
fn the_graph_plots_blacks_share_after_each_move() {
    let b = reviewed("h8i9", &[("g7", 0.9), ("j10", 0.5), ("h8", 0.5)]);
    let g = b.ctl.graph(2.0);
    assert_eq!(g.rates, &[0.5, 0.9]);
    assert_eq!(g.classes, &[MoveClass::Best, MoveClass::Blunder]);
    assert_eq!((g.shown, g.pixel_ratio), (2, 2.0));
    let (last, shown, text) = b.ctl.graph_value();
    assert_eq!((last, shown), (2, 2));
    assert_eq!(text, "Move 2, white i9: black 90%, blunder");
    let before = Board::new(patch());
    assert!(before.ctl.graph(1.0).rates.is_empty(), "an empty frame");
    assert_eq!(before.ctl.graph_value().2, "No review of this game yet");
}

fn line(best: &str, win_rate: f64) -> PvLine {
    let best = XY::from(pt(best));
    PvLine {
        best,
        eval: 0,
        win_rate,
        line: vec![best],
        forced_win: None,
        forced_loss: None,
    }
}

#[test]
fn analysis_lines_label_the_other_candidates_unless_marks_are_off() {
    let mut b = Board::new(patch());
    b.play("h8");
    b.ok(Command::Analyze { lines: 3 });
    let r = b.the_request();
    assert_eq!((r.lines, r.stream), (3, true));
    let reply = Reply {
        partial: true,
        lines: vec![line("i9", 0.52), line("g7", 0.47), line("h8", 0.3)],
        ..found(r.id, "i9", 0.52)
    };
    b.ok(Command::Reply(reply.clone()));
    let marks = b.ctl.scene(1.0).marks;
    let labelled: Vec<_> = marks.candidates.iter().map(|c| c.point).collect();
    assert_eq!(
        labelled,
        vec![pt("g7")],
        "the best is a ghost stone; h8 is taken"
    );
    match b.events().as_slice() {
        [Event::Analysis(report)] => assert_eq!(report.lines.len(), 3),
        other => panic!("{other:?}"),
    }
    b.ok(Command::SetOptions(Patch {
        analysis_marks: Some(false),
        ..patch()
    }));
    assert!(b.ctl.scene(1.0).marks.candidates.is_empty());
    assert!(b.redrawn());
    // Other lines ask again; the same lines do not.
    b.ok(Command::Analyze { lines: 3 });
    assert!(b.sent().is_empty());
    b.ok(Command::Analyze { lines: 1 });
    assert_eq!(b.cancelled(), vec![r.id]);
    assert_eq!(b.the_request().lines, 1);
}

#[test]
fn analyze_and_review_read_their_options() {
    use js_value::{obj, s, Js};
    let lines = |v: Js| calls::analyze(&v);
    assert_eq!(lines(Js::Undefined), Ok(Command::Analyze { lines: 1 }));
    assert_eq!(
        lines(obj(&[("lines", Js::Num(5.0))])),
        Ok(Command::Analyze { lines: 5 })
    );
    for bad in [0.0, 6.0, 2.5, f64::NAN] {
        let e = lines(obj(&[("lines", Js::Num(bad))])).expect_err("refused");
        assert_eq!(Thrown::from(e).code(), "invalid-argument");
    }
    let e = lines(obj(&[("lines", s("3"))])).expect_err("no coercion");
    assert!(e
        .to_string()
        .contains("lines must be an integer from 1 to 5"));
    assert!(
        lines(Js::Num(3.0)).is_err(),
        "an options object, not a number"
    );
    let ms = |v: Js| calls::review(&v);
    assert_eq!(ms(Js::Null), Ok(Command::Review { ms_per_move: 500.0 }));
    assert_eq!(
        ms(obj(&[("msPerMove", Js::Num(50.0))])),
        Ok(Command::Review { ms_per_move: 50.0 })
    );
    for bad in [49.0, 10_001.0, f64::INFINITY] {
        let e = ms(obj(&[("msPerMove", Js::Num(bad))])).expect_err("refused");
        assert_eq!(Thrown::from(e).code(), "invalid-argument");
    }
}

/// The searches review `id` was sent to be graded with, by the last command.
fn to_grade(b: &Board) -> Option<(u32, Searches)> {
    b.fx.iter().find_map(|e| match e {
        Effect::Grade { id, searches } => Some((*id, searches.clone())),
        _ => None,
    })
}

#[test]
fn a_review_settles_when_its_grades_come_and_not_after_it_was_cancelled() {
    let mut b = Board::new(patch());
    b.hold_grades = true;
    b.play("h8i9");
    let id = review(&mut b, 100.0);
    for (best, rate) in [("g7", 0.5), ("i9", 0.5), ("h8", 0.5)] {
        let r = the_search(&b);
        b.ok(Command::Reply(found(r.id, best, rate)));
    }
    let (graded, searches) = to_grade(&b).expect("sent to be graded");
    assert_eq!(graded, id);
    assert_eq!(searches.moves.len(), 2);
    assert_eq!(searches.searched.len(), 3);
    assert!(settled(&b).is_empty(), "it waits for its grades");
    let grades = Grades::of(&searches.review().expect("a review"));
    b.ok(Command::Graded {
        id,
        grades: Some(grades.encode()),
    });
    assert!(
        matches!(&b.fx[..], [Effect::SettleReview { id: s, result: Ok(()) }, Effect::Redraw] if *s == id),
        "{:?}",
        b.fx
    );
    assert_eq!(b.ctl.graph(1.0).rates.len(), 2, "the board shows it");
    b.ok(Command::Graded {
        id,
        grades: Some(grades.encode()),
    });
    assert!(b.fx.is_empty(), "grades twice settle nothing");

    // A new move while the grades are on their way cancels the review; its grades then
    // show nothing.
    b.ok(Command::Load("a1".into()));
    let id = review(&mut b, 100.0);
    for (best, rate) in [("g7", 0.5), ("h8", 0.5)] {
        let r = the_search(&b);
        b.ok(Command::Reply(found(r.id, best, rate)));
    }
    let (_, searches) = to_grade(&b).expect("sent to be graded");
    b.tap("h8");
    let done = settled(&b);
    let e = done[0].1.clone().expect_err("cancelled");
    assert_eq!((done[0].0, Thrown::from(e).code()), (id, "cancelled"));
    let grades = Grades::of(&searches.review().expect("a review"));
    b.ok(Command::Graded {
        id,
        grades: Some(grades.encode()),
    });
    assert!(b.fx.is_empty());
    assert!(b.ctl.graph(1.0).rates.is_empty(), "no review of this game");
}

#[test]
fn a_review_whose_grades_cannot_be_made_fails() {
    for grades in [None, Some(vec![0.5, 0.0, 7.0])] {
        let mut b = Board::new(patch());
        b.hold_grades = true;
        b.play("h8");
        let id = review(&mut b, 100.0);
        for (best, rate) in [("g7", 0.5), ("h8", 0.5)] {
            let r = the_search(&b);
            b.ok(Command::Reply(found(r.id, best, rate)));
        }
        b.ok(Command::Graded { id, grades });
        let done = settled(&b);
        let e = done[0].1.clone().expect_err("failed");
        assert_eq!(Thrown::from(e).code(), "engine-failed");
        assert!(b.ctl.graph(1.0).rates.is_empty());
    }
}
