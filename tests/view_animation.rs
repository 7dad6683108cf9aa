#![cfg(all(not(target_arch = "wasm32"), feature = "pictures"))]
//! `view::animation`: the frames of `toGif()` (the empty board, one per move, the last held
//! longer) and their encoding from the pixels the caller draws.

mod gif_info;
use gif_info::gif_info;
use gomoku::game::{Config, Game};
use gomoku::view::animation::{frames, game_gif, AnimationError, Frame};
use gomoku::view::gif::GifError;
use gomoku::view::{Picture, Scene, Theme};

const SIDE: u32 = 40;

fn game(record: &str) -> Game {
    let mut g = Game::try_new(Config::default()).unwrap();
    g.load(record).unwrap();
    g
}

fn picture(delay: u32) -> Picture {
    Picture {
        size: SIDE,
        delay,
        ..Picture::default()
    }
}

/// Draws a scene as wood with one dark square per stone, so each position has its own pixels.
fn draw(scene: &Scene<'_>, px: &mut Vec<u8>) {
    let side = SIDE as usize;
    px.clear();
    for y in 0..side {
        for x in 0..side {
            let stone = y / 4 * (side / 4) + x / 4 < scene.stones.len();
            px.extend_from_slice(if stone {
                &[20, 20, 30, 255]
            } else {
                &[220, 180, 90, 255]
            });
        }
    }
}

#[test]
fn the_frames_are_the_empty_board_then_each_move_and_the_last_is_held() {
    let plan: Vec<Frame> = frames(&picture(100), 3).collect();
    let shown: Vec<(usize, u32)> = plan.iter().map(|f| (f.moves, f.delay)).collect();
    assert_eq!(shown, [(0, 100), (1, 100), (2, 100), (3, 300)]);
    // An empty board is one frame, held.
    let empty: Vec<(usize, u32)> = frames(&picture(700), 0)
        .map(|f| (f.moves, f.delay))
        .collect();
    assert_eq!(empty, [(0, 2100)]);
}

#[test]
fn a_game_gif_has_one_frame_per_move_plus_the_empty_board() {
    let g = game("h8i8h9");
    let theme = Theme::default();
    let whole = Scene::from_game(&g, &theme);
    let mut drawn = Vec::new();
    let bytes = game_gif(&picture(100), &whole, |scene, px| {
        drawn.push((scene.stones.len(), scene.winning.len()));
        draw(scene, px);
        Ok::<(), String>(())
    })
    .expect("a GIF");
    // The final position first (it makes the palette), then the game from the empty board.
    assert_eq!(drawn, [(3, 0), (0, 0), (1, 0), (2, 0), (3, 0)]);
    let (count, size, delays) = gif_info(&bytes);
    assert_eq!(count, 4);
    assert_eq!(size, (SIDE as u16, SIDE as u16));
    assert_eq!(delays, [10, 10, 10, 30]);
}

#[test]
fn the_frames_on_the_way_to_a_win_have_no_winning_line_but_the_last_does() {
    let g = game("h8a1i8a3j8a5k8a7l8");
    let theme = Theme::default();
    let whole = Scene::from_game(&g, &theme);
    let mut winning = Vec::new();
    game_gif(&picture(50), &whole, |scene, px| {
        winning.push(scene.winning.len());
        draw(scene, px);
        Ok::<(), String>(())
    })
    .expect("a GIF");
    assert_eq!(winning.len(), 1 + 10);
    assert_eq!(winning[0], 5);
    assert!(winning[1..10].iter().all(|&w| w == 0), "{winning:?}");
    assert_eq!(winning[10], 5);
}

#[test]
fn a_drawing_failure_stops_the_gif_and_is_returned_as_it_was() {
    let g = game("h8i8");
    let theme = Theme::default();
    let whole = Scene::from_game(&g, &theme);
    let mut calls = 0;
    let result = game_gif(&picture(100), &whole, |scene, px| {
        calls += 1;
        if calls == 3 {
            return Err("the canvas is gone".to_string());
        }
        draw(scene, px);
        Ok(())
    });
    assert_eq!(
        result,
        Err(AnimationError::Render("the canvas is gone".to_string()))
    );
    assert_eq!(calls, 3);
}

#[test]
fn pixels_of_the_wrong_size_are_an_encoder_error_with_its_message() {
    let g = game("h8");
    let theme = Theme::default();
    let whole = Scene::from_game(&g, &theme);
    let result = game_gif(&picture(100), &whole, |_, px| {
        px.clear();
        px.resize(16, 0);
        Ok::<(), String>(())
    });
    let expected = (SIDE * SIDE * 4) as usize;
    let err = result.expect_err("a short frame is refused");
    assert_eq!(
        err,
        AnimationError::Gif(GifError::Buffer { expected, got: 16 })
    );
    assert_eq!(
        err.to_string(),
        format!("a frame must have {expected} bytes of RGBA pixels, got 16")
    );
}
