#![cfg(not(target_arch = "wasm32"))]
//! Point names and record strings: column letter from the left, row number from the bottom.

use gomoku::game::{format_record, parse_point, parse_record, point_name, Point, RecordError};

#[test]
fn names_on_15x15() {
    assert_eq!(point_name(Point::new(7, 7), 15), "h8");
    assert_eq!(point_name(Point::new(0, 14), 15), "a1");
    assert_eq!(point_name(Point::new(0, 0), 15), "a15");
    assert_eq!(point_name(Point::new(14, 0), 15), "o15");
    assert_eq!(point_name(Point::new(14, 14), 15), "o1");
    assert_eq!(point_name(Point::new(8, 6), 15), "i9");
}

#[test]
fn names_on_other_sizes() {
    assert_eq!(point_name(Point::new(25, 0), 26), "z26");
    assert_eq!(point_name(Point::new(0, 25), 26), "a1");
    assert_eq!(point_name(Point::new(25, 25), 26), "z1");
    assert_eq!(point_name(Point::new(2, 2), 5), "c3");
    assert_eq!(point_name(Point::new(4, 0), 5), "e5");
    assert_eq!(point_name(Point::new(9, 9), 19), "j10");
}

#[test]
fn parse_single_points() {
    assert_eq!(parse_point("h8", 15), Ok(Point::new(7, 7)));
    assert_eq!(parse_point("a1", 15), Ok(Point::new(0, 14)));
    assert_eq!(parse_point("a15", 15), Ok(Point::new(0, 0)));
    assert_eq!(parse_point("o15", 15), Ok(Point::new(14, 0)));
    assert_eq!(parse_point("z26", 26), Ok(Point::new(25, 0)));
    assert_eq!(parse_point("Z26", 26), Ok(Point::new(25, 0)));
    assert_eq!(parse_point("H8", 15), Ok(Point::new(7, 7)));
    assert_eq!(parse_point(" h8 ", 15), Ok(Point::new(7, 7)));
    // The same name means a different point on another board size (rows count from the bottom).
    assert_eq!(parse_point("a1", 9), Ok(Point::new(0, 8)));
}

#[test]
fn parse_records_case_insensitive_with_spaces_and_commas() {
    let expected = vec![Point::new(7, 7), Point::new(8, 6), Point::new(9, 5)];
    for s in [
        "h8i9j10",
        "H8, i9 J10",
        "H8I9J10",
        "h8,i9,j10",
        " h8  i9\tj10 ",
        "h8,,i9 , j10,",
        "h8\ni9\r\nj10",
    ] {
        assert_eq!(parse_record(s, 15), Ok(expected.clone()), "{s:?}");
    }
    assert_eq!(parse_record("", 15), Ok(vec![]));
    assert_eq!(parse_record(" , ,", 15), Ok(vec![]));
    // Two-digit rows are read greedily: a1 then a11 on 15x15.
    assert_eq!(
        parse_record("a1a11a15", 15),
        Ok(vec![Point::new(0, 14), Point::new(0, 4), Point::new(0, 0)])
    );
}

fn assert_invalid(s: &str, size: usize) -> RecordError {
    let err = parse_record(s, size).expect_err(s);
    assert!(
        err.to_string().starts_with("invalid record: "),
        "{s:?}: {err}"
    );
    let err2 = parse_point(s, size).expect_err(s);
    assert!(
        err2.to_string().starts_with("invalid record: "),
        "{s:?}: {err2}"
    );
    err
}

#[test]
fn rows_off_the_board_are_refused() {
    assert_invalid("h0", 15);
    assert_invalid("h16", 15);
    assert_invalid("p1", 15);
    assert_invalid("z1", 25);
    assert_invalid("a27", 26);
    assert_invalid("f1", 5);
    assert_invalid("a6", 5);
    // The bad move is named.
    let err = assert_invalid("h8 h16", 15);
    assert!(err.to_string().contains("move 2"), "{err}");
    assert!(err.to_string().contains("h16"), "{err}");
}

#[test]
fn malformed_names_are_refused() {
    for s in [
        "8h", "hh", "h", "H", "8", "h-8", "h8;i9", "h8.", "h 8", "-h8",
    ] {
        assert_invalid(s, 15);
    }
    let err = assert_invalid("hh", 15);
    assert!(err.to_string().contains("move 1"), "{err}");
    let err = assert_invalid("h8 i", 15);
    assert!(err.to_string().contains("move 2"), "{err}");
}

#[test]
fn non_ascii_is_refused_without_panicking() {
    for s in [
        "é8",
        "h8é",
        "h8 é9",
        "ｈ８",
        "h８",
        "日本",
        "h8\u{0}",
        "\u{200b}h8",
        "🙂",
        "h8🙂i9",
    ] {
        assert_invalid(s, 15);
    }
}

#[test]
fn very_long_row_numbers_are_refused_without_overflow() {
    let hundred_digits = format!("h{}", "9".repeat(100));
    assert_invalid(&hundred_digits, 15);
    let padded = format!("h{}8", "0".repeat(99));
    assert_invalid(&padded, 15);
    let huge = format!("h{}", u64::MAX);
    assert_invalid(&huge, 26);
    assert_invalid("h100", 26);
}

#[test]
fn parse_point_wants_exactly_one_point() {
    for s in ["", " ", ",", "h8i9", "h8 i9"] {
        let err = parse_point(s, 15).expect_err(s);
        assert!(
            matches!(err, RecordError::NotSinglePoint(_)),
            "{s:?}: {err:?}"
        );
    }
}

#[test]
fn every_point_round_trips_on_every_size() {
    for size in 5..=26 {
        let mut all = Vec::new();
        for y in 0..size {
            for x in 0..size {
                let p = Point::new(x, y);
                let name = point_name(p, size);
                assert_eq!(name, name.to_lowercase());
                assert_eq!(parse_point(&name, size), Ok(p), "{name} on {size}");
                assert_eq!(parse_point(&name.to_uppercase(), size), Ok(p));
                all.push(p);
            }
        }
        let record = format_record(&all, size);
        assert!(!record.contains([' ', ',']));
        assert_eq!(parse_record(&record, size), Ok(all.clone()), "size {size}");
        assert_eq!(parse_record(&record.to_uppercase(), size), Ok(all));
    }
}

#[test]
fn format_record_writes_lowercase_without_separators() {
    let points = [Point::new(7, 7), Point::new(8, 6), Point::new(9, 5)];
    assert_eq!(format_record(&points, 15), "h8i9j10");
    assert_eq!(format_record(&[], 15), "");
    assert_eq!(
        format_record(&[Point::new(25, 0), Point::new(0, 25)], 26),
        "z26a1"
    );
}
