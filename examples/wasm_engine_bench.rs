//! The engine benchmark's loop ([`parlour::engine::bench`]) exported to
//! JavaScript, so `scripts/bench-wasm.sh` can time it as wasm in headless
//! Chromium and compare it with `referee bench morris` (the same function,
//! native).
//!
//! Built only on request (`cargo build --release --example
//! wasm_engine_bench --target wasm32-unknown-unknown`, then `wasm-bindgen
//! --target web`); it is not part of the app that Trunk ships. On native
//! targets it compiles to an empty library.

#![cfg(target_arch = "wasm32")]

use parlour::engine::bench::random_playouts;
use parlour::engine::morris::Morris;
use wasm_bindgen::prelude::*;

/// Plays `games` uniformly random games of Nine Men's Morris with seeds
/// `seed, seed + 1, …` and returns the number of moves applied (as
/// `referee bench morris --games GAMES --seed SEED` does natively). Throws
/// if the rules break their own contract.
#[wasm_bindgen]
pub fn morris_random_playouts(games: u64, seed: u64) -> Result<u64, JsError> {
    random_playouts::<Morris>(games, seed).map_err(|e| JsError::new(&e.to_string()))
}
