//! Engine benchmarks (scratch).
use gomoku::ai::{Engine, SearchRequest};
use gomoku::game::{parse_record, winning_line, Board, Color, Rule};
use std::time::Instant;

fn board_of(rec: &str, size: usize) -> (Board, Color) {
    let mut b = Board::try_new(size).unwrap();
    let pts = parse_record(rec, size).unwrap();
    for (i, p) in pts.iter().enumerate() {
        b.set(
            *p,
            Some(if i % 2 == 0 {
                Color::Black
            } else {
                Color::White
            }),
        );
    }
    (
        b,
        if pts.len() % 2 == 0 {
            Color::Black
        } else {
            Color::White
        },
    )
}

fn main() {
    let t0 = Instant::now();
    let clock = move || t0.elapsed().as_secs_f64() * 1000.0;
    for rec in [
        "h8i9i8g8j7j9h9k6h7h6",
        "h8h9i8g8j8k8i9i7j10k11",
        "h8i7j8i8i9j9k10g8h9",
    ] {
        let (b, c) = board_of(rec, 15);
        let mut e = Engine::new();
        let req = SearchRequest {
            board: &b,
            to_move: c,
            rule: Rule::Freestyle,
            level: 5,
            time_ms: Some(1000.0),
            nodes: None,
        };
        let s = clock();
        let info = e.search(&req, &clock, &mut |i| {
            eprintln!("  d{} {} n{} {:?}", i.depth, i.eval, i.nodes, i.best)
        });
        let dt = clock() - s;
        println!(
            "{rec}: best {:?} eval {} depth {} nodes {} {:.0} n/s win {:?}",
            info.best,
            info.eval,
            info.depth,
            info.nodes,
            info.nodes as f64 / dt * 1000.0,
            info.forced_win
        );
    }
    // quick self-play
    let mut score = [0, 0, 0];
    for g in 0..6 {
        let opening = ["h8i9", "h8i8", "h8j9", "h8i7", "h8h9", "h8j8"][g % 6];
        let (bb, _) = board_of(opening, 15);
        let mut b = bb;
        let mut to_move = Color::Black;
        let strong = if g % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        let mut e5 = Engine::new();
        let mut e3 = Engine::new();
        let mut result = 2;
        for _ply in 0..200 {
            let lvl = if to_move == strong { 5 } else { 3 };
            let eng = if to_move == strong { &mut e5 } else { &mut e3 };
            let req = SearchRequest {
                board: &b,
                to_move,
                rule: Rule::Freestyle,
                level: lvl,
                time_ms: Some(100.0),
                nodes: None,
            };
            let info = eng.search(&req, &clock, &mut |_| {});
            let Some(m) = info.best else { break };
            if g < 0 {
                println!(
                    "  {} L{lvl} {} eval {} d{} fw {:?} fl {:?} pv {}",
                    b.stone_count(),
                    gomoku::game::point_name(m, 15),
                    info.eval,
                    info.depth,
                    info.forced_win,
                    info.forced_loss,
                    gomoku::game::format_record(&info.pv, 15)
                );
            }
            assert!(b.get(m).is_none());
            b.set(m, Some(to_move));
            if winning_line(&b, m, Rule::Freestyle).is_some() {
                result = if to_move == strong { 0 } else { 1 };
                break;
            }
            to_move = to_move.opponent();
        }
        score[result] += 1;
        println!("game {g}: {}", ["strong", "weak", "draw"][result]);
    }
    println!("L5 vs L3: {score:?}");
}
