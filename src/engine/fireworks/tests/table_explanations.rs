//! Explanations at a standard table speak of the rules in force: the
//! game (not the round), the third mistake, one more turn each, discards
//! on an empty deck, the team's score, and the sixth colour.

use super::{act, table, table_options, table_preset};
use crate::engine::fireworks::actions::FireworksAction;
use crate::engine::fireworks::options::{Deck, Rest};
use crate::engine::fireworks::state::Fireworks;
use crate::engine::game::{explain_for, Game};

fn names() -> Vec<String> {
    ["Ann", "Bob", "Cy", "Di", "Ed"].map(String::from).to_vec()
}

fn texts(events: &[crate::engine::fireworks::FireworksEvent]) -> Vec<String> {
    events
        .iter()
        .map(|e| explain_for::<Fireworks>(e, None, &names()))
        .collect()
}

#[test]
fn the_deal_says_who_plays_the_hands_and_the_third_mistake() {
    let (_, events) = Fireworks::new(&table_options(2, Deck::FiveColours), 1);
    let deal = &texts(&events)[0];
    assert!(
        deal.starts_with("The game begins: Ann and Bob play together, Ann first."),
        "{deal}"
    );
    assert!(
        deal.contains("The 50 cards are shuffled and everyone gets five"),
        "{deal}"
    );
    assert!(deal.contains("8 information tokens"), "{deal}");
    assert!(
        deal.contains("the third mistake ends the game (2 allowed before it)"),
        "{deal}"
    );
    assert!(!deal.contains("sits"), "nobody sits out");
    let four = table_options(4, Deck::Rainbow);
    let (_, events) = Fireworks::new(&four, 1);
    let deal = &texts(&events)[0];
    assert!(
        deal.contains("The 60 cards are shuffled and everyone gets four"),
        "{deal}"
    );
    assert!(deal.contains("(cards A to D)"), "{deal}");
    assert!(deal.contains("Multicolour is rainbow"), "{deal}");
}

#[test]
fn mistakes_the_last_card_and_the_end_speak_of_the_game_and_the_team() {
    let hands = ["R2 W2 B2 G2 Y2", "R3 W3 B3 G3 Y3"];
    let mut game = table(2, Deck::FiveColours, Some(table_preset(&hands, "")), 1);
    let first = texts(&act(&mut game, FireworksAction::Play(0)));
    assert!(
        first[0].contains("a mistake, 1 left before the third ends the game"),
        "{first:?}"
    );
    assert!(!first[0].contains("point"), "no personal points: {first:?}");
    act(&mut game, FireworksAction::Play(0));
    let last = texts(&act(&mut game, FireworksAction::Play(0)));
    assert!(last[0].contains("that is the third mistake, and it ends the game at once"));
    assert!(
        last.iter().any(|t| {
            t.contains(
        "the third mistake ended the game, so the team scores 0 (the fireworks reached 0 out of 25)"
    )
        }),
        "{last:?}"
    );
    assert!(
        last.iter()
            .any(|t| t.contains("everyone shares first place")),
        "{last:?}"
    );

    let mut preset = table_preset(&["R1 W2 B2 G2 Y2", "R3 W3 B3 G3 Y3"], "Y1");
    preset.rest = Rest::Discarded;
    preset.tokens = Some(5);
    let mut short = table(2, Deck::FiveColours, Some(preset), 1);
    let drawn = texts(&act(&mut short, FireworksAction::Play(0)));
    assert!(drawn.iter().any(|t| t.contains(
        "every player now takes exactly one more turn (2 in all, starting with Bob), then the game ends. Discarding is still allowed"
    )), "{drawn:?}");
    act(&mut short, FireworksAction::Discard(1));
    let end = texts(&act(&mut short, FireworksAction::Discard(1)));
    assert!(
        end.iter()
            .any(|t| t.contains("the team scores their total height, 1 out of 25")),
        "{end:?}"
    );
}

#[test]
fn a_forfeit_says_the_team_scores_zero_and_who_ranks_last() {
    let mut game = table(3, Deck::SixColours, None, 2);
    let events = game.forfeit(0, "timed out");
    let said = texts(&events);
    assert!(
        said[0].contains("the game ends, the team scores 0, and Ann ranks last"),
        "{said:?}"
    );
    assert!(said.iter().any(|t| t.contains("out of 30")), "{said:?}");
    assert!(
        said.iter()
            .any(|t| t.contains("Ann forfeited and ranks last")),
        "{said:?}"
    );
}
