//! The studio's Fireworks set-up editor apart from its Html: the table a
//! chapter starts from replays the dealt game, the card fields read and
//! write the app's short names, and every edit lands where the set-up
//! check looks (and is refused there when it should be).

use super::setup_form::{
    apply, canonical_cards, cards_text, colour_named, editable, hand_seats, known_of,
    number_choices, parse_cards, preset_of, Edit,
};
use crate::engine::fireworks::{Card, Colour, Fireworks, FireworksOptions, Known, Preset, Rest};
use crate::engine::game::Game;
use crate::engine::study::setup::{SetupProblem, Studio};

fn card(name: &str) -> Card {
    Card::parse_short(name).expect("a card")
}

fn problems(options: &FireworksOptions) -> Vec<SetupProblem> {
    <Fireworks as Studio>::setup_problems(options)
}

fn parts(options: &FireworksOptions) -> Vec<String> {
    problems(options).into_iter().map(|p| p.part).collect()
}

/// The rule sets a chapter may start from, at each table size.
fn rule_sets() -> Vec<FireworksOptions> {
    let mut all = vec![FireworksOptions::default()];
    for name in ["standard", "standard-6-colours", "standard-rainbow"] {
        for players in 2..=5 {
            let mut options = FireworksOptions::preset(name).unwrap();
            options.players = Some(players);
            all.push(options);
        }
    }
    all
}

/// What `events` show, without the physical cards' ids (the two copies
/// of a Red 2 are told apart by id, and a preset takes the copies in id
/// order where the shuffle took them in its own).
fn faces(events: &impl std::fmt::Debug) -> String {
    let text = format!("{events:?}");
    let mut out = String::new();
    for (i, part) in text.split("CardId(").enumerate() {
        if i == 0 {
            out.push_str(part);
        } else {
            out.push_str(part.trim_start_matches(|c: char| c.is_ascii_digit()));
        }
    }
    out
}

/// Plays both games with the first legal action of the seat to act,
/// checking every seat's view is the same before each turn.
fn same_game(a: &mut Fireworks, b: &mut Fireworks) {
    for turn in 0.. {
        for seat in 0..a.seat_count() {
            assert_eq!(
                format!("{:?}", a.view(seat)),
                format!("{:?}", b.view(seat)),
                "seat {seat}'s view at turn {turn}"
            );
        }
        assert_eq!(a.to_act(), b.to_act());
        let Some(&seat) = a.to_act().first() else {
            break;
        };
        let legal = a.legal_actions(seat);
        assert_eq!(legal, b.legal_actions(seat), "turn {turn}");
        // Cycle through the choices so plays, discards and hints happen.
        let action = &legal[turn % legal.len()];
        let (ea, eb) = (a.apply(seat, action), b.apply(seat, action));
        assert_eq!(faces(&ea), faces(&eb), "turn {turn}");
    }
    assert!(a.is_over() && b.is_over());
    assert_eq!(a.outcome(), b.outcome());
}

#[test]
fn the_editable_table_is_the_dealt_round_and_replays_it() {
    for options in rule_sets() {
        for seed in [1, 42] {
            let set_up = editable(&options, seed);
            assert_eq!(problems(&set_up), Vec::new(), "{options:?}");
            let preset = set_up.preset.clone().expect("a preset");
            assert_eq!(set_up.rounds, 1, "a set-up table is one round");
            assert_eq!(preset.fireworks, vec![0; options.deck.colour_count()]);
            assert_eq!(preset.tokens, None, "the rules' maximum");
            assert!(preset.discards.is_empty() && preset.known.is_empty());
            assert_eq!(preset.first, 0);
            assert!(preset.mistakes.iter().all(|&m| m == 0));
            let dealt = options.clone().one_round();
            let (mut a, _) = Fireworks::new(&dealt, seed);
            let (mut b, _) = Fireworks::new(&set_up, seed);
            for (id, hand) in a.round().hands.iter().enumerate() {
                let cards: Vec<Card> = hand.iter().flatten().map(|c| c.card()).collect();
                assert_eq!(cards, preset.hands[id], "hand {id}");
            }
            let cards = preset.hands.iter().map(Vec::len).sum::<usize>() + preset.deck.len();
            assert_eq!(cards, options.deck.size(), "the whole deck is listed");
            same_game(&mut a, &mut b);
        }
    }
}

#[test]
fn a_shortened_deck_keeps_the_hands_and_its_top() {
    let options = FireworksOptions::default();
    let set_up = editable(&options, 5);
    let preset = set_up.preset.clone().unwrap();
    let top = preset.deck[..3].to_vec();
    let short = apply(&set_up, Edit::Deck(top.clone()));
    assert_eq!(problems(&short), Vec::new());
    let (game, _) = Fireworks::new(&short, 5);
    let hands: Vec<Vec<Card>> = game
        .round()
        .hands
        .iter()
        .map(|h| h.iter().flatten().map(|c| c.card()).collect())
        .collect();
    assert_eq!(hands, preset.hands);
    let drawn: Vec<Card> = game
        .round()
        .deck
        .iter()
        .rev()
        .take(3)
        .map(|id| id.card())
        .collect();
    assert_eq!(drawn, top);
}

#[test]
fn options_with_a_preset_are_kept() {
    let options = FireworksOptions {
        preset: Some(Preset {
            hands: vec![vec![card("R1")]],
            ..Preset::default()
        }),
        ..FireworksOptions::default()
    };
    assert_eq!(editable(&options, 3), options);
    assert_eq!(preset_of(&options), options.preset.clone().unwrap());
    assert_eq!(
        preset_of(&FireworksOptions::default()),
        editable(&FireworksOptions::default(), 0).preset.unwrap()
    );
}

#[test]
fn card_fields_read_short_names_in_any_case_and_protocol_words() {
    assert_eq!(
        parse_cards("R1 g3, B5  y2 W4 m1 RED-2").unwrap(),
        ["R1", "G3", "B5", "Y2", "W4", "M1", "R2"]
            .map(card)
            .to_vec()
    );
    assert_eq!(parse_cards("  ").unwrap(), Vec::new());
    assert_eq!(cards_text(&parse_cards("r1 ,g2").unwrap()), "R1 G2");
    assert_eq!(canonical_cards("r1 g2 ").unwrap(), "R1 G2");
}

#[test]
fn card_fields_refuse_what_is_not_a_card_and_name_it() {
    let error = parse_cards("R1 X3 R6 G").unwrap_err();
    assert!(
        error.starts_with("`X3`, `R6`, `G` are not a card"),
        "{error}"
    );
    let one = canonical_cards("R0").unwrap_err();
    assert!(one.starts_with("`R0` is not a card"), "{one}");
    assert!(one.contains("as in R3"), "{one}");
}

#[test]
fn hands_are_named_by_their_seats_from_one() {
    assert_eq!(hand_seats(&FireworksOptions::default()), vec![2, 3, 4]);
    let table = FireworksOptions::preset("standard").unwrap();
    assert_eq!(hand_seats(&table), vec![1, 2]);
}

#[test]
fn every_edit_changes_its_part_only() {
    let options = editable(&FireworksOptions::default(), 9);
    let before = options.preset.clone().unwrap();
    let after = |edit: Edit| apply(&options, edit).preset.unwrap();
    let hand = ["R1", "R1", "W1", "B1", "G1"].map(card).to_vec();
    assert_eq!(after(Edit::Hand(1, hand.clone())).hands[1], hand);
    assert_eq!(after(Edit::Deck(vec![card("Y5")])).deck, vec![card("Y5")]);
    assert_eq!(after(Edit::Rest(Rest::Discarded)).rest, Rest::Discarded);
    assert_eq!(
        after(Edit::Height(Colour::Blue, 3)).fireworks,
        [0, 0, 3, 0, 0]
    );
    assert_eq!(
        after(Edit::Discards(vec![card("G2")])).discards,
        [card("G2")]
    );
    assert_eq!(after(Edit::Tokens(4)).tokens, Some(4));
    assert_eq!(after(Edit::Mistakes(2, 1)).mistakes, [0, 0, 1]);
    assert_eq!(after(Edit::First(2)).first, 2);
    let edited = after(Edit::First(1));
    assert_eq!(Preset { first: 0, ..edited }, before, "nothing else moved");
    let rest = apply(&options, Edit::Rest(Rest::Discarded));
    assert_eq!(
        (rest.rules, rest.rounds, rest.players, rest.deck),
        (options.rules, options.rounds, options.players, options.deck)
    );
}

#[test]
fn lists_grow_to_reach_an_edit() {
    let mut options = FireworksOptions::preset("standard").unwrap();
    options.preset = Some(Preset::default());
    let edited = apply(&options, Edit::Height(Colour::Green, 2));
    assert_eq!(edited.preset.unwrap().fireworks, [0, 0, 0, 2]);
    let edited = apply(&options, Edit::Hand(1, vec![card("R1")]));
    assert_eq!(edited.preset.unwrap().hands, [vec![], vec![card("R1")]]);
}

#[test]
fn knowledge_keeps_only_what_is_known() {
    let options = editable(&FireworksOptions::default(), 9);
    let red = Known {
        colour: Some(Colour::Red),
        level: None,
    };
    let set = apply(&options, Edit::Known(1, 2, red));
    let preset = set.preset.clone().unwrap();
    assert_eq!(
        preset.known,
        vec![vec![], vec![Known::default(), Known::default(), red]]
    );
    assert_eq!(known_of(&preset, 1, 2), red);
    assert_eq!(known_of(&preset, 2, 4), Known::default());
    let cleared = apply(&set, Edit::Known(1, 2, Known::default()));
    assert!(cleared.preset.unwrap().known.is_empty());
}

#[test]
fn selects_offer_the_range_and_a_value_beyond_it() {
    assert_eq!(number_choices(3, 1), vec![0, 1, 2, 3]);
    assert_eq!(number_choices(2, 5), vec![0, 1, 2, 5]);
    assert_eq!(colour_named("multicolour"), Some(Colour::Multicolor));
    assert_eq!(colour_named(""), None);
}

/// The dealt CodinGame round with the first hand's first card known as
/// `known`.
fn knowing(known: Known) -> FireworksOptions {
    let options = editable(&FireworksOptions::default(), 9);
    apply(&options, Edit::Known(0, 0, known))
}

#[test]
fn the_editor_shows_each_refusal_on_its_control() {
    let options = editable(&FireworksOptions::default(), 9);
    let preset = options.preset.clone().unwrap();
    // A card more often than the deck holds it: every copy is already
    // in a hand or the deck, so a discarded one is one too many.
    let extra = apply(&options, Edit::Discards(vec![preset.hands[0][0]]));
    let found = problems(&extra);
    assert_eq!(parts(&extra), ["discards"]);
    assert!(found[0]
        .message
        .contains("is used more often than the deck holds it"));
    // A short hand.
    let short = apply(&options, Edit::Hand(2, vec![card("R1")]));
    assert!(parts(&short).contains(&"hand 3".to_owned()));
    // A height out of range, and a firework of a colour not in play.
    let high = apply(&options, Edit::Height(Colour::White, 6));
    assert!(parts(&high).contains(&"firework white".to_owned()));
    let multi = apply(&options, Edit::Height(Colour::Multicolor, 1));
    assert!(parts(&multi).contains(&"firework multicolour".to_owned()));
    // Tokens above the rules' maximum, mistakes at the fatal one, a
    // first player not at the table, an empty deck.
    assert_eq!(parts(&apply(&options, Edit::Tokens(13))), ["tokens"]);
    let mut mistakes = apply(&options, Edit::Mistakes(0, 2));
    mistakes = apply(&mistakes, Edit::Mistakes(1, 2));
    assert_eq!(parts(&mistakes), ["mistakes"]);
    assert_eq!(parts(&apply(&options, Edit::First(3))), ["first"]);
    let empty = apply(&options, Edit::Deck(Vec::new()));
    assert_eq!(parts(&apply(&empty, Edit::Rest(Rest::Discarded))), ["deck"]);
    // A multicolour card in a five-colour deck.
    let mut discards = apply(&options, Edit::Deck(Vec::new()));
    discards = apply(&discards, Edit::Discards(vec![card("M1")]));
    assert_eq!(parts(&discards), ["discards"]);
    // Knowledge that contradicts the card, or names a colour not in play.
    let first_card = preset.hands[0][0];
    let other_level = first_card.level % 5 + 1;
    let wrong_level = knowing(Known {
        colour: None,
        level: Some(other_level),
    });
    assert_eq!(parts(&wrong_level), ["knowledge 1"]);
    let other_colour = Colour::ALL[(first_card.colour.index() + 1) % 5];
    let wrong_colour = knowing(Known {
        colour: Some(other_colour),
        level: None,
    });
    assert_eq!(parts(&wrong_colour), ["knowledge 1"]);
    let no_such = knowing(Known {
        colour: Some(Colour::Multicolor),
        level: None,
    });
    assert_eq!(parts(&no_such), ["knowledge 1"]);
    let right = knowing(Known {
        colour: Some(first_card.colour),
        level: Some(first_card.level),
    });
    assert_eq!(problems(&right), Vec::new());
}

#[test]
fn a_table_edited_then_made_smaller_shows_what_no_longer_fits() {
    // Three players with mistakes and knowledge for the third, then the
    // studio's table of two: the parts that no longer fit are named.
    let mut three = FireworksOptions::preset("standard").unwrap();
    three.players = Some(3);
    let mut set_up = editable(&three, 4);
    set_up = apply(&set_up, Edit::Mistakes(2, 1));
    let third = set_up.preset.as_ref().unwrap().hands[2][0];
    set_up = apply(
        &set_up,
        Edit::Known(
            2,
            0,
            Known {
                colour: Some(third.colour),
                level: None,
            },
        ),
    );
    assert_eq!(problems(&set_up), Vec::new());
    let mut two = set_up.clone();
    two.players = Some(2);
    let found = problems(&two);
    let messages: Vec<&str> = found.iter().map(|p| p.message.as_str()).collect();
    assert!(
        messages.contains(&"2 hands are needed, not 3"),
        "{messages:?}"
    );
    assert!(
        messages.contains(&"mistakes are given for 3 players, but 2 play"),
        "{messages:?}"
    );
}

#[test]
fn every_mark_target_has_a_selector_and_nothing_else_does() {
    use super::setup_form::mark_selector;
    let (game, _) = Fireworks::new(&FireworksOptions::preset("standard-rainbow").unwrap(), 2);
    for target in game.mark_targets() {
        assert!(mark_selector(&target).is_some(), "{target}");
    }
    assert_eq!(
        mark_selector("pile red").unwrap(),
        ".fw-middle .fw-firework.fw-red"
    );
    assert_eq!(
        mark_selector("pile multicolour").unwrap(),
        ".fw-middle .fw-firework.fw-multicolour"
    );
    assert_eq!(
        mark_selector("card 2 A").unwrap(),
        ".fw-hand[data-seat=\"2\"] .fw-card-slot[data-slot=\"A\"]"
    );
    for other in [
        "pile purple",
        "card 0 A",
        "card 2 F",
        "card x A",
        "row 2",
        "card 2",
        "",
    ] {
        assert_eq!(mark_selector(other), None, "{other}");
    }
}
