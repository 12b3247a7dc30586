//! parlour: CodinGame's board and card games (the list: [`games`]) with
//! exact rule engines, AIs, a browser app and a referee for bots.
//!
//! - [`engine`]: pure rules, AIs and bot protocols (native and wasm);
//! - [`games`]: the one list of games, and the table each part builds
//!   from it;
//! - [`ui`]: the browser app: its screen model is plain Rust (native and
//!   wasm, tested natively), its Yew components are wasm only;
//! - [`text`]: every word shown, in English, French or German (the
//!   thread's language and its catalogs);
//! - [`worker`]: the browser's workers (each game's AI worker and the
//!   coach's) over one protocol;
//! - `referee` (native only): runs bots and AIs against each other.

#![warn(missing_docs)]

pub mod engine;
pub mod games;
pub mod referee;
pub mod text;
pub mod ui;
pub mod worker;
