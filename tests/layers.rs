#![cfg(not(target_arch = "wasm32"))]
//! The layers of ARCHITECTURE.md, checked in the source: which parts of the crate each layer
//! may use, and that only `web` and `view/canvas` touch the page's crates.

use std::fs;
use std::path::{Path, PathBuf};

/// Each layer, the parts of the crate it may use besides itself, and whether it may use
/// wasm-bindgen, web-sys or js-sys.
const LAYERS: [(&str, &[&str], bool); 7] = [
    ("src/game", &[], false),
    ("src/ai", &["game"], false),
    ("src/view/canvas", &["game", "view"], true),
    ("src/view", &["game"], false),
    ("src/play", &["game", "ai", "view"], false),
    ("src/web", &["game", "ai", "view", "play"], true),
    ("src/bin", &["game", "ai"], false),
];

const PAGE_CRATES: [&str; 3] = ["wasm_bindgen", "web_sys", "js_sys"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a file without its comments (line comments and doc comments).
fn code(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The parts of the crate a piece of code names: `crate::x` and `crate::{x, y::{z}}` give x
/// (and y); a binary's `gomoku::x` too.
fn parts_used(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for prefix in ["crate::", "gomoku::"] {
        for (at, _) in code.match_indices(prefix) {
            let rest = &code[at + prefix.len()..];
            match rest.strip_prefix('{') {
                Some(group) => out.extend(top_level_items(group).into_iter().map(first_name)),
                None => out.push(first_name(rest)),
            }
        }
    }
    out.retain(|name| !name.is_empty());
    out
}

/// The name a path starts with.
fn first_name(path: &str) -> String {
    path.trim_start()
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
}

/// The items of a `{...}` group at its top level, given the text after its `{`.
fn top_level_items(group: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items.push(&group[start..i]);
                return items;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&group[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&group[start..]);
    items
}

/// The layer a file belongs to: the longest folder of `LAYERS` that holds it.
fn layer_of(file: &Path) -> Option<(&'static str, &'static [&'static str], bool)> {
    let rel = file
        .strip_prefix(root())
        .ok()?
        .to_string_lossy()
        .replace('\\', "/");
    LAYERS
        .iter()
        .filter(|(dir, _, _)| rel.starts_with(&format!("{dir}/")))
        .max_by_key(|(dir, _, _)| dir.len())
        .copied()
}

#[test]
fn each_layer_uses_only_the_layers_below_it_and_only_web_and_the_canvas_touch_the_page() {
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    let mut checked = 0;
    let mut wrong = Vec::new();
    for file in &files {
        let Some((dir, allowed, page)) = layer_of(file) else {
            continue;
        };
        let own = dir
            .trim_start_matches("src/")
            .split('/')
            .next()
            .unwrap_or("");
        let text = code(&fs::read_to_string(file).expect("readable"));
        for part in parts_used(&text) {
            if part != own && !allowed.contains(&part.as_str()) {
                wrong.push(format!("{} uses crate::{part}", file.display()));
            }
        }
        if !page {
            for name in PAGE_CRATES {
                if text.contains(&format!("{name}::")) {
                    wrong.push(format!("{} uses {name}", file.display()));
                }
            }
        }
        if own == "play" && text.contains("view::canvas") {
            wrong.push(format!("{} uses view::canvas", file.display()));
        }
        checked += 1;
    }
    assert!(checked > 50, "only {checked} files found under src");
    assert!(
        wrong.is_empty(),
        "imports across the layers:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_check_sees_an_import_across_the_layers() {
    assert_eq!(parts_used("use crate::web::Gomoku;"), ["web"]);
    assert_eq!(
        parts_used("use crate::{ai::Reply, game::{Game, Point}};"),
        ["ai", "game"]
    );
    assert_eq!(
        parts_used("let b = gomoku::play::Controller::new();"),
        ["play"]
    );
    assert_eq!(
        code("use x; // crate::web\n/// crate::web too"),
        "use x; \n"
    );
}
