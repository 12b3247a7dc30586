//! The league's ratings, from the `skillratings` crate: Weng-Lin (the
//! Bayesian approximation OpenSkill implements; the default) or
//! TrueSkill, chosen when the league is made and kept in its file. Every
//! game is a free-for-all of one-player teams ranked by the game's own
//! ranks (1 = best, ties share a rank, a disqualified seat ranked as the
//! rules rank it).

use std::fmt;
use std::str::FromStr;

use skillratings::trueskill::{trueskill_multi_team, TrueSkillConfig, TrueSkillRating};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

/// A bot's rating: its estimated skill `mu` and the uncertainty `sigma`
/// of that estimate (one standard deviation).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The estimated skill (25 for a new bot).
    pub mu: f64,
    /// The estimate's standard deviation (25/3 for a new bot).
    pub sigma: f64,
}

impl Rating {
    /// `mu − 3·sigma`: a skill the bot has with about 99.7 % confidence,
    /// what `league show` orders by (a bot with few games is not put
    /// first by luck).
    pub fn conservative(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }
}

/// How a league rates its bots.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RatingSystem {
    /// Weng and Lin's Bayesian approximation (Thurstone–Mosteller full
    /// pairing, as OpenSkill), with the crate's defaults: μ 25, σ 25/3,
    /// β 25/6.
    WengLin,
    /// Microsoft's TrueSkill, as CodinGame's leaderboards use it, with the
    /// crate's defaults: μ 25, σ 25/3, β 25/6, τ 25/300, draw probability
    /// 0.1.
    TrueSkill,
}

impl RatingSystem {
    /// The rating of a bot that has played no game.
    pub fn initial(self) -> Rating {
        Rating {
            mu: 25.0,
            sigma: 25.0 / 3.0,
        }
    }

    /// The ratings of a game's seats after it, from their ratings before
    /// it and their ranks in it (same order).
    pub fn update(self, before: &[Rating], ranks: &[u32]) -> Vec<Rating> {
        assert_eq!(before.len(), ranks.len(), "one rank per seat");
        let outcomes: Vec<MultiTeamOutcome> = ranks
            .iter()
            .map(|&rank| MultiTeamOutcome::new(rank as usize))
            .collect();
        match self {
            RatingSystem::WengLin => {
                let teams: Vec<[WengLinRating; 1]> = before
                    .iter()
                    .map(|r| [WengLinRating::from((r.mu, r.sigma))])
                    .collect();
                let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
                    .iter()
                    .zip(&outcomes)
                    .map(|(team, &outcome)| (&team[..], outcome))
                    .collect();
                weng_lin_multi_team(&ranked, &WengLinConfig::new())
                    .iter()
                    .map(|team| Rating {
                        mu: team[0].rating,
                        sigma: team[0].uncertainty,
                    })
                    .collect()
            }
            RatingSystem::TrueSkill => {
                let teams: Vec<[TrueSkillRating; 1]> = before
                    .iter()
                    .map(|r| [TrueSkillRating::from((r.mu, r.sigma))])
                    .collect();
                let ranked: Vec<(&[TrueSkillRating], MultiTeamOutcome)> = teams
                    .iter()
                    .zip(&outcomes)
                    .map(|(team, &outcome)| (&team[..], outcome))
                    .collect();
                trueskill_multi_team(&ranked, &TrueSkillConfig::new(), None)
                    .expect("without weights, one-player teams never fail")
                    .iter()
                    .map(|team| Rating {
                        mu: team[0].rating,
                        sigma: team[0].uncertainty,
                    })
                    .collect()
            }
        }
    }

    /// The name `league show` prints.
    pub fn title(self) -> &'static str {
        match self {
            RatingSystem::WengLin => "Weng-Lin (OpenSkill)",
            RatingSystem::TrueSkill => "TrueSkill",
        }
    }
}

impl FromStr for RatingSystem {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        match text {
            "weng-lin" | "openskill" => Ok(RatingSystem::WengLin),
            "trueskill" => Ok(RatingSystem::TrueSkill),
            other => Err(format!(
                "unknown rating `{other}`; choose weng-lin or trueskill"
            )),
        }
    }
}

impl fmt::Display for RatingSystem {
    /// The name as `--rating` takes it and the league file keeps it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RatingSystem::WengLin => "weng-lin",
            RatingSystem::TrueSkill => "trueskill",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winner_gains_the_loser_loses_and_both_grow_surer() {
        for system in [RatingSystem::WengLin, RatingSystem::TrueSkill] {
            let start = system.initial();
            let after = system.update(&[start, start, start], &[2, 1, 3]);
            assert!(after[1].mu > start.mu, "{system}: {after:?}");
            assert!(after[2].mu < start.mu, "{system}: {after:?}");
            assert!(after[1].mu > after[0].mu && after[0].mu > after[2].mu);
            assert!(after.iter().all(|r| r.sigma < start.sigma), "{system}");
        }
    }

    #[test]
    fn a_tie_between_equals_moves_no_one() {
        for system in [RatingSystem::WengLin, RatingSystem::TrueSkill] {
            let start = system.initial();
            let after = system.update(&[start; 4], &[1; 4]);
            for rating in &after {
                assert!((rating.mu - start.mu).abs() < 1e-9, "{system}: {after:?}");
            }
        }
    }

    #[test]
    fn names_read_back() {
        for system in [RatingSystem::WengLin, RatingSystem::TrueSkill] {
            assert_eq!(system.to_string().parse::<RatingSystem>(), Ok(system));
        }
        assert!("elo"
            .parse::<RatingSystem>()
            .unwrap_err()
            .contains("weng-lin"));
    }
}
