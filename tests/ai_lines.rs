#![cfg(not(target_arch = "wasm32"))]
//! Several best lines at once (multi-PV): each line starts with a distinct legal move, each is
//! a legal sequence from the position, the first is what a one-line search finds, and the
//! lines cross the worker boundary and reach the analysis report.

use gomoku::ai::{protocol, Engine, Request, SearchInfo, SearchRequest, MAX_LINES};
use gomoku::game::{parse_record, Board, Color, Config, Game, Point, Rule};

/// The board after `record` (alternating from black) and the side to move.
fn position(record: &str, size: usize) -> (Board, Color) {
    let mut b = Board::try_new(size).expect("size");
    let mut c = Color::Black;
    for p in parse_record(record, size).expect("record") {
        b.set(p, Some(c));
        c = c.opponent();
    }
    (b, c)
}

fn search(b: &Board, to_move: Color, rule: Rule, lines: usize, nodes: u64) -> SearchInfo {
    let req = SearchRequest {
        nodes: Some(nodes),
        lines,
        ..SearchRequest::new(b, to_move, rule, 5)
    };
    Engine::new().search(&req, &|| 0.0, &mut |_| {})
}

/// Whether `line` can be played from `record` under `rule`, each move legal in turn.
fn playable(record: &str, size: usize, rule: Rule, line: &[Point]) -> bool {
    let mut g = Game::try_new(Config {
        size,
        rule,
        ..Config::default()
    })
    .expect("config");
    for p in parse_record(record, size).expect("record") {
        g.try_place(p).expect("opening");
    }
    line.iter().all(|&p| g.try_place(p).is_ok())
}

const POSITIONS: [(&str, Rule); 5] = [
    ("h8i9j8", Rule::Freestyle),
    ("h8h9i8g8j10i9", Rule::Freestyle),
    ("h8i9i8g8j8k8g9", Rule::Standard),
    ("h8i9j9i8i10g8j10", Rule::Renju),
    // Black to move in renju with fouls near: its lines avoid them.
    ("h8a1i9a3j10a5h10a7i11a9j8a11", Rule::Renju),
];

#[test]
fn every_line_starts_with_a_distinct_legal_move_and_is_playable() {
    // Budgets that stop the search at different points of a depth: a line cut off mid-depth
    // must not repeat the move of a line finished in that depth.
    for (record, rule) in POSITIONS {
        let (b, to_move) = position(record, 15);
        for (lines, nodes) in (1..=MAX_LINES).flat_map(|l| [(l, 25_000), (l, 60_000)]) {
            let info = search(&b, to_move, rule, lines, nodes);
            assert_eq!(info.lines.len(), lines, "{record} {rule}: {lines} lines");
            let mut firsts: Vec<Point> = info.lines.iter().map(|l| l.best).collect();
            assert_eq!(
                Some(firsts[0]),
                info.best,
                "{record}: the first line is the move"
            );
            assert_eq!(
                info.lines[0].pv, info.pv,
                "{record}: its line is the best line"
            );
            assert_eq!(info.lines[0].eval, info.eval);
            firsts.sort();
            firsts.dedup();
            assert_eq!(firsts.len(), lines, "{record} {rule}: distinct first moves");
            for l in &info.lines {
                assert_eq!(l.pv.first(), Some(&l.best));
                assert!(
                    playable(record, 15, rule, &l.pv),
                    "{record} {rule}: line {:?} is not playable",
                    l.pv
                );
            }
            let evals: Vec<i32> = info.lines.iter().map(|l| l.eval).collect();
            let mut sorted = evals.clone();
            sorted.sort_by(|a, b| b.cmp(a));
            assert_eq!(evals, sorted, "{record}: best first");
        }
    }
}

#[test]
fn the_first_line_is_what_a_one_line_search_finds() {
    // At a fixed depth, full width (level 3 searches four plies; no beam, pruning or
    // reductions), the minimax value does not depend on what else was searched.
    let engine = || {
        let mut e = Engine::new();
        assert!(e.set_knob("full_width", 1));
        e
    };
    for (record, rule) in POSITIONS {
        let (b, to_move) = position(record, 15);
        let one = SearchRequest {
            time_ms: Some(600_000.0),
            ..SearchRequest::new(&b, to_move, rule, 3)
        };
        let single = engine().search(&one, &|| 0.0, &mut |_| {});
        let three = SearchRequest { lines: 3, ..one };
        let multi = engine().search(&three, &|| 0.0, &mut |_| {});
        assert_eq!(multi.depth, single.depth, "{record}");
        assert_eq!(multi.eval, single.eval, "{record}: same value");
        assert_eq!(multi.best, single.best, "{record}: same move");
        assert!(multi.lines[1..].iter().all(|l| l.eval <= single.eval));
    }
}

#[test]
fn a_proven_win_comes_first_and_the_other_lines_follow() {
    // Black has an open three: h8 i8 j8, and to move: a four-three or open four wins.
    let (b, to_move) = position("h8a1i8a3j8a5", 15);
    let info = search(&b, to_move, Rule::Freestyle, 3, 100_000);
    assert!(info.forced_win.is_some(), "{info:?}");
    assert_eq!(info.lines.len(), 3);
    assert!(info.lines[0].forced_win.is_some());
    let mut firsts: Vec<Point> = info.lines.iter().map(|l| l.best).collect();
    firsts.dedup();
    assert_eq!(firsts.len(), 3);
}

#[test]
fn a_forced_reply_is_the_only_line() {
    // White has four in a row: black's one move that does not lose at once is the block.
    let (b, to_move) = position("a1h8b1h9c1h10o15h11", 15);
    let info = search(&b, to_move, Rule::Freestyle, 4, 20_000);
    assert_eq!(info.lines.len(), 1, "{:?}", info.lines);
}

#[test]
fn a_request_for_lines_streams_them_across_the_worker_boundary_into_the_report() {
    let (b, to_move) = position("h8i9j8", 15);
    let mut request = Request::new(3, &b, Rule::Freestyle, to_move, 5);
    request.lines = 4;
    request.time_ms = 300.0;
    request.stream = true;
    let request = Request::decode(&request.encode()).expect("request");
    let mut partials = Vec::new();
    let t0 = std::time::Instant::now();
    let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
    let reply = protocol::run(&mut Engine::new(), &request, &clock, &mut |r| {
        partials.push(r.clone())
    });
    let reply = gomoku::ai::Reply::decode(&reply.encode()).expect("reply");
    assert_eq!(reply.lines.len(), 4);
    assert!(partials.iter().all(|p| p.lines.len() == 4));
    assert_eq!(reply.lines[0].line, reply.best_line);
    let report = reply.report(15);
    assert_eq!(report.lines.len(), 4);
    assert_eq!(report.lines[0].mv.name, report.best_line[0].name);
    let names: Vec<&str> = report.lines.iter().map(|l| l.mv.name.as_str()).collect();
    let mut unique = names.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), 4, "{names:?}");
}
