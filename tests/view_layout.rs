#![cfg(not(target_arch = "wasm32"))]
//! The view's geometry (where intersections sit, which intersection a press is on, star
//! points) and what `draw` paints, through a recording painter.

use gomoku::game::{parse_point, parse_record, Color, Point};
use gomoku::view::snapshot::colours;
use gomoku::view::{
    draw, draw_empty_graph, draw_graph, star_points, Ghost, Graph, GraphFrame, GraphLayout, Layout,
    MoveClass, Painter, Scene, Stone, TextAlign, Theme,
};

const EPS: f64 = 1e-9;

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

fn pt(name: &str, size: usize) -> Point {
    parse_point(name, size).unwrap()
}

// ---------------------------------------------------------------- layout

#[test]
fn square_canvas_without_coordinates() {
    let l = Layout::new(600.0, 600.0, 15, false);
    let cell = 600.0 / (14.0 + 1.4);
    assert!(close(l.cell, cell), "cell {}", l.cell);
    assert!(close(l.left, (600.0 - 14.0 * cell) / 2.0));
    assert!(close(l.top, l.left));
    assert_eq!(l.size, 15);
    // h8 is the centre of the canvas; a15 top left, o1 bottom right.
    let (x, y) = l.center(pt("h8", 15));
    assert!(close(x, 300.0) && close(y, 300.0));
    let (x, y) = l.center(pt("a15", 15));
    assert!(close(x, l.left) && close(y, l.top));
    let (x, y) = l.center(pt("o1", 15));
    assert!(close(x, l.left + 14.0 * cell) && close(y, l.top + 14.0 * cell));
    let (x, y) = l.center(Point::new(3, 5));
    assert!(close(x, l.left + 3.0 * cell) && close(y, l.top + 5.0 * cell));
    // The grid and its margin fit the canvas.
    assert!(l.left > l.stone_radius() && l.left + 14.0 * cell + l.stone_radius() < 600.0);
}

#[test]
fn coordinates_make_a_wider_margin() {
    let plain = Layout::new(600.0, 600.0, 15, false);
    let coords = Layout::new(600.0, 600.0, 15, true);
    assert!(coords.cell < plain.cell);
    assert!(coords.left > plain.left);
    // Room for the labels: more than one cell between the canvas edge and the first line.
    assert!(coords.left >= coords.cell);
    let (x, y) = coords.center(pt("h8", 15));
    assert!(close(x, 300.0) && close(y, 300.0));
}

#[test]
fn board_is_centred_in_a_non_square_canvas() {
    for (w, h) in [(800.0, 600.0), (600.0, 800.0), (1000.0, 301.0)] {
        for size in [9, 15, 19] {
            let l = Layout::new(w, h, size, false);
            let side = f64::min(w, h);
            assert!(close(l.cell, side / ((size - 1) as f64 + 1.4)));
            let span = (size - 1) as f64 * l.cell;
            assert!(close(l.left, (w - span) / 2.0));
            assert!(close(l.top, (h - span) / 2.0));
            // Symmetric margins on both axes.
            assert!(close(l.left, w - (l.left + span)));
            assert!(close(l.top, h - (l.top + span)));
            if size % 2 == 1 {
                let (x, y) = l.center(Point::new(size / 2, size / 2));
                assert!(close(x, w / 2.0) && close(y, h / 2.0));
            }
            // The wood is a square of the smaller side, centred.
            let (bx, by, bw, bh) = l.board_rect();
            assert!(close(bw, side) && close(bh, side));
            assert!(close(bx, (w - side) / 2.0) && close(by, (h - side) / 2.0));
        }
    }
}

#[test]
fn point_at_maps_every_centre_back_to_its_point() {
    for (w, h, size, coords) in [
        (600.0, 600.0, 15, false),
        (600.0, 600.0, 15, true),
        (801.0, 577.0, 19, true),
        (300.0, 900.0, 5, false),
        (1234.5, 1234.5, 26, true),
    ] {
        let l = Layout::new(w, h, size, coords);
        for y in 0..size {
            for x in 0..size {
                let p = Point::new(x, y);
                let (cx, cy) = l.center(p);
                assert_eq!(l.point_at(cx, cy), Some(p), "{p:?} on {w}x{h}/{size}");
            }
        }
    }
}

#[test]
fn point_at_picks_the_nearest_intersection_within_half_a_cell() {
    let l = Layout::new(600.0, 600.0, 15, false);
    let d = 0.49 * l.cell;
    for p in [
        Point::new(0, 0),
        Point::new(7, 7),
        Point::new(14, 14),
        Point::new(3, 12),
    ] {
        let (cx, cy) = l.center(p);
        for (dx, dy) in [
            (d, 0.0),
            (-d, 0.0),
            (0.0, d),
            (0.0, -d),
            (d, d),
            (-d, d),
            (d, -d),
            (-d, -d),
        ] {
            assert_eq!(
                l.point_at(cx + dx, cy + dy),
                Some(p),
                "{p:?} + ({dx}, {dy})"
            );
        }
    }
    // Past the midpoint between two intersections the neighbour is chosen.
    let (cx, cy) = l.center(Point::new(7, 7));
    assert_eq!(l.point_at(cx + 0.51 * l.cell, cy), Some(Point::new(8, 7)));
    assert_eq!(l.point_at(cx, cy - 0.51 * l.cell), Some(Point::new(7, 6)));
}

#[test]
fn point_at_refuses_presses_in_the_margin_beyond_half_a_cell() {
    for coords in [false, true] {
        let l = Layout::new(600.0, 600.0, 15, coords);
        let at = |cx: f64, cy: f64| l.point_at(l.left + cx * l.cell, l.top + cy * l.cell);
        // Just inside half a cell off the grid: the edge intersection.
        assert_eq!(at(-0.49, 3.0), Some(Point::new(0, 3)));
        assert_eq!(at(3.0, -0.49), Some(Point::new(3, 0)));
        assert_eq!(at(14.49, 3.0), Some(Point::new(14, 3)));
        assert_eq!(at(3.0, 14.49), Some(Point::new(3, 14)));
        assert_eq!(at(-0.49, -0.49), Some(Point::new(0, 0)));
        // Just beyond: nothing.
        for (cx, cy) in [
            (-0.51, 3.0),
            (3.0, -0.51),
            (14.51, 3.0),
            (3.0, 14.51),
            (-0.51, -0.51),
            (14.51, 14.51),
            (-3.0, 7.0),
            (7.0, 20.0),
        ] {
            assert_eq!(at(cx, cy), None, "({cx}, {cy}) cells");
        }
        // The canvas corner lies in the margin.
        assert_eq!(l.point_at(0.0, 0.0), None);
        assert_eq!(l.point_at(599.0, 599.0), None);
    }
}

#[test]
fn point_at_refuses_nan_and_infinities() {
    let l = Layout::new(600.0, 600.0, 15, false);
    for (x, y) in [
        (f64::NAN, 300.0),
        (300.0, f64::NAN),
        (f64::INFINITY, 300.0),
        (300.0, f64::NEG_INFINITY),
        (f64::NEG_INFINITY, f64::NEG_INFINITY),
        (f64::MAX, 300.0),
        (300.0, -f64::MAX),
    ] {
        assert_eq!(l.point_at(x, y), None, "({x}, {y})");
    }
    // A canvas with no area maps nothing.
    let empty = Layout::new(0.0, 0.0, 15, false);
    assert_eq!(empty.point_at(0.0, 0.0), None);
    let negative = Layout::new(-10.0, 100.0, 15, false);
    assert_eq!(negative.point_at(0.0, 0.0), None);
}

fn star_names(size: usize) -> Vec<String> {
    let mut names: Vec<String> = star_points(size)
        .into_iter()
        .map(|p| gomoku::game::point_name(p, size))
        .collect();
    names.sort();
    names
}

fn sorted(names: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = names.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

#[test]
fn star_points_are_the_centre_and_the_corner_points() {
    assert_eq!(star_names(15), sorted(&["h8", "d4", "d12", "l4", "l12"]));
    assert_eq!(star_names(19), sorted(&["j10", "d4", "d16", "p4", "p16"]));
    assert_eq!(star_names(13), sorted(&["g7", "d4", "d10", "j4", "j10"]));
    assert_eq!(star_names(9), sorted(&["e5", "c3", "c7", "g3", "g7"]));
    assert_eq!(star_names(11), sorted(&["f6", "c3", "c9", "i3", "i9"]));
    // Even boards have no centre point.
    assert_eq!(star_names(10), sorted(&["c3", "c8", "h3", "h8"]));
    assert_eq!(star_names(16), sorted(&["d4", "d13", "m4", "m13"]));
    // Small odd boards: only the centre.
    assert_eq!(star_names(5), sorted(&["c3"]));
    assert_eq!(star_names(7), sorted(&["d4"]));
    for size in 5..=26 {
        for p in star_points(size) {
            assert!(p.x < size && p.y < size, "{p:?} on {size}");
        }
    }
}

// ---------------------------------------------------------------- drawing

#[derive(Clone, Debug, PartialEq)]
enum Op {
    Clear(f64, f64),
    Rect(f64, f64, f64, f64, String),
    Segments(Vec<Segment>, f64, String),
    Disc(f64, f64, f64, String),
    Ring(f64, f64, f64, f64, String),
    Stone(f64, f64, f64, Color, String, f64),
    Text(f64, f64, String, f64, String, TextAlign),
}

/// A segment `(x1, y1, x2, y2)`.
type Segment = (f64, f64, f64, f64);
/// One `stroke_segments` call: the segments, the line width and the colour.
type Path = (Vec<Segment>, f64, String);

#[derive(Default)]
struct Recorder {
    ops: Vec<Op>,
}

impl Painter for Recorder {
    fn clear(&mut self, width: f64, height: f64) {
        self.ops.push(Op::Clear(width, height));
    }
    fn fill_rect(&mut self, x: f64, y: f64, w: f64, h: f64, color: &str) {
        self.ops.push(Op::Rect(x, y, w, h, color.into()));
    }
    fn stroke_segments(&mut self, segments: &[(f64, f64, f64, f64)], width: f64, color: &str) {
        self.ops
            .push(Op::Segments(segments.to_vec(), width, color.into()));
    }
    fn fill_circle(&mut self, x: f64, y: f64, r: f64, color: &str) {
        self.ops.push(Op::Disc(x, y, r, color.into()));
    }
    fn stroke_circle(&mut self, x: f64, y: f64, r: f64, width: f64, color: &str) {
        self.ops.push(Op::Ring(x, y, r, width, color.into()));
    }
    fn stone(&mut self, x: f64, y: f64, r: f64, color: Color, fill: &str, alpha: f64) {
        self.ops.push(Op::Stone(x, y, r, color, fill.into(), alpha));
    }
    fn text(&mut self, x: f64, y: f64, text: &str, px: f64, color: &str, align: TextAlign) {
        self.ops
            .push(Op::Text(x, y, text.into(), px, color.into(), align));
    }
}

impl Recorder {
    fn stones(&self) -> Vec<(f64, f64, f64, Color, String, f64)> {
        self.ops
            .iter()
            .filter_map(|op| match op {
                Op::Stone(x, y, r, c, f, a) => Some((*x, *y, *r, *c, f.clone(), *a)),
                _ => None,
            })
            .collect()
    }
    fn texts(&self) -> Vec<(f64, f64, String, String)> {
        self.ops
            .iter()
            .filter_map(|op| match op {
                Op::Text(x, y, t, _, c, _) => Some((*x, *y, t.clone(), c.clone())),
                _ => None,
            })
            .collect()
    }
    fn rings(&self) -> Vec<(f64, f64, f64, String)> {
        self.ops
            .iter()
            .filter_map(|op| match op {
                Op::Ring(x, y, r, _, c) => Some((*x, *y, *r, c.clone())),
                _ => None,
            })
            .collect()
    }
    fn discs(&self) -> Vec<(f64, f64, f64, String)> {
        self.ops
            .iter()
            .filter_map(|op| match op {
                Op::Disc(x, y, r, c) => Some((*x, *y, *r, c.clone())),
                _ => None,
            })
            .collect()
    }
    fn segments(&self) -> Vec<Path> {
        self.ops
            .iter()
            .filter_map(|op| match op {
                Op::Segments(s, w, c) => Some((s.clone(), *w, c.clone())),
                _ => None,
            })
            .collect()
    }
}

/// The options of a scene, with everything extra off by default.
#[derive(Default)]
struct Opts {
    winning: Vec<Point>,
    forbidden: Vec<Point>,
    preview: Option<(Point, Color)>,
    cursor: Option<Point>,
    ghosts: Vec<Ghost>,
    coordinates: bool,
    move_numbers: bool,
    last_move: bool,
    pixel_ratio: f64,
}

fn stones_of(record: &str, size: usize) -> Vec<Stone> {
    parse_record(record, size)
        .unwrap()
        .into_iter()
        .enumerate()
        .map(|(i, point)| Stone {
            point,
            color: if i % 2 == 0 {
                Color::Black
            } else {
                Color::White
            },
            number: i + 1,
        })
        .collect()
}

fn render(layout: &Layout, stones: &[Stone], theme: &Theme, o: &Opts) -> Recorder {
    let scene = Scene {
        stones,
        winning: &o.winning,
        forbidden: &o.forbidden,
        preview: o.preview,
        cursor: o.cursor,
        ghosts: &o.ghosts,
        marks: Default::default(),
        coordinates: o.coordinates,
        move_numbers: o.move_numbers,
        last_move: o.last_move,
        theme,
        pixel_ratio: if o.pixel_ratio > 0.0 {
            o.pixel_ratio
        } else {
            1.0
        },
    };
    let mut rec = Recorder::default();
    draw(&mut rec, layout, &scene);
    rec
}

fn is_red(css: &str) -> bool {
    let hex = css.trim_start_matches('#');
    if hex.len() != 6 {
        return css.eq_ignore_ascii_case("red");
    }
    let c = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).unwrap() as i32;
    let (r, g, b) = (c(0), c(2), c(4));
    r > 180 && r - g > 100 && r - b > 100
}

const GAME: &str = "h8 i9 j10 k11 a1";

#[test]
fn draw_starts_with_a_clear_and_the_wood() {
    let l = Layout::new(800.0, 600.0, 15, false);
    let theme = Theme::default();
    let rec = render(&l, &[], &theme, &Opts::default());
    assert_eq!(rec.ops[0], Op::Clear(800.0, 600.0));
    match &rec.ops[1] {
        Op::Rect(x, y, w, h, c) => {
            assert_eq!((*x, *y, *w, *h), (100.0, 0.0, 600.0, 600.0));
            assert_eq!(c, &theme.board);
        }
        other => panic!("expected the wood, got {other:?}"),
    }
    // An empty board has no stones, text, rings or red marks.
    assert!(rec.stones().is_empty());
    assert!(rec.texts().is_empty());
    assert!(rec.rings().is_empty());
    assert!(rec.segments().iter().all(|(_, _, c)| c == &theme.line));
}

#[test]
fn one_stone_per_move_with_the_right_colour_and_centre() {
    let l = Layout::new(600.0, 600.0, 15, false);
    let theme = Theme::default();
    let stones = stones_of(GAME, 15);
    let rec = render(&l, &stones, &theme, &Opts::default());
    let drawn = rec.stones();
    assert_eq!(drawn.len(), stones.len());
    for (s, (x, y, r, color, fill, alpha)) in stones.iter().zip(&drawn) {
        let (cx, cy) = l.center(s.point);
        assert!(close(*x, cx) && close(*y, cy), "{s:?}");
        assert_eq!(*color, s.color);
        let want = match s.color {
            Color::Black => &theme.black,
            Color::White => &theme.white,
        };
        assert_eq!(fill, want);
        assert_eq!(*alpha, 1.0);
        // A stone is a little under half a cell so neighbours do not touch.
        assert!(*r < l.cell / 2.0 && *r > l.cell * 0.4, "radius {r}");
    }
    // No numbers unless asked; no rings without a winning line.
    assert!(rec.texts().is_empty());
    assert!(rec.rings().is_empty());
}

#[test]
fn custom_theme_colours_are_used() {
    let l = Layout::new(600.0, 600.0, 15, false);
    let theme = Theme {
        board: "wheat".into(),
        line: "navy".into(),
        black: "rgb(1, 2, 3)".into(),
        white: "ivory".into(),
        accent: "lime".into(),
    };
    let stones = stones_of(GAME, 15);
    let rec = render(
        &l,
        &stones,
        &theme,
        &Opts {
            last_move: true,
            ..Opts::default()
        },
    );
    assert!(matches!(&rec.ops[1], Op::Rect(_, _, _, _, c) if c == "wheat"));
    let fills: Vec<String> = rec.stones().into_iter().map(|s| s.4).collect();
    assert_eq!(
        fills,
        [
            "rgb(1, 2, 3)",
            "ivory",
            "rgb(1, 2, 3)",
            "ivory",
            "rgb(1, 2, 3)"
        ]
    );
    assert!(rec.segments().iter().all(|(_, _, c)| c == "navy"));
    assert!(rec.discs().iter().any(|d| d.3 == "lime"));
}

#[test]
fn winning_rings_only_with_a_winning_line() {
    let l = Layout::new(600.0, 600.0, 15, false);
    let theme = Theme::default();
    let stones = stones_of("h8 a1 i8 a3 j8 a5 k8 a7 l8", 15);
    let winning = parse_record("h8 i8 j8 k8 l8", 15).unwrap();
    let rec = render(
        &l,
        &stones,
        &theme,
        &Opts {
            winning: winning.clone(),
            ..Opts::default()
        },
    );
    let rings = rec.rings();
    assert_eq!(rings.len(), 5);
    for (p, (x, y, r, c)) in winning.iter().zip(&rings) {
        let (cx, cy) = l.center(*p);
        assert!(close(*x, cx) && close(*y, cy));
        assert_eq!(c, &theme.accent);
        assert!(*r > 0.0 && *r <= l.stone_radius());
    }
    let none = render(&l, &stones, &theme, &Opts::default());
    assert!(none.rings().is_empty());
}

#[test]
fn preview_stone_is_translucent_at_the_pointer() {
    let l = Layout::new(600.0, 600.0, 15, false);
    let theme = Theme::default();
    let stones = stones_of(GAME, 15);
    let p = pt("c3", 15);
    let rec = render(
        &l,
        &stones,
        &theme,
        &Opts {
            preview: Some((p, Color::White)),
            ..Opts::default()
        },
    );
    let drawn = rec.stones();
    assert_eq!(drawn.len(), stones.len() + 1);
    let (x, y, _, color, fill, alpha) = drawn.last().unwrap().clone();
    let (cx, cy) = l.center(p);
    assert!(close(x, cx) && close(y, cy));
    assert_eq!(color, Color::White);
    assert_eq!(fill, theme.white);
    assert!(alpha > 0.1 && alpha < 0.9, "preview alpha {alpha}");
    // The real stones stay opaque.
    assert!(drawn[..stones.len()].iter().all(|s| s.5 == 1.0));
}

#[test]
fn ghosts_are_translucent_and_labelled() {
    let l = Layout::new(600.0, 600.0, 15, false);
    let theme = Theme::default();
    let ghosts = vec![
        Ghost {
            point: pt("c3", 15),
            color: Color::Black,
            label: 1,
        },
        Ghost {
            point: pt("d4", 15),
            color: Color::White,
            label: 2,
        },
    ];
    let rec = render(
        &l,
        &[],
        &theme,
        &Opts {
            ghosts: ghosts.clone(),
            ..Opts::default()
        },
    );
    let drawn = rec.stones();
    assert_eq!(drawn.len(), 2);
    assert!(drawn.iter().all(|s| s.5 > 0.0 && s.5 < 1.0));
    let labels: Vec<String> = rec.texts().into_iter().map(|t| t.2).collect();
    assert_eq!(labels, ["1", "2"]);
}

#[test]
fn forbidden_marks_are_red_crosses_only_when_there_are_forbidden_points() {
    let l = Layout::new(600.0, 600.0, 15, false);
    let theme = Theme::default();
    let stones = stones_of(GAME, 15);
    let forbidden = parse_record("c3 m13", 15).unwrap();
    let rec = render(
        &l,
        &stones,
        &theme,
        &Opts {
            forbidden: forbidden.clone(),
            ..Opts::default()
        },
    );
    let red: Vec<_> = rec
        .segments()
        .into_iter()
        .filter(|(_, _, c)| c != &theme.line)
        .collect();
    assert_eq!(red.len(), 1, "one red path for all marks");
    let (segs, width, color) = &red[0];
    assert!(is_red(color), "{color} is not red");
    assert!(*width >= 1.0);
    assert_eq!(segs.len(), 2 * forbidden.len());
    // Each pair crosses on its point and stays inside the point's cell.
    for (p, pair) in forbidden.iter().zip(segs.chunks(2)) {
        let (cx, cy) = l.center(*p);
        for &(x1, y1, x2, y2) in pair {
            assert!(close((x1 + x2) / 2.0, cx) && close((y1 + y2) / 2.0, cy));
            assert!((x1 - x2).abs() < l.cell / 2.0 && (y1 - y2).abs() < l.cell / 2.0);
            assert!(
                (x1 - x2).abs() > 0.0 && (y1 - y2).abs() > 0.0,
                "diagonal strokes"
            );
        }
    }
    // Red stays red with a theme whose accent is not red.
    let blue = Theme {
        accent: "#0000ff".into(),
        ..Theme::default()
    };
    let rec = render(
        &l,
        &stones,
        &blue,
        &Opts {
            forbidden,
            ..Opts::default()
        },
    );
    assert!(rec
        .segments()
        .iter()
        .any(|(_, _, c)| c != &blue.line && is_red(c)));
    // Without forbidden points only grid lines are stroked.
    let rec = render(&l, &stones, &theme, &Opts::default());
    assert!(rec.segments().iter().all(|(_, _, c)| c == &theme.line));
}

#[test]
fn move_numbers_are_written_on_the_stones_when_on() {
    let l = Layout::new(600.0, 600.0, 15, false);
    let theme = Theme::default();
    let stones = stones_of(GAME, 15);
    let rec = render(
        &l,
        &stones,
        &theme,
        &Opts {
            move_numbers: true,
            ..Opts::default()
        },
    );
    let texts = rec.texts();
    assert_eq!(texts.len(), stones.len());
    for (s, (x, y, t, ink)) in stones.iter().zip(&texts) {
        let (cx, cy) = l.center(s.point);
        assert!(close(*x, cx) && close(*y, cy));
        assert_eq!(t, &s.number.to_string());
        // Readable: the ink is the other side's colour.
        let other = match s.color {
            Color::Black => &theme.white,
            Color::White => &theme.black,
        };
        assert_eq!(ink, other);
    }
    let off = render(&l, &stones, &theme, &Opts::default());
    assert!(off.texts().is_empty());
}

#[test]
fn last_move_marker_is_a_small_accent_disc_when_on() {
    let l = Layout::new(600.0, 600.0, 15, false);
    let theme = Theme::default();
    let stones = stones_of(GAME, 15);
    let last = stones.last().unwrap().point;
    let (lx, ly) = l.center(last);
    let on = render(
        &l,
        &stones,
        &theme,
        &Opts {
            last_move: true,
            ..Opts::default()
        },
    );
    let accent: Vec<_> = on
        .discs()
        .into_iter()
        .filter(|d| d.3 == theme.accent)
        .collect();
    assert_eq!(accent.len(), 1);
    let (x, y, r, _) = accent[0].clone();
    assert!(close(x, lx) && close(y, ly));
    assert!(r > 0.0 && r < l.stone_radius() / 2.0, "marker radius {r}");
    // Drawn after the last stone, so it shows on top of it.
    let marker_at = on
        .ops
        .iter()
        .position(|op| matches!(op, Op::Disc(_, _, _, c) if c == &theme.accent))
        .unwrap();
    let last_stone_at = on
        .ops
        .iter()
        .rposition(|op| matches!(op, Op::Stone(..)))
        .unwrap();
    assert!(marker_at > last_stone_at);

    let off = render(&l, &stones, &theme, &Opts::default());
    assert!(off.discs().iter().all(|d| d.3 != theme.accent));
    // Nothing to mark on an empty board.
    let empty = render(
        &l,
        &[],
        &theme,
        &Opts {
            last_move: true,
            ..Opts::default()
        },
    );
    assert!(empty.discs().iter().all(|d| d.3 != theme.accent));
}

#[test]
fn coordinates_are_written_only_when_on() {
    let theme = Theme::default();
    let l = Layout::new(600.0, 600.0, 15, true);
    let rec = render(
        &l,
        &[],
        &theme,
        &Opts {
            coordinates: true,
            ..Opts::default()
        },
    );
    let texts = rec.texts();
    assert_eq!(texts.len(), 30);
    let letters: Vec<_> = texts
        .iter()
        .filter(|t| t.2.chars().all(|c| c.is_ascii_lowercase()))
        .collect();
    let numbers: Vec<_> = texts
        .iter()
        .filter(|t| t.2.chars().all(|c| c.is_ascii_digit()))
        .collect();
    assert_eq!(letters.len(), 15);
    assert_eq!(numbers.len(), 15);
    let mut got: Vec<&str> = letters.iter().map(|t| t.2.as_str()).collect();
    got.sort();
    assert_eq!(
        got,
        "abcdefghijklmno"
            .chars()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
    );
    for t in &texts {
        assert_eq!(t.3, theme.line);
    }
    // Each letter is under its column, below the grid; each number beside its row, left of the grid.
    let bottom = l.top + 14.0 * l.cell;
    for t in &letters {
        let p = pt(&format!("{}1", t.2), 15);
        let (cx, _) = l.center(p);
        assert!(close(t.0, cx), "letter {} at x {}", t.2, t.0);
        assert!(t.1 > bottom && t.1 < 600.0, "letter {} at y {}", t.2, t.1);
    }
    for t in &numbers {
        let p = pt(&format!("a{}", t.2), 15);
        let (_, cy) = l.center(p);
        assert!(close(t.1, cy), "row {} at y {}", t.2, t.1);
        assert!(t.0 < l.left && t.0 > 0.0, "row {} at x {}", t.2, t.0);
    }
    let mut rows: Vec<usize> = numbers.iter().map(|t| t.2.parse().unwrap()).collect();
    rows.sort();
    assert_eq!(rows, (1..=15).collect::<Vec<_>>());

    let off = render(&l, &[], &theme, &Opts::default());
    assert!(off.texts().is_empty());
}

#[test]
fn star_points_are_drawn_on_their_intersections() {
    let l = Layout::new(600.0, 600.0, 15, false);
    let theme = Theme::default();
    let rec = render(&l, &[], &theme, &Opts::default());
    let dots = rec.discs();
    assert_eq!(dots.len(), 5);
    for p in star_points(15) {
        let (cx, cy) = l.center(p);
        assert!(
            dots.iter()
                .any(|d| (d.0 - cx).abs() <= 0.5 + EPS && (d.1 - cy).abs() <= 0.5 + EPS),
            "no dot at {p:?}"
        );
    }
}

/// All grid segments: (vertical x positions, horizontal y positions) with their widths.
fn grid_lines(rec: &Recorder, theme: &Theme) -> Vec<(f64, f64, f64, f64, f64)> {
    rec.segments()
        .into_iter()
        .filter(|(_, _, c)| c == &theme.line)
        .flat_map(|(segs, w, _)| segs.into_iter().map(move |s| (s.0, s.1, s.2, s.3, w)))
        .collect()
}

#[test]
fn grid_has_a_line_through_every_row_and_column() {
    for (w, h, size, ratio) in [
        (600.0, 600.0, 15, 1.0),
        (613.0, 587.0, 19, 1.0),
        (1200.0, 1200.0, 15, 2.0),
        (917.0, 917.0, 9, 1.5),
    ] {
        let l = Layout::new(w, h, size, false);
        let theme = Theme::default();
        let rec = render(
            &l,
            &[],
            &theme,
            &Opts {
                pixel_ratio: ratio,
                ..Opts::default()
            },
        );
        let lines = grid_lines(&rec, &theme);
        let first = l.left;
        let last = l.left + (size - 1) as f64 * l.cell;
        let (top, bottom) = (l.top, l.top + (size - 1) as f64 * l.cell);
        for i in 0..size {
            let (cx, cy) = l.center(Point::new(i, i));
            // A vertical line near column i spanning the grid, and a horizontal one near row i.
            assert!(
                lines.iter().any(|&(x1, y1, x2, y2, _)| x1 == x2
                    && (x1 - cx).abs() <= 1.0
                    && y1.min(y2) <= top + 1.0
                    && y1.max(y2) >= bottom - 1.0),
                "no column line {i} on {w}x{h}/{size}"
            );
            assert!(
                lines.iter().any(|&(x1, y1, x2, y2, _)| y1 == y2
                    && (y1 - cy).abs() <= 1.0
                    && x1.min(x2) <= first + 1.0
                    && x1.max(x2) >= last - 1.0),
                "no row line {i} on {w}x{h}/{size}"
            );
        }
    }
}

#[test]
fn hairlines_are_crisp_at_pixel_ratio_1() {
    for (w, h, size) in [(600.0, 600.0, 15), (613.0, 587.0, 19), (333.0, 333.0, 7)] {
        let l = Layout::new(w, h, size, false);
        let theme = Theme::default();
        let rec = render(&l, &[], &theme, &Opts::default());
        let lines = grid_lines(&rec, &theme);
        let hair: Vec<_> = lines.iter().filter(|s| s.4 == 1.0).collect();
        assert!(
            hair.len() >= 2 * (size - 2),
            "{w}x{h}/{size}: {} hairlines",
            hair.len()
        );
        for &&(x1, y1, x2, y2, _) in &hair {
            // The coordinate across the line sits on a pixel centre.
            let across = if x1 == x2 { x1 } else { y1 };
            assert!(x1 == x2 || y1 == y2, "grid segments are straight");
            assert_eq!(
                across.fract(),
                0.5,
                "hairline at {across} on {w}x{h}/{size}"
            );
        }
        // Thicker lines (an even number of pixels) sit on pixel edges; the border is one.
        let thick: Vec<_> = lines.iter().filter(|s| s.4 != 1.0).collect();
        assert!(
            thick.len() >= 4,
            "{w}x{h}/{size}: {} thicker lines",
            thick.len()
        );
        for &&(x1, y1, x2, _, width) in &thick {
            let across = if x1 == x2 { x1 } else { y1 };
            if width.round() as i64 % 2 == 0 {
                assert_eq!(across.fract(), 0.0, "{width}px line at {across}");
            } else {
                assert_eq!(across.fract(), 0.5, "{width}px line at {across}");
            }
        }
    }
}

#[test]
fn lines_stay_crisp_at_pixel_ratio_2() {
    let l = Layout::new(1234.0, 1234.0, 15, false);
    let theme = Theme::default();
    let rec = render(
        &l,
        &[],
        &theme,
        &Opts {
            pixel_ratio: 2.0,
            ..Opts::default()
        },
    );
    let lines = grid_lines(&rec, &theme);
    assert!(!lines.is_empty());
    for &(x1, y1, x2, _, width) in &lines {
        assert_eq!(width.fract(), 0.0, "whole device pixels");
        assert!(width >= 2.0);
        let across = if x1 == x2 { x1 } else { y1 };
        assert_eq!(across.fract(), 0.0, "{width}px line at {across}");
    }
}

#[test]
fn keyboard_cursor_is_drawn_in_the_accent_around_its_point() {
    let l = Layout::new(600.0, 600.0, 15, false);
    let theme = Theme::default();
    let p = pt("h8", 15);
    let rec = render(
        &l,
        &[],
        &theme,
        &Opts {
            cursor: Some(p),
            ..Opts::default()
        },
    );
    let accent: Vec<_> = rec
        .segments()
        .into_iter()
        .filter(|(_, _, c)| c == &theme.accent)
        .collect();
    assert_eq!(accent.len(), 1);
    let (cx, cy) = l.center(p);
    for &(x1, y1, x2, y2) in &accent[0].0 {
        for (x, y) in [(x1, y1), (x2, y2)] {
            assert!((x - cx).abs() <= l.cell / 2.0 + EPS && (y - cy).abs() <= l.cell / 2.0 + EPS);
        }
    }
    let none = render(&l, &[], &theme, &Opts::default());
    assert!(none.segments().iter().all(|(_, _, c)| c != &theme.accent));
}

#[test]
fn with_move_numbers_the_last_move_is_marked_by_an_accent_number() {
    let l = Layout::new(600.0, 600.0, 15, false);
    let theme = Theme::default();
    let stones = stones_of(GAME, 15);
    let rec = render(
        &l,
        &stones,
        &theme,
        &Opts {
            move_numbers: true,
            last_move: true,
            ..Opts::default()
        },
    );
    let texts = rec.texts();
    assert_eq!(texts.len(), stones.len());
    let inks: Vec<bool> = texts.iter().map(|t| t.3 == theme.accent).collect();
    assert_eq!(inks, [false, false, false, false, true]);
    assert_eq!(texts.last().unwrap().2, "5");
}

#[test]
fn coordinates_on_the_largest_board() {
    let l = Layout::new(900.0, 900.0, 26, true);
    let theme = Theme::default();
    let rec = render(
        &l,
        &[],
        &theme,
        &Opts {
            coordinates: true,
            ..Opts::default()
        },
    );
    let texts: Vec<String> = rec.texts().into_iter().map(|t| t.2).collect();
    assert_eq!(texts.len(), 52);
    assert!(texts.iter().any(|t| t == "z"));
    assert!(texts.iter().any(|t| t == "26"));
    assert!(!texts.iter().any(|t| t == "27" || t == "0"));
}

#[test]
fn degenerate_canvases_draw_without_panicking() {
    let theme = Theme::default();
    let stones = stones_of(GAME, 15);
    for (w, h) in [(0.0, 0.0), (1.0, 1.0), (0.0, 500.0), (f64::NAN, 100.0)] {
        let l = Layout::new(w, h, 15, true);
        let rec = render(
            &l,
            &stones,
            &theme,
            &Opts {
                coordinates: true,
                move_numbers: true,
                last_move: true,
                winning: vec![pt("h8", 15)],
                forbidden: vec![pt("c3", 15)],
                preview: Some((pt("d4", 15), Color::Black)),
                cursor: Some(pt("e5", 15)),
                ..Opts::default()
            },
        );
        assert_eq!(rec.stones().len(), stones.len() + 1);
    }
}

#[test]
fn the_review_graph_marks_the_move_shown_apart_from_the_blunders() {
    let theme = Theme::default();
    let rates = [0.5, 0.55, 0.2, 0.25];
    let classes = [
        MoveClass::Best,
        MoveClass::Good,
        MoveClass::Blunder,
        MoveClass::Best,
    ];
    let layout = GraphLayout::new(300.0, 100.0, 1.0, rates.len());
    let mut rec = Recorder::default();
    let graph = Graph {
        rates: &rates,
        classes: &classes,
        shown: 2,
        theme: &theme,
        pixel_ratio: 1.0,
    };
    draw_graph(&mut rec, &layout, &graph);
    let blunder = MoveClass::Blunder.color();
    // Only the blunder (move 3) is in the blunder's red; the move shown (move 2) has a ring
    // and a line in the grid's colour, not the accent (red by default too).
    let red_discs: Vec<f64> = rec
        .discs()
        .iter()
        .filter(|d| d.3 == blunder || d.3 == theme.accent)
        .map(|d| d.0)
        .collect();
    assert_eq!(red_discs, vec![layout.x_of(3)]);
    let rings = rec.rings();
    assert_eq!(rings.len(), 1);
    assert_eq!(
        (rings[0].0, rings[0].3.as_str()),
        (layout.x_of(2), theme.line.as_str())
    );
    let red_lines = rec
        .ops
        .iter()
        .any(|op| matches!(op, Op::Segments(_, _, c) if *c == theme.accent || c == blunder));
    assert!(!red_lines, "no line in red");
}

#[test]
fn a_graph_handed_to_the_pictures_module_as_numbers_paints_the_same() {
    let theme = Theme {
        board: "#123456".into(),
        ..Theme::default()
    };
    let rates = [0.5, 0.9, 0.2];
    let classes = [MoveClass::Best, MoveClass::Inaccuracy, MoveClass::Blunder];
    let graph = Graph {
        rates: &rates,
        classes: &classes,
        shown: 2,
        theme: &theme,
        pixel_ratio: 2.0,
    };
    let named: Vec<String> = colours(&theme).map(String::from).to_vec();
    let numbers = GraphFrame::encode(&graph);
    let frame = GraphFrame::decode(&numbers, &named).expect("what encode wrote");
    let layout = GraphLayout::new(600.0, 200.0, 2.0, rates.len());
    let (mut here, mut there) = (Recorder::default(), Recorder::default());
    draw_graph(&mut here, &layout, &graph);
    draw_graph(&mut there, &layout, &frame.graph());
    assert_eq!(here.ops, there.ops);
    assert!(here.ops.contains(&Op::Clear(600.0, 200.0)));
    // Numbers encode cannot have written are refused.
    let refused = |edit: &dyn Fn(&mut Vec<f64>)| {
        let mut n = numbers.clone();
        edit(&mut n);
        GraphFrame::decode(&n, &named).is_none()
    };
    assert!(refused(&|n| n.push(0.0)), "one number too many");
    assert!(refused(&|n| {
        n.pop();
    }));
    assert!(refused(&|n| n[3] = 1.5), "a rate above 1");
    assert!(refused(&|n| *n.last_mut().unwrap() = 5.0), "no sixth class");
    assert!(refused(&|n| n[0] = 0.0), "no pixel ratio");
    assert!(
        GraphFrame::decode(&numbers, &named[..4]).is_none(),
        "four colours"
    );
}

#[test]
fn the_graph_before_a_review_is_its_frame_alone() {
    let theme = Theme::default();
    let graph = Graph {
        rates: &[],
        classes: &[],
        shown: 3,
        theme: &theme,
        pixel_ratio: 1.0,
    };
    let layout = GraphLayout::new(300.0, 100.0, 1.0, 0);
    let (mut whole, mut empty) = (Recorder::default(), Recorder::default());
    draw_graph(&mut whole, &layout, &graph);
    draw_empty_graph(&mut empty, &layout, &theme, 1.0);
    assert_eq!(whole.ops, empty.ops);
    assert!(whole.discs().is_empty() && whole.rings().is_empty());
    // The wood, then the dashed 50% line and the frame in the grid's colour.
    assert_eq!(
        whole.ops[1],
        Op::Rect(0.0, 0.0, 300.0, 100.0, theme.board.clone())
    );
    let lines = whole
        .ops
        .iter()
        .filter(|op| matches!(op, Op::Segments(_, _, c) if *c == theme.line))
        .count();
    assert_eq!(lines, 2);
}
