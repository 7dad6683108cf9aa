//! Opening rules swap1 and swap2: who places the first stones, and who chooses which colour.
//!
//! Stones keep alternating colours from the first player's colour; an opening only decides
//! which *player* ends up with which colour.

use std::fmt;

use super::{Color, Named};

/// The opening rule of a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Opening {
    /// The first player plays the first colour throughout.
    #[default]
    None,
    /// The first player places three stones; the other chooses a colour.
    Swap1,
    /// The first player places three stones; the other chooses a colour or places two more,
    /// after which the first player chooses.
    Swap2,
}

/// One of the two players: the one who opens and the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// The player who places the first stones.
    First,
    /// The other player.
    Second,
}

/// A decision of an opening rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// The chooser takes the first colour (black).
    Black,
    /// The chooser takes the second colour (white).
    White,
    /// swap2: the chooser places two more stones and hands the choice back.
    PlaceTwo,
}

/// A decision that is due: who makes it and what they may choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Due {
    /// Who decides.
    pub by: Player,
    /// What they may choose.
    pub choices: &'static [Choice],
}

const COLOURS: &[Choice] = &[Choice::Black, Choice::White];
const SWAP2_FIRST: &[Choice] = &[Choice::Black, Choice::White, Choice::PlaceTwo];

impl Opening {
    /// The name used in the JS API.
    pub fn as_str(self) -> &'static str {
        Opening::NAMES[self as usize]
    }

    /// Parses "none", "swap1" or "swap2".
    pub fn parse(s: &str) -> Option<Opening> {
        Opening::from_name(s)
    }

    /// The number of stones on the board when decision `i` (0-based) is made.
    pub fn decision_point(self, i: usize) -> usize {
        match i {
            0 => 3,
            _ => 5,
        }
    }

    /// The decision due after `stones` stones with `made` decisions taken, if any.
    pub fn due(self, stones: usize, made: &[Choice]) -> Option<Due> {
        match (self, stones, made) {
            (Opening::Swap1, 3, []) => Some(Due {
                by: Player::Second,
                choices: COLOURS,
            }),
            (Opening::Swap2, 3, []) => Some(Due {
                by: Player::Second,
                choices: SWAP2_FIRST,
            }),
            (Opening::Swap2, 5, [Choice::PlaceTwo]) => Some(Due {
                by: Player::First,
                choices: COLOURS,
            }),
            _ => None,
        }
    }

    /// Who places the next stone after `stones` stones and `made` decisions, while the opening
    /// decides it (`None` once colours are settled and the side to move decides it).
    pub fn placer(self, stones: usize, made: &[Choice]) -> Option<Player> {
        match (self, made) {
            (Opening::None, _) => None,
            (_, []) if stones < 3 => Some(Player::First),
            (Opening::Swap2, [Choice::PlaceTwo]) if (3..5).contains(&stones) => {
                Some(Player::Second)
            }
            _ => None,
        }
    }

    /// The colour `player` plays given the decisions made, with `first` the opening colour;
    /// `None` while the opening has not settled it.
    pub fn colour_of(self, player: Player, made: &[Choice], first: Color) -> Option<Color> {
        let chooser_takes = |chooser: Player, c: Choice| {
            let taken = match c {
                Choice::Black => first,
                _ => first.opponent(),
            };
            if chooser == player {
                taken
            } else {
                taken.opponent()
            }
        };
        match (self, made) {
            (Opening::None, _) => Some(match player {
                Player::First => first,
                Player::Second => first.opponent(),
            }),
            (Opening::Swap1 | Opening::Swap2, [c @ (Choice::Black | Choice::White), ..]) => {
                Some(chooser_takes(Player::Second, *c))
            }
            (Opening::Swap2, [Choice::PlaceTwo, c @ (Choice::Black | Choice::White)]) => {
                Some(chooser_takes(Player::First, *c))
            }
            _ => None,
        }
    }
}

impl Named for Opening {
    const ALL: &'static [Opening] = &[Opening::None, Opening::Swap1, Opening::Swap2];
    const NAMES: &'static [&'static str] = &["none", "swap1", "swap2"];

    fn index(self) -> usize {
        self as usize
    }
}

impl Choice {
    /// The name used in the JS API and in records.
    pub fn as_str(self) -> &'static str {
        Choice::NAMES[self as usize]
    }

    /// Parses "black", "white" or "place2" (case-insensitive).
    pub fn parse(s: &str) -> Option<Choice> {
        let s = s.trim();
        let i = Choice::NAMES
            .iter()
            .position(|n| n.eq_ignore_ascii_case(s))?;
        Some(Choice::ALL[i])
    }
}

impl Named for Choice {
    const ALL: &'static [Choice] = &[Choice::Black, Choice::White, Choice::PlaceTwo];
    const NAMES: &'static [&'static str] = &["black", "white", "place2"];

    fn index(self) -> usize {
        self as usize
    }
}

impl Player {
    /// "first" or "second".
    pub fn as_str(self) -> &'static str {
        Player::NAMES[self as usize]
    }
}

impl Named for Player {
    const ALL: &'static [Player] = &[Player::First, Player::Second];
    const NAMES: &'static [&'static str] = &["first", "second"];

    fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
