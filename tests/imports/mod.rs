//! A file-level import graph of Rust sources, for `tests/import_cycles.rs`:
//! [`lexer`] reads tokens, [`parse`] finds a file's items, `use` trees and
//! paths, [`graph`] resolves them to files, [`cycles`] finds the cycles.

pub mod cycles;
pub mod graph;
pub mod lexer;
pub mod parse;
