//! Properties over 10,000 random rounds, half of them played carefully
//! (no play that does not fit, so decks run out and fireworks complete),
//! under both rule sets: the 50 cards stay partitioned, counters stay in
//! bounds, knowledge always contains the truth, no event a player reads
//! names a card in their own hand, and replaying the record gives the same
//! states.

use crate::engine::fireworks::actions::FireworksAction;
use crate::engine::fireworks::cards::CardId;
use crate::engine::fireworks::events::RoundEnd;
use crate::engine::fireworks::options::{FireworksOptions, Rules};
use crate::engine::fireworks::state::Fireworks;
use crate::engine::game::{Game, Secrets};
use crate::engine::record::replay_states;
use crate::engine::rng::Pcg32;
use crate::engine::session::Session;

const ROUNDS: u64 = 10_000;
/// The views (with empathy) are checked at one step in this many.
const VIEW_EVERY: usize = 3;

fn check_state(game: &Fireworks, step: usize) {
    let round = game.round();
    let rules = game.rules();
    let mut all = round.all_cards();
    all.sort_unstable();
    assert_eq!(
        all,
        CardId::first(game.layout().deck.size()).collect::<Vec<_>>(),
        "the cards of the deck are partitioned"
    );
    assert!(round.tokens <= rules.max_tokens);
    assert!(round.mistakes_left <= rules.mistakes_allowed);
    assert!(round.mistakes.iter().sum::<u8>() <= rules.fatal_mistake());
    assert!(round.fireworks.iter().all(|&h| h <= 5));
    let n = round.players().len() as u8;
    assert!(round.final_turns.is_none_or(|t| t <= n * rules.final_turns));
    for (colour, &height) in round.fireworks.iter().enumerate() {
        let on: Vec<u8> = round
            .played
            .iter()
            .map(|id| id.card())
            .filter(|c| c.colour.index() == colour)
            .map(|c| c.level)
            .collect();
        assert_eq!(
            on,
            (1..=height).collect::<Vec<_>>(),
            "a firework holds 1..height"
        );
    }
    for hand in &round.hands {
        for card in hand.iter().flatten() {
            assert!(
                card.hints.allows(card.card()),
                "hints never contradict the truth"
            );
        }
    }
    if step.is_multiple_of(VIEW_EVERY) && !game.is_over() {
        for seat in 0..game.seat_count() {
            let view = game.view(seat);
            for (id, hand) in view.hands.iter().enumerate() {
                for (slot, seen) in hand.iter().enumerate() {
                    let truth = round.hands[id][slot].map(|c| c.card());
                    assert_eq!(seen.is_some(), truth.is_some());
                    if let (Some(seen), Some(truth)) = (seen, truth) {
                        assert!(
                            seen.possible.contains(truth),
                            "knowledge contains the truth"
                        );
                        assert_eq!(seen.card.is_none(), view.me == Some(id));
                    }
                }
            }
        }
    }
}

/// Plays one random round; careful rounds never play a card that does
/// not fit (unless nothing else is legal).
fn play_round(seed: u64, rules: Rules, careful: bool) -> Session<Fireworks> {
    let options = FireworksOptions {
        rules,
        rounds: 1,
        preset: None,
        ..FireworksOptions::default()
    };
    play_with(options, seed, careful)
}

/// Plays one random game of `options` (see [`play_round`]).
fn play_with(options: FireworksOptions, seed: u64, careful: bool) -> Session<Fireworks> {
    let mut session = Session::<Fireworks>::new(options, seed);
    let mut rng = Pcg32::with_stream(seed, 0x9e0);
    let mut step = 0;
    check_state(session.state(), step);
    while let Some(&seat) = session.state().to_act().first() {
        let state = session.state();
        let mut legal = state.legal_actions(seat);
        if careful {
            let id = state.round().current;
            let fits = |a: &FireworksAction| match a {
                FireworksAction::Play(slot) => {
                    let card = state.round().hands[id][*slot].unwrap().card();
                    state.round().fireworks[card.colour.index()] + 1 == card.level
                }
                _ => true,
            };
            let safe: Vec<FireworksAction> = legal.iter().copied().filter(fits).collect();
            if !safe.is_empty() {
                legal = safe;
            }
        }
        let action = *rng.choose(&legal).unwrap();
        let before = session.state().clone();
        let start = session.log().len();
        session.play(seat, action).unwrap();
        let after = session.state();
        for logged in &session.log()[start..] {
            for &reader in before.round().players() {
                let read = Fireworks::event_for(Some(reader), &logged.event);
                let hidden = after.hidden_from(reader);
                for secret in before.named_by(&read) {
                    assert!(
                        !hidden.contains(&secret),
                        "{reader} reads {read:?} naming its own {secret:?}"
                    );
                }
            }
        }
        step += 1;
        check_state(after, step);
    }
    session
}

#[test]
fn ten_thousand_random_rounds_keep_every_invariant_and_replay() {
    let mut lengths = [0usize; 2];
    for seed in 0..ROUNDS {
        let rules = if seed.is_multiple_of(2) {
            Rules::CODINGAME
        } else {
            Rules::STANDARD
        };
        let careful = seed % 4 >= 2;
        let session = play_round(seed, rules, careful);
        lengths[usize::from(careful)] += session.record().steps.len();
        if seed.is_multiple_of(10) {
            let states = replay_states::<Fireworks>(session.record()).unwrap();
            assert_eq!(
                states.last(),
                Some(session.state()),
                "replay gives the same end"
            );
            let again = Session::from_record(session.record().clone()).unwrap();
            assert_eq!(again, session);
        }
    }
    // Careful rounds last long enough to reach the end of the deck.
    assert!(lengths[1] > 2 * lengths[0], "{lengths:?}");
}

#[test]
fn random_games_at_every_count_and_deck_keep_every_invariant_and_replay() {
    let names = ["standard", "standard-6-colours", "standard-rainbow"];
    for seed in 0..1_200u64 {
        let preset = FireworksOptions::preset(names[(seed % 3) as usize]).unwrap();
        let n = 2 + (seed / 3 % 4) as usize;
        let options = Fireworks::with_seat_count(&preset, n).unwrap();
        let session = play_with(options, seed, seed % 8 >= 4);
        let game = session.state();
        assert!(game.is_over());
        let outcome = game.outcome().unwrap();
        let result = &game.results()[0];
        let score = match result.end {
            RoundEnd::FatalMistake | RoundEnd::Forfeit => 0,
            _ => i64::from(result.height()),
        };
        assert_eq!(outcome.scores, vec![score; n], "rule 24, seed {seed}");
        assert_eq!(outcome.ranks, vec![1; n]);
        if seed.is_multiple_of(10) {
            let again = Session::from_record(session.record().clone()).unwrap();
            assert_eq!(again, session);
        }
    }
}
