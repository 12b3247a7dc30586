//! parlour: 6 nimmt!, Fireworks and Nine Men's Morris with exact rule
//! engines, lightweight AIs and a browser UI.
//!
//! - [`engine`]: pure rules, AIs and bot protocols (native and wasm);
//! - `referee` (native only): runs bots and AIs against each other;
//! - `ui` (wasm only): the Yew single-page app.

#![warn(missing_docs)]

pub mod engine;

#[cfg(not(target_arch = "wasm32"))]
pub mod referee;

#[cfg(target_arch = "wasm32")]
pub mod ui;
