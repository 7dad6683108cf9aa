#![cfg(not(target_arch = "wasm32"))]
//! `view::snapshot`: the position a picture shows, as the board hands it to the pictures module
//! (numbers and colours) and as the module reads it back; anything else is refused, never a panic.

use gomoku::game::{Color, Config, Game, Point, Rule};
use gomoku::view::snapshot::{colours, encode};
use gomoku::view::{Ghost, Picture, Scene, Snapshot, Theme};

fn renju(record: &str) -> Game {
    let mut g = Game::try_new(Config {
        rule: Rule::Renju,
        size: 15,
        ..Config::default()
    })
    .unwrap();
    g.load(record).unwrap();
    g
}

fn picture() -> Picture {
    Picture {
        size: 300,
        delay: 120,
        ..Picture::default()
    }
}

fn owned(c: [&str; 5]) -> Vec<String> {
    c.map(String::from).to_vec()
}

#[test]
fn a_scene_comes_back_whole_with_the_pictures_side_and_delay() {
    // Black to move in renju with forbidden points, plus every overlay a scene can carry.
    let g = renju("h8a1i9a3g9a5h10a7");
    assert!(!g.forbidden().is_empty(), "the position has fouls to carry");
    let theme = Theme {
        board: "rgb(10, 20, 30)".into(),
        line: "#fff".into(),
        black: "hsl(0 0% 5%)".into(),
        white: "white".into(),
        accent: "var(--x, red)".into(),
    };
    let ghosts = [
        Ghost {
            point: Point::new(3, 4),
            color: Color::Black,
            label: 1,
        },
        Ghost {
            point: Point::new(14, 0),
            color: Color::White,
            label: 2,
        },
    ];
    let scene = Scene {
        preview: Some((Point::new(0, 14), Color::White)),
        cursor: Some(Point::new(14, 14)),
        ghosts: &ghosts,
        coordinates: false,
        move_numbers: true,
        last_move: false,
        pixel_ratio: 1.5,
        ..Scene::from_game(&g, &theme)
    };
    let numbers = encode(&scene, 15, &picture());
    let (pic, snapshot) = Snapshot::decode(&numbers, &owned(colours(&theme))).expect("readable");
    assert_eq!((pic.size, pic.delay), (300, 120));
    assert_eq!(snapshot.size, 15);
    assert_eq!(format!("{:?}", snapshot.scene()), format!("{scene:?}"));
}

#[test]
fn a_won_game_and_an_empty_board_come_back_too() {
    let theme = Theme::default();
    let mut won = Game::try_new(Config {
        size: 9,
        ..Config::default()
    })
    .unwrap();
    won.load("a1b1a2b2a3b3a4b4a5").unwrap();
    let empty = Game::try_new(Config::default()).unwrap();
    for (g, size) in [(&won, 9), (&empty, 15)] {
        let scene = Scene::from_game(g, &theme);
        let numbers = encode(&scene, size, &Picture::default());
        let (pic, snapshot) = Snapshot::decode(&numbers, &owned(colours(&theme))).unwrap();
        assert_eq!(pic, Picture::default());
        assert_eq!(format!("{:?}", snapshot.scene()), format!("{scene:?}"));
    }
    let scene = Scene::from_game(&won, &theme);
    assert_eq!(scene.winning.len(), 5, "the winning line is carried");
}

#[test]
fn anything_the_board_cannot_have_written_is_refused() {
    let g = renju("h8i9j10");
    let theme = Theme::default();
    let good = encode(&Scene::from_game(&g, &theme), 15, &picture());
    let colours = owned(colours(&theme));
    assert!(Snapshot::decode(&good, &colours).is_some());
    // Every shorter message, and one number too many.
    for n in 0..good.len() {
        assert!(
            Snapshot::decode(&good[..n], &colours).is_none(),
            "cut at {n}"
        );
    }
    let mut long = good.clone();
    long.push(0.0);
    assert!(Snapshot::decode(&long, &colours).is_none());
    // Each number in turn made a fraction, negative, huge or not a number.
    for i in 0..good.len() {
        for bad in [0.5, -1.0, 1e9, f64::NAN, f64::INFINITY] {
            let mut m = good.clone();
            m[i] = bad;
            // A changed count or flag may still read as another valid message; nothing panics,
            // and a point or size off the board never decodes.
            let _ = Snapshot::decode(&m, &colours);
        }
    }
    let off_board = {
        let mut m = good.clone();
        // The first stone's x (after side, delay, size, flags, ratio, preview 3, cursor 3, count).
        m[12] = 15.0;
        m
    };
    assert!(Snapshot::decode(&off_board, &colours).is_none());
    let too_big = {
        let mut m = good.clone();
        m[2] = 27.0;
        m
    };
    assert!(Snapshot::decode(&too_big, &colours).is_none());
    let tiny_picture = {
        let mut m = good.clone();
        m[0] = 10.0;
        m
    };
    assert!(Snapshot::decode(&tiny_picture, &colours).is_none());
    // Five colours, no more and no fewer.
    assert!(Snapshot::decode(&good, &colours[..4]).is_none());
    let six = [colours.clone(), vec!["red".into()]].concat();
    assert!(Snapshot::decode(&good, &six).is_none());
}
