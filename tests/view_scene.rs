#![cfg(not(target_arch = "wasm32"))]
//! `Scene::from_game`: the one conversion of a game into what is drawn, and `upto` for the
//! positions on the way (the frames of an animated picture).

use gomoku::game::{Config, Game, Point, Rule};
use gomoku::view::{Scene, Theme};

fn game(rule: Rule, record: &str) -> Game {
    let mut g = Game::try_new(Config {
        rule,
        ..Config::default()
    })
    .unwrap();
    g.load(record).unwrap();
    g
}

#[test]
fn a_won_game_shows_its_stones_and_winning_line() {
    let g = game(Rule::Freestyle, "h8a1i8a3j8a5k8a7l8");
    let theme = Theme::default();
    let scene = Scene::from_game(&g, &theme);
    assert_eq!(scene.stones, g.moves());
    assert_eq!(scene.stones[0].number, 1);
    assert_eq!(scene.winning.len(), 5);
    assert!(scene.winning.contains(&Point::new(11, 7)));
    assert!(scene.forbidden.is_empty());
    assert!(scene.coordinates && scene.last_move && !scene.move_numbers);
    assert_eq!(
        (scene.preview, scene.cursor, scene.ghosts.len()),
        (None, None, 0)
    );
    assert_eq!(scene.theme, &theme);
}

#[test]
fn the_position_shown_is_drawn_not_the_redo_tail() {
    let mut g = game(Rule::Freestyle, "h8i9j10");
    g.jump_to(1).unwrap();
    let theme = Theme::default();
    assert_eq!(Scene::from_game(&g, &theme).stones.len(), 1);
}

#[test]
fn renju_forbidden_points_are_marked_and_upto_drops_them_with_the_win() {
    // Black f8 g8 and h6 h7, white far away: h8 is a double three for black.
    let g = game(Rule::Renju, "f8a1g8a3h6a5h7a7");
    let theme = Theme::default();
    let scene = Scene::from_game(&g, &theme);
    assert!(scene.forbidden.contains(&Point::new(7, 7)));
    let early = scene.upto(3);
    assert_eq!(early.stones, &g.moves()[..3]);
    assert!(early.forbidden.is_empty() && early.winning.is_empty());
    let all = scene.upto(100);
    assert_eq!(all.stones.len(), 8);
    assert_eq!(
        all.forbidden, scene.forbidden,
        "the whole game keeps its marks"
    );

    let won = game(Rule::Freestyle, "h8a1i8a3j8a5k8a7l8");
    let scene = Scene::from_game(&won, &theme);
    assert!(scene.upto(8).winning.is_empty());
    assert_eq!(scene.upto(9).winning.len(), 5);
}
