//! An option described (`Spec`), for the files generated from the options (`generate.rs`).

use super::option_value::{Attribute, Limits, OptionValue};

/// One option as the generated files describe it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spec {
    /// Its name in JS.
    pub key: &'static str,
    /// What it does, in one or two sentences.
    pub doc: String,
    /// Whether it is one of the game's own (`Game` takes it; a change starts a new game).
    pub game: bool,
    /// An integer's smallest and largest value.
    pub limits: Limits,
    /// Its TypeScript type as `setOptions` takes it.
    pub taken: String,
    /// Its TypeScript type as `options()` returns it.
    pub returned: String,
    /// The TypeScript interfaces those name.
    pub declarations: Vec<String>,
    /// Its default, as JSON.
    pub default: String,
    /// Its values in words (the README's table).
    pub values: String,
    /// Its default in words (the README's table).
    pub default_words: String,
    /// The element's attributes for it.
    pub attributes: Vec<Attribute>,
}

impl Spec {
    /// The description of option `key` of kind `T`, whose default is `default`.
    pub fn of<T: OptionValue>(
        default: &T,
        key: &'static str,
        doc: &[&str],
        game: bool,
        limits: Limits,
    ) -> Spec {
        let doc: Vec<&str> = doc.iter().map(|line| line.trim()).collect();
        Spec {
            key,
            doc: doc.join(" "),
            game,
            limits,
            taken: T::taken(),
            returned: T::typescript(),
            declarations: T::declarations(),
            default: default.to_json(),
            values: T::values(limits),
            default_words: default.in_words(),
            attributes: default.attributes(key),
        }
    }

    /// Its doc comment in TypeScript: what it does, its limits and its default.
    pub fn comment(&self) -> String {
        let mut text = self.doc.clone();
        if let Some((min, max)) = self.limits {
            text.push_str(&format!(" From {min} to {max}."));
        }
        if self.default != "{}" {
            text.push_str(&format!(" Default: `{}`.", self.default));
        }
        format!("  /** {text} */\n")
    }
}
