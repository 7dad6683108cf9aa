//! The options described (`Spec`), and what is generated from them: the package's TypeScript
//! types of the options (`src/web/options.d.ts`) and the attribute table of `<gomoku-board>`
//! (in `src/web/js/gomoku-board.js`). `tests/generated.rs` fails when a checked-in copy
//! differs, and rewrites it when run with `GENERATE=1` (`make generate`).

use super::option_value::{Attribute, Limits, OptionValue, Types};
use super::options::specs;

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
    /// Its TypeScript.
    pub types: Types,
    /// Its default, as JSON.
    pub default: String,
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
            types: T::typescript(limits),
            default: default.json(),
            attributes: default.attributes(key),
        }
    }

    /// Its doc comment in TypeScript: what it does, its limits and its default.
    fn comment(&self) -> String {
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

/// The first line of every generated file or part.
pub const GENERATED: &str =
    "Generated from src/play/options.rs: do not edit (make generate rewrites it).";

/// The TypeScript types of the options: `src/web/options.d.ts`.
pub fn typescript() -> String {
    let specs = specs();
    let mut out = format!("// {GENERATED}\n");
    for spec in &specs {
        for declaration in &spec.types.declarations {
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
        out.push_str(&format!("  {}?: {};\n", spec.key, spec.types.taken));
    }
    out.push_str(
        "}\n/** What `Game.options()` returns. */\nexport interface GomokuGameOptions {\n",
    );
    for spec in specs.iter().filter(|s| s.game) {
        out.push_str(&spec.comment());
        out.push_str(&format!("  {}: {};\n", spec.key, spec.types.returned));
    }
    out.push_str("}\n/** What `Gomoku.options()` returns: every option in force, in the shape `setOptions` takes. */\nexport interface GomokuCurrentOptions extends GomokuGameOptions {\n");
    for spec in specs.iter().filter(|s| !s.game) {
        out.push_str(&spec.comment());
        out.push_str(&format!("  {}: {};\n", spec.key, spec.types.returned));
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
