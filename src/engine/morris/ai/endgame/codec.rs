//! The endgame file: a header, then every material's slots (3 v 3 first,
//! in the order of [`super::Endgame::materials`]), a byte a slot,
//! compressed as one zlib stream (its Adler-32 checks the data).
//!
//! Layout: the magic `PMEG`, a format byte, the most stones a side, the
//! zlib data. The table sizes follow from the numbering
//! ([`super::index::Indexer::pair_len`]). Format 2 held only 3 against
//! 3 to 5 and is refused.

use miniz_oxide::deflate::compress_to_vec_zlib;
use miniz_oxide::inflate::stream::{inflate, InflateState};
use miniz_oxide::{DataFormat, MZError, MZFlush, MZStatus};

use super::index::Indexer;
use super::slots::{Slots, SlotsBuilder};
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
    out.extend_from_slice(&compress_to_vec_zlib(&endgame.all_slots(), 10));
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
    // Inflated a piece at a time into each material's slots, kept sparse
    // where nearly every position is drawn ([`Slots`]): the 68.6 million
    // slots are never all in memory at once.
    let indexer = Indexer::new();
    let mut tables = Vec::new();
    let mut builder = None::<SlotsBuilder>;
    let mut materials = Endgame::materials().into_iter();
    let mut next_builder = |tables: &mut Vec<Slots>, done: Option<SlotsBuilder>| {
        tables.extend(done.map(SlotsBuilder::finish));
        materials
            .next()
            .map(|m| SlotsBuilder::new(indexer.pair_len(m.fewer, m.more)))
    };
    builder = next_builder(&mut tables, builder.take());
    let mut state = InflateState::new_boxed(DataFormat::Zlib);
    let mut input = data;
    let mut piece = vec![0u8; 1 << 16];
    loop {
        let result = inflate(&mut state, input, &mut piece, MZFlush::None);
        input = &input[result.bytes_consumed..];
        let mut out = &piece[..result.bytes_written];
        while !out.is_empty() {
            let Some(b) = builder.as_mut() else {
                return Err("the endgame file is too long".into());
            };
            let take = b.missing().min(out.len());
            b.extend(&out[..take]);
            out = &out[take..];
            if b.missing() == 0 {
                builder = next_builder(&mut tables, builder.take());
            }
        }
        match result.status {
            Ok(MZStatus::StreamEnd) => break,
            Ok(_) if result.bytes_consumed == 0 && result.bytes_written == 0 => {
                return Err("the endgame file is cut short".into())
            }
            Ok(_) => {}
            Err(MZError::Buf) if input.is_empty() => {
                return Err("the endgame file is cut short".into())
            }
            Err(e) => return Err(format!("the endgame file is damaged ({e:?})")),
        }
    }
    if builder.is_some() {
        return Err("the endgame file is cut short".into());
    }
    Endgame::from_tables(tables).ok_or_else(|| "a table has the wrong size".into())
}
