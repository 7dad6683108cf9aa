//! The weight files' common frame: a format name, lines of text saying how the file was made,
//! a NUL byte, the sizes as little-endian u16, then the numbers little-endian.

use std::fmt;

/// Why a weight file was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NetError {
    /// It does not start with the format's name.
    NotANet,
    /// Its sizes are not this build's.
    Sizes(Vec<u16>),
    /// It ends early or has bytes left over.
    Length,
}

impl fmt::Display for NetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetError::NotANet => write!(f, "not a weight file of this format"),
            NetError::Sizes(s) => write!(f, "sizes {s:?} differ from this build's"),
            NetError::Length => write!(f, "wrong length"),
        }
    }
}

/// A file's start: `magic`, the `header` text (how it was made), a NUL byte and the sizes.
pub fn head(magic: &[u8], header: &str, sizes: &[u16]) -> Vec<u8> {
    let mut out = magic.to_vec();
    out.push(b'\n');
    out.extend(header.replace('\0', " ").as_bytes());
    out.push(b'\n');
    out.push(0);
    for s in sizes {
        out.extend(s.to_le_bytes());
    }
    out
}

/// Appends `v` as little-endian i16.
pub fn put_i16s(out: &mut Vec<u8>, v: &[i16]) {
    v.iter().for_each(|x| out.extend(x.to_le_bytes()));
}

/// Appends `v` as little-endian i32.
pub fn put_i32s(out: &mut Vec<u8>, v: &[i32]) {
    v.iter().for_each(|x| out.extend(x.to_le_bytes()));
}

/// Reads the numbers of a file after its frame.
pub struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    /// The numbers of `bytes`, once its name is `magic` and its sizes are `sizes`.
    pub fn open(bytes: &'a [u8], magic: &[u8], sizes: &[u16]) -> Result<Reader<'a>, NetError> {
        if !bytes.starts_with(magic) {
            return Err(NetError::NotANet);
        }
        let nul = bytes.iter().position(|&b| b == 0).ok_or(NetError::Length)?;
        let mut r = Reader(&bytes[nul + 1..]);
        let s = r.i16s(sizes.len())?;
        if s.iter().zip(sizes).any(|(&a, &b)| a as u16 != b) {
            return Err(NetError::Sizes(s.iter().map(|&x| x as u16).collect()));
        }
        Ok(r)
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8], NetError> {
        if self.0.len() < n {
            return Err(NetError::Length);
        }
        let (a, b) = self.0.split_at(n);
        self.0 = b;
        Ok(a)
    }

    /// The next `n` i16.
    pub fn i16s(&mut self, n: usize) -> Result<Vec<i16>, NetError> {
        let b = self.take(2 * n)?;
        Ok(b.chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]))
            .collect())
    }

    /// The next `n` i32.
    pub fn i32s(&mut self, n: usize) -> Result<Vec<i32>, NetError> {
        let b = self.take(4 * n)?;
        Ok(b.chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }

    /// Done: an error if bytes are left over.
    pub fn finish(self) -> Result<(), NetError> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(NetError::Length)
        }
    }
}
