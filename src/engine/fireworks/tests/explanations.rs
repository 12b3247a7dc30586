//! Events explained for each reader, as issue 9 words them.

use super::{cards, hint, names, preset, short_deck, HANDS};
use crate::engine::fireworks::actions::{Clue, FireworksAction};
use crate::engine::fireworks::cards::Colour;
use crate::engine::fireworks::events::FireworksEvent;
use crate::engine::fireworks::state::Fireworks;
use crate::engine::fireworks::{FireworksOptions, Preset};
use crate::engine::game::{explain_for, Game};
use crate::engine::session::Session;

/// The names with `seat` read as "You".
fn as_you(seat: usize) -> Vec<String> {
    let mut names = names();
    names[seat] = "You".to_string();
    names
}

/// Plays `action` for the seat to act; returns its events.
fn play(session: &mut Session<Fireworks>, action: FireworksAction) -> Vec<FireworksEvent> {
    let seat = session.state().to_act()[0];
    session
        .play(seat, action)
        .unwrap()
        .iter()
        .map(|e| e.event.clone())
        .collect()
}

#[test]
fn a_hint_says_what_it_touches_and_what_it_rules_out() {
    let mut session = Session::<Fireworks>::new(
        one_round(preset(
            ["R1 W1 B1 G1 Y1", "W3 R2 B4 R3 Y1", "G2 Y2 B2 W2 G5"],
            "W4",
        )),
        7,
    );
    let events = play(&mut session, hint(2, Clue::Colour(Colour::Red)));
    assert_eq!(
        explain_for::<Fireworks>(&events[0], Some(1), &names()),
        "Bob tells Celia that cards B and D are red; A, C and E are not red (one token spent, 11 tokens now)."
    );
    assert_eq!(
        explain_for::<Fireworks>(&events[0], Some(2), &as_you(2)),
        "Bob tells you that your cards B and D are red; A, C and E are not red (one token spent, 11 tokens now)."
    );
    let mistake = play(&mut session, FireworksAction::Play(1));
    assert_eq!(
        explain_for::<Fireworks>(&mistake[0], None, &names()),
        "Celia plays Red 2 (card B), but it cannot start the red firework, which needs a 1: a mistake, 2 left before the fourth ends the round. The card is discarded. Celia loses 1 point (1 mistake this round)."
    );
    assert_eq!(
        explain_for::<Fireworks>(&mistake[1], Some(2), &as_you(2)),
        "You draw a card you cannot see as the new card B (34 cards left in the deck)."
    );
    assert_eq!(
        explain_for::<Fireworks>(&mistake[1], Some(3), &names()),
        "Celia draws White 4 as the new card B (34 cards left in the deck)."
    );
    let discard = play(&mut session, FireworksAction::Discard(0));
    assert_eq!(
        explain_for::<Fireworks>(&discard[0], None, &names()),
        "David discards Green 2 (card A) and wins back an information token (12 tokens now)."
    );
    let played = play(&mut session, FireworksAction::Play(0));
    assert_eq!(
        explain_for::<Fireworks>(&played[0], None, &names()),
        "Bob plays Red 1 (card A): it goes on the red firework, now at 1."
    );
}

fn one_round(preset: Preset) -> FireworksOptions {
    FireworksOptions {
        rounds: 1,
        preset: Some(preset),
        ..Default::default()
    }
}

#[test]
fn the_deal_hides_your_own_cards() {
    let session = Session::<Fireworks>::new(one_round(preset(HANDS, "")), 7);
    let dealt = &session.log()[0].event;
    let text = explain_for::<Fireworks>(dealt, Some(2), &as_you(2));
    assert!(
        text.starts_with("The round begins: Bob, you and David play, Bob first."),
        "{text}"
    );
    assert!(
        text.contains("you hold five cards you cannot see"),
        "{text}"
    );
    assert!(
        text.contains("Bob holds Red 1, White 1, Blue 1, Green 1 and Yellow 1 (cards A to E)"),
        "{text}"
    );
    assert!(text.contains("12 information tokens on the table, and the fourth mistake ends the round (3 allowed before it)"), "{text}");
    let spectator = explain_for::<Fireworks>(dealt, None, &names());
    assert!(
        spectator.contains("Celia holds Red 2, White 3"),
        "{spectator}"
    );
}

#[test]
fn completed_fireworks_the_last_card_and_the_end_of_the_round_are_explained() {
    let mut options = one_round(short_deck(
        ["R5 W1 B1 G1 Y1", "R1 W3 R3 B4 W5", "G2 Y2 B2 W2 G5"],
        "Y3",
        [0, 4, 0, 0, 0],
    ));
    let mut session = Session::<Fireworks>::new(options.clone(), 7);
    let events = play(&mut session, FireworksAction::Play(0));
    let texts: Vec<String> = events
        .iter()
        .map(|e| explain_for::<Fireworks>(e, None, &names()))
        .collect();
    assert_eq!(
        texts[0],
        "Bob plays Red 5 (card A): it goes on the red firework, now at 5."
    );
    assert_eq!(
        texts[1],
        "The red firework is complete, but all 12 tokens are already on the table, so no token comes back."
    );
    assert_eq!(
        texts[2],
        "Bob draws Yellow 3 as the new card A (0 cards left in the deck)."
    );
    assert_eq!(
        texts[3],
        "Bob has drawn the last card of the deck: every player now takes 3 more turns (9 in all, starting with Celia), then the round ends. Discarding is no longer allowed."
    );
    let events = play(&mut session, hint(3, Clue::Level(5)));
    assert_eq!(
        explain_for::<Fireworks>(&events[1], None, &names()),
        "8 final turns are left before the round ends."
    );
    if let Some(preset) = &mut options.preset {
        preset.tokens = Some(9);
    }
    let mut session = Session::<Fireworks>::new(options, 7);
    let events = play(&mut session, FireworksAction::Play(0));
    assert_eq!(
        explain_for::<Fireworks>(&events[1], None, &names()),
        "The red firework is complete: an information token comes back (10 tokens now)."
    );
    session.forfeit(2, "timed out");
    let texts: Vec<String> = session.log()[session.log().len() - 3..]
        .iter()
        .map(|e| explain_for::<Fireworks>(&e.event, None, &names()))
        .collect();
    assert_eq!(
        texts[0],
        "Celia is out (timed out): Celia scores 0 points for this round, and the round ends."
    );
    assert_eq!(
        texts[1],
        "Round 1 is over because Celia forfeited. The fireworks reach white 0, red 5, blue 0, green 0 and yellow 0: 0 + 15 + 0 + 0 + 0 = 15 level points. Each player scores 10 + the level points − their own mistakes: Bob 10 + 15 = 25, Celia 0 (forfeited) and David 10 + 15 = 25."
    );
    assert_eq!(
        texts[2],
        "The game is over; each player's three rounds add up, and the highest total wins: 1. Bob with 25, 1. David with 25, 3. Alice with 0, 3. Celia with 0."
    );
    assert_eq!(cards("R5").len(), 1);
}
