//! The open chapter's line on the board (wasm): the table after the
//! steps shown, where the teacher plays the next move for any seat (a
//! move off the line replaces the rest of it), steps back and forward,
//! cuts the line, and chooses where the learner starts.

#![cfg(target_arch = "wasm32")]

use std::rc::Rc;

use yew::prelude::*;

use super::editor_state::{Edit, EditorState};
use super::editor_table::seat_names;
use crate::engine::game::Explain;
use crate::engine::session::Session;
use crate::text::t;
use crate::ui::components::button::{button, ButtonKind};
use crate::ui::form_events::select_value;
use crate::ui::lessons::marks::MarkedBoard;
use crate::ui::shell::drawing::BoardProps;
use crate::ui::shell::studio_ui::StudioUi;

/// The line section, on `session`: the open chapter's game after the
/// steps shown (`None` while its table has problems).
pub fn line_section<G: StudioUi + 'static>(
    state: &EditorState<G>,
    session: Option<&Session<G>>,
    edit: &Edit<G>,
) -> Html {
    let draft = &state.draft;
    let chapter = draft.current();
    let Some(session) = session else {
        return html! {
            <section class="studio-line" aria-label={t::studio_the_line().to_string()}>
                <h2>{ t::studio_the_line().to_string() }</h2>
                <p role="status">{ t::studio_line_problems().to_string() }</p>
            </section>
        };
    };
    let game = session.state();
    let names = seat_names(state, game.seat_count());
    let to_act = game.to_act();
    let acting = state
        .acting
        .filter(|seat| to_act.contains(seat))
        .or_else(|| to_act.first().copied());
    let viewer = acting.unwrap_or(chapter.learner);
    let press = edit.with(move |s, press: G::Press| {
        let Some(session) = s.draft.session() else {
            return;
        };
        let to_act = session.state().to_act();
        let Some(seat) = s
            .acting
            .filter(|a| to_act.contains(a))
            .or_else(|| to_act.first().copied())
        else {
            return;
        };
        let pressed = session.state().press(seat, &mut s.input, &press);
        s.said = pressed.notice;
        if let Some(action) = pressed.action {
            s.input = G::Input::default();
            if let Err(why) = s.draft.play(seat, action) {
                s.said = Some(why);
            }
            s.acting = None;
        }
    });
    let marks = draft.note().marks;
    // On the teacher's board the learner's seat is "Learner" (the learner
    // reads "You"), so every hand is named after its seat.
    let board_names: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            let named = chapter.names.get(seat).is_some_and(|n| !n.is_empty());
            if seat == chapter.learner && !named {
                t::studio_learner_name().to_string()
            } else {
                name.clone()
            }
        })
        .collect();
    let board = BoardProps::<G> {
        frame: Rc::new(G::frame(session, session.log().len(), Some(viewer))),
        viewer: Some(viewer),
        names: board_names.clone(),
        roles: (0..names.len())
            .map(|seat| {
                if seat == chapter.learner {
                    "learner"
                } else {
                    ""
                }
                .to_owned()
            })
            .collect(),
        yours: false,
        present: true,
        waiting: to_act.clone(),
        choices: acting.map(|seat| (seat, game.choices(seat, &state.input))),
        prefs: G::Prefs::default(),
        animate: false,
        version: state.version,
        press,
        cancel: edit.on(|s| s.input = G::Input::default()),
    };
    let steps = chapter.record.steps.len();
    let shown = draft.shown;
    let position = match shown {
        0 => t::studio_position_start(steps).to_string(),
        k => t::studio_position_step(k, steps).to_string(),
    };
    let explained = shown
        .checked_sub(1)
        .map(|last| {
            session
                .log()
                .iter()
                .filter(|e| e.step == Some(last))
                .map(|e| G::event_for(Some(chapter.learner), &e.event).explain(&names))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_default();
    let on_acting = edit.with(|s, e: Event| s.acting = select_value(&e).parse().ok());
    let onkeydown = {
        let (back, forward) = (
            edit.on(|s| {
                s.draft.step(false);
            }),
            edit.on(|s| {
                s.draft.step(true);
            }),
        );
        Callback::from(move |event: KeyboardEvent| match event.key().as_str() {
            "ArrowLeft" => back.emit(()),
            "ArrowRight" => forward.emit(()),
            _ => {}
        })
    };
    html! {
        <section class="studio-line" aria-label={t::studio_the_line().to_string()}>
            <h2>{ t::studio_the_line().to_string() }</h2>
            <p class="studio-hint">{ t::studio_line_hint().to_string() }</p>
            <MarkedBoard label={t::studio_the_table().to_string()} selectors={marks.iter().filter_map(|m| G::mark_selector(m)).collect::<Vec<_>>()}>
                { G::table(&board) }
            </MarkedBoard>
            <div class="studio-line-side" {onkeydown}>
                if to_act.len() > 1 {
                    <label class="studio-field">
                        <span>{ t::studio_board_plays_for().to_string() }</span>
                        <select aria-label={t::studio_board_plays_for().to_string()} onchange={on_acting}>
                            { for to_act.iter().map(|&seat| html! {
                                <option value={seat.to_string()} selected={Some(seat) == acting}>{ board_names[seat].clone() }</option>
                            }) }
                        </select>
                    </label>
                } else if let Some(seat) = acting {
                    <p class="studio-acting">{ t::studio_to_play(&board_names[seat]).to_string() }</p>
                } else {
                    <p class="studio-acting">{ t::studio_game_over().to_string() }</p>
                }
                if let Some(said) = &state.said {
                    <p class="studio-said" role="alert">{ said.clone() }</p>
                }
                <p class="studio-position" aria-live="polite">{ position }</p>
                if !explained.is_empty() {
                    <p class="lesson-engine">{ explained }</p>
                }
                <div class="studio-row" role="group" aria-label={t::studio_steps_of_line().to_string()}>
                    { button(ButtonKind::Secondary, t::studio_to_start().to_string(), None, shown == 0, edit.on(|s| s.draft.go_to(0))) }
                    { button(ButtonKind::Secondary, t::studio_back().to_string(), None, shown == 0, edit.on(|s| { s.draft.step(false); })) }
                    { button(ButtonKind::Secondary, t::studio_forward().to_string(), None, shown >= steps, edit.on(|s| { s.draft.step(true); })) }
                    { button(ButtonKind::Secondary, t::studio_to_end().to_string(), None, shown >= steps, edit.on(|s| s.draft.go_to(usize::MAX))) }
                </div>
                <div class="studio-row" role="group" aria-label={t::studio_line_from_here().to_string()}>
                    { button(ButtonKind::Secondary, t::studio_cut().to_string(), None, shown >= steps, edit.on(|s| s.draft.cut_after())) }
                    { button(ButtonKind::Secondary, t::studio_start_here().to_string(), None, shown == chapter.first_step, edit.on(|s| s.draft.start_here())) }
                </div>
                <p class="studio-hint">{ match chapter.first_step {
                    0 => t::studio_starts_at_table().to_string(),
                    k => t::studio_starts_after(k).to_string(),
                } }</p>
            </div>
        </section>
    }
}
