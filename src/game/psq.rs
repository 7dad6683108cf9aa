//! Piskvork PSQ game files: a `Piskvorky NxN, ...` header, then one `x,y,time` line per move.
//!
//! Coordinates in the file are 1-based (column from the left, row from the top), so the
//! file's `8,8` is our `Point::new(7, 7)`. The moves end at the first line that is not
//! `x,y[,time]`; whatever follows (brain names, a result line) is ignored.

use super::{Point, PsqProblem, RecordError, MAX_SIZE, MIN_SIZE};

/// A parsed PSQ file: the board side, the moves in order and each move's time in milliseconds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Psq {
    /// Board side, 5 to 26.
    pub size: usize,
    /// The moves, 0-based points.
    pub moves: Vec<Point>,
    /// One time per move in milliseconds (0 when the file gives none; saturates at `u64::MAX`).
    pub times: Vec<u64>,
}

/// Longest number echoed back in an error message before it is shortened.
const ECHO_LIMIT: usize = 12;

/// Parses a Piskvork PSQ file; errors are `invalid-record` naming the line and the reason.
pub fn parse_psq(text: &str) -> Result<Psq, RecordError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim()));
    let header = lines.next().map(|(_, l)| l).unwrap_or("");
    let size = parse_header(header)?;

    let mut taken = vec![false; size * size];
    let mut moves = Vec::new();
    let mut times = Vec::new();
    for (number, line) in lines {
        let Some(fields) = move_fields(line) else {
            break;
        };
        let (x, y) = (fields[0], fields[1]);
        let (Some(col), Some(row)) = (coordinate(x, size), coordinate(y, size)) else {
            return Err(bad(
                number,
                PsqProblem::OffBoard {
                    x: shorten(x),
                    y: shorten(y),
                    size,
                },
            ));
        };
        let index = row * size + col;
        if taken[index] {
            let (x, y) = (col + 1, row + 1);
            return Err(bad(number, PsqProblem::Taken { x, y }));
        }
        taken[index] = true;
        moves.push(Point::new(col, row));
        times.push(fields.get(2).map_or(0, |t| saturating_number(t)));
    }
    Ok(Psq { size, moves, times })
}

/// Writes a PSQ file: the header, then `x,y,time` lines (1-based; time 0 when `times` has none).
pub fn format_psq(size: usize, moves: &[Point], times: Option<&[u64]>) -> String {
    let mut out = format!("Piskvorky {size}x{size}, 11:11, 0\n");
    for (i, p) in moves.iter().enumerate() {
        let time = times.and_then(|t| t.get(i)).copied().unwrap_or(0);
        out.push_str(&format!("{},{},{time}\n", p.x + 1, p.y + 1));
    }
    out
}

/// Reads the board side from the first line: `Piskvorky N` or `Piskvorky NxN`, then free text.
fn parse_header(line: &str) -> Result<usize, RecordError> {
    let missing = || bad(1, PsqProblem::MissingHeader);
    let keyword = "piskvorky";
    let rest = match line.split_at_checked(keyword.len()) {
        Some((head, rest)) if head.eq_ignore_ascii_case(keyword) => rest,
        _ => return Err(missing()),
    };
    let rest = rest.trim_start();
    let (width, rest) = leading_digits(rest);
    if width.is_empty() {
        return Err(missing());
    }
    let height = match rest.trim_start().strip_prefix(['x', 'X']) {
        Some(after) => {
            let (height, _) = leading_digits(after.trim_start());
            if height.is_empty() {
                return Err(missing());
            }
            height
        }
        None => width,
    };
    if digits_value(width) != digits_value(height) {
        return Err(bad(
            1,
            PsqProblem::NotSquare(shorten(width), shorten(height)),
        ));
    }
    match digits_value(width) {
        Some(n) if (MIN_SIZE..=MAX_SIZE).contains(&n) => Ok(n),
        _ => Err(bad(1, PsqProblem::Size(shorten(width)))),
    }
}

/// The fields of a move line `x,y` or `x,y,time` (digits only, spaces allowed around them).
fn move_fields(line: &str) -> Option<Vec<&str>> {
    let mut fields = Vec::with_capacity(3);
    for field in line.split(',') {
        let field = field.trim();
        if fields.len() == 3 || field.is_empty() || !field.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        fields.push(field);
    }
    (fields.len() >= 2).then_some(fields)
}

/// The 0-based coordinate of a 1-based field, if it is on a board of `size`.
fn coordinate(field: &str, size: usize) -> Option<usize> {
    match digits_value(field) {
        Some(n) if (1..=size).contains(&n) => Some(n - 1),
        _ => None,
    }
}

/// The value of a run of ASCII digits, `None` if it does not fit in a `usize`.
fn digits_value(digits: &str) -> Option<usize> {
    digits.parse().ok()
}

/// The value of a run of ASCII digits, saturating at `u64::MAX`.
fn saturating_number(digits: &str) -> u64 {
    digits.parse().unwrap_or(u64::MAX)
}

/// Splits `s` into its leading ASCII digits and the rest.
fn leading_digits(s: &str) -> (&str, &str) {
    let end = s
        .bytes()
        .position(|b| !b.is_ascii_digit())
        .unwrap_or(s.len());
    s.split_at_checked(end).unwrap_or((s, ""))
}

/// A number as typed, cut short if it is too long to print whole.
fn shorten(digits: &str) -> String {
    if digits.len() > ECHO_LIMIT {
        format!("{}...", digits.get(..ECHO_LIMIT).unwrap_or_default())
    } else {
        digits.to_string()
    }
}

fn bad(line: usize, problem: PsqProblem) -> RecordError {
    RecordError::Psq { line, problem }
}
