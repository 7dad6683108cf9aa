//! Fixed seeds for the property tests, and two knobs to run other or more cases on purpose.
//!
//! - `GOMOKU_FUZZ_SEED`: unset, every property test runs from [`SEED`], so a run is the same
//!   on every machine, in debug and in release. A number runs from that seed instead, and
//!   `random` draws a fresh one. Each test prints its seed (libtest shows it when the test
//!   fails); `GOMOKU_FUZZ_SEED=<that number>` replays the run.
//! - `GOMOKU_FUZZ_SCALE`: multiplies every case count (default 1), for long campaigns in
//!   release (README, "Fuzzing").
//!
//! proptest shrinks a failure and saves its case seed next to the test file
//! (`tests/<name>.proptest-regressions`); that file is replayed before the new cases on every
//! later run, whatever the seed, so committing it keeps the failure as a regression case.
#![allow(dead_code)] // each test file uses its own subset

use proptest::test_runner::{Config, FileFailurePersistence, RngSeed, TestRunner};
use std::hash::{BuildHasher, Hasher};

/// The seed every property test uses unless `GOMOKU_FUZZ_SEED` says otherwise.
pub const SEED: u64 = 0x0060_6d6f_6b75_2011;

/// The seed to run: [`SEED`], the number in `GOMOKU_FUZZ_SEED`, or a fresh one for `random`.
pub fn seed() -> u64 {
    match std::env::var("GOMOKU_FUZZ_SEED") {
        Err(_) => SEED,
        Ok(v) if v.trim().eq_ignore_ascii_case("random") => {
            // RandomState is keyed from the OS's randomness: a new seed per call.
            let mut h = std::collections::hash_map::RandomState::new().build_hasher();
            h.write_u64(SEED);
            h.finish()
        }
        Ok(v) => v
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("GOMOKU_FUZZ_SEED={v:?}: expected a number or \"random\"")),
    }
}

/// The factor in `GOMOKU_FUZZ_SCALE` (1 when unset).
pub fn scale() -> u32 {
    match std::env::var("GOMOKU_FUZZ_SCALE") {
        Err(_) => 1,
        Ok(v) => match v.trim().parse() {
            Ok(n) if n > 0 => n,
            _ => panic!("GOMOKU_FUZZ_SCALE={v:?}: expected a whole number from 1 up"),
        },
    }
}

/// `cases` scaled by `GOMOKU_FUZZ_SCALE`.
pub fn cases(cases: u32) -> u32 {
    cases.saturating_mul(scale())
}

/// A proptest configuration running `cases` (scaled) from the chosen seed, which it prints.
pub fn config(cases: u32) -> Config {
    config_from(seed(), cases)
}

fn config_from(seed: u64, cases: u32) -> Config {
    let cases = self::cases(cases);
    eprintln!("proptest: {cases} cases from seed {seed} (replay: GOMOKU_FUZZ_SEED={seed})");
    Config {
        cases,
        rng_seed: RngSeed::Fixed(seed),
        // Beside the test file (the default looks for a lib.rs above tests/ and warns).
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource(
            "proptest-regressions",
        ))),
        ..Config::default()
    }
}

/// A runner for `cases` (scaled) from the chosen seed, with the failures of `source_file`
/// (pass `file!()`) replayed first and new ones saved beside it.
pub fn runner(cases: u32, source_file: &'static str) -> (TestRunner, u64) {
    let seed = seed();
    let config = Config {
        source_file: Some(source_file),
        ..config_from(seed, cases)
    };
    (TestRunner::new(config), seed)
}
