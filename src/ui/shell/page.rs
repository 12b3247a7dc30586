//! The one game screen component (`GamePage<G>`): it keeps the [`Screen`]
//! in a reducer, runs its timers, saves it, applies the settings live, and
//! hands a plain-data [`LayoutData`] to the layout that every game shares.
//! The game draws only its table ([`GameDrawing::table`]). What is generic
//! here is kept small: the layout and its controls are compiled once.

#![cfg(target_arch = "wasm32")]

use std::marker::PhantomData;
use std::rc::Rc;

use yew::prelude::*;

use crate::engine::game::NOBODY;
use crate::text::t;
use crate::ui::route::{replace_address, Route};
use crate::ui::settings::{Settings, SettingsContext};

use super::best_asking::use_best;
use super::chrome::table_layout::random_seed;
use super::chrome::{table_layout, LayoutData, TableLayoutProps};
use super::daily_asking::use_daily;
use super::drawing::{BoardProps, GameDrawing};
use super::game_ui::GameUi;
use super::new_game::SetupChoices;
use super::saved::{aside_key, game_key, resume_or_fresh};
use super::screen::texts::hints_text;
use super::screen::{Display, GameMsg, Msg, PaceMsg, Screen, SeatMsg, ShellMsg};
use super::setup::{Mode, Setup};
use super::sharing::{opened, reader, use_shared_link, use_sharing};
use super::storage::{load_aside, load_game, save_aside, save_game};
use super::timers::use_screen_timers;
use crate::ui::keeping;
use crate::ui::modules::extras::lesson_json;
use crate::ui::modules::hand_over::HandOver;
use crate::ui::modules::screen::GameModule;
use crate::ui::modules::worker::warm_up;
use wasm_bindgen_futures::spawn_local;

impl<G: GameUi> Reducible for Screen<G> {
    type Action = Msg<G>;

    fn reduce(self: Rc<Self>, msg: Msg<G>) -> Rc<Self> {
        let mut next = (*self).clone();
        next.update(msg);
        Rc::new(next)
    }
}

/// How events are shown, from the settings.
fn display(settings: &Settings) -> Display {
    Display {
        step_through: settings.step_through,
        animation_ms: settings.animation_speed.duration_ms(),
    }
}

/// The screen a page load starts with: the saved game if it replays, else
/// a new game against AIs (with a notice when the save was unreadable),
/// and the game put aside, if one was saved.
/// Embedded, nothing is read: the lesson or shared game replaces a fresh
/// game at once.
pub fn initial_screen<G: GameUi>(settings: &Settings, embed: bool) -> Screen<G> {
    let fresh = || {
        let seat = G::PERSON_SEATS.first().map_or(0, |(s, _)| *s);
        let levels = [settings.ai_level.key().to_owned()];
        let setup = Setup::vs_ai::<G>(settings.display_name(), seat, &levels);
        Screen::new(setup, random_seed(), display(settings))
    };
    let mut screen = if embed {
        fresh()
    } else {
        let (mut screen, notice) = resume_or_fresh(load_game::<G>(), display(settings), fresh);
        screen.notice = notice;
        screen.replaced = load_aside::<G>().map(Box::new);
        screen
    };
    screen.pace.think_ms = settings.ai_time.ms();
    screen
}

/// The CSS class of the animation pace.
fn speed_class(animation_ms: u32) -> &'static str {
    match animation_ms {
        0 => "speed-off",
        1..=200 => "speed-fast",
        201..=500 => "speed-normal",
        _ => "speed-slow",
    }
}

/// Everything the layout shows of `screen`, as plain data.
fn layout_data<G: GameDrawing>(
    screen: &Screen<G>,
    choices: Rc<SetupChoices>,
    frame: &G::Frame,
    entries: Rc<Vec<AttrValue>>,
    settings: &Settings,
    (share_link, embed): (Option<AttrValue>, bool),
) -> LayoutData {
    let state = screen.session.state();
    let over = state.is_over();
    let names = screen.names();
    let viewer = screen.viewer();
    let pass = (viewer == Some(NOBODY) && !over).then(|| {
        screen
            .pass_to()
            .map(|seat| (seat, AttrValue::from(names[seat].clone())))
    });
    let protocol_seat = match viewer {
        Some(NOBODY) => None,
        Some(seat) => Some(seat),
        None => Some(state.to_act().first().copied().unwrap_or(0)),
    };
    let lesson = screen.lesson_info().map(|l| {
        (
            AttrValue::from(l.intro.clone()),
            screen
                .script_done()
                .then(|| AttrValue::from(l.outro.clone())),
        )
    });
    LayoutData {
        game: G::ID,
        title: G::name().to_string().into(),
        choices,
        player: settings.display_name().to_owned().into(),
        level: settings.ai_level.key().into(),
        speed_class: speed_class(screen.pace.animation_ms),
        notice: screen.notice.clone().map(AttrValue::from),
        aside: screen.replaced.is_some(),
        info: screen.info_line(frame).into(),
        seed: screen.session.record().seed,
        pass,
        status: screen.status().into(),
        outlook: screen.outlook_shown(frame),
        best_results: screen.best_results(),
        daily: screen.daily_shown(),
        lesson,
        end: screen.end_summary(),
        cursor: screen.place.cursor,
        total: screen.session.log().len(),
        explanation: screen.explanation().into(),
        replaying: screen.place.replaying,
        entries,
        step_through: screen.pace.step_through,
        skip: (screen.person_sits_out() && !screen.pace.skipping)
            .then(|| G::skip().to_string().into()),
        pace: (screen.setup.mode == Mode::Watch
            || screen.place.replaying
            || screen.person_sits_out())
        .then_some((screen.place.replaying, screen.pace.watch_speed)),
        undo: matches!(screen.setup.mode, Mode::VsAi | Mode::Lesson(_))
            .then(|| (G::undo().to_string().into(), screen.can_undo())),
        protocol: protocol_seat,
        over,
        storage_note: t::shell_storage_note(game_key(G::ID), aside_key(G::ID))
            .to_string()
            .into(),
        hint: screen.hint_seat(settings.hints),
        hints: hints_text(&names, &screen.hints).map(AttrValue::from),
        names,
        share_link,
        shared: screen.is_shared(),
        embed,
    }
}

/// The effects of a game screen that do not depend on its game (compiled
/// once): the game's AI worker started early, a lesson link started once (then
/// the plain play address, so a reload resumes the lesson), and settings
/// changed elsewhere applied to the open screen.
#[hook]
fn use_shell_effects(
    game: &'static str,
    shell: Callback<ShellMsg>,
    settings: &Settings,
    lesson: Option<u8>,
    play_href: Option<String>,
) {
    // The game's AI worker (its script and wasm) fetched once the table is
    // on screen, so the first AI decision does not wait for it.
    use_effect_with((), move |_| {
        gloo::timers::callback::Timeout::new(200, move || warm_up(game)).forget();
    });
    use_effect_with(lesson, {
        let shell = shell.clone();
        let player = settings.display_name().to_owned();
        move |lesson| {
            if let Some(number) = *lesson {
                shell.emit(GameMsg::StartLesson { number, player }.into());
                if let Some(href) = &play_href {
                    replace_address(href);
                }
            }
        }
    });
    let first_settings = use_mut_ref(|| true);
    use_effect_with(
        (
            settings.step_through,
            settings.animation_speed,
            settings.display_name().to_owned(),
            settings.ai_time,
        ),
        move |(step_through, speed, name, time)| {
            if !std::mem::replace(&mut *first_settings.borrow_mut(), false) {
                shell.emit(PaceMsg::SetStepThrough(*step_through).into());
                shell.emit(PaceMsg::SetAnimation(speed.duration_ms()).into());
                shell.emit(SeatMsg::SetPlayerName(name.clone()).into());
                shell.emit(PaceMsg::SetThinkTime(time.ms()).into());
            }
        },
    );
}

/// Properties of [`GamePage`].
#[derive(Properties, PartialEq)]
pub struct GamePageProps<G: GameUi + PartialEq + 'static> {
    /// A lesson to start on arrival (a `#/play/<id>/lesson/<n>` link); the
    /// game in progress is put aside, and the address becomes the play
    /// page's.
    #[prop_or_default]
    pub lesson: Option<u8>,
    /// A shared game's code to open on arrival (a `#/play/<id>/g/<code>`
    /// link); the game in progress stays saved.
    #[prop_or_default]
    pub shared: Option<AttrValue>,
    /// Shown alone in a frame on another site: only the board, the status
    /// and the step bar, and nothing is read from or written to storage.
    #[prop_or_default]
    pub embed: bool,
    /// The settings, when there is no settings context: a game's screen
    /// module is given the page's (and tests give theirs).
    #[prop_or_default]
    pub settings: Option<Settings>,
    /// What draws the host's invitations under a table with seats on
    /// other devices (the table module's); `None`: such a table is handed
    /// to the game's table module, fetched then.
    #[prop_or_default]
    pub remote_panel: Option<RemotePanel<G>>,
    /// The game.
    #[prop_or_default]
    pub game: PhantomData<G>,
}

/// Draws the host's invitations of a game screen, given the level of an
/// AI standing in for a seat whose device left and the STUN server.
pub struct RemotePanel<G: GameUi + 'static>(
    pub fn(UseReducerHandle<Screen<G>>, AttrValue, Option<AttrValue>) -> Html,
);

impl<G: GameUi + 'static> Clone for RemotePanel<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GameUi + 'static> Copy for RemotePanel<G> {}

/// A module gives its screens one panel, so any two are the same.
impl<G: GameUi + 'static> PartialEq for RemotePanel<G> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

/// The game screen of `G`.
#[function_component(GamePage)]
pub fn game_page<G: GameDrawing + 'static>(props: &GamePageProps<G>) -> Html {
    let context = use_context::<SettingsContext>();
    let settings = props
        .settings
        .clone()
        .or_else(|| context.map(|c| c.settings))
        .unwrap_or_default();
    let embed = props.embed;
    let screen = use_reducer({
        let settings = settings.clone();
        move || initial_screen::<G>(&settings, embed)
    });
    let dispatch = screen.dispatcher();
    let shell: Callback<ShellMsg> = dispatch.to_callback().reform(Msg::Shell);
    use_screen_timers(&screen);
    use_best(&screen);
    use_daily(&screen);

    use_shell_effects(
        G::ID,
        shell.clone(),
        &settings,
        props.lesson,
        (!embed).then(|| Route::Play(G::ID).href()),
    );

    // A lesson asked for (or the notes of a lesson resumed from an older
    // save) comes from the extras module: the page holds no lesson.
    use_effect_with(screen.lesson_wanted(), {
        let shell = shell.clone();
        move |wanted| {
            if let Some(number) = *wanted {
                spawn_local(async move {
                    shell.emit(match lesson_json(G::ID, number).await {
                        Ok(json) => GameMsg::LessonLoaded { json }.into(),
                        Err(why) => GameMsg::LessonFailed { why }.into(),
                    });
                });
            }
        }
    });

    use_shared_link(
        G::ID,
        props.shared.clone(),
        dispatch
            .to_callback()
            .reform(|read| opened::<G>(t::shell_link_not_opened, read)),
    );

    // Keep the game put aside across reloads too (not while a shared game
    // is only looked at, nor in a frame).
    let saving = !embed && !screen.is_shared();
    use_effect_with((screen.replaced.clone(), saving), |(replaced, saving)| {
        if *saving {
            keeping::report(&save_aside::<G>(replaced.as_deref()));
        }
    });

    // Save the game whenever its record, set-up or display choices change.
    use_effect_with(
        (
            screen.setup.clone(),
            screen.session.record().clone(),
            screen.prefs.clone(),
            saving,
        ),
        {
            let screen = screen.clone();
            move |_| {
                if saving {
                    keeping::report(&save_game::<G>(&screen));
                }
            }
        },
    );

    let viewer = screen.viewer();
    let frame: Rc<G::Frame> = use_memo((screen.version, viewer), {
        let screen = screen.clone();
        move |_| screen.frame()
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
    // The share link and the game file are written by the worker when the
    // Share dialog opens: the moment on the board, and as much of the game
    // as has been shown.
    let sharing = use_sharing(G::ID, shell.clone());
    let on_share = {
        let screen = screen.clone();
        sharing.ask.reform(move |_| {
            let (record, moment) = screen.shared_moment();
            let record = serde_json::to_string(&record).expect("records serialize");
            (record, moment)
        })
    };
    // What the new-game form offers, in the language of the moment.
    let choices = use_memo(crate::text::current_lang(), |_| SetupChoices::of::<G>());
    let layout = Rc::new(layout_data(
        &screen,
        choices,
        &frame,
        entries,
        &settings,
        (sharing.link.clone(), embed),
    ));
    let on_download = sharing.on_download.clone();
    let on_open = reader(
        G::ID,
        dispatch
            .to_callback()
            .reform(|read| opened::<G>(t::shell_file_not_opened, read)),
    );
    let state = screen.session.state();
    let board = BoardProps {
        frame,
        viewer,
        names: layout.names.clone(),
        roles: screen.setup.roles(),
        yours: !matches!(screen.setup.mode, Mode::HotSeat | Mode::Shared(_)),
        present: screen.following() && !state.is_over(),
        waiting: if screen.is_live() {
            state.to_act()
        } else {
            Vec::new()
        },
        choices: screen.choices(),
        prefs: screen.prefs.clone(),
        animate: screen.pace.animation_ms > 0,
        version: screen.version,
        press: dispatch.to_callback().reform(Msg::Press),
        cancel: shell.reform(|_| SeatMsg::Cancel.into()),
    };
    let extra = G::display_controls(&screen.prefs, dispatch.to_callback().reform(Msg::SetPrefs));
    // The protocol view (drawn by the extras module) replays the record.
    let record_json = {
        let screen = screen.clone();
        Callback::from(move |()| {
            serde_json::to_string(screen.session.record()).expect("records serialize")
        })
    };
    let remote = !screen.setup.remote_seats().is_empty() && !embed;
    html! {
        <>
            { table_layout(TableLayoutProps {
                layout,
                shell,
                record_json,
                table: G::table(&board),
                extra,
                on_download,
                on_open,
                on_share,
            }) }
            if remote {
                if let Some(panel) = props.remote_panel {
                    { (panel.0)(screen.clone(), AttrValue::from(settings.ai_level.key()), settings.stun_server().map(|s| AttrValue::from(s.to_owned()))) }
                } else {
                    <HandOver game={G::ID} module={GameModule::Table} />
                }
            }
        </>
    }
}
