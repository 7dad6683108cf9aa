//! A small writer of JSON objects, and the JSON of what the page reads (the state, moves,
//! points, options, the saved game): plain data without a serializer's weight in the build
//! without the engine.

use crate::game::{Color, Game, MoveInfo, OpeningState, Outcome, Point, XY};

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

/// A JSON array of the items written by `write`.
fn list<T>(items: &[T], write: impl Fn(&T) -> String) -> String {
    let mut out = String::from("[");
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&write(item));
    }
    out.push(']');
    out
}

/// `{"x":7,"y":7}`.
pub fn xy(p: &XY) -> String {
    Object::new().num("x", p.x).num("y", p.y).end()
}

/// `{"x":7,"y":7,"color":"black","number":1,"name":"h8"}`.
pub fn move_info(m: &MoveInfo) -> String {
    Object::new()
        .num("x", m.x)
        .num("y", m.y)
        .str("color", m.color)
        .num("number", m.number)
        .str("name", &m.name)
        .end()
}

/// `state()` of `game`: the fields of `game::State`, in its order, written straight from the
/// game.
pub fn state(game: &Game) -> String {
    let size = game.config().size;
    let history: Vec<String> = game
        .history()
        .iter()
        .map(|m| move_info(&MoveInfo::new(m, size)))
        .collect();
    let cursor = game.cursor();
    let shown = &history[..cursor.min(history.len())];
    let (winner, line) = match game.outcome() {
        Outcome::Win { color, line } => (Some(color.as_str()), line.as_slice()),
        _ => (None, &[][..]),
    };
    let points = |ps: &[Point]| list(ps, |&p| xy(&p.into()));
    let opening = OpeningState::of(game).map_or_else(|| "null".into(), |o| opening(&o));
    Object::new()
        .num("size", size)
        .str("rule", game.config().rule.as_str())
        .str("first", game.config().first.as_str())
        .opt_str("toMove", game.to_move().map(Color::as_str))
        .num("moveCount", cursor)
        .raw("moves", &list(shown, String::clone))
        .raw("lastMove", shown.last().map_or("null", String::as_str))
        .opt_str("winner", winner)
        .bool("draw", *game.outcome() == Outcome::Draw)
        .raw("winningLine", &points(line))
        .raw("forbidden", &points(game.forbidden()))
        .raw("history", &list(&history, String::clone))
        .bool("canUndo", cursor > 0)
        .bool("canRedo", cursor < history.len())
        .raw("opening", &opening)
        .end()
}

fn opening(o: &OpeningState) -> String {
    let due = o.due.as_ref().map_or_else(
        || "null".into(),
        |d| {
            Object::new()
                .str("by", d.by)
                .strs("choices", d.choices.iter().copied())
                .end()
        },
    );
    let players = Object::new()
        .opt_str("first", o.players.first)
        .opt_str("second", o.players.second)
        .end();
    Object::new()
        .str("rule", o.rule)
        .strs("decisions", o.decisions.iter().copied())
        .raw("due", &due)
        .raw("players", &players)
        .opt_str("playerToAct", o.player_to_act)
        .end()
}
