//! Reading a GIF back in the tests: its frame count, screen size and frame delays.

/// Frame count, screen size and frame delays (centiseconds) of a GIF, decoded in Rust.
pub fn gif_info(bytes: &[u8]) -> (usize, (u16, u16), Vec<u16>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut d = options.read_info(bytes).expect("a GIF");
    let size = (d.width(), d.height());
    let mut delays = Vec::new();
    while let Some(f) = d.read_next_frame().expect("a frame") {
        delays.push(f.delay);
    }
    (delays.len(), size, delays)
}
