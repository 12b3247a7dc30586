//! One material's table as a file (the referee's cache, `docs/morris.md`):
//! a 32-byte header, then the slots as 16-bit little-endian numbers in one
//! zlib stream.
//!
//! Header: the magic `PMT1`, the format version, the material's two stone
//! counts, the slot width in bytes (2), the slot count (u64 LE), the
//! length of the compressed data (u64 LE) and its FNV-1a 64-bit checksum
//! (u64 LE). A file whose checksum, counts or lengths disagree is refused
//! with a sentence saying what is wrong.

use miniz_oxide::deflate::compress_to_vec_zlib;
use miniz_oxide::inflate::decompress_to_vec_zlib_with_limit;

use super::material::Material;

/// The first four bytes of a table file.
pub const TABLE_MAGIC: &[u8; 4] = b"PMT1";
/// The format version written and read.
pub const TABLE_VERSION: u8 = 1;
/// The header's length in bytes.
pub const HEADER_LEN: usize = 32;
/// Bytes a slot takes in the file.
const SLOT_WIDTH: u8 = 2;
/// zlib's level for the tables (6: the usual trade of time for size).
const LEVEL: u8 = 6;

/// The FNV-1a 64-bit hash of `bytes`: the file's checksum.
pub fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Writes `slots`, the table of `material`, as a file.
pub fn encode_table(material: Material, slots: &[u16]) -> Vec<u8> {
    let raw: Vec<u8> = slots.iter().flat_map(|v| v.to_le_bytes()).collect();
    let data = compress_to_vec_zlib(&raw, LEVEL);
    let mut out = Vec::with_capacity(HEADER_LEN + data.len());
    out.extend_from_slice(TABLE_MAGIC);
    out.extend_from_slice(&[
        TABLE_VERSION,
        material.fewer as u8,
        material.more as u8,
        SLOT_WIDTH,
    ]);
    out.extend_from_slice(&(slots.len() as u64).to_le_bytes());
    out.extend_from_slice(&(data.len() as u64).to_le_bytes());
    out.extend_from_slice(&checksum(&data).to_le_bytes());
    out.extend_from_slice(&data);
    out
}

/// The little-endian u64 at `at` of a header.
fn u64_at(header: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(header[at..at + 8].try_into().expect("8 bytes"))
}

/// Reads a file written by [`encode_table`] that must hold `material`'s
/// `len` slots; a plain-words error for anything else.
pub fn decode_table(bytes: &[u8], material: Material, len: usize) -> Result<Vec<u16>, String> {
    if bytes.len() < HEADER_LEN {
        return Err("the file is cut short (no whole header)".into());
    }
    let (header, data) = bytes.split_at(HEADER_LEN);
    if &header[..4] != TABLE_MAGIC {
        return Err("not a parlour Morris table file".into());
    }
    if header[4] != TABLE_VERSION {
        return Err(format!(
            "format version {}, expected {TABLE_VERSION}",
            header[4]
        ));
    }
    let (fewer, more) = (usize::from(header[5]), usize::from(header[6]));
    if (fewer, more) != (material.fewer, material.more) || header[7] != SLOT_WIDTH {
        return Err(format!(
            "it holds {fewer} v {more} in {}-byte slots, not {material} in {SLOT_WIDTH}",
            header[7]
        ));
    }
    if u64_at(header, 8) != len as u64 {
        return Err(format!(
            "it holds {} slots, not the {len} of {material}",
            u64_at(header, 8)
        ));
    }
    if u64_at(header, 16) != data.len() as u64 {
        return Err(format!(
            "its data is {} bytes, the header says {}",
            data.len(),
            u64_at(header, 16)
        ));
    }
    if checksum(data) != u64_at(header, 24) {
        return Err("its checksum does not match its data".into());
    }
    let raw = decompress_to_vec_zlib_with_limit(data, 2 * len)
        .map_err(|e| format!("its data does not inflate ({:?})", e.status))?;
    if raw.len() != 2 * len {
        return Err("its data is cut short".into());
    }
    Ok(raw
        .chunks_exact(2)
        .map(|b| u16::from_le_bytes([b[0], b[1]]))
        .collect())
}
