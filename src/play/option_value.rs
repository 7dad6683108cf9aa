//! The kinds of option values (a flag, an integer in a range, a word, a storage key, the theme):
//! how each is read from an options object (checked, never coerced), taken, written as JSON,
//! and described for the TypeScript types and the element's attributes.

use std::fmt::Debug;

use super::args::{describe, integer, Invalid, JsLike};
use super::args::{get, word_index};
use super::json::{Object, ToJson};
use crate::game::Named;
use crate::view::ThemePatch;

/// The smallest and largest value of an integer option.
pub type Limits = Option<(i64, i64)>;

/// One kind of option value; `ToJson` writes it as `options()` returns it.
pub trait OptionValue: ToJson + Clone + Debug + PartialEq {
    /// What a call names of it: the whole value, or some of its parts.
    type Patch: Clone + Debug + PartialEq;
    /// Reads option `key` from `v`, which is present (not `undefined`); `Ok(None)` names nothing.
    fn read<V: JsLike>(v: &V, key: &str, limits: Limits) -> Result<Option<Self::Patch>, Invalid>;
    /// Takes what `patch` names.
    fn apply(&mut self, patch: &Self::Patch);
    /// Its TypeScript type as `setOptions` takes it.
    fn taken() -> String {
        Self::typescript()
    }
    /// The TypeScript interfaces its types name, declared beside the options.
    fn declarations() -> Vec<String> {
        Vec::new()
    }
    /// The element's attributes for option `key`, whose default is `self`.
    fn attributes(&self, key: &str) -> Vec<Attribute>;
    /// Its values in words, for the README's table of options.
    fn values(limits: Limits) -> String;
    /// This value (a default) in words, for the README's table of options.
    fn in_words(&self) -> String {
        format!("`{}`", self.to_json())
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

    fn attributes(&self, key: &str) -> Vec<Attribute> {
        vec![Attribute::whole(key, Text::Flag, self.to_json())]
    }

    fn values(_: Limits) -> String {
        "boolean".into()
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

    fn attributes(&self, key: &str) -> Vec<Attribute> {
        vec![Attribute::whole(key, Text::Number, self.to_json())]
    }

    fn values(limits: Limits) -> String {
        match limits {
            Some((min, max)) => format!("integer {min} to {max}"),
            None => "integer".into(),
        }
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

    fn attributes(&self, key: &str) -> Vec<Attribute> {
        vec![Attribute::whole(key, Text::Word, self.to_json())]
    }

    fn values(_: Limits) -> String {
        let words: Vec<String> = T::NAMES.iter().map(|w| format!("`\"{w}\"`")).collect();
        words.join(", ")
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

    fn attributes(&self, key: &str) -> Vec<Attribute> {
        vec![Attribute::whole(key, Text::Word, self.to_json())]
    }

    fn values(_: Limits) -> String {
        "string".into()
    }

    fn in_words(&self) -> String {
        self.as_ref()
            .map_or_else(|| "none".into(), |key| format!("`\"{key}\"`"))
    }
}

/// The colours named, and only those: the page's CSS colours are not options.
impl ToJson for ThemePatch {
    fn write_json(&self, out: &mut String) {
        let mut o = Object::new();
        for (name, color) in ThemePatch::KEYS.into_iter().zip(self.slots()) {
            if let Some(c) = color {
                o.str(name, c);
            }
        }
        out.push_str(&o.end());
    }

    fn typescript() -> String {
        "GomokuTheme".into()
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

    fn declarations() -> Vec<String> {
        let fields: Vec<String> = ThemePatch::KEYS
            .iter()
            .map(|k| format!("{k}?: string;"))
            .collect();
        vec![format!(
            "/** Colours of the board; any CSS colour. The page's CSS may set them too, as `--gomoku-board` and so on. */\nexport interface GomokuTheme {{ {} }}",
            fields.join(" ")
        )]
    }

    /// None: the page's CSS custom properties set the colours.
    fn attributes(&self, _: &str) -> Vec<Attribute> {
        Vec::new()
    }

    fn values(_: Limits) -> String {
        format!("`{{ {} }}`", ThemePatch::KEYS.join(", "))
    }

    /// The wood, unless colours are named.
    fn in_words(&self) -> String {
        if *self == ThemePatch::default() {
            "wood".into()
        } else {
            format!("`{}`", self.to_json())
        }
    }
}
