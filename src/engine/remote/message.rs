//! What crosses between the host and a guest: typed, versioned and
//! bounded in size. Both directions are JSON text; a guest's message is
//! read by the host with [`crate::engine::remote::host::read_choice`].

use serde::{Deserialize, Serialize};

use crate::engine::game::{Game, Seat};
use crate::engine::outcome::Outcome;
use crate::engine::record::GameRecord;

/// The version of the messages between a host and its guests; a message
/// of another version is refused ([`Refusal::Version`]), so two builds
/// that cannot understand each other say so.
pub const REMOTE_VERSION: u32 = 1;

/// The most bytes a guest's message may have; a longer one is refused
/// unread ([`Refusal::TooLarge`]). A choice of any game is well below it.
pub const MAX_GUEST_MESSAGE: usize = 2_048;

/// The bytes past which the host starts a new update for the rest of a
/// guest's history (a data channel's messages stay well below the
/// 256 KiB every browser accepts).
pub const UPDATE_BYTES: usize = 64 * 1024;

/// A guest's choice for its seat: `{"v":1,"step":12,"action":…}`. `step`
/// is the number of record steps the guest had seen when it chose, so a
/// choice made on an older table is refused rather than applied to a
/// newer one.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GuestMessage<A> {
    /// [`REMOTE_VERSION`] of the guest's build.
    pub v: u32,
    /// The record steps the guest had seen.
    pub step: usize,
    /// The action, as records write it.
    pub action: A,
}

/// A guest's ask for the coach's hint for its seat's decision now:
/// `{"v":1,"hint":12,"lang":"de"}`. `hint` is the number of record steps
/// the guest had seen (a hint is for that table only); `lang` is the
/// guest's language, the hint's words are written in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintAsk {
    /// [`REMOTE_VERSION`] of the guest's build.
    pub v: u32,
    /// The record steps the guest had seen.
    pub hint: usize,
    /// The guest's language (`en`, `fr`, `de`).
    pub lang: String,
}

/// The coach's hint for a guest's seat, as the host's coach wrote it from
/// that seat's view: `{"v":1,"seat":1,"hinted":{…}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hinted {
    /// [`REMOTE_VERSION`] of the host's build.
    pub v: u32,
    /// The guest's seat.
    pub seat: Seat,
    /// The hint.
    pub hinted: HintWords,
}

/// A hint in the guest's language: the move, why, and where it is on the
/// seat's board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintWords {
    /// The record steps the hint was given after (it goes once the table
    /// moves on).
    pub step: usize,
    /// `The coach suggests card 42.`
    pub words: String,
    /// Why, in one sentence.
    pub why: String,
    /// The board's elements to highlight (each game's
    /// `GameUi::action_selectors`).
    pub selectors: Vec<String>,
}

/// What the guest's seat saw of one part of the game: the set-up (part
/// 0) or one record step (part `k` is step `k - 1`).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Seen<G: Game> {
    /// The part's events, each as the guest's seat may read it.
    pub events: Vec<G::Event>,
    /// The guest's view once the part was played.
    pub view: G::View,
}

/// What the host sends a guest: the table from its seat, its parts from
/// `from` on (0 when the guest (re)joins, else the first part it has not
/// had; a long history comes in several updates). The guest's page reads
/// it back as it was written, and draws every moment of the game from
/// the views and events alone.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Update<G: Game> {
    /// [`REMOTE_VERSION`] of the host's build.
    pub v: u32,
    /// The guest's seat.
    pub seat: Seat,
    /// The record steps played so far (what the guest's next choice
    /// names as `step`).
    pub step: usize,
    /// The first part below: 0 is the set-up, `k` record step `k - 1`.
    pub from: usize,
    /// The parts from `from` on, as the guest's seat saw them.
    pub seen: Vec<Seen<G>>,
    /// The seats' names.
    pub names: Vec<String>,
    /// The level of the AI playing each seat (`easy`, …), `None` where a
    /// person plays it (at the host's device or another).
    pub levels: Vec<Option<String>>,
    /// The record steps the guest's seat has played so far (its choice on
    /// its way has been played once this grows).
    pub moves: usize,
    /// The seats the table waits for.
    pub to_act: Vec<Seat>,
    /// What the guest's seat may do now (empty when it need not act).
    pub legal: Vec<G::Action>,
    /// Whether the host lets this seat ask the coach for a hint (its
    /// settings' hints, as for a person at the host's device).
    #[serde(default)]
    pub hints: bool,
    /// The scores and ranks once the game is over.
    pub outcome: Option<Outcome>,
    /// The game's record, sent only once the game is over (then nothing
    /// is hidden any more): the guest reviews, saves and shares it like any
    /// other game.
    pub record: Option<GameRecord<G>>,
}

impl<G: Game> Update<G> {
    /// The parts the guest holds once it has read this update.
    pub fn parts(&self) -> usize {
        self.from + self.seen.len()
    }
}

/// Why the host refused a guest's message: nothing of it was applied and
/// the table is unchanged. The guest's page says it in its own language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "refused", rename_all = "snake_case")]
pub enum Refusal {
    /// Longer than [`MAX_GUEST_MESSAGE`].
    TooLarge {
        /// The message's length in bytes.
        bytes: usize,
    },
    /// Not a message of this protocol.
    Malformed,
    /// A message of another version of parlour.
    Version {
        /// The version the guest sent.
        got: u32,
    },
    /// The game is over.
    Over,
    /// It is not the guest's seat's turn, or the choice was made on an
    /// older table (`step` behind the host's).
    NotYourTurn,
    /// The rules refuse the action here.
    Illegal {
        /// The rules' reason, in the host's words (and language).
        reason: String,
    },
    /// The host does not offer the coach's hints at this table.
    NoHint,
    /// The host's coach could give no hint.
    HintFailed {
        /// Why, in the host's words.
        reason: String,
    },
}

/// A refusal as the host sends it: `{"v":1,"refused":"illegal",…}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refused {
    /// [`REMOTE_VERSION`] of the host's build.
    pub v: u32,
    /// What was refused and why.
    #[serde(flatten)]
    pub refusal: Refusal,
}
