//! The engine's one protocol: what a caller asks (`Request`), what comes back (`Reply`), and
//! the analysis view of a reply (`Report`). The same types serve the worker, the no-worker
//! fallback and any native caller; `run` answers a request on an `Engine`.
//!
//! Across a worker boundary they travel as numbers (`encode`, `decode`): a flat array of
//! numbers is cheap to post and to read, and decoding it here needs none of the formatting
//! machinery a general deserializer drags into the wasm for its error messages.

use serde::{Deserialize, Serialize};

use super::{Engine, SearchInfo, SearchLine, SearchRequest, MAX_LINES, WIN_SCORE};
use crate::game::{point_name, Board, Color, Point, Rule, XY};

/// The longest a request may ask to think, in milliseconds.
const MAX_TIME_MS: f64 = 600_000.0;

/// How long a streaming request first looks before its full search, in milliseconds.
const FIRST_LOOK_MS: f64 = 40.0;

/// A position to search, with its limits.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    /// The caller's number for this request; the reply carries it back.
    pub id: u32,
    /// Board side.
    pub size: usize,
    /// The rule played.
    pub rule: Rule,
    /// The side to move.
    pub to_move: Color,
    /// Playing level, 1 to 5.
    pub level: u8,
    /// One cell per point, row by row: 0 empty, 1 black, 2 white.
    pub cells: Vec<u8>,
    /// Thinking time in milliseconds; 0 means the level's own.
    pub time_ms: f64,
    /// Whether every completed iteration is reported as a partial reply.
    pub stream: bool,
    /// How many best moves to search side by side, 1 to 5.
    pub lines: u8,
}

/// The engine's answer: its move and what it thinks of the position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Reply {
    /// The request answered.
    pub id: u32,
    /// True for a streamed report of one iteration; the last reply of a request is not partial.
    pub partial: bool,
    /// The move to play; `None` when there is none (full board, unreadable request).
    pub best: Option<XY>,
    /// Score for the side to move.
    pub eval: i32,
    /// Chance of winning for the side to move, 0 to 1.
    pub win_rate: f64,
    /// Depth of the last completed iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Nodes per second.
    pub nps: f64,
    /// The expected continuation, starting with `best`.
    pub best_line: Vec<XY>,
    /// The side to move wins within this many of its own moves.
    pub forced_win: Option<u32>,
    /// The side to move loses within this many of its own moves, whatever it plays.
    pub forced_loss: Option<u32>,
    /// The best moves side by side, best first; the first agrees with `best`, `eval`,
    /// `win_rate`, `best_line`, `forced_win` and `forced_loss`.
    pub lines: Vec<PvLine>,
}

/// One of the best moves of a reply, with what the engine thinks follows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PvLine {
    /// The move.
    pub best: XY,
    /// Score for the side to move if it plays this move.
    pub eval: i32,
    /// Chance of winning for the side to move if it plays this move, 0 to 1.
    pub win_rate: f64,
    /// The expected continuation, starting with `best`.
    pub line: Vec<XY>,
    /// This move wins within this many of the side to move's moves.
    pub forced_win: Option<u32>,
    /// After this move the side to move loses within this many of its moves.
    pub forced_loss: Option<u32>,
}

/// The analysis view of a reply: the `detail` of a `gomoku:analysis` event.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    /// Depth of the last completed iteration.
    pub depth: u32,
    /// Score for the side to move.
    pub eval: i32,
    /// Chance of winning for the side to move.
    pub win_rate: f64,
    /// The expected continuation, each point with its name (`h8`).
    pub best_line: Vec<NamedPoint>,
    /// Nodes searched.
    pub nodes: u64,
    /// Nodes per second.
    pub nps: f64,
    /// Own moves to a forced win, if proven.
    pub forced_win: Option<u32>,
    /// Own moves to a forced loss, if proven.
    pub forced_loss: Option<u32>,
    /// The best moves side by side, best first; the first is the one described above.
    pub lines: Vec<ReportLine>,
}

/// One candidate of the analysis: `{ move, eval, winRate, line, forcedWin, forcedLoss }`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ReportLine {
    /// The move, named.
    #[serde(rename = "move")]
    pub mv: NamedPoint,
    /// Score for the side to move if it plays this move.
    pub eval: i32,
    /// Chance of winning for the side to move if it plays this move.
    pub win_rate: f64,
    /// The expected continuation, starting with the move.
    pub line: Vec<NamedPoint>,
    /// Own moves to a forced win, if proven.
    pub forced_win: Option<u32>,
    /// Own moves to a forced loss, if proven.
    pub forced_loss: Option<u32>,
}

/// A point of the analysis line as the page shows it: `{x, y, name}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NamedPoint {
    /// Column.
    pub x: usize,
    /// Row.
    pub y: usize,
    /// Its name on a board of the request's size.
    pub name: String,
}

/// `None` as a number on the wire.
const NONE: f64 = -1.0;

/// A whole number read from the wire, if it is one in `0..=max`.
fn whole(v: f64, max: f64) -> Option<f64> {
    (v.fract() == 0.0 && (0.0..=max).contains(&v)).then_some(v)
}

impl Request {
    /// The request as numbers: `id, size, rule, to move, level, time, stream, lines`, then the
    /// cells.
    pub fn encode(&self) -> Vec<f64> {
        let rule = Rule::ALL.iter().position(|&r| r == self.rule).unwrap_or(0);
        let mut out = vec![
            self.id as f64,
            self.size as f64,
            rule as f64,
            if self.to_move == Color::Black {
                1.0
            } else {
                2.0
            },
            self.level as f64,
            self.time_ms,
            if self.stream { 1.0 } else { 0.0 },
            self.lines as f64,
        ];
        out.extend(self.cells.iter().map(|&c| c as f64));
        out
    }

    /// The request `encode` wrote, or `None` for numbers that are not one.
    pub fn decode(numbers: &[f64]) -> Option<Request> {
        let (head, cells) = numbers.split_at_checked(8)?;
        let [id, size, rule, to_move, level, time_ms, stream, lines] = head else {
            return None;
        };
        let cells = cells
            .iter()
            .map(|&c| whole(c, 2.0).map(|c| c as u8))
            .collect::<Option<Vec<u8>>>()?;
        Some(Request {
            id: whole(*id, u32::MAX as f64)? as u32,
            size: whole(*size, 64.0)? as usize,
            rule: *Rule::ALL.get(whole(*rule, 2.0)? as usize)?,
            to_move: match *to_move {
                1.0 => Color::Black,
                2.0 => Color::White,
                _ => return None,
            },
            level: whole(*level, 255.0)? as u8,
            time_ms: *time_ms,
            stream: *stream == 1.0,
            lines: whole(*lines, MAX_LINES as f64)?.max(1.0) as u8,
            cells,
        })
    }

    /// A request about `board` with `to_move` to play (`time_ms` 0: the level's own time).
    pub fn new(id: u32, board: &Board, rule: Rule, to_move: Color, level: u8) -> Request {
        Request {
            id,
            size: board.size(),
            rule,
            to_move,
            level,
            cells: board
                .points()
                .map(|p| match board.get(p) {
                    None => 0,
                    Some(Color::Black) => 1,
                    Some(Color::White) => 2,
                })
                .collect(),
            time_ms: 0.0,
            stream: false,
            lines: 1,
        }
    }

    /// The position as a board, or `None` when the request does not describe one.
    pub fn board(&self) -> Option<Board> {
        let mut board = Board::try_new(self.size).ok()?;
        if self.cells.len() != self.size * self.size {
            return None;
        }
        for (i, &c) in self.cells.iter().enumerate() {
            let stone = match c {
                0 => None,
                1 => Some(Color::Black),
                2 => Some(Color::White),
                _ => return None,
            };
            board.set(Point::new(i % self.size, i / self.size), stone);
        }
        Some(board)
    }
}

impl Reply {
    /// The reply as numbers: `id, partial, best x, best y, eval, win rate, depth, nodes, nps,
    /// forced win, forced loss, length of the best line, count of lines`, the best line as x, y
    /// pairs, then each line as `x, y, eval, win rate, forced win, forced loss, length` and its
    /// points as x, y pairs (-1 for none).
    pub fn encode(&self) -> Vec<f64> {
        let opt = |v: Option<u32>| v.map_or(NONE, f64::from);
        let (bx, by) = self.best.map_or((NONE, NONE), |p| (p.x as f64, p.y as f64));
        let mut out = vec![
            self.id as f64,
            if self.partial { 1.0 } else { 0.0 },
            bx,
            by,
            self.eval as f64,
            self.win_rate,
            self.depth as f64,
            self.nodes as f64,
            self.nps,
            opt(self.forced_win),
            opt(self.forced_loss),
            self.best_line.len() as f64,
            self.lines.len() as f64,
        ];
        for p in &self.best_line {
            out.extend([p.x as f64, p.y as f64]);
        }
        for l in &self.lines {
            out.extend([
                l.best.x as f64,
                l.best.y as f64,
                l.eval as f64,
                l.win_rate,
                opt(l.forced_win),
                opt(l.forced_loss),
                l.line.len() as f64,
            ]);
            for p in &l.line {
                out.extend([p.x as f64, p.y as f64]);
            }
        }
        out
    }

    /// The reply `encode` wrote, or `None` for numbers that are not one.
    pub fn decode(numbers: &[f64]) -> Option<Reply> {
        let (head, rest) = numbers.split_at_checked(13)?;
        let [id, partial, bx, by, eval, win_rate, depth, nodes, nps, win, loss, len, count] = head
        else {
            return None;
        };
        let point = |x: f64, y: f64| {
            Some(XY {
                x: whole(x, 64.0)? as usize,
                y: whole(y, 64.0)? as usize,
            })
        };
        let opt = |v: f64| whole(v, u32::MAX as f64).map(|v| v as u32);
        let finite = |v: f64| v.is_finite().then_some(v);
        let points = |pts: &[f64]| {
            pts.chunks_exact(2)
                .map(|xy| point(xy[0], xy[1]))
                .collect::<Option<Vec<XY>>>()
        };
        let (best_line, mut rest) = rest.split_at_checked(2 * whole(*len, 1000.0)? as usize)?;
        let mut lines = Vec::new();
        for _ in 0..whole(*count, MAX_LINES as f64)? as usize {
            let (l, tail) = rest.split_at_checked(7)?;
            let [x, y, e, w, fw, fl, len] = l else {
                return None;
            };
            let len = whole(*len, 1000.0)? as usize;
            let (pts, tail) = tail.split_at_checked(2 * len)?;
            lines.push(PvLine {
                best: point(*x, *y)?,
                eval: finite(*e)? as i32,
                win_rate: finite(*w)?,
                line: points(pts)?,
                forced_win: opt(*fw),
                forced_loss: opt(*fl),
            });
            rest = tail;
        }
        if !rest.is_empty() || !eval.is_finite() {
            return None;
        }
        Some(Reply {
            id: whole(*id, u32::MAX as f64)? as u32,
            partial: *partial == 1.0,
            best: point(*bx, *by),
            eval: *eval as i32,
            win_rate: *win_rate,
            depth: whole(*depth, u32::MAX as f64)? as u32,
            nodes: whole(*nodes, u64::MAX as f64)? as u64,
            nps: *nps,
            best_line: points(best_line)?,
            forced_win: opt(*win),
            forced_loss: opt(*loss),
            lines,
        })
    }

    /// The answer to a request that could not be searched: no move, an even position.
    pub fn empty(id: u32) -> Reply {
        Reply {
            id,
            partial: false,
            best: None,
            eval: 0,
            win_rate: 0.5,
            depth: 0,
            nodes: 0,
            nps: 0.0,
            best_line: Vec::new(),
            forced_win: None,
            forced_loss: None,
            lines: Vec::new(),
        }
    }

    /// A reply that plays `p` without searching (an opening book stone).
    pub fn play(id: u32, p: Point) -> Reply {
        Reply {
            best: Some(p.into()),
            ..Reply::empty(id)
        }
    }

    /// The move as a point.
    pub fn best_point(&self) -> Option<Point> {
        self.best.map(|xy| Point::new(xy.x, xy.y))
    }

    /// The analysis view of this reply, its points named on a `size` board.
    pub fn report(&self, size: usize) -> Report {
        let named = |p: &XY| NamedPoint {
            x: p.x,
            y: p.y,
            name: point_name(Point::new(p.x, p.y), size),
        };
        Report {
            depth: self.depth,
            eval: self.eval,
            win_rate: self.win_rate,
            best_line: self.best_line.iter().map(named).collect(),
            nodes: self.nodes,
            nps: self.nps,
            forced_win: self.forced_win,
            forced_loss: self.forced_loss,
            lines: self
                .lines
                .iter()
                .map(|l| ReportLine {
                    mv: named(&l.best),
                    eval: l.eval,
                    win_rate: l.win_rate,
                    line: l.line.iter().map(named).collect(),
                    forced_win: l.forced_win,
                    forced_loss: l.forced_loss,
                })
                .collect(),
        }
    }

    fn of(id: u32, partial: bool, info: &SearchInfo, elapsed_ms: f64) -> Reply {
        Reply {
            id,
            partial,
            best: info.best.map(Into::into),
            eval: info.eval,
            win_rate: info.win_rate,
            depth: info.depth,
            nodes: info.nodes,
            nps: info.nodes as f64 * 1000.0 / elapsed_ms.max(1.0),
            best_line: info.pv.iter().map(|&p| p.into()).collect(),
            forced_win: info.forced_win,
            forced_loss: info.forced_loss,
            lines: info.lines.iter().map(PvLine::of).collect(),
        }
    }
}

impl PvLine {
    fn of(l: &SearchLine) -> PvLine {
        PvLine {
            best: l.best.into(),
            eval: l.eval,
            win_rate: l.win_rate,
            line: l.pv.iter().map(|&p| p.into()).collect(),
            forced_win: l.forced_win,
            forced_loss: l.forced_loss,
        }
    }
}

/// Answers `request` on `engine`: `clock` gives milliseconds, `report` hears every completed
/// iteration as a partial reply when the request streams.
pub fn run(
    engine: &mut Engine,
    request: &Request,
    clock: &dyn Fn() -> f64,
    report: &mut dyn FnMut(&Reply),
) -> Reply {
    let Some(board) = request.board() else {
        return Reply::empty(request.id);
    };
    let time = request.time_ms;
    let mut search = SearchRequest {
        board: &board,
        to_move: request.to_move,
        rule: request.rule,
        level: request.level.clamp(1, 5),
        time_ms: (time.is_finite() && time > 0.0).then_some(time.min(MAX_TIME_MS)),
        nodes: None,
        lines: usize::from(request.lines).clamp(1, MAX_LINES),
        soft_ms: None,
    };
    let started = clock();
    // The deepest iteration shown so far: a later, shallower one would make the view step back.
    let mut shown = 0;
    let mut on_iteration = |info: &SearchInfo| {
        if request.stream && (info.depth > shown || info.eval.abs() >= WIN_SCORE - 1000) {
            shown = shown.max(info.depth);
            report(&Reply::of(request.id, true, info, clock() - started));
        }
    };
    if request.stream && search.time_ms.is_none_or(|t| t > 2.0 * FIRST_LOOK_MS) {
        // A long analysis spends its first share on the threat solvers, which can take seconds
        // before the first iteration is shown: a short search first shows a line at once, and
        // the transposition table it fills serves the full search.
        let full = search.time_ms;
        search.time_ms = Some(FIRST_LOOK_MS);
        engine.search(&search, clock, &mut on_iteration);
        search.time_ms = full.map(|t| (t - (clock() - started)).max(1.0));
    }
    let info = engine.search(&search, clock, &mut on_iteration);
    Reply::of(request.id, false, &info, clock() - started)
}
