//! The stones on the intersections.

use super::{Color, ConfigError, Point};

/// The smallest board side.
pub const MIN_SIZE: usize = 5;
/// The largest board side (columns are named a to z).
pub const MAX_SIZE: usize = 26;

/// The four line directions: across, down, down-right, up-right.
pub const DIRECTIONS: [(isize, isize); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// A square board of `size` x `size` intersections.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    size: usize,
    cells: Vec<Option<Color>>,
    stones: usize,
}

impl Board {
    /// An empty board, or a configuration error for a size outside 5 to 26.
    pub fn try_new(size: usize) -> Result<Board, ConfigError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(ConfigError::Size(size));
        }
        Ok(Board {
            size,
            cells: vec![None; size * size],
            stones: 0,
        })
    }

    /// The side length.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether `p` lies on this board.
    pub fn contains(&self, p: Point) -> bool {
        p.x < self.size && p.y < self.size
    }

    /// The stone at `p`, `None` when empty or off the board.
    pub fn get(&self, p: Point) -> Option<Color> {
        if self.contains(p) {
            self.cells[p.y * self.size + p.x]
        } else {
            None
        }
    }

    /// The stone at signed coordinates: `Err(())` off the board.
    #[allow(clippy::result_unit_err)]
    pub fn at(&self, x: isize, y: isize) -> Result<Option<Color>, ()> {
        if x < 0 || y < 0 || x as usize >= self.size || y as usize >= self.size {
            Err(())
        } else {
            Ok(self.cells[y as usize * self.size + x as usize])
        }
    }

    /// Puts a stone on `p` or clears it; points off the board are ignored.
    pub fn set(&mut self, p: Point, stone: Option<Color>) {
        if !self.contains(p) {
            return;
        }
        let cell = &mut self.cells[p.y * self.size + p.x];
        match (cell.is_some(), stone.is_some()) {
            (false, true) => self.stones += 1,
            (true, false) => self.stones -= 1,
            _ => {}
        }
        *cell = stone;
    }

    /// Number of stones on the board.
    pub fn stone_count(&self) -> usize {
        self.stones
    }

    /// Whether every intersection holds a stone.
    pub fn is_full(&self) -> bool {
        self.stones == self.size * self.size
    }

    /// Every point of the board, row by row.
    pub fn points(&self) -> impl Iterator<Item = Point> {
        let size = self.size;
        (0..size * size).map(move |i| Point::new(i % size, i / size))
    }

    /// Removes every stone.
    pub fn clear(&mut self) {
        self.cells.iter_mut().for_each(|c| *c = None);
        self.stones = 0;
    }
}
