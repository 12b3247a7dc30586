//! The open chapter's table (wasm): a new table under any rules and
//! player count the game allows, the game's own set-up editor, where the
//! learner sits and what the seats are called.

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use super::editor_state::{Edit, EditorState};
use crate::text::t;
use crate::ui::components::button::{button, ButtonKind};
use crate::ui::form_events::select_value;
use crate::ui::lessons::player::names_of;
use crate::ui::shell::chrome::table_layout::random_seed;
use crate::ui::shell::new_game::rules_options;
use crate::ui::shell::studio_ui::{SetupProps, StudioUi};

/// The first seat that plays at the table of `options` and `seed` (the
/// learner's seat of a new table).
pub fn first_player<G: StudioUi>(options: &G::Options, seed: u64) -> usize {
    let (game, _) = G::new(options, seed);
    (0..game.seat_count())
        .find(|&seat| game.takes_part(seat))
        .unwrap_or(0)
}

/// The seats' names as the learner will read them.
pub fn seat_names<G: StudioUi>(state: &EditorState<G>, seats: usize) -> Vec<String> {
    names_of(state.draft.current(), seats)
}

/// A seat's name as the teacher reads it: "You", the name the engine's
/// sentences address the learner by, in the studio's language.
pub fn shown_name(name: &str) -> String {
    if name == "You" {
        t::studio_you().to_string()
    } else {
        name.to_owned()
    }
}

/// Properties of [`NewTable`].
#[derive(Properties)]
struct NewTableProps<G: StudioUi> {
    edit: Edit<G>,
    steps: usize,
}

impl<G: StudioUi> PartialEq for NewTableProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.edit.0 == other.edit.0 && self.steps == other.steps
    }
}

/// A new table: rules, players, and the deal.
#[function_component(NewTable)]
fn new_table<G: StudioUi + 'static>(props: &NewTableProps<G>) -> Html {
    let rules = use_state(|| 0usize);
    let players = use_state(|| 0usize);
    let options = rules_options::<G>(*rules, *players);
    let counts = G::seat_counts(&options);
    let own = G::new(&options, 0).0.seat_count();
    let deal = {
        let options = options.clone();
        props.edit.on(move |s| {
            let seed = random_seed();
            let options = G::editable(&options, seed);
            s.draft.set_table(options.clone(), seed);
            let learner = s.draft.current().learner;
            if !G::new(&options, seed).0.takes_part(learner) {
                s.draft.set_learner(first_player::<G>(&options, seed));
            }
            s.input = G::Input::default();
            s.acting = None;
        })
    };
    let on_rules = {
        let (rules, players) = (rules.clone(), players.clone());
        Callback::from(move |e: Event| {
            rules.set(select_value(&e).parse().unwrap_or(0));
            players.set(0);
        })
    };
    let on_players = {
        let players = players.clone();
        Callback::from(move |e: Event| players.set(select_value(&e).parse().unwrap_or(0)))
    };
    html! {
        <div class="studio-row studio-new-table" role="group" aria-label={t::studio_new_table().to_string()}>
            if !G::RULE_SETS.is_empty() {
                <label class="studio-field">
                    <span>{ t::studio_rules().to_string() }</span>
                    <select aria-label={t::studio_rules().to_string()} onchange={on_rules}>
                        { for G::RULE_SETS.iter().enumerate().map(|(i, set)| html! {
                            <option value={i.to_string()} selected={i == *rules}>{
                                G::rule_set_words(set.name).map_or_else(|| set.title.to_owned(), |(title, _)| title.to_string())
                            }</option>
                        }) }
                    </select>
                </label>
            }
            if counts.start() < counts.end() {
                <label class="studio-field">
                    <span>{ t::studio_players().to_string() }</span>
                    <select aria-label={t::studio_players().to_string()} onchange={on_players}>
                        { for counts.clone().map(|n| html! {
                            <option value={n.to_string()} selected={n == own}>{ n.to_string() }</option>
                        }) }
                    </select>
                </label>
            }
            { button(ButtonKind::Secondary, t::studio_deal().to_string(), None, false, deal) }
            if props.steps > 0 {
                <p class="studio-hint">{ t::studio_new_table_hint().to_string() }</p>
            }
        </div>
    }
}

/// The table section.
pub fn table_section<G: StudioUi + 'static>(state: &EditorState<G>, edit: &Edit<G>) -> Html {
    let chapter = state.draft.current();
    let (options, seed) = (chapter.record.options.clone(), chapter.record.seed);
    let editable = G::editable(&options, seed);
    let seats = G::new(&options, seed).0.seat_count();
    let names = seat_names(state, seats);
    let steps = chapter.record.steps.len();
    let lang = state.draft.study.lang.code();
    // A table set up by hand (the table a new chapter gets, or one with
    // problems, which no deal from a seed has) is edited in the game's
    // editor; a table dealt from its seed is first written out.
    let by_hand = editable == options || !G::setup_problems(&options).is_empty();
    let editor = if by_hand {
        let change = edit.with(move |s, options: G::Options| {
            let dropped = s.draft.set_table(options, seed);
            s.input = G::Input::default();
            s.said = (dropped > 0).then(|| t::studio_table_changed(dropped).to_string());
        });
        G::setup_editor(&SetupProps { options, change })
    } else {
        let by_hand = edit.on(move |s| {
            let seed = s.draft.current().record.seed;
            let options = G::editable(&s.draft.current().record.options, seed);
            s.draft.set_table(options, seed);
        });
        html! {
            <div class="studio-row">
                <p>{ t::studio_dealt_from_seed().to_string() }</p>
                { button(ButtonKind::Secondary, t::studio_set_up_by_hand().to_string(), None, false, by_hand) }
            </div>
        }
    };
    let on_learner = edit.with(|s, e: Event| {
        if let Ok(seat) = select_value(&e).parse::<usize>() {
            s.draft.set_learner(seat);
        }
    });
    html! {
        <details class="studio-table" open={steps == 0}>
            <summary>{ t::studio_the_table().to_string() }</summary>
            <NewTable<G> edit={edit.clone()} {steps} />
            { editor }
            <div class="studio-row" role="group" aria-label={t::studio_the_seats().to_string()}>
                <label class="studio-field">
                    <span>{ t::studio_learner_sits().to_string() }</span>
                    <select aria-label={t::studio_learner_sits().to_string()} onchange={on_learner}>
                        { for (0..seats).map(|seat| html! {
                            <option value={seat.to_string()} selected={seat == chapter.learner}>
                                { t::studio_seat(seat + 1).to_string() }
                            </option>
                        }) }
                    </select>
                </label>
                { for (0..seats).map(|seat| {
                    let oninput = edit.text(move |s, name| s.draft.set_name(seat, name));
                    html! {
                        <label class="studio-field">
                            <span>{ t::studio_seat_name(seat + 1).to_string() }</span>
                            <input type="text" maxlength="40" {lang} value={chapter.names.get(seat).cloned().unwrap_or_default()}
                                placeholder={shown_name(&names[seat])} {oninput} />
                        </label>
                    }
                }) }
            </div>
        </details>
    }
}
