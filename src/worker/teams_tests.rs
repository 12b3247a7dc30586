//! The AI worker's teams task natively: each level's team plays the deal
//! as the engine's self-play does, the same on every run, never above the
//! deal's best, with its whole game to watch; a game with no team and the
//! coach's worker refuse the task.

use super::protocol::{TeamPlayed, TeamsAsked};
use super::*;
use crate::engine::agent::{FrozenClock, HasAgents};
use crate::engine::coach::self_play::ai_game;
use crate::engine::coach::FindsBest;
use crate::engine::fireworks::{Fireworks, FireworksOptions};
use crate::engine::game::Game;
use crate::engine::morris::Morris;
use crate::engine::record::{replay, GameRecord, Record};
use crate::engine::tools::team_score;

/// A teams request for `G`'s deal `seed` under `options`.
fn asked<G: Game>(options: G::Options, seed: u64, levels: &[&str]) -> Request {
    let deal: GameRecord<G> = Record::new(G::ID, options, seed);
    Request::Teams(TeamsAsked {
        id: 5,
        game: G::ID.to_owned(),
        record: serde_json::to_string(&deal).unwrap(),
        levels: levels.iter().map(|l| (*l).to_owned()).collect(),
    })
}

/// Every answer of `tasks` to `request`.
fn answers(tasks: &Tasks, request: &Request) -> Vec<Answer> {
    let mut all = Vec::new();
    tasks.answer(request, &FrozenClock, &mut |a| all.push(a));
    all
}

#[test]
fn every_level_plays_the_deal_as_self_play_does_and_never_beats_its_best() {
    let options = FireworksOptions::preset("standard").unwrap();
    let levels = Fireworks::LEVELS;
    for seed in [3, 0xDA17_0051_3A92_F30C] {
        let request = asked::<Fireworks>(options.clone(), seed, levels);
        let all = answers(&Tasks::ai::<Fireworks>(), &request);
        let progress: Vec<(u64, u64)> = all[..all.len() - 1]
            .iter()
            .map(|a| match a {
                Answer::Progress { id: 5, done, total } => (*done, *total),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(progress, [(1, 4), (2, 4), (3, 4), (4, 4)]);
        let Some(Answer::Teams { id: 5, teams }) = all.last() else {
            panic!("{all:?}");
        };
        let best = Fireworks::best_left(
            &Record::new("fireworks", options.clone(), seed),
            &[],
            &FrozenClock,
        )
        .unwrap();
        let bound = best.parts[0].bound;
        for (team, level) in teams.iter().zip(levels) {
            let TeamPlayed { score, record, .. } = team;
            assert_eq!(team.level, *level);
            let played: GameRecord<Fireworks> = serde_json::from_str(record).unwrap();
            let mine = ai_game::<Fireworks>(&options, seed, &[level], None, 10_000).unwrap();
            assert_eq!(played, mine, "{level}");
            let state = replay::<Fireworks>(&mine).unwrap();
            assert!(state.is_over());
            assert_eq!(team_score(&state), Some((*score as u32, 25)));
            assert!(*score <= bound, "{level}: {score} above the deal's {bound}");
        }
        // The same deal gets the same games on every run.
        assert_eq!(answers(&Tasks::ai::<Fireworks>(), &request), all);
    }
}

#[test]
fn a_codingame_deal_adds_up_its_four_rounds_in_the_units_of_its_best() {
    let request = asked::<Fireworks>(FireworksOptions::default(), 11, &["medium"]);
    let all = answers(&Tasks::ai::<Fireworks>(), &request);
    let Some(Answer::Teams { teams, .. }) = all.last() else {
        panic!("{all:?}");
    };
    let played: GameRecord<Fireworks> = serde_json::from_str(&teams[0].record).unwrap();
    let state = replay::<Fireworks>(&played).unwrap();
    // Level points, 75 a round: what the solver's best counts.
    assert_eq!(team_score(&state), Some((teams[0].score as u32, 300)));
    let best = Fireworks::best_left(&played, &[], &FrozenClock).unwrap();
    assert_eq!(best.parts.len(), 4);
    let bound: u64 = best.parts.iter().map(|part| part.bound).sum();
    assert!(
        teams[0].score > 75 && teams[0].score <= bound,
        "{} of {bound}",
        teams[0].score
    );
}

#[test]
fn a_game_with_no_team_and_a_broken_deal_are_refused() {
    let fireworks = asked::<Fireworks>(Default::default(), 1, &["easy"]);
    let all = answers(&Tasks::coach(), &fireworks);
    assert!(
        matches!(&all[..], [Answer::Failed { id: 5, .. }]),
        "{all:?}"
    );
    let morris = asked::<Morris>(Default::default(), 1, &["easy"]);
    let all = answers(&Tasks::ai::<Morris>(), &morris);
    assert!(
        matches!(&all[..], [Answer::Failed { id: 5, error }] if error.contains("teams")),
        "{all:?}"
    );
    let Request::Teams(mut broken) = asked::<Fireworks>(Default::default(), 1, &["easy"]) else {
        unreachable!()
    };
    broken.record = "{".into();
    let all = answers(&Tasks::ai::<Fireworks>(), &Request::Teams(broken.clone()));
    assert!(
        matches!(&all[..], [Answer::Failed { id: 5, .. }]),
        "{all:?}"
    );
    broken.record = serde_json::to_string(&GameRecord::<Fireworks>::new(
        "fireworks",
        FireworksOptions::default(),
        1,
    ))
    .unwrap();
    broken.levels = vec!["grandmaster".into()];
    let all = answers(&Tasks::ai::<Fireworks>(), &Request::Teams(broken));
    assert!(
        matches!(&all[..], [Answer::Failed { error, .. }] if error.contains("grandmaster")),
        "{all:?}"
    );
}
