//! Native benchmarks of the rules core.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use gomoku::game::{Config, Game, Outcome, Point, Rule};

/// 60 moves of a freestyle game on 15x15 that ends without a five (checked while building it).
fn moves() -> Vec<Point> {
    let config = Config {
        size: 15,
        rule: Rule::Freestyle,
        ..Config::default()
    };
    let mut game = Game::try_new(config).expect("valid config");
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    while game.cursor() < 60 {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        // Near the centre, as real games are.
        let x = 3 + (seed >> 33) as usize % 9;
        let y = 3 + (seed >> 45) as usize % 9;
        if game.try_place(Point::new(x, y)).is_ok() && *game.outcome() != Outcome::Ongoing {
            game.undo();
        }
    }
    game.moves().iter().map(|m| m.point).collect()
}

fn place_and_check(c: &mut Criterion) {
    let pts = moves();
    let mut group = c.benchmark_group("rules");
    group.throughput(Throughput::Elements(pts.len() as u64));
    group.bench_function("place + win check, 60 moves (see elements/s)", |b| {
        let mut g = Game::try_new(Config::default()).expect("valid config");
        b.iter(|| {
            g.reset();
            for &p in &pts {
                if g.try_place(black_box(p)).is_err() {
                    unreachable!("every move of the prepared game is legal");
                }
            }
            black_box(g.cursor())
        })
    });
    group.finish();
}

criterion_group!(benches, place_and_check);
criterion_main!(benches);
