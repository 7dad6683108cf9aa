//! Pure geometry and drawing of a position; the canvas painter is the only web part.
