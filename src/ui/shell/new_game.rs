//! What the new-game form asks for and what a game offers it (native):
//! the mode, the person's seat, the people's names, a level per seat, the
//! seed typed and the way to play.

use serde::{Deserialize, Serialize};

use crate::engine::agent::offered_levels;
use crate::engine::game::Seat;
use crate::text::{t, Msg};

use super::game_ui::GameUi;

/// The mode chosen in the new-game form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NewGameMode {
    /// One person against AIs.
    VsAi,
    /// People sharing this device.
    HotSeat,
    /// Only AIs.
    Watch,
}

/// What the new-game form asks for (kept per game, so the form opens
/// with the last choice).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewGameChoice {
    /// Who plays.
    pub mode: NewGameMode,
    /// The person's seat against AIs.
    pub person_seat: usize,
    /// The people's names in hot-seat (the first seats).
    pub names: Vec<String>,
    /// One level per seat (used for the AI seats).
    pub levels: Vec<String>,
    /// The seed typed, or `None` for a random one.
    pub seed: Option<u64>,
    /// The way to play, an index of [`GameUi::VARIANTS`] (0 without any);
    /// only under the default rules.
    pub variant: usize,
    /// The rules, an index of [`crate::engine::tools::GameTools::RULE_SETS`] (0: the default
    /// rules, also when the game names none).
    #[serde(default)]
    pub rules: usize,
    /// The number of players (0: the rules' own count).
    #[serde(default)]
    pub players: usize,
    /// The deal of the day of this day (counted from 1970-01-01) instead
    /// of the seed, under the rules alone (no way to play).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<u32>,
}

impl NewGameChoice {
    /// The rules options this choice plays: the variant's options under
    /// the default rules, else the rule set's preset; then the player
    /// count, when the rules allow it.
    pub fn options<G: GameUi>(&self) -> G::Options {
        let named = G::RULE_SETS
            .get(self.rules)
            .filter(|_| self.rules > 0)
            .and_then(|set| G::PRESETS.and_then(|preset| preset(set.name).ok()));
        let options = named.unwrap_or_else(|| G::variant_options(self.variant));
        G::with_seat_count(&options, self.players).unwrap_or(options)
    }
}

/// One rule set in the new-game form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesChoice {
    /// Its preset's name (`to-66`; `default` for a game that names none).
    pub name: &'static str,
    /// Its name in the form (`Boxed rules: to 66 cows`).
    pub title: String,
    /// What it changes.
    pub summary: String,
    /// The fewest and most players it allows.
    pub counts: (usize, usize),
    /// Its own player count (the form's first choice).
    pub default_count: usize,
}

/// The options of `G`'s rule set `rules` (an index of
/// [`crate::engine::tools::GameTools::RULE_SETS`]) at `players` seats (0:
/// the rules' own count), as the new-game form would start them.
pub fn rules_options<G: GameUi>(rules: usize, players: usize) -> G::Options {
    NewGameChoice {
        mode: NewGameMode::Watch,
        person_seat: 0,
        names: Vec::new(),
        levels: Vec::new(),
        seed: None,
        variant: 0,
        rules,
        players,
        daily: None,
    }
    .options::<G>()
}

/// The title and summary of each of `G`'s rule sets, in the language of
/// the moment, with its preset's name (the default first).
pub fn rule_set_texts<G: GameUi>() -> Vec<(&'static str, String, String)> {
    G::RULE_SETS
        .iter()
        .map(|set| match G::rule_set_words(set.name) {
            Some((title, summary)) => (set.name, title.to_string(), summary.to_string()),
            None => (set.name, set.title.to_owned(), set.summary.to_owned()),
        })
        .collect()
}

/// The rule sets game `G` offers, the default first (empty when it names
/// none: the form then shows no choice).
fn rules_choices<G: GameUi>() -> Vec<RulesChoice> {
    rule_set_texts::<G>()
        .into_iter()
        .enumerate()
        .map(|(index, (name, title, summary))| {
            let options = rules_options::<G>(index, 0);
            let counts = G::seat_counts(&options);
            RulesChoice {
                name,
                title,
                summary,
                counts: (*counts.start(), *counts.end()),
                default_count: G::new(&options, 0).0.seat_count(),
            }
        })
        .collect()
}

/// What a game offers in the new-game form (from its kind and its UI
/// constants).
#[derive(Clone, Debug, PartialEq)]
pub struct SetupChoices {
    /// Seats at the table.
    pub seats: usize,
    /// The AI levels, weakest first.
    pub levels: Vec<&'static str>,
    /// The seats a person may take against AIs, with their labels.
    pub person_seats: Vec<(usize, String)>,
    /// The fewest and most people on one device.
    pub hot_seat: (usize, usize),
    /// The AIs' names by seat.
    pub ai_names: Vec<&'static str>,
    /// Each seat's label (`seat 2`, `White`).
    pub seat_labels: Vec<String>,
    /// The label of each person's name in hot-seat (`Name of person 1`,
    /// `Name of the White player`).
    pub person_labels: Vec<String>,
    /// The ways to play: a label and the seats that play (one entry with
    /// every seat when the game offers no choice).
    pub variants: Vec<(String, Vec<Seat>)>,
    /// The rule sets, the default first (empty: no choice).
    pub rules: Vec<RulesChoice>,
    /// Whether the game has a deal of the day (a cooperative game).
    pub daily: bool,
}

impl SetupChoices {
    /// The fewest and most people on one device at a table of `count`.
    pub fn hot_seat_for(&self, count: usize) -> (usize, usize) {
        hot_seat_range(self.hot_seat, self.seats, count)
    }

    /// The name of the AI in `seat` (`AI 7` past the game's names).
    pub fn ai_name(&self, seat: Seat) -> String {
        ai_name_in(&self.ai_names, seat)
    }

    /// The most seats any rule set allows.
    pub fn most_seats(&self) -> usize {
        self.rules
            .iter()
            .map(|r| r.counts.1)
            .max()
            .unwrap_or(self.seats)
            .max(self.seats)
    }
}

impl SetupChoices {
    /// What game `G` offers, its words in the language of the moment.
    pub fn of<G: GameUi>() -> SetupChoices {
        let rules = rules_choices::<G>();
        // Every seat any rule set may have is labelled.
        let most = rules
            .iter()
            .map(|r| r.counts.1)
            .fold(G::KIND.seats, usize::max);
        let texts =
            |label: fn(Seat) -> Msg| (0..most).map(|seat| label(seat).to_string()).collect();
        SetupChoices {
            seats: G::KIND.seats,
            levels: offered_levels::<G>().collect(),
            person_seats: G::PERSON_SEATS
                .iter()
                .map(|(seat, label)| (*seat, label().to_string()))
                .collect(),
            hot_seat: G::HOT_SEAT_PEOPLE,
            ai_names: G::AI_NAMES.to_vec(),
            seat_labels: texts(G::seat_label),
            person_labels: texts(G::person_label),
            variants: if G::VARIANTS.is_empty() {
                vec![(String::new(), (0..G::KIND.seats).collect())]
            } else {
                G::VARIANTS
                    .iter()
                    .map(|v| ((v.label)().to_string(), v.seats.to_vec()))
                    .collect()
            },
            rules,
            daily: G::TEAM.is_some(),
        }
    }
}

/// `names[seat]`, or `AI 7` past the names a game gives its AIs.
pub fn ai_name_in(names: &[&str], seat: Seat) -> String {
    names.get(seat).map_or_else(
        || t::shell_ai_number(seat + 1).to_string(),
        |name| (*name).to_owned(),
    )
}

/// The fewest and most people who may share one device at a table of
/// `seats`, for a game whose default table of `default_seats` allows
/// `default` people: that at the default count; at another count (a
/// boxed rule set), up to every seat, and at least two people (or one per
/// seat at a smaller table).
pub fn hot_seat_range(
    default: (usize, usize),
    default_seats: usize,
    seats: usize,
) -> (usize, usize) {
    let (fewest, most) = default;
    if seats == default_seats {
        (fewest, most)
    } else {
        (fewest.min(seats).max(2.min(seats)), seats)
    }
}

/// Reads a typed seed: blank means "random".
pub fn parse_seed(text: &str) -> Result<Option<u64>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    text.parse::<u64>()
        .map(Some)
        .map_err(|_| t::shell_seed_invalid(text).to_string())
}
