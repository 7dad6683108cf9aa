//! The canvas's backing store against its CSS box: how many device pixels it holds, and how a
//! CSS-pixel offset maps into it.

/// The backing-store size for a CSS box of `client` (width, height) CSS pixels at `ratio`
/// device pixels per CSS pixel, or `None` when the box is empty.
#[inline]
pub fn backing_size(client: (i32, i32), ratio: f64) -> Option<(u32, u32)> {
    let (w, h) = client;
    if w <= 0 || h <= 0 {
        return None;
    }
    let px = |css: i32| ((css as f64) * ratio).round().clamp(1.0, 16384.0) as u32;
    Some((px(w), px(h)))
}

/// Backing-store pixels per CSS pixel along each axis, for a backing store of `backing` shown in
/// a CSS box of `client`; `ratio` on both when the box is empty.
#[inline]
pub fn css_scale(client: (i32, i32), backing: (u32, u32), ratio: f64) -> (f64, f64) {
    let (cw, ch) = client;
    if cw <= 0 || ch <= 0 {
        (ratio, ratio)
    } else {
        (backing.0 as f64 / cw as f64, backing.1 as f64 / ch as f64)
    }
}
