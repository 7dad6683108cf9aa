#![cfg(not(target_arch = "wasm32"))]
//! Drives the Gomocup brain binary over pipes, as a tournament manager would.

use std::time::Duration;

#[path = "../src/bin/common/brain.rs"]
mod brain;

use gomoku::game::{winning_line, Board, Color, Point, Rule};

/// A hang guard only: no answer in this long means the brain is stuck (speed is measured by
/// `engine-bench load`, not here).
const HANG_GUARD: Duration = Duration::from_secs(120);

/// The brain under test, through the managers' client; every question must be answered.
struct Brain(brain::Brain);

impl Brain {
    fn spawn() -> Brain {
        Brain(brain::Brain::spawn(env!("CARGO_BIN_EXE_pbrain-gomoku"), None).expect("spawn brain"))
    }

    fn send(&mut self, line: &str) {
        self.0.send(line);
    }

    /// The answer to `line`; MESSAGE lines (the search's progress) are kept aside.
    fn ask(&mut self, line: &str) -> String {
        self.0
            .ask(line, HANG_GUARD)
            .expect("the brain hung or exited")
    }

    fn messages(&self) -> &[String] {
        &self.0.messages
    }

    /// Ends the brain; whether it exited cleanly.
    fn end(self) -> bool {
        self.0.finish().is_some_and(|s| s.success())
    }
}

fn parse_move(s: &str, size: usize) -> Point {
    let (x, y) = s
        .split_once(',')
        .unwrap_or_else(|| panic!("not a move: {s:?}"));
    let p = Point::new(x.parse().expect("x"), y.parse().expect("y"));
    assert!(p.x < size && p.y < size, "off the board: {s}");
    p
}

#[test]
fn protocol_commands() {
    let mut b = Brain::spawn();
    assert!(b.ask("ABOUT").starts_with("name=\""));
    assert!(b.ask("START 4").starts_with("ERROR"));
    assert!(b.ask("START 27").starts_with("ERROR"));
    assert!(b.ask("RECTSTART 15,20").starts_with("ERROR"));
    assert_eq!(b.ask("RECTSTART 15,15"), "OK");
    assert_eq!(b.ask("START 15"), "OK");
    b.send("INFO timeout_turn 300");
    b.send("INFO timeout_match 100000");
    b.send("INFO max_memory 83886080");
    b.send("INFO rule 0");
    b.send("INFO something_new 42");
    assert!(b.ask("FROBNICATE").starts_with("UNKNOWN"));
    assert!(b.ask("TURN 99,1").starts_with("ERROR"));
    assert!(b.ask("TURN x").starts_with("ERROR"));
    let first = parse_move(&b.ask("BEGIN"), 15);
    assert_eq!(first, Point::new(7, 7));
    let reply = parse_move(&b.ask("TURN 8,8"), 15);
    assert!(reply != first && reply != Point::new(8, 8));
    assert!(
        b.ask("TURN 8,8").starts_with("ERROR"),
        "occupied point accepted"
    );
    assert_eq!(b.ask(&format!("TAKEBACK {},{}", reply.x, reply.y)), "OK");
    assert_eq!(b.ask("TAKEBACK 8,8"), "OK");
    assert!(b.ask("TAKEBACK 8,8").starts_with("ERROR"));
    assert_eq!(b.ask("RESTART"), "OK");
    // BOARD: own stones 7,7 7,8 7,9 7,10 (field 1): the brain must complete five.
    b.send("BOARD");
    for line in [
        "7,7,1", "8,7,2", "7,8,1", "8,8,2", "7,9,1", "8,9,2", "7,10,1", "8,10,2",
    ] {
        b.send(line);
    }
    let win = parse_move(&b.ask("DONE"), 15);
    assert!(
        win == Point::new(7, 6) || win == Point::new(7, 11),
        "{win:?}"
    );
    // The opponent's four must be blocked.
    b.send("BOARD");
    for line in [
        "3,3,1", "8,7,2", "12,3,1", "8,8,2", "3,12,1", "8,9,2", "8,6,1", "8,10,2",
    ] {
        b.send(line);
    }
    assert_eq!(parse_move(&b.ask("DONE"), 15), Point::new(8, 11));
    assert!(b.end());
}

#[test]
fn renju_rule_never_plays_a_foul() {
    let mut b = Brain::spawn();
    assert_eq!(b.ask("START 15"), "OK");
    b.send("INFO rule 4");
    b.send("INFO timeout_turn 200");
    // We are black (equal stone counts): 7,7 would be a double three, 10,7 blocks nothing needed.
    b.send("BOARD");
    for line in [
        "5,7,1", "6,7,1", "7,9,1", "7,8,1", "0,0,2", "14,0,2", "0,14,2", "14,14,2",
    ] {
        b.send(line);
    }
    let m = parse_move(&b.ask("DONE"), 15);
    assert_ne!(m, Point::new(7, 7), "played the double-three point");
    assert!(b.end());
}

/// A whole game against a scripted opponent that plays the first empty point next to the
/// last brain move (or anywhere): the brain must win, with legal replies throughout.
#[test]
fn plays_a_full_game_and_wins() {
    let size = 15;
    let mut b = Brain::spawn();
    assert_eq!(b.ask(&format!("START {size}")), "OK");
    b.send("INFO timeout_turn 300");
    b.send("INFO time_left 100000");
    let mut board = Board::try_new(size).expect("size");
    let mut last = parse_move(&b.ask("BEGIN"), size);
    board.set(last, Some(Color::Black));
    let mut winner = None;
    for _ in 0..100 {
        // The scripted opponent: a neighbour of the brain's last stone, scanning clockwise.
        let opp = [
            (1isize, 0isize),
            (0, 1),
            (-1, 0),
            (0, -1),
            (1, 1),
            (-1, -1),
            (1, -1),
            (-1, 1),
        ]
        .iter()
        .filter_map(|&(dx, dy)| {
            let (x, y) = (last.x as isize + dx, last.y as isize + dy);
            (x >= 0 && y >= 0 && (x as usize) < size && (y as usize) < size)
                .then(|| Point::new(x as usize, y as usize))
        })
        .find(|&q| board.get(q).is_none())
        .or_else(|| board.points().find(|&q| board.get(q).is_none()))
        .expect("room");
        board.set(opp, Some(Color::White));
        if winning_line(&board, opp, Rule::Freestyle).is_some() {
            winner = Some(Color::White);
            break;
        }
        let reply = parse_move(&b.ask(&format!("TURN {},{}", opp.x, opp.y)), size);
        assert!(
            board.get(reply).is_none(),
            "brain played on an occupied point"
        );
        board.set(reply, Some(Color::Black));
        last = reply;
        if winning_line(&board, reply, Rule::Freestyle).is_some() {
            winner = Some(Color::Black);
            break;
        }
    }
    assert_eq!(winner, Some(Color::Black));
    assert!(b.end());
}

/// Every completed iteration is shown as `MESSAGE depth D eval E nodes N nps R pv ...`, with
/// depths rising and the principal variation starting with the move then played.
#[test]
fn shows_its_search_in_messages() {
    let mut b = Brain::spawn();
    assert_eq!(b.ask("START 15"), "OK");
    b.send("INFO timeout_turn 500");
    b.send("BOARD");
    for line in [
        "7,7,2", "8,8,1", "6,8,2", "8,6,1", "9,7,2", "6,6,1", "7,9,2",
    ] {
        b.send(line);
    }
    let reply = b.ask("DONE");
    let m = parse_move(&reply, 15);
    let taken: Vec<Point> = [(7, 7), (8, 8), (6, 8), (8, 6), (9, 7), (6, 6), (7, 9)]
        .iter()
        .map(|&(x, y)| Point::new(x, y))
        .collect();
    assert!(!b.messages().is_empty(), "no MESSAGE line");
    let mut depths = Vec::new();
    for msg in b.messages() {
        let w: Vec<&str> = msg.split_whitespace().collect();
        assert_eq!(w[1], "depth", "{msg}");
        assert_eq!(
            (w[3], w[5], w[7], w[9]),
            ("eval", "nodes", "nps", "pv"),
            "{msg}"
        );
        depths.push(w[2].parse::<u32>().expect("depth"));
        w[4].parse::<i32>().expect("eval");
        w[6].parse::<u64>().expect("nodes");
        w[8].parse::<u64>().expect("nps");
        assert!(w.len() > 10, "empty pv: {msg}");
        for name in &w[10..] {
            gomoku::game::parse_point(name, 15).expect("a point name in the pv");
        }
        // The pv starts on an empty point (h8 is 7,7 on 15x15: column h, row 8 from the bottom).
        let first = gomoku::game::parse_point(w[10], 15).expect("point");
        assert!(!taken.contains(&first), "{msg}");
    }
    assert!(depths.windows(2).all(|d| d[0] < d[1]), "{depths:?}");
    assert!(!taken.contains(&m));
    assert!(b.end());
}

#[test]
fn swap2board_opens_and_decides() {
    let mut b = Brain::spawn();
    assert_eq!(b.ask("START 15"), "OK");
    b.send("INFO timeout_turn 600");
    // Empty board: the brain places three distinct stones on the board.
    b.send("SWAP2BOARD");
    let opening = b.ask("DONE");
    let stones: Vec<Point> = opening.split(' ').map(|s| parse_move(s, 15)).collect();
    assert_eq!(stones.len(), 3, "{opening}");
    assert!(stones[0] != stones[1] && stones[1] != stones[2] && stones[0] != stones[2]);
    // Three stones where white, to move, stands far better (black's stones in corners): the
    // brain takes white and plays its move on an empty point.
    let record = ["0,0", "7,7", "14,14"];
    let answer = swap2(&mut b, &record);
    let moves: Vec<Point> = answer.split(' ').map(|s| parse_move(s, 15)).collect();
    assert_eq!(moves.len(), 1, "{answer}");
    assert!(!record.contains(&format!("{},{}", moves[0].x, moves[0].y).as_str()));
    // Five stones where black has an open three and white stones sit in the corners: white,
    // to move, stands badly, so the brain swaps to black.
    assert_eq!(swap2(&mut b, &["6,7", "0,0", "7,7", "14,0", "8,7"]), "SWAP");
    // After SWAP the brain is black: white's move comes next and it answers it.
    let reply = parse_move(&b.ask("TURN 5,7"), 15);
    assert!(!["6,7", "0,0", "7,7", "14,0", "8,7", "5,7"]
        .contains(&format!("{},{}", reply.x, reply.y).as_str()));
    b.send("SWAP2BOARD");
    b.send("7,7");
    assert!(
        b.ask("DONE").starts_with("ERROR"),
        "one stone is not a swap2 position"
    );
    assert!(b.end());
}

/// The brain's SWAP2BOARD answer for `stones`.
fn swap2(b: &mut Brain, stones: &[&str]) -> String {
    b.send("SWAP2BOARD");
    for s in stones {
        b.send(s);
    }
    b.ask("DONE")
}
