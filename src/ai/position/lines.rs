//! The line updates of make and unmake: the keys of the points a stone sees along its four
//! lines, the patterns and values re-read where they changed, and the neighbourhood counts.

use crate::ai::class::CODE_W;
use crate::ai::patterns::{digit_pos, POW3};

use super::{marked, Change, Pos, CELLS, EMPTY, OFFSETS, STRIDE, WALL};

impl Pos {
    /// Re-reads the patterns of the empty cell `idx` for `side` and adds its values.
    pub(super) fn refresh(&mut self, side: usize, idx: usize) {
        let table = self.tables[side];
        let b = (side * CELLS + idx) * 4;
        let mut code = 0u16;
        for d in 0..4 {
            let p = table[self.keys[b + d] as usize];
            self.pats[b + d] = p;
            code += p as u16 * CODE_W[d];
        }
        let i = self.infos[side][code as usize];
        self.code[side * CELLS + idx] = code;
        self.class[side * CELLS + idx] = i.class;
        self.marked.set(side * CELLS + idx, marked::marked(i.class));
        self.att[side] += i.att as i32;
        self.def[side] += i.def as i32;
        self.counts[side][i.class as usize] += 1;
    }

    /// Takes the stone of `side` on `idx` back out of the keys of the points around it.
    pub(super) fn unshift_keys(&mut self, idx: usize, side: usize) {
        let opp = 1 - side;
        let Pos { cells, keys, .. } = self;
        for (d, &off) in OFFSETS.iter().enumerate() {
            for j in -5isize..=5 {
                if j == 0 {
                    continue;
                }
                let q = (idx as isize + j * off) as usize;
                if cells[q] == WALL {
                    continue;
                }
                // `idx` sits at offset -j from `q`.
                let w = POW3[digit_pos(-j)];
                keys[(side * CELLS + q) * 4 + d] -= w;
                keys[(opp * CELLS + q) * 4 + d] -= 2 * w;
            }
        }
    }

    /// Adds the stone of `side` on `idx` to the keys around it and re-reads the patterns of
    /// the empty points whose keys changed, logging what they were.
    pub(super) fn place_lines(&mut self, idx: usize, side: usize) {
        let opp = 1 - side;
        // Borrowed apart, so the compiler knows writes to one never move another.
        let Pos {
            cells,
            keys,
            pats,
            code,
            class,
            marked,
            counts,
            att,
            def,
            log,
            tables,
            infos,
            net,
            acc,
            ..
        } = self;
        // Plain slices held in registers: with the fields' vectors, every push to a log made
        // the compiler load each vector's pointer again.
        let (cells, keys, pats) = (&cells[..], &mut keys[..], &mut pats[..]);
        let (code, class) = (&mut code[..], &mut class[..]);
        let (tables, infos) = (*tables, *infos);
        // The network's accumulators note the feature changes (only when there is a network).
        let mut acc = net.is_some().then(|| acc.get_mut());
        for (d, &off) in OFFSETS.iter().enumerate() {
            let cw = CODE_W[d];
            for j in -5isize..=5 {
                if j == 0 {
                    continue;
                }
                let q = (idx as isize + j * off) as usize;
                let cell = cells[q];
                if cell == WALL {
                    continue;
                }
                // `idx` sits at offset -j from `q`.
                let w = POW3[digit_pos(-j)];
                let own_k = (side * CELLS + q) * 4 + d;
                let opp_k = (opp * CELLS + q) * 4 + d;
                keys[own_k] += w;
                keys[opp_k] += 2 * w;
                if cell != EMPTY {
                    continue;
                }
                for (s, k) in [(side, own_k), (opp, opp_k)] {
                    let new = tables[s][keys[k] as usize];
                    let old = pats[k];
                    if new == old {
                        continue;
                    }
                    let ci = s * CELLS + q;
                    let oc = code[ci];
                    log.push(Change {
                        k: k as u32,
                        old_pat: old,
                        old_class: class[ci],
                        old_code: oc,
                    });
                    pats[k] = new;
                    let nc = oc + new as u16 * cw - old as u16 * cw;
                    let table = infos[s];
                    let (oi, ni) = (&table[oc as usize], &table[nc as usize]);
                    code[ci] = nc;
                    class[ci] = ni.class;
                    marked.update(ci, oi.class, ni.class);
                    att[s] += ni.att as i32 - oi.att as i32;
                    def[s] += ni.def as i32 - oi.def as i32;
                    counts[s][oi.class as usize] -= 1;
                    counts[s][ni.class as usize] += 1;
                    if let Some(a) = acc.as_mut() {
                        if oi.feat != ni.feat {
                            a.change(s, oi.feat, ni.feat);
                        }
                    }
                }
            }
        }
    }

    /// Counts the stone on `idx` in (or, `add` false, out of) the 5x5 neighbourhood counts.
    pub(super) fn update_near(&mut self, idx: usize, add: bool) {
        for dy in -2isize..=2 {
            let row = (idx as isize + dy * STRIDE as isize) as usize;
            for q in row - 2..=row + 2 {
                if add {
                    self.near[q] += 1;
                } else {
                    self.near[q] -= 1;
                }
            }
        }
    }
}
