//! Invariants over many seeded random games (10,000 rounds in all).

use crate::engine::game::Game;
use crate::engine::record::replay_states;
use crate::engine::rng::Pcg32;
use crate::engine::session::Session;
use crate::engine::take5::cards::{row_cows, Card, FULL_ROW, TOTAL_COWS};
use crate::engine::take5::{Phase, Take5, Take5Action, Take5Options};

/// Checks that the 104 cards are split exactly among hands, rows, taken
/// piles, face-down choices, revealed-but-unplaced cards and unused cards;
/// that rows ascend and hold 1..=5 cards; and that the cows add up.
fn check_invariants(game: &Take5) {
    let mut count = [0u8; 105];
    let mut elsewhere: Vec<Card> = Vec::new();
    let mut taken: Vec<Card> = Vec::new();
    for seat in 0..4 {
        elsewhere.extend_from_slice(game.hand(seat));
        elsewhere.extend(game.chosen(seat));
        taken.extend_from_slice(game.taken(seat));
        if game.is_disqualified(seat) {
            assert!(game.hand(seat).is_empty());
            assert_eq!(game.chosen(seat), None);
        }
    }
    for row in game.rows() {
        assert!((1..=FULL_ROW).contains(&row.len()), "row {row:?}");
        assert!(row.windows(2).all(|w| w[0] < w[1]), "row {row:?}");
        elsewhere.extend_from_slice(row);
    }
    elsewhere.extend(game.pending().iter().map(|&(c, _)| c));
    elsewhere.extend_from_slice(game.unused());
    for &c in elsewhere.iter().chain(&taken) {
        count[c as usize] += 1;
    }
    assert!(
        count[0] == 0 && count[1..].iter().all(|&n| n == 1),
        "{game:?}"
    );
    assert_eq!(row_cows(&taken) + row_cows(&elsewhere), TOTAL_COWS);
}

/// A random legal action for a random seat that must act, or a random
/// forfeit now and then.
fn random_step(session: &mut Session<Take5>, rng: &mut Pcg32) {
    let to_act = session.state().to_act();
    let seat = to_act[rng.index(to_act.len())];
    if rng.below(400) == 0 {
        session.forfeit(seat, "test forfeit");
        return;
    }
    let legal = session.state().legal_actions(seat);
    let action = legal[rng.index(legal.len())];
    session.play(seat, action).unwrap();
}

/// Some action the rules must refuse now.
fn refused_action(game: &Take5, rng: &mut Pcg32) -> (usize, Take5Action) {
    let seat = rng.index(5);
    let action = if rng.below(2) == 0 {
        Take5Action::Play(rng.below(106) as Card)
    } else {
        Take5Action::Pick(rng.index(6))
    };
    if game.legal_actions(seat).contains(&action) {
        (seat, Take5Action::Pick(9))
    } else {
        (seat, action)
    }
}

#[test]
fn ten_thousand_random_rounds_keep_every_invariant() {
    let mut rng = Pcg32::new(2026);
    let mut rounds = 0;
    let mut game_index = 0u64;
    while rounds < 10_000 {
        let mut session = Session::<Take5>::new(Take5Options::default(), game_index);
        let mut states = vec![session.state().clone()];
        let keep_states = game_index.is_multiple_of(50);
        while !session.state().is_over() {
            check_invariants(session.state());
            if rng.below(16) == 0 {
                let before = session.state().clone();
                let (seat, action) = refused_action(&before, &mut rng);
                let mut probe = before.clone();
                assert!(probe.apply(seat, &action).is_err());
                assert_eq!(probe, before);
            }
            random_step(&mut session, &mut rng);
            if keep_states {
                states.push(session.state().clone());
            }
        }
        check_invariants(session.state());
        rounds += usize::from(session.state().round());
        if keep_states {
            assert_eq!(replay_states::<Take5>(session.record()).unwrap(), states);
        }
        let outcome = session.state().outcome().unwrap();
        assert_eq!(outcome.ranks.len(), 4);
        assert!(session.state().to_act().is_empty());
        assert!(matches!(session.state().phase(), Phase::Over));
        game_index += 1;
    }
}
