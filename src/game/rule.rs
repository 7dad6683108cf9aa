//! Which lines win.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{Color, Named};

/// The rule set of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Rule {
    /// Five or more in a row wins.
    Freestyle,
    /// Exactly five wins; six or more wins nothing.
    Standard,
    /// Black moves first and wins only with exactly five, with fouls; white wins with five or more.
    Renju,
}

impl Rule {
    /// Every rule, in the order the host page offers them.
    pub const ALL: [Rule; 3] = [Rule::Freestyle, Rule::Standard, Rule::Renju];

    /// Whether a run of `len` stones of `color` wins under this rule.
    pub fn wins(self, color: Color, len: usize) -> bool {
        match self {
            Rule::Freestyle => len >= 5,
            Rule::Standard => len == 5,
            Rule::Renju => match color {
                Color::Black => len == 5,
                Color::White => len >= 5,
            },
        }
    }

    /// The name used in the JS API.
    pub fn as_str(self) -> &'static str {
        <Rule as Named>::NAMES[self as usize]
    }

    /// Parses "freestyle", "standard" or "renju".
    pub fn parse(s: &str) -> Option<Rule> {
        Rule::from_name(s)
    }

    /// The rule's number in the Gomocup protocol (`INFO rule`): 0, 1 or 4.
    pub fn gomocup_code(self) -> u32 {
        match self {
            Rule::Freestyle => 0,
            Rule::Standard => 1,
            Rule::Renju => 4,
        }
    }

    /// The rule of a Gomocup `INFO rule` number, read as bits: 4 renju, else 1 exactly five,
    /// else freestyle (the other bits name openings, not rules).
    pub fn from_gomocup_code(bits: u32) -> Rule {
        if bits & 4 != 0 {
            Rule::Renju
        } else if bits & 1 != 0 {
            Rule::Standard
        } else {
            Rule::Freestyle
        }
    }
}

impl Named for Rule {
    const ALL: &'static [Rule] = &Rule::ALL;
    const NAMES: &'static [&'static str] = &["freestyle", "standard", "renju"];

    fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
