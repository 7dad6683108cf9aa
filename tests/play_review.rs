#![cfg(not(target_arch = "wasm32"))]
//! A review's arithmetic: each move's class from the searches before and after it (proofs
//! first, then the loss), each side's accuracy, and the review of a whole game.

use gomoku::game::{Color, Move, Point};
use gomoku::play::{
    accuracy, by_loss, classify, move_accuracy, After, Ended, Grades, Review, Searched, Searches,
    BLUNDER, INACCURACY, MISTAKE,
};
use gomoku::view::MoveClass;

const PLAYED: Point = Point { x: 7, y: 7 };
const OTHER: Point = Point { x: 8, y: 8 };

fn searched(win_rate: f64, best: Point) -> Searched {
    Searched {
        win_rate,
        best,
        wins: win_rate == 1.0,
        loses: win_rate == 0.0,
    }
}

/// The position after the move, from the mover's side, without a proof either way.
fn after(win_rate: f64) -> After {
    After {
        win_rate,
        wins: false,
        loses: false,
    }
}

#[test]
fn the_loss_decides_the_class_at_its_thresholds() {
    assert_eq!(by_loss(0.0), MoveClass::Best);
    assert_eq!(by_loss(0.02), MoveClass::Best, "as good as the best");
    assert_eq!(by_loss(0.05), MoveClass::Good);
    assert_eq!(by_loss(INACCURACY), MoveClass::Inaccuracy);
    assert_eq!(by_loss(0.19), MoveClass::Inaccuracy);
    assert_eq!(by_loss(MISTAKE), MoveClass::Mistake);
    assert_eq!(by_loss(BLUNDER), MoveClass::Blunder);
    assert_eq!(by_loss(0.9), MoveClass::Blunder);
    let before = searched(0.6, OTHER);
    assert_eq!(
        classify(PLAYED, &before, &after(0.45)),
        MoveClass::Inaccuracy
    );
    assert_eq!(classify(PLAYED, &before, &after(0.25)), MoveClass::Blunder);
    assert_eq!(
        classify(PLAYED, &before, &after(0.7)),
        MoveClass::Best,
        "a move that does better than the engine thought loses nothing"
    );
}

#[test]
fn the_engines_own_move_is_never_worse_than_best() {
    // A short search before the move saw nothing; the search after it finds the opponent's
    // win: the position was lost already, whatever the engine played.
    let before = searched(0.55, PLAYED);
    let lost = After {
        win_rate: 0.0,
        wins: false,
        loses: true,
    };
    assert_eq!(classify(PLAYED, &before, &lost), MoveClass::Best);
    assert_eq!(classify(PLAYED, &before, &after(0.1)), MoveClass::Best);
}

#[test]
fn giving_up_a_proven_win_is_a_blunder_whatever_the_numbers() {
    let won = searched(1.0, OTHER);
    // 0.85 after a proven win is a loss of 0.15 (an inaccuracy by the numbers), but the
    // opponent's search sees a live game: the win is gone.
    assert_eq!(classify(PLAYED, &won, &after(0.85)), MoveClass::Blunder);
    // Another way to win, proven again after the move: as good as the best.
    let still_won = After {
        win_rate: 1.0,
        wins: true,
        loses: false,
    };
    assert_eq!(classify(PLAYED, &won, &still_won), MoveClass::Best);
    // Not proven again by a short search, but the mover still wins by the engine's estimate:
    // no blunder, only what the numbers say.
    assert_eq!(classify(PLAYED, &won, &after(0.95)), MoveClass::Good);
}

#[test]
fn walking_into_a_proven_loss_is_a_blunder_but_a_lost_position_stays_lost() {
    let lost_after = After {
        win_rate: 0.0,
        wins: false,
        loses: true,
    };
    // Only 0.08 lost by the numbers, but a position that was not lost became a proven loss.
    let poor = searched(0.08, OTHER);
    assert_eq!(classify(PLAYED, &poor, &lost_after), MoveClass::Blunder);
    // Lost before the move already: nothing was given away.
    let lost = searched(0.0, OTHER);
    assert_eq!(classify(PLAYED, &lost, &lost_after), MoveClass::Best);
}

#[test]
fn accuracy_is_100_for_perfect_play_and_weighs_the_worst_moves() {
    assert_eq!(move_accuracy(0.0), 100.0);
    assert_eq!(move_accuracy(1.0), 1.0, "even the worst move scores 1");
    assert!(move_accuracy(0.1) < move_accuracy(0.05));
    assert_eq!(accuracy(&[]), None, "a side without moves has none");
    assert_eq!(accuracy(&[0.0; 20]), Some(100.0));
    let one_blunder: Vec<f64> = std::iter::once(0.5).chain([0.0; 19]).collect();
    let small_slips = [0.03; 20];
    let a = accuracy(&one_blunder).expect("moves");
    let b = accuracy(&small_slips).expect("moves");
    assert!(
        (60.0..90.0).contains(&a),
        "one blunder in 20 moves shows: {a}"
    );
    assert!(b > a, "twenty small slips ({b}) beat one blunder ({a})");
    let worse: Vec<f64> = std::iter::once(0.8).chain([0.0; 19]).collect();
    assert!(accuracy(&worse).expect("moves") < a);
    assert_eq!(a, (a * 10.0).round() / 10.0, "rounded to a tenth");
}

fn moves(points: &[(usize, usize)]) -> Vec<Move> {
    points
        .iter()
        .enumerate()
        .map(|(i, &(x, y))| Move {
            point: Point::new(x, y),
            color: if i % 2 == 0 {
                Color::Black
            } else {
                Color::White
            },
            number: i + 1,
        })
        .collect()
}

#[test]
fn a_game_is_reviewed_move_by_move_from_the_searches_of_its_positions() {
    // h8 (black), i9 (white), g7 (black); four positions searched, the last one for white,
    // who stands at 0.85 after black's g7 where i7 kept black at 0.5.
    let game = moves(&[(7, 7), (8, 6), (6, 8)]);
    let s = [
        searched(0.55, Point::new(7, 7)),
        searched(0.5, Point::new(8, 6)),
        searched(0.5, Point::new(8, 8)),
        searched(0.85, Point::new(5, 9)),
    ];
    let r = Review::of(&game, 15, &s, None).expect("every position searched");
    assert_eq!(r.moves.len(), 3);
    let first = &r.moves[0];
    assert_eq!((first.number, first.mv.name.as_str()), (1, "h8"));
    assert_eq!((first.win_rate_before, first.win_rate_after), (0.55, 0.5));
    assert_eq!(first.best.name, "h8");
    assert_eq!(first.class, MoveClass::Best, "the engine's move");
    let third = &r.moves[2];
    assert_eq!(third.mv.color, "black");
    assert_eq!(third.best.name, "i7");
    assert!((third.win_rate_after - 0.15).abs() < 1e-9);
    assert!((third.loss - 0.35).abs() < 1e-9);
    assert_eq!(third.class, MoveClass::Blunder);
    assert_eq!(r.summary.black.blunders, 1);
    assert_eq!(r.summary.white.blunders, 0);
    assert_eq!(r.summary.white.accuracy, Some(100.0));
    let rates = r.black_rates();
    assert!((rates[0] - 0.5).abs() < 1e-9 && (rates[1] - 0.5).abs() < 1e-9);
    assert!(
        (rates[2] - 0.15).abs() < 1e-9,
        "black's share after its blunder"
    );
    assert!(
        Review::of(&game, 15, &s[..3], None).is_none(),
        "a search missing"
    );
}

#[test]
fn the_winning_move_of_a_finished_game_is_reviewed_without_a_search_after_it() {
    let game = moves(&[(7, 7), (0, 0)]);
    let s = [
        searched(0.6, Point::new(7, 7)),
        searched(0.0, Point::new(1, 1)),
    ];
    let r = Review::of(&game, 15, &s, Some(Ended::Won(Color::White))).expect("review");
    let last = &r.moves[1];
    assert_eq!((last.win_rate_before, last.win_rate_after), (0.0, 1.0));
    assert_eq!(last.loss, 0.0);
    let drawn = Review::of(&game, 15, &s, Some(Ended::Drawn)).expect("review");
    assert_eq!(drawn.moves[1].win_rate_after, 0.5);
}

#[test]
fn searches_and_grades_cross_to_the_grading_module_and_back_as_numbers() {
    let game = moves(&[(7, 7), (8, 6), (6, 8)]);
    let searches = Searches {
        moves: game.clone(),
        size: 15,
        searched: vec![
            searched(0.55, Point::new(7, 7)),
            searched(1.0, Point::new(8, 6)),
            searched(0.5, Point::new(8, 8)),
        ],
        ended: Some(Ended::Won(Color::Black)),
    };
    let numbers = searches.encode();
    let back = Searches::decode(&numbers).expect("what encode wrote");
    assert_eq!(back, searches);
    let review = back.review().expect("every position searched");
    assert_eq!(
        review,
        Review::of(&game, 15, &searches.searched, searches.ended).unwrap()
    );
    // What the board keeps: black's share, the class and the best move of each move.
    let grades = Grades::of(&review);
    assert_eq!(
        Grades::decode(&grades.encode(), 3, 15),
        Some(grades.clone())
    );
    let third = grades.0[2];
    assert_eq!((third.black_rate, third.best), (1.0, Point::new(8, 8)));
    assert_eq!(third.class, review.moves[2].class);
    // Numbers that encode cannot have written are refused, and grades of another length.
    assert_eq!(Grades::decode(&grades.encode(), 2, 15), None);
    assert_eq!(
        Grades::decode(&grades.encode(), 3, 7),
        None,
        "i7 is off a 7x7 board"
    );
    let mut longer = numbers.clone();
    longer.push(0.0);
    assert_eq!(Searches::decode(&longer), None);
    assert_eq!(Searches::decode(&numbers[..numbers.len() - 1]), None);
    let mut off = numbers.clone();
    off[3] = 15.0;
    assert_eq!(Searches::decode(&off), None, "a move off the board");
}
