//! The computer players: legal, deterministic, reading hints by the
//! conventions, saving what must be saved, decoding the hat code the same
//! way at every seat, and saying why.

use super::{act, cards, game, hint, names, preset, HANDS};
use crate::engine::agent::{agent_seed, decide, FrozenClock, HasAgents};
use crate::engine::fireworks::actions::{Clue, FireworksAction};
use crate::engine::fireworks::ai::hat::replay::rebuild;
use crate::engine::fireworks::ai::reason::Why;
use crate::engine::fireworks::ai::{decide_with_reason, MediumAgent};
use crate::engine::fireworks::cards::Colour;
use crate::engine::fireworks::options::{FireworksOptions, Rules};
use crate::engine::fireworks::state::Fireworks;
use crate::engine::game::{Explain, Game};
use crate::engine::session::Session;

/// Plays one round with `level` at every seat; returns the session.
fn round_of(level: &str, rules: Rules, seed: u64, work: Option<u64>) -> Session<Fireworks> {
    let options = FireworksOptions {
        rules,
        rounds: 1,
        preset: None,
        ..FireworksOptions::default()
    };
    let mut session = Session::<Fireworks>::new(options, seed);
    while let Some(&seat) = session.state().to_act().first() {
        let step = session.record().steps.len();
        let action = decide(
            session.state(),
            seat,
            level,
            agent_seed(seed, step, seat),
            work,
            &FrozenClock,
        )
        .unwrap();
        session.play(seat, action).unwrap();
    }
    session
}

#[test]
fn every_level_plays_whole_rounds_and_is_deterministic() {
    for level in Fireworks::LEVELS {
        let work = Some(24);
        let a = round_of(level, Rules::STANDARD, 3, work);
        let b = round_of(level, Rules::STANDARD, 3, work);
        assert_eq!(
            a.record(),
            b.record(),
            "{level} is a function of the view and the seed"
        );
        assert!(a.state().is_over());
    }
    assert!(Fireworks::agent("hard@20", 1, None).is_ok());
    assert!(Fireworks::agent("hat@20", 1, None).is_err());
    assert!(Fireworks::agent("expert", 1, None).is_err());
}

#[test]
fn medium_plays_a_card_its_partner_hinted_for_play() {
    // Bob plays Red 1; Celia tells Bob about his 1s; David tells Celia
    // that her A (Red 2, her chop) is a 2: a play hint on the chop, since
    // no 2 is critical yet and Red 2 is the only 2 that fits.
    let mut game = game(preset(HANDS, ""));
    act(&mut game, FireworksAction::Play(0)); // Bob: Red 1.
    act(&mut game, hint(1, Clue::Level(1))); // Celia tells Bob about his 1s.
    act(&mut game, hint(2, Clue::Level(2))); // David: Celia's A is a 2.
    let view = game.view(1);
    let (action, why) = MediumAgent.decide(&view, &game.legal_actions(1));
    // Bob knows his four 1s fit (white, blue, green, yellow are at 0).
    assert!(matches!(action, FireworksAction::Play(_)), "{why:?}");
    act(&mut game, action);
    let view = game.view(2);
    let (action, why) = MediumAgent.decide(&view, &game.legal_actions(2));
    assert_eq!(action, FireworksAction::Play(0), "{why:?}");
    assert!(matches!(why, Why::PlayHinted { slot: 0, by: 3, .. }));
    let text = crate::engine::fireworks::ai::reason::Reason { seat: 2, why }.explain(&names());
    assert!(
        text.starts_with("Celia plays A: David's hint marked it a 2 to be played"),
        "{text}"
    );
}

#[test]
fn medium_saves_a_five_on_the_next_players_chop() {
    // Celia's oldest untouched card is A; make it a 5 and give Bob
    // nothing to play: he saves it with a 5 hint.
    let mut fives = preset(["W2 R4 B4 G4 Y4", "R5 W3 R3 B3 W4", "G2 Y2 B2 W2 G3"], "");
    fives.tokens = Some(5);
    let game = game(fives);
    let view = game.view(1);
    let (action, why) = MediumAgent.decide(&view, &game.legal_actions(1));
    assert_eq!(action, hint(2, Clue::Level(5)), "{why:?}");
    assert!(matches!(why, Why::Save { to: 2, slot: 0, .. }));
    assert_eq!(cards("R5")[0].level, 5);
}

#[test]
fn every_hat_player_rebuilds_the_same_public_knowledge() {
    for seed in 0..12 {
        for rules in [Rules::STANDARD, Rules::CODINGAME] {
            let options = FireworksOptions {
                rules,
                rounds: 1,
                preset: None,
                ..FireworksOptions::default()
            };
            let mut session = Session::<Fireworks>::new(options, seed);
            while let Some(&seat) = session.state().to_act().first() {
                let boards: Vec<_> = (1..4)
                    .map(|s| {
                        let view = session.state().view(s);
                        rebuild(&view, view.me.unwrap()).0
                    })
                    .collect();
                assert_eq!(boards[0].sets, boards[1].sets, "seed {seed}");
                assert_eq!(boards[0].sets, boards[2].sets, "seed {seed}");
                // And the truth is always among the possibilities.
                let round = session.state().round();
                for (id, hand) in boards[0]
                    .sets
                    .iter()
                    .enumerate()
                    .take(round.players().len())
                {
                    for (slot, set) in hand.iter().enumerate() {
                        if let (Some(set), Some(card)) = (set, round.hands[id][slot]) {
                            assert!(set.contains(card.card()), "seed {seed}");
                        }
                    }
                }
                let step = session.record().steps.len();
                let action = decide(
                    session.state(),
                    seat,
                    "hat",
                    agent_seed(seed, step, seat),
                    None,
                    &FrozenClock,
                )
                .unwrap();
                session.play(seat, action).unwrap();
            }
        }
    }
}

#[test]
fn medium_hard_and_hat_say_why_in_one_sentence() {
    let game = game(preset(HANDS, ""));
    let view = game.view(1);
    let legal = game.legal_actions(1);
    for level in ["medium", "hard", "hat"] {
        let (action, reason) =
            decide_with_reason(level, 1, &view, &legal, 7, Some(24), &FrozenClock).unwrap();
        assert!(legal.contains(&action));
        let text = reason.unwrap().explain(&names());
        assert!(
            text.starts_with("Bob ") && text.ends_with('.'),
            "{level}: {text}"
        );
        assert_eq!(text.matches(". ").count(), 0, "one sentence: {text}");
    }
    let (_, none) = decide_with_reason("easy", 1, &view, &legal, 7, None, &FrozenClock).unwrap();
    assert!(none.is_none());
    let mut you = names();
    you[1] = "You".to_string();
    let (_, reason) =
        decide_with_reason("medium", 1, &view, &legal, 7, None, &FrozenClock).unwrap();
    let text = reason.unwrap().explain(&you);
    assert!(
        text.starts_with("You tell") || text.starts_with("You play"),
        "{text}"
    );
}

#[test]
fn easy_hints_a_playable_card_and_discards_its_oldest_untouched_card() {
    let game = game(preset(HANDS, ""));
    // Bob sees Celia's Red 2 and David's... nothing fits at 0 but 1s;
    // Celia and David hold no 1, so Bob (no token spent yet, 12 tokens)
    // cannot discard and gives some hint.
    let action = decide(&game, 1, "easy", 0, None, &FrozenClock).unwrap();
    assert!(matches!(action, FireworksAction::Hint { .. }));
    let mut short = preset(HANDS, "");
    short.tokens = Some(3);
    let game = super::game(short);
    let action = decide(&game, 1, "easy", 0, None, &FrozenClock).unwrap();
    assert_eq!(
        action,
        FireworksAction::Discard(0),
        "the oldest card no hint touched"
    );
    let _ = Colour::Red;
}
