//! The line updates of make and unmake: the keys of the points a stone sees along its four
//! lines, the patterns and values re-read where they changed, and the neighbourhood counts.

use crate::ai::cells::slot;
use crate::ai::class::CODE_W;
use crate::ai::patterns::{digit_pos, POW3};

use super::{marked, Change, Pos, CELLS, EMPTY, OFFSETS, STRIDE, WALL};

impl Pos {
    /// Re-reads the patterns of the empty cell `idx` for `side` and adds its values.
    pub(super) fn refresh(&mut self, side: usize, idx: usize) {
        let table = self.tables[side];
        let spot = &mut self.spots[idx];
        let mut code = 0u16;
        for d in 0..4 {
            let p = table[spot.keys[side][d] as usize];
            spot.pats[side][d] = p;
            code += p as u16 * CODE_W[d];
        }
        let i = self.infos[side][slot(code)];
        spot.code[side] = code;
        spot.class[side] = i.class;
        self.marked.set(side * CELLS + idx, marked::marked(i.class));
        self.att[side] += i.att as i32;
        self.def[side] += i.def as i32;
        self.counts[side][i.class as usize] += 1;
    }

    /// Takes the stone of `side` on `idx` back out of the keys of the points around it, up to
    /// `R` cells away (`Pos::reach`).
    pub(super) fn unshift_keys<const R: isize>(&mut self, idx: usize, side: usize) {
        let (side, opp) = (side & 1, !side & 1);
        let Pos { cells, spots, .. } = self;
        for (d, &off) in OFFSETS.iter().enumerate() {
            for j in -R..=R {
                if j == 0 {
                    continue;
                }
                let q = (idx as isize + j * off) as usize;
                if cells[q] == WALL {
                    continue;
                }
                // `idx` sits at offset -j from `q`.
                let w = POW3[digit_pos(-j)];
                let keys = &mut spots[q].keys;
                keys[side][d] -= w;
                keys[opp][d] -= 2 * w;
            }
        }
    }

    /// Puts back the points changed since the log had length `from`, newest first.
    pub(super) fn restore(&mut self, from: usize) {
        let Pos {
            spots, marked, log, ..
        } = self;
        for c in log.drain(from..).rev() {
            let (q, s, d) = (c.cell as usize, c.side as usize & 1, c.dir as usize & 3);
            let spot = &mut spots[q];
            spot.pats[s][d] = c.old_pat;
            spot.code[s] = c.old_code;
            marked.update(s * CELLS + q, spot.class[s], c.old_class);
            spot.class[s] = c.old_class;
        }
    }

    /// Adds the stone of `side` on `idx` to the keys around it, up to `R` cells away
    /// (`Pos::reach`), and re-reads the patterns of the empty points whose keys changed,
    /// logging what they were.
    pub(super) fn place_lines<const R: isize>(&mut self, idx: usize, side: usize) {
        // Masked, so the compiler knows both are 0 or 1 and checks no index by them.
        let (side, opp) = (side & 1, !side & 1);
        // Borrowed apart, so the compiler knows writes to one never move another.
        let Pos {
            cells,
            spots,
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
        let (tables, infos) = (*tables, *infos);
        // The network's accumulators note the feature changes (only when there is a network).
        let mut acc = net.is_some().then(|| acc.get_mut());
        for (d, &off) in OFFSETS.iter().enumerate() {
            let cw = CODE_W[d];
            for j in -R..=R {
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
                let spot = &mut spots[q];
                spot.keys[side][d] += w;
                spot.keys[opp][d] += 2 * w;
                if cell != EMPTY {
                    continue;
                }
                for s in [side, opp] {
                    let new = tables[s][spot.keys[s][d] as usize];
                    let old = spot.pats[s][d];
                    if new == old {
                        continue;
                    }
                    let oc = spot.code[s];
                    log.push(Change {
                        cell: q as u16,
                        side: s as u8,
                        dir: d as u8,
                        old_pat: old,
                        old_class: spot.class[s],
                        old_code: oc,
                    });
                    spot.pats[s][d] = new;
                    let nc = oc + new as u16 * cw - old as u16 * cw;
                    let table = infos[s];
                    let (oi, ni) = (&table[slot(oc)], &table[slot(nc)]);
                    spot.code[s] = nc;
                    spot.class[s] = ni.class;
                    marked.update(s * CELLS + q, oi.class, ni.class);
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
