//! The rule engines: pure Rust, no web imports, identical on native and
//! wasm. Shared machinery lives here; each game has its own folder.

pub mod agent;
pub mod bench;
pub mod coach;
pub mod conformance;
pub mod daily;
pub mod fireworks;
pub mod game;
pub mod lesson;
pub mod morris;
pub mod outcome;
pub mod protocol;
pub mod protocol_reader;
pub mod rating;
pub mod record;
pub mod record_code;
pub mod record_file;
pub mod remote;
pub mod rng;
pub mod session;
pub mod small_sort;
pub mod study;
pub mod take5;
pub mod team;
pub mod tools;

#[cfg(test)]
pub mod testgame;
