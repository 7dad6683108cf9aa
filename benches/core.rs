//! Native benchmarks of the rules core.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use gomoku::game::{Config, Game, Point, Rule};

/// A fixed 60-move freestyle game that ends without a five (spiral-ish fill).
fn moves(size: usize) -> Vec<Point> {
    let mut pts = Vec::new();
    let mut i = 0;
    while pts.len() < 60 {
        let x = (i * 7) % size;
        let y = (i * 3 + i / size) % size;
        let p = Point::new(x, y);
        if !pts.contains(&p) {
            pts.push(p);
        }
        i += 1;
    }
    pts
}

fn place_and_check(c: &mut Criterion) {
    let config = Config {
        size: 15,
        rule: Rule::Freestyle,
        ..Config::default()
    };
    let pts = moves(15);
    c.bench_function("place + win check, per move (60-move game / 60)", |b| {
        b.iter(|| {
            let mut g = Game::try_new(config).expect("valid config");
            for &p in &pts {
                if g.try_place(black_box(p)).is_err() {
                    break;
                }
            }
            black_box(g.cursor())
        })
    });
}

criterion_group!(benches, place_and_check);
criterion_main!(benches);
