//! `referee league`: a league of bots kept in one SQLite file
//! (docs/league.md).
//!
//! - [`cli`]: the subcommands (`new`, `add`, `remove`, `run`, `show`,
//!   `game`, `review`) and their checks;
//! - [`store`]: the file: schema, application id, version and damage
//!   checks, the writers' lock;
//! - [`rows`]: its bots, games and seats, one transaction per finished
//!   game;
//! - [`add`]: a new bot's name and first game checked;
//! - [`game`]: what a league asks of its game (the registry's runner);
//! - [`matchmaking`]: who plays next, at which seat count, in which seats;
//! - [`ratings`]: Weng-Lin (OpenSkill) and TrueSkill from `skillratings`;
//! - [`run`]: games on threads, one writer;
//! - [`show`]: the standings;
//! - [`review`]: the coach's review of one bot's last games.

pub mod add;
pub mod cli;
pub mod game;
pub mod matchmaking;
pub mod ratings;
pub mod review;
pub mod rows;
pub mod run;
pub mod show;
pub mod store;
