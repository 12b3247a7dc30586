//! One material's slots as the app keeps them in memory: every slot (a
//! byte each) where many positions are decided, or only the decided ones
//! (their slot numbers, sorted, and their bytes) where nearly every
//! position is a draw. With five stones a side, 4 v 4, 4 v 5 and 5 v 5
//! decide 0.006–0.11 % of their positions: kept whole they would be
//! 60 MB of zeros in the worker; kept sparse, about 225 KB.

/// Below this share of decided slots (1 in 50), a material is kept sparse:
/// a decided slot costs 5 bytes there against a byte for every slot.
const SPARSE_BELOW: usize = 50;

/// A material's slots (0 = draw, else distance + 1).
#[derive(Clone, Debug)]
pub enum Slots {
    /// Every slot.
    Dense(Vec<u8>),
    /// The decided slots only: `numbers` sorted, `values[i]` the slot of
    /// `numbers[i]`; every other slot of the `len` is a draw.
    Sparse {
        /// The numbers of the decided slots, ascending.
        numbers: Vec<u32>,
        /// Their values, in the same order.
        values: Vec<u8>,
        /// How many slots the material has.
        len: usize,
    },
}

impl Slots {
    /// Keeps `slots` in the smaller form.
    pub fn new(slots: Vec<u8>) -> Slots {
        let decided = slots.iter().filter(|&&s| s != 0).count();
        if decided * SPARSE_BELOW > slots.len() {
            return Slots::Dense(slots);
        }
        let mut builder = SlotsBuilder::new(slots.len());
        builder.extend(&slots);
        builder.finish()
    }

    /// How many slots the material has.
    pub fn len(&self) -> usize {
        match self {
            Slots::Dense(slots) => slots.len(),
            Slots::Sparse { len, .. } => *len,
        }
    }

    /// Whether the material has no slot.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Slot `number`.
    #[inline]
    pub fn get(&self, number: usize) -> u8 {
        match self {
            Slots::Dense(slots) => slots[number],
            Slots::Sparse {
                numbers, values, ..
            } => u32::try_from(number)
                .ok()
                .and_then(|n| numbers.binary_search(&n).ok())
                .map_or(0, |i| values[i]),
        }
    }

    /// Every slot, one a byte (what the file compresses).
    pub fn to_vec(&self) -> Vec<u8> {
        match self {
            Slots::Dense(slots) => slots.clone(),
            Slots::Sparse {
                numbers,
                values,
                len,
            } => {
                let mut all = vec![0; *len];
                for (&n, &v) in numbers.iter().zip(values) {
                    all[n as usize] = v;
                }
                all
            }
        }
    }

    /// Whether the slots are kept sparse.
    pub fn is_sparse(&self) -> bool {
        matches!(self, Slots::Sparse { .. })
    }
}

/// Takes a material's slots piece by piece (as a file is inflated) and
/// keeps them sparse until too many are decided, then whole.
#[derive(Debug)]
pub struct SlotsBuilder {
    len: usize,
    seen: usize,
    numbers: Vec<u32>,
    values: Vec<u8>,
    /// Every slot so far, once the material is too decided to be sparse.
    dense: Option<Vec<u8>>,
}

impl SlotsBuilder {
    /// A builder of a material of `len` slots.
    pub fn new(len: usize) -> SlotsBuilder {
        SlotsBuilder {
            len,
            seen: 0,
            numbers: Vec::new(),
            values: Vec::new(),
            dense: None,
        }
    }

    /// How many slots are still to come.
    pub fn missing(&self) -> usize {
        self.len - self.seen
    }

    /// Takes the next slots (no more than [`SlotsBuilder::missing`]).
    pub fn extend(&mut self, slots: &[u8]) {
        if let Some(dense) = &mut self.dense {
            dense.extend_from_slice(slots);
            self.seen += slots.len();
            return;
        }
        for (i, &slot) in slots.iter().enumerate() {
            if slot != 0 {
                self.numbers.push((self.seen + i) as u32);
                self.values.push(slot);
            }
        }
        self.seen += slots.len();
        if self.numbers.len() * SPARSE_BELOW > self.len {
            let mut dense = Vec::with_capacity(self.len);
            dense.resize(self.seen, 0);
            for (&n, &v) in self.numbers.iter().zip(&self.values) {
                dense[n as usize] = v;
            }
            self.numbers = Vec::new();
            self.values = Vec::new();
            self.dense = Some(dense);
        }
    }

    /// The slots, once all have come.
    pub fn finish(self) -> Slots {
        match self.dense {
            Some(dense) => Slots::Dense(dense),
            None => Slots::Sparse {
                numbers: self.numbers,
                values: self.values,
                len: self.len,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::Pcg32;

    #[test]
    fn sparse_and_dense_slots_read_alike_however_they_come() {
        let mut rng = Pcg32::new(5);
        for decided_in in [3_u32, 40, 60, 1000] {
            let all: Vec<u8> = (0..5_000)
                .map(|_| match rng.below(decided_in) {
                    0 => 1 + rng.below(57) as u8,
                    _ => 0,
                })
                .collect();
            let whole = Slots::new(all.clone());
            assert_eq!(whole.is_sparse(), decided_in > SPARSE_BELOW as u32);
            // In uneven pieces, as a file is inflated.
            let mut builder = SlotsBuilder::new(all.len());
            let mut rest = &all[..];
            while !rest.is_empty() {
                let take = (1 + rng.below(700) as usize).min(rest.len());
                builder.extend(&rest[..take]);
                rest = &rest[take..];
            }
            assert_eq!(builder.missing(), 0);
            let pieces = builder.finish();
            assert_eq!(pieces.is_sparse(), whole.is_sparse());
            for slots in [&whole, &pieces] {
                assert_eq!(slots.to_vec(), all);
                assert!((0..all.len()).all(|i| slots.get(i) == all[i]));
            }
        }
    }
}
