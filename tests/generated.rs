#![cfg(not(target_arch = "wasm32"))]
//! The files generated from the options (`src/play/options.rs`) and the JSON shapes
//! (`src/play/shapes.rs`) are the ones checked in: the package's TypeScript types, the
//! element's attribute table and the README's table of options. Run with
//! `GENERATE=1` (`make generate`) to rewrite them after changing an option.

use std::fs;
use std::path::Path;

use gomoku::play::generate::{element_table, readme_table, typescript};

/// Where a generated part starts and ends in a JS file, and in the README.
const JS: (&str, &str) = ("// <generated>\n", "// </generated>\n");
const MARKDOWN: (&str, &str) = ("<!-- <generated> -->\n", "<!-- </generated> -->\n");

/// Whether this run rewrites the files instead of checking them.
fn generating() -> bool {
    std::env::var_os("GENERATE").is_some_and(|v| v == "1")
}

fn path(file: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(file)
}

/// Compares (or rewrites) the part of `file` between the `part` markers, or all of it.
fn check(file: &str, generated: &str, part: Option<(&str, &str)>) {
    let text = fs::read_to_string(path(file)).unwrap_or_default();
    let (head, body, tail) = match part {
        None => ("", text.as_str(), ""),
        Some((start, end)) => {
            let s = text.find(start).map(|i| i + start.len());
            let e = text.find(end);
            match (s, e) {
                (Some(s), Some(e)) if s <= e => (&text[..s], &text[s..e], &text[e..]),
                _ => panic!("{file} has no `{}` ... `{}` part", start.trim(), end.trim()),
            }
        }
    };
    if body == generated {
        return;
    }
    if generating() {
        fs::write(path(file), format!("{head}{generated}{tail}")).expect("writable");
        return;
    }
    let line = body
        .lines()
        .zip(generated.lines())
        .position(|(a, b)| a != b)
        .unwrap_or(body.lines().count().min(generated.lines().count()));
    panic!(
        "{file} is not what src/play/options.rs and shapes.rs generate (first difference at line {} of the \
         generated text); run `make generate` and commit the result.\n--- generated:\n{generated}",
        line + 1
    );
}

#[test]
fn the_typescript_types_of_the_options_and_shapes_are_generated() {
    check("src/web/generated.d.ts", &typescript(), None);
}

#[test]
fn the_attribute_table_of_the_element_is_generated() {
    check("src/web/js/gomoku-board.js", &element_table(), Some(JS));
}

#[test]
fn the_readme_table_of_options_is_generated() {
    check("README.md", &readme_table(), Some(MARKDOWN));
}
