//! The studio's set-up problems of a preset round (one test per refusal,
//! each naming its part), the preset's first player and knowledge, and
//! what a teacher can mark.

use super::{act, cards, game, hint, names, preset, table, table_options, table_preset, HANDS};
use crate::engine::fireworks::actions::Clue;
use crate::engine::fireworks::cards::Colour;
use crate::engine::fireworks::options::{Deck, FireworksOptions, Known, Preset, Rest, Rules};
use crate::engine::fireworks::round::Layout;
use crate::engine::fireworks::state::Fireworks;
use crate::engine::fireworks::FireworksEvent;
use crate::engine::game::{Explain, Game};
use crate::engine::lesson::HasLessons;
use crate::engine::protocol::Protocol;
use crate::engine::study::setup::{SetupProblem, Studio};

/// One-round CodinGame options from `preset` (Bob, Celia and David play:
/// round ids 0, 1, 2, seats 1, 2, 3).
fn options(preset: Preset) -> FireworksOptions {
    FireworksOptions {
        rounds: 1,
        preset: Some(preset),
        ..FireworksOptions::default()
    }
}

fn problems(preset: Preset) -> Vec<SetupProblem> {
    Fireworks::setup_problems(&options(preset))
}

fn parts(preset: Preset) -> Vec<String> {
    problems(preset).into_iter().map(|p| p.part).collect()
}

/// The one problem of `preset`.
fn only(preset: Preset) -> SetupProblem {
    let found = problems(preset);
    assert_eq!(found.len(), 1, "{found:?}");
    found[0].clone()
}

fn knows(colour: Option<Colour>, level: Option<u8>) -> Known {
    Known { colour, level }
}

/// The usual hands with `known` as Celia's (hand 2's) knowledge.
fn celia_knows(known: Vec<Known>) -> Preset {
    Preset {
        known: vec![Vec::new(), known],
        ..preset(HANDS, "")
    }
}

#[test]
fn a_valid_preset_and_no_preset_have_no_problems() {
    assert_eq!(problems(preset(HANDS, "W4 Y3")), Vec::new());
    assert_eq!(
        Fireworks::setup_problems(&FireworksOptions::default()),
        Vec::new()
    );
}

#[test]
fn every_lesson_preset_has_no_problems() {
    for lesson in Fireworks::lessons() {
        if lesson.options.preset.is_some() {
            assert_eq!(
                Fireworks::setup_problems(&lesson.options),
                Vec::new(),
                "lesson {}",
                lesson.number
            );
        }
    }
}

#[test]
fn one_hand_per_player() {
    let mut two = preset(HANDS, "");
    two.hands.pop();
    assert_eq!(
        only(two),
        SetupProblem::new("", "3 hands are needed, not 2")
    );
}

#[test]
fn a_hand_of_the_wrong_size() {
    let mut short = preset(HANDS, "");
    short.hands[1].pop();
    assert_eq!(
        only(short),
        SetupProblem::new("hand 2", "hand 2 must hold 5 cards, not 4")
    );
}

#[test]
fn a_card_used_more_often_than_the_deck_holds_it() {
    let mut fives = preset(HANDS, "");
    fives.hands[0][0] = cards("R5")[0];
    let problem = only(fives);
    assert_eq!(problem.part, "hand 2", "the second Red 5 is Celia's");
    assert!(
        problem.message.contains("Red 5 is used more often"),
        "{problem:?}"
    );
    let mut discards = preset(HANDS, "");
    discards.discards = cards("G5");
    assert_eq!(only(discards).part, "discards");
    let mut deck = preset(HANDS, "G5");
    deck.rest = Rest::Discarded;
    assert_eq!(only(deck).part, "deck");
    let mut firework = preset(HANDS, "");
    firework.fireworks = vec![0, 5];
    assert_eq!(only(firework).part, "hand 2", "R5 is on the red firework");
}

#[test]
fn a_multicolour_card_without_the_sixth_colour() {
    let multi = preset(HANDS, "M1");
    let problem = only(multi);
    assert_eq!(problem.part, "deck");
    assert!(problem.message.contains("not in this deck"), "{problem:?}");
}

#[test]
fn a_firework_above_five_or_of_a_colour_not_in_play() {
    let mut high = preset(HANDS, "");
    high.fireworks = vec![0, 0, 6];
    assert_eq!(
        only(high),
        SetupProblem::new("firework blue", "the blue firework cannot be at 6")
    );
    let mut sixth = preset(HANDS, "");
    sixth.fireworks = vec![0, 0, 0, 0, 0, 1];
    assert_eq!(only(sixth).part, "firework multicolour");
    let mut seven = preset(HANDS, "");
    seven.fireworks = vec![0; 7];
    assert_eq!(only(seven).part, "");
}

#[test]
fn an_empty_deck() {
    let mut empty = preset(HANDS, "");
    empty.rest = Rest::Discarded;
    assert_eq!(
        only(empty),
        SetupProblem::new("deck", "the deck must hold at least one card")
    );
}

#[test]
fn too_many_tokens() {
    let mut tokens = preset(HANDS, "");
    tokens.tokens = Some(13);
    assert_eq!(
        only(tokens),
        SetupProblem::new("tokens", "at most 12 tokens")
    );
}

#[test]
fn mistakes_at_the_fatal_count_are_a_game_already_over() {
    let mut fatal = preset(HANDS, "");
    fatal.mistakes = vec![2, 1, 1];
    let problem = only(fatal);
    assert_eq!(problem.part, "mistakes");
    assert!(
        problem.message.contains("mistake 4 ends the game"),
        "{problem:?}"
    );
    let mut three = preset(HANDS, "");
    three.mistakes = vec![1, 1, 1];
    assert_eq!(problems(three), Vec::new(), "three are allowed");
    let mut four = preset(HANDS, "");
    four.mistakes = vec![0; 4];
    assert_eq!(only(four).part, "mistakes");
}

#[test]
fn every_firework_complete_is_a_game_already_over() {
    let hands = ["M1 M1 M1 M2 M2", "M3 M3 M4 M4 M5", "W1 W1 W1 W2 W2"];
    let mut options = table_options(3, Deck::SixColours);
    options.preset = Some(Preset {
        fireworks: vec![5, 5, 5, 5, 5, 4],
        ..table_preset(&hands[..], "")
    });
    let found = Fireworks::setup_problems(&options);
    assert!(
        found.iter().all(|p| !p.message.contains("already over")),
        "{found:?}"
    );
    let done = Preset {
        fireworks: vec![5; 5],
        ..table_preset(&["M1 M1 M1 M2 M2", "M3 M3 M4 M4 M5"], "")
    };
    let mut options = table_options(2, Deck::SixColours);
    options.preset = Some(done.clone());
    assert_eq!(
        Fireworks::setup_problems(&options),
        Vec::new(),
        "the multicolour firework is still to build"
    );
    let mut five = table_options(2, Deck::FiveColours);
    five.preset = Some(Preset {
        hands: vec![cards("W1 W1 W2 W3 W4"), cards("R1 R1 R2 R3 R4")],
        ..done
    });
    assert_eq!(
        Fireworks::setup_problems(&five),
        vec![SetupProblem::new(
            "",
            "every firework is complete: the game is already over"
        )]
    );
}

#[test]
fn the_first_player_is_a_player_of_the_round() {
    let mut fourth = preset(HANDS, "");
    fourth.first = 3;
    assert_eq!(
        only(fourth),
        SetupProblem::new("first", "there are 3 players: player 4 cannot play first")
    );
}

#[test]
fn knowledge_that_contradicts_the_card() {
    // Celia's hand: R2 W3 R3 B4 R5.
    let level = celia_knows(vec![knows(None, None), knows(None, Some(4))]);
    assert_eq!(
        only(level),
        SetupProblem::new("knowledge 2", "card B of hand 2 is a 3, not a 4")
    );
    let colour = celia_knows(vec![knows(Some(Colour::Blue), Some(2))]);
    assert_eq!(
        only(colour),
        SetupProblem::new("knowledge 2", "card A of hand 2 is red, not blue")
    );
}

#[test]
fn knowledge_outside_the_deck_or_the_hand() {
    let multi = celia_knows(vec![knows(Some(Colour::Multicolor), None)]);
    assert_eq!(only(multi).part, "knowledge 2");
    let seven = celia_knows(vec![knows(None, Some(7))]);
    assert!(only(seven).message.contains("levels are 1 to 5"));
    let six = celia_knows(vec![Known::default(); 6]);
    assert_eq!(
        only(six),
        SetupProblem::new("knowledge 2", "hand 2 holds 5 cards, not 6")
    );
    let mut four = preset(HANDS, "");
    four.known = vec![Vec::new(); 4];
    assert_eq!(only(four).part, "");
}

#[test]
fn every_problem_is_reported_and_validate_gives_the_first() {
    let mut bad = celia_knows(vec![knows(None, Some(1))]);
    bad.tokens = Some(20);
    bad.first = 5;
    bad.hands[2].pop();
    assert_eq!(
        parts(bad.clone()),
        ["hand 3", "tokens", "first", "knowledge 2"]
    );
    assert_eq!(
        bad.validate(Rules::CODINGAME, Layout::default()),
        Err("hand 3 must hold 5 cards, not 4".to_string())
    );
}

#[test]
fn the_first_player_of_a_preset_acts_first() {
    let mut celia = preset(HANDS, "");
    celia.first = 1;
    let (mut game, events) = Fireworks::new(&options(celia), 7);
    assert_eq!(game.to_act(), vec![2], "Celia, round id 1");
    assert_eq!(game.view(1).to_act, Some(2));
    let started = events[0].explain(&names());
    assert!(started.contains("Celia first"), "{started}");
    act(&mut game, hint(3, Clue::Level(2)));
    assert_eq!(game.to_act(), vec![3], "then David");
    act(&mut game, hint(1, Clue::Level(1)));
    assert_eq!(game.to_act(), vec![1], "then Bob");
    // Celia's first input starts the round; no one acted before her.
    let celia_first = {
        let mut fresh = preset(HANDS, "");
        fresh.first = 1;
        Fireworks::new(&options(fresh), 7).0
    };
    let input = celia_first.turn_input(2);
    assert_eq!(input[2], "1:NEWGAME");
    assert!(input[3].starts_with("0:CARD:A:"), "{input:?}");
}

#[test]
fn the_first_player_is_left_out_of_the_event_json_at_zero() {
    let (_, events) = Fireworks::new(&options(preset(HANDS, "")), 7);
    let json = serde_json::to_string(&events[0]).unwrap();
    assert!(!json.contains("\"first\""), "{json}");
    let mut celia = preset(HANDS, "");
    celia.first = 2;
    let (_, events) = Fireworks::new(&options(celia), 7);
    assert!(matches!(
        events[0],
        FireworksEvent::RoundStarted { first: 2, .. }
    ));
    assert!(serde_json::to_string(&events[0])
        .unwrap()
        .contains("\"first\":2"));
}

#[test]
fn preset_knowledge_is_what_the_hints_would_have_said() {
    // A real hint: Bob tells Celia her 3s (slots B and C).
    let mut hinted = game(preset(HANDS, ""));
    act(&mut hinted, hint(2, Clue::Level(3)));
    // The same knowledge set up: Celia's B and C are known 3s; Bob's
    // Red 1 in slot A is known red.
    let known = Preset {
        known: vec![
            vec![knows(Some(Colour::Red), None)],
            vec![Known::default(), knows(None, Some(3)), knows(None, Some(3))],
        ],
        ..preset(HANDS, "")
    };
    assert_eq!(problems(known.clone()), Vec::new());
    let set_up = game(known);
    let real = hinted.view(2);
    let view = set_up.view(2);
    for slot in [1, 2] {
        assert_eq!(
            view.hands[1][slot].unwrap().hints,
            real.hands[1][slot].unwrap().hints
        );
        assert_eq!(view.hands[1][slot].unwrap().hints.named_level, Some(3));
    }
    assert!(
        !view.hands[1][0].unwrap().hints.touched(),
        "nothing known of A"
    );
    let bobs = view.hands[0][0].unwrap().hints;
    assert_eq!(bobs.named_colour, Some(Colour::Red));
    assert_eq!(bobs.colour(), Some(Colour::Red));
    // The protocol shows Celia her known levels, as after the real hint.
    let own = |lines: Vec<String>| -> Vec<String> {
        lines
            .into_iter()
            .filter(|l| l.starts_with("1:CARD:"))
            .collect()
    };
    let mut set_up = set_up;
    act(&mut set_up, hint(3, Clue::Level(2)));
    assert_eq!(
        own(set_up.turn_input(2)),
        [
            "1:CARD:A:?-?",
            "1:CARD:B:?-3",
            "1:CARD:C:?-3",
            "1:CARD:D:?-?",
            "1:CARD:E:?-?"
        ]
    );
    assert_eq!(own(hinted.turn_input(2)), own(set_up.turn_input(2)));
    // Bob reads his own known colour.
    act(&mut set_up, hint(3, Clue::Level(5)));
    let bob = set_up.turn_input(1);
    assert!(bob.contains(&"0:CARD:A:RED-?".to_string()), "{bob:?}");
}

#[test]
fn under_rainbow_a_known_colour_follows_the_rainbow_reading() {
    // The learner holds M1 and R2 (slots A and B); Bob holds B3.
    let hands = ["M1 R2 W1 W1 W1", "B3 G1 G1 G1 Y1"];
    let setup = |known: Vec<Known>| -> FireworksOptions {
        let mut options = table_options(2, Deck::Rainbow);
        options.preset = Some(Preset {
            known: vec![known],
            ..table_preset(&hands[..], "")
        });
        options
    };
    // A red hint touches a multicolour card: no problem, and the holder
    // is shown no colour (it could be red or multicolour).
    let red = setup(vec![
        knows(Some(Colour::Red), None),
        knows(Some(Colour::Red), None),
    ]);
    assert_eq!(Fireworks::setup_problems(&red), Vec::new());
    let game = Fireworks::new(&red, 1).0;
    let hints = game.view(0).hands[0][0].unwrap().hints;
    assert_eq!(hints.shown_colour(true), None);
    assert_eq!(
        hints.colours,
        (1 << Colour::Red.index()) | (1 << Colour::Multicolor.index())
    );
    // Known multicolour: two colour hints touched it; it is shown.
    let multi = setup(vec![knows(Some(Colour::Multicolor), Some(1))]);
    assert_eq!(Fireworks::setup_problems(&multi), Vec::new());
    let game = Fireworks::new(&multi, 1).0;
    let hints = game.view(0).hands[0][0].unwrap().hints;
    assert_eq!(hints.shown_colour(true), Some(Colour::Multicolor));
    assert_eq!(hints.colour(), Some(Colour::Multicolor));
    // A red card cannot be known multicolour, nor a red card known blue.
    let wrong = setup(vec![
        Known::default(),
        knows(Some(Colour::Multicolor), None),
    ]);
    assert_eq!(
        Fireworks::setup_problems(&wrong),
        vec![SetupProblem::new(
            "knowledge 1",
            "card B of hand 1 is red, not multicolour"
        )]
    );
    let blue = setup(vec![Known::default(), knows(Some(Colour::Blue), None)]);
    assert_eq!(
        Fireworks::setup_problems(&blue),
        vec![SetupProblem::new(
            "knowledge 1",
            "card B of hand 1 is red, not blue"
        )]
    );
}

#[test]
fn the_marks_are_the_piles_then_every_card_in_a_hand() {
    let game = game(preset(HANDS, ""));
    let marks = game.mark_targets();
    assert_eq!(
        marks[..5],
        [
            "pile white",
            "pile red",
            "pile blue",
            "pile green",
            "pile yellow"
        ]
    );
    assert_eq!(marks.len(), 5 + 15);
    assert_eq!(marks[5], "card 2 A", "round 1's first hand is seat 2's");
    assert_eq!(marks[19], "card 4 E");
    let two = table(2, Deck::Rainbow, None, 3);
    let marks = two.mark_targets();
    assert_eq!(marks[5], "pile multicolour");
    assert_eq!(marks[6], "card 1 A");
    assert_eq!(marks.len(), 6 + 10);
}

#[test]
fn presets_and_default_options_serialize_as_before() {
    assert_eq!(
        serde_json::to_string(&FireworksOptions::default()).unwrap(),
        r#"{"rules":{"max_tokens":12,"mistakes_allowed":3,"final_turns":3},"rounds":4,"preset":null}"#
    );
    let old = r#"{"hands":[],"deck":[],"rest":"shuffled","fireworks":[],"discards":[],"tokens":null,"mistakes":[]}"#;
    assert_eq!(serde_json::to_string(&Preset::default()).unwrap(), old);
    let read: Preset = serde_json::from_str(old).unwrap();
    assert_eq!((read.first, read.known.is_empty()), (0, true));
    let with = Preset {
        first: 1,
        known: vec![
            Vec::new(),
            vec![Known::default(), knows(Some(Colour::Red), Some(3))],
        ],
        ..Preset::default()
    };
    let json = serde_json::to_string(&with).unwrap();
    assert!(
        json.ends_with(r#""mistakes":[],"first":1,"known":[[],[{},{"colour":"red","level":3}]]}"#),
        "{json}"
    );
    assert_eq!(serde_json::from_str::<Preset>(&json).unwrap(), with);
}
