//! The endgame file: a header, then every material's slots (3 v 3 first,
//! in the order of [`super::Endgame::materials`]), a byte a slot,
//! compressed as one zlib stream (its Adler-32 checks the data).
//!
//! Layout: the magic `PMEG`, a format byte, the most stones a side, the
//! zlib data. The table sizes follow from the numbering
//! ([`super::index::Indexer::pair_len`]). Format 2 held only 3 against
//! 3 to 5 and is refused.

use miniz_oxide::deflate::compress_to_vec_zlib;
use miniz_oxide::inflate::decompress_slice_iter_to_slice;

use super::index::Indexer;
use super::{Endgame, MAX_STONES};

/// The first four bytes of an endgame file.
pub const MAGIC: &[u8; 4] = b"PMEG";
/// The format written and read (3: every material up to 5 v 5).
pub const FORMAT: u8 = 3;

/// Writes `endgame` as a file (compressed at zlib's best level).
pub fn encode(endgame: &Endgame) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(MAGIC);
    out.push(FORMAT);
    out.push(endgame.max_stones() as u8);
    out.extend_from_slice(&compress_to_vec_zlib(endgame.all_slots(), 10));
    out
}

/// Reads a file written by [`encode`], with a plain-words error for a file
/// that is not one, is of another format, is damaged or cut short.
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
    if usize::from(*max) != MAX_STONES {
        return Err(format!(
            "an endgame file up to {max} stones a side, expected {MAX_STONES}"
        ));
    }
    // Inflated straight into a buffer of the exact size (68.6 MB): no
    // growing vector, whose doubling would about double the peak memory.
    let total = Endgame::total_len(&Indexer::new());
    let mut slots = vec![0; total];
    let written = decompress_slice_iter_to_slice(&mut slots, std::iter::once(data), true, false)
        .map_err(|e| format!("the endgame file is damaged ({e:?})"))?;
    if written != total {
        return Err("the endgame file is cut short".into());
    }
    Endgame::from_slots(slots).ok_or_else(|| "a table has the wrong size".into())
}
