//! A file-level import graph of Rust sources, for `tests/import_cycles.rs`:
//! [`lexer`] reads tokens, [`parse`] finds a file's items, `use` trees and
//! paths, [`graph`] resolves them to files and finds the cycles.

pub mod graph;
pub mod lexer;
pub mod parse;
