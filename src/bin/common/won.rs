//! `engine-bench won`: how many own moves before the end of a game this engine proves the
//! winner's win, on every decided game of a gauntlet log (the attacker's view of the threat
//! sequences `lost` measures from the defender's side).

use gomoku::ai::Engine;
use gomoku::game::Rule;

use super::{arg, log_moves, parsed, rule_arg, search_replayed, set_knobs};

/// Reads the options and runs [`won`].
pub fn run(args: &[String]) {
    let path = arg(args, "--log").unwrap_or_default();
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("engine-bench won: cannot read the log {path:?}: {e}");
            std::process::exit(2);
        }
    };
    let rule = rule_arg(args);
    let ms = parsed(args, "--ms", 1000.0);
    let back = parsed(args, "--back", 12);
    won(&text, rule, ms, back, &|e| set_knobs(e, args));
}

/// For each game won by five, the positions the winner had to move in, 1 to `back` of its
/// moves before the five, each searched for `ms` at level 5 with `knobs` applied: the
/// earliest of them (counting back without a gap) where the search reports a forced win.
pub fn won(text: &str, rule: Rule, ms: f64, back: usize, knobs: &dyn Fn(&mut Engine)) {
    let size = 15;
    let (mut games, mut proven, mut earlier) = (0usize, 0usize, 0usize);
    for block in text.split("game ").filter(|b| b.contains("wins (five)")) {
        let head = block.lines().next().unwrap_or_default();
        let Some(moves) = log_moves(head, size) else {
            continue;
        };
        games += 1;
        let mut found = 0;
        // The five is the last move; the winner's earlier moves are 2, 4, ... plies before it.
        for k in 1..=back {
            let Some(n) = moves.len().checked_sub(1 + 2 * k) else {
                break;
            };
            let info = search_replayed(&moves, n, size, rule, ms, knobs);
            if info.forced_win.is_some() {
                found = k;
            } else {
                break;
            }
        }
        println!(
            "game {}: the win proven {found} own moves before the five",
            head.split(':').next().unwrap_or_default()
        );
        proven += usize::from(found > 0);
        earlier += found;
    }
    println!(
        "{games} decided games: a win proven in {proven}, on average {:.2} own moves before the five",
        earlier as f64 / games.max(1) as f64
    );
}
