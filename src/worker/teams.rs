//! The AI worker's `teams` task: a cooperative game's deal played by an
//! AI team per level, every seat at that level (the deal of the day's
//! comparison), each team's figure and its whole game. In the game's AI
//! worker, which holds every level already (the coach's worker would
//! have to carry them all: docs/page-size.md).

use crate::engine::agent::{agent_seed, FrozenClock, HasAgents};
use crate::engine::record::{GameRecord, Record, Step};
use crate::engine::tools::{team_score, GameTools};

use super::protocol::{read_record, Answer, Done, TeamPlayed, TeamsAsked};

/// The most steps an AI team's game may take (far more than any deal
/// needs: a game that gets there is refused, not cut short).
const TEAM_GAME_STEPS: usize = 10_000;

/// The request's deal played by one AI team per level, every seat at that
/// level, each decision seeded as the referee seeds it and bounded by its
/// level's work alone (no clock), so every device finds the same games;
/// `post` hears the progress after each team.
pub fn teams<G: HasAgents + GameTools>(request: &TeamsAsked, post: &mut dyn FnMut(Answer)) -> Done {
    let deal = read_record::<G>(&request.record)?;
    let total = request.levels.len() as u64;
    let mut teams = Vec::new();
    for (done, level) in request.levels.iter().enumerate() {
        let (record, state) = team_game::<G>(&deal, level)?;
        let (score, _) = team_score::<G>(&state)
            .ok_or_else(|| format!("{} has no team to compare", G::TITLE))?;
        teams.push(TeamPlayed {
            level: level.clone(),
            score: u64::from(score),
            record: serde_json::to_string(&record).map_err(|e| e.to_string())?,
        });
        post(Answer::Progress {
            id: request.id,
            done: done as u64 + 1,
            total,
        });
    }
    Ok(Answer::Teams {
        id: request.id,
        teams,
    })
}

/// `deal` played to its end with every seat at `level`: the game the
/// engine's self-play makes (`coach::self_play::ai_game`, each decision
/// seeded as the referee seeds it, no clock), through the decisions the
/// worker already makes for the page ([`HasAgents::decide_explained`],
/// the same action), so the worker carries no second road to its AIs.
fn team_game<G: HasAgents>(
    deal: &GameRecord<G>,
    level: &str,
) -> Result<(GameRecord<G>, G), String> {
    let (mut state, _) = G::new(&deal.options, deal.seed);
    let mut record = Record::new(G::ID, deal.options.clone(), deal.seed);
    while !state.is_over() {
        if record.steps.len() >= TEAM_GAME_STEPS {
            return Err(format!("the {level} team's game did not end"));
        }
        let seat = state.to_act()[0];
        let seed = agent_seed(deal.seed, record.steps.len(), seat);
        let (action, _) = G::decide_explained(&state, seat, level, seed, None, &FrozenClock)?;
        state.apply(seat, &action).map_err(|e| e.to_string())?;
        record.steps.push(Step::Act { seat, action });
    }
    Ok((record, state))
}
