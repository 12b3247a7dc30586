//! `referee league`: a league of bots kept in one SQLite file
//! (docs/league.md).
//!
//! - [`cli`]: the subcommands (`new`, `add`, `remove`, `run`, `show`,
//!   `game`, `review`) and their checks;
//! - [`store`]: the file: schema, version and lock checks, one
//!   transaction per finished game;
//! - [`game`]: what a league asks of its game (the registry's runner);
//! - [`matchmaking`]: who plays next, at which seat count, in which seats;
//! - [`ratings`]: Weng-Lin (OpenSkill) and TrueSkill from `skillratings`;
//! - [`run`]: games on threads, one writer;
//! - [`show`]: the standings;
//! - [`review`]: the coach's review of one bot's last games.

pub mod cli;
pub mod game;
pub mod matchmaking;
pub mod ratings;
pub mod review;
pub mod run;
pub mod show;
pub mod store;
