#![cfg(not(target_arch = "wasm32"))]
//! The files generated from the options (`src/play/options.rs`) and the JSON shapes
//! (`src/play/shapes.rs`) are the ones checked in: the package's TypeScript types and the
//! element's attribute table. Run with
//! `GENERATE=1` (`make generate`) to rewrite them after changing an option.

use std::fs;
use std::path::Path;

use gomoku::play::generate::{element_table, typescript};

const START: &str = "// <generated>\n";
const END: &str = "// </generated>\n";

/// Whether this run rewrites the files instead of checking them.
fn generating() -> bool {
    std::env::var_os("GENERATE").is_some_and(|v| v == "1")
}

fn path(file: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(file)
}

/// Compares (or rewrites) the part of `file` between `START` and `END`, or all of it.
fn check(file: &str, generated: &str, whole: bool) {
    let text = fs::read_to_string(path(file)).unwrap_or_default();
    let (head, body, tail) = if whole {
        ("", text.as_str(), "")
    } else {
        let start = text.find(START).map(|i| i + START.len());
        let end = text.find(END);
        match (start, end) {
            (Some(s), Some(e)) if s <= e => (&text[..s], &text[s..e], &text[e..]),
            _ => panic!("{file} has no `{}` ... `{}` part", START.trim(), END.trim()),
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
    check("src/web/generated.d.ts", &typescript(), true);
}

#[test]
fn the_attribute_table_of_the_element_is_generated() {
    check("src/web/js/gomoku-board.js", &element_table(), false);
}
