//! Native benchmark of the GIF encoder: a 60-move game at 480 px, frames from a software painter.
//!
//! The frames are drawn once, outside the timing, by `SoftPainter` (an approximate `Painter` into
//! an RGBA buffer, with anti-aliased edges and shaded stones so the colours are as many as a
//! canvas makes); what is timed is `view::gif::encode`: palette, mapping, diff rectangles, LZW.

#[cfg(feature = "pictures")]
mod bench {
    use std::time::Instant;

    use criterion::{black_box, Criterion};
    use gomoku::game::{Color, Config, Game};
    use gomoku::view::gif::{encode, GifWriter};
    use gomoku::view::{draw, Layout, Painter, Scene, TextAlign, Theme};

    /// Sixty moves on 15x15 with no four, let alone five.
    const SIXTY: &str = "h8i8h7g8g7h9g9i9i7j10f9g6i6f6h10f7g10j7j9j8h6f8i10j6g5f10k5e11e10e7\
                         f5g11e6f11j5i5e9k10h11k7j11i11k11e5k6h5k9k8l6d4d6d9d11j12l4g4h4l9d12f4";
    /// The picture's side.
    const SIDE: usize = 480;

    /// An approximate painter into an RGBA buffer.
    pub struct SoftPainter {
        width: usize,
        height: usize,
        /// The pixels, RGBA.
        pub pixels: Vec<u8>,
    }

    /// `#rrggbb` (or `#rgb`) as RGB; anything else is grey.
    fn rgb(color: &str) -> [f64; 3] {
        let hex = color.trim_start_matches('#');
        let digit = |i: usize, n: usize| {
            hex.get(i..i + n)
                .and_then(|s| u8::from_str_radix(s, 16).ok())
                .map(|v| if n == 1 { v * 17 } else { v } as f64)
        };
        let parsed = match hex.len() {
            6 => (digit(0, 2), digit(2, 2), digit(4, 2)),
            3 => (digit(0, 1), digit(1, 1), digit(2, 1)),
            _ => (None, None, None),
        };
        match parsed {
            (Some(r), Some(g), Some(b)) => [r, g, b],
            _ => [128.0; 3],
        }
    }

    impl SoftPainter {
        /// A transparent `width` x `height` surface.
        pub fn new(width: usize, height: usize) -> SoftPainter {
            SoftPainter {
                width,
                height,
                pixels: vec![0; width * height * 4],
            }
        }

        /// Lays `c` at opacity `a` (0..1) over pixel (x, y).
        fn blend(&mut self, x: i64, y: i64, c: [f64; 3], a: f64) {
            if x < 0 || y < 0 || x >= self.width as i64 || y >= self.height as i64 || a <= 0.0 {
                return;
            }
            let i = (y as usize * self.width + x as usize) * 4;
            let a = a.min(1.0);
            let p = &mut self.pixels[i..i + 4];
            let under = p[3] as f64 / 255.0;
            let out = a + under * (1.0 - a);
            for k in 0..3 {
                let v = (c[k] * a + p[k] as f64 * under * (1.0 - a)) / out.max(1e-9);
                p[k] = v.round().clamp(0.0, 255.0) as u8;
            }
            p[3] = (out * 255.0).round() as u8;
        }

        /// Calls `f(x, y, d)` for each pixel whose centre is within `r + 1` of (cx, cy).
        fn around(
            &mut self,
            cx: f64,
            cy: f64,
            r: f64,
            mut f: impl FnMut(&mut Self, i64, i64, f64),
        ) {
            let (x0, x1) = ((cx - r - 1.0).floor() as i64, (cx + r + 1.0).ceil() as i64);
            let (y0, y1) = ((cy - r - 1.0).floor() as i64, (cy + r + 1.0).ceil() as i64);
            for y in y0..=y1 {
                for x in x0..=x1 {
                    let d = ((x as f64 + 0.5 - cx).powi(2) + (y as f64 + 0.5 - cy).powi(2)).sqrt();
                    f(self, x, y, d);
                }
            }
        }

        fn disc(&mut self, cx: f64, cy: f64, r: f64, c: [f64; 3], alpha: f64) {
            self.around(cx, cy, r, |p, x, y, d| {
                p.blend(x, y, c, alpha * (r + 0.5 - d).clamp(0.0, 1.0))
            });
        }

        fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, c: [f64; 3], alpha: f64) {
            let (x0, x1) = (x.floor() as i64, (x + w).ceil() as i64);
            let (y0, y1) = (y.floor() as i64, (y + h).ceil() as i64);
            for py in y0..y1 {
                for px in x0..x1 {
                    // Coverage of the pixel by the rectangle, for soft edges.
                    let cx = ((px + 1) as f64).min(x + w) - (px as f64).max(x);
                    let cy = ((py + 1) as f64).min(y + h) - (py as f64).max(y);
                    self.blend(px, py, c, alpha * cx.clamp(0.0, 1.0) * cy.clamp(0.0, 1.0));
                }
            }
        }
    }

    impl Painter for SoftPainter {
        fn clear(&mut self, _width: f64, _height: f64) {
            self.pixels.fill(0);
        }

        fn fill_rect(&mut self, x: f64, y: f64, w: f64, h: f64, color: &str) {
            self.rect(x, y, w, h, rgb(color), 1.0);
        }

        fn stroke_segments(&mut self, segments: &[(f64, f64, f64, f64)], width: f64, color: &str) {
            let c = rgb(color);
            for &(x1, y1, x2, y2) in segments {
                let h = width / 2.0;
                if (y1 - y2).abs() < 1e-9 || (x1 - x2).abs() < 1e-9 {
                    let (l, r) = (x1.min(x2) - h, x1.max(x2) + h);
                    let (t, b) = (y1.min(y2) - h, y1.max(y2) + h);
                    let (l, r) = if (x1 - x2).abs() < 1e-9 {
                        (l, r)
                    } else {
                        (l + h, r - h)
                    };
                    let (t, b) = if (y1 - y2).abs() < 1e-9 {
                        (t, b)
                    } else {
                        (t + h, b - h)
                    };
                    self.rect(l, t, r - l, b - t, c, 1.0);
                } else {
                    // A diagonal as a row of discs: close enough for forbidden marks.
                    let steps = ((x2 - x1).hypot(y2 - y1)).ceil().max(1.0) as usize;
                    for s in 0..=steps {
                        let t = s as f64 / steps as f64;
                        self.disc(x1 + (x2 - x1) * t, y1 + (y2 - y1) * t, h, c, 1.0);
                    }
                }
            }
        }

        fn fill_circle(&mut self, x: f64, y: f64, r: f64, color: &str) {
            self.disc(x, y, r, rgb(color), 1.0);
        }

        fn stroke_circle(&mut self, x: f64, y: f64, r: f64, width: f64, color: &str) {
            let c = rgb(color);
            let h = width / 2.0;
            self.around(x, y, r + h, |p, px, py, d| {
                p.blend(px, py, c, (h + 0.5 - (d - r).abs()).clamp(0.0, 1.0))
            });
        }

        fn stone(&mut self, x: f64, y: f64, r: f64, color: Color, fill: &str, alpha: f64) {
            // A soft shadow down and to the right.
            let (sx, sy) = (x + r * 0.08, y + r * 0.12);
            let blur = r * 0.22;
            self.around(sx, sy, r + blur, |p, px, py, d| {
                let a = ((r + blur - d) / (2.0 * blur)).clamp(0.0, 1.0) * 0.38 * alpha;
                p.blend(px, py, [0.0; 3], a)
            });
            self.disc(x, y, r, rgb(fill), alpha);
            // The light from the upper left, as a radial gradient.
            let (hx, hy) = (x - r * 0.35, y - r * 0.38);
            let (light, dark) = match color {
                Color::Black => (0.42, 0.25),
                Color::White => (0.95, 0.28),
            };
            self.around(x, y, r, |p, px, py, d| {
                let edge = (r + 0.5 - d).clamp(0.0, 1.0);
                if edge <= 0.0 {
                    return;
                }
                let t = ((px as f64 + 0.5 - hx).hypot(py as f64 + 0.5 - hy) / (1.35 * r)).min(1.0);
                if t < 0.5 {
                    p.blend(px, py, [255.0; 3], light * (1.0 - 2.0 * t) * edge * alpha);
                } else {
                    p.blend(px, py, [20.0; 3], dark * (2.0 * t - 1.0) * edge * alpha);
                }
            });
        }

        fn text(&mut self, x: f64, y: f64, text: &str, px: f64, color: &str, align: TextAlign) {
            // Each character as a soft block of ink: the right amount of colour in the right place.
            let c = rgb(color);
            let advance = px * 0.6;
            let width = advance * text.chars().count() as f64;
            let left = match align {
                TextAlign::Center => x - width / 2.0,
                TextAlign::Right => x - width,
            };
            for i in 0..text.chars().count() {
                let cx = left + advance * i as f64;
                self.rect(
                    cx + px * 0.1,
                    y - px * 0.35,
                    advance - px * 0.2,
                    px * 0.7,
                    c,
                    0.55,
                );
            }
        }
    }

    /// The 61 RGBA frames of the game: the empty board, then one per move.
    fn frames() -> Vec<Vec<u8>> {
        let mut game = Game::try_new(Config::default()).expect("config");
        game.load(SIXTY).expect("the record");
        let theme = Theme::default();
        let whole = Scene::from_game(&game, &theme);
        let layout = Layout::new(SIDE as f64, SIDE as f64, 15, true);
        let mut painter = SoftPainter::new(SIDE, SIDE);
        (0..=whole.stones.len())
            .map(|k| {
                draw(&mut painter, &layout, &whole.upto(k));
                painter.pixels.clone()
            })
            .collect()
    }

    /// Encodes the 60-move game at 480 px.
    pub fn gif_60_moves(c: &mut Criterion) {
        let start = Instant::now();
        let frames = frames();
        let drawn = start.elapsed();
        let refs: Vec<&[u8]> = frames.iter().map(|f| f.as_slice()).collect();
        let start = Instant::now();
        let key = refs.last().copied().unwrap_or_default();
        let palette = GifWriter::new(SIDE, SIDE, key).map(|w| w.palette().len());
        let palette_time = start.elapsed();
        let start = Instant::now();
        let bytes = encode(SIDE, SIDE, &refs, 700, 2100).expect("encoded");
        println!(
            "gif: {} frames drawn by the software painter in {drawn:.1?}; \
             one encode {:.1?} ({palette:?} colours, palette {palette_time:.1?}), {} bytes",
            frames.len(),
            start.elapsed(),
            bytes.len()
        );
        let mut group = c.benchmark_group("gif");
        group.sample_size(10);
        group.bench_function("encode 60-move game, 480 px (61 frames)", |b| {
            b.iter(|| encode(SIDE, SIDE, black_box(&refs), 700, 2100).map(|v| v.len()))
        });
        group.finish();
    }
}

#[cfg(feature = "pictures")]
criterion::criterion_group!(benches, bench::gif_60_moves);
#[cfg(feature = "pictures")]
criterion::criterion_main!(benches);

/// Without the `pictures` feature there is no encoder to measure.
#[cfg(not(feature = "pictures"))]
fn main() {}
