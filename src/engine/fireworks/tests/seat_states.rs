//! The table a guest rebuilds from its seat's view ([`SeatState`]) agrees
//! with the real one on whole AI games of every rule set and player
//! count: the seat to act, the seat's legal actions, whether the game is
//! over, and the rules' refusal of every action the seat could name.

use crate::engine::coach::self_play::ai_game;
use crate::engine::fireworks::actions::{Clue, FireworksAction, HAND_SIZE};
use crate::engine::fireworks::cards::{CardId, Colour};
use crate::engine::fireworks::options::FireworksOptions;
use crate::engine::fireworks::state::Fireworks;
use crate::engine::game::Game;
use crate::engine::record::apply_step;
use crate::engine::remote::seat_state::SeatState;
use crate::engine::tools::GameTools;

/// Seeds played per rule set and player count.
const SEEDS: u64 = 2;

/// Every action `seat` could name at a table of `seats`: plays and
/// discards of every slot, hints to every seat (itself included) with
/// every colour and every level, the levels outside 1..=5 too.
fn every_action(seats: usize) -> Vec<FireworksAction> {
    let clues = Colour::ALL
        .into_iter()
        .map(Clue::Colour)
        .chain((0..=6).map(Clue::Level));
    let hints = clues.flat_map(|clue| (0..seats).map(move |to| FireworksAction::Hint { to, clue }));
    (0..HAND_SIZE)
        .flat_map(|slot| [FireworksAction::Play(slot), FireworksAction::Discard(slot)])
        .chain(hints)
        .collect()
}

/// Checks every seat's rebuilt table at `state`.
fn rebuilt_tables_agree(options: &FireworksOptions, state: &Fireworks, at: &str) {
    let seats = state.seat_count();
    for seat in 0..seats {
        let rebuilt = Fireworks::seat_state(options, seat, &state.view(seat));
        let at = format!("{at}, seat {seat}");
        assert_eq!(rebuilt.to_act(), state.to_act(), "{at}: to act");
        assert_eq!(
            rebuilt.legal_actions(seat),
            state.legal_actions(seat),
            "{at}: legal actions"
        );
        assert_eq!(rebuilt.is_over(), state.is_over(), "{at}: over");
        for action in every_action(seats) {
            assert_eq!(
                rebuilt.refusal(seat, action),
                state.refusal(seat, action),
                "{at}: {action:?}"
            );
        }
        let mut ids = rebuilt.round().all_cards();
        ids.sort();
        let deck: Vec<CardId> = CardId::first(state.layout().deck.size()).collect();
        assert_eq!(ids, deck, "{at}: every card once");
    }
}

#[test]
fn a_seats_rebuilt_table_refuses_and_allows_what_the_real_one_does() {
    let mut states = 0;
    for set in Fireworks::RULE_SETS {
        let preset = FireworksOptions::preset(set.name).expect("a listed rule set");
        for seats in Fireworks::seat_counts(&preset) {
            let options = Fireworks::with_seat_count(&preset, seats).unwrap();
            for seed in 0..SEEDS {
                let at = format!("{} with {seats}, seed {seed}", set.name);
                let record = ai_game::<Fireworks>(&options, seed, &["easy"], Some(2_000), 4_000)
                    .unwrap_or_else(|e| panic!("{at}: {e}"));
                let (mut state, _) = Fireworks::new(&options, seed);
                for (index, step) in record.steps.iter().enumerate() {
                    rebuilt_tables_agree(&options, &state, &format!("{at}, step {index}"));
                    apply_step(&mut state, step).expect("a recorded step replays");
                    states += 1;
                }
                assert!(state.is_over(), "{at}: played to the end");
                rebuilt_tables_agree(&options, &state, &format!("{at}, the end"));
            }
        }
    }
    assert!(states > 1_000, "{states} states");
}
