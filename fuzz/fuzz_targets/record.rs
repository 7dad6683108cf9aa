//! `parse_record` and `parse_point` on arbitrary UTF-8: never panic, and round-trip what they accept.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    gomoku_fuzz::fuzz_record(text);
});
