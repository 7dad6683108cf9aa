# Two commands do everything: `make serve` and `make test`. Both install what is missing first.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

WASM_BINDGEN_VERSION := 0.2.130
PORT ?= 8000
PKG := www/pkg
LITE := target/pkg-lite
WASM_TARGET := wasm32-unknown-unknown
# The generated glue is minified (its documentation lives on in gomoku.d.ts).
MINIFY := node_modules/.bin/terser --module --compress --mangle --comments false
# Binaryen from npm: Debian's wasm-opt 108 corrupts wasm-bindgen's externref table.
WASM_OPT := node_modules/.bin/wasm-opt --strip-producers --strip-target-features --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue
# The modules built for size: functions that differ only in constants are merged, and the
# control flow is rebuilt (flatten, rereloop) before -Oz, twice: 2.3 KB less than -Oz alone.
WASM_OPT_SIZE := $(WASM_OPT) --merge-similar-functions --flatten --rereloop -Oz -Oz
# The engine's module uses WebAssembly SIMD (simd128: Chrome 91, Firefox 89, Safari 16.4), 1.3x
# its node rate (README "The engine"). The flag changes every crate's build, so it has its own
# target directory and does not rebuild the other modules' crates each time.
SIMD_TARGET := target/simd
# Each step's wall time goes to target/steps.log; `make test` prints the table at the end.
STEP := tools/step
export PATH := $(HOME)/.cargo/bin:$(PATH)
export CHROMEDRIVER := /usr/bin/chromedriver
export WASM_BINDGEN_TEST_TIMEOUT := 180
# Browser tests: cargo runs each wasm test binary through wasm-bindgen's runner (headless Chromium).
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER := wasm-bindgen-test-runner

.PHONY: help serve test check generate build build-lite tools browser-tools lint native-test browser-test e2e-test packages e2e-run cargo-tests test-steps bench bench-check screenshot

help:
	@echo "make serve        - install what is missing, build, serve www/ on http://127.0.0.1:$(PORT)/"
	@echo "make test         - install what is missing, run lint, native, browser and end-to-end tests"
	@echo "make check        - the edit-compile loop: format, lint and native tests"
	@echo "make generate     - rewrite the files generated from src/play/options.rs"
	@echo "make bench        - native and in-browser benchmarks, printed against their targets"
	@echo "make bench-check  - the benchmarks, failing when one misses its target"

## ---- set-up (idempotent: each step checks before it installs) ----
tools:
	@rustup target list --installed | grep -qx $(WASM_TARGET) || rustup target add $(WASM_TARGET)
	@# (the registry mirror may lack a crate pinned in the CLI's own lockfile, hence the unlocked fallback)
	@wasm-bindgen --version 2>/dev/null | grep -qF "$(WASM_BINDGEN_VERSION)" || cargo install --locked --force wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION) || cargo install --force wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION)
	@for p in binaryen terser playwright-core typescript vite webpack webpack-cli react react-dom; do [ -f node_modules/$$p/package.json ] || { npm ci --no-audit --no-fund; break; }; done

browser-tools: tools
	@{ [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; } || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver; }

## ---- build ----
# $(call bindgen,profile dir,out dir,out name[,target dir]): wasm-bindgen's JS glue and types for the crate's wasm.
bindgen = wasm-bindgen --target web --out-name $(3) --out-dir $(2) $(or $(4),target)/$(WASM_TARGET)/$(1)/gomoku.wasm

# Hand-written files of the package, next to wasm-bindgen's output.
PKG_FILES := src/web/js/package.json src/web/js/gomoku-board.js src/web/js/gomoku-board.d.ts LICENSE

# Three modules. The board (gomoku.js), built for size: the first paint waits for all of it, and
# its hot path is the canvas's. The pictures module (gomoku_pictures.js), which toPng and toGif
# fetch the first time, and the engine its workers load (gomoku_engine.js, with
# engine-worker.js), both built for speed. Builds of one profile write the same gomoku.wasm, so
# each is bound before the next.
build: tools
	cargo build --profile wasm-size --target $(WASM_TARGET) --lib --no-default-features --features widget,engine,export
	$(call bindgen,wasm-size,$(PKG),gomoku)
	cargo build --release --target $(WASM_TARGET) --lib --no-default-features --features pictures
	$(call bindgen,release,$(PKG),gomoku_pictures)
	RUSTFLAGS="-C target-feature=+simd128" CARGO_TARGET_DIR=$(SIMD_TARGET) cargo build --release --target $(WASM_TARGET) --lib --no-default-features --features worker
	$(call bindgen,release,$(PKG),gomoku_engine,$(SIMD_TARGET))
	$(WASM_OPT_SIZE) --minify-imports-and-exports-and-modules $(PKG)/gomoku_bg.wasm -o $(PKG)/gomoku_bg.wasm >target/gomoku-names.json
	node tools/minify-names.mjs $(PKG) gomoku target/gomoku-names.json
	$(WASM_OPT) -O3 $(PKG)/gomoku_pictures_bg.wasm -o $(PKG)/gomoku_pictures_bg.wasm
	$(WASM_OPT) --enable-simd -O3 $(PKG)/gomoku_engine_bg.wasm -o $(PKG)/gomoku_engine_bg.wasm
	$(MINIFY) $(PKG)/gomoku.js -o $(PKG)/gomoku.js
	$(MINIFY) $(PKG)/gomoku_pictures.js -o $(PKG)/gomoku_pictures.js
	$(MINIFY) $(PKG)/gomoku_engine.js -o $(PKG)/gomoku_engine.js
	cp $(PKG_FILES) src/web/js/engine-worker.js $(PKG)/
	$(MINIFY) $(PKG)/gomoku-board.js -o $(PKG)/gomoku-board.js

# The two-player widget without the engine, built for size: target/pkg-lite (README "Smaller build").
build-lite: tools
	cargo build --profile wasm-size --target $(WASM_TARGET) --lib --no-default-features --features widget
	$(call bindgen,wasm-size,$(LITE),gomoku)
	$(WASM_OPT_SIZE) --minify-imports-and-exports-and-modules $(LITE)/gomoku_bg.wasm -o $(LITE)/gomoku_bg.wasm >target/gomoku-lite-names.json
	node tools/minify-names.mjs $(LITE) gomoku target/gomoku-lite-names.json
	$(MINIFY) $(LITE)/gomoku.js -o $(LITE)/gomoku.js
	cp $(PKG_FILES) $(LITE)/
	$(MINIFY) $(LITE)/gomoku-board.js -o $(LITE)/gomoku-board.js

serve: build
	@echo "Serving http://127.0.0.1:$(PORT)/"
	python3 -m http.server $(PORT) --bind 127.0.0.1 --directory www

## ---- tests ----
# The wasm-bindgen-test files are tests/browser*.rs; the other test files are native only.
BROWSER_TESTS := $(patsubst tests/%.rs,--test %,$(wildcard tests/browser*.rs))
# Tests build with the `ci` profile: optimised like release, without its slow fat LTO.
lint:
	$(STEP) "lint: rustfmt" cargo fmt --all -- --check
	$(STEP) "lint: clippy native" cargo clippy --profile ci --all-targets --all-features
	$(STEP) "lint: clippy wasm32" cargo clippy --profile ci --target $(WASM_TARGET) --lib --tests --all-features

native-test:
	$(STEP) "native tests" cargo test --profile ci

browser-test: browser-tools
	$(STEP) "browser tests (wasm-bindgen-test)" cargo test --profile ci --target $(WASM_TARGET) $(BROWSER_TESTS)

e2e-test: browser-tools packages e2e-run

packages:
	$(STEP) "build: www/pkg" $(MAKE) --no-print-directory build
	$(STEP) "build: lite" $(MAKE) --no-print-directory build-lite

# The end-to-end tests on the packages as built (their time is mostly waiting on Chromium).
e2e-run:
	$(STEP) "types: tsc on a usage file" node_modules/.bin/tsc -p tests/types
	$(STEP) "end-to-end tests" node --test --test-concurrency=3 tests/e2e/

# Cargo's steps one after another (cargo locks the target directory anyway).
cargo-tests:
	$(MAKE) --no-print-directory -j1 lint native-test browser-test

# The packages first; then the end-to-end tests, which mostly wait on the browser, run beside
# the compile-bound cargo steps. Each side's output is printed whole when it ends.
test-steps: tools browser-tools
	$(MAKE) --no-print-directory packages
	$(MAKE) --no-print-directory -j2 --output-sync=target cargo-tests e2e-run

test:
	@mkdir -p target && : >target/steps.log
	@start=$$(date +%s); \
	if $(MAKE) --no-print-directory test-steps; then status=passed; else status=FAILED; fi; \
	echo; echo "== make test $$status in $$(( $$(date +%s) - start )) s:"; cat target/steps.log; \
	[ $$status = passed ]

# The edit-compile loop: no wasm, no browser.
check:
	cargo fmt --all -- --check
	cargo clippy --profile ci --all-targets --all-features
	cargo test --profile ci

# The files generated from the options' list (README "Adding an option"), and the native
# engine's answers the engine module's test compares with (tests/ai_answers.rs); the same
# tests, run without GENERATE, fail in `make check` and `make test` when they differ.
generate:
	GENERATE=1 cargo test --profile ci --test generated --test ai_answers

## ---- benchmarks and pictures ----
bench: build build-lite browser-tools
	cargo bench
	cargo build --release --bin engine-bench --bin pbrain-gomoku
	target/release/engine-bench load
	target/release/engine-bench lost --ms 200
	node benches/browser-bench.mjs

bench-check: build build-lite browser-tools
	cargo bench
	cargo build --release --bin engine-bench --bin pbrain-gomoku
	target/release/engine-bench load
	target/release/engine-bench lost --ms 200
	node benches/browser-bench.mjs --check

screenshot: build browser-tools
	node tests/e2e/screenshot.mjs
