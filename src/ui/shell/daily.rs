//! The deal of the day of a cooperative game (native): which deal a rule
//! set and a table get on a day ([`DailyDeal`], its seed from
//! [`crate::engine::daily`]), whether a record is one, and the results
//! this browser keeps of the days played ([`DailyResults`], the newest
//! [`DAYS_KEPT`]), each in the words of the history table.

use crate::engine::daily::{daily_day, daily_seed, Day};
use crate::text::t;

use super::game_ui::GameUi;
use super::new_game::{rule_set_texts, rules_options, NewGameChoice, RulesChoice};
use super::setup::level_name;

/// How many days of results this browser keeps.
pub const DAYS_KEPT: usize = 30;

/// The name of the one rule set of a game that names none.
const ONLY_RULES: &str = "default";

/// One deal of the day: its day, its rule set and its table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyDeal {
    /// The day whose deal it is.
    pub day: Day,
    /// The rule set, an index of the game's rule sets (0: the default).
    pub rules: usize,
    /// The number of players.
    pub players: usize,
}

/// Whether game `G` has a deal of the day: a cooperative game with a
/// team figure to compare.
pub fn has_daily<G: GameUi>() -> bool {
    G::TEAM.is_some()
}

/// The name of `G`'s rule set `rules`, as a daily seed is made from it.
fn rules_name<G: GameUi>(rules: usize) -> &'static str {
    G::RULE_SETS.get(rules).map_or(ONLY_RULES, |set| set.name)
}

impl DailyDeal {
    /// `day`'s deal under `choice`'s rules and player count (its way to
    /// play is left out: a deal of the day is played by the rules).
    pub fn chosen<G: GameUi>(choice: &NewGameChoice, day: Day) -> DailyDeal {
        let options = rules_options::<G>(choice.rules, choice.players);
        DailyDeal {
            day,
            rules: choice.rules,
            players: G::new(&options, 0).0.seat_count(),
        }
    }

    /// The deal a game of these options and seed is, if it is one.
    pub fn of_game<G: GameUi>(
        options: &G::Options,
        seed: u64,
        players: usize,
    ) -> Option<DailyDeal> {
        if !has_daily::<G>() {
            return None;
        }
        (0..G::RULE_SETS.len().max(1)).find_map(|rules| {
            let day = daily_day(seed, G::ID, rules_name::<G>(rules), players)?;
            (rules_options::<G>(rules, players) == *options).then_some(DailyDeal {
                day,
                rules,
                players,
            })
        })
    }

    /// The options the deal is played under.
    pub fn options<G: GameUi>(&self) -> G::Options {
        rules_options::<G>(self.rules, self.players)
    }

    /// The deal's seed.
    pub fn seed<G: GameUi>(&self) -> u64 {
        daily_seed(G::ID, rules_name::<G>(self.rules), self.players, self.day)
    }

    /// What it is, in words: `2026-12-07 · Hanabi, standard rules · 2
    /// players`.
    pub fn words<G: GameUi>(&self) -> String {
        let title = rule_set_texts::<G>()
            .into_iter()
            .nth(self.rules)
            .map_or_else(|| G::name().to_string(), |(_, title, _)| title);
        t::shell_daily_deal(self.day.to_string(), title, self.players).to_string()
    }

    /// The result this browser keeps of the deal: the team's figure, the
    /// AI teams' and the deal's best.
    pub fn result<G: GameUi>(
        &self,
        team: (u32, u32),
        teams: Vec<(String, u64)>,
        best: Option<(u64, u64)>,
    ) -> DailyResult {
        DailyResult {
            day: self.day.0,
            rules: rules_name::<G>(self.rules).to_owned(),
            players: self.players,
            score: team.0,
            most: team.1,
            teams,
            best,
        }
    }
}

/// One deal of the day as this browser keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyResult {
    /// The day, counted from 1970-01-01.
    pub day: u32,
    /// The rule set's name (`standard`).
    pub rules: String,
    /// The number of players.
    pub players: usize,
    /// The team's figure the first time the deal was played to its end.
    pub score: u32,
    /// The most it could be.
    pub most: u32,
    /// Each AI team's figure on the deal, by level.
    pub teams: Vec<(String, u64)>,
    /// The deal's best: the best found and the most it could be.
    pub best: Option<(u64, u64)>,
}

impl DailyResult {
    /// Whether both are results of the same deal.
    fn same_deal(&self, other: &DailyResult) -> bool {
        (self.day, &self.rules, self.players) == (other.day, &other.rules, other.players)
    }
}

/// The results kept of the days played, the newest day first. Kept as
/// text, a line per deal (`20794 standard 2 19/25 best=23/25 easy=12
/// hard=22`: day, rules, players, the team's figure of the most, the
/// deal's best, each AI team's figure), read by a few lines of code
/// rather than a JSON reader the page would carry for it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DailyResults(pub Vec<DailyResult>);

impl DailyResults {
    /// The results with `result` kept: a deal played again keeps the
    /// team's first figure (what the day's comparison is about) and only
    /// gains the AI teams and the best it lacked; then the newest
    /// [`DAYS_KEPT`] days' results stay.
    pub fn with(mut self, result: DailyResult) -> DailyResults {
        match self.0.iter_mut().find(|kept| kept.same_deal(&result)) {
            Some(kept) => {
                if kept.teams.is_empty() {
                    kept.teams = result.teams;
                }
                kept.best = kept.best.or(result.best);
            }
            // The newest day first; a day's deals in the order they were
            // first played.
            None => {
                let at = self.0.iter().position(|r| r.day < result.day);
                self.0.insert(at.unwrap_or(self.0.len()), result);
            }
        }
        let mut days: Vec<u32> = self.0.iter().map(|r| r.day).collect();
        days.dedup();
        if let Some(&oldest) = days.get(DAYS_KEPT - 1) {
            self.0.retain(|r| r.day >= oldest);
        }
        self
    }

    /// The results as kept: a line per deal.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        for r in &self.0 {
            text += &format!("{} {} {} {}/{}", r.day, r.rules, r.players, r.score, r.most);
            if let Some((score, bound)) = r.best {
                text += &format!(" best={score}/{bound}");
            }
            for (level, score) in &r.teams {
                text += &format!(" {level}={score}");
            }
            text.push('\n');
        }
        text
    }

    /// The results in `text` as [`DailyResults::to_text`] writes them; a
    /// line that does not read is left out.
    pub fn from_text(text: &str) -> DailyResults {
        DailyResults(text.lines().filter_map(read_line).collect())
    }

    /// The result kept of `deal` of game `G`, if it was played here.
    pub fn of<G: GameUi>(&self, deal: &DailyDeal) -> Option<&DailyResult> {
        let name = rules_name::<G>(deal.rules);
        self.0
            .iter()
            .find(|r| r.day == deal.day.0 && r.rules == name && r.players == deal.players)
    }

    /// Each result as a line of the history: the date, the rules and
    /// players, the team's figure, the best AI team's and the deal's
    /// best, in words; `rules` are the game's rule sets as the new-game
    /// form offers them.
    pub fn lines(&self, rules: &[RulesChoice]) -> Vec<String> {
        self.0
            .iter()
            .map(|r| {
                let rules = rules
                    .iter()
                    .find(|set| set.name == r.rules)
                    .map_or_else(|| r.rules.clone(), |set| set.title.clone());
                let mut line = t::shell_daily_line(
                    Day(r.day).to_string(),
                    rules,
                    r.players,
                    figure_words(u64::from(r.score), r.most),
                )
                .to_string();
                if let Some((level, score)) = r.teams.iter().max_by_key(|(_, score)| *score) {
                    line += &t::shell_daily_line_ai(level_name(level), *score).to_string();
                }
                if let Some(best) = r.best {
                    line += &t::shell_daily_line_best(best_words(best)).to_string();
                }
                line
            })
            .collect()
    }
}

/// One kept line (`20794 standard 2 19/25 best=23/25 easy=12`), or
/// `None`.
fn read_line(line: &str) -> Option<DailyResult> {
    let pair = |text: &str| -> Option<(u64, u64)> {
        let (a, b) = text.split_once('/')?;
        Some((a.parse().ok()?, b.parse().ok()?))
    };
    let mut words = line.split_whitespace();
    let day = words.next()?.parse().ok()?;
    let rules = words.next()?.to_owned();
    let players = words.next()?.parse().ok()?;
    let (score, most) = pair(words.next()?)?;
    let mut result = DailyResult {
        day,
        rules,
        players,
        score: u32::try_from(score).ok()?,
        most: u32::try_from(most).ok()?,
        teams: Vec::new(),
        best: None,
    };
    for word in words {
        match word.split_once('=')? {
            ("best", best) => result.best = Some(pair(best)?),
            (level, score) => result.teams.push((level.to_owned(), score.parse().ok()?)),
        }
    }
    Some(result)
}

/// A team's figure out of the most: `21 of 25`.
pub fn figure_words(score: u64, most: u32) -> String {
    t::shell_daily_figure(score, most).to_string()
}

/// The deal's best: `24`, or `23 (at most 25)` where it is not proved.
pub fn best_words((score, bound): (u64, u64)) -> String {
    if score == bound {
        score.to_string()
    } else {
        t::shell_daily_best_open(score, bound).to_string()
    }
}
