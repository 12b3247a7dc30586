//! The lesson player's kept progress (wasm): read when a lesson opens,
//! written after every answer, wrong try, answer given away and chapter
//! reached, and drawn as "Solved 3 of 7 questions" with Start over, a
//! small note when this browser keeps nothing, and the questions ticked
//! (✓) at the lesson's end. The model is [`super::progress`].

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use super::COACH_STYLES;
use crate::engine::game::Game;
use crate::engine::study::model::Study;
use crate::engine::study::player::{StudyPlayer, Verdict};
use crate::text::{t, Msg};
use crate::ui::components::button::{button, ButtonKind};

use super::progress::{change_store, load_store, resume, Outcome, Progress};
use crate::ui::modules::mounting::link_styles;

/// Why the progress is not kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NotKept {
    /// The browser keeps nothing for this page.
    Nothing,
    /// The browser refused to write the progress.
    Refused,
}

impl NotKept {
    /// What is said, once.
    fn words(self) -> Msg {
        match self {
            NotKept::Nothing => t::studio_progress_not_kept(),
            NotKept::Refused => t::studio_progress_refused(),
        }
    }
}

/// One lesson's progress as the player keeps it: what is recorded, what
/// was last written, and where.
#[derive(Clone, Debug, PartialEq)]
pub struct Keeping {
    /// The lesson's code while its progress is written to the browser
    /// (`None`: an embedded lesson, or a browser that keeps nothing).
    code: Option<String>,
    /// The progress of this visit, written through.
    progress: Progress,
    /// What was last written (or read).
    written: Progress,
    /// Why the progress is not kept, said once in small text.
    notice: Option<NotKept>,
}

impl Keeping {
    /// The progress kept for the lesson of link code `code` (`None`:
    /// shown embedded, nothing kept) with `questions` questions; progress
    /// kept for another number of questions is not used. Also links the
    /// style sheet the progress is drawn with.
    pub fn open(code: Option<&str>, questions: usize) -> Keeping {
        link_styles(COACH_STYLES);
        let fresh = Progress::new(questions);
        let Some(code) = code else {
            return Keeping {
                code: None,
                progress: fresh.clone(),
                written: fresh,
                notice: None,
            };
        };
        let Some(store) = load_store() else {
            return Keeping {
                code: None,
                progress: fresh.clone(),
                written: fresh,
                notice: Some(NotKept::Nothing),
            };
        };
        let progress = store
            .get(code)
            .filter(|kept| kept.questions == questions)
            .cloned()
            .unwrap_or(fresh);
        Keeping {
            code: Some(code.to_owned()),
            written: progress.clone(),
            progress,
            notice: None,
        }
    }

    /// A player of `study` where the learner left it (at its start when
    /// nothing is kept).
    pub fn player<G: Game>(&self, study: Study<G>) -> StudyPlayer<G> {
        if self.progress.is_empty() {
            StudyPlayer::new(study)
        } else {
            resume(study, &self.progress)
        }
    }

    /// Records the verdict on the learner's move at the question at
    /// `(chapter, step)`.
    pub fn answered(&mut self, (chapter, step): (usize, usize), verdict: &Verdict) {
        self.progress.record(chapter, step, verdict);
    }

    /// Records the answer to the question at `(chapter, step)` given away.
    pub fn shown(&mut self, (chapter, step): (usize, usize)) {
        self.progress.record_shown(chapter, step);
    }

    /// Forgets the lesson's progress (written by the next
    /// [`Keeping::remember`]).
    pub fn start_over(&mut self) {
        self.progress = Progress::new(self.progress.questions);
    }

    /// Notes the chapter `player` is at and whether it finished, and
    /// writes the progress when it changed (no progress at all: the
    /// lesson is forgotten). A refused write is said once and nothing
    /// more is written.
    pub fn remember<G: Game>(&mut self, player: &StudyPlayer<G>) {
        self.progress
            .reach(player.chapter_index(), player.finished());
        if self.progress == self.written {
            return;
        }
        self.written = self.progress.clone();
        let Some(code) = &self.code else {
            return;
        };
        let progress = self.progress.clone();
        let kept = change_store(|store| {
            if progress.is_empty() {
                store.forget(code);
            } else {
                store.put(code, progress);
            }
        });
        if !kept {
            self.code = None;
            self.notice = Some(NotKept::Refused);
        }
    }

    /// "Solved 3 of 7 questions" and Start over (not at the lesson's
    /// end, where it has its own), once there is progress; and why the
    /// progress is not kept, if so.
    pub fn status(&self, finished: bool, start_over: Callback<()>) -> Html {
        let total = self.progress.questions;
        let said = if total == 0 {
            t::studio_place_kept().to_string()
        } else {
            t::studio_solved(self.progress.solved(), total).to_string()
        };
        html! {
            <>
                if !self.progress.is_empty() {
                    <div class="lesson-progress" role="group" aria-label={t::studio_your_progress().to_string()}>
                        <p class="lesson-progress-count">{ said }</p>
                        if !finished {
                            { button(ButtonKind::Secondary, t::studio_start_over().to_string(), Some(t::studio_start_over_label().to_string().into()), false, start_over) }
                        }
                    </div>
                }
                if let Some(notice) = self.notice {
                    <p class="storage-note lesson-progress-note">{ notice.words().to_string() }</p>
                }
            </>
        }
    }

    /// Every question of `study`, ticked (✓) when solved.
    pub fn questions<G: Game>(&self, study: &Study<G>) -> Html {
        let questions = study.questions();
        if questions.is_empty() {
            return Html::default();
        }
        let several = study.chapters.len() > 1;
        let item = |(n, &(chapter, step)): (usize, &(usize, usize))| {
            let number = step + 1 - study.chapters[chapter].first_step.min(step);
            let place = if several {
                t::studio_question_place_chapter(chapter + 1, number)
            } else {
                t::studio_question_place(number)
            };
            let (tick, state, how) = match self.progress.outcome(chapter, step) {
                Some(Outcome::Right { first_try: true }) => {
                    ("✓", "solved", t::studio_how_first_try())
                }
                Some(Outcome::Right { .. }) => ("✓", "solved", t::studio_how_solved()),
                Some(Outcome::Shown) => ("–", "open", t::studio_how_shown()),
                Some(Outcome::Tried) | None => ("–", "open", t::studio_how_open()),
            };
            html! {
                <li class={classes!("lesson-progress-item", format!("lesson-progress-{state}"))}>
                    <span class="lesson-tick" aria-hidden="true">{ tick }</span>
                    { t::studio_question_item(n + 1, place, how).to_string() }
                </li>
            }
        };
        html! {
            <ul class="lesson-progress-list" aria-label={t::studio_questions().to_string()}>
                { for questions.iter().enumerate().map(item) }
            </ul>
        }
    }
}
