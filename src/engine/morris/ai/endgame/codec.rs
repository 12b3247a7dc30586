//! The endgame file: a header, then every table's slots (3 against 3
//! first), compressed as one zlib stream (its Adler-32 checks the data).
//!
//! Layout: the magic `PMEG`, a format byte, the largest `k`, the zlib data.
//! The table sizes follow from `k` ([`super::index::Indexer::len`]).

use miniz_oxide::deflate::compress_to_vec_zlib;
use miniz_oxide::inflate::decompress_to_vec_zlib_with_limit;

use super::index::Indexer;
use super::Endgame;

/// The first four bytes of an endgame file.
pub const MAGIC: &[u8; 4] = b"PMEG";
/// The format written and read.
pub const FORMAT: u8 = 2;
/// The largest `k` a file may hold (3 against 6 is 34 MB of slots).
const MAX_K: u8 = 6;

/// Writes `endgame` as a file (compressed at zlib's best level).
pub fn encode(endgame: &Endgame) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(MAGIC);
    out.push(FORMAT);
    out.push(endgame.max_stones() as u8);
    out.extend_from_slice(&compress_to_vec_zlib(&endgame.tables().concat(), 10));
    out
}

/// Reads a file written by [`encode`], with a plain-words error for a file
/// that is not one, is damaged or cut short.
pub fn decode(bytes: &[u8]) -> Result<Endgame, String> {
    let rest = bytes
        .strip_prefix(MAGIC.as_slice())
        .ok_or("not a parlour endgame file")?;
    let [format, max, data @ ..] = rest else {
        return Err("the endgame file is cut short".into());
    };
    if *format != FORMAT {
        return Err(format!("endgame file format {format}, expected {FORMAT}"));
    }
    if !(3..=MAX_K).contains(max) {
        return Err(format!("an endgame file for 3 against {max} stones"));
    }
    let indexer = Indexer::new();
    let sizes: Vec<usize> = (3..=usize::from(*max)).map(|k| indexer.len(k)).collect();
    let total: usize = sizes.iter().sum();
    let slots = decompress_to_vec_zlib_with_limit(data, total)
        .map_err(|e| format!("the endgame file is damaged ({:?})", e.status))?;
    if slots.len() != total {
        return Err("the endgame file is cut short".into());
    }
    let mut tables = Vec::with_capacity(sizes.len());
    let mut at = 0;
    for size in sizes {
        tables.push(slots[at..at + size].to_vec());
        at += size;
    }
    Endgame::from_tables(tables).ok_or_else(|| "a table has the wrong size".into())
}
