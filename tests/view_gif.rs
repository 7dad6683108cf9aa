#![cfg(all(not(target_arch = "wasm32"), feature = "pictures"))]
//! `view::gif`: the GIF encoder of `toGif()`, its palette and its changed rectangles, checked by
//! decoding what it writes.

use std::collections::HashMap;

use gomoku::view::gif::{
    changed_rect, encode, pack, GifError, GifWriter, Palette, Rect, MAX_COLOURS,
};

/// The RGB bytes of a colour as `pack` writes it, `0x00RRGGBB`.
fn unpack(c: u32) -> [u8; 3] {
    [(c >> 16) as u8, (c >> 8) as u8, c as u8]
}

const WOOD: [u8; 4] = [0xdc, 0xb3, 0x5c, 255];
const INK: [u8; 4] = [0x1c, 0x1c, 0x1e, 255];
const CHALK: [u8; 4] = [0xf4, 0xf1, 0xea, 255];

/// A board of `side` pixels with the given stones as shaded discs: many colours, as a canvas makes.
fn board(side: usize, stones: &[(usize, usize, [u8; 4])]) -> Vec<u8> {
    let mut px = Vec::with_capacity(side * side * 4);
    for y in 0..side {
        for x in 0..side {
            // A faint grain so the wood alone has more than 256 colours.
            let grain = ((x * 7 + y * 13) % 23) as u8;
            px.extend_from_slice(&[WOOD[0] - grain, WOOD[1] - grain / 2, WOOD[2], 255]);
        }
    }
    let r = side as f64 / 20.0;
    for &(cx, cy, c) in stones {
        for y in 0..side {
            for x in 0..side {
                let dx = x as f64 - cx as f64;
                let dy = y as f64 - cy as f64;
                let d = (dx * dx + dy * dy).sqrt();
                if d <= r {
                    // Lighter towards the upper left, as the canvas shades a stone.
                    let shade = ((r - d) / r * 24.0) as u8;
                    let i = (y * side + x) * 4;
                    px[i] = c[0].saturating_add(shade / 3);
                    px[i + 1] = c[1].saturating_add(shade / 3);
                    px[i + 2] = c[2].saturating_add(shade / 3);
                    px[i + 3] = 255;
                }
            }
        }
    }
    px
}

/// Decodes a GIF, composing each frame on the last as `DisposalMethod::Keep` says.
fn decode(bytes: &[u8]) -> (usize, usize, Vec<Vec<u8>>, Vec<u16>) {
    let mut options = ::gif::DecodeOptions::new();
    options.set_color_output(::gif::ColorOutput::RGBA);
    let mut d = options.read_info(bytes).expect("a GIF");
    let (w, h) = (d.width() as usize, d.height() as usize);
    let mut screen = vec![0u8; w * h * 4];
    let mut frames = Vec::new();
    let mut delays = Vec::new();
    while let Some(f) = d.read_next_frame().expect("a frame") {
        for y in 0..f.height as usize {
            for x in 0..f.width as usize {
                let s = (y * f.width as usize + x) * 4;
                let t = ((y + f.top as usize) * w + x + f.left as usize) * 4;
                // Transparent: the pixel below shows through.
                if f.buffer[s + 3] != 0 {
                    screen[t..t + 4].copy_from_slice(&f.buffer[s..s + 4]);
                }
            }
        }
        frames.push(screen.clone());
        delays.push(f.delay);
    }
    (w, h, frames, delays)
}

fn near(a: &[u8], b: [u8; 4], tolerance: i32) -> bool {
    (0..3).all(|i| (a[i] as i32 - b[i] as i32).abs() <= tolerance)
}

fn at(frame: &[u8], side: usize, x: usize, y: usize) -> &[u8] {
    let i = (y * side + x) * 4;
    &frame[i..i + 4]
}

#[test]
fn a_game_decodes_frame_by_frame_with_its_stones() {
    let side = 120;
    let moves = [
        (60, 60, INK),
        (72, 60, CHALK),
        (60, 72, INK),
        (48, 48, CHALK),
    ];
    let frames: Vec<Vec<u8>> = (0..=moves.len())
        .map(|k| board(side, &moves[..k]))
        .collect();
    let refs: Vec<&[u8]> = frames.iter().map(|f| f.as_slice()).collect();
    let bytes = encode(side, side, &refs, 700, 2100).expect("encoded");
    assert_eq!(&bytes[..6], b"GIF89a");
    let (w, h, decoded, delays) = decode(&bytes);
    assert_eq!((w, h), (side, side));
    assert_eq!(decoded.len(), moves.len() + 1);
    assert_eq!(delays, vec![70, 70, 70, 70, 210]);
    // Frame 0 is the empty board; the first stone appears in frame 1 and stays.
    assert!(near(at(&decoded[0], side, 60, 60), WOOD, 30));
    for (k, frame) in decoded.iter().enumerate().skip(1) {
        assert!(near(at(frame, side, 60, 60), INK, 16), "frame {k}");
    }
    assert!(near(at(&decoded[1], side, 72, 60), WOOD, 30));
    assert!(near(at(&decoded[2], side, 72, 60), CHALK, 16));
    assert!(near(at(&decoded[4], side, 48, 48), CHALK, 16));
    // Every frame is close to its source, pixel by pixel.
    for (src, out) in frames.iter().zip(&decoded) {
        for (a, b) in src.chunks_exact(4).zip(out.chunks_exact(4)) {
            assert!(near(b, [a[0], a[1], a[2], 255], 24), "{a:?} became {b:?}");
        }
    }
}

#[test]
fn later_frames_hold_only_the_changed_rectangle() {
    let side = 100;
    let a = board(side, &[]);
    let b = board(side, &[(50, 50, INK)]);
    let bytes = encode(side, side, &[&a, &b, &b], 100, 100).expect("encoded");
    let mut options = ::gif::DecodeOptions::new();
    options.set_color_output(::gif::ColorOutput::Indexed);
    let mut d = options.read_info(bytes.as_slice()).expect("a GIF");
    let f0 = d.read_next_frame().expect("ok").expect("frame").clone();
    assert_eq!((f0.left, f0.top, f0.width, f0.height), (0, 0, 100, 100));
    let f1 = d.read_next_frame().expect("ok").expect("frame").clone();
    let r = (side / 20) as u16;
    assert!(f1.width <= 2 * r + 1 && f1.height <= 2 * r + 1, "{f1:?}");
    assert!(f1.left >= 50 - r && f1.top >= 50 - r);
    let f2 = d.read_next_frame().expect("ok").expect("frame").clone();
    assert_eq!((f2.width, f2.height), (1, 1));
    assert!(d.read_next_frame().expect("ok").is_none());
}

#[test]
fn few_colours_make_an_exact_palette() {
    let mut px = Vec::new();
    for i in 0..64u32 {
        px.extend_from_slice(&[i as u8, 2 * i as u8, 3, 255]);
    }
    let packed: Vec<u32> = px.chunks_exact(4).map(pack).collect();
    let mut p = Palette::of(&packed);
    assert_eq!(p.len(), 64);
    for &c in &packed {
        let i = p.index_of(c) as usize;
        assert_eq!(&p.rgb()[3 * i..3 * i + 3], &unpack(c));
    }
}

#[test]
fn many_colours_leave_room_for_the_unchanged_index() {
    // 64 x 64 pixels in 4096 colours, then the same with one corner changed.
    // (A 256th palette colour would leave no index for "unchanged".)
    let side = 64;
    let mut a = Vec::new();
    for y in 0..side {
        for x in 0..side {
            a.extend_from_slice(&[(x * 4) as u8, (y * 4) as u8, 128, 255]);
        }
    }
    let mut b = a.clone();
    // A colour of the image elsewhere: a lone outlier would be quantized away, as it should.
    b[..4].copy_from_slice(&[252, 252, 128, 255]);
    let bytes = encode(side, side, &[&a, &b], 50, 50).expect("encoded");
    let (_, _, decoded, _) = decode(&bytes);
    assert_eq!(decoded.len(), 2);
    assert!(near(at(&decoded[1], side, 0, 0), [252, 252, 128, 255], 40));
    for (src, out) in a.chunks_exact(4).zip(decoded[1].chunks_exact(4)).skip(1) {
        assert!(
            near(out, [src[0], src[1], src[2], 255], 40),
            "{src:?} {out:?}"
        );
    }
    let packed: Vec<u32> = a.chunks_exact(4).map(pack).collect();
    assert_eq!(Palette::of(&packed).len(), MAX_COLOURS);
}

#[test]
fn the_most_frequent_colours_stay_exact() {
    let side = 200;
    let frame = board(side, &[(100, 100, INK), (60, 60, CHALK)]);
    let packed: Vec<u32> = frame.chunks_exact(4).map(pack).collect();
    let mut p = Palette::of(&packed);
    assert!(p.len() <= MAX_COLOURS);
    let mut counts: HashMap<u32, usize> = HashMap::new();
    for &c in &packed {
        *counts.entry(c).or_default() += 1;
    }
    let top = counts.iter().max_by_key(|(_, &n)| n).map(|(&c, _)| c);
    let top = top.expect("a colour");
    let i = p.index_of(top) as usize;
    assert_eq!(&p.rgb()[3 * i..3 * i + 3], &unpack(top));
}

#[test]
fn translucent_pixels_are_laid_over_white() {
    assert_eq!(pack(&[0, 0, 0, 0]), 0x00ff_ffff);
    assert_eq!(pack(&[0, 0, 0, 255]), 0);
    assert_eq!(pack(&[255, 0, 0, 128]), 0x00ff_7f7f);
    assert_eq!(pack(&[1, 2]), 0x00ff_ffff);
}

#[test]
fn bad_input_is_an_error_not_a_panic() {
    let px = vec![0u8; 16];
    assert_eq!(
        encode(0, 4, &[&px], 10, 10),
        Err(GifError::Size {
            width: 0,
            height: 4
        })
    );
    assert!(matches!(
        encode(70_000, 1, &[&px], 10, 10),
        Err(GifError::Size { .. })
    ));
    assert_eq!(
        encode(3, 3, &[&px], 10, 10),
        Err(GifError::Buffer {
            expected: 36,
            got: 16
        })
    );
    assert_eq!(encode(2, 2, &[], 10, 10), Err(GifError::NoFrames));
    let short = vec![0u8; 12];
    assert!(matches!(
        encode(2, 2, &[&px, &short], 10, 10),
        Err(GifError::Buffer { .. })
    ));
    let w = GifWriter::new(2, 2, &px).expect("writer");
    assert_eq!(w.finish(), Err(GifError::NoFrames));
    // Extreme delays are clamped, one pixel is a GIF.
    let one = [9u8, 9, 9, 255];
    let bytes = encode(1, 1, &[&one, &one], 0, u32::MAX).expect("tiny");
    let (w, h, frames, delays) = decode(&bytes);
    assert_eq!((w, h, frames.len()), (1, 1, 2));
    assert_eq!(delays, vec![1, u16::MAX]);
}

#[test]
fn changed_rect_finds_the_bounds() {
    let a = vec![0u32; 20];
    let mut b = a.clone();
    assert_eq!(changed_rect(&a, &b, 5), None);
    b[5 + 3] = 1;
    b[3 * 5 + 1] = 1;
    assert_eq!(
        changed_rect(&a, &b, 5),
        Some(Rect {
            left: 1,
            top: 1,
            width: 3,
            height: 3
        })
    );
    assert_eq!(changed_rect(&a, &b[..10], 5), None);
    assert_eq!(changed_rect(&a, &b, 0), None);
}
