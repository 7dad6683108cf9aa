//! The JSON shapes of the game's data as the page reads them (`state()`, moves, points): each
//! field of `game::State` and its parts with its name in JS. From these come the JSON and the
//! TypeScript interfaces (`src/web/generated.d.ts`).

use super::json::{shape, Shape};
use crate::game::{DueState, MoveInfo, OpeningState, Players, State, XY};

shape! {
    /// An intersection.
    XY as "XY" { x: "x", y: "y" }
}

shape! {
    /// A stone played: `x` column from the left, `y` row from the top, both 0-based.
    MoveInfo as "Move" { x: "x", y: "y", color: "color", number: "number", name: "name" }
}

shape! {
    /// The plain, JSON-safe snapshot returned by `state()` and carried by events as `detail`.
    State as "GomokuState" {
        size: "size",
        rule: "rule",
        first: "first",
        to_move: "toMove",
        move_count: "moveCount",
        moves: "moves",
        last_move: "lastMove",
        winner: "winner",
        draw: "draw",
        winning_line: "winningLine",
        forbidden: "forbidden",
        history: "history",
        can_undo: "canUndo",
        can_redo: "canRedo",
        opening: "opening",
    }
}

shape! {
    /// Where the opening rule stands (`state().opening`; null without one).
    OpeningState as "GomokuOpeningState" {
        rule: "rule",
        decisions: "decisions",
        due: "due",
        players: "players",
        player_to_act: "playerToAct",
    }
}

shape! {
    /// A decision of the opening rule that is due: who makes it and what they may choose.
    DueState as "GomokuDue" { by: "by", choices: "choices" }
}

shape! {
    /// Each player's colour, null until the opening settles it.
    Players as "GomokuPlayers" { first: "first", second: "second" }
}

/// The TypeScript interfaces of the shapes, in the order a reader meets them.
pub fn declarations() -> String {
    [
        MoveInfo::declaration(),
        XY::declaration(),
        State::declaration(),
        OpeningState::declaration(),
        DueState::declaration(),
        Players::declaration(),
    ]
    .concat()
}
