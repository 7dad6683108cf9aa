//! A small writer of JSON objects and the `ToJson` of what the page reads (the state, moves,
//! points, options, the saved game): plain data without a serializer's weight in the build
//! without the engine. A struct's JSON shape is declared once with `shape!` (`shapes.rs`).

use crate::game::{Game, MoveInfo, Named, State, XY};

/// A JSON object being written, field by field.
pub struct Object {
    text: String,
}

impl Default for Object {
    fn default() -> Object {
        Object::new()
    }
}

impl Object {
    /// An empty object.
    pub fn new() -> Object {
        Object {
            text: String::from("{"),
        }
    }

    fn key(&mut self, key: &str) -> &mut String {
        if self.text.len() > 1 {
            self.text.push(',');
        }
        string(&mut self.text, key);
        self.text.push(':');
        &mut self.text
    }

    /// A string field.
    pub fn str(&mut self, key: &str, value: &str) -> &mut Object {
        string(self.key(key), value);
        self
    }

    /// A string field, or `null`.
    pub fn opt_str(&mut self, key: &str, value: Option<&str>) -> &mut Object {
        match value {
            Some(v) => self.str(key, v),
            None => self.raw(key, "null"),
        }
    }

    /// A whole-number field.
    pub fn num(&mut self, key: &str, value: usize) -> &mut Object {
        let n = value.to_string();
        self.raw(key, &n)
    }

    /// A boolean field.
    pub fn bool(&mut self, key: &str, value: bool) -> &mut Object {
        self.raw(key, if value { "true" } else { "false" })
    }

    /// A field holding `value`.
    pub fn field(&mut self, key: &str, value: &impl ToJson) -> &mut Object {
        value.write_json(self.key(key));
        self
    }

    /// A field holding JSON text as it is (an object or array written already).
    pub fn raw(&mut self, key: &str, json: &str) -> &mut Object {
        self.key(key).push_str(json);
        self
    }

    /// A field holding an array of strings.
    pub fn strs<'a>(&mut self, key: &str, values: impl Iterator<Item = &'a str>) -> &mut Object {
        let out = self.key(key);
        out.push('[');
        for (i, v) in values.enumerate() {
            if i > 0 {
                out.push(',');
            }
            string(out, v);
        }
        out.push(']');
        self
    }

    /// The object's text.
    pub fn end(&mut self) -> String {
        let mut text = std::mem::take(&mut self.text);
        text.push('}');
        text
    }
}

/// `s` as a JSON string.
pub fn quoted(s: &str) -> String {
    let mut out = String::new();
    string(&mut out, s);
    out
}

/// Writes `s` as a JSON string: quoted, with quotes, backslashes and control characters escaped.
fn string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[(c as usize) >> 4] as char);
                out.push(HEX[(c as usize) & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// A value the page reads as JSON, and its TypeScript type.
pub trait ToJson {
    /// Appends it as JSON.
    fn write_json(&self, out: &mut String);
    /// Its TypeScript type (for the generated `.d.ts`).
    fn typescript() -> String;
    /// As JSON.
    fn to_json(&self) -> String {
        let mut out = String::new();
        self.write_json(&mut out);
        out
    }
}

impl ToJson for bool {
    fn write_json(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
    fn typescript() -> String {
        "boolean".into()
    }
}

impl ToJson for usize {
    fn write_json(&self, out: &mut String) {
        out.push_str(&self.to_string());
    }
    fn typescript() -> String {
        "number".into()
    }
}

impl ToJson for String {
    fn write_json(&self, out: &mut String) {
        string(out, self);
    }
    fn typescript() -> String {
        "string".into()
    }
}

/// A rule, a colour, an opening, ...: its word.
impl<T: Named> ToJson for T {
    fn write_json(&self, out: &mut String) {
        string(out, self.name());
    }
    fn typescript() -> String {
        let words: Vec<String> = T::NAMES.iter().map(|w| format!("\"{w}\"")).collect();
        words.join(" | ")
    }
}

/// `null` for `None`.
impl<T: ToJson> ToJson for Option<T> {
    fn write_json(&self, out: &mut String) {
        match self {
            Some(v) => v.write_json(out),
            None => out.push_str("null"),
        }
    }
    fn typescript() -> String {
        format!("{} | null", T::typescript())
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn write_json(&self, out: &mut String) {
        out.push('[');
        for (i, item) in self.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            item.write_json(out);
        }
        out.push(']');
    }
    fn typescript() -> String {
        let item = T::typescript();
        if item.contains(' ') {
            format!("({item})[]")
        } else {
            format!("{item}[]")
        }
    }
}

/// The JSON shape of a struct: its TypeScript interface's name and doc, and each field with
/// its name in JS. Every field must be listed (the struct is taken apart without `..`), so a
/// new field cannot be left out of the JSON or the types.
macro_rules! shape {
    ($(#[doc = $doc:literal])+ $ty:ident as $ts:literal {
        $field0:ident: $key0:literal $(, $field:ident: $key:literal)* $(,)?
    }) => {
        impl $crate::play::json::ToJson for $ty {
            fn write_json(&self, out: &mut String) {
                let $ty { $field0, $($field),* } = self;
                out.push_str(concat!("{\"", $key0, "\":"));
                $field0.write_json(out);
                $(
                    out.push_str(concat!(",\"", $key, "\":"));
                    $field.write_json(out);
                )*
                out.push('}');
            }
            fn typescript() -> String {
                $ts.into()
            }
        }

        impl $crate::play::json::Shape for $ty {
            fn declaration() -> String {
                let doc = [$($doc.trim()),+].join(" ");
                let fields = [
                    format!("  {}: {};\n", $key0, $crate::play::json::field_type(|v: &$ty| &v.$field0)),
                    $(format!("  {}: {};\n", $key, $crate::play::json::field_type(|v: &$ty| &v.$field))),*
                ];
                format!("/** {doc} */\nexport interface {} {{\n{}}}\n", $ts, fields.concat())
            }
        }
    };
}
pub(crate) use shape;

/// A struct written as a JSON object, with its TypeScript interface.
pub trait Shape: ToJson {
    /// Its TypeScript interface.
    fn declaration() -> String;
}

/// The TypeScript type of the field `get` reads (a macro cannot name a field's type).
pub fn field_type<S, T: ToJson>(_get: fn(&S) -> &T) -> String {
    T::typescript()
}

/// `{"x":7,"y":7}`.
pub fn xy(p: &XY) -> String {
    p.to_json()
}

/// `{"x":7,"y":7,"color":"black","number":1,"name":"h8"}`.
pub fn move_info(m: &MoveInfo) -> String {
    m.to_json()
}

/// `state()` of `game`, as `game::State` has it.
pub fn state(game: &Game) -> String {
    State::of(game).to_json()
}
