//! The `Painter` on a real `<canvas>` 2D context.

use std::f64::consts::TAU;

use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, Document, HtmlCanvasElement};

use crate::game::Color;
use crate::view::{Painter, TextAlign};

/// A pre-rendered stone with its shading and shadow, drawn with one `drawImage`.
struct Sprite {
    color: Color,
    radius: f64,
    fill: String,
    canvas: HtmlCanvasElement,
    /// Distance from the sprite's corner to the stone's centre.
    offset: f64,
}

/// Paints on a 2D context; remembers the last styles set so unchanged ones cost no call.
pub struct CanvasPainter {
    ctx: CanvasRenderingContext2d,
    document: Document,
    sprites: Vec<Sprite>,
    fill: String,
    stroke: String,
    font: String,
    align: Option<TextAlign>,
}

impl CanvasPainter {
    /// A painter for `ctx`; `document` makes the offscreen sprite canvases.
    pub fn new(ctx: CanvasRenderingContext2d, document: Document) -> CanvasPainter {
        ctx.set_text_baseline("middle");
        CanvasPainter {
            ctx,
            document,
            sprites: Vec::new(),
            fill: String::new(),
            stroke: String::new(),
            font: String::new(),
            align: None,
        }
    }

    /// The context painted on.
    pub fn context(&self) -> &CanvasRenderingContext2d {
        &self.ctx
    }

    /// Forgets cached styles and sprites: resizing a canvas resets its context state.
    pub fn reset(&mut self) {
        self.sprites.clear();
        self.fill.clear();
        self.stroke.clear();
        self.font.clear();
        self.align = None;
        self.ctx.set_text_baseline("middle");
    }

    fn set_fill(&mut self, color: &str) {
        if self.fill != color {
            self.ctx.set_fill_style_str(color);
            self.fill.clear();
            self.fill.push_str(color);
        }
    }

    fn set_stroke(&mut self, color: &str, width: f64) {
        if self.stroke != color {
            self.ctx.set_stroke_style_str(color);
            self.stroke.clear();
            self.stroke.push_str(color);
        }
        self.ctx.set_line_width(width);
    }

    fn sprite(&mut self, color: Color, radius: f64, fill: &str) -> Option<usize> {
        if let Some(i) = self
            .sprites
            .iter()
            .position(|s| s.color == color && s.radius == radius && s.fill == fill)
        {
            return Some(i);
        }
        let canvas: HtmlCanvasElement = self
            .document
            .create_element("canvas")
            .ok()?
            .dyn_into()
            .ok()?;
        let pad = (radius * 0.35).ceil() + 2.0;
        let offset = radius.ceil() + pad;
        let side = (2.0 * offset).ceil() as u32;
        canvas.set_width(side);
        canvas.set_height(side);
        let ctx: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
        paint_stone(&ctx, offset, offset, radius, color, fill);
        // A handful of sizes and colours at most: old ones are from before a resize.
        if self.sprites.len() >= 8 {
            self.sprites.remove(0);
        }
        self.sprites.push(Sprite {
            color,
            radius,
            fill: fill.to_string(),
            canvas,
            offset,
        });
        Some(self.sprites.len() - 1)
    }
}

/// Draws a stone directly: the base disc with a soft shadow, then a light from the upper left.
fn paint_stone(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64, color: Color, fill: &str) {
    ctx.save();
    ctx.set_shadow_color("rgba(0, 0, 0, 0.38)");
    ctx.set_shadow_blur(r * 0.22);
    ctx.set_shadow_offset_x(r * 0.08);
    ctx.set_shadow_offset_y(r * 0.12);
    ctx.begin_path();
    let _ = ctx.arc(x, y, r, 0.0, TAU);
    ctx.set_fill_style_str(fill);
    ctx.fill();
    ctx.restore();
    let (hx, hy) = (x - r * 0.35, y - r * 0.38);
    if let Ok(g) = ctx.create_radial_gradient(hx, hy, r * 0.05, x, y, r) {
        let stops: [(f32, &str); 3] = match color {
            Color::Black => [
                (0.0, "rgba(255, 255, 255, 0.42)"),
                (0.45, "rgba(255, 255, 255, 0.08)"),
                (1.0, "rgba(0, 0, 0, 0.25)"),
            ],
            Color::White => [
                (0.0, "rgba(255, 255, 255, 0.95)"),
                (0.55, "rgba(255, 255, 255, 0.15)"),
                (1.0, "rgba(60, 50, 40, 0.28)"),
            ],
        };
        for (at, c) in stops {
            let _ = g.add_color_stop(at, c);
        }
        ctx.begin_path();
        let _ = ctx.arc(x, y, r, 0.0, TAU);
        ctx.set_fill_style_canvas_gradient(&g);
        ctx.fill();
    }
}

impl Painter for CanvasPainter {
    fn clear(&mut self, width: f64, height: f64) {
        self.ctx.clear_rect(0.0, 0.0, width, height);
    }

    fn fill_rect(&mut self, x: f64, y: f64, w: f64, h: f64, color: &str) {
        self.set_fill(color);
        self.ctx.fill_rect(x, y, w, h);
    }

    fn stroke_segments(&mut self, segments: &[(f64, f64, f64, f64)], width: f64, color: &str) {
        self.set_stroke(color, width);
        self.ctx.begin_path();
        for &(x1, y1, x2, y2) in segments {
            self.ctx.move_to(x1, y1);
            self.ctx.line_to(x2, y2);
        }
        self.ctx.stroke();
    }

    fn fill_circle(&mut self, x: f64, y: f64, r: f64, color: &str) {
        self.set_fill(color);
        self.ctx.begin_path();
        let _ = self.ctx.arc(x, y, r, 0.0, TAU);
        self.ctx.fill();
    }

    fn stroke_circle(&mut self, x: f64, y: f64, r: f64, width: f64, color: &str) {
        self.set_stroke(color, width);
        self.ctx.begin_path();
        let _ = self.ctx.arc(x, y, r, 0.0, TAU);
        self.ctx.stroke();
    }

    fn stone(&mut self, x: f64, y: f64, r: f64, color: Color, fill: &str, alpha: f64) {
        if alpha < 1.0 {
            self.ctx.set_global_alpha(alpha);
        }
        match self.sprite(color, r, fill) {
            Some(i) => {
                let s = &self.sprites[i];
                let _ = self.ctx.draw_image_with_html_canvas_element(
                    &s.canvas,
                    x - s.offset,
                    y - s.offset,
                );
            }
            None => {
                paint_stone(&self.ctx, x, y, r, color, fill);
                self.fill.clear();
            }
        }
        if alpha < 1.0 {
            self.ctx.set_global_alpha(1.0);
        }
    }

    fn fill_polygon(&mut self, corners: &[(f64, f64)], color: &str) {
        let Some(&(x0, y0)) = corners.first() else {
            return;
        };
        self.set_fill(color);
        self.ctx.begin_path();
        self.ctx.move_to(x0, y0);
        for &(x, y) in &corners[1..] {
            self.ctx.line_to(x, y);
        }
        self.ctx.close_path();
        self.ctx.fill();
    }

    fn text(&mut self, x: f64, y: f64, text: &str, px: f64, color: &str, align: TextAlign) {
        // Whole pixels: the backing store is in device pixels already.
        let font = format!(
            "600 {}px system-ui, -apple-system, 'Segoe UI', sans-serif",
            px.round().max(1.0) as u32
        );
        if self.font != font {
            self.ctx.set_font(&font);
            self.font = font;
        }
        if self.align != Some(align) {
            self.ctx.set_text_align(match align {
                TextAlign::Center => "center",
                TextAlign::Right => "right",
            });
            self.align = Some(align);
        }
        self.set_fill(color);
        // Digits sit a touch high with baseline "middle"; nudge them down by a tenth.
        let _ = self.ctx.fill_text(text, x, y + px * 0.06);
    }
}
