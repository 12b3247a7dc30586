//! The rules in the box (RULES.md §4.1): 2 to 10 seats (rule 17), the
//! end at 66 cows and known cards (rule 18), their presets, and that the
//! default options still mean (and serialize as) the CodinGame game.

use super::{names, placements, play_turn, table_with};
use crate::engine::game::{explain_for, Explain, Game};
use crate::engine::lesson::HasLessons;
use crate::engine::take5::cards::{row_cows, COW_LIMIT, DECK_SIZE, MAX_SEATS, MIN_SEATS};
use crate::engine::take5::options::{Ending, PRESET_NAMES};
use crate::engine::take5::{Deal, Phase, Take5, Take5Action, Take5Event, Take5Options};
use crate::engine::tools::GameTools;

fn names_n(seats: usize) -> Vec<String> {
    let mut all = names();
    all.extend(["Eve", "Finn", "Gus", "Hana", "Ivo", "Jo"].map(String::from));
    all.truncate(seats);
    all
}

fn options(name: &str, seats: usize) -> Take5Options {
    Take5::with_seat_count(&Take5Options::preset(name).unwrap(), seats).unwrap()
}

/// Plays every seat's lowest card (and the first row when a row must be
/// taken) until round `round` is over or the game ends; returns the events.
fn play_rounds(game: &mut Take5, round: u8) -> Vec<Take5Event> {
    let mut events = Vec::new();
    while !game.is_over() && game.round() <= round {
        if let Phase::Pick { seat } = game.phase() {
            events.extend(game.apply(seat, &Take5Action::Pick(0)).unwrap());
            continue;
        }
        for seat in game.to_act() {
            if game.is_over() || !game.to_act().contains(&seat) {
                continue;
            }
            let card = game.hand(seat)[0];
            events.extend(game.apply(seat, &Take5Action::Play(card)).unwrap());
        }
    }
    events
}

#[test]
fn the_default_options_serialize_as_before_the_rules_in_the_box() {
    let default = Take5Options::default();
    assert_eq!(
        serde_json::to_string(&default).unwrap(),
        r#"{"rounds":5,"preset":null}"#
    );
    let read: Take5Options = serde_json::from_str(r#"{"rounds":5,"preset":null}"#).unwrap();
    assert_eq!(read, default);
    assert_eq!(Take5Options::preset("codingame").unwrap(), default);
    assert_eq!(Take5::with_seat_count(&default, 4).unwrap(), default);
    // The other rule sets and counts write only what differs.
    assert_eq!(
        serde_json::to_string(&options("to-66", 6)).unwrap(),
        r#"{"rounds":5,"preset":null,"seats":6,"ending":"to_66"}"#
    );
    assert_eq!(
        serde_json::to_string(&options("known-cards", 4)).unwrap(),
        r#"{"rounds":5,"preset":null,"ending":"to_66","known_cards":true}"#
    );
    let read: Take5Options =
        serde_json::from_str(r#"{"rounds":5,"preset":null,"seats":6,"ending":"to_66"}"#).unwrap();
    assert_eq!(read, options("to-66", 6));
    // A lesson's prepared deal keeps its old form (no `cows` when none).
    let lesson = &Take5::lessons()[0];
    let json = serde_json::to_string(&lesson.options).unwrap();
    assert!(json.starts_with(r#"{"rounds":1,"preset":{"rows":[9,19,33,69],"hands":[["#));
    assert!(!json.contains("cows") && !json.contains("seats"), "{json}");
}

#[test]
fn presets_and_rule_sets_name_the_same_three_rule_sets() {
    let names: Vec<&str> = Take5::RULE_SETS.iter().map(|r| r.name).collect();
    assert_eq!(names, PRESET_NAMES);
    let presets = Take5::PRESETS.unwrap();
    for name in PRESET_NAMES {
        assert_eq!(presets(name).unwrap().rule_set(), name);
    }
    assert_eq!(presets("to-66").unwrap().ending, Ending::To66);
    let known = presets("known-cards").unwrap();
    assert!(known.known_cards && known.ends_at_66());
    assert_eq!(
        presets("standard").unwrap_err(),
        "unknown 6 nimmt! preset `standard`; available: codingame, to-66, known-cards"
    );
}

#[test]
fn rule_17_two_to_ten_seats_and_no_other_count() {
    for name in PRESET_NAMES {
        let base = Take5Options::preset(name).unwrap();
        assert_eq!(Take5::seat_counts(&base), MIN_SEATS..=MAX_SEATS);
        for bad in [0, 1, 11, 12] {
            assert_eq!(
                Take5::with_seat_count(&base, bad).unwrap_err(),
                format!("6 nimmt! is played by 2 to 10 players under these rules, not {bad}")
            );
        }
    }
    for seats in MIN_SEATS..=MAX_SEATS {
        let (game, events) = Take5::new(&options("codingame", seats), 3);
        assert_eq!(game.seat_count(), seats);
        assert_eq!(game.to_act(), (0..seats).collect::<Vec<_>>());
        assert!(game.rows().iter().all(|r| r.len() == 1));
        for seat in 0..seats {
            assert_eq!(game.hand(seat).len(), 10);
        }
        assert_eq!(game.unused().len(), 104 - 4 - 10 * seats);
        assert!(matches!(
            &events[0],
            Take5Event::Dealt {
                deck: DECK_SIZE,
                hand_size: 10,
                ..
            }
        ));
        assert_eq!(game.view(seats - 1).scores, vec![0; seats]);
        assert!(game.legal_actions(seats).is_empty());
        assert!(game.clone().apply(seats, &Take5Action::Play(1)).is_err());
    }
}

#[test]
fn rule_17_four_seats_deal_as_the_codingame_game_did() {
    // The same seed deals the same cards whether the count is given or not.
    let (default, _) = Take5::new(&Take5Options::default(), 2026);
    let (four, _) = Take5::new(&options("codingame", 4), 2026);
    assert_eq!(default, four);
    // The first hands of a larger table are the four hands of the default
    // one: the deck is shuffled the same way and dealt in seat order.
    let (six, _) = Take5::new(&options("codingame", 6), 2026);
    assert_eq!(six.rows(), default.rows());
    for seat in 0..4 {
        assert_eq!(six.hand(seat), default.hand(seat));
    }
}

#[test]
fn rules_5_to_9_at_ten_seats() {
    // Ten cards in one turn: placed in ascending order, a sixth card takes
    // its row, the lowest card picks and a later card follows it.
    let options = options("codingame", 10);
    let hands: Vec<Vec<u8>> = [2, 11, 12, 13, 14, 15, 31, 32, 61, 91]
        .iter()
        .map(|&c| vec![c])
        .collect();
    let mut game = table_with(
        &Take5Options {
            rounds: 1,
            ..options
        },
        [vec![5, 6, 7, 8, 10], vec![30], vec![60], vec![90]],
        hands,
    );
    let cards = [2, 11, 12, 13, 14, 15, 31, 32, 61, 91];
    let events = play_turn(&mut game, cards);
    assert_eq!(
        events.last(),
        Some(&Take5Event::MustPick { seat: 0, card: 2 })
    );
    let events = game.apply(0, &Take5Action::Pick(1)).unwrap();
    // Seat 0 took row 2 (30) and 2 starts it; 11 went on row 1 (after
    // 10, not 2) as its sixth card.
    assert!(events.contains(&Take5Event::RowTaken {
        seat: 1,
        card: 11,
        row: 0,
        cards: vec![5, 6, 7, 8, 10],
        cows: 2 + 1 + 1 + 1 + 3,
    }));
    assert_eq!(
        placements(&events),
        vec![
            (1, 11, 0),
            (2, 12, 0),
            (3, 13, 0),
            (4, 14, 0),
            (5, 15, 0),
            (6, 31, 0),
            (7, 32, 0),
            (8, 61, 2),
            (9, 91, 3)
        ]
    );
    // 31 was the sixth card of row 1 (11 12 13 14 15): seat 6 took it,
    // and 32 followed 31 there.
    assert_eq!(game.rows()[0], vec![31, 32]);
    assert_eq!(game.rows()[1], vec![2]);
    let cows = game.cows();
    assert_eq!(cows.len(), 10);
    assert_eq!((cows[0], cows[1], cows[6]), (3, 8, 5 + 1 + 1 + 1 + 2));
    let over = events.iter().find_map(|e| match e {
        Take5Event::RoundScored { round_cows, .. } => Some(round_cows.clone()),
        _ => None,
    });
    assert_eq!(over.unwrap().len(), 10);
    let revealed = Take5Event::Revealed {
        cards: cards.iter().map(|&c| Some(c)).collect(),
    };
    assert!(revealed
        .explain(&names_n(10))
        .starts_with("Everyone turns their card over: Alice 2, Bob 11, Celia 12, David 13, Eve 14, Finn 15, Gus 31, Hana 32, Ivo 61 and Jo 91."));
}

#[test]
fn rule_18_codingame_ends_after_five_rounds_at_every_count() {
    for seats in [2, 7, 10] {
        let (mut game, _) = Take5::new(&options("codingame", seats), 9);
        let events = play_rounds(&mut game, 5);
        assert!(game.is_over());
        assert_eq!(game.round(), 5);
        assert!(!events
            .iter()
            .any(|e| matches!(e, Take5Event::CowLimitReached { .. })));
    }
}

#[test]
fn rule_18_to_66_plays_rounds_until_someone_has_66() {
    for (seats, seed) in [(2, 4), (3, 5), (5, 6), (10, 7)] {
        let (mut game, _) = Take5::new(&options("to-66", seats), seed);
        let mut events = Vec::new();
        while !game.is_over() {
            let round = game.round();
            events.extend(play_rounds(&mut game, round));
        }
        let totals: Vec<Vec<u32>> = events
            .iter()
            .filter_map(|e| match e {
                Take5Event::RoundScored { totals, limit, .. } => {
                    assert_eq!(*limit, Some(COW_LIMIT));
                    Some(totals.clone())
                }
                _ => None,
            })
            .collect();
        let last = totals.last().unwrap();
        for earlier in &totals[..totals.len() - 1] {
            assert!(earlier.iter().all(|&c| c < COW_LIMIT), "{earlier:?}");
        }
        let reached: Vec<usize> = (0..seats).filter(|&s| last[s] >= COW_LIMIT).collect();
        assert!(!reached.is_empty());
        let end = events
            .iter()
            .find(|e| matches!(e, Take5Event::CowLimitReached { .. }))
            .unwrap();
        assert_eq!(
            *end,
            Take5Event::CowLimitReached {
                seats: reached.clone(),
                totals: reached.iter().map(|&s| last[s]).collect(),
                limit: 66
            }
        );
        assert!(matches!(events.last(), Some(Take5Event::GameOver { .. })));
        // Fewest cows wins; equal totals share a rank.
        let outcome = game.outcome().unwrap();
        let best = *last.iter().min().unwrap();
        for (s, &total) in last.iter().enumerate() {
            assert_eq!(outcome.scores[s], i64::from(total));
            assert_eq!(outcome.ranks[s] == 1, total == best);
        }
        assert_eq!(usize::from(game.round()), totals.len());
    }
}

/// A prepared one-card deal under the rules to 66: seat `s` starts with
/// `cows[s]` cows; every card fits after a row end, so nobody takes any.
fn late_deal(options: &Take5Options, cows: Vec<u32>) -> Take5Options {
    let seats = cows.len();
    Take5Options {
        preset: Some(Deal {
            rows: [10, 30, 50, 70],
            hands: (0..seats).map(|s| vec![11 + s as u8]).collect(),
            cows,
            laid: Vec::new(),
        }),
        ..options.clone()
    }
}

#[test]
fn rule_18_the_cows_of_a_late_deal_count_and_explain() {
    let options = late_deal(&options("to-66", 3), vec![40, 66, 12]);
    let (mut game, events) = Take5::new(&options, 1);
    assert_eq!(game.cows(), vec![40, 66, 12]);
    assert_eq!(
        events[0].explain(&names_n(3)),
        "Round 1 begins with a prepared deal: the four rows start with 10, 30, 50 and 70, and every player gets 1 cards. The game is well under way: the cows so far are Alice 40, Bob 66 and Celia 12."
    );
    let events = play_turn(&mut game, [11, 12, 13]);
    let scored = events
        .iter()
        .find(|e| matches!(e, Take5Event::RoundScored { .. }))
        .unwrap();
    assert_eq!(
        scored.explain(&names_n(3)),
        "Round 1 is over; the cows taken are added up: Alice 0 cows (total 40), Bob 0 cows (total 66) and Celia 0 cows (total 12). The game ends once someone still playing has 66 or more cows at the end of a round."
    );
    let end = &events[events.len() - 2];
    assert_eq!(
        explain_for::<Take5>(end, None, &names_n(3)),
        "Bob has 66 cows, 66 or more at the end of a round, so the game ends here."
    );
    let mut you = names_n(3);
    you[1] = "You".to_owned();
    assert_eq!(
        end.explain(&you),
        "You have 66 cows, 66 or more at the end of a round, so the game ends here."
    );
    assert_eq!(game.outcome().unwrap().ranks, vec![2, 3, 1]);
    assert_eq!(
        events.last().unwrap().explain(&names_n(3)),
        "The game is over; the fewest cows wins: 1. Celia with 12 cows, 2. Alice with 40 cows, 3. Bob with 66 cows."
    );
    // Two seats past the limit are named together.
    let two = Take5Event::CowLimitReached {
        seats: vec![0, 2],
        totals: vec![70, 68],
        limit: 66,
    };
    assert_eq!(
        two.explain(&names_n(3)),
        "Alice (70 cows) and Celia (68 cows) have 66 or more cows at the end of a round, so the game ends here."
    );
}

#[test]
fn rule_18_a_disqualified_seat_never_ends_the_game() {
    let options = late_deal(&options("to-66", 3), vec![80, 10, 12]);
    let (mut game, _) = Take5::new(&options, 1);
    let events = game.forfeit(0, "timeout");
    assert!(matches!(
        events[0],
        Take5Event::Disqualified { seat: 0, .. }
    ));
    let mut events = game.apply(1, &Take5Action::Play(12)).unwrap();
    events.extend(game.apply(2, &Take5Action::Play(13)).unwrap());
    assert!(
        !game.is_over(),
        "seat 0 is out: its 80 cows do not end the game"
    );
    assert_eq!(game.round(), 2);
    assert!(!events
        .iter()
        .any(|e| matches!(e, Take5Event::CowLimitReached { .. })));
    // Seat 0 gets no new hand, and the others play on.
    assert!(game.hand(0).is_empty());
    assert_eq!(game.to_act(), vec![1, 2]);
}

#[test]
fn rule_18_the_game_ends_after_a_round_with_one_seat_left() {
    let (mut game, _) = Take5::new(&options("to-66", 3), 2);
    game.forfeit(0, "crash");
    game.forfeit(2, "crash");
    assert!(!game.is_over());
    let events = play_rounds(&mut game, 1);
    assert!(game.is_over());
    assert_eq!(game.round(), 1);
    let last = &events[events.len() - 2];
    assert_eq!(*last, Take5Event::LastInGame { seat: 1 });
    assert_eq!(
        last.explain(&names_n(3)),
        "Only Bob is still in the game, so it ends with this round."
    );
    assert_eq!(game.outcome().unwrap().ranks, vec![2, 1, 2]);
    // Under the CodinGame rules the last seat plays its five rounds.
    let (mut game, _) = Take5::new(&options("codingame", 3), 2);
    game.forfeit(0, "crash");
    game.forfeit(2, "crash");
    play_rounds(&mut game, 5);
    assert_eq!(game.round(), 5);
}

#[test]
fn rule_18_known_cards_deals_every_card_of_1_to_10n_plus_4() {
    for seats in MIN_SEATS..=MAX_SEATS {
        let options = options("known-cards", seats);
        let top = 10 * seats as u8 + 4;
        assert_eq!(options.deck_top(), top);
        for seed in 0..3 {
            let (game, events) = Take5::new(&options, seed);
            assert!(game.unused().is_empty());
            let mut all: Vec<u8> = game.rows().iter().flatten().copied().collect();
            for seat in 0..seats {
                all.extend_from_slice(game.hand(seat));
            }
            all.sort_unstable();
            assert_eq!(all, (1..=top).collect::<Vec<u8>>());
            let Take5Event::Dealt { deck, rows, .. } = &events[0] else {
                panic!("{events:?}");
            };
            assert_eq!(*deck, top);
            if seats < 10 {
                assert_eq!(
                    events[0].explain(&names_n(seats)),
                    format!(
                        "Round 1 begins with a fresh shuffle of the cards 1 to {top}, all of them dealt: the four rows start with {}, {}, {} and {}, and every player gets 10 cards.",
                        rows[0], rows[1], rows[2], rows[3]
                    )
                );
            }
            // What a seat may see hides exactly the other hands.
            let view = game.view(0);
            assert_eq!(view.deck, top);
            assert!(view.known_cards);
            assert_eq!(view.limit, Some(COW_LIMIT));
        }
    }
    // A prepared deal with a card above the deck is not used.
    let options = Take5Options {
        preset: Some(Deal {
            rows: [1, 2, 3, 4],
            hands: vec![vec![5], vec![25]],
            cows: Vec::new(),
            laid: Vec::new(),
        }),
        ..options("known-cards", 2)
    };
    let (_, events) = Take5::new(&options, 1);
    assert_eq!(
        events[0].explain(&names()),
        "The prepared deal could not be used (it is not a deal the rules allow), so the cards were shuffled instead."
    );
    let deal = options.preset.as_ref().unwrap();
    assert_eq!(
        deal.validate_for(2, options.deck_top()),
        Err("25 is not a card (cards are 1 to 24)".to_string())
    );
}

#[test]
fn rule_18_known_cards_every_round_is_a_new_deal_of_the_same_cards() {
    let (mut game, _) = Take5::new(&options("known-cards", 3), 8);
    let first = game.rows().clone();
    play_rounds(&mut game, 1);
    assert!(!game.is_over());
    assert_eq!(game.round(), 2);
    assert!(game.unused().is_empty());
    assert_ne!(game.rows(), &first);
    let cows: u32 = game.cows().iter().sum();
    assert!(cows > 0 && cows <= row_cows(&(1..=34).collect::<Vec<u8>>()));
}

#[test]
fn a_prepared_deal_for_another_count_is_not_used() {
    let options = Take5Options {
        preset: Some(Deal {
            rows: [1, 2, 3, 4],
            hands: vec![vec![5], vec![6], vec![7]],
            cows: Vec::new(),
            laid: Vec::new(),
        }),
        ..Take5Options::default()
    };
    let (game, events) = Take5::new(&options, 1);
    assert_eq!(
        events[0].explain(&names()),
        "The prepared deal could not be used (it is not a deal the rules allow), so the cards were shuffled instead."
    );
    assert_eq!(
        options.preset.as_ref().unwrap().validate_for(4, 104),
        Err("the deal has 3 hands for 4 players".to_string())
    );
    assert_eq!(game.hand(3).len(), 10);
}
