//! The extras module's side: each [`Part`] (a rules page, the lessons,
//! the settings form, the coach, the studio…) is a small Yew app mounted
//! into the element the page gives, and destroyed when the page is done
//! with it. Called only from `src/bin/extras.rs`, so none of this is in
//! the page's own wasm.

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use crate::engine::lesson::{HasLessons, LessonStart};
use crate::engine::record::GameRecord;
use crate::engine::session::Session;
use crate::ui::components::lesson_list::lesson_list;
use crate::ui::components::SettingsForm;
use crate::ui::pages::AboutPage;
use crate::ui::settings::{parse_settings, settings_to_value, Settings, SettingsContext};
use crate::ui::shell::chrome::protocol_panel::protocol_panel;
use crate::ui::shell::game_ui::GameUi;
use crate::ui::shell::listed::{app_games, AppListed, PerAppGame};
use crate::ui::shell::protocol::protocol_lines;

use crate::engine::study::code::decode_study;
use crate::engine::study::error::StudyError;
use crate::text::t;
use crate::ui::coach::hint::HintPanel;
use crate::ui::coach::panel::ReviewPanel;
use crate::ui::coach::puzzles_page::PuzzlesPage;
use crate::ui::coach::rules::coach_section;
use crate::ui::lessons::player::LessonPlayer;
use crate::ui::lessons::COACH_STYLES;
use crate::ui::modules::hosted::Hosted;
use crate::ui::modules::mounting;
use crate::ui::modules::part::Part;
use crate::ui::shell::studio_ui::StudioUi;
use std::rc::Rc;

/// What the extras module draws of each game: what the module's table
/// of games keeps of it.
struct GamePart {
    /// The rules page, with the coach's section.
    rules: fn() -> Html,
    /// The protocol view of a seat in a record (JSON).
    protocol: fn(&str, Option<usize>, &[String]) -> Html,
    /// The lessons' numbers and titles.
    lessons: fn() -> Vec<(u8, String)>,
    /// A lesson as it starts (a [`LessonStart`], JSON), or why there is none.
    lesson: fn(u8) -> Result<String, String>,
    /// The studio lesson of a link code, if the code is this game's.
    study: fn(&str) -> Result<Html, StudyError>,
}

impl PerAppGame for GamePart {
    fn of<G: AppListed>() -> GamePart {
        GamePart {
            rules: rules::<G>,
            protocol: protocol::<G>,
            lessons: lessons::<G>,
            lesson: lesson::<G>,
            study: study::<G>,
        }
    }
}

/// Game `G`'s rules page, with the coach's section.
fn rules<G: AppListed>() -> Html {
    html! {
        <>
            { G::rules_page() }
            { coach_section::<G>() }
        </>
    }
}

/// The protocol view of `seat` in game `G`'s `record` (JSON); a record
/// that does not replay says why.
fn protocol<G: GameUi>(record: &str, seat: Option<usize>, names: &[String]) -> Html {
    let session = serde_json::from_str::<GameRecord<G>>(record)
        .map_err(|e| e.to_string())
        .and_then(|record| Session::<G>::from_record(record).map_err(|e| e.to_string()));
    match session {
        Ok(session) => {
            let lines = seat.map(|seat| protocol_lines(&session, seat));
            protocol_panel(lines.as_ref(), names, session.state().is_over())
        }
        Err(why) => {
            html! { <p role="alert">{ t::extras_game_unshown(why).to_string() }</p> }
        }
    }
}

/// Game `G`'s lessons (number and title).
fn lessons<G: HasLessons>() -> Vec<(u8, String)> {
    G::lessons()
        .iter()
        .map(|l| (l.number, l.title.to_string()))
        .collect()
}

/// Lesson `number` of game `G` as it starts (JSON), or why there is none.
fn lesson<G: HasLessons>(number: u8) -> Result<String, String> {
    let lesson = G::lesson(number).ok_or_else(|| t::extras_no_lesson(number).to_string())?;
    Ok(serde_json::to_string(&LessonStart::of(&lesson)).expect("lessons serialize"))
}

/// The lesson player of the studio lesson of link code `code`, if the
/// code is game `G`'s.
fn study<G: StudioUi + 'static>(code: &str) -> Result<Html, StudyError> {
    let study = Rc::new(decode_study::<G>(code)?);
    Ok(html! { <LessonPlayer<G> {study} /> })
}

/// Lesson `number` of game `id` as it starts (a [`LessonStart`], JSON),
/// or why there is none.
pub fn lesson_json(id: &str, number: u8) -> Result<String, String> {
    match app_games::<GamePart>().find(id) {
        Some(game) => (game.lesson)(number),
        None => Err(t::extras_no_game_called(id).to_string()),
    }
}

/// The studio lesson of link code `code`, in the game the code names;
/// a code no game reads says why.
fn study_lesson_of(code: &str) -> Html {
    let mut refusal = None;
    for (_, game) in app_games::<GamePart>().iter() {
        match (game.study)(code) {
            Ok(html) => return html,
            Err(error @ StudyError::WrongGame(_)) => {
                refusal.get_or_insert(error);
            }
            Err(error) => return lesson_refused(&error),
        }
    }
    lesson_refused(&refusal.unwrap_or(StudyError::Damaged))
}

/// `text` as a sentence: a capital first letter and a full stop.
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        format!("{}{}.", first.to_uppercase(), chars.as_str())
    })
}

/// Why a lesson link cannot be opened, with the way home.
fn lesson_refused(error: &StudyError) -> Html {
    html! {
        <section class="lesson-refused">
            <h1 class="page-title">{ t::extras_lesson_refused().to_string() }</h1>
            <p role="alert">{ sentence(&error.to_string()) }</p>
            <p><a href="#/">{ t::extras_see_games().to_string() }</a></p>
        </section>
    }
}

/// Properties of [`SettingsRoot`].
#[derive(Properties, PartialEq)]
struct SettingsRootProps {
    /// The settings when the form opened.
    settings: Settings,
    /// Sends each change back to the page, as stored.
    send: Callback<String>,
}

/// The settings form with its own copy of the settings, kept in step
/// with every change it sends to the page.
#[function_component(SettingsRoot)]
fn settings_root(props: &SettingsRootProps) -> Html {
    let settings = use_state(|| props.settings.clone());
    let context = SettingsContext {
        settings: (*settings).clone(),
        update: {
            let (settings, send) = (settings.clone(), props.send.clone());
            Callback::from(move |next: Settings| {
                send.emit(settings_to_value(&next).to_string());
                settings.set(next);
            })
        },
    };
    html! {
        <ContextProvider<SettingsContext> {context}>
            <SettingsForm />
        </ContextProvider<SettingsContext>>
    }
}

/// Properties of [`ExtraRoot`].
#[derive(Properties, PartialEq)]
pub struct ExtraRootProps {
    /// The part drawn.
    pub part: Part,
    /// Sends a message back to the page: the settings as JSON, a lesson's
    /// number or a review's step.
    pub send: Callback<String>,
}

/// The app of one part.
#[function_component(ExtraRoot)]
pub fn extra_root(props: &ExtraRootProps) -> Html {
    let games = app_games::<GamePart>();
    let unknown =
        |game: &str| html! { <p role="alert">{ t::extras_no_game(game).to_string() }</p> };
    match &props.part {
        Part::Rules { game } => games
            .find(game)
            .map_or_else(|| unknown(game), |part| (part.rules)()),
        Part::Protocol {
            game,
            record,
            seat,
            names,
        } => games.find(game).map_or_else(
            || unknown(game),
            |part| (part.protocol)(record, *seat, names),
        ),
        Part::Lessons { game } => match games.find(game) {
            Some(part) => lesson_list(&(part.lessons)(), &props.send.reform(|n: u8| n.to_string())),
            None => unknown(game),
        },
        Part::Lesson { code } => study_lesson_of(code),
        Part::About => html! { <AboutPage /> },
        Part::Puzzles { game } => {
            mounting::link_styles(COACH_STYLES);
            html! { <PuzzlesPage game={game.clone()} /> }
        }
        Part::Studio { open } => {
            html! { <Hosted module="studio" part={Part::Studio { open: open.clone() }} /> }
        }
        Part::Review {
            game,
            record,
            viewer,
            names,
        } => {
            mounting::link_styles(COACH_STYLES);
            let on_step = props.send.reform(|step: usize| step.to_string());
            html! {
                <ReviewPanel game={game.clone()} record={record.clone()} viewer={*viewer}
                             names={names.clone()} {on_step} />
            }
        }
        Part::Hint {
            game,
            record,
            seat,
            names,
        } => {
            mounting::link_styles(COACH_STYLES);
            html! {
                <HintPanel game={game.clone()} record={record.clone()} seat={*seat} names={names.clone()} />
            }
        }
        Part::Settings { settings } => {
            let settings = parse_settings(Some(settings)).settings;
            html! { <SettingsRoot {settings} send={props.send.clone()} /> }
        }
    }
}

/// Draws `part` (JSON) into `element`; `send` receives the part's
/// messages. Returns the handle [`unmount`] takes.
pub fn mount(element: web_sys::Element, part: &str, send: Callback<String>) -> Result<u32, String> {
    let part = Part::from_json(part)?;
    Ok(mounting::mount::<ExtraRoot>(
        element,
        ExtraRootProps { part, send },
    ))
}

/// Destroys the part mounted under `handle` (nothing if it is gone).
pub fn unmount(handle: u32) {
    mounting::unmount(handle);
}
