//! The extras module's side: each [`ExtraPart`] (a rules page, a new-game
//! form, the settings form) is a small Yew app mounted
//! into the element the page gives, and destroyed when the page is done
//! with it. Called only from `src/bin/extras.rs`, so none of this is in
//! the page's own wasm.

use yew::prelude::*;

use crate::engine::game::Game;
use crate::engine::lesson::{HasLessons, LessonStart};
use crate::engine::record::GameRecord;
use crate::engine::session::Session;
use crate::ui::components::lesson_list::lesson_list;
use crate::ui::components::SettingsForm;
use crate::ui::pages::AboutPage;
use crate::ui::settings::{parse_settings, settings_to_value, Settings, SettingsContext};
use crate::ui::shell::chrome::protocol_panel::protocol_panel;
use crate::ui::shell::chrome::NewGameForm;
use crate::ui::shell::game_ui::GameUi;
use crate::ui::shell::new_game::SetupChoices;
use crate::ui::shell::protocol::protocol_lines;
use crate::ui::shell::view::GameView;

use super::lesson_player::LessonPlayer;
use super::mounting::{self, EXTRAS_TREE_IDS};
use super::part::ExtraPart;
use super::studio_host::StudioHost;
use crate::engine::study::code::decode_study;
use crate::engine::study::error::StudyError;
use crate::text::t;
use crate::ui::review::hint::HintPanel;
use crate::ui::review::panel::{ReviewPanel, STYLES as REVIEW_STYLES};
use crate::ui::review::puzzles_page::PuzzlesPage;
use crate::ui::review::rules::coach_section;
use crate::ui::studio::view::StudioView;
use std::rc::Rc;

/// Game `id`'s rules page, if the game exists.
fn rules_of(id: &str) -> Option<Html> {
    macro_rules! find {
        ($($game:ty),*) => {
            $(if id == <$game as Game>::ID {
                return Some(html! {
                    <>
                        { <$game as GameView>::rules_page() }
                        { coach_section::<$game>() }
                    </>
                });
            })*
        };
    }
    crate::for_each_game!(find);
    None
}

/// The protocol view of `seat` in game `id`'s `record` (JSON), if the
/// game exists; a record that does not replay says why.
fn protocol_of(id: &str, record: &str, seat: Option<usize>, names: &[String]) -> Option<Html> {
    fn view<G: GameUi>(record: &str, seat: Option<usize>, names: &[String]) -> Html {
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
    macro_rules! find {
        ($($game:ty),*) => {
            $(if id == <$game as Game>::ID {
                return Some(view::<$game>(record, seat, names));
            })*
        };
    }
    crate::for_each_game!(find);
    None
}

/// Game `id`'s lessons (number and title), if the game exists.
fn lessons_of(id: &str) -> Option<Vec<(u8, String)>> {
    macro_rules! find {
        ($($game:ty),*) => {
            $(if id == <$game as Game>::ID {
                return Some(<$game as HasLessons>::lessons().iter().map(|l| (l.number, l.title.to_string())).collect());
            })*
        };
    }
    crate::for_each_game!(find);
    None
}

/// Lesson `number` of game `id` as it starts (a [`LessonStart`], JSON),
/// or why there is none.
pub fn lesson_json(id: &str, number: u8) -> Result<String, String> {
    fn start<G: HasLessons>(number: u8) -> Result<String, String> {
        let lesson = G::lesson(number).ok_or_else(|| t::extras_no_lesson(number).to_string())?;
        Ok(serde_json::to_string(&LessonStart::of(&lesson)).expect("lessons serialize"))
    }
    macro_rules! find {
        ($($game:ty),*) => {
            $(if id == <$game as Game>::ID {
                return start::<$game>(number);
            })*
        };
    }
    crate::for_each_game!(find);
    Err(t::extras_no_game_called(id).to_string())
}

/// The studio lesson of link code `code`, in the game the code names;
/// a code no game reads says why.
fn study_lesson_of(code: &str) -> Html {
    fn take<G: StudioView + 'static>(code: &str) -> Result<Html, StudyError> {
        let study = Rc::new(decode_study::<G>(code)?);
        Ok(html! { <LessonPlayer<G> {study} /> })
    }
    let mut refusal = None;
    macro_rules! find {
        ($($game:ty),*) => {
            $(match take::<$game>(code) {
                Ok(html) => return html,
                Err(error @ StudyError::WrongGame(_)) => {
                    refusal.get_or_insert(error);
                }
                Err(error) => return lesson_refused(&error),
            })*
        };
    }
    crate::for_each_game!(find);
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

/// What game `id` offers its new-game form, if the game exists.
fn choices_of(id: &str) -> Option<SetupChoices> {
    macro_rules! find {
        ($($game:ty),*) => {
            $(if id == <$game as Game>::ID {
                return Some(SetupChoices::of::<$game>());
            })*
        };
    }
    crate::for_each_game!(find);
    None
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
    pub part: ExtraPart,
    /// Sends a message back to the page (a new-game choice, as JSON).
    pub send: Callback<String>,
}

/// The app of one part.
#[function_component(ExtraRoot)]
pub fn extra_root(props: &ExtraRootProps) -> Html {
    let unknown =
        |game: &str| html! { <p role="alert">{ t::extras_no_game(game).to_string() }</p> };
    match &props.part {
        ExtraPart::Rules { game } => rules_of(game).unwrap_or_else(|| unknown(game)),
        ExtraPart::NewGame {
            game,
            player,
            level,
            last,
        } => match choices_of(game) {
            Some(choices) => {
                let on_start = props
                    .send
                    .reform(|choice| serde_json::to_string(&choice).expect("choices serialize"));
                html! {
                    <NewGameForm {choices} player={player.clone()} level={level.clone()} last={last.clone()} {on_start} />
                }
            }
            None => unknown(game),
        },
        ExtraPart::Protocol {
            game,
            record,
            seat,
            names,
        } => protocol_of(game, record, *seat, names).unwrap_or_else(|| unknown(game)),
        ExtraPart::Lessons { game } => match lessons_of(game) {
            Some(lessons) => lesson_list(&lessons, &props.send.reform(|n: u8| n.to_string())),
            None => unknown(game),
        },
        ExtraPart::Lesson { code } => study_lesson_of(code),
        ExtraPart::About => html! { <AboutPage /> },
        ExtraPart::Puzzles { game } => {
            mounting::link_styles(REVIEW_STYLES);
            html! { <PuzzlesPage game={game.clone()} /> }
        }
        ExtraPart::Studio { open } => html! { <StudioHost open={open.clone()} /> },
        ExtraPart::Review {
            game,
            record,
            viewer,
            names,
        } => {
            mounting::link_styles(REVIEW_STYLES);
            let on_step = props.send.reform(|step: usize| step.to_string());
            html! {
                <ReviewPanel game={game.clone()} record={record.clone()} viewer={*viewer}
                             names={names.clone()} {on_step} />
            }
        }
        ExtraPart::Hint {
            game,
            record,
            seat,
            names,
        } => {
            mounting::link_styles(REVIEW_STYLES);
            html! {
                <HintPanel game={game.clone()} record={record.clone()} seat={*seat} names={names.clone()} />
            }
        }
        ExtraPart::Settings { settings } => {
            let settings = parse_settings(Some(settings)).settings;
            html! { <SettingsRoot {settings} send={props.send.clone()} /> }
        }
    }
}

/// Draws `part` (JSON) into `element`; `send` receives the part's
/// messages. Returns the handle [`unmount`] takes.
pub fn mount(element: web_sys::Element, part: &str, send: Callback<String>) -> Result<u32, String> {
    let part = ExtraPart::from_json(part)?;
    Ok(mounting::mount::<ExtraRoot>(
        element,
        ExtraRootProps { part, send },
        EXTRAS_TREE_IDS,
    ))
}

/// Destroys the part mounted under `handle` (nothing if it is gone).
pub fn unmount(handle: u32) {
    mounting::unmount(handle);
}
