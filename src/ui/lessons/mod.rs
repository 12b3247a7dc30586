//! Lessons written in the studio, as a learner takes them and as the
//! studio shows them:
//!
//! - [`progress`]: a learner's progress in lessons, kept in the browser
//!   (native, tested); `progress_view` (wasm) draws it;
//! - [`teacher_text`]: a teacher's text in its own language inside the
//!   app's sentences;
//! - on wasm: `player` (a studio lesson from its link, chapter by
//!   chapter, its questions answered on the board), `rating` (the coach's
//!   ratings a question near the best asks for), `studio_view` (what each
//!   game adds: its set-up editor, where marks are drawn), `marks` (marks
//!   drawn on a board).

pub mod marks;
pub mod player;
pub mod progress;
pub mod progress_view;
pub mod rating;
pub mod studio_view;
pub mod teacher_text;
