//! Rules 2 and 10: four rounds, each without one player, and the game
//! score.

use crate::engine::fireworks::events::FireworksEvent;
use crate::engine::fireworks::options::FireworksOptions;
use crate::engine::fireworks::state::Fireworks;
use crate::engine::game::Game;
use crate::engine::rng::Pcg32;
use crate::engine::session::Session;

/// Plays a whole game at random and returns the session.
fn random_game(seed: u64) -> Session<Fireworks> {
    let mut session = Session::<Fireworks>::new(FireworksOptions::default(), seed);
    let mut rng = Pcg32::new(seed);
    while let Some(&seat) = session.state().to_act().first() {
        let legal = session.state().legal_actions(seat);
        session.play(seat, *rng.choose(&legal).unwrap()).unwrap();
    }
    session
}

#[test]
fn rule_2_round_r_is_played_without_player_r_and_round_id_0_acts_first() {
    for seed in 0..30 {
        let session = random_game(seed);
        let starts: Vec<(u8, usize, Vec<usize>)> = session
            .log()
            .iter()
            .filter_map(|e| match &e.event {
                FireworksEvent::RoundStarted {
                    round,
                    sitting_out,
                    players,
                    ..
                } => Some((*round, *sitting_out, players.clone())),
                _ => None,
            })
            .collect();
        assert_eq!(
            starts,
            vec![
                (0, 0, vec![1, 2, 3]),
                (1, 1, vec![0, 2, 3]),
                (2, 2, vec![0, 1, 3]),
                (3, 3, vec![0, 1, 2]),
            ]
        );
        // The first action of each round is its round id 0's.
        for (index, logged) in session.log().iter().enumerate() {
            if let FireworksEvent::RoundStarted { players, .. } = &logged.event {
                let first = players[0];
                let next = session.log()[index + 1..]
                    .iter()
                    .find_map(|e| e.step)
                    .map(|step| &session.record().steps[step]);
                if let Some(crate::engine::record::Step::Act { seat, .. }) = next {
                    assert_eq!(*seat, first);
                }
            }
        }
        let results = session.state().results();
        assert_eq!(results.len(), 4);
        for seat in 0..4 {
            let played = results.iter().filter(|r| r.players.contains(&seat)).count();
            assert_eq!(played, 3, "each player plays exactly three rounds");
        }
    }
}

#[test]
fn rule_10_the_game_score_adds_up_three_rounds_and_equal_totals_share_a_rank() {
    for seed in 0..30 {
        let session = random_game(seed);
        let game = session.state();
        let outcome = game.outcome().unwrap();
        for seat in 0..4 {
            let sum: i64 = game
                .results()
                .iter()
                .filter_map(|r| {
                    r.players
                        .iter()
                        .position(|&p| p == seat)
                        .map(|id| r.points[id])
                })
                .sum();
            assert_eq!(outcome.scores[seat], sum);
        }
        for a in 0..4 {
            for b in 0..4 {
                let better = outcome.scores[a] > outcome.scores[b];
                assert_eq!(outcome.ranks[a] < outcome.ranks[b], better);
                if outcome.scores[a] == outcome.scores[b] {
                    assert_eq!(outcome.ranks[a], outcome.ranks[b]);
                }
            }
        }
        let over = session.log().last().unwrap();
        assert!(matches!(over.event, FireworksEvent::GameOver { .. }));
    }
}

#[test]
fn a_one_round_game_is_players_1_to_3_and_the_sitting_out_player_scores_nothing() {
    let options = FireworksOptions::default().one_round();
    let (game, _) = Fireworks::new(&options, 3);
    assert_eq!(game.round().players, [1, 2, 3]);
    assert_eq!(game.to_act(), vec![1]);
    assert!(game.legal_actions(0).is_empty());
}
