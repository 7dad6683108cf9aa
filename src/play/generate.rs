//! What is generated from the options (`options.rs`) and the JSON shapes (`shapes.rs`): the
//! package's TypeScript types (`src/web/generated.d.ts`), the attribute table of
//! `<gomoku-board>` (in `src/web/js/gomoku-board.js`) and the README's table of options.
//! `tests/generated.rs` fails when a checked-in copy differs, and rewrites it when run with
//! `GENERATE=1` (`make generate`).

use super::options::specs;
use super::shapes;

/// The first line of every generated file or part.
pub const GENERATED: &str =
    "Generated from src/play/options.rs and src/play/shapes.rs: do not edit (make generate rewrites it).";

/// The package's generated TypeScript types: `src/web/generated.d.ts`.
pub fn typescript() -> String {
    let specs = specs();
    let mut out = format!("// {GENERATED}\n");
    out.push_str(&shapes::declarations());
    for spec in &specs {
        for declaration in &spec.declarations {
            out.push_str(declaration);
            out.push('\n');
        }
    }
    let game: Vec<&str> = specs.iter().filter(|s| s.game).map(|s| s.key).collect();
    out.push_str(&format!(
        "/** Options of `new Game` ({}) and `new Gomoku` (all); each may be left out. */\n",
        game.join(", ")
    ));
    out.push_str("export interface GomokuOptions {\n");
    for spec in &specs {
        out.push_str(&spec.comment());
        out.push_str(&format!("  {}?: {};\n", spec.key, spec.taken));
    }
    out.push_str(
        "}\n/** What `Game.options()` returns. */\nexport interface GomokuGameOptions {\n",
    );
    for spec in specs.iter().filter(|s| s.game) {
        out.push_str(&spec.comment());
        out.push_str(&format!("  {}: {};\n", spec.key, spec.returned));
    }
    out.push_str("}\n/** What `Gomoku.options()` returns: every option in force, in the shape `setOptions` takes. */\nexport interface GomokuCurrentOptions extends GomokuGameOptions {\n");
    for spec in specs.iter().filter(|s| !s.game) {
        out.push_str(&spec.comment());
        out.push_str(&format!("  {}: {};\n", spec.key, spec.returned));
    }
    out.push_str("}\n");
    out
}

/// The attribute table of `<gomoku-board>`: the part of `gomoku-board.js` between the lines
/// `// <generated>` and `// </generated>`.
pub fn element_table() -> String {
    let mut out = format!(
        "// {GENERATED}\n\
         /**\n \
         * Each attribute: the option it sets, the field of that option it sets (\"\" for all of it),\n \
         * how its text is read (\"flag\": present means true unless it says \"false\"; \"number\";\n \
         * \"text\": as it is) and the option's default, which a removed attribute stands for.\n \
         */\n\
         const ATTRIBUTES = {{\n"
    );
    for spec in specs() {
        for a in &spec.attributes {
            let name = if a.name.contains('-') {
                format!("\"{}\"", a.name)
            } else {
                a.name.clone()
            };
            out.push_str(&format!(
                "  {name}: [\"{}\", \"{}\", \"{}\", {}],\n",
                spec.key,
                a.field.unwrap_or(""),
                a.text.as_str(),
                a.default
            ));
        }
    }
    out.push_str("};\n");
    out
}

/// The README's table of options: the part of README.md between `<!-- <generated> -->` and
/// `<!-- </generated> -->`.
pub fn readme_table() -> String {
    let cell = |text: &str| text.replace('|', "\\|");
    let mut out = String::from("| option | values | default | notes |\n|---|---|---|---|\n");
    for spec in specs() {
        out.push_str(&format!(
            "| `{}` | {} | {} | {} |\n",
            spec.key,
            cell(&spec.values),
            cell(&spec.default_words),
            cell(&spec.doc)
        ));
    }
    out
}
