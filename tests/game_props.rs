#![cfg(not(target_arch = "wasm32"))]
//! Properties of the rules core over random legal games: undo is exact, records round-trip,
//! the incremental win check agrees with a brute-force scan, results respect the board's
//! symmetries, and jumping through the history is lossless.

mod seeded;
mod symmetry;
use std::collections::BTreeSet;
use symmetry::map;

use gomoku::game::{
    format_record, parse_record, Board, Color, Config, Game, Outcome, Point, Rule, State,
};
use proptest::prelude::*;

/// A random configuration and the choices that drive a random game.
#[derive(Clone, Debug)]
struct Plan {
    config: Config,
    picks: Vec<u16>,
}

fn plan(rules: Vec<Rule>, sizes: Vec<usize>) -> impl Strategy<Value = Plan> {
    (
        prop::sample::select(sizes),
        prop::sample::select(rules),
        any::<bool>(),
        prop::collection::vec(any::<u16>(), 0..=700),
        0usize..=2,
    )
        .prop_map(|(size, rule, white_first, picks, focus)| {
            let first = if white_first && rule != Rule::Renju {
                Color::White
            } else {
                Color::Black
            };
            // `focus` > 0 squeezes the picks toward the centre so fives are common.
            let picks = picks
                .into_iter()
                .map(|v| if focus > 0 { v % 16 } else { v })
                .collect();
            Plan {
                config: Config { size, rule, first },
                picks,
            }
        })
}

/// Plays a random legal game: each pick chooses among the playable points (nearest the
/// centre first when the pick is small); stops when the picks run out or the game ends.
fn play(plan: &Plan) -> Game {
    let mut game = Game::try_new(plan.config).expect("valid config");
    let size = plan.config.size;
    let c = (size / 2) as isize;
    for &pick in &plan.picks {
        if game.to_move().is_none() {
            break;
        }
        let mut legal: Vec<Point> = game
            .board()
            .points()
            .filter(|&p| game.check(p).is_ok())
            .collect();
        if legal.is_empty() {
            break;
        }
        legal.sort_by_key(|p| {
            let dx = p.x as isize - c;
            let dy = p.y as isize - c;
            (dx * dx + dy * dy, p.y, p.x)
        });
        let p = legal[pick as usize % legal.len()];
        game.try_place(p).expect("a checked point can be played");
    }
    game
}

fn points_of(game: &Game) -> Vec<Point> {
    game.moves().iter().map(|m| m.point).collect()
}

/// `state` without the parts that describe the redo tail.
fn position(mut s: State) -> State {
    s.history.clear();
    s.can_redo = false;
    s
}

/// Brute force: every maximal run of every stone in every direction; the winners and the
/// union of the winning runs (freestyle: 5 or more, standard: exactly 5, for either colour).
fn brute_force(board: &Board, rule: Rule) -> (BTreeSet<&'static str>, BTreeSet<Point>) {
    let n = board.size() as isize;
    let at = |x: isize, y: isize| {
        if x < 0 || y < 0 || x >= n || y >= n {
            None
        } else {
            board.get(Point::new(x as usize, y as usize))
        }
    };
    let mut winners = BTreeSet::new();
    let mut stones = BTreeSet::new();
    for y in 0..n {
        for x in 0..n {
            let Some(c) = at(x, y) else { continue };
            for (dx, dy) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                if at(x - dx, y - dy) == Some(c) {
                    continue; // not the start of a run
                }
                let mut run = Vec::new();
                let (mut cx, mut cy) = (x, y);
                while at(cx, cy) == Some(c) {
                    run.push(Point::new(cx as usize, cy as usize));
                    cx += dx;
                    cy += dy;
                }
                let wins = match rule {
                    Rule::Freestyle => run.len() >= 5,
                    Rule::Standard => run.len() == 5,
                    Rule::Renju => unreachable!("renju is not checked here"),
                };
                if wins {
                    winners.insert(match c {
                        Color::Black => "black",
                        Color::White => "white",
                    });
                    stones.extend(run);
                }
            }
        }
    }
    (winners, stones)
}

fn result(game: &Game) -> (Option<Color>, bool, BTreeSet<Point>) {
    match game.outcome() {
        Outcome::Win { color, line } => (Some(*color), false, line.iter().copied().collect()),
        Outcome::Draw => (None, true, BTreeSet::new()),
        Outcome::Ongoing => (None, false, BTreeSet::new()),
    }
}

fn all_rules() -> Vec<Rule> {
    vec![Rule::Freestyle, Rule::Standard, Rule::Renju]
}

fn small_sizes() -> Vec<usize> {
    vec![5, 6, 7, 9, 11, 15]
}

proptest! {
    #![proptest_config(seeded::config(200))]

    #[test]
    fn place_then_undo_restores_the_exact_state(
        p in plan(all_rules(), small_sizes()),
        back in any::<prop::sample::Index>(),
        extra in any::<u16>(),
    ) {
        let mut game = play(&p);
        // Go back anywhere in the history (so often with a redo tail), and never stay on a
        // finished game: the position before its last move is open.
        let k = back.index(game.cursor() + 1);
        game.jump_to(k).unwrap();
        if game.to_move().is_none() {
            game.undo();
        }
        prop_assert!(game.to_move().is_some());
        let before = State::of(&game);
        let board = game.board().clone();
        let legal: Vec<Point> = board.points().filter(|&q| game.check(q).is_ok()).collect();
        prop_assume!(!legal.is_empty());
        let q = legal[extra as usize % legal.len()];
        let mv = game.try_place(q).unwrap();
        prop_assert_eq!(game.board().get(q), Some(mv.color));
        let back = game.undo().unwrap();
        prop_assert_eq!(back, mv);
        prop_assert_eq!(game.board(), &board);
        let after = State::of(&game);
        prop_assert_eq!(position(after.clone()), position(before.clone()));
        // The move just taken back is the one left to redo.
        prop_assert!(after.can_redo);
        prop_assert_eq!(after.history.len(), before.move_count + 1);
        prop_assert_eq!(&after.history[before.move_count].name, &game.name(q));
        prop_assert_eq!(&after.history[..before.move_count], &before.history[..before.move_count]);
    }

    #[test]
    fn records_round_trip(p in plan(all_rules(), small_sizes())) {
        let game = play(&p);
        let size = p.config.size;
        let points = points_of(&game);
        let record = format_record(&points, size);
        prop_assert_eq!(&record, &game.record());
        prop_assert_eq!(record.to_lowercase(), record.clone());
        prop_assert_eq!(parse_record(&record, size).unwrap(), points.clone());
        let replayed = Game::replay(p.config, &points).unwrap();
        prop_assert_eq!(State::of(&replayed), State::of(&game));
        prop_assert_eq!(replayed.board(), game.board());
        // load on a game that has something else in it.
        let mut loaded = Game::try_new(p.config).unwrap();
        loaded.try_place(Point::new(0, 0)).unwrap();
        loaded.load(&record.to_uppercase()).unwrap();
        prop_assert_eq!(State::of(&loaded), State::of(&game));
    }

    #[test]
    fn jump_to_and_back_is_lossless(p in plan(all_rules(), small_sizes()), k in any::<prop::sample::Index>()) {
        let mut game = play(&p);
        let n = game.cursor();
        let full = State::of(&game);
        let board = game.board().clone();
        let k = k.index(n + 1);
        game.jump_to(k).unwrap();
        prop_assert_eq!(game.cursor(), k);
        prop_assert_eq!(game.board().stone_count(), k);
        let mid = State::of(&game);
        prop_assert_eq!(mid.history.clone(), full.history.clone());
        prop_assert_eq!(mid.can_redo, k < n);
        // The position after k moves is the one a fresh replay of k moves gives.
        let prefix = Game::replay(p.config, &points_of(&game)).unwrap();
        prop_assert_eq!(position(State::of(&prefix)), position(mid));
        game.jump_to(n).unwrap();
        prop_assert_eq!(State::of(&game), full);
        prop_assert_eq!(game.board(), &board);
    }
}

proptest! {
    #![proptest_config(seeded::config(600))]

    #[test]
    fn incremental_winner_matches_a_brute_force_scan(
        p in plan(vec![Rule::Freestyle, Rule::Standard], vec![5, 6, 7, 8, 9, 10, 15])
    ) {
        let rule = p.config.rule;
        let game = play(&p);
        // Replay move by move and compare after every one.
        let mut g = Game::try_new(p.config).unwrap();
        for (i, m) in game.moves().iter().enumerate() {
            g.try_place(m.point).unwrap();
            let (winners, stones) = brute_force(g.board(), rule);
            match g.outcome() {
                Outcome::Win { color, line } => {
                    prop_assert_eq!(winners.len(), 1, "move {}: {:?}", i + 1, winners);
                    prop_assert!(winners.contains(color.as_str()));
                    let line: BTreeSet<Point> = line.iter().copied().collect();
                    prop_assert_eq!(&line, &stones, "move {}", i + 1);
                    prop_assert!(line.contains(&m.point));
                    prop_assert_eq!(i + 1, game.moves().len(), "a win ends the game");
                }
                Outcome::Draw => {
                    prop_assert!(winners.is_empty(), "move {}: missed {:?}", i + 1, winners);
                    prop_assert!(g.board().is_full());
                }
                Outcome::Ongoing => {
                    prop_assert!(winners.is_empty(), "move {}: missed {:?}", i + 1, winners);
                    prop_assert!(!g.board().is_full());
                }
            }
        }
    }

    #[test]
    fn results_are_the_same_under_the_8_symmetries(
        p in plan(vec![Rule::Freestyle, Rule::Standard], vec![5, 6, 7, 9, 15])
    ) {
        let game = play(&p);
        let size = p.config.size;
        let (winner, draw, line) = result(&game);
        for sym in 0..8u8 {
            let mapped: Vec<Point> = points_of(&game).iter().map(|&q| map(q, size, sym)).collect();
            let g = Game::replay(p.config, &mapped).unwrap();
            let (w, d, l) = result(&g);
            prop_assert_eq!(w, winner, "symmetry {}", sym);
            prop_assert_eq!(d, draw, "symmetry {}", sym);
            let expected: BTreeSet<Point> = line.iter().map(|&q| map(q, size, sym)).collect();
            prop_assert_eq!(l, expected, "symmetry {}", sym);
        }
    }
}

/// The random games do reach wins and draws, so the properties above are not vacuous.
#[test]
fn random_games_reach_every_outcome() {
    let mut wins = [0usize; 2];
    let mut draws = 0;
    let mut overline_wins = 0;
    for seed in 0u32..400 {
        let mut s = seed.wrapping_mul(2_654_435_761).wrapping_add(1);
        let picks: Vec<u16> = (0..200)
            .map(|_| {
                s ^= s << 13;
                s ^= s >> 17;
                s ^= s << 5;
                (s % if seed % 2 == 0 { 8 } else { 1000 }) as u16
            })
            .collect();
        let rule = if seed % 3 == 0 {
            Rule::Standard
        } else {
            Rule::Freestyle
        };
        let size = [5, 6, 7][seed as usize % 3];
        let game = play(&Plan {
            config: Config {
                size,
                rule,
                first: Color::Black,
            },
            picks,
        });
        match game.outcome() {
            Outcome::Win { color, line } => {
                wins[(*color == Color::White) as usize] += 1;
                if line.len() > 5 {
                    overline_wins += 1;
                }
            }
            Outcome::Draw => draws += 1,
            Outcome::Ongoing => {}
        }
    }
    assert!(wins[0] > 10 && wins[1] > 10, "wins {wins:?}");
    assert!(draws > 5, "draws {draws}");
    assert!(overline_wins > 0, "no freestyle overline win seen");
}
