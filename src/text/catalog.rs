//! A language's catalog: every message and term of its `.ftl` files, read
//! when the language is chosen (English needs none: its texts are built
//! into the code, see `build.rs`).

use super::entries::entries;
use super::lang::Lang;
use super::msg::id_hash;

/// The messages and terms of one language, found by id through a small
/// open-addressing hash table (no sorting code in the page).
#[derive(Clone, Debug, PartialEq)]
pub struct Catalog {
    lang: Lang,
    /// Each entry: its id's hash, its id, its pattern's source.
    entries: Vec<(u32, String, String)>,
    /// Each slot: an entry's index + 1, or 0 for none; a power of two long.
    slots: Vec<u32>,
}

impl Catalog {
    /// Reads a language's Fluent file (all its parts, one after another).
    /// An id given twice is an error, like a line that is not Fluent.
    pub fn parse(lang: Lang, file: &str) -> Result<Catalog, String> {
        let entries: Vec<(u32, String, String)> = entries(file)?
            .into_iter()
            .map(|e| (id_hash(e.id), e.id.to_string(), e.source))
            .collect();
        let size = (entries.len() * 2).next_power_of_two().max(2);
        let mut catalog = Catalog {
            lang,
            entries: Vec::new(),
            slots: vec![0; size],
        };
        for (index, (hash, id, _)) in entries.iter().enumerate() {
            let mut slot = *hash as usize & (size - 1);
            while catalog.slots[slot] != 0 {
                let (other, other_id, _) = &entries[catalog.slots[slot] as usize - 1];
                if other == hash {
                    return Err(format!("{id} is given twice, or has {other_id}'s hash"));
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
        self.get_hashed(id_hash(id))
    }

    /// The source of the entry whose id has this [`id_hash`] (two ids of
    /// a catalog never share one: [`Catalog::parse`] refuses it).
    pub fn get_hashed(&self, hash: u32) -> Option<&str> {
        let mask = self.slots.len() - 1;
        let mut slot = hash as usize & mask;
        loop {
            let index = (self.slots[slot] as usize).checked_sub(1)?;
            let (key, _, source) = self.entries.get(index)?;
            if *key == hash {
                return Some(source);
            }
            slot = (slot + 1) & mask;
        }
    }

    /// Every id, messages and terms, in file order.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|(_, id, _)| id.as_str())
    }
}
