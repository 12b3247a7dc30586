//! The open chapter's line on the board (wasm): the table after the
//! steps shown, where the teacher plays the next move for any seat (a
//! move off the line replaces the rest of it), steps back and forward,
//! cuts the line, and chooses where the learner starts.

use std::rc::Rc;

use yew::prelude::*;

use super::editor_state::{Edit, EditorState};
use super::editor_table::seat_names;
use super::marks::MarkedBoard;
use super::view::StudioView;
use crate::engine::game::Explain;
use crate::engine::session::Session;
use crate::ui::components::button::{button, ButtonKind};
use crate::ui::form_events::select_value;
use crate::ui::shell::view::BoardProps;

/// The line section, on `session`: the open chapter's game after the
/// steps shown (`None` while its table has problems).
pub fn line_section<G: StudioView + 'static>(
    state: &EditorState<G>,
    session: Option<&Session<G>>,
    edit: &Edit<G>,
) -> Html {
    let draft = &state.draft;
    let chapter = draft.current();
    let Some(session) = session else {
        return html! {
            <section class="studio-line" aria-label="The line">
                <h2>{ "The line" }</h2>
                <p role="status">{ "The table has problems (see above): put them right to play its line." }</p>
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
                "Learner".to_owned()
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
        0 => format!("The table before the first step ({steps} in the line)"),
        k => format!("Step {k} of {steps}"),
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
        <section class="studio-line" aria-label="The line">
            <h2>{ "The line" }</h2>
            <p class="studio-hint">{ "Play the moves on the board, for any seat. A move off the line replaces the rest of it." }</p>
            <MarkedBoard label="The table" selectors={marks.iter().filter_map(|m| G::mark_selector(m)).collect::<Vec<_>>()}>
                { G::table(&board) }
            </MarkedBoard>
            <div class="studio-line-side" {onkeydown}>
                if to_act.len() > 1 {
                    <label class="studio-field">
                        <span>{ "The board plays for" }</span>
                        <select aria-label="The board plays for" onchange={on_acting}>
                            { for to_act.iter().map(|&seat| html! {
                                <option value={seat.to_string()} selected={Some(seat) == acting}>{ board_names[seat].clone() }</option>
                            }) }
                        </select>
                    </label>
                } else if let Some(seat) = acting {
                    <p class="studio-acting">{ format!("To play: {}", board_names[seat]) }</p>
                } else {
                    <p class="studio-acting">{ "The game is over." }</p>
                }
                if let Some(said) = &state.said {
                    <p class="studio-said" role="alert">{ said.clone() }</p>
                }
                <p class="studio-position" aria-live="polite">{ position }</p>
                if !explained.is_empty() {
                    <p class="lesson-engine">{ explained }</p>
                }
                <div class="studio-row" role="group" aria-label="Steps of the line">
                    { button(ButtonKind::Secondary, "To the start", None, shown == 0, edit.on(|s| s.draft.go_to(0))) }
                    { button(ButtonKind::Secondary, "Back", None, shown == 0, edit.on(|s| { s.draft.step(false); })) }
                    { button(ButtonKind::Secondary, "Forward", None, shown >= steps, edit.on(|s| { s.draft.step(true); })) }
                    { button(ButtonKind::Secondary, "To the end", None, shown >= steps, edit.on(|s| s.draft.go_to(usize::MAX))) }
                </div>
                <div class="studio-row" role="group" aria-label="The line from here">
                    { button(ButtonKind::Secondary, "Cut the line here", None, shown >= steps, edit.on(|s| s.draft.cut_after())) }
                    { button(ButtonKind::Secondary, "The learner starts here", None, shown == chapter.first_step, edit.on(|s| s.draft.start_here())) }
                </div>
                <p class="studio-hint">{ match chapter.first_step {
                    0 => "The learner starts at the table before the first step.".to_owned(),
                    k => format!("The learner starts after step {k} (the steps before it are shown played)."),
                } }</p>
            </div>
        </section>
    }
}
