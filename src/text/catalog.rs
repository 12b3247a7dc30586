//! A language's catalog: every message and term of its `.ftl` files, read
//! when the language is chosen (English needs none: its texts are built
//! into the code, see `build.rs`).

use super::entries::entries;
use super::lang::Lang;

/// The messages and terms of one language, found by id through a small
/// open-addressing hash table (no sorting code in the page).
#[derive(Clone, Debug, PartialEq)]
pub struct Catalog {
    lang: Lang,
    entries: Vec<(String, String)>,
    /// Each slot: an entry's index + 1, or 0 for none; a power of two long.
    slots: Vec<u32>,
}

/// FNV-1a over the id's bytes.
fn hash(id: &str) -> usize {
    let mut h: u32 = 0x811c_9dc5;
    for b in id.bytes() {
        h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    h as usize
}

impl Catalog {
    /// Reads a language's Fluent file (all its parts, one after another).
    /// An id given twice is an error, like a line that is not Fluent.
    pub fn parse(lang: Lang, file: &str) -> Result<Catalog, String> {
        let entries: Vec<(String, String)> = entries(file)?
            .into_iter()
            .map(|e| (e.id.to_string(), e.source))
            .collect();
        let size = (entries.len() * 2).next_power_of_two().max(2);
        let mut catalog = Catalog {
            lang,
            entries: Vec::new(),
            slots: vec![0; size],
        };
        for (index, (id, _)) in entries.iter().enumerate() {
            let mut slot = hash(id) & (size - 1);
            while catalog.slots[slot] != 0 {
                if entries[catalog.slots[slot] as usize - 1].0 == *id {
                    return Err(format!("{id} is given twice"));
                }
                slot = (slot + 1) & (size - 1);
            }
            catalog.slots[slot] = index as u32 + 1;
        }
        catalog.entries = entries;
        Ok(catalog)
    }

    /// The catalog's language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// A message's source (`id`) or a term's (`-id`).
    pub fn get(&self, id: &str) -> Option<&str> {
        let mask = self.slots.len() - 1;
        let mut slot = hash(id) & mask;
        loop {
            let (key, source) = self
                .entries
                .get((self.slots[slot] as usize).checked_sub(1)?)?;
            if key == id {
                return Some(source);
            }
            slot = (slot + 1) & mask;
        }
    }

    /// Every id, messages and terms, in file order.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|(id, _)| id.as_str())
    }
}
