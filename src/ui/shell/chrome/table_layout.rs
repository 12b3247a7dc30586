//! The layout of a game screen, for every game: the toolbar, the notices,
//! the info line, then the table (board and hand) beside the side column
//! (status line, the lesson's words, the end panel, the step bar and the
//! log); on a narrow screen the side column goes under the table. It reads
//! a plain-data [`LayoutData`] and sends [`ShellMsg`]s, so it is compiled
//! once for all games; the generic page only fills it in.

use std::rc::Rc;

use yew::prelude::*;

use crate::engine::game::Seat;
use crate::text::t;
use crate::ui::components::step_bar::{step_bar, StepBarProps};
use crate::ui::components::{button, ButtonKind, GameLog};
use crate::ui::route::Route;
use crate::ui::shell::game_ui::EndSummary;
use crate::ui::shell::new_game::{NewGameChoice, SetupChoices};
use crate::ui::shell::screen::{DailyShown, OutlookShown, ShellMsg};
use crate::ui::shell::screen::{GameMsg, NoticeMsg, PaceMsg, SeatMsg, WatchSpeed};

use super::end_panel::{end_panel, EndPanelProps};
use super::notices::{aside_notice, notice_bar};
use super::pass_panel::pass_panel;
use super::GameBar;

/// Everything a game screen shows besides the game's own table, as plain
/// data.
#[derive(Clone, Debug, PartialEq)]
pub struct LayoutData {
    /// The game's id.
    pub game: &'static str,
    /// The game's name, in the language of the moment.
    pub title: AttrValue,
    /// What the game offers the new-game form.
    pub choices: Rc<SetupChoices>,
    /// The person's name (settings).
    pub player: AttrValue,
    /// The default AI level (settings).
    pub level: AttrValue,
    /// The animation pace's class.
    pub speed_class: &'static str,
    /// A notice for the person.
    pub notice: Option<AttrValue>,
    /// Whether a game was put aside.
    pub aside: bool,
    /// The mode and where the shown moment stands.
    pub info: AttrValue,
    /// The game's seed.
    pub seed: u64,
    /// Hot-seat between two people: the person to pass the device to
    /// (`Some(None)`: hands covered, nobody asked yet).
    pub pass: Option<Option<(Seat, AttrValue)>>,
    /// What the table waits for.
    pub status: AttrValue,
    /// The lines under the status line: the public outlook, the moment
    /// the shown step made a result impossible, the deal's best.
    pub outlook: OutlookShown,
    /// Each finished part's result against the deal's best, for the end
    /// panel.
    pub best_results: Vec<String>,
    /// A deal of the day's comparison, for the end panel.
    pub daily: Option<DailyShown>,
    /// The lesson's intro, and its outro once the script is done.
    pub lesson: Option<(AttrValue, Option<AttrValue>)>,
    /// The end panel of a finished game.
    pub end: Option<EndSummary>,
    /// Seat names.
    pub names: Vec<String>,
    /// The event shown.
    pub cursor: usize,
    /// Events in the log.
    pub total: usize,
    /// The shown event's explanation.
    pub explanation: AttrValue,
    /// Whether the history plays back.
    pub replaying: bool,
    /// The shown events' explanations.
    pub entries: Rc<Vec<AttrValue>>,
    /// Whether step-through is on.
    pub step_through: bool,
    /// The person sits this part out: the skip button's words.
    pub skip: Option<AttrValue>,
    /// The pace control (`true`: the replay's).
    pub pace: Option<(bool, WatchSpeed)>,
    /// The undo button's words and whether it may be used.
    pub undo: Option<(AttrValue, bool)>,
    /// The seat whose bot input the protocol view shows (`None`: nobody's
    /// now, a hot-seat hand-over).
    pub protocol: Option<usize>,
    /// Whether the game is over.
    pub over: bool,
    /// Where the game is saved.
    pub storage_note: AttrValue,
    /// The full link to the game at the shown step, once the worker has
    /// written it.
    pub share_link: Option<AttrValue>,
    /// A shared game is shown: the play-on buttons are shown.
    pub shared: bool,
    /// Shown alone in a frame: only the board, the status, the step bar.
    pub embed: bool,
    /// The seat the coach's hint may be asked for, with how many moves
    /// that seat has made (a hint stays shown until its next move).
    pub hint: Option<(Seat, usize)>,
    /// The hints taken, for the end panel.
    pub hints: Option<AttrValue>,
}

/// What [`table_layout`] lays out.
pub struct TableLayoutProps {
    /// What to show.
    pub layout: Rc<LayoutData>,
    /// Sends the controls' messages to the screen.
    pub shell: Callback<ShellMsg>,
    /// The game's record as JSON (the protocol view replays it).
    pub record_json: Callback<(), String>,
    /// The game's board and hand.
    pub table: Html,
    /// The game's own display controls.
    pub extra: Html,
    /// Saves the game as a file, once the worker has written it.
    pub on_download: Option<Callback<()>>,
    /// Opens a game file.
    pub on_open: Callback<web_sys::File>,
    /// Asks for the share link (the Share dialog opens).
    pub on_share: Callback<()>,
}

/// A fresh random seed from the browser's generator.
pub fn random_seed() -> u64 {
    getrandom::u64().unwrap_or_else(|_| js_sys::Date::now() as u64)
}

/// The game screen's layout.
pub fn table_layout(props: TableLayoutProps) -> Html {
    let layout = &props.layout;
    let shell = &props.shell;
    let send = |msg: ShellMsg| shell.reform(move |_| msg.clone());
    let on_start = {
        let player = layout.player.to_string();
        shell.reform(move |choice: NewGameChoice| {
            GameMsg::NewGame {
                seed: choice.seed.unwrap_or_else(random_seed),
                choice,
                player: player.clone(),
            }
            .into()
        })
    };
    let on_lesson = {
        let player = layout.player.to_string();
        shell.reform(move |number| {
            GameMsg::StartLesson {
                number,
                player: player.clone(),
            }
            .into()
        })
    };
    let on_again = {
        let (player, level) = (layout.player.to_string(), layout.level.to_string());
        shell.reform(move |_| {
            GameMsg::PlayAgain {
                seed: random_seed(),
                player: player.clone(),
                level: level.clone(),
            }
            .into()
        })
    };
    let on_step = shell.reform(|index| PaceMsg::StepTo(index).into());
    let steps = step_bar(&StepBarProps {
        current: layout.cursor,
        total: layout.total,
        explanation: layout.explanation.clone(),
        on_step: on_step.clone(),
        replaying: layout.replaying,
        on_replay: Some(shell.reform(|on| PaceMsg::SetReplay(on).into())),
    });
    let status = html! {
        <>
            <p class="game-status" aria-live="polite">{ layout.status.clone() }</p>
            { outlook(&layout.outlook) }
        </>
    };
    if layout.embed {
        return html! {
            <div class={classes!("game-screen", "embedded", format!("game-{}", layout.game), layout.speed_class)}>
                <div class="game-table">
                    // It scrolls inside a short frame: reachable by keyboard.
                    <div class="game-board" tabindex="0" role="region" aria-label={t::shell_table().to_string()}>{ props.table }</div>
                    <div class="game-side">{ status }{ steps }</div>
                </div>
            </div>
        };
    }
    // Playing on leaves the shared game's link for the play page (a new
    // history entry: Back opens the shared game again, a reload resumes
    // the game played on).
    let play_on = |hot_seat: bool| {
        let (player, level) = (layout.player.to_string(), layout.level.to_string());
        let (shell, play_href) = (shell.clone(), Route::Play(layout.game).href());
        Callback::from(move |_| {
            shell.emit(
                GameMsg::PlayOn {
                    hot_seat,
                    player: player.clone(),
                    level: level.clone(),
                }
                .into(),
            );
            let _ = gloo::utils::window().location().set_hash(&play_href);
        })
    };
    html! {
        <div class={classes!("game-screen", format!("game-{}", layout.game), layout.speed_class)}>
            <GameBar game={layout.game} title={layout.title.clone()} choices={layout.choices.clone()}
                     player={layout.player.clone()} level={layout.level.clone()}
                     {on_start} {on_lesson}
                     on_restart={send(GameMsg::Restart.into())} undo={layout.undo.clone()} on_undo={send(GameMsg::Undo.into())}
                     step_through={layout.step_through} on_step_through={shell.reform(|on| PaceMsg::SetStepThrough(on).into())}
                     pace={layout.pace} on_pace={shell.reform(|speed| PaceMsg::SetWatchSpeed(speed).into())}
                     protocol={layout.protocol} record_json={props.record_json.clone()} names={layout.names.clone()}
                     extra={props.extra} share_link={layout.share_link.clone()}
                     on_download={props.on_download} on_open={props.on_open} on_share={props.on_share}
                     review={(layout.over || layout.shared).then_some(layout.protocol)}
                     on_review_step={shell.reform(|step| PaceMsg::ShowStep(step).into())}
                     hint={layout.hint} on_hint={send(SeatMsg::TookHint.into())} />
            if let Some(text) = layout.notice.clone() {
                { notice_bar(text, send(NoticeMsg::Dismiss.into())) }
            }
            if layout.aside {
                { aside_notice(send(GameMsg::RestoreReplaced.into()), send(GameMsg::ForgetReplaced.into())) }
            }
            <p class="game-info">
                { layout.info.clone() }{ format!(" · {} ", t::shell_info_seed()) }<code class="game-seed">{ layout.seed }</code>
            </p>
            <div class="game-table">
                <div class="game-board">
                    if let Some(to) = layout.pass.clone() {
                        { pass_panel(to.as_ref().map(|(_, name)| name.clone()),
                                     send(SeatMsg::Uncover(to.map_or(0, |(seat, _)| seat)).into())) }
                    }
                    { props.table }
                </div>
                <div class="game-side">
                    { status }
                    if layout.shared {
                        <div class="play-on" role="group" aria-label={t::shell_play_on().to_string()}>
                            { button(ButtonKind::Primary, t::shell_play_on_ais(), None, false, play_on(false)) }
                            { button(ButtonKind::Secondary, t::shell_play_on_hot_seat(), None, false, play_on(true)) }
                        </div>
                    }
                    if let Some(label) = layout.skip.clone() {
                        <button type="button" class="btn btn-secondary skip-button" onclick={shell.reform(|_: MouseEvent| PaceMsg::SkipSittingOut.into())}>{ label }</button>
                    }
                    if let Some((intro, outro)) = layout.lesson.clone() {
                        <p class="lesson-intro">{ intro }</p>
                        if let Some(outro) = outro {
                            <p class="lesson-outro" role="status">{ outro }</p>
                        }
                    }
                    if let Some(summary) = layout.end.clone() {
                        { end_panel(EndPanelProps { summary, names: layout.names.clone(), hints: layout.hints.clone(), best: layout.best_results.clone(), daily: layout.daily.clone(), on_watch: shell.reform(|index| GameMsg::WatchTeam(index).into()), on_again,
                                                    on_same: send(GameMsg::Restart.into()), on_replay: send(PaceMsg::ReplayFromStart.into()) }) }
                    }
                    { steps }
                    <GameLog entries={layout.entries.clone()} current={layout.cursor} on_select={on_step} />
                </div>
            </div>
            <p class="storage-note">{ layout.storage_note.clone() }</p>
        </div>
    }
}

/// The lines under the status line: the deal's best (a reader who sees
/// every card), the public figures, and what the shown step made
/// impossible (said as it is shown).
fn outlook(shown: &OutlookShown) -> Html {
    if shown.facts.is_none() && shown.moment.is_none() && shown.best.is_none() {
        return Html::default();
    }
    html! {
        <div class="game-outlook">
            if let Some(best) = shown.best.clone() {
                <p class="outlook-best">{ best }</p>
            }
            if let Some(facts) = shown.facts.clone() {
                <p class="outlook-facts">{ facts }</p>
            }
            if let Some(moment) = shown.moment.clone() {
                <p class="outlook-moment" role="status">{ moment }</p>
            }
        </div>
    }
}
