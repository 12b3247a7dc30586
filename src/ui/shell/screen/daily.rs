//! The deal of the day on the screen: whether its game is one, the AI
//! teams' games on the deal asked of the game's AI worker once it is over
//! ([`Screen::teams_wanted`]), the end panel's comparison of the team with
//! them and with the deal's best ([`Screen::daily_shown`]), and the result
//! this browser keeps once a person's team has played it
//! ([`Screen::daily_result`]).

use crate::engine::agent::offered_levels;
use crate::engine::record_code::SharedGame;
use crate::engine::session::Moment;
use crate::engine::tools::team_score;
use crate::text::t;
use crate::worker::protocol::{read_record, TeamPlayed};

use super::super::daily::{best_words, figure_words, DailyDeal, DailyResult};
use super::super::game_ui::GameUi;
use super::super::setup::{level_name, Mode};
use super::state::{DailyTeams, Screen};

/// One line of the comparison.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyLine {
    /// Who: the team, an AI team, the deal's best.
    pub who: String,
    /// Its figure in words (`21 of 25`).
    pub figure: String,
    /// An AI team's game to watch: its place among the teams
    /// ([`super::msg::GameMsg::WatchTeam`]).
    pub watch: Option<usize>,
    /// Whether it is the team that played this game.
    pub yours: bool,
}

/// The end panel's comparison of a deal of the day.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyShown {
    /// The deal: its day, rules and players.
    pub deal: String,
    /// The team, each AI team, then the deal's best.
    pub lines: Vec<DailyLine>,
    /// What is still coming, or why it will not.
    pub note: Option<String>,
}

impl<G: GameUi> Screen<G> {
    /// The deal of the day this game is, if it is one.
    pub fn daily(&self) -> Option<DailyDeal> {
        let record = self.session.record();
        let players = self.session.state().seat_count();
        DailyDeal::of_game::<G>(&record.options, record.seed, players)
    }

    /// The game the page should ask the AI teams' games for: a deal of
    /// the day, over, whose teams are not held or asked for yet.
    pub fn teams_wanted(&self) -> Option<u64> {
        let held = self
            .teams
            .as_ref()
            .is_some_and(|teams| teams.game == self.game_number);
        (!held && self.session.state().is_over() && self.daily().is_some())
            .then_some(self.game_number)
    }

    /// Keeps what the AI worker sent (its progress, its teams), when it is
    /// for this game.
    pub(super) fn found_teams(&mut self, teams: DailyTeams) {
        if teams.game == self.game_number {
            self.teams = Some(Box::new(teams));
        }
    }

    /// Whether people of this device play the game (against AIs or side
    /// by side), not AIs watched or a game shared.
    fn persons_team(&self) -> bool {
        matches!(self.setup.mode, Mode::VsAi | Mode::HotSeat)
    }

    /// The team's figure and the most it could be.
    fn team_figure(&self) -> Option<(u32, u32)> {
        team_score(self.session.state())
    }

    /// The deal's best over the whole game (the best found and the most
    /// it could be), once the coach's worker has answered for its end.
    fn deal_best(&self) -> Option<(u64, u64)> {
        let found = self.best.as_deref()?;
        let whole = found.game == self.game_number
            && found.steps == self.session.record().steps.len()
            && !found.best.parts.is_empty();
        whole.then(|| {
            found
                .best
                .parts
                .iter()
                .fold((0, 0), |(score, bound), part| {
                    (score + part.score, bound + part.bound)
                })
        })
    }

    /// The teams held for this game, if all have played.
    pub(super) fn teams_played(&self) -> Option<&[TeamPlayed]> {
        match &self.teams.as_deref()?.found {
            Some(Ok(teams)) if self.teams.as_deref()?.game == self.game_number => Some(teams),
            _ => None,
        }
    }

    /// The end panel's comparison: the team beside each AI team and the
    /// deal's best, for a deal of the day that is over.
    pub fn daily_shown(&self) -> Option<DailyShown> {
        if !self.session.state().is_over() {
            return None;
        }
        let deal = self.daily()?;
        let (score, most) = self.team_figure()?;
        let who = if self.persons_team() {
            t::shell_daily_your_team()
        } else {
            t::shell_daily_this_team()
        };
        let mut lines = vec![DailyLine {
            who: who.to_string(),
            figure: figure_words(u64::from(score), most),
            watch: None,
            yours: true,
        }];
        for (index, team) in self.teams_played().unwrap_or_default().iter().enumerate() {
            lines.push(DailyLine {
                who: t::shell_daily_ai_team(level_name(&team.level)).to_string(),
                figure: figure_words(team.score, most),
                watch: Some(index),
                yours: false,
            });
        }
        if let Some(best) = self.deal_best() {
            lines.push(DailyLine {
                who: t::shell_daily_deal_best().to_string(),
                figure: best_words(best),
                watch: None,
                yours: false,
            });
        }
        let teams = self
            .teams
            .as_deref()
            .filter(|teams| teams.game == self.game_number);
        let note = match teams.map(|teams| (&teams.found, teams.done, teams.total)) {
            Some((Some(Err(why)), _, _)) => Some(t::shell_daily_teams_failed(why.clone())),
            Some((Some(Ok(_)), _, _)) => None,
            Some((None, done, total)) => Some(t::shell_daily_teams_playing(done, total)),
            None => Some(t::shell_daily_teams_playing(
                0,
                offered_levels::<G>().count() as u64,
            )),
        };
        Some(DailyShown {
            deal: deal.words::<G>(),
            lines,
            note: note.map(|n| n.to_string()),
        })
    }

    /// The result this browser keeps, once a person's team has played the
    /// deal of the day to its end: kept at once, so nothing is lost when
    /// another game follows; the AI teams and the deal's best join it as
    /// the workers answer.
    pub fn daily_result(&self) -> Option<DailyResult> {
        if !self.persons_team() || !self.session.state().is_over() {
            return None;
        }
        let deal = self.daily()?;
        let teams = self
            .teams_played()
            .unwrap_or_default()
            .iter()
            .map(|team| (team.level.clone(), team.score))
            .collect();
        Some(deal.result::<G>(self.team_figure()?, teams, self.deal_best()))
    }

    /// The AI team `index`'s game, opened as a shared game at its end.
    pub(super) fn watch_team(&mut self, index: usize) {
        let Some(team) = self.teams_played().and_then(|teams| teams.get(index)) else {
            return;
        };
        let shared = read_record::<G>(&team.record).map(|record| SharedGame {
            shown: Moment {
                steps: record.steps.len(),
                event: None,
            },
            record,
        });
        self.open_shared(shared);
    }
}
