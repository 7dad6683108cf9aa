//! `parse_psq` on arbitrary text: never panics, errors name a line, and a success round-trips.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    gomoku_fuzz::fuzz_psq(text);
});
