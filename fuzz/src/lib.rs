//! Fuzz logic shared by the cargo-fuzz targets (`fuzz_targets/`) and the proptest suites
//! (`tests/model_fuzz.rs` and `tests/psq.rs` include this file with `#[path]`), so the
//! same checks run on stable Rust in `make test` and under libFuzzer on nightly.
//!
//! Every check panics with a description when the crate disagrees with the reference.

use std::collections::BTreeSet;

use gomoku::game::{
    format_psq, format_record, parse_point, parse_psq, parse_record, Color, Config, Game,
    GameError, Move, Outcome, PlaceError, Point, RecordError, Rule, State,
};

/// The kind of a refusal, named as the error code the widget throws for it.
fn kind(err: &GameError) -> &'static str {
    match err {
        GameError::Place(PlaceError::OutOfBoard { .. }) => "out-of-board",
        GameError::Place(PlaceError::Occupied { .. }) => "occupied",
        GameError::Place(PlaceError::GameOver) => "game-over",
        GameError::Place(PlaceError::Forbidden { .. }) => "forbidden",
        GameError::Place(PlaceError::ChoiceDue(_)) | GameError::Choice(_) | GameError::Jump(_) => {
            "invalid-argument"
        }
        GameError::Config(_) => "invalid-option",
        GameError::Record(_) => "invalid-record",
    }
}

/// Whether `e` is a record refusal with the message prefix a page sees.
fn is_record_error(e: &RecordError) -> bool {
    !matches!(e, RecordError::Config(_)) && e.to_string().starts_with("invalid record: ")
}

/// Board sides the history fuzzers play on: small ones fill up and end games quickly.
pub const SIZES: [usize; 6] = [5, 6, 7, 9, 15, 26];

/// One piece of a record handed to `load` or `load_psq`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Token {
    /// A point on the board (it may still be taken, or come after the game ended).
    On(usize, usize),
    /// Something the parser must refuse; the number picks which kind.
    Junk(u8),
}

/// One operation on a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Op {
    /// `place(x, y)` with signed coordinates, possibly off the board.
    Place(i64, i64),
    /// `place` on the `n`-th empty point (mod their number) of the position shown, row by row.
    PlaceEmpty(usize),
    /// `place` on the `n`-th point `forbidden()` lists (it must be refused), else `PlaceEmpty`.
    PlaceForbidden(usize),
    /// `undo()`.
    Undo,
    /// `redo()`.
    Redo,
    /// `jump_to(n)`, possibly past the end of the history.
    JumpTo(usize),
    /// `load(record)`; the byte picks the separators and letter case.
    Load(Vec<Token>, u8),
    /// `load_psq(text)`; `true` writes the file for another board size.
    LoadPsq(Vec<Token>, bool),
    /// `reset()`.
    Reset,
}

/// Decodes arbitrary bytes into a configuration and an operation sequence.
pub fn decode(bytes: &[u8]) -> (Config, Vec<Op>) {
    let mut it = bytes.iter().copied();
    let head = it.next().unwrap_or(0);
    let size = SIZES[usize::from(head) % SIZES.len()];
    let rule = Rule::ALL[usize::from(head / 8) % 3];
    let first = if rule != Rule::Renju && head >= 128 {
        Color::White
    } else {
        Color::Black
    };
    let config = Config { size, rule, first };
    let coord = |b: u8| i64::from(b) % (size as i64 + 4) - 2;
    let mut ops = Vec::new();
    while let Some(b) = it.next() {
        let op = match b % 16 {
            0..=2 => Op::PlaceEmpty(usize::from(it.next().unwrap_or(0))),
            3 => Op::PlaceForbidden(usize::from(it.next().unwrap_or(0))),
            4..=8 => {
                let x = coord(it.next().unwrap_or(0));
                let y = coord(it.next().unwrap_or(0));
                Op::Place(x, y)
            }
            9 | 10 => Op::Undo,
            11 => Op::Redo,
            12 => Op::JumpTo(usize::from(it.next().unwrap_or(0)) % 40),
            13 => Op::Reset,
            kind => {
                let count = usize::from(it.next().unwrap_or(0)) % 24;
                let mut tokens = Vec::with_capacity(count);
                for _ in 0..count {
                    let a = it.next().unwrap_or(0);
                    let c = it.next().unwrap_or(0);
                    tokens.push(if a == 255 {
                        Token::Junk(c)
                    } else {
                        Token::On(usize::from(a) % size, usize::from(c) % size)
                    });
                }
                if kind == 14 {
                    Op::Load(tokens, b / 16)
                } else {
                    Op::LoadPsq(tokens, b >= 240)
                }
            }
        };
        ops.push(op);
    }
    (config, ops)
}

/// The name of a point as the notation writes it (column letter, row from the bottom).
pub fn name(p: Point, size: usize) -> String {
    format!("{}{}", char::from(b'a' + p.x as u8), size - p.y)
}

/// The record text for `tokens`: names with separators and case picked by `style`.
pub fn record_text(tokens: &[Token], size: usize, style: u8) -> String {
    let sep = ["", " ", ",", ", ", " ,\t"][usize::from(style) % 5];
    let upper = style & 8 != 0;
    let mut out = String::new();
    for (i, t) in tokens.iter().enumerate() {
        if i > 0 {
            out.push_str(sep);
        }
        match *t {
            Token::On(x, y) => {
                let n = name(Point::new(x, y), size);
                out.push_str(&if upper { n.to_uppercase() } else { n });
            }
            Token::Junk(k) => out.push_str(&match k % 6 {
                0 => "a0".to_string(),
                1 => format!("a{}", size + 1),
                2 => "h".to_string(),
                3 => "#".to_string(),
                4 => "a99999999999999999999999".to_string(),
                _ if size < 26 => format!("{}1", char::from(b'a' + size as u8)),
                _ => "é".to_string(),
            }),
        }
    }
    out
}

/// The PSQ text for `tokens`; junk becomes a move line off the board.
pub fn psq_text(tokens: &[Token], size: usize) -> String {
    let mut out = format!("Piskvorky {size}x{size}, 11:11, 0\r\n");
    for (i, t) in tokens.iter().enumerate() {
        match *t {
            Token::On(x, y) => out.push_str(&format!("{},{},{}\r\n", x + 1, y + 1, i * 7)),
            Token::Junk(k) if k % 2 == 0 => out.push_str("0,1,0\r\n"),
            Token::Junk(_) => out.push_str(&format!("1,{}\r\n", size + 1)),
        }
    }
    out.push_str("pbrain-a.exe\r\npbrain-b.exe\r\n-1\r\n");
    out
}

/// The reference: a list of moves and a cursor; everything else is derived by brute force.
#[derive(Clone, Debug)]
pub struct Model {
    config: Config,
    history: Vec<Point>,
    cursor: usize,
}

/// What a check saw, for the suites that want to prove they reach every kind of state.
#[derive(Clone, Copy, Debug, Default)]
pub struct Stats {
    /// Steps checked.
    pub steps: usize,
    /// Positions checked that were won.
    pub wins: usize,
    /// Positions checked that were drawn.
    pub draws: usize,
    /// Operations refused with `out-of-board`, `occupied` or `game-over`.
    pub refused: [usize; 3],
    /// Refusals by renju fouls.
    pub forbidden: usize,
    /// Successful `load` / `load_psq` calls.
    pub loads: usize,
    /// Refused `load` / `load_psq` calls.
    pub bad_loads: usize,
}

impl Model {
    /// An empty game.
    pub fn new(config: Config) -> Model {
        Model {
            config,
            history: Vec::new(),
            cursor: 0,
        }
    }

    fn color_of(&self, i: usize) -> Color {
        if i.is_multiple_of(2) {
            self.config.first
        } else {
            self.config.first.opponent()
        }
    }

    /// The board after the first `n` moves, row by row.
    fn board_after(&self, moves: &[Point]) -> Vec<Option<Color>> {
        let size = self.config.size;
        let mut cells = vec![None; size * size];
        for (i, p) in moves.iter().enumerate() {
            cells[p.y * size + p.x] = Some(self.color_of(i));
        }
        cells
    }

    fn wins(&self, color: Color, len: usize) -> bool {
        match (self.config.rule, color) {
            (Rule::Freestyle, _) | (Rule::Renju, Color::White) => len >= 5,
            (Rule::Standard, _) | (Rule::Renju, Color::Black) => len == 5,
        }
    }

    /// Every stone of every winning maximal run on the board, with its colour.
    fn scan(&self, cells: &[Option<Color>]) -> Option<(Color, BTreeSet<Point>)> {
        let size = self.config.size as isize;
        let at = |x: isize, y: isize| {
            if x < 0 || y < 0 || x >= size || y >= size {
                None
            } else {
                cells[(y * size + x) as usize]
            }
        };
        let mut found: Option<(Color, BTreeSet<Point>)> = None;
        for y in 0..size {
            for x in 0..size {
                let Some(c) = at(x, y) else { continue };
                for (dx, dy) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                    if at(x - dx, y - dy) == Some(c) {
                        continue; // not the start of the run
                    }
                    let mut len = 0;
                    while at(x + dx * len, y + dy * len) == Some(c) {
                        len += 1;
                    }
                    if !self.wins(c, len as usize) {
                        continue;
                    }
                    let entry = found.get_or_insert_with(|| (c, BTreeSet::new()));
                    assert_eq!(entry.0, c, "both sides have a winning line");
                    for k in 0..len {
                        entry
                            .1
                            .insert(Point::new((x + dx * k) as usize, (y + dy * k) as usize));
                    }
                }
            }
        }
        found
    }

    fn over(&self, moves: &[Point]) -> bool {
        let cells = self.board_after(moves);
        self.scan(&cells).is_some() || cells.iter().all(Option::is_some)
    }

    /// Why placing `p` after `moves` is refused, as an error code (renju fouls not modelled).
    fn refusal(&self, moves: &[Point], x: i64, y: i64) -> Option<&'static str> {
        let size = self.config.size as i64;
        if x < 0 || y < 0 || x >= size || y >= size {
            return Some("out-of-board");
        }
        if self.over(moves) {
            return Some("game-over");
        }
        let p = Point::new(x as usize, y as usize);
        if moves.contains(&p) {
            return Some("occupied");
        }
        None
    }

    /// Whether replaying `points` from an empty board breaks a modelled rule.
    fn replay_refused(&self, points: &[Point]) -> bool {
        (0..points.len()).any(|i| {
            let p = points[i];
            self.refusal(&points[..i], p.x as i64, p.y as i64).is_some()
        })
    }
}

/// The parts of a game that a refused operation must leave alone.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Snapshot {
    history: Vec<Move>,
    cursor: usize,
    board: gomoku::game::Board,
    outcome: Outcome,
    forbidden: Vec<Point>,
    config: Config,
}

fn snapshot(game: &Game) -> Snapshot {
    Snapshot {
        history: game.history().to_vec(),
        cursor: game.cursor(),
        board: game.board().clone(),
        outcome: game.outcome().clone(),
        forbidden: game.forbidden().to_vec(),
        config: game.config(),
    }
}

/// Checks a refusal: the expected code (renju may add `forbidden`) and an unchanged game.
fn refused(
    game: &Game,
    before: &Snapshot,
    err: impl Into<GameError>,
    expected: &[&str],
    what: &str,
    stats: &mut Stats,
) {
    let err: GameError = err.into();
    assert!(
        expected.contains(&kind(&err)),
        "{what}: got {err:?} ({}), expected one of {expected:?}",
        kind(&err)
    );
    assert_eq!(
        &snapshot(game),
        before,
        "{what}: a refusal changed the game"
    );
    if kind(&err) == "forbidden" {
        stats.forbidden += 1;
    }
    if let Some(i) = ["out-of-board", "occupied", "game-over"]
        .iter()
        .position(|c| *c == kind(&err))
    {
        stats.refused[i] += 1;
    }
}

/// Applies `op` to both the game and the model and checks that they agree.
pub fn step(game: &mut Game, model: &mut Model, op: &Op, stats: &mut Stats) {
    let before = snapshot(game);
    let renju = model.config.rule == Rule::Renju;
    let size = model.config.size;
    let shown = model.history[..model.cursor].to_vec();
    match op {
        &Op::Place(x, y) => {
            let result = game.point(x, y).and_then(|p| game.try_place(p));
            match (model.refusal(&shown, x, y), result) {
                (Some(code), Err(e)) => refused(game, &before, e, &[code], "place", stats),
                (None, Err(e)) if renju => {
                    let color = model.color_of(model.cursor);
                    assert_eq!(color, Color::Black, "white refused a legal point: {e}");
                    refused(game, &before, e, &["forbidden"], "renju place", stats);
                }
                (None, Err(e)) => panic!("place({x}, {y}) refused: {e}"),
                (Some(code), Ok(mv)) => panic!("place({x}, {y}) accepted {mv:?}, expected {code}"),
                (None, Ok(mv)) => {
                    let p = Point::new(x as usize, y as usize);
                    let expected = Move {
                        point: p,
                        color: model.color_of(model.cursor),
                        number: model.cursor + 1,
                    };
                    assert_eq!(mv, expected, "place returned the wrong move");
                    model.history.truncate(model.cursor);
                    model.history.push(p);
                    model.cursor += 1;
                }
            }
        }
        &Op::PlaceEmpty(n) => {
            let cells = model.board_after(&shown);
            let empty: Vec<usize> = (0..cells.len()).filter(|&i| cells[i].is_none()).collect();
            let i = empty.get(n % empty.len().max(1)).copied().unwrap_or(0);
            let place = Op::Place((i % size) as i64, (i / size) as i64);
            return step(game, model, &place, stats);
        }
        &Op::PlaceForbidden(n) => {
            let Some(&p) = game.forbidden().get(n % game.forbidden().len().max(1)) else {
                return step(game, model, &Op::PlaceEmpty(n), stats);
            };
            let place = game.try_place(p);
            let e = place.expect_err("a point forbidden() lists was accepted");
            refused(game, &before, e, &["forbidden"], "forbidden place", stats);
        }
        Op::Undo => {
            let expected = model.cursor.checked_sub(1).map(|i| model.history[i]);
            let got = game.undo().map(|m| m.point);
            assert_eq!(got, expected, "undo");
            if expected.is_some() {
                model.cursor -= 1;
            } else {
                assert_eq!(snapshot(game), before, "an empty undo changed the game");
            }
        }
        Op::Redo => {
            let expected = model.history.get(model.cursor).copied();
            let got = game.redo().map(|m| m.point);
            assert_eq!(got, expected, "redo");
            if expected.is_some() {
                model.cursor += 1;
            } else {
                assert_eq!(snapshot(game), before, "an empty redo changed the game");
            }
        }
        &Op::JumpTo(n) => match game.jump_to(n) {
            Ok(()) => {
                assert!(n <= model.history.len(), "jump_to({n}) accepted");
                model.cursor = n;
            }
            Err(e) => {
                assert!(n > model.history.len(), "jump_to({n}) refused: {e}");
                refused(game, &before, e, &["invalid-argument"], "jump_to", stats);
            }
        },
        Op::Reset => {
            game.reset();
            model.history.clear();
            model.cursor = 0;
        }
        Op::Load(tokens, style) => {
            let text = record_text(tokens, size, *style);
            load(
                game,
                model,
                tokens,
                &before,
                stats,
                |g| g.load(&text),
                "load",
            );
        }
        Op::LoadPsq(tokens, false) => {
            let text = psq_text(tokens, size);
            load(
                game,
                model,
                tokens,
                &before,
                stats,
                |g| g.load_psq(&text),
                "load_psq",
            );
        }
        Op::LoadPsq(tokens_in, true) => {
            // A file for another board with distinct points on both: the size is the only fault.
            let file_size = if size == 26 { 25 } else { size + 1 };
            let mut tokens: Vec<Token> = Vec::with_capacity(tokens_in.len());
            for &t in tokens_in {
                let fits = matches!(t, Token::On(x, y) if x < file_size && y < file_size);
                if fits && !tokens.contains(&t) {
                    tokens.push(t);
                }
            }
            let err = game
                .load_psq(&psq_text(&tokens, file_size))
                .expect_err("a PSQ file for another board size was accepted");
            let expected = format!(
                "the file is for a {file_size}x{file_size} board, this board is {size}x{size}"
            );
            assert!(err.to_string().contains(&expected), "{err}");
            refused(game, &before, err, &["invalid-record"], "load_psq", stats);
            stats.bad_loads += 1;
        }
    }
    stats.steps += 1;
    check(game, model, stats);
}

/// A `load` or `load_psq` of `tokens` (duplicates are refused by the PSQ parser, and by replay).
fn load(
    game: &mut Game,
    model: &mut Model,
    tokens: &[Token],
    before: &Snapshot,
    stats: &mut Stats,
    run: impl FnOnce(&mut Game) -> Result<(), RecordError>,
    what: &str,
) {
    let points: Option<Vec<Point>> = tokens
        .iter()
        .map(|t| match *t {
            Token::On(x, y) => Some(Point::new(x, y)),
            Token::Junk(_) => None,
        })
        .collect();
    let bad = points.as_ref().is_none_or(|p| model.replay_refused(p));
    match (run(game), points) {
        (Ok(()), Some(points)) if !bad => {
            model.history = points;
            model.cursor = model.history.len();
            stats.loads += 1;
        }
        (Ok(()), _) => panic!("{what} accepted a bad record {tokens:?}"),
        // Renju fouls are not modelled: a refusal the model cannot explain must name one.
        (Err(e), _)
            if bad || (model.config.rule == Rule::Renju && e.to_string().contains("forbidden")) =>
        {
            refused(game, before, e, &["invalid-record"], what, stats);
            stats.bad_loads += 1;
        }
        (Err(e), _) => panic!("{what} refused a good record {tokens:?}: {e}"),
    }
}

/// Checks every invariant of `game` against the model.
pub fn check(game: &Game, model: &Model, stats: &mut Stats) {
    let config = model.config;
    assert_eq!(game.config(), config);
    let history: Vec<Point> = game.history().iter().map(|m| m.point).collect();
    assert_eq!(history, model.history, "history");
    assert_eq!(game.cursor(), model.cursor, "cursor");
    assert_eq!(game.moves().len(), model.cursor);
    for (i, mv) in game.history().iter().enumerate() {
        assert_eq!(mv.color, model.color_of(i), "colour of move {}", i + 1);
        assert_eq!(mv.number, i + 1, "number of move {}", i + 1);
    }

    let shown = &model.history[..model.cursor];
    let cells = model.board_after(shown);
    let size = config.size;
    for y in 0..size {
        for x in 0..size {
            let p = Point::new(x, y);
            assert_eq!(game.board().get(p), cells[y * size + x], "stone at {p:?}");
        }
    }
    assert_eq!(game.board().stone_count(), model.cursor);

    let full = cells.iter().all(Option::is_some);
    match (model.scan(&cells), game.outcome()) {
        (Some((color, stones)), Outcome::Win { color: c, line }) => {
            assert_eq!(*c, color, "winner");
            let line: BTreeSet<Point> = line.iter().copied().collect();
            assert_eq!(line, stones, "winning line");
            stats.wins += 1;
        }
        (None, Outcome::Draw) if full => stats.draws += 1,
        (None, Outcome::Ongoing) if !full => {}
        (expected, got) => panic!("outcome {got:?}, brute force says {expected:?} (full: {full})"),
    }
    let over = *game.outcome() != Outcome::Ongoing;
    let to_move = (!over).then(|| model.color_of(model.cursor));
    assert_eq!(game.to_move(), to_move, "side to move");

    if config.rule != Rule::Renju || to_move != Some(Color::Black) {
        assert!(
            game.forbidden().is_empty(),
            "forbidden points off renju black"
        );
    }
    for p in game.forbidden() {
        assert_eq!(
            cells[p.y * size + p.x],
            None,
            "forbidden point {p:?} holds a stone"
        );
    }

    let record = game.record();
    assert_eq!(parse_record(&record, size).ok().as_deref(), Some(shown));
    let psq = parse_psq(&game.psq()).map(|f| (f.size, f.moves));
    assert_eq!(psq, Ok((size, shown.to_vec())), "psq of the position");

    let state = State::of(game);
    assert_eq!(state.move_count, model.cursor);
    assert_eq!(state.can_undo, model.cursor > 0);
    assert_eq!(state.can_redo, model.cursor < model.history.len());
    assert_eq!(
        state.winner.is_some(),
        matches!(game.outcome(), Outcome::Win { .. })
    );
    assert_eq!(state.draw, *game.outcome() == Outcome::Draw);
}

/// Runs `ops` on a fresh game of `config` against the model, checking after every step.
pub fn run(config: Config, ops: &[Op], stats: &mut Stats) {
    let mut game = match Game::try_new(config) {
        Ok(game) => game,
        Err(e) => panic!("bad fuzz configuration {config:?}: {e}"),
    };
    let mut model = Model::new(config);
    check(&game, &model, stats);
    for op in ops {
        step(&mut game, &mut model, op, stats);
    }
}

/// The `history` fuzz target: arbitrary bytes as a configuration and operations.
pub fn fuzz_history(bytes: &[u8]) {
    let (config, ops) = decode(bytes);
    run(config, &ops, &mut Stats::default());
}

/// The `record` fuzz target: `parse_record` and `parse_point` on any text, at several sizes.
pub fn fuzz_record(text: &str) {
    for size in [5, 15, 26] {
        match parse_record(text, size) {
            Ok(points) => {
                assert!(
                    points.iter().all(|p| p.x < size && p.y < size),
                    "{points:?}"
                );
                let again = parse_record(&format_record(&points, size), size);
                assert_eq!(again.as_ref(), Ok(&points), "record round trip");
                let single = parse_point(text, size);
                match points.as_slice() {
                    [p] => assert_eq!(single, Ok(*p)),
                    _ => assert!(single.is_err_and(|e| is_record_error(&e))),
                }
            }
            Err(e) => {
                assert!(is_record_error(&e), "{e}");
                assert!(parse_point(text, size).is_err_and(|e| is_record_error(&e)));
            }
        }
    }
}

/// The `psq` fuzz target: `parse_psq` on any text; a success round-trips and loads.
pub fn fuzz_psq(text: &str) {
    match parse_psq(text) {
        Ok(psq) => {
            assert!((5..=26).contains(&psq.size), "size {}", psq.size);
            assert_eq!(psq.moves.len(), psq.times.len());
            let distinct: BTreeSet<Point> = psq.moves.iter().copied().collect();
            assert_eq!(distinct.len(), psq.moves.len(), "duplicate moves");
            assert!(psq.moves.iter().all(|p| p.x < psq.size && p.y < psq.size));
            let written = format_psq(psq.size, &psq.moves, Some(&psq.times));
            assert_eq!(parse_psq(&written).as_ref(), Ok(&psq), "psq round trip");
            let config = Config {
                size: psq.size,
                ..Config::default()
            };
            let mut game = match Game::try_new(config) {
                Ok(game) => game,
                Err(e) => panic!("size {} parsed but makes no game: {e}", psq.size),
            };
            // A stone already down, which a refused load must leave alone.
            let corner = Point::new(0, 0);
            if let Err(e) = game.try_place(corner) {
                panic!("an empty board refused a stone: {e}");
            }
            // The file loads exactly when its moves replay one by one (none after a win).
            match (game.load_psq(text), Game::replay(config, &psq.moves)) {
                (Ok(()), Ok(_)) => {
                    let moves: Vec<Point> = game.moves().iter().map(|m| m.point).collect();
                    assert_eq!(moves, psq.moves);
                }
                (Err(e), Err(replayed)) => {
                    assert!(is_record_error(&e), "{e}");
                    assert_eq!(e, replayed, "load_psq and replay name another move");
                    let left: Vec<Point> = game.moves().iter().map(|m| m.point).collect();
                    assert_eq!(left, [corner], "a refused load changed the game");
                }
                (loaded, replayed) => panic!("load_psq {loaded:?} but replay {replayed:?}"),
            }
        }
        Err(e) => {
            assert!(is_record_error(&e), "{e}");
            assert!(e.to_string().starts_with("invalid record: line "), "{e}");
        }
    }
}
