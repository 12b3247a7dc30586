//! Lessons written in the studio, as a learner takes them and as the
//! studio shows them:
//!
//! - [`progress`]: a learner's progress in lessons, kept in the browser
//!   (native, tested); `progress_view` (wasm) keeps it as the learner
//!   goes and draws it;
//! - [`teacher_text`]: a teacher's text in its own language inside the
//!   app's sentences;
//! - on wasm: `player` (a studio lesson from its link, chapter by
//!   chapter, its questions answered on the board), `rating` (the coach's
//!   ratings a question near the best asks for), `marks` (marks drawn on a
//!   board, where each game's `StudioUi` says).

pub mod marks;
pub mod player;
pub mod progress;
pub mod progress_view;
pub mod rating;
pub mod teacher_text;

/// The coach's style sheet, which the extras module's coach and lesson
/// pages bring with them (the review, the hint, the puzzles, a lesson's
/// progress).
pub const COACH_STYLES: &[&str] = &["./coach.css"];
