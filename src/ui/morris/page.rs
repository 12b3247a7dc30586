//! The Nine Men's Morris screen: one reducer ([`Screen`]) drives the board,
//! step-through, the AIs' timers, saving, the end screen and the protocol
//! panel.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::engine::game::{agree, Game, Seat};
use crate::engine::morris::lessons::lesson;
use crate::engine::morris::Phase;
use crate::ui::app::SettingsContext;
use crate::ui::components::{Button, ButtonKind, GameLog, StepBar};
use crate::ui::form_events::{checkbox_value, select_value};
use crate::ui::play_mode::{random_seed, Mode, SeatKind, WatchSpeed};
use crate::ui::route::{replace_address, Route};
use crate::ui::save_slot::resume_or_fresh;
use crate::ui::settings::Settings;

use super::board::Board;
use super::frame::Frame;
use super::new_game::NewGame;
use super::players::Players;
use super::protocol_view::ProtocolPanel;
use super::result::{result_lines, GameOver};
use super::screen::{Msg, Screen};
use super::setup::{Setup, COLOURS};
use super::storage::{
    load_aside, load_game, save_aside, save_game, SavedGame, ASIDE_KEY, GAME_KEY,
};

/// The screen a page load starts with: the saved game if it replays, else
/// a new game against the AI (with a notice when the save was unreadable),
/// and the game put aside, if one was saved.
pub fn initial_screen(settings: &Settings) -> Screen {
    let speed = settings.animation_speed.duration_ms();
    let fresh = || {
        Screen::new(
            Setup::vs_ai(settings.display_name(), 0, settings.ai_level.key()),
            random_seed(),
            settings.step_through,
            speed,
        )
    };
    let resume = |saved: SavedGame| {
        let labels = saved.labels;
        Screen::resume(saved.setup, saved.record, settings.step_through, speed).map(|mut screen| {
            screen.labels = labels;
            screen
        })
    };
    let (mut screen, notice) = resume_or_fresh(load_game(), resume, fresh);
    screen.notice = notice;
    screen.replaced = load_aside().map(Box::new);
    screen.version = 0;
    screen
}

/// What the board waits for, in words.
pub fn status_text(screen: &Screen) -> String {
    let names = screen.names();
    let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
    if !screen.following() {
        return "You are looking at an earlier moment of the game. Use Last step to come back."
            .to_owned();
    }
    if screen.shown < screen.session.log().len() {
        return if screen.step_through {
            "Step-through: press Next step (or the Right arrow key on the step buttons) to see what happens next."
                .to_owned()
        } else {
            "The stones are moving…".to_owned()
        };
    }
    let state = screen.session.state();
    if state.is_over() {
        return "The game is over.".to_owned();
    }
    let pos = state.position();
    let seat = pos.side();
    if !screen.setup.is_human(seat) {
        return format!("{} ({}) is thinking…", name(seat), COLOURS[seat]);
    }
    let who = format!("{} ({})", name(seat), COLOURS[seat]);
    if let Some(pending) = screen.pending {
        return format!(
            "{who} {} a mill with the stone on {}: choose an opponent stone to take (press that point again to take the move back).",
            agree(&name(seat), "closes", "close"),
            pending.to
        );
    }
    match (pos.phase(seat), screen.selected) {
        (Phase::Placing, _) => format!(
            "{who}: place a stone on an empty point ({} in hand).",
            pos.in_hand(seat)
        ),
        (Phase::Moving, None) => format!("{who}: choose a stone to move to a neighbouring empty point."),
        (Phase::Flying, None) => format!(
            "{who} {} 3 stones left and may fly: choose a stone, then any empty point.",
            agree(&name(seat), "has", "have")
        ),
        (_, Some(from)) => format!(
            "{who}: choose where the stone on {from} goes (press it again or Escape to put it back)."
        ),
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
        Mode::VsAi => "You against an AI".to_owned(),
        Mode::HotSeat => "Two people sharing this device".to_owned(),
        Mode::Watch => "Two AIs playing".to_owned(),
        Mode::Lesson(n) => format!("Lesson {n}: {}", lesson(n).map_or("", |l| l.title)),
    }
}

/// Properties of [`MorrisScreen`].
#[derive(Properties, PartialEq)]
pub struct MorrisScreenProps {
    /// Settings to use when there is no settings context (tests).
    #[prop_or_default]
    pub settings: Option<Settings>,
    /// A lesson to start on arrival (a `#/play/<id>/lesson/<n>` link); the
    /// saved game is put aside, and the address becomes the play page's.
    #[prop_or_default]
    pub lesson: Option<u8>,
}

/// The whole Morris screen.
#[function_component(MorrisScreen)]
pub fn morris_screen(props: &MorrisScreenProps) -> Html {
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

    // A lesson link starts its lesson once, then shows the plain play
    // address, so a reload resumes the lesson instead of restarting it.
    use_effect_with(props.lesson, {
        let dispatch = dispatch.clone();
        let player = settings.display_name().to_owned();
        move |lesson| {
            if let Some(number) = *lesson {
                dispatch.dispatch(Msg::StartLesson { number, player });
                replace_address(&Route::Play("morris").href());
            }
        }
    });

    // Keep the game put aside across reloads too.
    use_effect_with(screen.replaced.clone(), |replaced| {
        // A failed save only means it will not come back after a reload.
        let _ = save_aside(replaced.as_deref());
    });

    // Save the game whenever its record, set-up or labels change.
    use_effect_with(
        (
            screen.setup.clone(),
            screen.session.record().clone(),
            screen.labels,
        ),
        |(setup, record, labels)| {
            // A failed save only means the game will not resume after a reload.
            let _ = save_game(setup, record, *labels);
        },
    );

    // One timer at a time: show the next event, or let the AI move.
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

    let frame = use_memo(screen.version, {
        let screen = screen.clone();
        move |_| Frame::at(&screen.session, screen.cursor)
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
    let live = screen.is_live();
    // The end screen stays while the finished game is browsed.
    let over = (screen.shown >= screen.session.log().len() && state.is_over())
        .then(|| result_lines(&screen.session, &names))
        .flatten();
    let lesson_info = match screen.setup.mode {
        Mode::Lesson(n) => lesson(n),
        _ => None,
    };
    let to_move = (!state.is_over() && screen.following()).then(|| frame.side_to_move);

    let again = {
        let setup = screen.setup.clone();
        let dispatch = dispatch.clone();
        Callback::from(move |_| match setup.mode {
            Mode::Lesson(number) => dispatch.dispatch(Msg::StartLesson {
                number,
                player: setup
                    .person()
                    .map(|s| setup.seats[s].name.clone())
                    .unwrap_or_default(),
            }),
            _ => dispatch.dispatch(Msg::Start {
                setup: setup.clone(),
                seed: random_seed(),
            }),
        })
    };
    let review = {
        let dispatch = dispatch.clone();
        Callback::from(move |_| {
            dispatch.dispatch(Msg::StepTo(0));
            dispatch.dispatch(Msg::SetReplay(true));
        })
    };
    let step_toggle = dispatch
        .to_callback()
        .reform(|event: Event| Msg::SetStepThrough(checkbox_value(&event)));
    let labels_toggle = dispatch
        .to_callback()
        .reform(|event: Event| Msg::SetLabels(checkbox_value(&event)));
    let speed_change = dispatch
        .to_callback()
        .reform(|event: Event| Msg::SetWatchSpeed(WatchSpeed::from_label(&select_value(&event))));
    let on_step = dispatch.to_callback().reform(Msg::StepTo);
    let on_replay = dispatch.to_callback().reform(Msg::SetReplay);
    let on_press = dispatch.to_callback().reform(Msg::Press);
    let on_cancel = dispatch.to_callback().reform(|_| Msg::Cancel);
    let undo = dispatch.to_callback().reform(|_| Msg::Undo);
    let dismiss = dispatch.to_callback().reform(|_| Msg::DismissNotice);
    let restore = dispatch.to_callback().reform(|_| Msg::RestoreReplaced);
    let forget = dispatch.to_callback().reform(|_| Msg::ForgetReplaced);
    let on_start = dispatch.to_callback().reform(|setup| Msg::Start {
        setup,
        seed: random_seed(),
    });
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
        0 => "mm-speed-off",
        1..=200 => "mm-speed-fast",
        201..=500 => "mm-speed-normal",
        _ => "mm-speed-slow",
    };
    let (moves, max_moves) = frame.moves;
    let script_done = screen.shown >= screen.session.log().len();

    html! {
        <div class={classes!("mm-screen", speed_class)}>
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
            if let Some(lesson) = &lesson_info {
                <p class="mm-lesson-intro">{ lesson.intro }</p>
                if script_done {
                    <p class="mm-lesson-outro" role="status">{ lesson.outro }</p>
                }
            }
            <div class="mm-info">
                <p class="mm-info-line">
                    { format!("{} · move {moves} of {max_moves}", mode_text(screen.setup.mode)) }
                </p>
            </div>
            <div class="mm-controls">
                <div class="field checkbox">
                    <input type="checkbox" id="mm-step-through" checked={screen.step_through} onchange={step_toggle} />
                    <label for="mm-step-through">{ "Step-through (pause after every event)" }</label>
                </div>
                <div class="field checkbox">
                    <input type="checkbox" id="mm-labels" checked={screen.labels} onchange={labels_toggle} />
                    <label for="mm-labels">{ "Show point names" }</label>
                </div>
                if screen.setup.mode == Mode::Watch || screen.replaying {
                    <div class="field">
                        <label for="mm-watch-speed">{ if screen.replaying { "Replay speed" } else { "AI speed" } }</label>
                        <select id="mm-watch-speed" onchange={speed_change}>
                            { for WatchSpeed::ALL.iter().map(|s| html! {
                                <option value={s.label()} selected={*s == screen.watch_speed}>{ s.label() }</option>
                            }) }
                        </select>
                    </div>
                }
                if matches!(screen.setup.mode, Mode::VsAi | Mode::Lesson(_)) {
                    <Button onclick={undo} disabled={!screen.can_undo()} aria_label="Undo my last move">{ "Undo my last move" }</Button>
                }
            </div>
            <p class="mm-status" aria-live="polite">{ status_text(&screen) }</p>
            if let Some((headline, reason)) = over {
                <GameOver {headline} {reason} on_again={again} on_review={review} />
            }
            <StepBar current={screen.cursor} total={screen.session.log().len()} explanation={screen.explanation()} on_step={on_step.clone()} replaying={screen.replaying} {on_replay} />
            <div class="mm-table">
                <Board frame={(*frame).clone()} roles={screen.point_roles()} viewer={screen.viewer()} labels={screen.labels}
                       pending={screen.pending.filter(|_| live)} {on_press} {on_cancel} />
                <Players frame={(*frame).clone()} names={names.clone()} roles={roles(&screen.setup)} {to_move} />
            </div>
            <GameLog entries={entries} current={screen.cursor} on_select={on_step} />
            <ProtocolPanel session={screen.session.clone()} names={names.clone()} />
            <NewGame player={settings.display_name().to_owned()} level={settings.ai_level.key()} {on_start} {on_lesson} />
            <p class="mm-storage-note">{ format!("The current game is kept in this browser under the key {GAME_KEY}, and a game put aside under {ASIDE_KEY}.") }</p>
        </div>
    }
}
