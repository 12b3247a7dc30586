//! The set-up editor's model: the table a chapter starts from, how the
//! fields are read and what each edit makes of the options.

use super::*;
use crate::engine::game::Game;
use crate::engine::study::setup::{SetupProblem, Studio};
use crate::engine::take5::{Take5Action, Take5Event};

/// Plays the first round of `a` and `b` side by side (each seat to act
/// takes its first legal action), asserting after every step that every
/// seat sees the same and may do the same.
fn assert_same_first_round(a: &Take5Options, b: &Take5Options, seed: u64) {
    let (mut one, _) = Take5::new(a, seed);
    let (mut two, _) = Take5::new(b, seed);
    let mut steps = 0;
    loop {
        if one.is_over() || one.round() > 1 {
            break;
        }
        assert_eq!(one.to_act(), two.to_act(), "step {steps}");
        assert_eq!(one.cows(), two.cows(), "step {steps}");
        for seat in 0..one.seats() {
            assert_eq!(one.view(seat), two.view(seat), "seat {seat}, step {steps}");
            assert_eq!(
                one.legal_actions(seat),
                two.legal_actions(seat),
                "seat {seat}, step {steps}"
            );
        }
        let seat = one.to_act()[0];
        let action: Take5Action = one.legal_actions(seat)[0];
        // The next round is dealt afresh from the seed's stream, which a
        // preset round leaves elsewhere: the first round is the same game,
        // its last step's events all but the next deal.
        let first_round = |events: Result<Vec<Take5Event>, _>| {
            events.map(|events| {
                events
                    .into_iter()
                    .filter(|e| !matches!(e, Take5Event::Dealt { .. }))
                    .collect::<Vec<_>>()
            })
        };
        assert_eq!(
            first_round(one.apply(seat, &action)),
            first_round(two.apply(seat, &action))
        );
        steps += 1;
    }
    assert!(steps >= 4, "a round was played: {steps} steps");
}

#[test]
fn the_editable_table_is_the_table_the_seed_deals() {
    let rule_sets = ["codingame", "to-66", "known-cards"];
    for (i, (name, seats)) in rule_sets
        .iter()
        .flat_map(|n| [2, 4, 10].map(|s| (*n, s)))
        .enumerate()
    {
        let options = Take5::with_seat_count(&Take5Options::preset(name).unwrap(), seats).unwrap();
        let seed = 7 + 1000 * i as u64;
        let table = editable(&options, seed);
        let deal = table.preset.clone().expect("a deal is filled in");
        assert_eq!(
            Take5::setup_problems(&table),
            Vec::new(),
            "{name} x {seats}"
        );
        assert_eq!(deal.hands.len(), seats);
        assert!(deal.hands.iter().all(|h| h.len() == HAND_SIZE));
        assert!(deal.cows.is_empty() && deal.laid.is_empty());
        assert_eq!(
            Take5Options {
                preset: None,
                ..table.clone()
            },
            options,
            "only the deal is added"
        );
        assert_same_first_round(&options, &table, seed);
    }
}

#[test]
fn a_valid_deal_is_kept_and_an_invalid_one_is_the_shuffle_played_instead() {
    let seed = 42;
    let table = editable(&Take5Options::default(), seed);
    assert_eq!(editable(&table, 99), table);
    let mut broken = table.clone();
    broken.preset.as_mut().unwrap().hands.pop();
    let fixed = editable(&broken, seed);
    assert_eq!(fixed, table);
    assert_same_first_round(&broken, &fixed, seed);
}

#[test]
fn dealing_again_shuffles_and_keeps_the_cows() {
    let table = with_cows(&editable(&Take5Options::default(), 1), 2, 30);
    let again = deal_again(&table, 2);
    let deal = again.preset.clone().unwrap();
    assert_eq!(deal.cows, vec![0, 0, 30, 0]);
    assert_ne!(deal.hands, table.preset.unwrap().hands);
    assert_eq!(Take5::setup_problems(&again), Vec::new());
}

#[test]
fn cards_are_read_leniently() {
    let read = parse_cards(" 3, 17  42;5,,");
    assert_eq!(read.cards, vec![3, 17, 42, 5]);
    assert!(read.bad.is_empty());
    let read = parse_cards("12 x 0 300 -4 7.5 105");
    assert_eq!(read.cards, vec![12, 105]);
    assert_eq!(read.bad, ["x", "0", "300", "-4", "7.5"]);
    assert_eq!(parse_cards(""), CardsText::default());
    assert_eq!(cards_text(&[3, 17, 42]), "3 17 42");
}

#[test]
fn words_that_are_no_card_are_named_in_a_sentence() {
    assert_eq!(typing_problem(&[]), None);
    assert_eq!(
        typing_problem(&["x".into()]).unwrap(),
        "“x” is not a card: type numbers from 1 to 104, separated by spaces or commas"
    );
    assert_eq!(
        typing_problem(&["a".into(), "0".into(), "300".into()]).unwrap(),
        "“a”, “0” and “300” are not cards: type numbers from 1 to 104, separated by spaces or commas"
    );
}

#[test]
fn cows_are_a_whole_number_and_empty_is_none() {
    assert_eq!(parse_cows(" 12 "), Ok(12));
    assert_eq!(parse_cows(""), Ok(0));
    assert_eq!(
        parse_cows("twelve"),
        Err("“twelve” is not a number of cows: type a whole number, like 12".into())
    );
    assert!(parse_cows("-3").is_err());
}

#[test]
fn a_row_edit_sets_its_first_card_and_the_cards_laid_after_it() {
    let table = editable(&Take5Options::default(), 5);
    let first = table.preset.as_ref().unwrap().rows;
    let mut cards = vec![first[1]];
    cards.extend(
        (1..=104)
            .filter(|c| *c > first[1] && !in_table(&table, *c))
            .take(2),
    );
    let laid = with_row(&table, 1, &cards);
    let deal = laid.preset.clone().unwrap();
    assert_eq!(deal.row(1), cards);
    assert_eq!(deal.laid, vec![vec![], cards[1..].to_vec()]);
    assert_eq!(row_text(&deal, 1), cards_text(&cards));
    assert_eq!(Take5::setup_problems(&laid), Vec::new());
    let back = with_row(&laid, 1, &cards[..1]);
    assert_eq!(back, table, "no laid list is left when no row has one");
}

fn in_table(options: &Take5Options, card: Card) -> bool {
    let deal = options.preset.as_ref().unwrap();
    (0..ROWS).any(|r| deal.row(r).contains(&card))
        || deal.hands.iter().flatten().any(|&c| c == card)
}

#[test]
fn an_emptied_row_is_kept_and_named() {
    let table = with_row(&editable(&Take5Options::default(), 5), 2, &[]);
    let deal = table.preset.clone().unwrap();
    assert_eq!(deal.rows[2], 0);
    assert_eq!(row_text(&deal, 2), "");
    assert_eq!(
        Take5::setup_problems(&table),
        vec![SetupProblem::new(
            "row 3",
            "row 3 has no card: a row holds 1 to 5 cards"
        )]
    );
}

#[test]
fn cows_are_kept_per_seat_and_dropped_when_all_are_none() {
    let table = editable(&Take5Options::default(), 5);
    let some = with_cows(&table, 3, 17);
    assert_eq!(some.preset.as_ref().unwrap().cows, vec![0, 0, 0, 17]);
    assert_eq!(cows_text(some.preset.as_ref().unwrap(), 3), "17");
    assert_eq!(cows_text(table.preset.as_ref().unwrap(), 3), "0");
    assert_eq!(with_cows(&some, 3, 0), table);
}

#[test]
fn hands_can_be_cut_or_filled_to_one_size() {
    let table = editable(&Take5Options::default(), 5);
    let small = with_hand_size(&table, 3);
    let deal = small.preset.clone().unwrap();
    assert_eq!(hand_size(&deal), 3);
    for (seat, hand) in deal.hands.iter().enumerate() {
        assert_eq!(hand[..], table.preset.as_ref().unwrap().hands[seat][..3]);
    }
    assert_eq!(Take5::setup_problems(&small), Vec::new());
    let full = with_hand_size(&small, 10);
    assert_eq!(hand_size(full.preset.as_ref().unwrap()), 10);
    assert_eq!(Take5::setup_problems(&full), Vec::new());
}

#[test]
fn with_no_deal_the_editor_starts_from_an_empty_table() {
    let options = Take5Options::default();
    let deal = deal_of(&options);
    assert_eq!(deal.hands, vec![Vec::<Card>::new(); 4]);
    assert_eq!(
        (0..ROWS).map(|r| row_text(&deal, r)).collect::<Vec<_>>(),
        ["", "", "", ""]
    );
    let one = with_hand(&options, 0, &[5]);
    let parts: Vec<String> = Take5::setup_problems(&one)
        .into_iter()
        .map(|p| p.part)
        .collect();
    assert!(parts.contains(&"row 1".to_owned()) && parts.contains(&"hand 2".to_owned()));
}

#[test]
fn every_refusal_of_an_edit_keeps_the_edit_and_names_its_field() {
    let table = editable(&Take5Options::default(), 11);
    let deal = table.preset.clone().unwrap();
    let parts = |options: &Take5Options| -> Vec<String> {
        Take5::setup_problems(options)
            .into_iter()
            .map(|p| p.part)
            .collect()
    };
    // A card twice: the row's first card typed into hand 2 as well.
    let mut hand = deal.hands[1].clone();
    hand[0] = deal.rows[0];
    let twice = with_hand(&table, 1, &hand);
    assert_eq!(twice.preset.as_ref().unwrap().hands[1], hand);
    assert_eq!(parts(&twice), ["hand 2"]);
    // A card beyond the deck.
    let beyond = with_hand(&table, 3, &[105]);
    assert_eq!(parts(&beyond), ["hand 4", "hand 4"]);
    // Six cards on a row, and a row that goes down.
    let six = with_row(&table, 0, &[1, 2, 3, 4, 5, 6]);
    assert!(Take5::setup_problems(&six)
        .iter()
        .any(|p| p.message == "row 1 holds 6 cards: a row holds 1 to 5 (a sixth card takes it)"));
    let down = with_row(&table, 3, &[deal.rows[3], 1]);
    assert!(Take5::setup_problems(&down)
        .iter()
        .any(|p| p.part == "row 4" && p.message.starts_with("row 4 must increase")));
    // Eleven cards in a hand, and a hand of another size than the rest.
    let mut eleven = deal.hands[2].clone();
    eleven.push(deal.hands[0][0]);
    assert!(parts(&with_hand(&table, 2, &eleven)).contains(&"hand 3".to_owned()));
    let short = with_hand(&table, 2, &deal.hands[2][..4]);
    assert_eq!(parts(&short), ["hand 3"]);
    // A fifth hand at a table of four.
    let extra = with_hand(&table, 4, &[]);
    assert_eq!(hand_fields(&extra), 5);
    assert!(parts(&extra).contains(&String::new()));
}

#[test]
fn a_field_keeps_what_is_typed_while_it_means_the_same() {
    assert_eq!(shown_text(None, "3 17", false), "3 17");
    assert_eq!(shown_text(Some("3, 17"), "3 17", false), "3, 17");
    assert_eq!(shown_text(Some("3, 17, x"), "3 17", false), "3, 17, x");
    assert_eq!(
        shown_text(Some("3, 1"), "3 17", false),
        "3 17",
        "changed elsewhere"
    );
    assert_eq!(shown_text(Some(""), "0", true), "");
    assert_eq!(shown_text(Some("1o"), "10", true), "1o");
    assert_eq!(shown_text(Some("4"), "10", true), "10");
}

#[test]
fn every_mark_a_table_offers_has_a_selector_and_nothing_else_does() {
    let (game, _) = Take5::new(&Take5Options::default(), 3);
    for target in game.mark_targets() {
        assert!(mark_selector(&target).is_some(), "{target}");
    }
    assert_eq!(
        mark_selector("row 2").as_deref(),
        Some(".t5-table > .t5-row:nth-of-type(2)")
    );
    assert_eq!(
        mark_selector("card 55").as_deref(),
        Some(".t5-table .t5-card[data-card=\"55\"]")
    );
    for bad in ["row 5", "row 0", "card 105", "card x", "hand 1", "row"] {
        assert_eq!(mark_selector(bad), None, "{bad}");
    }
}
