//! A Gomocup brain (the piskvork `pbrain` protocol on stdin/stdout) around the engine.
//!
//! Commands: START, RECTSTART, RESTART, BEGIN, TURN, BOARD ... DONE, SWAP2BOARD ... DONE,
//! TAKEBACK, INFO, ABOUT, END. Coordinates are `x,y`: column then row, 0-based, as in the rules core.

use std::io::{self, BufRead, Write};
use std::time::Instant;

use gomoku::ai::{swap_choice, swap_opening_stone, Engine, SearchInfo, SearchRequest};
use gomoku::game::{point_name, Board, Choice, Color, Point, Rule, MAX_SIZE, MIN_SIZE};

/// Milliseconds kept back from every turn for writing the answer and process scheduling
/// (with every core busy, a process waits tens of milliseconds for the CPU after its
/// deadline): at least this...
const RESERVE_MIN_MS: f64 = 30.0;
/// ...and at most this, as 6% of the turn in between.
const RESERVE_MAX_MS: f64 = 80.0;
/// Under a game clock, the own moves a game is expected to last from the first...
const MOVES_EXPECTED: f64 = 32.0;
/// ...and at least this many more whatever has been played.
const MOVES_LEFT_MIN: f64 = 12.0;
/// A move may take up to this many times its share of the clock when the search is unsettled...
const HARD_FACTOR: f64 = 5.0;
/// ...but never more than this share of what is left.
const HARD_SHARE: f64 = 0.3;

/// Who holds a stone, from the brain's point of view.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Owner {
    Own,
    Opponent,
}

struct Brain {
    size: usize,
    stones: Vec<Option<Owner>>,
    rule: Rule,
    timeout_turn: f64,
    time_left: f64,
    max_memory: usize,
    engine: Option<(usize, Engine)>,
    /// When the command being answered was read: every budget counts from here.
    received: Instant,
    /// Milliseconds the searches lately ended past their deadline (added to the reserve).
    lateness: f64,
    /// A node budget per move (`INFO max_node`), for reproducible matches.
    max_nodes: Option<u64>,
}

impl Brain {
    fn new() -> Brain {
        Brain {
            size: 0,
            stones: Vec::new(),
            rule: Rule::Freestyle,
            timeout_turn: 5000.0,
            time_left: f64::INFINITY,
            max_memory: 0,
            engine: None,
            received: Instant::now(),
            lateness: 0.0,
            max_nodes: None,
        }
    }

    fn reset(&mut self, size: usize) {
        self.size = size;
        self.stones = vec![None; size * size];
    }

    fn parse_xy(&self, s: &str) -> Result<Point, String> {
        let mut it = s.split(',').map(|t| t.trim().parse::<usize>());
        match (it.next(), it.next(), it.next()) {
            (Some(Ok(x)), Some(Ok(y)), None) if x < self.size && y < self.size => {
                Ok(Point::new(x, y))
            }
            (Some(Ok(_)), Some(Ok(_)), None) => {
                Err(format!("{s} is off the {0}x{0} board", self.size))
            }
            _ => Err(format!("expected x,y, got {s:?}")),
        }
    }

    fn at(&mut self, p: Point) -> &mut Option<Owner> {
        &mut self.stones[p.y * self.size + p.x]
    }

    fn place(&mut self, p: Point, who: Owner) -> Result<(), String> {
        let cell = self.at(p);
        if cell.is_some() {
            return Err(format!("{},{} is occupied", p.x, p.y));
        }
        *cell = Some(who);
        Ok(())
    }

    /// The milliseconds this move should take and may take (soft and hard limits), counted
    /// from the command's arrival. With a fixed time a move there is nothing to save for later:
    /// the whole turn less a reserve, no soft limit. Under a game clock: the clock left spread
    /// over the moves the game may still last, stretched up to `HARD_FACTOR` times on
    /// unsettled moves, never past the turn limit or `HARD_SHARE` of the clock.
    fn budget(&self) -> (Option<f64>, f64) {
        let turn = if self.timeout_turn <= 0.0 {
            30.0
        } else {
            self.timeout_turn
        };
        // A loaded machine delays us past the engine's deadline: keep back what it cost lately.
        let reserve = (turn * 0.06).clamp(RESERVE_MIN_MS, RESERVE_MAX_MS) + self.lateness;
        let hard_turn = (turn - reserve.min(turn * 0.3)).max(5.0);
        if !self.time_left.is_finite() {
            return (None, hard_turn);
        }
        let left = (self.time_left - 2.0 * RESERVE_MAX_MS - self.lateness).max(10.0);
        let own = self
            .stones
            .iter()
            .filter(|s| **s == Some(Owner::Own))
            .count() as f64;
        let moves_left = (MOVES_EXPECTED - own).max(MOVES_LEFT_MIN);
        let soft = left / moves_left;
        let hard = (soft * HARD_FACTOR)
            .min(left * HARD_SHARE)
            .min(hard_turn)
            .max(5.0);
        (Some(soft.min(hard)), hard)
    }

    /// The table size `max_memory` allows, in megabytes.
    fn table_mb(&self) -> usize {
        if self.max_memory == 0 {
            64
        } else {
            ((self.max_memory / 3) >> 20).clamp(1, 256)
        }
    }

    /// Makes the engine (its table is large) before any clock runs.
    fn prepare_engine(&mut self) {
        let mb = self.table_mb();
        if self.engine.as_ref().map(|(m, _)| *m) != Some(mb) {
            let mut engine = Engine::with_memory_mb(mb);
            // A developer aid for engine matches: search constants as `name=value,...`.
            for kv in std::env::var("GOMOKU_KNOBS").unwrap_or_default().split(',') {
                if let Some((k, v)) = kv.split_once('=') {
                    if let Ok(v) = v.trim().parse() {
                        engine.set_knob(k.trim(), v);
                    }
                }
            }
            self.engine = Some((mb, engine));
        }
    }

    /// Searches `board` for `to_move` with `share` of the move budget (never past the whole
    /// budget counted from the command's arrival), printing one MESSAGE
    /// line per completed iteration.
    fn search(&mut self, board: &Board, to_move: Color, share: f64) -> Option<SearchInfo> {
        self.prepare_engine();
        let received = self.received;
        let clock = move || received.elapsed().as_secs_f64() * 1000.0;
        // The budget runs from the command's arrival, not from here; a share is of the whole.
        let (soft, hard) = self.budget();
        let left = (hard * share).min(hard - clock());
        let deadline = clock() + left.max(1.0);
        // A developer aid for reproducible engine matches: a node budget instead of the clock.
        let nodes = self.max_nodes.or_else(|| {
            std::env::var("GOMOKU_NODES")
                .ok()
                .and_then(|v| v.parse::<u64>().ok())
        });
        let req = SearchRequest {
            time_ms: if nodes.is_some() {
                None
            } else {
                Some(left.max(1.0))
            },
            soft_ms: soft.map(|s| (s * share - clock()).max(1.0)),
            nodes,
            ..SearchRequest::new(board, to_move, self.rule, 5)
        };
        let size = self.size;
        let (_, engine) = self.engine.as_mut()?;
        let mut report = |i: &SearchInfo| {
            let ms = clock().max(1.0);
            let pv: Vec<String> = i.pv.iter().map(|&p| point_name(p, size)).collect();
            let line = format!(
                "MESSAGE depth {} eval {} nodes {} nps {} pv {}",
                i.depth,
                i.eval,
                i.nodes,
                (i.nodes as f64 * 1000.0 / ms) as u64,
                pv.join(" ")
            );
            // A closed pipe shows up when the answer is written.
            let _ = say(&mut io::stdout().lock(), &line);
        };
        let info = engine.search(&req, &clock, &mut report);
        // How far past its deadline the search ended (scheduling on a busy machine); the
        // figure decays so that one bad moment does not cost time for the rest of the game.
        let over = clock() - deadline;
        self.lateness = (self.lateness * 0.8).max(over.max(0.0) * 1.5);
        Some(info)
    }

    /// Searches the position and plays the engine's move; `None` when the board is full.
    fn think(&mut self) -> Option<Point> {
        let own = self
            .stones
            .iter()
            .filter(|s| **s == Some(Owner::Own))
            .count();
        let opp = self
            .stones
            .iter()
            .filter(|s| **s == Some(Owner::Opponent))
            .count();
        // The side that opened has as many stones as the other when it is to move: it is black.
        let me = if own == opp {
            Color::Black
        } else {
            Color::White
        };
        let mut board = Board::try_new(self.size).ok()?;
        for (i, s) in self.stones.iter().enumerate() {
            let p = Point::new(i % self.size, i / self.size);
            match s {
                Some(Owner::Own) => board.set(p, Some(me)),
                Some(Owner::Opponent) => board.set(p, Some(me.opponent())),
                None => {}
            }
        }
        let info = self.search(&board, me, 1.0)?;
        let best = info
            .best
            .filter(|&p| board.get(p).is_none())
            .or_else(|| board.points().find(|&p| board.get(p).is_none()))?;
        *self.at(best) = Some(Owner::Own);
        Some(best)
    }

    /// The engine's evaluation and best move for `to_move` on `board`, within the turn budget.
    fn evaluate(&mut self, board: &Board, to_move: Color) -> (i32, Option<Point>) {
        match self.search(board, to_move, 1.0 / 3.0) {
            Some(info) => (info.eval, info.best.filter(|&p| board.get(p).is_none())),
            None => (0, None),
        }
    }

    /// Records the stones of `board`: those of colour `me` as the brain's own.
    fn own_stones(&mut self, board: &Board, me: Color) {
        for p in board.points() {
            if let Some(s) = board.get(p) {
                *self.at(p) = Some(if s == me { Owner::Own } else { Owner::Opponent });
            }
        }
    }

    /// Answers SWAP2BOARD: three opening stones, or a decision after three or five stones.
    fn swap2(&mut self, placed: &[Point], out: &mut impl Write) -> io::Result<()> {
        let Ok(mut board) = Board::try_new(self.size) else {
            return say(out, "ERROR START first");
        };
        self.reset(self.size);
        let mut color = Color::Black;
        for &p in placed {
            board.set(p, Some(color));
            color = color.opponent();
        }
        match placed.len() {
            0 => {
                // A quiet opening: black in the centre, white touching it, black a knight's move away.
                let stones = [0, 1, 2].map(|k| swap_opening_stone(0, k, self.size));
                for (p, s) in stones
                    .iter()
                    .zip([Color::Black, Color::White, Color::Black])
                {
                    board.set(*p, Some(s));
                }
                self.own_stones(&board, Color::Black);
                let text: Vec<String> = stones.iter().map(|p| format!("{},{}", p.x, p.y)).collect();
                say(out, &text.join(" "))
            }
            3 | 5 => {
                // The same decision the widget's engine makes (`ai::swap_choice`).
                let (eval, best) = self.evaluate(&board, Color::White);
                match swap_choice(placed.len() == 3, eval) {
                    Choice::PlaceTwo => {
                        let Some(w) = best else {
                            return say(out, "SWAP");
                        };
                        board.set(w, Some(Color::White));
                        let (_, b) = self.evaluate(&board, Color::Black);
                        let Some(b) = b else {
                            return say(out, "SWAP");
                        };
                        board.set(b, Some(Color::Black));
                        self.own_stones(&board, Color::White);
                        say(out, &format!("{},{} {},{}", w.x, w.y, b.x, b.y))
                    }
                    Choice::White => match best {
                        Some(w) => {
                            board.set(w, Some(Color::White));
                            self.own_stones(&board, Color::White);
                            say(out, &format!("{},{}", w.x, w.y))
                        }
                        None => say(out, "SWAP"),
                    },
                    Choice::Black => {
                        self.own_stones(&board, Color::Black);
                        say(out, "SWAP")
                    }
                }
            }
            n => say(
                out,
                &format!("ERROR SWAP2BOARD needs 0, 3 or 5 stones, got {n}"),
            ),
        }
    }

    fn reply_move(&mut self, out: &mut impl Write) -> io::Result<()> {
        let answer = self.think();
        // The clock runs down by what the move took, until the manager says otherwise.
        if self.time_left.is_finite() {
            self.time_left =
                (self.time_left - self.received.elapsed().as_secs_f64() * 1000.0).max(0.0);
        }
        match answer {
            Some(p) => say(out, &format!("{},{}", p.x, p.y)),
            None => say(out, "ERROR the board is full"),
        }
    }
}

fn say(out: &mut impl Write, line: &str) -> io::Result<()> {
    writeln!(out, "{line}")?;
    out.flush()
}

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut brain = Brain::new();
    let mut lines = stdin.lock().lines();
    while let Some(line) = lines.next() {
        let line = line?;
        brain.received = Instant::now();
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let (cmd, arg) = match line.split_once(' ') {
            Some((c, a)) => (c, a.trim()),
            None => (line, ""),
        };
        let started = brain.size > 0;
        match cmd.to_ascii_uppercase().as_str() {
            "START" => match arg.parse::<usize>() {
                Ok(n) if (MIN_SIZE..=MAX_SIZE).contains(&n) => {
                    brain.reset(n);
                    brain.prepare_engine();
                    say(&mut out, "OK")?;
                }
                Ok(n) => say(&mut out, &format!("ERROR unsupported size {n}: 5 to 26"))?,
                Err(_) => say(&mut out, &format!("ERROR START needs a size, got {arg:?}"))?,
            },
            "RECTSTART" => {
                let dims: Vec<_> = arg.split(',').map(|t| t.trim().parse::<usize>()).collect();
                match dims.as_slice() {
                    [Ok(w), Ok(h)] if w == h && (MIN_SIZE..=MAX_SIZE).contains(w) => {
                        brain.reset(*w);
                        brain.prepare_engine();
                        say(&mut out, "OK")?;
                    }
                    [Ok(_), Ok(_)] => say(&mut out, "ERROR only square boards of 5 to 26")?,
                    _ => say(&mut out, &format!("ERROR RECTSTART needs w,h, got {arg:?}"))?,
                }
            }
            "RESTART" if started => {
                brain.reset(brain.size);
                say(&mut out, "OK")?;
            }
            "BEGIN" if started => brain.reply_move(&mut out)?,
            "TURN" if started => match brain.parse_xy(arg).and_then(|p| brain.place(p, Owner::Opponent)) {
                Ok(()) => brain.reply_move(&mut out)?,
                Err(e) => say(&mut out, &format!("ERROR {e}"))?,
            },
            "BOARD" if started => {
                brain.reset(brain.size);
                let mut bad = None;
                for l in lines.by_ref() {
                    let l = l?;
                    let l = l.trim();
                    if l.eq_ignore_ascii_case("DONE") {
                        break;
                    }
                    if l.is_empty() {
                        continue;
                    }
                    let parsed = l.rsplit_once(',').and_then(|(xy, f)| Some((brain.parse_xy(xy).ok()?, f.trim().parse::<u8>().ok()?)));
                    // Field 1 is ours, 2 the opponent's, 3 a stone of a finished line in continuous games.
                    let res = match parsed {
                        Some((p, 1)) => brain.place(p, Owner::Own),
                        Some((p, 2 | 3)) => brain.place(p, Owner::Opponent),
                        _ => Err(format!("bad BOARD line {l:?}")),
                    };
                    if let Err(e) = res {
                        bad.get_or_insert(e);
                    }
                }
                match bad {
                    Some(e) => say(&mut out, &format!("ERROR {e}"))?,
                    None => brain.reply_move(&mut out)?,
                }
            }
            "SWAP2BOARD" if started => {
                let mut placed = Vec::new();
                let mut bad = None;
                for l in lines.by_ref() {
                    let l = l?;
                    let l = l.trim();
                    if l.eq_ignore_ascii_case("DONE") {
                        break;
                    }
                    if l.is_empty() {
                        continue;
                    }
                    match brain.parse_xy(l) {
                        Ok(p) if !placed.contains(&p) => placed.push(p),
                        Ok(p) => {
                            bad.get_or_insert(format!("{},{} is listed twice", p.x, p.y));
                        }
                        Err(e) => {
                            bad.get_or_insert(e);
                        }
                    }
                }
                match bad {
                    Some(e) => say(&mut out, &format!("ERROR {e}"))?,
                    None => brain.swap2(&placed, &mut out)?,
                }
            }
            "TAKEBACK" if started => match brain.parse_xy(arg) {
                Ok(p) if brain.at(p).is_some() => {
                    *brain.at(p) = None;
                    say(&mut out, "OK")?;
                }
                Ok(p) => say(&mut out, &format!("ERROR {},{} is empty", p.x, p.y))?,
                Err(e) => say(&mut out, &format!("ERROR {e}"))?,
            },
            "RESTART" | "BEGIN" | "TURN" | "BOARD" | "TAKEBACK" | "SWAP2BOARD" => say(&mut out, "ERROR send START first")?,
            "INFO" => {
                let (key, value) = arg.split_once(' ').unwrap_or((arg, ""));
                let value = value.trim();
                let num = value.parse::<f64>().ok();
                match (key.to_ascii_lowercase().as_str(), num) {
                    ("timeout_turn", Some(v)) => brain.timeout_turn = v,
                    ("time_left", Some(v)) => brain.time_left = if v > 0.0 { v } else { f64::INFINITY },
                    ("timeout_match", Some(v)) if v > 0.0 && brain.time_left.is_infinite() => brain.time_left = v,
                    ("max_memory", Some(v)) => brain.max_memory = v.max(0.0) as usize,
                    ("max_node", Some(v)) => brain.max_nodes = (v >= 1.0).then_some(v as u64),
                    ("rule", Some(v)) => brain.rule = Rule::from_gomocup_code(v as u32),
                    // Unknown keys (and values we do not need) are ignored, as the protocol asks.
                    _ => {}
                }
            }
            "ABOUT" => say(&mut out, "name=\"gomoku-rs\", version=\"0.1.0\", author=\"gomoku widget authors\", country=\"-\"")?,
            "END" => break,
            _ => say(&mut out, &format!("UNKNOWN command {cmd}"))?,
        }
    }
    Ok(())
}
