//! Texts: the status line, the info line, the explanations of the shown
//! events (with the AIs' reasons) and the end panel, each read with the
//! reader's eyes ([`Screen::reader`]).

use crate::engine::game::{explain_for, Seat};
use crate::engine::lesson::LessonNotes;
use crate::text::t;

use super::super::game_ui::{EndSummary, GameUi};
use super::super::setup::Mode;
use super::super::words::and_list;
use super::state::Screen;

impl<G: GameUi> Screen<G> {
    /// The lesson being played, if any (its notes).
    pub fn lesson_info(&self) -> Option<&LessonNotes> {
        match self.setup.mode {
            Mode::Lesson(_) => self.setup.lesson.as_ref(),
            _ => None,
        }
    }

    /// The explanation of the event the board shows, as the reader may
    /// read it.
    pub fn explanation(&self) -> String {
        self.session
            .log()
            .get(self.place.cursor)
            .map(|e| explain_for::<G>(&e.event, self.reader(), &self.names()))
            .unwrap_or_default()
    }

    /// Every explanation of the shown events, in order, as the reader may
    /// read them; an AI's reason follows the first event of its step
    /// unless the game's display choices turn reasons off.
    pub fn explanations(&self) -> Vec<String> {
        let names = self.names();
        let reader = self.reader();
        let reasons = G::shows_reasons(&self.prefs);
        let mut last_step = None;
        self.session.log()[..self.place.shown.min(self.len())]
            .iter()
            .map(|e| {
                let text = explain_for::<G>(&e.event, reader, &names);
                let first_of_step = e.step.is_some() && e.step != last_step;
                last_step = e.step;
                let reason = e
                    .step
                    .filter(|_| reasons && first_of_step)
                    .and_then(|step| self.reasons.iter().find(|(s, _)| *s == step))
                    .and_then(|(_, reason)| reason.read(reader, &names));
                match reason {
                    Some(reason) => t::shell_explanation_why(text, reason).to_string(),
                    None => text,
                }
            })
            .collect()
    }

    /// Whether the lesson's script has been stepped through (its outro is
    /// shown then).
    pub fn script_done(&self) -> bool {
        self.all_shown()
    }

    /// The end panel, once the finished game's last event is shown.
    pub fn end_summary(&self) -> Option<EndSummary> {
        (self.all_shown() && self.session.state().is_over())
            .then(|| G::end_summary(&self.session, &self.names()))
    }

    /// The line above the table: the mode and where the shown moment
    /// stands.
    pub fn info_line(&self, frame: &G::Frame) -> String {
        let lesson = self.lesson_info();
        let state = self.session.state();
        let absent = (0..self.setup.seats.len())
            .filter(|&s| self.setup.level(s).is_some() && !state.takes_part(s))
            .count();
        format!(
            "{} · {}",
            self.setup
                .mode_text(lesson.map(|l| l.title.as_str()), absent),
            G::progress(frame)
        )
    }

    /// What the table waits for, in words.
    pub fn status(&self) -> String {
        if self.is_shared() {
            // The step bar's numbering: one step per event.
            return t::shell_status_shared(self.place.cursor + 1, self.len()).to_string();
        }
        if !self.following() {
            return t::shell_status_looking_back().to_string();
        }
        if !self.all_shown() {
            return if self.pace.step_through {
                t::shell_status_step_through()
            } else {
                G::moving()
            }
            .to_string();
        }
        let state = self.session.state();
        if state.is_over() {
            return t::shell_status_over().to_string();
        }
        if let Some(seat) = self.pass_to() {
            return t::shell_status_pass(&self.names()[seat]).to_string();
        }
        let away: Vec<String> = state
            .to_act()
            .into_iter()
            .filter(|&s| self.setup.is_remote(s) && self.setup.level(s).is_none())
            .map(|s| self.names()[s].clone())
            .collect();
        if self.human_to_act().is_none() && !away.is_empty() {
            return t::remote_waiting_for(and_list(&away)).to_string();
        }
        state.prompt(&self.setup.people(), &self.input, &self.names())
    }
}

/// The hints each person took (`hints`: record length and seat), seats
/// named by `names`, for the end panel (`None`: none taken): "Hints
/// taken: Ada 2, Ben 1." One copy for every game.
pub fn hints_text(names: &[String], hints: &[(usize, Seat)]) -> Option<String> {
    let counts: Vec<String> = names
        .iter()
        .enumerate()
        .filter_map(|(seat, name)| {
            let taken = hints.iter().filter(|(_, s)| *s == seat).count();
            (taken > 0).then(|| format!("{name} {taken}"))
        })
        .collect();
    (!counts.is_empty()).then(|| t::shell_hints_taken(counts.join(", ")).to_string())
}
