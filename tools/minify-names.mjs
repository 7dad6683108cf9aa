// Shortens the names a board module's wasm imports and exports by, and its JS glue with it.
//
// wasm-bindgen names every import after its JS function plus a hash, in a module named after
// the glue ("__wbg_clientWidth_269ea87f17b863bf" from "./gomoku_bg.js"): a board's 150 imports
// and 60 exports spend 9 KB of its wasm on names, which the first paint waits for.
// `wasm-opt --minify-imports-and-exports-and-modules` renames them all ("a" for every module,
// "$", "A", "Ab"... for the names) and prints the mapping; this script reads that mapping and
// renames the same things in the glue (and in its types), so the two still meet.
//
// Usage: node tools/minify-names.mjs <dir> <name> <mapping file>
// (<dir>/<name>.js, <name>.d.ts and <name>_bg.wasm.d.ts as wasm-bindgen wrote them, before
// terser.) Every name it expects must be found exactly where the glue of the wasm-bindgen
// version the Makefile pins puts it; anything else fails the build rather than ship a module
// whose imports do not match.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";

const [dir, name, mappingFile] = process.argv.slice(2);
if (!mappingFile) {
  console.error("usage: node tools/minify-names.mjs <dir> <name> <mapping file>");
  process.exit(2);
}
const fail = (message) => {
  console.error(`minify-names: ${message}`);
  process.exit(1);
};

// wasm-opt prints JSON with trailing commas after non-empty lists.
const mapping = JSON.parse(readFileSync(mappingFile, "utf8").replace(/,(\s*\])/g, "$1"));
const glueModule = `./${name}_bg.js`;
const escape = (s) => s.replace(/[$]/g, "\\$&");

const jsFile = path.join(dir, `${name}.js`);
let js = readFileSync(jsFile, "utf8");

// Imports: the glue's own functions are keys of `import0`; those of a snippet module come from
// a namespace import (`import * as importN from "<module>"`).
const moved = [];
for (const [module, field, short] of mapping.imports) {
  if (module === glueModule) {
    const key = new RegExp(`^(\\s+)${escape(field)}(: function\\()`, "m");
    const found = js.match(new RegExp(key.source, "gm"))?.length ?? 0;
    if (found !== 1) fail(`import ${field} found ${found} times in ${jsFile}`);
    js = js.replace(key, `$1${JSON.stringify(short)}$2`);
  } else {
    const ns = js.match(new RegExp(`^import \\* as (import\\d+) from "${escape(module)}"`, "m"));
    if (!ns) fail(`no namespace import of ${module} in ${jsFile}`);
    moved.push(`${JSON.stringify(short)}: ${ns[1]}.${field}`);
  }
}
const modules = /return \{\n\s+__proto__: null,\n\s+"[^"]+": import0,\n(?:\s+"[^"]+": import\d+,\n)*\s+\};/;
if (!modules.test(js)) fail(`the imports object of ${jsFile} is not where it was expected`);
// Every module's imports are one module, "a", now.
js = js.replace(modules, `return { __proto__: null, a: { ...import0, ${moved.join(", ")} } };`);

// Exports: the glue calls them as `wasm.<name>`.
const renamed = new Map(mapping.exports);
js = js.replace(/\bwasm\.([A-Za-z_$][\w$]*)/g, (whole, field) => {
  const short = renamed.get(field);
  if (short === undefined) fail(`wasm.${field} in ${jsFile} is not an export of the module`);
  return `wasm[${JSON.stringify(short)}]`;
});
writeFileSync(jsFile, js);

// Types: the module's exports as `InitOutput` (gomoku.d.ts) and as the wasm's own (…_bg.wasm.d.ts).
const rename = (file, pattern) => {
  if (!existsSync(file)) return;
  const text = readFileSync(file, "utf8").replace(pattern, (whole, head, field, tail) =>
    renamed.has(field) ? `${head}${JSON.stringify(renamed.get(field))}${tail}` : whole,
  );
  writeFileSync(file, text);
};
const dts = path.join(dir, `${name}.d.ts`);
if (existsSync(dts)) {
  writeFileSync(
    dts,
    readFileSync(dts, "utf8").replace(/^export interface InitOutput \{\n[^}]*\}/m, (block) =>
      block.replace(/^(\s+readonly )([\w$]+)(:)/gm, (whole, head, field, tail) =>
        renamed.has(field) ? `${head}${JSON.stringify(renamed.get(field))}${tail}` : whole,
      ),
    ),
  );
}
// The wasm's own exports, as a bundler that imports it as a module would see them (a name that
// is a reserved word cannot be declared so, and is left out).
const reserved = new Set(["do", "if", "in", "for", "let", "new", "try", "var", "case", "else", "enum", "void", "with"]);
rename(path.join(dir, `${name}_bg.wasm.d.ts`), /^(export const )([\w$]+)(:)/gm);
const wasmTypes = path.join(dir, `${name}_bg.wasm.d.ts`);
if (existsSync(wasmTypes)) {
  const kept = readFileSync(wasmTypes, "utf8")
    .split("\n")
    .filter((line) => !reserved.has(line.match(/^export const "([\w$]+)"/)?.[1]))
    .map((line) => line.replace(/^export const "([\w$]+)"/, "export const $1"));
  writeFileSync(wasmTypes, kept.join("\n"));
}
