//! The pure engine: patterns, evaluation, search, threat solver.
