//! `referee`: runs games between bots and AIs (see `parlour::referee`).
//!
//! Native only. On wasm32 this file compiles to an empty module (no `main`,
//! no CLI code) so that `cargo test --target wasm32-unknown-unknown` can
//! build every target; Trunk builds only the `parlour` binary.

#![cfg_attr(target_arch = "wasm32", no_main)]

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    parlour::referee::main()
}
