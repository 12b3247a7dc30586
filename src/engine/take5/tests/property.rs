//! Invariants over many seeded random games: 10,000 rounds of the
//! CodinGame game, and random games at every seat count (2 to 10) under
//! every rule set.

use crate::engine::game::Game;
use crate::engine::record::replay_states;
use crate::engine::rng::Pcg32;
use crate::engine::session::Session;
use crate::engine::take5::cards::{
    row_cows, Card, COW_LIMIT, DECK_SIZE, FULL_ROW, MAX_SEATS, MIN_SEATS, TOTAL_COWS,
};
use crate::engine::take5::options::PRESET_NAMES;
use crate::engine::take5::{Phase, Take5, Take5Action, Take5Event, Take5Options};

/// Checks that the cards of the deck in use (1 to 104, or 1 to 10N+4 with
/// known cards) are split exactly among hands, rows, taken piles,
/// face-down choices, revealed-but-unplaced cards and unused cards (none
/// with known cards until a seat is out); that rows ascend and hold 1..=5
/// cards; and that the cows add up.
fn check_invariants(game: &Take5) {
    let top = game.deck_top();
    let mut count = [0u8; 256];
    let mut elsewhere: Vec<Card> = Vec::new();
    let mut taken: Vec<Card> = Vec::new();
    for seat in 0..game.seats() {
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
    let top = usize::from(top);
    assert!(
        count[0] == 0
            && count[1..=top].iter().all(|&n| n == 1)
            && count[top + 1..].iter().all(|&n| n == 0),
        "{game:?}"
    );
    let deck: Vec<Card> = (1..=game.deck_top()).collect();
    assert_eq!(row_cows(&taken) + row_cows(&elsewhere), row_cows(&deck));
    if top == usize::from(DECK_SIZE) {
        assert_eq!(row_cows(&deck), TOTAL_COWS);
    }
    if game.options().known_cards && (0..game.seats()).all(|s| !game.is_disqualified(s)) {
        assert!(game.unused().is_empty(), "every card is dealt: {game:?}");
    }
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
    let seat = rng.index(game.seats() + 1);
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
        assert_eq!(session.state().round(), 5);
        assert!(session.state().to_act().is_empty());
        assert!(matches!(session.state().phase(), Phase::Over));
        game_index += 1;
    }
}

/// How a finished game under `options` ended, checked against rule 2 or
/// rule 18: the rounds played, or the first round after which an active
/// seat had 66 or more cows (or at most one seat was left).
fn check_the_end(session: &Session<Take5>, options: &Take5Options) {
    let game = session.state();
    let rounds: Vec<(u8, Vec<u32>)> = session
        .log()
        .iter()
        .filter_map(|e| match &e.event {
            Take5Event::RoundScored { round, totals, .. } => Some((*round, totals.clone())),
            _ => None,
        })
        .collect();
    let active = |s: usize| !game.is_disqualified(s);
    let everyone_out = (0..game.seats()).all(|s| !active(s));
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.scores.len(), game.seats());
    if !options.ends_at_66() {
        assert!(everyone_out || game.round() == 5, "{options:?}");
        return;
    }
    // Disqualified seats are out at the end; a seat that was still in the
    // game at an earlier round's end is counted there only if it is
    // active now (a seat out later had been active then, so this check is
    // weaker than the rule, never stronger).
    for (round, totals) in &rounds[..rounds.len().saturating_sub(1)] {
        assert!(
            !(0..game.seats()).any(|s| active(s) && totals[s] >= COW_LIMIT),
            "round {round} should have ended the game: {totals:?}"
        );
    }
    let last_event = |f: fn(&Take5Event) -> bool| session.log().iter().any(|e| f(&e.event));
    if everyone_out {
        return;
    }
    let (_, last) = rounds.last().expect("a round was scored");
    let reached = (0..game.seats()).any(|s| active(s) && last[s] >= COW_LIMIT);
    let alone = (0..game.seats()).filter(|&s| active(s)).count() <= 1;
    assert!(reached || alone, "the game ended early: {last:?}");
    assert_eq!(
        last_event(|e| matches!(e, Take5Event::CowLimitReached { .. })),
        reached
    );
    // Fewest cows wins among the seats still in.
    let best = (0..game.seats())
        .filter(|&s| active(s))
        .map(|s| outcome.scores[s])
        .min()
        .unwrap();
    for s in 0..game.seats() {
        assert_eq!(
            outcome.ranks[s] == 1,
            active(s) && outcome.scores[s] == best
        );
    }
}

/// Random games (with a forfeit now and then) at every seat count and
/// under every rule set keep the invariants, replay to the same states
/// and end by their rules.
#[test]
fn random_games_at_every_count_and_rule_set_keep_every_invariant() {
    let mut rng = Pcg32::new(17);
    let mut rounds = 0;
    for seats in MIN_SEATS..=MAX_SEATS {
        for name in PRESET_NAMES {
            let options = Take5Options {
                seats: seats as u8,
                ..Take5Options::preset(name).unwrap()
            };
            for game_index in 0..40u64 {
                let seed = game_index * 31 + seats as u64;
                let mut session = Session::<Take5>::new(options.clone(), seed);
                let keep_states = game_index % 4 == 0;
                let mut states = vec![session.state().clone()];
                assert_eq!(session.state().seats(), seats);
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
                check_the_end(&session, &options);
                rounds += usize::from(session.state().round());
                if keep_states {
                    assert_eq!(replay_states::<Take5>(session.record()).unwrap(), states);
                }
            }
        }
    }
    assert!(rounds > 4000, "{rounds} rounds");
}
