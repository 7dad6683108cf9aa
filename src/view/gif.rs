//! Animated GIFs from RGBA frames: one global palette, and only the changed rectangle of each frame.
//!
//! Pure: frames come in as RGBA bytes (a canvas's `getImageData`, or a software painter), the
//! GIF's bytes come out. Nothing here panics on any input; bad input is a `GifError`.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

/// Pixels sampled for NeuQuant: plenty for a board picture, and fast at any size.
const PALETTE_SAMPLE: usize = 256 * 256;
/// NeuQuant's speed, 1 (best) to 30 (fastest); 10 is its authors' compromise.
const NEUQUANT_SPEED: i32 = 10;
/// The most frequent colours (the wood, the lines, the stones' bodies) are kept exact.
const EXACT_COLOURS: usize = 8;
/// Colours of the palette: one of a GIF's 256 indices is kept for "unchanged" (transparent).
pub const MAX_COLOURS: usize = 255;

/// Why a GIF could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GifError {
    /// Width or height is 0 or above 65535.
    Size {
        /// The width asked for.
        width: usize,
        /// The height asked for.
        height: usize,
    },
    /// A frame's buffer is not width x height x 4 bytes.
    Buffer {
        /// The bytes a frame must have.
        expected: usize,
        /// The bytes it had.
        got: usize,
    },
    /// No frame to encode.
    NoFrames,
    /// Memory for the frame buffers could not be had.
    OutOfMemory,
    /// The encoder refused.
    Encode(String),
}

impl fmt::Display for GifError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GifError::Size { width, height } => write!(
                f,
                "a GIF is 1 to 65535 pixels on a side, not {width}x{height}"
            ),
            GifError::Buffer { expected, got } => write!(
                f,
                "a frame must have {expected} bytes of RGBA pixels, got {got}"
            ),
            GifError::NoFrames => f.write_str("a GIF needs at least one frame"),
            GifError::OutOfMemory => f.write_str("not enough memory for the GIF's frames"),
            GifError::Encode(m) => write!(f, "the GIF encoder failed: {m}"),
        }
    }
}

impl std::error::Error for GifError {}

impl From<::gif::EncodingError> for GifError {
    fn from(e: ::gif::EncodingError) -> GifError {
        GifError::Encode(e.to_string())
    }
}

/// A small, fast hasher for packed colours (FxHash's mixing step).
#[derive(Default)]
struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.mix(b as u64);
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.mix(n as u64);
    }
}

impl Fx {
    fn mix(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<Fx>>;

/// An opaque colour packed as `0x00RRGGBB`; a translucent pixel is first laid over white.
pub fn pack(px: &[u8]) -> u32 {
    let (r, g, b, a) = match *px {
        [r, g, b, a, ..] => (r as u32, g as u32, b as u32, a as u32),
        _ => return 0x00ff_ffff,
    };
    let over_white = |c: u32| {
        if a == 255 {
            c
        } else {
            (c * a + 255 * (255 - a) + 127) / 255
        }
    };
    (over_white(r) << 16) | (over_white(g) << 8) | over_white(b)
}

fn unpack(c: u32) -> [u8; 3] {
    [(c >> 16) as u8, (c >> 8) as u8, c as u8]
}

/// At most `MAX_COLOURS` colours, and the nearest entry of every colour looked up so far.
#[derive(Clone, Debug)]
pub struct Palette {
    colours: Vec<u32>,
    cache: FxMap<u32, u8>,
    last: Option<(u32, u8)>,
}

impl Palette {
    /// The palette of packed pixels: exact with `MAX_COLOURS` or fewer, else NeuQuant's on a sample.
    pub fn of(pixels: &[u32]) -> Palette {
        let mut counts: FxMap<u32, u32> = FxMap::default();
        let mut exact = true;
        for &c in pixels {
            *counts.entry(c).or_insert(0) += 1;
            if counts.len() > MAX_COLOURS {
                exact = false;
                break;
            }
        }
        let colours = if exact {
            let mut colours: Vec<u32> = counts.into_keys().collect();
            colours.sort_unstable();
            colours
        } else {
            quantized(pixels)
        };
        Palette::from_colours(colours)
    }

    /// A palette of the given packed colours (only the first `MAX_COLOURS` count; none means black).
    pub fn from_colours(mut colours: Vec<u32>) -> Palette {
        colours.truncate(MAX_COLOURS);
        if colours.is_empty() {
            colours.push(0);
        }
        Palette {
            colours,
            cache: FxMap::default(),
            last: None,
        }
    }

    /// The palette as `r, g, b` bytes, as a GIF's colour table.
    pub fn rgb(&self) -> Vec<u8> {
        self.colours.iter().flat_map(|&c| unpack(c)).collect()
    }

    /// How many colours it has.
    pub fn len(&self) -> usize {
        self.colours.len()
    }

    /// Whether it has no colour (never: an empty palette holds black).
    pub fn is_empty(&self) -> bool {
        self.colours.is_empty()
    }

    /// The index of the entry nearest to packed colour `c`.
    pub fn index_of(&mut self, c: u32) -> u8 {
        if let Some((k, i)) = self.last {
            if k == c {
                return i;
            }
        }
        let i = match self.cache.get(&c) {
            Some(&i) => i,
            None => {
                let i = nearest(&self.colours, c) as u8;
                self.cache.insert(c, i);
                i
            }
        };
        self.last = Some((c, i));
        i
    }
}

fn distance(a: u32, b: u32) -> u32 {
    let [ar, ag, ab] = unpack(a);
    let [br, bg, bb] = unpack(b);
    let d = |x: u8, y: u8| (x as i32 - y as i32).unsigned_abs();
    // Weighted as the eye sees: green counts most, blue least.
    3 * d(ar, br).pow(2) + 4 * d(ag, bg).pow(2) + 2 * d(ab, bb).pow(2)
}

fn nearest(colours: &[u32], c: u32) -> usize {
    let mut best = (u32::MAX, 0);
    for (i, &p) in colours.iter().enumerate() {
        let d = distance(p, c);
        if d < best.0 {
            best = (d, i);
            if d == 0 {
                break;
            }
        }
    }
    best.1
}

/// NeuQuant's colours for a sample of `pixels`, with the most frequent colours made exact.
fn quantized(pixels: &[u32]) -> Vec<u32> {
    let n = pixels.len();
    let stride = n.div_ceil(PALETTE_SAMPLE).max(1);
    let mut sample = Vec::with_capacity(4 * PALETTE_SAMPLE.min(n));
    let mut counts: FxMap<u32, u32> = FxMap::default();
    let mut i = 0usize;
    let mut k = 0usize;
    while i < n {
        // A jitter inside each stride so a sample of a grid is not a sample of one column.
        let j = (i + (k.wrapping_mul(7919) % stride)).min(n - 1);
        let c = pixels[j];
        *counts.entry(c).or_insert(0) += 1;
        let [r, g, b] = unpack(c);
        sample.extend_from_slice(&[r, g, b, 255]);
        i += stride;
        k += 1;
    }
    // `Frame::from_rgba_speed` wants whole rows: the sample is cut to rows of 256 pixels.
    let rows = (sample.len() / 4 / 256).clamp(1, 256);
    let take = (rows * 256 * 4).min(sample.len());
    let mut colours: Vec<u32> = if take == rows * 256 * 4 {
        let sample = &mut sample[..take];
        let frame = ::gif::Frame::from_rgba_speed(256, rows as u16, sample, NEUQUANT_SPEED);
        frame
            .palette
            .unwrap_or_default()
            .chunks_exact(3)
            .map(|c| ((c[0] as u32) << 16) | ((c[1] as u32) << 8) | c[2] as u32)
            .collect()
    } else {
        // Fewer than 256 samples: they are the palette.
        let mut v: Vec<u32> = counts.keys().copied().collect();
        v.sort_unstable();
        v
    };
    colours.sort_unstable();
    colours.dedup();
    while colours.len() > MAX_COLOURS {
        drop_most_redundant(&mut colours);
    }
    let mut frequent: Vec<(u32, u32)> = counts.into_iter().collect();
    frequent.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut pinned: Vec<usize> = Vec::new();
    for &(c, _) in frequent.iter().take(EXACT_COLOURS) {
        if colours.is_empty() {
            break;
        }
        let free: Vec<usize> = (0..colours.len()).filter(|i| !pinned.contains(i)).collect();
        let subset: Vec<u32> = free.iter().map(|&i| colours[i]).collect();
        if subset.is_empty() {
            break;
        }
        let i = free[nearest(&subset, c)];
        colours[i] = c;
        pinned.push(i);
    }
    colours
}

/// Removes the colour nearest to another one: the palette loses the least.
fn drop_most_redundant(colours: &mut Vec<u32>) {
    let mut best = (u32::MAX, 0);
    for (i, &a) in colours.iter().enumerate() {
        for &b in &colours[i + 1..] {
            let d = distance(a, b);
            if d < best.0 {
                best = (d, i);
            }
        }
    }
    if best.1 < colours.len() {
        colours.remove(best.1);
    }
}

/// A rectangle of pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    /// Left column.
    pub left: usize,
    /// Top row.
    pub top: usize,
    /// Width in pixels.
    pub width: usize,
    /// Height in pixels.
    pub height: usize,
}

/// The smallest rectangle holding every pixel that differs between two frames, or `None`.
pub fn changed_rect(previous: &[u32], next: &[u32], width: usize) -> Option<Rect> {
    if width == 0 || previous.len() != next.len() {
        return None;
    }
    let mut rows = previous.chunks_exact(width).zip(next.chunks_exact(width));
    let mut top = None;
    let mut bottom = 0;
    let mut left = width;
    let mut right = 0;
    for (y, (a, b)) in rows.by_ref().enumerate() {
        if a == b {
            continue;
        }
        top.get_or_insert(y);
        bottom = y;
        if let Some(x) = a.iter().zip(b).position(|(p, q)| p != q) {
            left = left.min(x);
        }
        if let Some(x) = a.iter().zip(b).rposition(|(p, q)| p != q) {
            right = right.max(x);
        }
    }
    let top = top?;
    Some(Rect {
        left,
        top,
        width: right + 1 - left,
        height: bottom + 1 - top,
    })
}

/// Centiseconds, as a GIF counts delays, from milliseconds.
fn centiseconds(ms: u32) -> u16 {
    (ms.saturating_add(5) / 10).clamp(1, u16::MAX as u32) as u16
}

fn zeroed<T: Clone + Default>(n: usize) -> Result<Vec<T>, GifError> {
    let mut v = Vec::new();
    v.try_reserve_exact(n).map_err(|_| GifError::OutOfMemory)?;
    v.resize(n, T::default());
    Ok(v)
}

/// Writes a looping GIF frame by frame; only the previous frame is kept in memory.
///
/// After the first frame, each frame is the rectangle that changed, and inside it the pixels
/// that did not change are the transparent index, which LZW squeezes to almost nothing.
pub struct GifWriter {
    encoder: ::gif::Encoder<Vec<u8>>,
    width: usize,
    height: usize,
    palette: Palette,
    previous: Vec<u32>,
    current: Vec<u32>,
    indices: Vec<u8>,
    frames: usize,
}

impl GifWriter {
    /// Starts a GIF that loops forever, with one global palette made from the RGBA frame `key`.
    pub fn new(width: usize, height: usize, key: &[u8]) -> Result<GifWriter, GifError> {
        let (w16, h16) = match (u16::try_from(width), u16::try_from(height)) {
            (Ok(w), Ok(h)) if w > 0 && h > 0 => (w, h),
            _ => return Err(GifError::Size { width, height }),
        };
        let pixels = width * height;
        let mut current = zeroed(pixels)?;
        pack_into(key, &mut current)?;
        let palette = Palette::of(&current);
        // The table is the palette plus one slot, the transparent "unchanged" index.
        let mut table = palette.rgb();
        table.extend_from_slice(&[0, 0, 0]);
        let mut encoder = ::gif::Encoder::new(Vec::new(), w16, h16, &table)?;
        encoder.set_repeat(::gif::Repeat::Infinite)?;
        Ok(GifWriter {
            encoder,
            width,
            height,
            palette,
            previous: zeroed(pixels)?,
            current,
            indices: zeroed(pixels)?,
            frames: 0,
        })
    }

    /// The palette in use.
    pub fn palette(&self) -> &Palette {
        &self.palette
    }

    /// Adds an RGBA frame shown for `delay_ms` (GIFs count in hundredths of a second).
    pub fn push(&mut self, rgba: &[u8], delay_ms: u32) -> Result<(), GifError> {
        pack_into(rgba, &mut self.current)?;
        let full = Rect {
            left: 0,
            top: 0,
            width: self.width,
            height: self.height,
        };
        let rect = if self.frames == 0 {
            full
        } else {
            // An unchanged frame still counts: one pixel, rewritten as it was.
            changed_rect(&self.previous, &self.current, self.width).unwrap_or(Rect {
                width: 1,
                height: 1,
                ..full
            })
        };
        let unchanged = self.palette.len().min(MAX_COLOURS) as u8;
        let first = self.frames == 0;
        self.indices.clear();
        for y in rect.top..rect.top + rect.height {
            let start = y * self.width + rect.left;
            let row = start..start + rect.width;
            for (&c, &p) in self.current[row.clone()].iter().zip(&self.previous[row]) {
                self.indices.push(if !first && c == p {
                    unchanged
                } else {
                    self.palette.index_of(c)
                });
            }
        }
        let frame = ::gif::Frame {
            delay: centiseconds(delay_ms),
            dispose: ::gif::DisposalMethod::Keep,
            transparent: (!first).then_some(unchanged),
            left: rect.left as u16,
            top: rect.top as u16,
            width: rect.width as u16,
            height: rect.height as u16,
            buffer: Cow::Borrowed(&self.indices),
            ..::gif::Frame::default()
        };
        self.encoder.write_frame(&frame)?;
        std::mem::swap(&mut self.previous, &mut self.current);
        self.frames += 1;
        Ok(())
    }

    /// How many frames were added.
    pub fn frames(&self) -> usize {
        self.frames
    }

    /// The GIF's bytes.
    pub fn finish(self) -> Result<Vec<u8>, GifError> {
        if self.frames == 0 {
            return Err(GifError::NoFrames);
        }
        Ok(self.encoder.into_inner()?)
    }
}

fn pack_into(rgba: &[u8], out: &mut [u32]) -> Result<(), GifError> {
    let expected = out.len().saturating_mul(4);
    if rgba.len() != expected {
        return Err(GifError::Buffer {
            expected,
            got: rgba.len(),
        });
    }
    for (o, px) in out.iter_mut().zip(rgba.chunks_exact(4)) {
        *o = pack(px);
    }
    Ok(())
}

/// A whole looping GIF from RGBA frames: each shown `delay_ms`, the last `last_delay_ms`;
/// the palette is the last frame's.
pub fn encode(
    width: usize,
    height: usize,
    frames: &[&[u8]],
    delay_ms: u32,
    last_delay_ms: u32,
) -> Result<Vec<u8>, GifError> {
    let Some(key) = frames.last() else {
        return Err(GifError::NoFrames);
    };
    let mut writer = GifWriter::new(width, height, key)?;
    for (i, f) in frames.iter().enumerate() {
        let delay = if i + 1 == frames.len() {
            last_delay_ms
        } else {
            delay_ms
        };
        writer.push(f, delay)?;
    }
    writer.finish()
}
