#![cfg(not(target_arch = "wasm32"))]
//! The controller under long random command sequences (API calls, taps, keys, options, hints,
//! analysis, reviews) with the engine's replies delivered late, stale, out of order and twice,
//! and invariants checked after every command:
//!
//! - exactly one change event per change of the game, none for a refusal, which changes
//!   nothing; the version goes up by one with every change and only then;
//! - an engine reply changes the game only for the version its request was made for, only
//!   for a move request, and only at the end of the history;
//! - every request in flight is for the current version: a stale one has been cancelled,
//!   and only requests in flight are cancelled;
//! - `gomoku:thinking` follows whether a move request is in flight; every hint resolves once;
//! - a review's searches are in flight only while the game keeps the history it reviews (the
//!   position shown may move); every review settles once, at most one runs, and its progress
//!   events come only while it runs; it is sent to be graded only while it runs, and its
//!   grades, delivered late, twice or not at all, settle it only then;
//! - a diagram (`readonly`) changes under no tap or key.
//!
//! The sequences come from the fixed seed of `tests/seeded`, so a failure replays.

use std::collections::{BTreeMap, BTreeSet};

use gomoku::ai::Reply;
use gomoku::game::{Choice, Color, Game, Opening, Point, Rule, XY};
use gomoku::play::{
    AiPatch, Answer, Command, Controller, Effect, Env, Event, Grades, Key, Lane, Patch, Searches,
    ThemePatch,
};
use proptest::prelude::*;

mod seeded;

/// One step of a scenario; numbers are resolved against the state when the step runs.
#[derive(Clone, Debug)]
enum Op {
    Place(u8, u8),
    Tap(u8, u8),
    Key(u8),
    Hover(Option<(u8, u8)>),
    Undo,
    Redo,
    Reset,
    Jump(i8),
    LoadPrefix(u8),
    LoadJunk,
    Choose(u8),
    Options(u8),
    Hint,
    Analyze(bool, u8),
    Review,
    StopReview,
    Focus(bool),
    /// Deliver a reply to the `n`th request ever made: `(n, point, partial, eval)`.
    Deliver(u16, Option<(u8, u8)>, bool, i16),
    /// Deliver the grades of the `n`th review ever sent to be graded (none at all for a
    /// multiple of 5: the module did not load).
    Grade(u8),
}

fn op() -> impl Strategy<Value = Op> {
    let xy = (0u8..16, 0u8..16);
    prop_oneof![
        6 => xy.clone().prop_map(|(x, y)| Op::Place(x, y)),
        6 => xy.clone().prop_map(|(x, y)| Op::Tap(x, y)),
        3 => (0u8..9).prop_map(Op::Key),
        2 => prop::option::of(xy.clone()).prop_map(Op::Hover),
        3 => Just(Op::Undo),
        2 => Just(Op::Redo),
        1 => Just(Op::Reset),
        2 => (-2i8..20).prop_map(Op::Jump),
        1 => any::<u8>().prop_map(Op::LoadPrefix),
        1 => Just(Op::LoadJunk),
        2 => (0u8..3).prop_map(Op::Choose),
        3 => any::<u8>().prop_map(Op::Options),
        2 => Just(Op::Hint),
        1 => (any::<bool>(), 1u8..6).prop_map(|(on, lines)| Op::Analyze(on, lines)),
        2 => Just(Op::Review),
        1 => Just(Op::StopReview),
        1 => any::<bool>().prop_map(Op::Focus),
        16 => (any::<u16>(), prop::option::of(xy), prop::bool::weighted(0.3), -300i16..300)
            .prop_map(|(n, p, partial, eval)| Op::Deliver(n, p, partial, eval)),
        3 => any::<u8>().prop_map(Op::Grade),
    ]
}

fn start() -> impl Strategy<Value = (Patch, u64)> {
    (
        prop::sample::select(&[7usize, 9, 15][..]),
        prop::sample::select(&Rule::ALL[..]),
        prop::sample::select(&[Opening::None, Opening::None, Opening::Swap1, Opening::Swap2][..]),
        prop::sample::select(&[None, Some(Color::Black), Some(Color::White)][..]),
        any::<bool>(),
        any::<u64>(),
    )
        .prop_map(|(size, rule, opening, plays, confirm, seed)| {
            let patch = Patch {
                size: Some(size),
                rule: Some(rule),
                opening: Some(opening),
                confirm: Some(confirm),
                ai: Some(AiPatch {
                    plays: Some(plays),
                    level: Some(2),
                }),
                ..Patch::default()
            };
            (patch, seed)
        })
}

/// What identifies the game and its history: any change of it is a change event.
type Fingerprint = (
    usize,
    Vec<gomoku::game::Move>,
    Vec<Choice>,
    gomoku::game::Config,
    Opening,
);

fn fingerprint(g: &Game) -> Fingerprint {
    (
        g.cursor(),
        g.history().to_vec(),
        g.decisions().to_vec(),
        g.config(),
        g.opening(),
    )
}

/// What a request was for, as the harness can tell from the outside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Move,
    Hint,
    Analysis,
    Review,
}

/// A request as the harness saw it go out.
#[derive(Clone, Copy, Debug)]
struct Made {
    id: u32,
    version: u64,
    kind: Kind,
}

/// A history, as a review holds on to it.
type History = Vec<gomoku::game::Move>;

/// The harness's view of the world outside the controller.
#[derive(Default)]
struct World {
    made: Vec<Made>,
    in_flight: BTreeMap<u32, Made>,
    hints: BTreeSet<u32>,
    resolved: BTreeSet<u32>,
    thinking: bool,
    /// The review running, and the history it reviews.
    reviewing: Option<(u32, History)>,
    reviews_settled: BTreeSet<u32>,
    /// Every review sent to be graded, with its searches, the last one last.
    to_grade: Vec<(u32, Searches)>,
    stats: Stats,
}

#[derive(Default, Debug)]
struct Stats {
    changes: usize,
    engine_moves: usize,
    stale_replies: usize,
    cancels: usize,
    refusals: usize,
    hints_resolved: usize,
    analysis_events: usize,
    reviews_resolved: usize,
    reviews_cancelled: usize,
    review_events: usize,
}

fn key(k: u8) -> Key {
    [
        Key::Left,
        Key::Right,
        Key::Up,
        Key::Down,
        Key::Place,
        Key::Undo,
        Key::Redo,
        Key::Home,
        Key::End,
    ][k as usize % 9]
}

fn options(n: u8, plays: Option<Color>) -> Patch {
    let mut p = Patch::default();
    match n % 8 {
        0 => {
            p.ai = Some(AiPatch {
                plays: Some(match plays {
                    None => Some(Color::White),
                    Some(Color::White) => Some(Color::Black),
                    Some(Color::Black) => None,
                }),
                level: None,
            })
        }
        1 => p.readonly = Some(n & 16 != 0),
        2 => p.confirm = Some(n & 16 != 0),
        3 => p.size = Some([7, 9, 15][n as usize / 8 % 3]),
        4 => p.opening = Some([Opening::None, Opening::Swap1, Opening::Swap2][n as usize / 8 % 3]),
        5 => p.rule = Some(Rule::ALL[n as usize / 8 % 3]),
        6 => p.first = Some(Color::White),
        _ => {
            p.move_numbers = Some(true);
            p.theme = Some(ThemePatch::default());
        }
    }
    p
}

/// Turns `op` into a command for the controller's current state.
fn command(op: &Op, ctl: &Controller, world: &World) -> Option<Command> {
    let g = ctl.game();
    let size = g.config().size;
    let at = |x: u8, y: u8| Point::new(x as usize % size, y as usize % size);
    Some(match op {
        // Sometimes off the board: the API refuses it.
        &Op::Place(x, y) => Command::Place {
            x: x as i64 - 1,
            y: y as i64 % (size as i64 + 1),
        },
        &Op::Tap(x, y) => Command::Tap(at(x, y)),
        &Op::Key(k) => Command::Key(key(k)),
        Op::Hover(p) => Command::Hover(p.map(|(x, y)| at(x, y))),
        Op::Undo => Command::Undo,
        Op::Redo => Command::Redo,
        Op::Reset => Command::Reset,
        &Op::Jump(n) => Command::Jump(n as i64),
        &Op::LoadPrefix(n) => {
            let mut copy = g.clone();
            let k = n as usize % (g.history().len() + 1);
            let _ = copy.jump_to(k);
            Command::Load(copy.record())
        }
        Op::LoadJunk => Command::Load("h8h8".into()),
        &Op::Choose(c) => {
            Command::Choose([Choice::Black, Choice::White, Choice::PlaceTwo][c as usize])
        }
        &Op::Options(n) => Command::SetOptions(options(n, ctl.options().ai.plays)),
        Op::Hint => Command::Hint,
        &Op::Analyze(on, lines) => {
            if on {
                Command::Analyze { lines }
            } else {
                Command::StopAnalysis
            }
        }
        Op::Review => Command::Review { ms_per_move: 50.0 },
        Op::StopReview => Command::StopReview,
        &Op::Focus(keyboard) => {
            if keyboard {
                Command::Focus { keyboard: true }
            } else {
                Command::Blur
            }
        }
        &Op::Grade(n) => {
            // Mostly the last review sent; sometimes an older one.
            let k = world
                .to_grade
                .len()
                .checked_sub(1 + usize::from(n % 4 == 0))?;
            let (id, searches) = &world.to_grade[k];
            let grades = searches.review().map(|r| Grades::of(&r).encode());
            Command::Graded {
                id: *id,
                grades: grades.filter(|_| n % 5 != 0),
            }
        }
        &Op::Deliver(n, p, partial, eval) => {
            // Mostly a request in flight; a third of the time any request ever made.
            let live: Vec<&Made> = world.in_flight.values().collect();
            let made = if n % 3 != 0 && !live.is_empty() {
                live[n as usize / 3 % live.len()]
            } else {
                world.made.get(n as usize % world.made.len().max(1))?
            };
            // Mostly an empty point (a legal move, if the position is still the one asked
            // about); sometimes any point.
            let empty: Vec<Point> = g
                .board()
                .points()
                .filter(|&q| g.board().get(q).is_none())
                .collect();
            let best = p.map(|(x, y)| match empty.len() {
                k if k > 0 && (x + y) % 4 != 0 => {
                    XY::from(empty[(x as usize * 16 + y as usize) % k])
                }
                _ => XY::from(at(x, y)),
            });
            Command::Reply(Reply {
                partial,
                eval: eval as i32,
                best,
                best_line: best.into_iter().collect(),
                depth: 1,
                ..Reply::empty(made.id)
            })
        }
    })
}

fn run(patch: &Patch, seed: u64, ops: &[Op], world: &mut World) {
    let mut ctl = Controller::new(patch, None, Env { engine: true, seed }).expect("valid");
    let fx = ctl.take_effects();
    observe(&ctl, &fx, None, world);
    for op in ops {
        let Some(cmd) = command(op, &ctl, world) else {
            continue;
        };
        let before = fingerprint(ctl.game());
        let version = ctl.version();
        let looked_back = ctl.game().cursor() < ctl.game().history().len();
        let readonly = ctl.options().readonly;
        let input = matches!(cmd, Command::Tap(_) | Command::Key(_));
        let delivered = match &cmd {
            Command::Reply(r) => world
                .made
                .iter()
                .find(|m| m.id == r.id)
                .copied()
                .map(|m| (m, r.clone())),
            _ => None,
        };
        let result = ctl.apply(cmd.clone());
        let fx = ctl.take_effects();
        let after = fingerprint(ctl.game());
        let changes = fx
            .iter()
            .filter(|e| matches!(e, Effect::Dispatch(Event::Change)))
            .count();
        let changed = after != before;

        // One change event per change; the version counts the changes.
        assert_eq!(
            changes,
            usize::from(changed),
            "{cmd:?}: change events {changes}, changed {changed}"
        );
        assert_eq!(
            ctl.version(),
            version + u64::from(changed),
            "{cmd:?}: version"
        );
        if result.is_err() {
            assert!(!changed, "{cmd:?}: a refusal changed the game");
            world.stats.refusals += 1;
        }
        if readonly && input {
            assert!(!changed, "{cmd:?}: a diagram changed under input");
        }
        world.stats.changes += changes;

        // An engine reply plays only for the position it was asked about.
        if let Some((made, reply)) = &delivered {
            if changed {
                assert_eq!(made.kind, Kind::Move, "only a move request plays: {made:?}");
                assert!(
                    made.kind != Kind::Review,
                    "a review's search changed the game"
                );
                assert_eq!(made.version, version, "a stale reply was played: {made:?}");
                assert!(
                    !looked_back,
                    "the engine moved while the person looked back"
                );
                assert!(!reply.partial, "a partial reply was played");
                world.stats.engine_moves += 1;
            } else if made.version != version {
                world.stats.stale_replies += 1;
            }
            if !reply.partial {
                world.in_flight.remove(&made.id);
            }
        }
        if let Ok(Answer::Hint(id)) = result {
            world.hints.insert(id);
        }
        if let Ok(Answer::Review(id)) = result {
            // Settled at once (no moves, or no engine), or running now.
            if !world.reviews_settled.contains(&id) {
                let settled_now = fx
                    .iter()
                    .any(|e| matches!(e, Effect::SettleReview { id: s, .. } if *s == id));
                if !settled_now {
                    world.reviewing = Some((id, ctl.game().history().to_vec()));
                }
            }
        }
        observe(&ctl, &fx, Some(&cmd), world);
    }
}

/// Records what the effects say and checks the requests in flight against the game.
fn observe(ctl: &Controller, fx: &[Effect], cmd: Option<&Command>, world: &mut World) {
    for e in fx {
        match e {
            Effect::Send(r, lane) => {
                let kind = if *lane == Lane::Review {
                    Kind::Review
                } else if r.stream {
                    Kind::Analysis
                } else if matches!(cmd, Some(Command::Hint)) {
                    Kind::Hint
                } else {
                    Kind::Move
                };
                let made = Made {
                    id: r.id,
                    version: ctl.version(),
                    kind,
                };
                world.made.push(made);
                world.in_flight.insert(r.id, made);
            }
            Effect::Answer(r) => {
                let made = Made {
                    id: r.id,
                    version: ctl.version(),
                    kind: Kind::Move,
                };
                world.made.push(made);
                world.in_flight.insert(r.id, made);
            }
            Effect::Cancel(id) => {
                assert!(
                    world.in_flight.remove(id).is_some(),
                    "{cmd:?}: cancelled {id}, which is not in flight"
                );
                world.stats.cancels += 1;
            }
            Effect::ResolveHint { id, .. } => {
                assert!(world.resolved.insert(*id), "hint {id} resolved twice");
                world.in_flight.remove(id);
                world.stats.hints_resolved += 1;
            }
            Effect::Dispatch(Event::Thinking(t)) => {
                assert_ne!(*t, world.thinking, "{cmd:?}: thinking {t} twice in a row");
                world.thinking = *t;
            }
            Effect::Dispatch(Event::Analysis(_)) => world.stats.analysis_events += 1,
            Effect::Dispatch(Event::Review { done, total }) => {
                assert!(
                    done <= total && *done > 0,
                    "{cmd:?}: progress {done} of {total}"
                );
                assert!(world.reviewing.is_some(), "{cmd:?}: progress of no review");
                world.stats.review_events += 1;
            }
            Effect::Grade { id, searches } => {
                assert!(
                    world.reviewing.as_ref().is_some_and(|(r, _)| r == id)
                        || matches!(cmd, Some(Command::Review { .. })),
                    "{cmd:?}: review {id} sent to be graded while it does not run"
                );
                world.to_grade.push((*id, searches.clone()));
            }
            Effect::SettleReview { id, result } => {
                assert!(
                    world.reviews_settled.insert(*id),
                    "review {id} settled twice"
                );
                if world.reviewing.as_ref().is_some_and(|(r, _)| r == id) {
                    world.reviewing = None;
                }
                match result {
                    Ok(_) => world.stats.reviews_resolved += 1,
                    Err(_) => world.stats.reviews_cancelled += 1,
                }
            }
            _ => {}
        }
    }
    for made in world.in_flight.values() {
        if made.kind == Kind::Review {
            let (_, history) = world
                .reviewing
                .as_ref()
                .unwrap_or_else(|| panic!("{cmd:?}: a search of no review in flight: {made:?}"));
            assert_eq!(
                history.as_slice(),
                ctl.game().history(),
                "{cmd:?}: a review's search in flight for another game"
            );
            continue;
        }
        assert_eq!(
            made.version,
            ctl.version(),
            "{cmd:?}: a request for an old position is still in flight: {made:?}"
        );
    }
    let move_in_flight = world.in_flight.values().any(|m| m.kind == Kind::Move);
    assert_eq!(world.thinking, move_in_flight, "{cmd:?}: thinking");
}

/// Sequences run from the fixed seed (`tests/seeded`: `GOMOKU_FUZZ_SEED` replays another,
/// `GOMOKU_FUZZ_SCALE` runs more).
const CASES: u32 = 512;

#[test]
fn random_commands_with_late_stale_and_out_of_order_replies_keep_every_invariant() {
    let (mut runner, fuzz_seed) = seeded::runner(CASES, file!());
    let total = std::cell::RefCell::new(Stats::default());
    let scenario = (start(), prop::collection::vec(op(), 0..250));
    let result = runner.run(&scenario, |((patch, seed), ops)| {
        let mut world = World::default();
        run(&patch, seed, &ops, &mut world);
        let mut t = total.borrow_mut();
        let s = &world.stats;
        t.changes += s.changes;
        t.engine_moves += s.engine_moves;
        t.stale_replies += s.stale_replies;
        t.cancels += s.cancels;
        t.refusals += s.refusals;
        t.hints_resolved += s.hints_resolved;
        t.analysis_events += s.analysis_events;
        t.reviews_resolved += s.reviews_resolved;
        t.reviews_cancelled += s.reviews_cancelled;
        t.review_events += s.review_events;
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}\nseed {fuzz_seed}: replay with GOMOKU_FUZZ_SEED={fuzz_seed}");
    }
    let t = total.into_inner();
    eprintln!("{t:?}");
    // The scenarios reach what they are meant to exercise.
    let cases = seeded::cases(CASES) as usize;
    assert!(t.changes > cases * 10, "{t:?}");
    assert!(t.engine_moves > cases, "{t:?}");
    assert!(t.stale_replies > cases, "{t:?}");
    assert!(t.cancels > cases, "{t:?}");
    assert!(t.refusals > cases, "{t:?}");
    assert!(t.hints_resolved > cases / 4, "{t:?}");
    assert!(t.analysis_events > cases / 4, "{t:?}");
    assert!(t.reviews_resolved > cases / 8, "{t:?}");
    assert!(t.reviews_cancelled > cases / 8, "{t:?}");
    assert!(t.review_events > cases / 4, "{t:?}");
}
