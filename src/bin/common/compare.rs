//! `gauntlet compare LOG_A LOG_B`: two matches of A (the first engine) on the same openings,
//! compared opening by opening: the difference of A's scores with its 95% interval.
//!
//! The matches' games pair up by number (game `2k` and `2k + 1` are opening `k` with the
//! colours swapped), so the openings that decide a match by themselves count in both runs
//! alike and only what changed between the runs is measured.

use std::collections::BTreeMap;

/// A's points in each opening of a log that has both of its games, by opening number, with
/// the game's first stone to check that two logs played the same openings.
type Openings = BTreeMap<usize, (f64, [Option<String>; 2])>;

/// A's results, read from the `game N: A black, A wins (five) RECORD` lines of a log (or of
/// the printed output).
fn read(path: &str) -> Result<(Openings, [u32; 3]), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let mut games: BTreeMap<usize, (f64, Option<String>)> = BTreeMap::new();
    // A's wins, losses and draws over every game of the log.
    let mut tally = [0u32; 3];
    for line in text.lines() {
        let Some(rest) = line.strip_prefix("game ") else {
            continue;
        };
        let Some((id, rest)) = rest.split_once(": A ") else {
            continue;
        };
        let Ok(id) = id.parse::<usize>() else {
            continue;
        };
        let (score, k) = if rest.contains(", A wins") {
            (1.0, 0)
        } else if rest.contains(", B wins") {
            (0.0, 1)
        } else if rest.contains(", draw") {
            (0.5, 2)
        } else {
            continue;
        };
        tally[k] += 1;
        let first = rest.rsplit(' ').next().and_then(first_stone);
        games.insert(id, (score, first));
    }
    let mut openings = Openings::new();
    for (&id, (s, first)) in &games {
        if id % 2 == 0 {
            if let Some((t, other)) = games.get(&(id + 1)) {
                openings.insert(id / 2, (s + t, [first.clone(), other.clone()]));
            }
        }
    }
    Ok((openings, tally))
}

/// The first point of a record (`h8i9...` gives `h8`).
fn first_stone(record: &str) -> Option<String> {
    let mut chars = record.char_indices();
    let (_, c) = chars.next()?;
    if !c.is_ascii_lowercase() {
        return None;
    }
    let end = chars
        .find(|(_, c)| !c.is_ascii_digit())
        .map_or(record.len(), |(i, _)| i);
    (end > 1).then(|| record[..end].to_string())
}

/// The comparison as printed lines, or why the logs cannot be compared.
pub fn compare(path_a: &str, path_b: &str) -> Result<Vec<String>, String> {
    let (a, tally_a) = read(path_a)?;
    let (b, tally_b) = read(path_b)?;
    let mut diffs = Vec::new();
    let (mut sa, mut sb) = (0.0, 0.0);
    for (k, (pa, first_a)) in &a {
        let Some((pb, first_b)) = b.get(k) else {
            continue;
        };
        if first_a != first_b {
            return Err(format!(
                "opening {k} differs between the logs: they were not played on the same openings"
            ));
        }
        sa += pa;
        sb += pb;
        diffs.push(pa - pb);
    }
    let n = diffs.len();
    if n < 2 {
        return Err(format!(
            "the logs share {n} openings with both games played: at least 2 are needed"
        ));
    }
    let mean = diffs.iter().sum::<f64>() / n as f64;
    let var = diffs.iter().map(|d| (d - mean) * (d - mean)).sum::<f64>() / (n - 1) as f64;
    // Per game, in points of 100: an opening is two games.
    let se = (var / n as f64).sqrt() * 50.0;
    let d = mean * 50.0;
    let games = 2.0 * n as f64;
    let line = |name: &str, t: [u32; 3], s: f64| {
        format!(
            "{name}: {s} of {games} on the shared openings ({:.1}%); the whole log {} - {}, {} draws",
            100.0 * s / games,
            t[0],
            t[1],
            t[2]
        )
    };
    Ok(vec![
        format!("{n} openings played in both logs"),
        line(path_a, tally_a, sa),
        line(path_b, tally_b, sb),
        format!(
            "A scores {d:+.1} points a game more in the first (95% interval {:+.1} to {:+.1})",
            d - 1.96 * se,
            d + 1.96 * se
        ),
    ])
}

#[cfg(test)]
mod tests {
    use super::first_stone;

    #[test]
    fn the_first_stone_of_a_record() {
        assert_eq!(first_stone("h8i9j10").as_deref(), Some("h8"));
        assert_eq!(first_stone("j10h8").as_deref(), Some("j10"));
        assert_eq!(first_stone("(five)"), None);
        assert_eq!(first_stone("h"), None);
    }
}
