//! The toolbar above a game table: the dialogs for a new game, the lessons,
//! the rules, the settings (applied at once to the open game), the
//! coach's review and the bot protocol, restarting with the same seed, undo,
//! the coach's hint (the Hint button or `?` on the person's turn: the
//! extras module draws it under the toolbar and highlights the move on the
//! table, until the seat has moved), and the display controls
//! (step-through, pace, the game's own toggles). It keeps the table in one screen: everything that is not
//! the game itself opens from here.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::text::t;
use crate::ui::components::{button, checkbox, ButtonKind, Modal};
use crate::ui::form_events::select_value;
use crate::ui::route::Route;
use crate::ui::shell::screen::WatchSpeed;
use crate::ui::shell::storage::{load_choice, save_choice};

use crate::ui::modules::extras::{Extra, ExtraSettings};
use crate::ui::modules::part::Part;
use crate::ui::shell::new_game::{NewGameChoice, SetupChoices};

use super::new_game::NewGameForm;
use super::share_panel::SharePanel;

/// Which dialog is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Dialog {
    NewGame,
    Lessons,
    Rules,
    Protocol,
    Settings,
    Share,
    Review,
}

/// Properties of [`GameBar`].
#[derive(Properties, PartialEq)]
pub struct GameBarProps {
    /// The game's id.
    pub game: &'static str,
    /// The game's name, in the language of the moment.
    pub title: AttrValue,
    /// The person's name and default AI level (settings).
    pub player: AttrValue,
    /// The default AI level (settings).
    pub level: AttrValue,
    /// What the game offers the new-game form, its words in the language
    /// of the moment.
    pub choices: Rc<SetupChoices>,
    /// Starts a new game.
    pub on_start: Callback<NewGameChoice>,
    /// Starts lesson n.
    pub on_lesson: Callback<u8>,
    /// The same game again.
    pub on_restart: Callback<()>,
    /// The undo button's words and whether it may be used; `None` hides it.
    pub undo: Option<(AttrValue, bool)>,
    /// Takes back the person's last action.
    pub on_undo: Callback<()>,
    /// Whether step-through is on.
    pub step_through: bool,
    /// Turns step-through on or off.
    pub on_step_through: Callback<bool>,
    /// The pace control, when AIs are watched or the history replays
    /// (`true`: it is the replay's).
    pub pace: Option<(bool, WatchSpeed)>,
    /// Changes the pace.
    pub on_pace: Callback<WatchSpeed>,
    /// The seat whose bot input the protocol view shows.
    pub protocol: Option<usize>,
    /// The game's record as JSON, for the protocol view.
    pub record_json: Callback<(), String>,
    /// Seat names (protocol panel).
    pub names: Vec<String>,
    /// The game's own display controls.
    #[prop_or_default]
    pub extra: Html,
    /// The link to the game at the shown step (`None` while it is made).
    pub share_link: Option<AttrValue>,
    /// Asks for the link (the Share dialog opens).
    pub on_share: Callback<()>,
    /// Saves the game as a file, once the worker has written it.
    pub on_download: Option<Callback<()>>,
    /// Opens a game file.
    pub on_open: Callback<web_sys::File>,
    /// The coach's review may be asked for (the game is over, or a shared
    /// game is shown), read by this seat (`None`: a spectator).
    pub review: Option<Option<usize>>,
    /// Shows the position a reviewed decision was made in (a record step).
    pub on_review_step: Callback<usize>,
    /// The seat the coach's hint may be asked for, and its moves so far.
    pub hint: Option<(usize, usize)>,
    /// A hint was taken.
    pub on_hint: Callback<()>,
}

/// The toolbar and its dialogs.
#[function_component(GameBar)]
pub fn game_bar(props: &GameBarProps) -> Html {
    let open = use_state(|| None::<Dialog>);
    let show = |dialog: Dialog| {
        let open = open.clone();
        Callback::from(move |_| open.set(Some(dialog)))
    };
    let close = {
        let open = open.clone();
        Callback::from(move |_| open.set(None))
    };
    // The last choice kept for this game, read again when the form opens.
    let last_choice = {
        let game = props.game;
        use_memo(*open == Some(Dialog::NewGame), move |_| load_choice(game))
    };
    let on_start = {
        let (open, on_start, game) = (open.clone(), props.on_start.clone(), props.game);
        Callback::from(move |choice: NewGameChoice| {
            open.set(None);
            // Not kept (storage refused): the form opens with its defaults.
            let _ = save_choice(game, &choice);
            on_start.emit(choice);
        })
    };
    let close_on_link = {
        let open = open.clone();
        Callback::from(move |event: MouseEvent| {
            let on_link = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|t| t.closest("a").ok().flatten())
                .is_some();
            if on_link {
                open.set(None);
            }
        })
    };
    let on_open = {
        let (open, on_open) = (open.clone(), props.on_open.clone());
        Callback::from(move |file| {
            open.set(None);
            on_open.emit(file);
        })
    };
    // The lessons, the review and the protocol view are parts of the
    // extras module in one dialog; a lesson chosen (its number) or a
    // reviewed decision (its record step) comes back as a number.
    let numbered = match *open {
        Some(Dialog::Lessons) => Some((
            t::shell_bar_lessons(),
            Part::Lessons {
                game: props.game.to_owned(),
            },
        )),
        Some(Dialog::Review) => props.review.map(|viewer| {
            (
                t::shell_bar_review(),
                Part::Review {
                    game: props.game.to_owned(),
                    record: props.record_json.emit(()),
                    viewer,
                    names: props.names.clone(),
                },
            )
        }),
        Some(Dialog::Protocol) => Some((
            t::shell_bar_protocol_name(),
            Part::Protocol {
                game: props.game.to_owned(),
                record: props.record_json.emit(()),
                seat: props.protocol,
                names: props.names.clone(),
            },
        )),
        _ => None,
    };
    let on_number = {
        let (open, on_lesson, on_step) = (
            open.clone(),
            props.on_lesson.clone(),
            props.on_review_step.clone(),
        );
        Callback::from(move |number: String| {
            let Ok(number) = number.parse::<usize>() else {
                return;
            };
            match *open {
                Some(Dialog::Lessons) => on_lesson.emit(number as u8),
                Some(Dialog::Review) => on_step.emit(number),
                _ => return,
            }
            open.set(None);
        })
    };
    let on_share = {
        let (open, on_share) = (open.clone(), props.on_share.clone());
        Callback::from(move |_| {
            on_share.emit(());
            open.set(Some(Dialog::Share));
        })
    };
    // The hint asked for: for which decision, and the game then (the
    // record may grow while the person thinks, with others' hidden moves).
    let asked = use_state(|| None::<((usize, usize), String)>);
    let ask_hint = {
        let (asked, hint, record, on_hint) = (
            asked.clone(),
            props.hint,
            props.record_json.clone(),
            props.on_hint.clone(),
        );
        Callback::from(move |_: ()| {
            if let Some(hint) = hint {
                asked.set(Some((hint, record.emit(()))));
                on_hint.emit(());
            }
        })
    };
    // ? asks for the hint, outside text fields and dialogs.
    {
        let ask_hint = ask_hint.clone();
        use_effect_with(props.hint, move |_| {
            let listener = gloo::events::EventListener::new(
                &gloo::utils::document(),
                "keydown",
                move |event| {
                    let Some(key) = event.dyn_ref::<KeyboardEvent>() else {
                        return;
                    };
                    let typing = key
                        .target()
                        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                        .and_then(|t| t.closest("input, select, textarea, dialog").ok().flatten())
                        .is_some();
                    if key.key() == "?"
                        && !typing
                        && !key.ctrl_key()
                        && !key.alt_key()
                        && !key.meta_key()
                    {
                        ask_hint.emit(());
                    }
                },
            );
            move || drop(listener)
        });
    }
    let hint_part = (*asked).as_ref().and_then(|(hint, record)| {
        (props.hint == Some(*hint)).then(|| Part::Hint {
            game: props.game.to_owned(),
            record: record.clone(),
            seat: hint.0,
            names: props.names.clone(),
        })
    });
    let pace_change = props
        .on_pace
        .reform(|event: Event| WatchSpeed::from_label(&select_value(&event)));
    // The words, in the language of the moment.
    let words = |text: crate::text::Msg| Some(AttrValue::from(text.to_string()));
    let rules_of = t::shell_bar_rules_name(props.title.to_string()).to_string();
    html! {
        <>
        <div class="game-bar">
            <div class="game-bar-actions" role="group" aria-label={t::shell_bar_game().to_string()}>
                { button(ButtonKind::Secondary, t::shell_bar_new_game(), None, false, show(Dialog::NewGame)) }
                { button(ButtonKind::Secondary, t::shell_bar_lessons(), None, false, show(Dialog::Lessons)) }
                { button(ButtonKind::Secondary, t::shell_bar_restart(), words(t::shell_bar_restart_name()), false, props.on_restart.clone()) }
                if let Some((label, enabled)) = props.undo.clone() {
                    { button(ButtonKind::Secondary, t::shell_bar_undo(), Some(label), !enabled, props.on_undo.clone()) }
                }
                { button(ButtonKind::Secondary, t::shell_bar_share(), words(t::shell_bar_share_name()), false, on_share) }
                if props.hint.is_some() {
                    { button(ButtonKind::Secondary, t::shell_bar_hint(), words(t::shell_bar_hint_name()), false, ask_hint.clone()) }
                }
                if props.review.is_some() {
                    { button(ButtonKind::Secondary, t::shell_bar_review(), words(t::shell_bar_review_name()), false, show(Dialog::Review)) }
                }
                { button(ButtonKind::Secondary, t::shell_bar_protocol(), words(t::shell_bar_protocol_name()), false, show(Dialog::Protocol)) }
                { button(ButtonKind::Secondary, t::shell_bar_settings(), None, false, show(Dialog::Settings)) }
                { button(ButtonKind::Secondary, t::shell_bar_rules(), Some(AttrValue::from(rules_of.clone())), false, show(Dialog::Rules)) }
            </div>
            <div class="game-bar-display" role="group" aria-label={t::shell_bar_display().to_string()}>
                { checkbox("game-step-through", t::shell_bar_step_through().to_string(),
                           Some(t::shell_bar_step_through_title().to_string()), props.step_through,
                           props.on_step_through.clone()) }
                if let Some((replaying, pace)) = props.pace {
                    <div class="field inline">
                        <label for="game-pace">{ if replaying { t::shell_bar_replay_speed().to_string() } else { t::shell_bar_ai_speed().to_string() } }</label>
                        <select id="game-pace" onchange={pace_change}>
                            { for WatchSpeed::ALL.iter().map(|s| html! {
                                <option value={s.label()} selected={*s == pace}>{ s.name().to_string() }</option>
                            }) }
                        </select>
                    </div>
                }
                { props.extra.clone() }
            </div>
            <Modal open={*open == Some(Dialog::NewGame)} title={t::shell_bar_new_game().to_string()} onclose={close.clone()}>
                if *open == Some(Dialog::NewGame) {
                    <NewGameForm game={props.game} choices={(*props.choices).clone()} player={props.player.clone()} level={props.level.clone()}
                                 last={(*last_choice).clone()} {on_start} />
                }
            </Modal>
            <Modal open={*open == Some(Dialog::Rules)} title={rules_of} onclose={close.clone()}>
                // A lesson link inside starts the lesson: the dialog closes as it goes.
                <div class="rules-dialog" onclick={close_on_link}>
                    <p><a href={Route::Rules(props.game).href()}>{ t::shell_bar_rules_page().to_string() }</a></p>
                    if *open == Some(Dialog::Rules) {
                        <Extra part={Part::Rules { game: props.game.to_owned() }} on_link={close.clone()} />
                    }
                </div>
            </Modal>
            <Modal open={*open == Some(Dialog::Settings)} title={t::shell_bar_settings().to_string()} onclose={close.clone()}>
                if *open == Some(Dialog::Settings) {
                    <ExtraSettings />
                }
            </Modal>
            <Modal open={*open == Some(Dialog::Share)} title={t::shell_bar_share_name().to_string()} onclose={close.clone()}>
                if *open == Some(Dialog::Share) {
                    <SharePanel link={props.share_link.clone()} on_download={props.on_download.clone()} {on_open} />
                }
            </Modal>
            <Modal open={numbered.is_some()} title={numbered.as_ref().map_or(String::new(), |(title, _)| title.to_string())} onclose={close}>
                if let Some((_, part)) = numbered {
                    <Extra {part} on_message={on_number} />
                }
            </Modal>
        </div>
        if let Some(part) = hint_part {
            <div class="hint-box" role="region" aria-label={t::shell_hint_box().to_string()}>
                <Extra {part} />
            </div>
        }
        </>
    }
}
