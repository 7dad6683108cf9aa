//! The page's CSS colours: the `--gomoku-*` custom properties (options objects are read in
//! `play`).

use crate::play::ThemePatch;

/// The theme colours set as CSS custom properties on (or inherited by) `element`.
pub fn css_theme(element: &web_sys::Element) -> ThemePatch {
    let mut patch = ThemePatch::default();
    let style = web_sys::window().and_then(|w| w.get_computed_style(element).ok().flatten());
    if let Some(style) = style {
        for (slot, key) in patch.slots_mut().into_iter().zip(ThemePatch::KEYS) {
            let v = style
                .get_property_value(&format!("--gomoku-{key}"))
                .unwrap_or_default();
            let v = v.trim();
            if !v.is_empty() {
                *slot = Some(v.to_string());
            }
        }
    }
    patch
}
