//! Point names (`h8`) and record strings (`h8i9j10`).

use super::{Point, RecordError};

/// The name of `p` on a board of `size`: column letter, then row counted from the bottom.
pub fn point_name(p: Point, size: usize) -> String {
    let col = (b'a' + (p.x as u8).min(25)) as char;
    format!("{col}{}", size.saturating_sub(p.y))
}

/// Parses one point name such as `h8` (case-insensitive) on a board of `size`.
pub fn parse_point(s: &str, size: usize) -> Result<Point, RecordError> {
    let points = parse_record(s, size)?;
    match points.as_slice() {
        [p] => Ok(*p),
        _ => Err(RecordError::NotSinglePoint(shorten(s))),
    }
}

/// Parses a record: point names in order, case-insensitive, optionally separated by spaces or commas.
pub fn parse_record(s: &str, size: usize) -> Result<Vec<Point>, RecordError> {
    let bytes = s.as_bytes();
    let mut points = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b',' || b.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if !b.is_ascii_alphabetic() {
            return Err(bad_char(s, i));
        }
        let col = (b.to_ascii_lowercase() - b'a') as usize;
        let start = i;
        i += 1;
        let digits = i;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        // `get`, not indexing: the bounds are ASCII positions so it never fails, and the wasm
        // carries no slicing panic path.
        let token = s.get(start..i).unwrap_or_default();
        if i == digits {
            return Err(RecordError::NoRow {
                number: points.len() + 1,
                token: token.to_string(),
            });
        }
        // At most two digits, so a long run of digits cannot overflow.
        let row = if i - digits > 2 {
            usize::MAX
        } else {
            bytes[digits..i]
                .iter()
                .fold(0, |n, d| n * 10 + usize::from(d - b'0'))
        };
        if col >= size || row == 0 || row > size {
            return Err(RecordError::OffBoard {
                number: points.len() + 1,
                token: token.to_string(),
                size,
            });
        }
        points.push(Point::new(col, size - row));
    }
    Ok(points)
}

/// Writes points as a record: lowercase names, no separators.
pub fn format_record(points: &[Point], size: usize) -> String {
    points.iter().map(|&p| point_name(p, size)).collect()
}

fn bad_char(s: &str, i: usize) -> RecordError {
    let c = s.get(i..).and_then(|t| t.chars().next()).unwrap_or('?');
    // Counted by folding rather than `count()`, whose fast path adds a kilobyte to the module.
    let at = s.get(..i).map_or(0, |h| h.chars().fold(0, |n, _| n + 1)) + 1;
    RecordError::UnexpectedChar { c, at }
}

fn shorten(s: &str) -> String {
    if s.chars().nth(20).is_some() {
        let head: String = s.chars().take(20).collect();
        format!("{head}...")
    } else {
        s.to_string()
    }
}
