//! The browser's workers: every AI decision, review, hint and rating runs
//! in a dedicated web worker, never on the page's thread. They speak one
//! protocol ([`protocol`]: a [`Request`] per task, an [`Answer`] per kind
//! of reply) and are built from one program (`program`, wasm) over the
//! [`tasks`] each takes:
//!
//! - each game's AI worker (`src/bin/ai_<id>.rs`, [`ai`]): its
//!   decisions, the share codes and game files of its game (so the
//!   page's own code stays small), and a cooperative game's deal played
//!   by an AI team per level ([`teams`], the deal of the day);
//! - the coach's worker (`src/bin/coach.rs`): ratings, reviews and hints
//!   of every game ([`coach`]), started by the extras module for each
//!   task, so the game's own AIs never wait; the deal's best, started by
//!   the game's screen.
//!
//! Everything but the program and its plain-object messages (`js`) is
//! plain Rust, so the browser's decisions are tested to be the referee's
//! without a browser.

pub mod ai;
pub mod coach;
pub mod js;
mod js_parts;
pub mod program;
pub mod protocol;
pub mod tasks;
pub mod teams;

pub use protocol::{Answer, Request};
pub use tasks::Tasks;

use crate::engine::agent::Clock;
use crate::text::t;

/// The answers to a request given as JSON text (as the decisions fixture
/// has it; native only in use, the workers read plain objects) from a
/// worker that does `tasks`.
/// Never fails: a broken request is answered with its error.
pub fn answer_text(tasks: &Tasks, message: &str, clock: &dyn Clock) -> Vec<Answer> {
    let mut answers = Vec::new();
    match serde_json::from_str::<Request>(message) {
        Ok(request) => tasks.answer(&request, clock, &mut |answer| answers.push(answer)),
        Err(error) => answers.push(Answer::Failed {
            id: 0,
            error: t::worker_request_unreadable(error.to_string()).to_string(),
        }),
    }
    answers
}

/// Writes a worker's program (`src/bin/ai_<id>.rs`, `src/bin/coach.rs`):
/// on wasm, `program::run` over `$tasks` (a [`Tasks`]); on native
/// targets an empty program.
#[macro_export]
macro_rules! worker_program {
    ($tasks:expr) => {
        #[cfg(target_arch = "wasm32")]
        fn main() {
            $crate::worker::program::run($tasks);
        }

        #[cfg(not(target_arch = "wasm32"))]
        fn main() {}
    };
}

#[cfg(test)]
mod coach_tests;
#[cfg(test)]
mod teams_tests;
#[cfg(test)]
mod tests;
