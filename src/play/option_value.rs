//! The kinds of option values (a flag, an integer in a range, a word, a storage key, the theme):
//! how each is read from an options object (checked, never coerced), taken, written as JSON,
//! and described for the TypeScript types and the element's attributes.

use std::fmt::Debug;

use super::args::{describe, integer, Invalid, JsLike};
use super::json::{quoted, Object};
use super::read_options::{get, word_index};
use crate::game::Named;
use crate::view::ThemePatch;

/// The smallest and largest value of an integer option.
pub type Limits = Option<(i64, i64)>;

/// One kind of option value.
pub trait OptionValue: Clone + Debug + PartialEq {
    /// What a call names of it: the whole value, or some of its parts.
    type Patch: Clone + Debug + PartialEq;
    /// Reads option `key` from `v`, which is present (not `undefined`); `Ok(None)` names nothing.
    fn read<V: JsLike>(v: &V, key: &str, limits: Limits) -> Result<Option<Self::Patch>, Invalid>;
    /// Takes what `patch` names.
    fn apply(&mut self, patch: &Self::Patch);
    /// As JSON.
    fn json(&self) -> String;
    /// Its TypeScript types.
    fn typescript(limits: Limits) -> Types;
    /// The element's attributes for option `key`, whose default is `self`.
    fn attributes(&self, key: &str) -> Vec<Attribute>;
}

/// The TypeScript of an option.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Types {
    /// As `setOptions` takes it.
    pub taken: String,
    /// As `options()` returns it.
    pub returned: String,
    /// Interfaces these name, declared beside the options.
    pub declarations: Vec<String>,
}

impl Types {
    /// The same type both ways.
    fn both(ts: &str) -> Types {
        Types {
            taken: ts.into(),
            returned: ts.into(),
            declarations: Vec::new(),
        }
    }
}

/// How an attribute's text becomes a value, in the element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Text {
    /// Present means `true` unless it says "false".
    Flag,
    /// `Number(text)`; the widget refuses what is no integer.
    Number,
    /// The text itself.
    Word,
}

impl Text {
    /// The element's name for it.
    pub fn as_str(self) -> &'static str {
        match self {
            Text::Flag => "flag",
            Text::Number => "number",
            Text::Word => "text",
        }
    }
}

/// An attribute of `<gomoku-board>` that sets (part of) an option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attribute {
    /// Its name, in kebab-case.
    pub name: String,
    /// The field of the option it sets, `None` for the whole option.
    pub field: Option<&'static str>,
    /// How its text is read.
    pub text: Text,
    /// The JSON of the value its absence stands for.
    pub default: String,
}

impl Attribute {
    /// The one attribute of option `key`, named in kebab-case.
    pub fn whole(key: &str, text: Text, default: String) -> Attribute {
        Attribute {
            name: kebab(key),
            field: None,
            text,
            default,
        }
    }
}

/// `moveNumbers` as `move-numbers`.
pub fn kebab(key: &str) -> String {
    let mut out = String::new();
    for c in key.chars() {
        if c.is_ascii_uppercase() {
            out.push('-');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// A word option's TypeScript: `"a" | "b"`.
pub fn union(words: &[&str]) -> String {
    let quoted: Vec<String> = words.iter().map(|w| format!("\"{w}\"")).collect();
    quoted.join(" | ")
}

/// `true` or `false`.
impl OptionValue for bool {
    type Patch = bool;

    fn read<V: JsLike>(v: &V, key: &str, _: Limits) -> Result<Option<bool>, Invalid> {
        v.as_bool().map(Some).ok_or_else(|| {
            Invalid::Option(format!("{key} must be true or false, got {}", describe(v)))
        })
    }

    fn apply(&mut self, patch: &bool) {
        *self = *patch;
    }

    fn json(&self) -> String {
        self.to_string()
    }

    fn typescript(_: Limits) -> Types {
        Types::both("boolean")
    }

    fn attributes(&self, key: &str) -> Vec<Attribute> {
        vec![Attribute::whole(key, Text::Flag, self.json())]
    }
}

/// An integer within its limits.
impl OptionValue for usize {
    type Patch = usize;

    fn read<V: JsLike>(v: &V, key: &str, limits: Limits) -> Result<Option<usize>, Invalid> {
        let (min, max) = limits.unwrap_or((0, i64::MAX));
        let n = integer(v, key)?;
        if n < min || n > max {
            return Err(Invalid::Option(format!(
                "{key} must be between {min} and {max}, got {n}"
            )));
        }
        Ok(Some(n as usize))
    }

    fn apply(&mut self, patch: &usize) {
        *self = *patch;
    }

    fn json(&self) -> String {
        self.to_string()
    }

    fn typescript(_: Limits) -> Types {
        Types::both("number")
    }

    fn attributes(&self, key: &str) -> Vec<Attribute> {
        vec![Attribute::whole(key, Text::Number, self.json())]
    }
}

/// One of the words of `T` (a rule, a colour, an opening).
impl<T: Named + Debug> OptionValue for T {
    type Patch = T;

    fn read<V: JsLike>(v: &V, key: &str, _: Limits) -> Result<Option<T>, Invalid> {
        Ok(Some(T::ALL[word_index(v, key, T::NAMES)?]))
    }

    fn apply(&mut self, patch: &T) {
        *self = *patch;
    }

    fn json(&self) -> String {
        quoted(self.name())
    }

    fn typescript(_: Limits) -> Types {
        Types::both(&union(T::NAMES))
    }

    fn attributes(&self, key: &str) -> Vec<Attribute> {
        vec![Attribute::whole(key, Text::Word, self.json())]
    }
}

/// A localStorage key (`persist`): `null` and absent name nothing.
impl OptionValue for Option<String> {
    type Patch = String;

    fn read<V: JsLike>(v: &V, key: &str, _: Limits) -> Result<Option<String>, Invalid> {
        if v.is_null() {
            return Ok(None);
        }
        match v.as_string() {
            Some(s) if !s.is_empty() && s.len() <= 200 => Ok(Some(s)),
            _ => Err(Invalid::Option(format!(
                "{key} must be a non-empty localStorage key, got {}",
                describe(v)
            ))),
        }
    }

    fn apply(&mut self, patch: &String) {
        *self = Some(patch.clone());
    }

    fn json(&self) -> String {
        self.as_deref().map_or_else(|| "null".into(), quoted)
    }

    fn typescript(_: Limits) -> Types {
        Types::both("string | null")
    }

    fn attributes(&self, key: &str) -> Vec<Attribute> {
        vec![Attribute::whole(key, Text::Word, self.json())]
    }
}

/// The theme: an object of CSS colour strings; the ones named add up.
impl OptionValue for ThemePatch {
    type Patch = ThemePatch;

    fn read<V: JsLike>(theme: &V, key: &str, _: Limits) -> Result<Option<ThemePatch>, Invalid> {
        if !theme.is_plain_object() {
            return Err(Invalid::Option(format!(
                "{key} must be an object of CSS colours, got {}",
                describe(theme)
            )));
        }
        let mut patch = ThemePatch::default();
        for (slot, name) in patch.slots_mut().into_iter().zip(ThemePatch::KEYS) {
            let v = get(theme, name)?;
            if v.is_undefined() {
                continue;
            }
            match v.as_string() {
                Some(s) if !s.trim().is_empty() && s.len() <= 200 => *slot = Some(s),
                _ => {
                    return Err(Invalid::Option(format!(
                        "{key}.{name} must be a CSS colour string, got {}",
                        describe(&v)
                    )))
                }
            }
        }
        Ok(Some(patch))
    }

    fn apply(&mut self, patch: &ThemePatch) {
        self.merge(patch);
    }

    /// Only the colours named: those from CSS are not options.
    fn json(&self) -> String {
        let mut o = Object::new();
        for (name, color) in ThemePatch::KEYS.into_iter().zip(self.slots()) {
            if let Some(c) = color {
                o.str(name, c);
            }
        }
        o.end()
    }

    fn typescript(_: Limits) -> Types {
        let fields: Vec<String> = ThemePatch::KEYS
            .iter()
            .map(|k| format!("{k}?: string;"))
            .collect();
        Types {
            declarations: vec![format!(
                "/** Colours of the board; any CSS colour. The page's CSS may set them too, as `--gomoku-board` and so on. */\nexport interface GomokuTheme {{ {} }}",
                fields.join(" ")
            )],
            ..Types::both("GomokuTheme")
        }
    }

    /// None: the page's CSS custom properties set the colours.
    fn attributes(&self, _: &str) -> Vec<Attribute> {
        Vec::new()
    }
}
