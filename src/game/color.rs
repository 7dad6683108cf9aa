//! The two sides.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::Named;

/// A stone colour, and so a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    /// Black.
    Black,
    /// White.
    White,
}

impl Color {
    /// The other side.
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// The lowercase name used in the JS API ("black" or "white").
    pub fn as_str(self) -> &'static str {
        Color::NAMES[self as usize]
    }

    /// Parses "black" or "white".
    pub fn parse(s: &str) -> Option<Color> {
        Color::from_name(s)
    }
}

impl Named for Color {
    const ALL: &'static [Color] = &[Color::Black, Color::White];
    const NAMES: &'static [&'static str] = &["black", "white"];

    fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
