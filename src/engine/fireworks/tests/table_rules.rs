//! The standard Hanabi table (RULES.md §4.2, rules 20–27) at every count
//! from 2 to 5 and with every deck.

use super::{act, hint, table, table_preset};
use crate::engine::fireworks::actions::{Clue, FireworksAction};
use crate::engine::fireworks::cards::{CardId, Colour};
use crate::engine::fireworks::error::FireworksError;
use crate::engine::fireworks::events::{FireworksEvent, RoundEnd};
use crate::engine::fireworks::options::{Deck, FireworksOptions, Rest};
use crate::engine::fireworks::state::Fireworks;
use crate::engine::game::{Game, Seat};
use crate::engine::tools::GameTools;

const DECKS: [Deck; 3] = [Deck::FiveColours, Deck::SixColours, Deck::Rainbow];

/// Hands of unplayable cards (no 1s) for `n` players of `size` cards.
fn no_ones(n: usize, size: usize) -> Vec<String> {
    let pool = [
        "R2 W2 B2 G2 Y2",
        "R3 W3 B3 G3 Y3",
        "R4 W4 B4 G4 Y4",
        "R2 W2 B2 G2 Y2",
        "R3 W3 B3 G3 Y3",
    ];
    pool[..n]
        .iter()
        .map(|h| h.split(' ').take(size).collect::<Vec<_>>().join(" "))
        .collect()
}

fn hand_size(n: usize) -> usize {
    if n <= 3 {
        5
    } else {
        4
    }
}

/// Hints (to the next player, about something their hand holds) until the
/// game ends; returns the turns taken.
fn hint_until_over(game: &mut Fireworks) -> usize {
    let mut turns = 0;
    while let Some(&seat) = game.to_act().first() {
        let legal = game.legal_actions(seat);
        let action = legal
            .iter()
            .find(|a| matches!(a, FireworksAction::Hint { .. }))
            .or_else(|| {
                legal
                    .iter()
                    .find(|a| matches!(a, FireworksAction::Discard(_)))
            })
            .copied()
            .expect("a hint or a discard");
        game.apply(seat, &action).unwrap();
        turns += 1;
    }
    turns
}

#[test]
fn rule_20_n_players_hands_of_five_or_four_player_zero_first() {
    for deck in DECKS {
        for n in 2..=5 {
            let game = table(n, deck, None, 11);
            let size = hand_size(n);
            assert_eq!(game.seat_count(), n);
            assert_eq!(game.round().players(), (0..n).collect::<Vec<Seat>>());
            assert_eq!(game.to_act(), vec![0], "player 0 acts first");
            for hand in &game.round().hands {
                assert_eq!(hand.iter().flatten().count(), size);
                assert!(hand[..size].iter().all(Option::is_some));
            }
            assert_eq!(game.round().deck.len(), deck.size() - n * size);
            let mut all = game.round().all_cards();
            all.sort_unstable();
            assert_eq!(all, CardId::first(deck.size()).collect::<Vec<_>>());
            if size == 4 {
                assert_eq!(
                    game.refusal(0, FireworksAction::Play(4)),
                    Some(FireworksError::OutsideHand(4)),
                    "slots A to D only"
                );
                assert!(!game.legal_actions(0).contains(&FireworksAction::Play(4)));
            }
        }
    }
}

#[test]
fn rule_20_turns_go_round_in_increasing_id() {
    for n in 2..=5 {
        let mut game = table(n, Deck::FiveColours, None, 3);
        let mut order = Vec::new();
        for _ in 0..2 * n {
            let seat = game.to_act()[0];
            order.push(seat);
            let action = *game
                .legal_actions(seat)
                .iter()
                .find(|a| !matches!(a, FireworksAction::Play(_)))
                .unwrap();
            act(&mut game, action);
        }
        let expected: Vec<Seat> = (0..2 * n).map(|t| t % n).collect();
        assert_eq!(order, expected);
    }
}

#[test]
fn rule_21_eight_tokens_hints_cost_one_discards_win_one_not_at_eight() {
    for n in 2..=5 {
        let mut game = table(n, Deck::FiveColours, None, 5);
        assert_eq!(game.round().tokens, 8);
        assert_eq!(
            game.refusal(0, FireworksAction::Discard(0)),
            Some(FireworksError::TokensFull(8))
        );
        let to = 1;
        let clue = Clue::Level(game.round().hands[1][0].unwrap().card().level);
        act(&mut game, hint(to, clue));
        assert_eq!(game.round().tokens, 7);
        act(&mut game, FireworksAction::Discard(0));
        assert_eq!(game.round().tokens, 8);
    }
}

#[test]
fn rule_21_a_completed_firework_gives_a_token_unless_at_eight() {
    for tokens in [7, 8] {
        let mut preset = table_preset(&["R5 W2 B2 G2 Y2", "R3 W3 B3 G3 Y3"], "");
        preset.fireworks = vec![0, 4, 0, 0, 0];
        preset.tokens = Some(tokens);
        let mut game = table(2, Deck::FiveColours, Some(preset), 1);
        let events = act(&mut game, FireworksAction::Play(0));
        assert!(events.iter().any(|e| matches!(
            e,
            FireworksEvent::FireworkCompleted { token, .. } if *token == (tokens < 8)
        )));
        assert_eq!(game.round().tokens, 8);
    }
}

#[test]
fn rule_21_and_23_a_discard_is_allowed_with_an_empty_deck_and_each_plays_one_more_turn() {
    for n in 2..=5 {
        let hands = no_ones(n, hand_size(n));
        let refs: Vec<&str> = hands.iter().map(String::as_str).collect();
        let mut preset = table_preset(&refs, "Y1");
        preset.rest = Rest::Discarded;
        preset.tokens = Some(5);
        let mut game = table(n, Deck::FiveColours, Some(preset), 2);
        let events = act(&mut game, FireworksAction::Discard(0)); // draws the last card
        assert!(events.iter().any(|e| matches!(
            e,
            FireworksEvent::LastCardDrawn { each: 1, total, next: 1, table: true, .. } if usize::from(*total) == n
        )));
        assert!(game.round().deck.is_empty());
        assert!(
            game.legal_actions(1).contains(&FireworksAction::Discard(0)),
            "discarding stays allowed with an empty deck"
        );
        act(&mut game, FireworksAction::Discard(0));
        let more = hint_until_over(&mut game);
        assert_eq!(more + 1, n, "exactly one more turn each, {n} in all");
        assert_eq!(game.results()[0].end, RoundEnd::FinalTurnsDone);
    }
}

#[test]
fn rule_22_the_third_mistake_ends_the_game_with_zero() {
    for n in 2..=5 {
        let hands = no_ones(n, hand_size(n));
        let refs: Vec<&str> = hands.iter().map(String::as_str).collect();
        let mut game = table(n, Deck::FiveColours, Some(table_preset(&refs, "")), 4);
        let mut lefts = Vec::new();
        for made in 1..=3 {
            lefts.push(game.round().mistakes_left);
            let events = act(&mut game, FireworksAction::Play(0));
            let ends = events.iter().any(|e| {
                matches!(
                    e,
                    FireworksEvent::Mistake {
                        ends_round: true,
                        fatal: 3,
                        ..
                    }
                )
            });
            assert_eq!(ends, made == 3, "mistake {made} at {n} players");
        }
        assert_eq!(lefts, vec![2, 1, 0]);
        assert!(game.is_over());
        assert_eq!(game.results()[0].end, RoundEnd::FatalMistake);
        let outcome = game.outcome().unwrap();
        assert_eq!(outcome.scores, vec![0; n], "the third mistake scores 0");
        assert_eq!(outcome.ranks, vec![1; n]);
    }
}

#[test]
fn rule_24_everyone_has_the_height_and_shares_rank_one() {
    for deck in DECKS {
        for n in 2..=5 {
            let mut game = table(n, deck, None, 8);
            // Careful play: only cards that fit, else hints and discards.
            while let Some(&seat) = game.to_act().first() {
                let round = game.round();
                let id = round.current;
                let legal = game.legal_actions(seat);
                let fits = legal.iter().find(|a| match a {
                    FireworksAction::Play(slot) => {
                        let card = round.hands[id][*slot].unwrap().card();
                        round.fireworks[card.colour.index()] + 1 == card.level
                    }
                    _ => false,
                });
                let action = fits
                    .or_else(|| {
                        legal
                            .iter()
                            .find(|a| matches!(a, FireworksAction::Discard(_)))
                    })
                    .or_else(|| {
                        legal
                            .iter()
                            .find(|a| matches!(a, FireworksAction::Hint { .. }))
                    })
                    .copied()
                    .unwrap_or(legal[0]);
                act(&mut game, action);
            }
            let height = i64::from(game.round().height());
            assert!(height > 0);
            let outcome = game.outcome().unwrap();
            let expected = if game.results()[0].end == RoundEnd::FatalMistake {
                0
            } else {
                height
            };
            assert_eq!(outcome.scores, vec![expected; n]);
            assert_eq!(outcome.ranks, vec![1; n]);
            assert!(height <= i64::from(deck.max_height()));
        }
    }
}

#[test]
fn rule_25_the_sixth_colour_six_colours_and_rainbow_hints() {
    let hands = ["M1 R2 B3 G4 Y5", "M2 W2 W3 W4 M5"];
    // Six colours: MULTICOLOR may be named and touches only itself.
    let mut six = table(2, Deck::SixColours, Some(table_preset(&hands, "")), 1);
    let multi = Clue::Colour(Colour::Multicolor);
    assert!(six.legal_actions(0).contains(&hint(1, multi)));
    assert_eq!(six.round().touched(1, multi), 0b10001);
    assert_eq!(six.round().touched(1, Clue::Colour(Colour::White)), 0b01110);
    act(&mut six, hint(1, multi));
    // Rainbow: a colour hint touches the colour and every MULTICOLOR card.
    let rainbow = table(2, Deck::Rainbow, Some(table_preset(&hands, "")), 1);
    assert_eq!(
        rainbow.round().touched(1, Clue::Colour(Colour::White)),
        0b11111
    );
    assert_eq!(
        rainbow.round().touched(1, Clue::Colour(Colour::Red)),
        0b10001
    );
    assert_eq!(
        rainbow.refusal(0, hint(1, multi)),
        Some(FireworksError::NoSuchColour(Colour::Multicolor)),
        "MULTICOLOR cannot be named"
    );
    assert!(!rainbow.legal_actions(0).contains(&hint(1, multi)));
    // A hint must touch a card: player 0 holds no blue... but MULTICOLOR.
    let only_rainbow = table(
        2,
        Deck::Rainbow,
        Some(table_preset(&["W1 W2 W3 W4 W5", "R1 R2 R3 R4 R5"], "")),
        1,
    );
    assert_eq!(
        only_rainbow.refusal(0, hint(1, Clue::Colour(Colour::Blue))),
        Some(FireworksError::TouchesNothing(Clue::Colour(Colour::Blue)))
    );
    // The five-colour table never names MULTICOLOR either.
    let five = table(2, Deck::FiveColours, None, 1);
    assert_eq!(
        five.refusal(0, hint(1, multi)),
        Some(FireworksError::NoSuchColour(Colour::Multicolor))
    );
    // The 60-card deck: ten MULTICOLOR cards 1,1,1,2,2,3,3,4,4,5.
    let levels: Vec<u8> = CardId::first(60)
        .map(CardId::card)
        .filter(|c| c.colour == Colour::Multicolor)
        .map(|c| c.level)
        .collect();
    assert_eq!(levels, vec![1, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
    assert_eq!(Deck::SixColours.max_height(), 30);
}

#[test]
fn rule_27_a_forfeit_ends_the_game_scores_zero_and_ranks_the_player_last() {
    for n in 2..=5 {
        for failing in 0..n {
            let mut game = table(n, Deck::FiveColours, None, 6);
            // Play until the failing player's turn, then forfeit.
            while game.to_act() != vec![failing] {
                let seat = game.to_act()[0];
                let action = *game
                    .legal_actions(seat)
                    .iter()
                    .find(|a| matches!(a, FireworksAction::Hint { .. }))
                    .unwrap();
                act(&mut game, action);
            }
            let events = game.forfeit(failing, "timed out");
            assert!(matches!(
                events[0],
                FireworksEvent::Forfeited { table: true, .. }
            ));
            assert!(game.is_over());
            let outcome = game.outcome().unwrap();
            assert_eq!(outcome.scores, vec![0; n]);
            for seat in 0..n {
                let rank = if seat == failing { n as u32 } else { 1 };
                assert_eq!(outcome.ranks[seat], rank, "{n} players, {failing} failed");
            }
        }
    }
}

#[test]
fn seat_counts_and_presets() {
    let standard = FireworksOptions::preset("standard").unwrap();
    assert_eq!(Fireworks::seat_counts(&standard), 2..=5);
    assert_eq!(Fireworks::seat_counts(&FireworksOptions::default()), 4..=4);
    for n in 2..=5 {
        let options = Fireworks::with_seat_count(&standard, n).unwrap();
        assert_eq!(options.players, Some(n as u8));
        assert_eq!(Fireworks::new(&options, 0).0.seat_count(), n);
    }
    let error = Fireworks::with_seat_count(&standard, 6).unwrap_err();
    assert!(error.contains("2 to 5"), "{error}");
    assert!(Fireworks::with_seat_count(&FireworksOptions::default(), 3).is_err());
    assert_eq!(
        FireworksOptions::preset("standard-6-colours").unwrap().deck,
        Deck::SixColours
    );
    assert_eq!(
        FireworksOptions::preset("standard-rainbow").unwrap().deck,
        Deck::Rainbow
    );
    assert!(FireworksOptions::preset("bogus").is_err());
    let names: Vec<&str> = Fireworks::RULE_SETS.iter().map(|r| r.name).collect();
    assert_eq!(names, FireworksOptions::PRESETS, "the default first");
    // Options of the older build read as they did: no table, five colours.
    let old: FireworksOptions = serde_json::from_str(
        r#"{"rules":{"max_tokens":8,"mistakes_allowed":2,"final_turns":1},"rounds":4,"preset":null}"#,
    )
    .unwrap();
    assert_eq!(old.players, None);
    assert_eq!(old.deck, Deck::FiveColours);
    assert_eq!(Fireworks::new(&old, 1).0.seat_count(), 4);
    assert_eq!(
        serde_json::to_string(&FireworksOptions::default()).unwrap(),
        r#"{"rules":{"max_tokens":12,"mistakes_allowed":3,"final_turns":3},"rounds":4,"preset":null}"#,
        "the default options are written as before"
    );
}
