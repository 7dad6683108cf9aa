//! What can go wrong, one enum per operation, each in words a page author understands.

use std::fmt;

use super::{point_name, Choice, Due, Foul, Opening, Point, MAX_SIZE, MIN_SIZE};

/// Why a stone cannot be placed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlaceError {
    /// An integer point off the board.
    OutOfBoard {
        /// The column asked for.
        x: i64,
        /// The row asked for.
        y: i64,
        /// The board side.
        size: usize,
    },
    /// The point already holds a stone.
    Occupied {
        /// The point.
        point: Point,
        /// The board side, to name the point.
        size: usize,
    },
    /// The game is won or drawn.
    GameOver,
    /// The point is a renju foul for black.
    Forbidden {
        /// The point.
        point: Point,
        /// The board side, to name the point.
        size: usize,
        /// Which foul.
        foul: Foul,
    },
    /// An opening decision must be made before the next stone.
    ChoiceDue(Due),
}

/// Why an opening decision is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChoiceError {
    /// No decision is due.
    NotDue,
    /// The decision due does not offer this choice.
    NotOffered {
        /// What was chosen.
        choice: Choice,
        /// What may be chosen now.
        offered: &'static [Choice],
    },
}

/// A game configuration that is not allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    /// A board side outside 5 to 26.
    Size(usize),
    /// Renju opened by white.
    RenjuFirst,
    /// An opening rule (swap1, swap2) opened by white.
    OpeningFirst(Opening),
}

/// A jump to a move number the history does not have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JumpError {
    /// The move number asked for.
    pub n: i64,
    /// The number of moves in the history.
    pub moves: usize,
}

/// What is wrong with a line of a Piskvork PSQ file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PsqProblem {
    /// The first line is not `Piskvorky NxN`.
    MissingHeader,
    /// A board that is not square: width and height as written.
    NotSquare(String, String),
    /// A board side outside 5 to 26, as written.
    Size(String),
    /// A move off the board: x and y as written.
    OffBoard {
        /// The column as written.
        x: String,
        /// The row as written.
        y: String,
        /// The board side.
        size: usize,
    },
    /// A move on a taken point (1-based, as in the file).
    Taken {
        /// Column, 1-based.
        x: usize,
        /// Row, 1-based.
        y: usize,
    },
}

/// A record or a PSQ file that cannot be read or replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// A character that cannot start a point name, at a 1-based character position.
    UnexpectedChar {
        /// The character.
        c: char,
        /// Its position, 1-based.
        at: usize,
    },
    /// A point name without its row number.
    NoRow {
        /// The move's 1-based number.
        number: usize,
        /// The name as written.
        token: String,
    },
    /// A point name off the board.
    OffBoard {
        /// The move's 1-based number.
        number: usize,
        /// The name as written.
        token: String,
        /// The board side.
        size: usize,
    },
    /// Text that should name one point names none or several (shortened).
    NotSinglePoint(String),
    /// A `[` without its `]`.
    UnclosedBracket,
    /// A bracketed word that is not an opening choice (shortened).
    NotAChoice(String),
    /// An opening choice the replay refused.
    Choice {
        /// The number of moves before it.
        after: usize,
        /// Why.
        error: ChoiceError,
    },
    /// A move the replay refused.
    Move {
        /// The move's 1-based number.
        number: usize,
        /// The point's name.
        name: String,
        /// Why.
        error: PlaceError,
    },
    /// An opening choice after the last move.
    ChoicePastEnd(usize),
    /// A bad line of a PSQ file (1-based).
    Psq {
        /// The line number.
        line: usize,
        /// What is wrong with it.
        problem: PsqProblem,
    },
    /// A PSQ file for another board size.
    PsqSize {
        /// The file's board side.
        file: usize,
        /// This board's side.
        board: usize,
    },
    /// A replay asked for with a configuration that is not allowed.
    Config(ConfigError),
}

/// Any refusal of the rules core.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// Placing a stone.
    Place(PlaceError),
    /// Making an opening decision.
    Choice(ChoiceError),
    /// Configuring a game.
    Config(ConfigError),
    /// Jumping through the history.
    Jump(JumpError),
    /// Reading or replaying a record.
    Record(RecordError),
}

impl fmt::Display for PlaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlaceError::OutOfBoard { x, y, size } => write!(
                f,
                "({x}, {y}) is off the board: x and y must be 0 to {} on a {size}x{size} board",
                size - 1
            ),
            PlaceError::Occupied { point, size } => {
                write!(f, "{} is already taken", point_name(*point, *size))
            }
            PlaceError::GameOver => f.write_str("the game is over: undo or start a new game"),
            PlaceError::Forbidden { point, size, foul } => write!(
                f,
                "{} is forbidden for black: {foul}",
                point_name(*point, *size)
            ),
            PlaceError::ChoiceDue(due) => {
                write!(f, "the {} player must choose first (", due.by.as_str())?;
                list(f, due.choices, "", ", ")?;
                f.write_str("): no stone can be placed until then")
            }
        }
    }
}

impl fmt::Display for ChoiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChoiceError::NotDue => f.write_str("no opening decision is due now"),
            ChoiceError::NotOffered { choice, offered } => {
                write!(f, "\"{choice}\" is not a choice now: choose ")?;
                list(f, offered, "\"", " or ")
            }
        }
    }
}

/// Writes `choices` separated by `sep`, each between `quote`s.
fn list(f: &mut fmt::Formatter<'_>, choices: &[Choice], quote: &str, sep: &str) -> fmt::Result {
    for (i, c) in choices.iter().enumerate() {
        if i > 0 {
            f.write_str(sep)?;
        }
        write!(f, "{quote}{c}{quote}")?;
    }
    Ok(())
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid option: ")?;
        match self {
            ConfigError::Size(n) => {
                write!(f, "size must be between {MIN_SIZE} and {MAX_SIZE}, got {n}")
            }
            ConfigError::RenjuFirst => {
                f.write_str("renju is always opened by black: first must be \"black\"")
            }
            ConfigError::OpeningFirst(o) => write!(
                f,
                "{} opens with black, white, black: first must be \"black\"",
                o.as_str()
            ),
        }
    }
}

impl fmt::Display for JumpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (n, moves) = (self.n, self.moves);
        if n < 0 {
            write!(f, "n must be between 0 and {moves}, got {n}")
        } else {
            write!(
                f,
                "n must be between 0 and {moves} (the number of moves), got {n}"
            )
        }
    }
}

impl fmt::Display for PsqProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PsqProblem::MissingHeader => f.write_str("missing \"Piskvorky NxN\" header"),
            PsqProblem::NotSquare(w, h) => {
                write!(f, "the board is {w}x{h}: only square boards are supported")
            }
            PsqProblem::Size(n) => write!(
                f,
                "board size {n} is not supported ({MIN_SIZE} to {MAX_SIZE})"
            ),
            PsqProblem::OffBoard { x, y, size } => {
                write!(f, "{x},{y} is off the {size}x{size} board")
            }
            PsqProblem::Taken { x, y } => write!(f, "{x},{y} is already taken"),
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let RecordError::Config(e) = self {
            return e.fmt(f);
        }
        f.write_str("invalid record: ")?;
        match self {
            RecordError::UnexpectedChar { c, at } => write!(
                f,
                "unexpected '{c}' at character {at}: write points like h8i9j10"
            ),
            RecordError::NoRow { number, token } => {
                write!(f, "move {number} (\"{token}\") has no row number")
            }
            RecordError::OffBoard {
                number,
                token,
                size,
            } => write!(
                f,
                "move {number} (\"{token}\") is off the {size}x{size} board"
            ),
            RecordError::NotSinglePoint(s) => write!(f, "\"{s}\" is not a single point"),
            RecordError::UnclosedBracket => f.write_str("a \"[\" without its \"]\""),
            RecordError::NotAChoice(word) => write!(
                f,
                "\"[{word}]\" is not an opening choice: write [black], [white] or [place2]"
            ),
            RecordError::Choice { after, error } => {
                write!(f, "the choice after move {after}: {error}")
            }
            RecordError::Move {
                number,
                name,
                error,
            } => write!(f, "move {number} ({name}): {error}"),
            RecordError::ChoicePastEnd(at) => {
                write!(f, "a choice after move {at}, past the last move")
            }
            RecordError::Psq { line, problem } => write!(f, "line {line}: {problem}"),
            RecordError::PsqSize { file, board } => write!(
                f,
                "the file is for a {file}x{file} board, this board is {board}x{board}"
            ),
            RecordError::Config(_) => Ok(()),
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Place(e) => e.fmt(f),
            GameError::Choice(e) => e.fmt(f),
            GameError::Config(e) => e.fmt(f),
            GameError::Jump(e) => e.fmt(f),
            GameError::Record(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for PlaceError {}
impl std::error::Error for ChoiceError {}
impl std::error::Error for ConfigError {}
impl std::error::Error for JumpError {}
impl std::error::Error for RecordError {}
impl std::error::Error for GameError {}

impl From<PlaceError> for GameError {
    fn from(e: PlaceError) -> GameError {
        GameError::Place(e)
    }
}

impl From<ChoiceError> for GameError {
    fn from(e: ChoiceError) -> GameError {
        GameError::Choice(e)
    }
}

impl From<ConfigError> for GameError {
    fn from(e: ConfigError) -> GameError {
        GameError::Config(e)
    }
}

impl From<JumpError> for GameError {
    fn from(e: JumpError) -> GameError {
        GameError::Jump(e)
    }
}

impl From<RecordError> for GameError {
    fn from(e: RecordError) -> GameError {
        GameError::Record(e)
    }
}

impl From<ConfigError> for RecordError {
    fn from(e: ConfigError) -> RecordError {
        RecordError::Config(e)
    }
}
