//! The endgame tables the AIs use: the file built into native programs,
//! or the one the browser's worker installs.

use std::sync::OnceLock;

use super::codec;
use super::Endgame;

/// The endgame file's name in the built app (copied from
/// `assets/morris-endgame.bin`).
pub const FILE_NAME: &str = "morris-endgame.bin";

/// The tables the AIs use, once read.
static TABLES: OnceLock<Endgame> = OnceLock::new();

/// The endgame file built into native programs (the browser's AI worker
/// fetches the same file, `morris-endgame.bin`, when it first needs it).
#[cfg(not(target_arch = "wasm32"))]
const BUILT_IN: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/morris-endgame.bin"
));

/// The tables the AIs use: natively, the built-in file, read on first use
/// (about 50 ms); in the browser, what [`install`] was given, if anything
/// yet.
pub fn shipped() -> Option<&'static Endgame> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        Some(
            TABLES
                .get_or_init(|| codec::decode(BUILT_IN).expect("the built-in endgame file reads")),
        )
    }
    #[cfg(target_arch = "wasm32")]
    {
        TABLES.get()
    }
}

/// Reads an endgame file and makes it the tables [`shipped`] returns (the
/// first install wins; later ones are checked and dropped).
pub fn install(bytes: &[u8]) -> Result<(), String> {
    let endgame = codec::decode(bytes)?;
    let _ = TABLES.set(endgame);
    Ok(())
}
