//! The plain snapshot that `state()` returns and events carry: one shape, written as JSON (and
//! described in TypeScript) by `play::shapes`.

use serde::{Deserialize, Serialize};

use super::{Choice, Color, Game, Move, Opening, Outcome, Player, Point, Rule};

/// A point as `{x, y}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct XY {
    /// Column.
    pub x: usize,
    /// Row.
    pub y: usize,
}

impl From<Point> for XY {
    fn from(p: Point) -> XY {
        XY { x: p.x, y: p.y }
    }
}

/// A move as `{x, y, color, number, name}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveInfo {
    /// Column.
    pub x: usize,
    /// Row.
    pub y: usize,
    /// The stone's colour.
    pub color: Color,
    /// 1-based move number.
    pub number: usize,
    /// Point name such as "h8".
    pub name: String,
}

impl MoveInfo {
    /// The JS shape of `mv` on a board of `size`.
    pub fn new(mv: &Move, size: usize) -> MoveInfo {
        MoveInfo {
            x: mv.point.x,
            y: mv.point.y,
            color: mv.color,
            number: mv.number,
            name: super::point_name(mv.point, size),
        }
    }
}

/// Everything a page needs to show a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// Board side.
    pub size: usize,
    /// The rule.
    pub rule: Rule,
    /// Who opened.
    pub first: Color,
    /// The side to move, `None` once the game is over.
    pub to_move: Option<Color>,
    /// Moves in the position shown.
    pub move_count: usize,
    /// Moves of the position shown.
    pub moves: Vec<MoveInfo>,
    /// The last move shown, if any.
    pub last_move: Option<MoveInfo>,
    /// The winner, if any.
    pub winner: Option<Color>,
    /// Whether the board filled up without a winner.
    pub draw: bool,
    /// The winning stones, empty without a winner.
    pub winning_line: Vec<XY>,
    /// Points black may not play (renju, black to move).
    pub forbidden: Vec<XY>,
    /// Every move of the history, the redoable ones included.
    pub history: Vec<MoveInfo>,
    /// Whether `undo()` would take a move back.
    pub can_undo: bool,
    /// Whether `redo()` would replay a move.
    pub can_redo: bool,
    /// The opening rule's progress, `None` without one.
    pub opening: Option<OpeningState>,
}

/// Where an opening rule (swap1, swap2) stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningState {
    /// swap1 or swap2.
    pub rule: Opening,
    /// The decisions made so far.
    pub decisions: Vec<Choice>,
    /// The decision due now, if any.
    pub due: Option<DueState>,
    /// The colour each player plays, once settled.
    pub players: Players,
    /// Who acts next, `None` once the game is over.
    pub player_to_act: Option<Player>,
}

/// A decision that is due.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DueState {
    /// Who decides.
    pub by: Player,
    /// What may be chosen.
    pub choices: Vec<Choice>,
}

/// Each player's colour, `None` until the opening settles it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Players {
    /// The player who opened.
    pub first: Option<Color>,
    /// The other player.
    pub second: Option<Color>,
}

impl OpeningState {
    /// The opening part of `game`'s state, `None` without an opening rule.
    pub fn of(game: &Game) -> Option<OpeningState> {
        if game.opening() == Opening::None {
            return None;
        }
        Some(OpeningState {
            rule: game.opening(),
            decisions: game.decisions().to_vec(),
            due: game.due().map(|d| DueState {
                by: d.by,
                choices: d.choices.to_vec(),
            }),
            players: Players {
                first: game.colour_of_player(Player::First),
                second: game.colour_of_player(Player::Second),
            },
            player_to_act: game.player_to_act(),
        })
    }
}

impl State {
    /// The snapshot of `game`.
    pub fn of(game: &Game) -> State {
        let size = game.config().size;
        let history: Vec<MoveInfo> = game
            .history()
            .iter()
            .map(|m| MoveInfo::new(m, size))
            .collect();
        let moves = history[..game.cursor()].to_vec();
        let (winner, line) = match game.outcome() {
            Outcome::Win { color, line } => {
                (Some(*color), line.iter().map(|&p| XY::from(p)).collect())
            }
            _ => (None, Vec::new()),
        };
        State {
            size,
            rule: game.config().rule,
            first: game.config().first,
            to_move: game.to_move(),
            move_count: game.cursor(),
            last_move: moves.last().cloned(),
            moves,
            winner,
            draw: *game.outcome() == Outcome::Draw,
            winning_line: line,
            forbidden: game.forbidden().iter().map(|&p| XY::from(p)).collect(),
            can_undo: game.cursor() > 0,
            can_redo: game.cursor() < game.history().len(),
            opening: OpeningState::of(game),
            history,
        }
    }
}
