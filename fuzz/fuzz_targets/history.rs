//! Arbitrary bytes as place / undo / redo / jump_to / load / load_psq / reset on a `Game`,
//! checked after every step against a brute-force reference model.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    gomoku_fuzz::fuzz_history(bytes);
});
