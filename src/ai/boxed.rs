//! Fixed-size arrays on the heap. The engine's tables are arrays of a constant length, so an
//! index masked or bounded by that length needs no check; they are built here directly on the
//! heap, as a box of a large array built by `Box::new` would pass through the stack first.

/// A boxed array of `N` copies of `v`.
pub fn filled<T: Copy, const N: usize>(v: T) -> Box<[T; N]> {
    match vec![v; N].into_boxed_slice().try_into() {
        Ok(b) => b,
        // A vector of N items always converts.
        Err(_) => unreachable!(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn filled_has_n_copies() {
        let b: Box<[u16; 1000]> = super::filled(7);
        assert!(b.iter().all(|&v| v == 7));
    }
}
