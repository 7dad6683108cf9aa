//! Native benchmark of the renju foul finder on a realistic mid-game position.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use gomoku::game::renju::forbidden_points;
use gomoku::game::{parse_record, run_length, Board, Color, DIRECTIONS};

/// 30 black stones around the centre: threes, split threes and fours crossing, so the
/// position holds a double three (i12) and three double fours (j7, k6, k8) but no five.
const BLACK: &str = "h12 k12 e11 h11 f10 g10 j10 g9 h9 l9 e8 f8 h8 i8 l8 \
                     f7 k7 d6 g6 i6 j6 h5 k5 d4 f4 h4 l4 i3 k4 k10";
/// 30 white stones blocking them.
const WHITE: &str = "f12 g11 k11 d10 i10 l10 e9 f9 j9 d8 j8 e7 g7 i7 l7 \
                     f6 h6 l6 e5 g5 j5 e4 i4 f3 g3 j3 l3 h2 d9 d11";

/// The 60-stone position; panics (at set-up, not in the timed loop) if it is malformed.
fn position() -> Board {
    let mut board = Board::try_new(15).expect("valid size");
    for (record, color) in [(BLACK, Color::Black), (WHITE, Color::White)] {
        for p in parse_record(record, 15).expect("valid record") {
            assert!(board.get(p).is_none(), "stone listed twice");
            board.set(p, Some(color));
        }
    }
    assert_eq!(board.stone_count(), 60);
    // A finished game would not be a fair mid-game sample.
    for p in board.points() {
        if let Some(c) = board.get(p) {
            assert!(DIRECTIONS.iter().all(|&d| run_length(&board, p, c, d) < 5));
        }
    }
    board
}

fn forbidden(c: &mut Criterion) {
    let board = position();
    eprintln!(
        "forbidden points in the benchmark position: {}",
        forbidden_points(&board).len()
    );
    c.bench_function("renju forbidden_points, 15x15, 60 stones", |b| {
        b.iter(|| black_box(forbidden_points(black_box(&board))))
    });
}

criterion_group!(benches, forbidden);
criterion_main!(benches);
