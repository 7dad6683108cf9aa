#![cfg(not(target_arch = "wasm32"))]
//! The native engine's answers to a few depth-limited requests, kept in
//! `tests/e2e/fixtures/engine-answers.json`: the end-to-end test `engine-module.test.mjs` asks
//! the page's engine module (built with WebAssembly SIMD, whose network runs on other code)
//! the same requests and must get the same answers. Run with `GENERATE=1` (`make generate`)
//! to rewrite the file after a change to the search or the network.

use std::fs;
use std::path::Path;

use gomoku::ai::{Engine, Reply, Request};
use gomoku::game::{parse_record, Config, Game, Rule};
use gomoku::play::answer_encoded;

/// The answers, as JSON the end-to-end test reads.
const FIXTURE: &str = "tests/e2e/fixtures/engine-answers.json";

/// Positions from the middle of games, each with its rule: the moves in order, black first.
const POSITIONS: [(Rule, &str); 3] = [
    (Rule::Freestyle, "h8 i7 i9 g7 j8 h6 g9"),
    (Rule::Standard, "h8 h7 i8 g8 i6 j7 g6 i9"),
    (Rule::Renju, "h8 i8 g7 i7 i9 h9 j6"),
];

/// A level-3 request (a depth limit the time never cuts) on position `i`.
fn request(i: usize) -> Request {
    let (rule, record) = POSITIONS[i];
    let moves = parse_record(record, 15).expect("a record");
    let config = Config {
        rule,
        ..Config::default()
    };
    let game = Game::replay(config, &moves).expect("a legal record");
    let to_move = game.to_move().expect("a game in progress");
    Request {
        time_ms: 60_000.0,
        ..Request::new(i as u32 + 1, game.board(), rule, to_move, 3)
    }
}

/// What must agree: the move, its score, the depth, the nodes and the best line.
fn answer(reply: &Reply) -> String {
    let (x, y) = reply.best.map_or((-1, -1), |p| (p.x as i32, p.y as i32));
    let line: Vec<String> = reply
        .best_line
        .iter()
        .map(|p| format!("[{}, {}]", p.x, p.y))
        .collect();
    format!(
        "{{ \"x\": {x}, \"y\": {y}, \"eval\": {}, \"depth\": {}, \"nodes\": {}, \"line\": [{}] }}",
        reply.eval,
        reply.depth,
        reply.nodes,
        line.join(", ")
    )
}

/// The fixture's text as the native engine answers today.
fn fixture() -> String {
    // One engine answers them in turn, as the module's one engine does.
    let mut engine = Engine::new();
    let mut items = Vec::new();
    for i in 0..POSITIONS.len() {
        let numbers = request(i).encode();
        let reply = answer_encoded(&mut engine, &numbers, &|| 0.0, &mut |_| {});
        let reply = Reply::decode(&reply).expect("a reply");
        let nums: Vec<String> = numbers.iter().map(|n| n.to_string()).collect();
        items.push(format!(
            "  {{\n    \"request\": [{}],\n    \"answer\": {}\n  }}",
            nums.join(", "),
            answer(&reply)
        ));
    }
    format!("[\n{}\n]\n", items.join(",\n"))
}

#[test]
fn the_engine_module_is_asked_what_the_native_engine_answers() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE);
    let made = fixture();
    let kept = fs::read_to_string(&path).unwrap_or_default();
    if kept == made {
        return;
    }
    if std::env::var_os("GENERATE").is_some_and(|v| v == "1") {
        fs::write(&path, made).expect("writable");
        return;
    }
    panic!(
        "{FIXTURE} is not what the engine answers now; run `make generate` and commit it.\n{made}"
    );
}
