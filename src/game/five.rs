//! Five detection from the last stone, in the four directions.

use super::{Board, Color, Point, Rule, DIRECTIONS};

/// Stones of `color` in a row through `p` along `dir`, counting `p` itself as `color`.
pub fn run_length(board: &Board, p: Point, color: Color, dir: (isize, isize)) -> usize {
    let size = board.size();
    let mut len = 1;
    for sign in [1, -1] {
        let d = (dir.0 * sign, dir.1 * sign);
        let mut k = 1;
        while let Some(q) = p.step(d, k, size) {
            if board.get(q) != Some(color) {
                break;
            }
            len += 1;
            k += 1;
        }
    }
    len
}

/// The winning stones through the stone on `p`, if that stone wins under `rule`.
///
/// Every winning line through `p` is reported (a stone can complete two fives at once),
/// each with all of its stones, so a freestyle six lists six points.
pub fn winning_line(board: &Board, p: Point, rule: Rule) -> Option<Vec<Point>> {
    let color = board.get(p)?;
    let size = board.size();
    let mut line = Vec::new();
    for dir in DIRECTIONS {
        if !rule.wins(color, run_length(board, p, color, dir)) {
            continue;
        }
        let back = (-dir.0, -dir.1);
        let mut start = p;
        while let Some(q) = start.step(back, 1, size) {
            if board.get(q) != Some(color) {
                break;
            }
            start = q;
        }
        let mut q = Some(start);
        while let Some(s) = q {
            if board.get(s) != Some(color) {
                break;
            }
            if !line.contains(&s) {
                line.push(s);
            }
            q = s.step(dir, 1, size);
        }
    }
    if line.is_empty() {
        None
    } else {
        Some(line)
    }
}
