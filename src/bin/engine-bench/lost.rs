//! `engine-bench lost`: how many own moves before a lost game's first reported loss this
//! engine already sees it.

use gomoku::ai::{Engine, WIN_SCORE};
use gomoku::game::Rule;

use super::{arg, log_moves, parsed, search_replayed, set_knobs};

/// The games the engine before issue 21 lost to the reference engine at 200 ms a move.
const LOST_LOG: &str = "data/lost-200ms-vs-reference.log";

/// For every game A lost in a gauntlet log, the positions A had to move in before its first
/// `MESSAGE ... eval` of a proven loss (up to `--back` of its moves back), each searched for
/// `--ms`: the earliest at which this engine already reports the loss, and at which of them
/// it would have played another move.
pub fn lost(args: &[String]) {
    let path = arg(args, "--log").unwrap_or_else(|| LOST_LOG.to_string());
    let ms: f64 = parsed(args, "--ms", 1000.0);
    let back: usize = parsed(args, "--back", 5);
    let size = 15;
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let (mut games, mut seen, mut earlier, mut deviates) = (0, 0, 0, 0);
    for block in text.split("\ngame ").filter(|b| b.contains("B wins")) {
        let head = block.lines().next().unwrap_or_default();
        let Some(moves) = log_moves(head, size) else {
            continue;
        };
        let a_black = head.contains("A black");
        // The first of A's replies whose MESSAGE reports a proven loss: "  N x,y  T ms  MESSAGE depth D eval E".
        let first_loss = block.lines().skip(1).find_map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            let n: usize = w.first()?.parse().ok()?;
            let eval: i32 = w
                .get(w.iter().position(|&t| t == "eval")? + 1)?
                .parse()
                .ok()?;
            ((n % 2 == 1) == a_black && eval <= -(WIN_SCORE - 1000)).then_some(n)
        });
        let Some(fl) = first_loss else { continue };
        games += 1;
        let mut found = None;
        let mut other = false;
        for k in 1..=back {
            // Move numbers are 1-based: the position before move `fl - 2k` has `fl - 2k - 1` stones.
            let Some(n) = (fl - 1).checked_sub(2 * k) else {
                break;
            };
            let knobs = |e: &mut Engine| set_knobs(e, args);
            let info = search_replayed(&moves, n, size, Rule::Freestyle, ms, &knobs);
            other |= info.best != moves.get(n).copied();
            if info.forced_loss.is_some() {
                found = Some(k);
            } else {
                break;
            }
        }
        println!(
            "game {}: loss first reported at move {fl}; seen {} own moves earlier{}",
            head.split(':').next().unwrap_or_default(),
            found.unwrap_or(0),
            if other {
                ", another move chosen before"
            } else {
                ""
            }
        );
        seen += usize::from(found.is_some());
        earlier += found.unwrap_or(0);
        deviates += usize::from(other);
    }
    println!(
        "{games} lost games: the loss seen earlier in {seen} ({:.1} own moves earlier on average); another move chosen in {deviates}",
        earlier as f64 / games.max(1) as f64
    );
}
