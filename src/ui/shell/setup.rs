//! Who plays at a table, for every game: the mode, each seat's name and
//! kind (a person or an AI level), and the checks that a saved set-up fits
//! its game.

use serde::{Deserialize, Serialize};

use crate::engine::agent::{offered_levels, HasAgents};
use crate::engine::game::Seat;
use crate::engine::lesson::LessonNotes;

use super::game_ui::{GameUi, People};
use super::new_game::{ai_name_in, hot_seat_range, NewGameChoice, NewGameMode};
use crate::text::{t, Msg};

/// How a table is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// One person against AIs.
    VsAi,
    /// People sharing one device (other seats, if any, are AIs).
    HotSeat,
    /// Only AIs play while the person watches.
    Watch,
    /// A built-in lesson (its number, from 1), played on after its script.
    Lesson(u8),
    /// A shared game (a link or a file), stepped through as the given seat
    /// sees it (`None`: as a spectator); nobody plays it. (`review` in the
    /// saved form.)
    #[serde(rename = "review")]
    Shared(Option<Seat>),
}

/// Who plays a seat: `{"kind": "human"}`, `{"kind": "ai", "level":
/// "hard"}` or `{"kind": "remote"}` (with `"level"` while an AI stands
/// in), read by its own small reader (serde's internally tagged one
/// buffers the map and costs the page kilobytes).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// A built-in AI of this engine level (`easy`, `medium`, `hard`).
    Ai {
        /// The level name given to `HasAgents::agent`.
        level: String,
    },
    /// A person on another device, who joins the table from an
    /// invitation and sends only its choices; `stand_in` is the level of
    /// the AI that plays the seat while that device is away.
    Remote {
        /// The level of the AI playing for the person, if one does.
        #[serde(rename = "level", skip_serializing_if = "Option::is_none")]
        stand_in: Option<String>,
    },
}

/// The value of the New game form's seat choice that puts a person on
/// another device in the seat (beside the AI levels).
pub const REMOTE_CHOICE: &str = "remote";

impl<'de> Deserialize<'de> for SeatKind {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_map(SeatKindVisitor)
    }
}

/// Reads a [`SeatKind`] from a map.
struct SeatKindVisitor;

impl<'de> serde::de::Visitor<'de> for SeatKindVisitor {
    type Value = SeatKind;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a seat kind: {kind: human}, {kind: ai, level} or {kind: remote}")
    }

    fn visit_map<M: serde::de::MapAccess<'de>>(self, mut map: M) -> Result<SeatKind, M::Error> {
        use serde::de::{Error, IgnoredAny};
        let (mut kind, mut level) = (None::<String>, None::<String>);
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "kind" => kind = Some(map.next_value()?),
                "level" => level = Some(map.next_value()?),
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        match kind.as_deref() {
            Some("human") => Ok(SeatKind::Human),
            Some("remote") => Ok(SeatKind::Remote { stand_in: level }),
            Some("ai") => Ok(SeatKind::Ai {
                level: level.ok_or_else(|| M::Error::missing_field("level"))?,
            }),
            Some(other) => Err(M::Error::unknown_variant(other, &["human", "ai", "remote"])),
            None => Err(M::Error::missing_field("kind")),
        }
    }
}

/// One seat's set-up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    /// The name shown at the table and in explanations.
    pub name: String,
    /// Person or AI.
    pub kind: SeatKind,
}

impl SeatSetup {
    /// A person called `name`.
    pub fn human(name: &str) -> SeatSetup {
        SeatSetup {
            name: name.to_owned(),
            kind: SeatKind::Human,
        }
    }

    /// An AI called `name` playing at `level`.
    pub fn ai(name: &str, level: &str) -> SeatSetup {
        SeatSetup {
            name: name.to_owned(),
            kind: SeatKind::Ai {
                level: level.to_owned(),
            },
        }
    }

    /// A person on another device called `name`.
    pub fn remote(name: &str) -> SeatSetup {
        SeatSetup {
            name: name.to_owned(),
            kind: SeatKind::Remote { stand_in: None },
        }
    }

    /// Whether a person at this device plays this seat.
    pub fn is_human(&self) -> bool {
        self.kind == SeatKind::Human
    }

    /// Whether a person on another device plays this seat.
    pub fn is_remote(&self) -> bool {
        matches!(self.kind, SeatKind::Remote { .. })
    }

    /// The level of the AI playing the seat, `None` for a person (on
    /// another device: unless an AI stands in).
    pub fn level(&self) -> Option<&str> {
        match &self.kind {
            SeatKind::Ai { level } => Some(level),
            SeatKind::Remote { stand_in } => stand_in.as_deref(),
            SeatKind::Human => None,
        }
    }

    /// A short note for the seat panel: `person`, `AI · hard` or `on
    /// another device`.
    pub fn role(&self) -> String {
        match &self.kind {
            SeatKind::Human => t::shell_role_person().to_string(),
            SeatKind::Ai { level } => t::shell_role_ai(level_name(level)).to_string(),
            SeatKind::Remote { stand_in: None } => t::remote_role().to_string(),
            SeatKind::Remote {
                stand_in: Some(level),
            } => t::shell_role_ai(level_name(level)).to_string(),
        }
    }
}

/// The whole table's set-up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// How the table is played.
    pub mode: Mode,
    /// One entry per seat, seat 0 first.
    pub seats: Vec<SeatSetup>,
    /// The lesson's notes in [`Mode::Lesson`] (saves of older builds
    /// have none: the screen asks for them again).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lesson: Option<LessonNotes>,
}

/// An AI level's name in the language of the moment (`easy`; an unknown
/// level as it is).
pub fn level_name(level: &str) -> String {
    match level {
        "easy" => t::shell_level_easy().to_string(),
        "medium" => t::shell_level_medium().to_string(),
        "hard" => t::shell_level_hard().to_string(),
        "hat-search" => t::shell_level_hat_search().to_string(),
        other => other.to_owned(),
    }
}

/// The name of a seat in a shared game (`Player 3`), `seat` from 0.
fn player_name(seat: Seat) -> String {
    t::shell_player_number(seat + 1).to_string()
}

/// The name an AI sits under in `seat` of game `G`.
fn ai_name<G: GameUi>(seat: Seat) -> String {
    ai_name_in(G::AI_NAMES, seat)
}

/// The AI level of `seat`: `levels[seat]`, or the last level given, or
/// `medium`; a person on another device ([`REMOTE_CHOICE`]) is passed
/// over (a table only AIs play, or a seat the table grew by).
pub fn level_of(levels: &[String], seat: Seat) -> String {
    let ai = |level: &&String| level.as_str() != REMOTE_CHOICE;
    levels
        .get(seat)
        .filter(ai)
        .or_else(|| levels.iter().rev().find(ai))
        .map_or_else(|| String::from("medium"), String::clone)
}

/// Seat `seat` of game `G` beside the people at this device: a person on
/// another device where `levels` says [`REMOTE_CHOICE`], else an AI.
fn other_seat<G: GameUi>(levels: &[String], seat: Seat) -> SeatSetup {
    if levels.get(seat).is_some_and(|level| level == REMOTE_CHOICE) {
        SeatSetup::remote(&ai_name::<G>(seat))
    } else {
        SeatSetup::ai(&ai_name::<G>(seat), &level_of(levels, seat))
    }
}

/// [`hot_seat_range`] of game `G` at a table of `seats`.
pub fn hot_seat_people<G: GameUi>(seats: usize) -> (usize, usize) {
    hot_seat_range(G::HOT_SEAT_PEOPLE, G::KIND.seats, seats)
}

impl Setup {
    /// `player` in `seat` against AIs; AI seat `s` plays at `levels[s]`.
    /// The table has the game's default count of seats, or more to reach
    /// `seat` ([`Setup::resized`] fits it to another count).
    pub fn vs_ai<G: GameUi>(player: &str, seat: Seat, levels: &[String]) -> Setup {
        let seats = (0..G::KIND.seats.max(seat + 1))
            .map(|s| {
                if s == seat {
                    SeatSetup::human(player)
                } else {
                    other_seat::<G>(levels, s)
                }
            })
            .collect();
        Setup {
            mode: Mode::VsAi,
            seats,
            lesson: None,
        }
    }

    /// `names` share the device in the first seats; the remaining seats
    /// are AIs, seat `s` at `levels[s]`.
    pub fn hot_seat<G: GameUi>(names: &[String], levels: &[String]) -> Setup {
        let order: Vec<Seat> = (0..G::KIND.seats.max(names.len())).collect();
        Setup::hot_seat_in::<G>(names, &order, levels)
    }

    /// `names` share the device in the seats of `order`, in that order;
    /// every other seat is an AI, seat `s` at `levels[s]`. The table has
    /// the game's default count of seats, or more to reach every seat of
    /// `order`.
    pub fn hot_seat_in<G: GameUi>(names: &[String], order: &[Seat], levels: &[String]) -> Setup {
        let count = order.iter().map(|s| s + 1).max().unwrap_or(0);
        let seats = (0..G::KIND.seats.max(count))
            .map(|s| {
                match order
                    .iter()
                    .position(|&o| o == s)
                    .and_then(|i| names.get(i))
                {
                    Some(name) => SeatSetup::human(name),
                    None => other_seat::<G>(levels, s),
                }
            })
            .collect();
        Setup {
            mode: Mode::HotSeat,
            seats,
            lesson: None,
        }
    }

    /// Only AIs, seat `s` at `levels[s]`.
    pub fn watch<G: GameUi>(levels: &[String]) -> Setup {
        let seats = (0..G::KIND.seats)
            .map(|s| SeatSetup::ai(&ai_name::<G>(s), &level_of(levels, s)))
            .collect();
        Setup {
            mode: Mode::Watch,
            seats,
            lesson: None,
        }
    }

    /// The table of a shared game seen by `viewer`: every seat is named
    /// by its number, as the code carries no names.
    pub fn shared<G: GameUi>(viewer: Option<Seat>) -> Setup {
        let seats = (0..G::KIND.seats)
            .map(|s| SeatSetup::human(&player_name(s)))
            .collect();
        Setup {
            mode: Mode::Shared(viewer),
            seats,
            lesson: None,
        }
    }

    /// The table of the lesson of `notes` at `count` seats: `player` learns in its seat, the lesson's
    /// fixed names and AIs elsewhere.
    pub fn lesson<G: GameUi>(notes: &LessonNotes, count: usize, player: &str) -> Setup {
        let seats = (0..count)
            .map(|s| {
                let fixed = notes.names.get(s).cloned().flatten();
                if s == notes.learner {
                    SeatSetup::human(fixed.as_deref().unwrap_or(player))
                } else {
                    let name = fixed.unwrap_or_else(|| ai_name::<G>(s));
                    SeatSetup::ai(&name, &notes.ai_level)
                }
            })
            .collect();
        Setup {
            mode: Mode::Lesson(notes.number),
            seats,
            lesson: Some(notes.clone()),
        }
    }

    /// The table a new-game form asks for, `player` being the person
    /// against AIs, with the player count of the rules chosen.
    pub fn of_choice<G: GameUi>(choice: &NewGameChoice, player: &str) -> Setup {
        let options = choice.options::<G>();
        let count = G::new(&options, 0).0.seat_count();
        let order: Vec<Seat> = match G::VARIANTS.get(choice.variant) {
            Some(variant) if choice.rules == 0 => variant.seats.to_vec(),
            _ => (0..count).collect(),
        };
        let setup = match choice.mode {
            NewGameMode::VsAi => Setup::vs_ai::<G>(player, choice.person_seat, &choice.levels),
            NewGameMode::HotSeat => Setup::hot_seat_in::<G>(&choice.names, &order, &choice.levels),
            NewGameMode::Watch => Setup::watch::<G>(&choice.levels),
        };
        setup.resized::<G>(count, &choice.levels)
    }

    /// The same table for `count` players: the seats past the count leave,
    /// new seats are AIs at `levels` (seat `s` at `levels[s]`), named as
    /// the game names its AIs. A person's seat past the count is left out
    /// with the others.
    pub fn resized<G: GameUi>(mut self, count: usize, levels: &[String]) -> Setup {
        self.seats.truncate(count);
        for s in self.seats.len()..count {
            let seat = match self.mode {
                Mode::Shared(_) => SeatSetup::human(&player_name(s)),
                Mode::VsAi | Mode::HotSeat => other_seat::<G>(levels, s),
                _ => SeatSetup::ai(&ai_name::<G>(s), &level_of(levels, s)),
            };
            self.seats.push(seat);
        }
        self
    }

    /// Who plays which seat, for the game's texts.
    pub fn people(&self) -> People {
        People {
            humans: self.seats.iter().map(|s| s.level().is_none()).collect(),
            person: self.person(),
        }
    }

    /// The seat names, for explanations.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|seat| seat.name.clone()).collect()
    }

    /// A short note per seat (`person`, `AI · hard`).
    pub fn roles(&self) -> Vec<String> {
        self.seats.iter().map(SeatSetup::role).collect()
    }

    /// Whether `seat` is played by a person at this device.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.seats.get(seat).is_some_and(SeatSetup::is_human)
    }

    /// Whether `seat` is played by a person on another device.
    pub fn is_remote(&self, seat: Seat) -> bool {
        self.seats.get(seat).is_some_and(SeatSetup::is_remote)
    }

    /// The seats played on other devices.
    pub fn remote_seats(&self) -> Vec<Seat> {
        (0..self.seats.len())
            .filter(|&s| self.is_remote(s))
            .collect()
    }

    /// The AI level of `seat`, `None` for a person.
    pub fn level(&self, seat: Seat) -> Option<&str> {
        self.seats.get(seat).and_then(SeatSetup::level)
    }

    /// How many people play at this device.
    pub fn human_count(&self) -> usize {
        self.seats.iter().filter(|s| s.is_human()).count()
    }

    /// The one person playing against AIs (vs AI and lessons).
    pub fn person(&self) -> Option<Seat> {
        match self.mode {
            Mode::VsAi | Mode::Lesson(_) => self.seats.iter().position(SeatSetup::is_human),
            Mode::HotSeat | Mode::Watch | Mode::Shared(_) => None,
        }
    }

    /// The same table with the person (vs AI and lessons) renamed `name`.
    pub fn with_person_name(&self, name: &str) -> Setup {
        let mut next = self.clone();
        if let Some(seat) = self.person() {
            next.seats[seat].name = name.to_owned();
        }
        next
    }

    /// The line above the table: `You against three AIs`, `Two people
    /// sharing this device`, `Four AIs playing`, or the lesson's title.
    /// `absent` AI seats take no part in this game (Fireworks' single
    /// round without player 1) and are not counted.
    pub fn mode_text(&self, lesson_title: Option<&str>, absent: usize) -> String {
        let remote = self.remote_seats().len();
        let ais = (self.seats.len() - self.human_count() - remote).saturating_sub(absent);
        let text: Msg = match self.mode {
            Mode::VsAi | Mode::HotSeat if remote > 0 => t::remote_mode(remote),
            Mode::VsAi => t::shell_you_against_ais(ais, t::shell_number(ais)),
            Mode::HotSeat => t::shell_mode_hot_seat(t::shell_number_start(self.human_count())),
            Mode::Watch => t::shell_mode_watch(t::shell_number_start(ais)),
            Mode::Lesson(n) => t::shell_lesson_title(n, lesson_title.unwrap_or("")),
            Mode::Shared(None) => t::shell_mode_shared(),
            Mode::Shared(Some(seat)) => match self.seats.get(seat) {
                Some(s) => t::shell_mode_shared_as(&s.name),
                None => t::shell_mode_shared_as_someone(),
            },
        };
        text.to_string()
    }

    /// Whether this set-up is sound for a game `G` of `seats` seats (its
    /// record's count): one entry per seat, names, known AI levels, and
    /// people that fit the mode.
    pub fn validate<G: GameUi + HasAgents>(&self, seats: usize) -> Result<(), String> {
        if self.seats.len() != seats {
            return Err(t::shell_invalid_seats(G::name(), seats, self.seats.len()).to_string());
        }
        for (s, seat) in self.seats.iter().enumerate() {
            if seat.name.trim().is_empty() {
                return Err(t::shell_invalid_no_name(s + 1).to_string());
            }
            if let Some(level) = seat.level() {
                if !offered_levels::<G>().any(|offered| offered == level) {
                    return Err(t::shell_invalid_level(s + 1, level).to_string());
                }
            }
        }
        let people = self.human_count();
        let (fewest, most) = hot_seat_people::<G>(seats);
        let fits = match self.mode {
            Mode::VsAi | Mode::Lesson(_) => people == 1,
            Mode::HotSeat => (fewest..=most).contains(&people),
            Mode::Watch => people == 0,
            Mode::Shared(viewer) => viewer.is_none_or(|seat| seat < seats),
        };
        if fits {
            Ok(())
        } else {
            Err(t::shell_invalid_people(people).to_string())
        }
    }
}
