//! The plain, JSON-safe snapshot that `state()` returns and events carry.

use serde::{Deserialize, Serialize};

use super::{Game, Move, Opening, Outcome, Player, Point};

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
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveInfo {
    /// Column.
    pub x: usize,
    /// Row.
    pub y: usize,
    /// "black" or "white".
    pub color: &'static str,
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
            color: mv.color.as_str(),
            number: mv.number,
            name: super::point_name(mv.point, size),
        }
    }
}

/// Everything a page needs to show a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct State {
    /// Board side.
    pub size: usize,
    /// "freestyle", "standard" or "renju".
    pub rule: &'static str,
    /// Who opened: "black" or "white".
    pub first: &'static str,
    /// "black", "white", or null once the game is over.
    pub to_move: Option<&'static str>,
    /// Moves in the position shown.
    pub move_count: usize,
    /// Moves of the position shown.
    pub moves: Vec<MoveInfo>,
    /// The last move shown, or null.
    pub last_move: Option<MoveInfo>,
    /// "black", "white" or null.
    pub winner: Option<&'static str>,
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
    /// The opening rule's progress, or null without one.
    pub opening: Option<OpeningState>,
}

/// Where an opening rule (swap1, swap2) stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OpeningState {
    /// "swap1" or "swap2".
    pub rule: &'static str,
    /// The decisions made so far: "black", "white", "place2".
    pub decisions: Vec<&'static str>,
    /// The decision due now, or null.
    pub due: Option<DueState>,
    /// The colour each player plays, once settled.
    pub players: Players,
    /// Who acts next: "first" or "second", null once the game is over.
    pub player_to_act: Option<&'static str>,
}

/// A decision that is due.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DueState {
    /// "first" or "second".
    pub by: &'static str,
    /// What may be chosen.
    pub choices: Vec<&'static str>,
}

/// Each player's colour, null until the opening settles it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Players {
    /// The player who opened.
    pub first: Option<&'static str>,
    /// The other player.
    pub second: Option<&'static str>,
}

impl OpeningState {
    /// The opening part of `game`'s state, `None` without an opening rule.
    pub fn of(game: &Game) -> Option<OpeningState> {
        if game.opening() == Opening::None {
            return None;
        }
        Some(OpeningState {
            rule: game.opening().as_str(),
            decisions: game.decisions().iter().map(|c| c.as_str()).collect(),
            due: game.due().map(|d| DueState {
                by: d.by.as_str(),
                choices: d.choices.iter().map(|c| c.as_str()).collect(),
            }),
            players: Players {
                first: game.colour_of_player(Player::First).map(|c| c.as_str()),
                second: game.colour_of_player(Player::Second).map(|c| c.as_str()),
            },
            player_to_act: game.player_to_act().map(|p| p.as_str()),
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
            Outcome::Win { color, line } => (
                Some(color.as_str()),
                line.iter().map(|&p| XY::from(p)).collect(),
            ),
            _ => (None, Vec::new()),
        };
        State {
            size,
            rule: game.config().rule.as_str(),
            first: game.config().first.as_str(),
            to_move: game.to_move().map(|c| c.as_str()),
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
