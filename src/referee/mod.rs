//! Runs games between bots and AIs (native only).
//!
//! External bots speak the CodinGame protocol of `/work/shared/RULES.md`
//! (see [`crate::engine::protocol::Protocol`]) over stdin/stdout; built-in
//! AIs come from [`crate::engine::agent::HasAgents`]. Everything here is
//! generic over `G: Game + Protocol + HasAgents`; [`registry`] lists the
//! games the `referee` binary knows.
//!
//! ```text
//! referee play  <game> --seed N --seat SPEC... [--preset P] [--time-scale F] [--log FILE]
//!                      [--record FILE]
//! referee review <game> FILE [--json] [--seed N] [--viewer SEAT]
//! referee puzzles <game> [--count N] [--seed S] [--work N] [--lang en|fr|de]
//!                      [--out FILE]
//! referee arena <game> --games N --seat SPEC... [--duplicate] [--seed S] [--json]
//!                      [--preset P] [--time-scale F] [--jobs J]
//! referee bench <game> --games N [--seed S] [--preset P] [--players N] [--json]
//! referee coop  <game> --rounds N --seat SPEC... [--preset P] [--seed S] [--json] [--jobs J]
//! referee search <game> --games N [--time-ms MS] [--seed S] [--opponent LEVEL] [--json]
//! referee perft <game> <depth>
//! referee solve morris --build [--max N] [--check] [--cache DIR]  (docs/morris.md)
//! referee solve morris --board LINE --to-move 0|1 [--json] [--moves N] [--cache DIR]
//! referee solve fireworks --seed S [--preset P] [--players N] [--json] [--budget NODES]
//! referee cg    <game> -p1 CMD -p2 CMD... [-seed N | -d seed=N] [-d preset=P] [-l FILE]
//! referee bot   <game> <level> [--preset P] [--seed S]
//! referee league new|add|remove|run|show|game|review FILE …   (docs/league.md)
//! ```
//!
//! A SPEC is `ai:<level>` or `cmd:<shell command>` (run with `sh -c`).
//! Exit codes: 0 success, 2 usage error, 1 runtime error.

#![cfg(not(target_arch = "wasm32"))]

pub mod arena;
pub mod bench;
pub mod bot_command;
pub mod bot_process;
pub mod cg_args;
pub mod cg_log;
pub mod cg_run;
pub mod cli;
pub mod error;
pub mod league;
pub mod lookup;
pub mod match_runner;
pub mod morris_cache;
pub mod morris_query;
pub mod perft;
pub mod play_report;
pub mod puzzles;
pub mod registry;
pub mod review;
pub mod review_text;
pub mod rules;
pub mod search;
pub mod search_stats;
pub mod seat_spec;
pub mod solve;
pub mod solve_fireworks;
pub mod stats;
pub mod team;

#[cfg(test)]
mod tests;

pub use cli::main;
pub use error::RefereeError;
