//! How the engine decides at a swap opening's decision point (swap1, swap2).

use crate::game::Choice;

/// A margin around an even position, in evaluation points, inside which a swap2 chooser
/// places two more stones and hands the choice back.
pub const EVEN_MARGIN: i32 = 120;

/// The chooser's decision from the engine's evaluation for white to move at the decision
/// point (the second colour moves after three or five stones): take white when white stands
/// well, black when it stands badly, and place two more stones (when `place_two_offered`,
/// swap2's first decision) when the position is about even.
pub fn swap_choice(place_two_offered: bool, eval_for_white: i32) -> Choice {
    if place_two_offered && eval_for_white.abs() <= EVEN_MARGIN {
        Choice::PlaceTwo
    } else if eval_for_white >= 0 {
        Choice::White
    } else {
        Choice::Black
    }
}
