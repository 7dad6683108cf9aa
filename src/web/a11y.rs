//! What assistive technology hears: the canvas's name and description, and a polite live region.

use wasm_bindgen::JsCast;
use web_sys::{Document, HtmlCanvasElement, HtmlElement};

use crate::game::{Game, Outcome};

/// Canvas attributes the widget sets, with the values it found, to restore on `destroy()`.
const ATTRIBUTES: [&str; 4] = ["tabindex", "role", "aria-label", "aria-roledescription"];

/// The live region and the canvas's original attributes.
pub struct A11y {
    region: Option<HtmlElement>,
    saved: Vec<(&'static str, Option<String>)>,
    fallback: Option<HtmlElement>,
}

impl A11y {
    /// Makes the canvas focusable and named, and adds a hidden live region after it.
    pub fn attach(canvas: &HtmlCanvasElement, document: &Document) -> A11y {
        let saved = ATTRIBUTES
            .iter()
            .map(|&a| (a, canvas.get_attribute(a)))
            .collect();
        if canvas.get_attribute("tabindex").is_none() {
            let _ = canvas.set_attribute("tabindex", "0");
        }
        let _ = canvas.set_attribute("role", "application");
        let _ = canvas.set_attribute("aria-roledescription", "Gomoku board");
        let region = document
            .create_element("div")
            .ok()
            .and_then(|e| e.dyn_into::<HtmlElement>().ok());
        if let Some(r) = &region {
            let _ = r.set_attribute("aria-live", "polite");
            let _ = r.set_attribute("role", "status");
            let _ = r.set_attribute("data-gomoku-live", "");
            let style = r.style();
            for (k, v) in [
                ("position", "absolute"),
                ("width", "1px"),
                ("height", "1px"),
                ("margin", "-1px"),
                ("padding", "0"),
                ("overflow", "hidden"),
                ("clip", "rect(0 0 0 0)"),
                ("white-space", "nowrap"),
                ("border", "0"),
            ] {
                let _ = style.set_property(k, v);
            }
            let _ = canvas.after_with_node_1(r);
        }
        // Fallback content is read by some screen readers; only add it if the page gave none.
        let fallback = if canvas.child_element_count() == 0
            && canvas.text_content().unwrap_or_default().trim().is_empty()
        {
            document
                .create_element("p")
                .ok()
                .and_then(|e| e.dyn_into::<HtmlElement>().ok())
                .inspect(|p| {
                    let _ = canvas.append_child(p);
                })
        } else {
            None
        };
        A11y {
            region,
            saved,
            fallback,
        }
    }

    /// Describes the position in the canvas's label and fallback content.
    pub fn describe(&self, canvas: &HtmlCanvasElement, game: &Game) {
        let text = description(game);
        let _ = canvas.set_attribute("aria-label", &text);
        if let Some(p) = &self.fallback {
            p.set_text_content(Some(&text));
        }
    }

    /// Says `text` politely.
    pub fn announce(&self, text: &str) {
        if let Some(r) = &self.region {
            r.set_text_content(Some(text));
        }
    }

    /// Removes the live region and fallback, and restores the canvas's attributes.
    pub fn detach(&self, canvas: &HtmlCanvasElement) {
        if let Some(r) = &self.region {
            r.remove();
        }
        if let Some(p) = &self.fallback {
            p.remove();
        }
        for (attr, old) in &self.saved {
            match old {
                Some(v) => {
                    let _ = canvas.set_attribute(attr, v);
                }
                None => {
                    let _ = canvas.remove_attribute(attr);
                }
            }
        }
    }
}

/// "Gomoku board, 15 by 15, freestyle. 3 moves, last black h8. White to move."
pub fn description(game: &Game) -> String {
    let c = game.config();
    let mut s = format!("Gomoku board, {} by {}, {}. ", c.size, c.size, c.rule);
    match game.moves().last() {
        None => s.push_str("Empty. "),
        Some(m) => s.push_str(&format!(
            "{} moves, last {} {}. ",
            game.cursor(),
            m.color,
            game.name(m.point)
        )),
    }
    s.push_str(&result_text(game).unwrap_or_else(|| match game.to_move() {
        Some(c) => format!("{} to move.", capitalize(c.as_str())),
        None => String::new(),
    }));
    s
}

/// "Black wins: h8 i9 j10 k11 l12", "Draw: the board is full", or `None` while the game goes on.
pub fn result_text(game: &Game) -> Option<String> {
    match game.outcome() {
        Outcome::Ongoing => None,
        Outcome::Draw => Some("Draw: the board is full".into()),
        Outcome::Win { color, line } => {
            let names: Vec<String> = line.iter().map(|&p| game.name(p)).collect();
            Some(format!(
                "{} wins: {}",
                capitalize(color.as_str()),
                names.join(" ")
            ))
        }
    }
}

/// "black" -> "Black".
pub fn capitalize(s: &str) -> String {
    // ASCII only: the names are ours, and Unicode case tables would cost 6 KB of wasm.
    let mut out = s.to_string();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}
