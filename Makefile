# Two commands do everything: `make serve` and `make test`. Both install what is missing first.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

WASM_BINDGEN_VERSION := 0.2.130
PORT ?= 8000
PKG := www/pkg
# The generated glue is minified (its documentation lives on in gomoku.d.ts).
MINIFY := node_modules/.bin/terser --module --compress --mangle --comments false
# Binaryen from npm: Debian's wasm-opt 108 corrupts wasm-bindgen's externref table.
WASM_OPT_FLAGS := node_modules/.bin/wasm-opt -O3 --strip-producers --strip-target-features --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue
export PATH := $(HOME)/.cargo/bin:$(PATH)
export CHROMEDRIVER := /usr/bin/chromedriver
export WASM_BINDGEN_TEST_TIMEOUT := 120

.PHONY: help serve test build build-lite tools browser-tools lint native-test browser-test e2e-test bench screenshot fuzz

help:
	@echo "make serve  - install what is missing, build, serve www/ on http://127.0.0.1:$(PORT)/"
	@echo "make test   - install what is missing, run lint, native, browser and end-to-end tests"
	@echo "make bench  - native and in-browser benchmarks"

## ---- set-up (idempotent: each step checks before it installs) ----
tools:
	@rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
	@command -v wasm-pack >/dev/null || cargo install --locked wasm-pack
	@wasm-bindgen --version 2>/dev/null | grep -qF "$(WASM_BINDGEN_VERSION)" || cargo install --locked --force wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION) || cargo install --force wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION)
	@# (the registry mirror may lack a crate pinned in the CLI's own lockfile, hence the unlocked fallback)
	@[ -f node_modules/binaryen/package.json ] && [ -f node_modules/terser/package.json ] && [ -f node_modules/playwright-core/package.json ] || npm ci --no-audit --no-fund

browser-tools: tools
	@{ [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; } || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver; }

## ---- build ----
build: tools
	wasm-pack build --release --target web --out-dir $(PKG) --out-name gomoku --no-opt
	$(WASM_OPT_FLAGS) $(PKG)/gomoku_bg.wasm -o $(PKG)/gomoku_bg.wasm
	$(MINIFY) $(PKG)/gomoku.js -o $(PKG)/gomoku.js
	@rm -f $(PKG)/.gitignore

# The two-player widget without the engine, built for size: target/pkg-lite (README "Smaller build").
build-lite: tools
	wasm-pack build --profile wasm-size --target web --out-dir target/pkg-lite --out-name gomoku --no-opt -- --no-default-features
	$(WASM_OPT_FLAGS:-O3=-Oz) target/pkg-lite/gomoku_bg.wasm -o target/pkg-lite/gomoku_bg.wasm
	$(MINIFY) target/pkg-lite/gomoku.js -o target/pkg-lite/gomoku.js

serve: build
	@echo "Serving http://127.0.0.1:$(PORT)/"
	python3 -m http.server $(PORT) --bind 127.0.0.1 --directory www

## ---- tests ----
lint:
	cargo fmt --all -- --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --tests -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --no-default-features -- -D warnings

native-test:
	cargo test --release

browser-test: browser-tools
	wasm-pack test --headless --chrome --release

e2e-test: build build-lite browser-tools
	node --test --test-concurrency=1 tests/e2e/

test: tools browser-tools lint native-test browser-test e2e-test

## ---- benchmarks and pictures ----
bench: build build-lite browser-tools
	cargo bench
	node benches/browser-bench.mjs

screenshot: build browser-tools
	node tests/e2e/screenshot.mjs
