//! What a game screen can be asked to do, grouped by the part of the
//! reducer that does it: the game's lifecycle ([`GameMsg`]), the pace at
//! which events are shown and AIs asked ([`PaceMsg`], [`AiMsg`]), who sits
//! where and who has the device ([`SeatMsg`]), and the notice
//! ([`NoticeMsg`]). [`ShellMsg`] holds the shell's own controls' messages,
//! the same for every game, so the controls are compiled once.

use crate::engine::agent::ReasonTexts;
use crate::engine::game::Seat;
use crate::engine::record_code::SharedGame;

use super::super::game_ui::GameUi;
use super::super::new_game::NewGameChoice;
use super::super::setup::Setup;
use super::pace::WatchSpeed;
use super::state::{DailyTeams, FoundBest};

/// The game's lifecycle: new games, lessons, restarts, playing on, undo,
/// and the game put aside ([`super::lifecycle`]).
#[derive(Clone, Debug, PartialEq)]
pub enum GameMsg {
    /// A new game as the new-game form chose it.
    NewGame {
        /// The form's choice.
        choice: NewGameChoice,
        /// The person's name (against AIs).
        player: String,
        /// The game's seed.
        seed: u64,
    },
    /// Plays on from the shown moment of a shared game (a new game from
    /// that position; the shared one stays behind its link).
    PlayOn {
        /// People sharing the device in every seat they may take, instead
        /// of the person against AIs.
        hot_seat: bool,
        /// The person's name.
        player: String,
        /// The AIs' level.
        level: String,
    },
    /// A new game at the end of one: the same table (a lesson gives a
    /// game against AIs of `level`) with a new seed.
    PlayAgain {
        /// The new seed.
        seed: u64,
        /// The person's name.
        player: String,
        /// The AIs' level after a lesson.
        level: String,
    },
    /// The same game again: the same set-up and seed, or the lesson anew.
    Restart,
    /// Start lesson `number` with this person's name.
    StartLesson {
        /// Lesson number, from 1.
        number: u8,
        /// The person's name.
        player: String,
    },
    /// The lesson asked for, fetched by the page (a
    /// [`crate::engine::lesson::LessonStart`] as JSON).
    LessonLoaded {
        /// The lesson.
        json: String,
    },
    /// The lesson asked for could not be fetched.
    LessonFailed {
        /// Why, in words.
        why: String,
    },
    /// Take back the person's last action (games against AIs).
    Undo,
    /// Bring back the unfinished game the last new game replaced.
    RestoreReplaced,
    /// Forget the replaced game.
    ForgetReplaced,
    /// Open a deal of the day's AI team's game (its place among the
    /// teams) as a shared game at its end.
    WatchTeam(usize),
}

/// How events are shown and AIs paced ([`super::pacing`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PaceMsg {
    /// Show the next waiting event (animation or "Next step").
    Advance,
    /// Show event `n` of the log.
    StepTo(usize),
    /// Show the position record step `n` was decided in: the last event
    /// before it (a review's decision).
    ShowStep(usize),
    /// Start (from the first event when at the end) or pause the play-back.
    SetReplay(bool),
    /// The play-back shows the next event.
    ReplayTick,
    /// Play the finished game back from its first event.
    ReplayFromStart,
    /// Let the AIs play the part of the game the person sits out without
    /// pauses.
    SkipSittingOut,
    /// Turn step-through on or off.
    SetStepThrough(bool),
    /// Change the animation length (ms).
    SetAnimation(u32),
    /// Change the watch-mode and replay pace.
    SetWatchSpeed(WatchSpeed),
    /// The AI thinking time changed in the settings (ms; `None`: each
    /// level's own).
    SetThinkTime(Option<u32>),
}

/// Who sits where and who has the device ([`super::seating`]).
#[derive(Clone, Debug, PartialEq)]
pub enum SeatMsg {
    /// Hot-seat: the named person has the device; show their side.
    Uncover(Seat),
    /// The person's name changed in the settings.
    SetPlayerName(String),
    /// Forget the half-made input (Escape).
    Cancel,
    /// The person who may press took the coach's hint for this decision.
    TookHint,
    /// The person at `seat`, on another device, took the coach's hint for
    /// its decision now.
    GuestTookHint(Seat),
    /// A seat played on another device is played by an AI of `level`
    /// from now on (its device left).
    HandToAi {
        /// The seat.
        seat: Seat,
        /// The AI's level.
        level: String,
    },
    /// A seat handed to an AI goes back to its person on another device.
    HandBack(Seat),
}

/// The message line above the table.
#[derive(Clone, Debug, PartialEq)]
pub enum NoticeMsg {
    /// Shows a notice (something the page could not do).
    Notify(String),
    /// Hide the notice.
    Dismiss,
}

/// What the shell's own controls ask for: the same for every game, so the
/// controls that send it are compiled once.
#[derive(Clone, Debug, PartialEq)]
pub enum ShellMsg {
    /// The game's lifecycle.
    Game(GameMsg),
    /// How events are shown and AIs paced.
    Pace(PaceMsg),
    /// Who sits where.
    Seat(SeatMsg),
    /// The notice.
    Notice(NoticeMsg),
}

/// Each part's messages are shell messages of that part.
macro_rules! shell_part {
    ($($part:ident => $variant:ident),*) => {
        $(impl From<$part> for ShellMsg {
            fn from(msg: $part) -> Self {
                ShellMsg::$variant(msg)
            }
        })*
    };
}

shell_part!(GameMsg => Game, PaceMsg => Pace, SeatMsg => Seat, NoticeMsg => Notice);

/// Who chose a move: every move reaches the session by one road
/// ([`super::state::Screen`]'s `act`), told who chose it.
#[derive(Clone, Debug, PartialEq)]
pub enum Mover {
    /// The person who may press, on this device.
    Person,
    /// An AI, with its reason when its level gives one.
    Ai(Option<ReasonTexts>),
    /// The person on another device who plays the seat (its choice
    /// read and checked first, [`Msg::Guest`]).
    Guest,
}

/// The AI worker's side of pacing: a request sent, its answer, or its
/// failure ([`super::pacing`]).
#[derive(Clone, Debug, PartialEq)]
pub enum AiMsg<G: GameUi> {
    /// The AI decision of [`super::state::Screen::ai_request`] was sent to the
    /// worker.
    Asked {
        /// The record length it was asked at.
        steps: usize,
        /// The seat it decides for.
        seat: Seat,
    },
    /// The worker's answer to an AI request.
    Chose {
        /// The record length it was asked at (a late answer to an older
        /// position is dropped).
        steps: usize,
        /// The seat it decided for.
        seat: Seat,
        /// The action chosen.
        action: G::Action,
        /// Why, when the AI's level says.
        reason: Option<ReasonTexts>,
    },
    /// The worker could not decide.
    Failed {
        /// The record length it was asked at.
        steps: usize,
        /// Why, in words.
        reason: String,
    },
}

/// Everything a game screen can be asked to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg<G: GameUi> {
    /// One of the shell's own controls.
    Shell(ShellMsg),
    /// A shared game read from a link or a file, or why it could not be
    /// read (a sentence for the person).
    OpenShared(Result<SharedGame<G>, String>),
    /// Replace the game with a new one.
    Start {
        /// Who sits where.
        setup: Setup,
        /// The game's seed.
        seed: u64,
    },
    /// The person pressed something on the board or hand.
    Press(G::Press),
    /// The AI worker's side.
    Ai(AiMsg<G>),
    /// A message from the device of the person at remote seat `seat`:
    /// read and checked against the table now
    /// (`engine::remote::host::read_choice`), played if it is a choice the
    /// seat may make, else its refusal kept for that device
    /// ([`super::state::Screen::guest_refusals`]).
    Guest {
        /// The seat.
        seat: Seat,
        /// The message as it came.
        text: String,
    },
    /// Change the game's display choices.
    SetPrefs(G::Prefs),
    /// The coach's worker found the best result the deal allowed
    /// ([`super::state::Screen::best_wanted`]).
    Best(FoundBest),
    /// The game's AI worker played a deal of the day with an AI team per
    /// level, or sent its progress ([`super::state::Screen::teams_wanted`]).
    Teams(DailyTeams),
}

impl<G: GameUi, M: Into<ShellMsg>> From<M> for Msg<G> {
    fn from(msg: M) -> Self {
        Msg::Shell(msg.into())
    }
}

impl<G: GameUi> From<AiMsg<G>> for Msg<G> {
    fn from(msg: AiMsg<G>) -> Self {
        Msg::Ai(msg)
    }
}
