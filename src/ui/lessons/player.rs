//! A studio lesson as a learner takes it (`#/lesson/<code>`), drawn by
//! the extras module: the chapter's table as the learner's seat sees it,
//! the engine's explanation of the last step beside the teacher's note,
//! Back and Next, and at a question the board itself: the learner plays
//! the move, a wrong one shows the teacher's hint (and the answer on
//! request), a right one goes on. The lesson ends with the final note and
//! the questions right at the first try. The learner's progress is kept
//! in the browser ([`super::progress_view::Keeping`]): the lesson
//! opens again where it was left, with Start over. The logic is
//! [`crate::engine::study::player::StudyPlayer`]; this only draws it.

#![cfg(target_arch = "wasm32")]

use std::rc::Rc;

use yew::prelude::*;

use crate::engine::game::{Explain, Game, Seat};
use crate::engine::rating::Rated;
use crate::engine::record::Record;
use crate::engine::session::Session;
use crate::engine::study::model::{Chapter, Study};
use crate::engine::study::player::{StudyPlayer, Verdict};
use crate::text::t;
use crate::ui::components::button::{button, ButtonKind};
use crate::ui::shell::drawing::{BoardProps, GameDrawing};
use crate::ui::shell::game_ui::GameUi;

use super::progress::code_of_hash;
use super::progress_view::Keeping;
use super::rating::ratings;
use crate::ui::lessons::marks::MarkedBoard;
use crate::ui::lessons::teacher_text::with_text;
use crate::ui::shell::studio_ui::StudioUi;

/// Properties of [`LessonPlayer`].
#[derive(Properties)]
pub struct LessonPlayerProps<G: GameDrawing> {
    /// The lesson, checked.
    pub study: Rc<Study<G>>,
}

impl<G: GameDrawing> PartialEq for LessonPlayerProps<G> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.study, &other.study)
    }
}

/// What the lesson last said to the learner's move.
#[derive(Clone, Debug, PartialEq)]
enum Said {
    /// Nothing yet (or the learner moved on).
    Nothing,
    /// The move was right.
    Right {
        /// At the first try.
        first_try: bool,
        /// The line's own move (else another accepted one).
        the_lines: bool,
    },
    /// The move was not the one asked for.
    Wrong(String),
    /// The press did not make a move (a refusal, in the game's words).
    Refused(String),
    /// The answer was given away.
    Revealed,
    /// The AI is rating the moves, to take the learner's.
    Checking,
}

/// What the lesson says to a verdict.
fn said_of(verdict: Verdict) -> Said {
    match verdict {
        Verdict::Right {
            first_try,
            the_lines,
        } => Said::Right {
            first_try,
            the_lines,
        },
        Verdict::Wrong { hint } => Said::Wrong(hint),
        Verdict::NeedsRatings | Verdict::NoQuestion => Said::Nothing,
    }
}

/// The learner's place in the lesson and the half-made move.
#[derive(Clone, PartialEq)]
struct Taking<G: GameDrawing> {
    player: StudyPlayer<G>,
    input: G::Input,
    said: Said,
    version: u64,
    /// The learner's progress, kept in the browser.
    keeping: Keeping,
}

/// A change to the learner's place, made by a button.
type Change<G> = Rc<dyn Fn(&mut Taking<G>)>;

/// The chapter's game after its first `shown` steps.
fn session_at<G: Game>(chapter: &Chapter<G>, shown: usize) -> Session<G> {
    let mut record = Record::new(G::ID, chapter.record.options.clone(), chapter.record.seed);
    record.steps = chapter.record.steps[..shown].to_vec();
    Session::from_record(record).expect("a checked lesson replays")
}

/// The seats' names as the learner reads them: the chapter's, or "You"
/// for the learner (the name the engine's sentences address the reader
/// by, in every language) and the game's AI names for the others (the
/// studio shows its teacher the same).
pub fn names_of<G: GameUi>(chapter: &Chapter<G>, seats: usize) -> Vec<String> {
    (0..seats)
        .map(|seat| match chapter.names.get(seat) {
            Some(name) if !name.is_empty() => name.clone(),
            _ if seat == chapter.learner => "You".to_owned(),
            _ => G::AI_NAMES
                .get(seat)
                .map_or_else(|| t::engine_seat(seat + 1).to_string(), |n| (*n).to_owned()),
        })
        .collect()
}

/// What the engine says of the last step shown, as `viewer` may read it.
fn explanation<G: Game>(session: &Session<G>, viewer: Seat, names: &[String]) -> String {
    let Some(last) = session.record().steps.len().checked_sub(1) else {
        return String::new();
    };
    session
        .log()
        .iter()
        .filter(|e| e.step == Some(last))
        .map(|e| G::event_for(Some(viewer), &e.event).explain(names))
        .collect::<Vec<_>>()
        .join(" ")
}

/// What the lesson last said, in words (the teacher's hint in the
/// lesson's language `lang`).
fn said_words(said: &Said, lang: &'static str) -> Option<Html> {
    let words = |said: crate::text::Msg| Some(html! { { said.to_string() } });
    match said {
        Said::Nothing => None,
        Said::Right {
            first_try: true,
            the_lines: true,
        } => words(t::studio_right_first()),
        Said::Right {
            the_lines: true, ..
        } => words(t::studio_right()),
        Said::Right { .. } => words(t::studio_accepted()),
        Said::Wrong(hint) if hint.is_empty() => words(t::studio_wrong()),
        Said::Wrong(hint) => Some(with_text(|place| t::studio_wrong_hint(place), hint, lang)),
        Said::Refused(why) => Some(html! { { why.clone() } }),
        Said::Revealed => words(t::studio_revealed()),
        Said::Checking => words(t::studio_checking()),
    }
}

/// The chapter's heading: its title, numbered among several chapters.
fn chapter_heading<G: Game>(player: &StudyPlayer<G>, lang: &'static str) -> Html {
    let (study, chapter) = (player.study(), player.chapter());
    let chapters = study.chapters.len();
    if chapters > 1 {
        let number = player.chapter_index() + 1;
        with_text(
            |title| t::studio_chapter_heading(number, chapters, title),
            &chapter.title,
            lang,
        )
    } else {
        html! { <span {lang}>{ chapter.title.clone() }</span> }
    }
}

/// The learner's move `action` at a question that accepts moves near the
/// best: the coach's worker rates every legal move of `session`, then the
/// answer is taken again and `taking` moves on to `after`.
fn answer_when_rated<G: StudioUi + 'static>(
    taking: UseStateHandle<Taking<G>>,
    mut after: Taking<G>,
    session: &Session<G>,
    action: G::Action,
) {
    let learner = after.player.chapter().learner;
    let at = (after.player.chapter_index(), after.player.shown());
    let legal = session.state().legal_actions(learner);
    let record = serde_json::to_string(session.record()).unwrap_or_default();
    wasm_bindgen_futures::spawn_local(async move {
        after.said = match ratings(G::ID, record, learner).await {
            Ok(values) => {
                let rated: Vec<Rated<G::Action>> = legal
                    .into_iter()
                    .zip(values)
                    .map(|(action, value)| Rated { action, value })
                    .collect();
                let verdict = after.player.answer(&action, Some(&rated));
                after.keeping.answered(at, &verdict);
                after.keeping.remember(&after.player);
                said_of(verdict)
            }
            Err(why) => Said::Refused(t::studio_not_checked(why).to_string()),
        };
        after.version += 2;
        taking.set(after);
    });
}

/// What a press on the board does: at a question, the learner's move is
/// answered (after the ratings, when the question takes moves near the
/// best); a press the rules refuse says why.
fn press_handler<G: StudioUi + 'static>(taking: UseStateHandle<Taking<G>>) -> Callback<G::Press> {
    Callback::from(move |press: G::Press| {
        let mut next = (*taking).clone();
        if next.said == Said::Checking {
            return;
        }
        let chapter = next.player.chapter();
        let session = session_at(chapter, next.player.shown());
        let pressed = session
            .state()
            .press(chapter.learner, &mut next.input, &press);
        if let Some(action) = pressed.action {
            next.input = G::Input::default();
            let at = (next.player.chapter_index(), next.player.shown());
            match next.player.answer(&action, None) {
                Verdict::NeedsRatings => {
                    next.said = Said::Checking;
                    answer_when_rated(taking.clone(), next.clone(), &session, action);
                }
                verdict => {
                    next.keeping.answered(at, &verdict);
                    next.keeping.remember(&next.player);
                    next.said = said_of(verdict);
                }
            }
        } else if let Some(why) = pressed.notice {
            next.said = Said::Refused(why);
        }
        next.version += 1;
        taking.set(next);
    })
}

/// The board's properties for the learner's seat at the shown step.
fn board_of<G: StudioUi>(
    now: &Taking<G>,
    session: &Session<G>,
    names: &[String],
    press: Callback<G::Press>,
    cancel: Callback<()>,
) -> BoardProps<G> {
    let learner = now.player.chapter().learner;
    let asking = now.player.asking();
    BoardProps::<G> {
        frame: Rc::new(G::frame(session, session.log().len(), Some(learner))),
        viewer: Some(learner),
        names: names.to_vec(),
        roles: (0..names.len())
            .map(|seat| if seat == learner { "you" } else { "lesson" }.to_owned())
            .collect(),
        yours: true,
        present: asking,
        waiting: if asking { vec![learner] } else { Vec::new() },
        choices: asking.then(|| (learner, session.state().choices(learner, &now.input))),
        prefs: G::Prefs::default(),
        animate: false,
        version: now.version,
        press,
        cancel,
    }
}

/// The lesson's end: its final note, the questions right at the first
/// try, each question's result, and Again.
fn summary_section<G: GameDrawing>(now: &Taking<G>, again: Callback<()>) -> Html {
    let (player, lang) = (&now.player, now.player.study().lang.code());
    let study = player.study();
    let summary = player.summary();
    html! {
        <section class="lesson-summary" aria-label={t::studio_summary().to_string()}>
            if !study.outro.is_empty() {
                <p class="lesson-outro" {lang}>{ study.outro.clone() }</p>
            }
            <p>{ if summary.asked == 0 {
                t::studio_over().to_string()
            } else {
                t::studio_right_count(summary.first_try, summary.asked).to_string()
            } }</p>
            { now.keeping.questions(study) }
            { button(ButtonKind::Secondary, t::studio_again().to_string(), None, false, again) }
        </section>
    }
}

/// The question asked at this step, in the teacher's words or the app's.
fn question_of<G: Game>(player: &StudyPlayer<G>, lang: &'static str) -> Html {
    match player.question() {
        Some(prompt) if !prompt.is_empty() => html! {
            <p class="lesson-question" role="status" {lang}>{ prompt.to_owned() }</p>
        },
        _ => html! {
            <p class="lesson-question" role="status">{ t::studio_find_move().to_string() }</p>
        },
    }
}

/// The lesson as the learner takes it.
#[function_component(LessonPlayer)]
pub fn lesson_player<G: StudioUi + 'static>(props: &LessonPlayerProps<G>) -> Html {
    // Out of a frame, the lesson's progress is kept, and it can be opened
    // in the studio to change it.
    let hash = gloo::utils::window().location().hash().unwrap_or_default();
    let code = code_of_hash(&hash);
    let taking = {
        let study = props.study.clone();
        let code = code.map(str::to_owned);
        use_state(move || {
            let keeping = Keeping::open(code.as_deref(), study.questions().len());
            Taking {
                player: keeping.player((*study).clone()),
                input: G::Input::default(),
                said: Said::Nothing,
                version: 0,
                keeping,
            }
        })
    };
    let now = (*taking).clone();
    let player = &now.player;
    let study = player.study();
    let chapter = player.chapter();
    let session = session_at(chapter, player.shown());
    let names = names_of(chapter, session.state().seat_count());
    let asking = player.asking();

    // Every change goes through here: the next taking, the version bumped.
    let update = {
        let taking = taking.clone();
        move |change: Change<G>| {
            let taking = taking.clone();
            Callback::from(move |_: ()| {
                let mut next = (*taking).clone();
                change(&mut next);
                next.keeping.remember(&next.player);
                next.version += 1;
                taking.set(next);
            })
        }
    };
    let step = |forward: bool| {
        update(Rc::new(move |t: &mut Taking<G>| {
            let moved = if forward {
                t.player.forward()
            } else {
                t.player.back()
            };
            if moved {
                t.said = Said::Nothing;
                t.input = G::Input::default();
            }
        }))
    };
    let cancel = update(Rc::new(|t: &mut Taking<G>| t.input = G::Input::default()));
    let board = board_of(
        &now,
        &session,
        &names,
        press_handler(taking.clone()),
        cancel,
    );
    let onkeydown = {
        let (back, forward) = (step(false), step(true));
        Callback::from(move |event: KeyboardEvent| match event.key().as_str() {
            "ArrowLeft" => back.emit(()),
            "ArrowRight" => forward.emit(()),
            _ => {}
        })
    };
    // The teacher's texts are in the lesson's language, the rest in the
    // learner's.
    let lang = study.lang.code();
    let steps = chapter.record.steps.len() - chapter.first_step;
    let position = match player.shown() - chapter.first_step {
        0 => t::studio_player_before(steps).to_string(),
        k => t::studio_position_step(k, steps).to_string(),
    };
    let engine_says = explanation(&session, chapter.learner, &names);
    let reveal = update(Rc::new(|t: &mut Taking<G>| {
        let at = (t.player.chapter_index(), t.player.shown());
        if t.player.reveal() {
            t.keeping.shown(at);
            t.said = Said::Revealed;
            t.input = G::Input::default();
        }
    }));
    let next_chapter = update(Rc::new(|t: &mut Taking<G>| {
        if t.player.next_chapter() {
            t.said = Said::Nothing;
        }
    }));
    let restart = {
        let study = props.study.clone();
        update(Rc::new(move |t: &mut Taking<G>| {
            t.keeping.start_over();
            t.player = StudyPlayer::new((*study).clone());
            t.said = Said::Nothing;
            t.input = G::Input::default();
        }))
    };
    let in_studio = code.map(|code| format!("#/studio/lesson/{code}"));
    html! {
        <div class={classes!("game-screen", "studio-lesson", format!("game-{}", G::ID))}>
            <h1 class="page-title" {lang}>{ study.title.clone() }</h1>
            if player.chapter_index() == 0 && player.shown() == chapter.first_step && !study.intro.is_empty() {
                <p class="lesson-intro" {lang}>{ study.intro.clone() }</p>
            }
            <div class="game-table">
                <MarkedBoard label={t::studio_the_table().to_string()} selectors={player.marks().iter().filter_map(|m| G::mark_selector(m)).collect::<Vec<_>>()}>
                    { G::table(&board) }
                </MarkedBoard>
                <section class="game-side lesson-side" aria-label={t::studio_lesson().to_string()} {onkeydown}>
                    if study.chapters.len() > 1 || chapter.title != study.title {
                        <h2 class="lesson-chapter">{ chapter_heading(player, lang) }</h2>
                    }
                    { now.keeping.status(player.finished(), restart.clone()) }
                    <p class="lesson-position">{ position }</p>
                    if !engine_says.is_empty() {
                        <p class="lesson-engine" aria-live="polite">{ engine_says }</p>
                    }
                    if !player.note().is_empty() {
                        <p class="lesson-note" {lang}>{ player.note().to_owned() }</p>
                    }
                    if asking {
                        { question_of(player, lang) }
                    }
                    if let Some(text) = said_words(&now.said, lang) {
                        <p class="lesson-said" role="status">{ text }</p>
                    }
                    <div class="lesson-controls" role="group" aria-label={t::studio_lesson_steps().to_string()}>
                        { button(ButtonKind::Secondary, t::studio_back().to_string(), None, player.shown() <= chapter.first_step, step(false)) }
                        { button(ButtonKind::Primary, t::studio_next().to_string(), None, asking || player.chapter_done(), step(true)) }
                        if asking && player.wrong_tries() > 0 {
                            { button(ButtonKind::Secondary, t::studio_show_answer().to_string(), None, false, reveal) }
                        }
                        if player.chapter_done() && !player.finished() {
                            { button(ButtonKind::Primary, t::studio_next_chapter().to_string(), None, false, next_chapter) }
                        }
                    </div>
                    if player.finished() {
                        { summary_section(&now, restart) }
                    }
                    if let Some(href) = in_studio {
                        <p class="lesson-studio-link"><a {href}>{ t::studio_change_in_studio().to_string() }</a></p>
                    }
                </section>
            </div>
        </div>
    }
}
