//! The network's policy head orders the search's moves better than the tables alone: on
//! self-play games it was not trained on, the move the search played ranks higher among the
//! candidates once the policy is added, as the engine adds it.

use gomoku::ai::nnue::{locality, policy, NLOC};
use gomoku::ai::{candidates, net_inputs};
use gomoku::game::{parse_record, Board, Color, Rule};

/// Games the trainer holds out (every tenth) of the first self-play file: `(rule, opening
/// length, moves)`.
fn held_out_games(n: usize) -> Vec<(Rule, usize, Vec<gomoku::game::Point>)> {
    let text = include_str!("../data/selfplay-3200.txt");
    text.lines()
        .enumerate()
        .filter(|(i, _)| i % 10 == 9)
        .filter_map(|(_, l)| {
            let f: Vec<&str> = l.split_whitespace().collect();
            let rule = Rule::parse(f.first()?)?;
            let opening = f.get(1)?.parse().ok()?;
            let moves = parse_record(f.get(3)?, 15).ok()?;
            Some((rule, opening, moves))
        })
        .take(n)
        .collect()
}

#[test]
fn the_policy_ranks_the_searchs_move_higher() {
    let p = policy().expect("the policy is built in");
    let (mut plain, mut with, mut first_plain, mut first_with, mut n) = (0, 0, 0, 0, 0);
    for (rule, opening, moves) in held_out_games(60) {
        let mut b = Board::try_new(15).expect("size");
        let mut color = Color::Black;
        for (i, &m) in moves.iter().enumerate() {
            if i >= opening {
                if let (Some(c), Some(x)) =
                    (candidates(&b, rule, color), net_inputs(&b, rule, color))
                {
                    if let Some(k) = c.iter().position(|c| c.point == m) {
                        let ctx = p.context(&x);
                        let at =
                            |back: usize| i.checked_sub(back).map(|j| (moves[j].x, moves[j].y));
                        let key = |j: usize, on: bool| {
                            let s = c[j].score;
                            let q = (c[j].point.x, c[j].point.y);
                            let loc = locality(q, at(1)) * NLOC + locality(q, at(2));
                            if on {
                                s + p.score(&ctx, c[j].me, c[j].opp, loc)
                            } else {
                                s
                            }
                        };
                        for (on, rank, first) in [
                            (false, &mut plain, &mut first_plain),
                            (true, &mut with, &mut first_with),
                        ] {
                            let better = (0..c.len())
                                .filter(|&j| j != k && key(j, on) >= key(k, on))
                                .count();
                            *rank += better + 1;
                            *first += usize::from(better == 0);
                        }
                        n += 1;
                    }
                }
            }
            b.set(m, Some(color));
            color = color.opponent();
        }
    }
    assert!(n > 500, "only {n} positions");
    assert!(
        with < plain && first_with > first_plain,
        "over {n} positions: mean rank {:.2} -> {:.2}, first {first_plain} -> {first_with}",
        plain as f64 / n as f64,
        with as f64 / n as f64
    );
}

/// The position of `record` (black first) searched at 40,000 nodes with the knobs `knobs`:
/// the board, the result, and the nodes at the end of each iteration (which tell two trees
/// apart when they agree on the line).
fn search_with(record: &str, knobs: &[(&str, i64)]) -> (Board, gomoku::ai::SearchInfo, Vec<u64>) {
    use gomoku::ai::{Engine, SearchRequest};
    let moves = parse_record(record, 15).expect("record");
    let mut b = Board::try_new(15).expect("size");
    let mut color = Color::Black;
    for &m in &moves {
        b.set(m, Some(color));
        color = color.opponent();
    }
    let mut e = Engine::with_memory_mb(4);
    for &(name, value) in knobs {
        assert!(e.set_knob(name, value), "{name}");
    }
    let mut req = SearchRequest::new(&b, color, Rule::Freestyle, 5);
    req.time_ms = None;
    req.nodes = Some(40_000);
    let mut trail = Vec::new();
    let info = e.search(&req, &|| 0.0, &mut |i| trail.push(i.nodes));
    (b, info, trail)
}

/// The `policy` knob puts the policy into the search's ordering: the same node budget walks
/// another tree (a different depth or line) once it is on, and the move is still legal.
#[test]
fn the_policy_knob_changes_the_search() {
    let (b, off, off_trail) = search_with("h8i9j8h9", &[("policy", 0)]);
    let (_, on, on_trail) = search_with("h8i9j8h9", &[("policy", 100)]);
    let best = on.best.expect("a move");
    assert!(b.get(best).is_none());
    assert!(
        off.pv != on.pv || off.depth != on.depth || off.eval != on.eval || off_trail != on_trail,
        "same search with and without the policy: {:?}",
        on.pv
    );
}

/// The `policy_lmr` knob lets the policy's ranking of a node's moves set their reductions
/// (the policy's first moves a ply less, its lower half a ply more): the same node budget
/// walks another tree, and a forced win is still found.
#[test]
fn the_policy_sets_reductions_when_asked() {
    let (b, off, off_trail) = search_with("h8i9j8h9", &[("policy_lmr", 0)]);
    let (_, on, on_trail) = search_with("h8i9j8h9", &[("policy_lmr", 1)]);
    assert!(on.best.is_some_and(|m| b.get(m).is_none()));
    assert!(
        off.pv != on.pv || off.depth != on.depth || off.eval != on.eval || off_trail != on_trail,
        "same search with and without the policy's reductions: {:?}",
        on.pv
    );
    // Black to move has two open threes (h8-j8 and h8-h10): a win.
    let (_, won, _) = search_with("h8a1i8a3j8a5h9a7h10a9", &[("policy_lmr", 1)]);
    assert!(won.eval > 90_000, "no win found: {} {:?}", won.eval, won.pv);
}
