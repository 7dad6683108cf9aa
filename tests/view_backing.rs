#![cfg(not(target_arch = "wasm32"))]
//! The canvas's backing store follows its CSS box times the device pixel ratio, and pointer
//! offsets in CSS pixels map into it: crisp on any screen, taps on the point under the finger.

use gomoku::game::Point;
use gomoku::view::{backing_size, css_scale, Layout};

#[test]
fn the_backing_store_is_the_css_box_times_the_ratio_rounded() {
    assert_eq!(backing_size((300, 200), 1.0), Some((300, 200)));
    assert_eq!(backing_size((300, 200), 2.0), Some((600, 400)));
    assert_eq!(backing_size((301, 100), 1.5), Some((452, 150)));
}

#[test]
fn a_canvas_without_a_box_keeps_its_backing_store() {
    assert_eq!(backing_size((0, 200), 2.0), None);
    assert_eq!(backing_size((200, -1), 2.0), None);
}

#[test]
fn the_backing_store_stays_within_what_a_canvas_holds() {
    assert_eq!(backing_size((10_000, 1), 4.0), Some((16384, 4)));
    assert_eq!(backing_size((1, 1), 0.1), Some((1, 1)));
}

#[test]
fn a_tap_on_a_canvas_stretched_by_css_lands_on_the_point_under_it() {
    // A 600x600 backing store shown 300 CSS pixels wide: each CSS pixel is two device pixels.
    let (sx, sy) = css_scale((300, 300), (600, 600), 1.0);
    assert_eq!((sx, sy), (2.0, 2.0));
    let layout = Layout::new(600.0, 600.0, 15, false);
    let (cx, cy) = layout.center(Point::new(7, 7));
    assert_eq!(
        layout.point_at(cx / 2.0 * sx, cy / 2.0 * sy),
        Some(Point::new(7, 7))
    );
}

#[test]
fn a_canvas_out_of_layout_maps_by_the_pixel_ratio() {
    assert_eq!(css_scale((0, 0), (600, 600), 1.5), (1.5, 1.5));
}
