//! The step being written (wasm): the teacher's note on it, the marks
//! drawn on the table after it, and whether it is a question: the
//! learner must find its move, with a prompt, a hint, and which other
//! moves count as right.

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use super::editor_state::{text_field, Edit, EditorState};
use super::editor_table::{seat_names, shown_name};
use crate::engine::game::Explain;
use crate::engine::rating::RatesMoves;
use crate::engine::record::Step;
use crate::engine::session::Session;
use crate::engine::study::model::{Accept, Question, NOTE_LIMIT};
use crate::text::t;
use crate::ui::form_events::{checkbox_value, input_value};
use crate::ui::shell::studio_ui::StudioUi;

/// What `action` of `seat` does at `game`, in the engine's words as that
/// seat reads them (its first event), else its protocol command.
fn move_words<G: StudioUi>(game: &G, seat: usize, action: &G::Action, names: &[String]) -> String {
    let mut after = game.clone();
    after
        .apply(seat, action)
        .ok()
        .and_then(|events| events.into_iter().next())
        .map(|event| G::event_for(Some(seat), &event).explain(names))
        .filter(|words| !words.is_empty())
        .unwrap_or_else(|| game.render_action(seat, action))
}

/// Changes the question on the step written, if there is one.
fn with_question<G: StudioUi>(state: &mut EditorState<G>, f: impl FnOnce(&mut Question<G>)) {
    let mut note = state.draft.note();
    if let Some(mut question) = note.question.take() {
        f(&mut question);
        state.draft.set_question(Some(question));
    }
}

/// The question's form.
fn question_form<G: StudioUi + 'static>(
    state: &EditorState<G>,
    edit: &Edit<G>,
    question: &Question<G>,
) -> Html {
    let draft = &state.draft;
    let step = draft.step_written().expect("a question is on a step");
    let chapter = draft.current();
    let Some(Step::Act { seat, action: line }) = chapter.record.steps.get(step).cloned() else {
        return Html::default();
    };
    let before: Option<G> = {
        let mut record = chapter.record.clone();
        record.steps.truncate(step);
        crate::engine::record::replay::<G>(&record).ok()
    };
    let others: Vec<G::Action> = before
        .as_ref()
        .map(|game| {
            game.legal_actions(seat)
                .into_iter()
                .filter(|a| *a != line)
                .collect()
        })
        .unwrap_or_default();
    let names = seat_names(state, before.as_ref().map_or(0, |g| g.seat_count()));
    let name = |game: &G, action: &G::Action| move_words(game, seat, action, &names);
    let near = match question.accept {
        Accept::NearBest(within) => Some(within),
        Accept::Moves(_) => None,
    };
    let listed = match &question.accept {
        Accept::Moves(moves) => moves.clone(),
        Accept::NearBest(_) => Vec::new(),
    };
    let lang = draft.study.lang.code();
    let choose_list = edit.on(|s| with_question(s, |q| q.accept = Accept::Moves(Vec::new())));
    let choose_near = edit.on(|s| with_question(s, |q| q.accept = Accept::NearBest(1.0)));
    let on_within = edit.with(|s, e: InputEvent| {
        if let Ok(within) = input_value(&e).parse::<f64>() {
            if within.is_finite() && within >= 0.0 {
                with_question(s, |q| q.accept = Accept::NearBest(within));
            }
        }
    });
    html! {
        <fieldset class="studio-question">
            <legend>{ t::studio_question().to_string() }</legend>
            { text_field(&t::studio_prompt_field().to_string(), &question.prompt, NOTE_LIMIT, false, lang,
                edit.text(|s, text| with_question(s, |q| q.prompt = text.clone()))) }
            { text_field(&t::studio_hint_field().to_string(), &question.hint, NOTE_LIMIT, false, lang,
                edit.text(|s, text| with_question(s, |q| q.hint = text.clone()))) }
            <p class="studio-hint">{ match &before {
                Some(game) => t::studio_line_move_right(name(game, &line)).to_string(),
                None => t::studio_line_move_right_plain().to_string(),
            } }</p>
            <label class="studio-choice">
                <input type="radio" name="accept" checked={near.is_none()} onclick={choose_list.reform(|_: MouseEvent| ())} />
                { t::studio_accept_these().to_string() }
            </label>
            if near.is_none() {
                <div class="studio-answers" role="group" aria-label={t::studio_other_moves().to_string()}>
                    if others.is_empty() {
                        <p>{ t::studio_no_other_move().to_string() }</p>
                    }
                    { for others.iter().map(|action| {
                        let label = before.as_ref().map(|g| name(g, action)).unwrap_or_default();
                        let toggle = { let action = action.clone(); edit.on(move |s| { s.draft.toggle_answer(action.clone()); }) };
                        html! {
                            <label class="studio-choice">
                                <input type="checkbox" checked={listed.contains(action)} onchange={toggle.reform(|_: Event| ())} />
                                { label }
                            </label>
                        }
                    }) }
                </div>
            }
            <label class="studio-choice">
                <input type="radio" name="accept" checked={near.is_some()} onclick={choose_near.reform(|_: MouseEvent| ())} />
                { t::studio_accept_near().to_string() }
            </label>
            if let Some(within) = near {
                <label class="studio-field">
                    <span>{ t::studio_within(<G as RatesMoves>::RATING_UNIT).to_string() }</span>
                    <input type="number" min="0" step="0.1" value={within.to_string()} oninput={on_within} />
                </label>
            }
        </fieldset>
    }
}

/// The step section, on `session` (as [`super::editor_line::line_section`]).
pub fn step_section<G: StudioUi + 'static>(
    state: &EditorState<G>,
    session: Option<&Session<G>>,
    edit: &Edit<G>,
) -> Html {
    let draft = &state.draft;
    let chapter = draft.current();
    let lang = draft.study.lang.code();
    let Some(step) = draft.step_written() else {
        return html! {
            <section class="studio-step" aria-label={t::studio_the_step().to_string()}>
                <h2>{ t::studio_before_first().to_string() }</h2>
                { text_field(&t::studio_table_note().to_string(), &chapter.intro, crate::engine::study::model::TEXT_LIMIT, true, lang,
                    edit.text(|s, text| s.draft.set_note(text))) }
                <p class="studio-hint">{ t::studio_play_to_write().to_string() }</p>
            </section>
        };
    };
    let note = draft.note();
    let names = session
        .map(|s| seat_names(state, s.state().seat_count()))
        .unwrap_or_default();
    let seat = draft.step_seat();
    let who = seat
        .and_then(|s| names.get(s))
        .map(|name| shown_name(name))
        .unwrap_or_default();
    let targets = session
        .map(|s| s.state().mark_targets())
        .unwrap_or_default();
    let learner_plays = seat == Some(chapter.learner);
    let on_question = edit.with(|s, e: Event| {
        let question = checkbox_value(&e).then(|| Question {
            prompt: String::new(),
            hint: String::new(),
            accept: Accept::Moves(Vec::new()),
        });
        s.draft.set_question(question);
    });
    html! {
        <section class="studio-step" aria-label={t::studio_the_step().to_string()}>
            <h2>{ t::studio_step_heading(step + 1, who).to_string() }</h2>
            { text_field(&t::studio_step_note(step + 1).to_string(), &note.text, NOTE_LIMIT, true, lang,
                edit.text(|s, text| s.draft.set_note(text))) }
            <details class="studio-marks">
                <summary>{ t::studio_marks_summary(note.marks.len()).to_string() }</summary>
                <div class="studio-mark-list" role="group" aria-label={t::studio_marks().to_string()}>
                    { for targets.iter().map(|target| {
                        let toggle = { let target = target.clone(); edit.on(move |s| { s.draft.toggle_mark(&target); }) };
                        html! {
                            <label class="studio-choice">
                                <input type="checkbox" checked={note.marks.contains(target)} onchange={toggle.reform(|_: Event| ())} />
                                { target.clone() }
                            </label>
                        }
                    }) }
                </div>
            </details>
            <label class="studio-choice">
                <input type="checkbox" checked={note.question.is_some()} disabled={!learner_plays} onchange={on_question} />
                { t::studio_ask().to_string() }
            </label>
            if !learner_plays {
                <p class="studio-hint">{ t::studio_only_learner(names.get(chapter.learner).map(|name| shown_name(name)).unwrap_or_default()).to_string() }</p>
            }
            if let Some(question) = &note.question {
                { question_form(state, edit, question) }
            }
        </section>
    }
}
