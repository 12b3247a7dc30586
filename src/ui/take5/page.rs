//! The 6 nimmt! screen: one reducer ([`Screen`]) drives the table, the
//! hand, step-through, the AIs' timers, saving, the ranking and the
//! protocol panel.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::engine::game::{Game, Seat};
use crate::engine::take5::ViewPhase;
use crate::ui::app::SettingsContext;
use crate::ui::components::{Button, ButtonKind, GameLog, StepBar};
use crate::ui::form_events::{checkbox_value, select_value};
use crate::ui::route::{replace_address, Route};
use crate::ui::save_slot::resume_or_fresh;
use crate::ui::settings::Settings;

use super::frame::Frame;
use super::hand::Hand;
use super::lessons::lesson;
use super::new_game::{random_seed, NewGame};
use super::protocol_view::ProtocolPanel;
use super::ranking::{ranking, Ranking};
use super::screen::{Msg, Screen, WatchSpeed};
use super::setup::{Mode, SeatKind, Setup};
use super::storage::{
    load_aside, load_game, save_aside, save_game, SavedGame, ASIDE_KEY, GAME_KEY,
};
use super::table::Table;

/// The screen a page load starts with: the saved game if it replays, else
/// a new game against AIs (with a notice when the save was unreadable),
/// and the game put aside, if one was saved.
pub fn initial_screen(settings: &Settings) -> Screen {
    let fresh = || {
        let levels = [settings.ai_level.key(); 3];
        Screen::new(
            Setup::vs_ai(settings.display_name(), levels),
            random_seed(),
            settings.step_through,
            settings.animation_speed.duration_ms(),
        )
    };
    let speed = settings.animation_speed.duration_ms();
    let resume =
        |saved: SavedGame| Screen::resume(saved.setup, saved.record, settings.step_through, speed);
    let (mut screen, notice) = resume_or_fresh(load_game(), resume, fresh);
    screen.notice = notice;
    screen.replaced = load_aside().map(Box::new);
    screen
}

/// What the table waits for, in words.
pub fn status_text(screen: &Screen) -> String {
    let names = screen.names();
    let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
    if !screen.following() {
        return "You are looking at an earlier moment of the game. Use Last step to come back."
            .to_owned();
    }
    if screen.shown < screen.session.log().len() {
        return if screen.step_through {
            "Step-through: press Next step (or the Right arrow key) to see what happens next."
                .to_owned()
        } else {
            "The cards are being placed…".to_owned()
        };
    }
    let state = screen.session.state();
    if state.is_over() {
        return "The game is over.".to_owned();
    }
    if let Some(seat) = screen.pass_to() {
        return format!("Pass the device to {}.", name(seat));
    }
    let view = state.view(0);
    match view.phase {
        ViewPhase::Pick { seat, card } if screen.setup.is_human(seat) => format!(
            "{card} is lower than every row's last card: {}, choose a row to take.",
            name(seat)
        ),
        ViewPhase::Pick { seat, .. } => format!("{} is choosing a row to take…", name(seat)),
        _ => match screen.human_to_act() {
            Some(seat) => format!("{}, choose a card to play.", name(seat)),
            None => "The AIs are choosing their cards…".to_owned(),
        },
    }
}

fn roles(setup: &Setup) -> Vec<String> {
    setup
        .seats
        .iter()
        .map(|seat| match &seat.kind {
            SeatKind::Human => "person".to_owned(),
            SeatKind::Ai { level } => format!("AI · {level}"),
        })
        .collect()
}

fn mode_text(mode: Mode) -> String {
    match mode {
        Mode::VsAi => "You against three AIs".to_owned(),
        Mode::HotSeat => "People sharing this device".to_owned(),
        Mode::Watch => "Four AIs playing".to_owned(),
        Mode::Lesson(n) => format!("Lesson {n}: {}", lesson(n).map_or("", |l| l.title)),
    }
}

/// "Your hand" for the one person at the device, "Ann's hand" in hot-seat.
fn hand_title(setup: &Setup, seat: Seat) -> String {
    match setup.mode {
        Mode::HotSeat => format!("{}'s hand", setup.seats[seat].name),
        _ => "Your hand".to_owned(),
    }
}

/// Focuses the first row button (`rows`) or playable card inside `board`,
/// unless focus is already on something in the page.
fn focus_first_choice(board: &NodeRef, rows: bool) {
    let Some(board) = board.cast::<web_sys::Element>() else {
        return;
    };
    let lost = gloo::utils::document()
        .active_element()
        .is_none_or(|active| active.tag_name().eq_ignore_ascii_case("body"));
    if !lost {
        return;
    }
    let selector = if rows {
        ".t5-row.is-pickable"
    } else {
        ".t5-hand-card button:not([aria-disabled])"
    };
    let options = web_sys::FocusOptions::new();
    options.set_prevent_scroll(true);
    if let Some(target) = board.query_selector(selector).ok().flatten() {
        if let Some(target) = target.dyn_ref::<web_sys::HtmlElement>() {
            let _ = target.focus_with_options(&options);
        } else if let Some(target) = target.dyn_ref::<web_sys::SvgElement>() {
            let _ = target.focus_with_options(&options);
        }
    }
}

/// Properties of [`Take5Screen`].
#[derive(Properties, PartialEq)]
pub struct Take5ScreenProps {
    /// Settings to use when there is no settings context (tests).
    #[prop_or_default]
    pub settings: Option<Settings>,
    /// A lesson to start on arrival (a `#/play/<id>/lesson/<n>` link); the
    /// saved game is put aside, and the address becomes the play page's.
    #[prop_or_default]
    pub lesson: Option<u8>,
}

/// The whole 6 nimmt! screen.
#[function_component(Take5Screen)]
pub fn take5_screen(props: &Take5ScreenProps) -> Html {
    let context = use_context::<SettingsContext>();
    let settings = props
        .settings
        .clone()
        .or_else(|| context.map(|c| c.settings))
        .unwrap_or_default();
    let screen = use_reducer({
        let settings = settings.clone();
        move || initial_screen(&settings)
    });
    let dispatch = screen.dispatcher();
    let board = use_node_ref();

    // A lesson link starts its lesson once, then shows the plain play
    // address, so a reload resumes the lesson instead of restarting it.
    use_effect_with(props.lesson, {
        let dispatch = dispatch.clone();
        let player = settings.display_name().to_owned();
        move |lesson| {
            if let Some(number) = *lesson {
                dispatch.dispatch(Msg::StartLesson { number, player });
                replace_address(&Route::Play("take5").href());
            }
        }
    });

    // Keep the game put aside across reloads too.
    use_effect_with(screen.replaced.clone(), |replaced| {
        // A failed save only means it will not come back after a reload.
        let _ = save_aside(replaced.as_deref());
    });

    // Save the game whenever its record or set-up changes.
    use_effect_with(
        (screen.setup.clone(), screen.session.record().clone()),
        |(setup, record)| {
            // A failed save only means the game will not resume after a reload.
            let _ = save_game(setup, record);
        },
    );

    // One timer at a time: show the next event, or let the next AI decide.
    use_effect_with(screen.version, {
        let screen = screen.clone();
        let dispatch = dispatch.clone();
        move |_| {
            let timer = if let Some(delay) = screen.advance_delay() {
                let dispatch = dispatch.clone();
                Some(Timeout::new(delay, move || dispatch.dispatch(Msg::Advance)))
            } else if let Some(delay) = screen.replay_delay() {
                let dispatch = dispatch.clone();
                Some(Timeout::new(delay, move || {
                    dispatch.dispatch(Msg::ReplayTick)
                }))
            } else {
                screen.ai_delay().map(|delay| {
                    let dispatch = dispatch.clone();
                    Timeout::new(delay, move || dispatch.dispatch(Msg::AiMove))
                })
            };
            move || drop(timer)
        }
    });

    let viewer = screen.viewer();
    let frame = use_memo((screen.version, viewer), {
        let screen = screen.clone();
        move |_| Frame::at(&screen.session, screen.cursor, viewer)
    });
    let entries: Rc<Vec<AttrValue>> = use_memo(screen.version, {
        let screen = screen.clone();
        move |_| {
            screen
                .explanations()
                .into_iter()
                .map(AttrValue::from)
                .collect::<Vec<_>>()
        }
    });

    let names = screen.names();
    let state = screen.session.state();
    let live = screen.is_live() && screen.pass_to().is_none();
    let can_act = |seat: Seat| live && state.to_act().contains(&seat);
    let on_play = viewer
        .filter(|&v| can_act(v) && matches!(state.view(v).phase, ViewPhase::Choose))
        .map(|seat| {
            dispatch
                .to_callback()
                .reform(move |card| Msg::Play(seat, card))
        });
    let on_pick = match state.view(0).phase {
        ViewPhase::Pick { seat, .. }
            if screen.setup.is_human(seat) && can_act(seat) && viewer == Some(seat) =>
        {
            Some(
                dispatch
                    .to_callback()
                    .reform(move |row| Msg::Pick(seat, row)),
            )
        }
        _ => None,
    };
    let waiting = if screen.following() && screen.shown >= screen.session.log().len() {
        state.to_act()
    } else {
        Vec::new()
    };
    let over_lines = (screen.is_live())
        .then(|| ranking(&screen.session))
        .flatten();

    let lesson_intro = match screen.setup.mode {
        Mode::Lesson(n) => lesson(n).map(|l| l.intro),
        _ => None,
    };
    let seed = screen.session.record().seed;
    let same_seed = {
        let setup = screen.setup.clone();
        let dispatch = dispatch.clone();
        Callback::from(move |_| match setup.mode {
            Mode::Lesson(number) => dispatch.dispatch(Msg::StartLesson {
                number,
                player: setup.seats[0].name.clone(),
            }),
            _ => dispatch.dispatch(Msg::Start {
                setup: setup.clone(),
                seed,
            }),
        })
    };
    let new_seed = {
        let setup = screen.setup.clone();
        let dispatch = dispatch.clone();
        let settings = settings.clone();
        Callback::from(move |_| {
            let setup = match setup.mode {
                Mode::Lesson(_) => {
                    Setup::vs_ai(settings.display_name(), [settings.ai_level.key(); 3])
                }
                _ => setup.clone(),
            };
            dispatch.dispatch(Msg::Start {
                setup,
                seed: random_seed(),
            })
        })
    };
    let step_toggle = dispatch
        .to_callback()
        .reform(|event: Event| Msg::SetStepThrough(checkbox_value(&event)));
    let speed_change = dispatch
        .to_callback()
        .reform(|event: Event| Msg::SetWatchSpeed(WatchSpeed::from_label(&select_value(&event))));
    let on_step = dispatch.to_callback().reform(Msg::StepTo);
    let on_replay = dispatch.to_callback().reform(Msg::SetReplay);
    let undo = dispatch.to_callback().reform(|_| Msg::Undo);
    let dismiss = dispatch.to_callback().reform(|_| Msg::DismissNotice);
    let restore = dispatch.to_callback().reform(|_| Msg::RestoreReplaced);
    let forget = dispatch.to_callback().reform(|_| Msg::ForgetReplaced);
    let on_start = dispatch
        .to_callback()
        .reform(|(setup, seed)| Msg::Start { setup, seed });
    let on_lesson = {
        let player = settings.display_name().to_owned();
        dispatch
            .to_callback()
            .reform(move |number| Msg::StartLesson {
                number,
                player: player.clone(),
            })
    };
    let speed_class = match screen.animation_ms {
        0 => "t5-speed-off",
        1..=200 => "t5-speed-fast",
        201..=500 => "t5-speed-normal",
        _ => "t5-speed-slow",
    };
    // When the person is asked to act and keyboard focus was lost (the
    // played card's button is gone), focus the first choice: a row to take
    // or a card to play.
    let asked = match (on_pick.is_some(), on_play.is_some()) {
        (true, _) => 2_u8,
        (false, true) => 1,
        _ => 0,
    };
    use_effect_with((asked, screen.version), {
        let board = board.clone();
        move |(asked, version)| {
            // Not on the very first render, before anything happened here.
            if *asked > 0 && *version > 0 {
                focus_first_choice(&board, *asked == 2);
            }
        }
    });
    let hand_view = match (screen.pass_to(), viewer) {
        (Some(seat), _) => {
            let uncover = dispatch.to_callback().reform(move |_| Msg::Uncover(seat));
            let name = names[seat].clone();
            html! {
                <section class="t5-pass" aria-label="Pass the device">
                    <p class="t5-pass-text">{ format!("Pass the device to {name}. The other players should look away.") }</p>
                    <Button kind={ButtonKind::Primary} onclick={uncover} aria_label={format!("Show the hand of {name}")}>
                        { format!("I am {name}: show my hand") }
                    </Button>
                </section>
            }
        }
        (None, Some(seat)) => html! {
            <Hand owner={hand_title(&screen.setup, seat)} cards={frame.hand.clone()} chosen={frame.my_choice} {on_play} />
        },
        (None, None) => match screen.setup.mode {
            Mode::HotSeat => {
                html! { <p class="t5-hand-empty">{ "The hands stay hidden while the cards are placed." }</p> }
            }
            _ => Html::default(),
        },
    };
    // Hot-seat: a covered hand must not show through the protocol lines.
    let protocol_seat = match screen.setup.mode {
        Mode::HotSeat => viewer,
        Mode::Watch => Some(state.to_act().first().copied().unwrap_or(0)),
        Mode::VsAi | Mode::Lesson(_) => viewer,
    };

    html! {
        <div class={classes!("t5-screen", speed_class)}>
            if let Some(text) = screen.notice.clone() {
                <div class="notice" role="status">
                    <p>{ text }</p>
                    <Button kind={ButtonKind::Ghost} onclick={dismiss} aria_label="Dismiss notice">{ "Dismiss" }</Button>
                </div>
            }
            if screen.replaced.is_some() {
                <div class="notice" role="status">
                    <p>{ "The unfinished game you were playing was put aside for this one." }</p>
                    <Button onclick={restore} aria_label="Bring back the previous game">{ "Bring back the previous game" }</Button>
                    <Button kind={ButtonKind::Ghost} onclick={forget}>{ "Forget the previous game" }</Button>
                </div>
            }
            if let Some(intro) = lesson_intro {
                <p class="t5-lesson-intro">{ intro }</p>
            }
            <div class="t5-info">
                <p class="t5-info-line">
                    { format!("{} · Round {} of {} · turn {} of {}", mode_text(screen.setup.mode), frame.round, frame.rounds, frame.turn.min(frame.turns_in_round.max(1)), frame.turns_in_round) }
                </p>
                <p class="t5-info-line">{ "Seed " }<code class="t5-seed">{ seed }</code></p>
            </div>
            <div class="t5-controls">
                <div class="field checkbox">
                    <input type="checkbox" id="t5-step-through" checked={screen.step_through} onchange={step_toggle} />
                    <label for="t5-step-through">{ "Step-through (pause after every event)" }</label>
                </div>
                if screen.setup.mode == Mode::Watch || screen.replaying {
                    <div class="field">
                        <label for="t5-watch-speed">{ if screen.replaying { "Replay speed" } else { "AI speed" } }</label>
                        <select id="t5-watch-speed" onchange={speed_change}>
                            { for WatchSpeed::ALL.iter().map(|s| html! {
                                <option value={s.label()} selected={*s == screen.watch_speed}>{ s.label() }</option>
                            }) }
                        </select>
                    </div>
                }
                if matches!(screen.setup.mode, Mode::VsAi | Mode::Lesson(_)) {
                    <Button onclick={undo} disabled={!screen.can_undo()} aria_label="Undo my last card">{ "Undo my last card" }</Button>
                }
                <Button onclick={same_seed.clone()} aria_label="Restart with the same seed">{ "Restart (same seed)" }</Button>
            </div>
            <p class="t5-status" aria-live="polite">{ status_text(&screen) }</p>
            if let Some(lines) = over_lines {
                <Ranking {lines} names={names.clone()} on_new={new_seed} on_same={same_seed} />
            }
            <StepBar current={screen.cursor} total={screen.session.log().len()} explanation={screen.explanation()} on_step={on_step.clone()} replaying={screen.replaying} {on_replay} />
            <div class="t5-board" ref={board}>
                <Table frame={(*frame).clone()} names={names.clone()} roles={roles(&screen.setup)} {waiting} {on_pick} animate={screen.animation_ms > 0} />
                { hand_view }
            </div>
            <GameLog entries={entries} current={screen.cursor} on_select={on_step} />
            if let Some(seat) = protocol_seat {
                <ProtocolPanel session={screen.session.clone()} {seat} names={names.clone()} />
            }
            <NewGame player={settings.display_name().to_owned()} level={settings.ai_level.key()} {on_start} {on_lesson} />
            <p class="t5-storage-note">{ format!("The current game is kept in this browser under the key {GAME_KEY}, and a game put aside under {ASIDE_KEY}.") }</p>
        </div>
    }
}
