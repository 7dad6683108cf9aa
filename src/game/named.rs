//! Closed sets of values the JS API names with lowercase words (rules, colours, openings):
//! each word is written once, in its type's `NAMES`.

/// A value of a closed set, named in the JS API by one word.
pub trait Named: Copy + PartialEq + 'static {
    /// Every value, in the order of `NAMES`.
    const ALL: &'static [Self];
    /// The word of each value of `ALL`.
    const NAMES: &'static [&'static str];

    /// The value named `word` (exactly as written), if any.
    fn from_name(word: &str) -> Option<Self> {
        let i = Self::NAMES.iter().position(|n| *n == word)?;
        Self::ALL.get(i).copied()
    }

    /// Its place in `ALL`.
    fn index(self) -> usize;

    /// The word of this value.
    fn name(self) -> &'static str {
        Self::NAMES[self.index()]
    }
}
