//! The studio's set-up problems of a prepared deal (one test per
//! refusal, each naming its part) and what a teacher can mark.

use crate::engine::game::{Explain, Game};
use crate::engine::lesson::HasLessons;
use crate::engine::study::setup::{SetupProblem, Studio};
use crate::engine::take5::options::Ending;
use crate::engine::take5::{Deal, Take5, Take5Action, Take5Options};

/// A valid four-seat deal of two cards a hand.
fn deal() -> Deal {
    Deal {
        rows: [10, 20, 30, 40],
        hands: vec![vec![1, 2], vec![3, 4], vec![5, 6], vec![7, 8]],
        cows: Vec::new(),
        laid: Vec::new(),
    }
}

fn options(deal: Deal) -> Take5Options {
    Take5Options {
        preset: Some(deal),
        ..Take5Options::default()
    }
}

fn problems(deal: Deal) -> Vec<SetupProblem> {
    Take5::setup_problems(&options(deal))
}

/// The one problem of `deal`, as (part, message).
fn only(deal: Deal) -> (String, String) {
    let found = problems(deal);
    assert_eq!(found.len(), 1, "{found:?}");
    (found[0].part.clone(), found[0].message.clone())
}

#[test]
fn a_valid_deal_and_no_deal_have_no_problems() {
    assert_eq!(problems(deal()), Vec::new());
    assert_eq!(Take5::setup_problems(&Take5Options::default()), Vec::new());
}

#[test]
fn every_lesson_deal_has_no_problems() {
    for lesson in Take5::lessons() {
        assert!(lesson.options.preset.is_some(), "lesson {}", lesson.number);
        assert_eq!(
            Take5::setup_problems(&lesson.options),
            Vec::new(),
            "lesson {}",
            lesson.number
        );
    }
}

#[test]
fn a_card_outside_the_deck_is_a_problem_of_its_place() {
    let mut bad = deal();
    bad.rows[2] = 105;
    assert_eq!(
        only(bad),
        (
            "row 3".into(),
            "105 is not a card (cards are 1 to 104)".into()
        )
    );
    let mut zero = deal();
    zero.hands[1][0] = 0;
    assert_eq!(only(zero).0, "hand 2");
}

#[test]
fn under_known_cards_the_top_is_ten_per_seat_plus_four() {
    let mut high = deal();
    high.hands[3][1] = 45;
    let options = Take5Options {
        known_cards: true,
        ending: Ending::To66,
        preset: Some(high),
        ..Take5Options::default()
    };
    let found = Take5::setup_problems(&options);
    assert_eq!(
        found,
        vec![SetupProblem::new(
            "hand 4",
            "45 is not a card (cards are 1 to 44)"
        )]
    );
}

#[test]
fn a_card_used_twice_names_both_places() {
    let mut twice = deal();
    twice.hands[1][0] = 20;
    assert_eq!(
        only(twice),
        ("hand 2".into(), "20 is in row 2 and hand 2".into())
    );
    let mut same = deal();
    same.hands[0] = vec![2, 2];
    assert_eq!(only(same), ("hand 1".into(), "2 is twice in hand 1".into()));
}

#[test]
fn every_problem_is_reported_not_only_the_first() {
    let mut bad = deal();
    bad.rows[0] = 200;
    bad.hands[2][1] = 1;
    bad.cows = vec![3, 4];
    let parts: Vec<String> = problems(bad).into_iter().map(|p| p.part).collect();
    assert_eq!(parts, ["row 1", "hand 3", ""]);
}

#[test]
fn the_number_of_hands_must_be_the_number_of_seats() {
    let mut three = deal();
    three.hands.pop();
    assert_eq!(
        only(three),
        ("".into(), "the deal has 3 hands for 4 players".into())
    );
}

#[test]
fn hands_hold_one_to_ten_cards() {
    let mut empty = deal();
    empty.hands[2].clear();
    assert_eq!(
        only(empty),
        (
            "hand 3".into(),
            "hands must hold 1 to 10 cards, not 0".into()
        )
    );
    let big = Deal {
        rows: [101, 102, 103, 104],
        hands: (0..4)
            .map(|s| (1..=11).map(|c| s * 11 + c).collect())
            .collect(),
        cows: Vec::new(),
        laid: Vec::new(),
    };
    let found = problems(big);
    assert_eq!(found.len(), 4, "{found:?}");
    assert!(found
        .iter()
        .all(|p| p.message == "hands must hold 1 to 10 cards, not 11"));
}

#[test]
fn hands_of_different_sizes_name_the_odd_one() {
    let mut odd = deal();
    odd.hands[3].push(9);
    let (part, message) = only(odd);
    assert_eq!(part, "hand 4");
    assert!(message.starts_with("every hand must hold the same number of cards"));
    assert!(message.contains("holds 3, the others 2"), "{message}");
}

#[test]
fn cows_are_given_to_every_seat_or_none() {
    let mut cows = deal();
    cows.cows = vec![1, 2, 3];
    assert_eq!(
        only(cows),
        ("".into(), "the deal gives cows to 3 players, not 4".into())
    );
}

#[test]
fn a_seat_at_66_cows_is_not_a_game_already_over() {
    // Rule 18 ends the game at the end of a round: this round is played.
    let mut late = deal();
    late.cows = vec![70, 0, 0, 0];
    let options = Take5Options {
        ending: Ending::To66,
        ..options(late)
    };
    assert_eq!(Take5::setup_problems(&options), Vec::new());
    let (game, _) = Take5::new(&options, 1);
    assert!(!game.is_over());
}

#[test]
fn validate_reports_the_first_problem() {
    let mut bad = deal();
    bad.hands[1][0] = 20;
    bad.cows = vec![1];
    assert_eq!(
        bad.validate_for(4, 104),
        Err("20 is in row 2 and hand 2".to_string())
    );
}

#[test]
fn the_marks_are_the_rows_then_their_cards() {
    let (game, _) = Take5::new(&options(deal()), 1);
    assert_eq!(
        game.mark_targets(),
        ["row 1", "row 2", "row 3", "row 4", "card 10", "card 20", "card 30", "card 40"]
    );
}

#[test]
fn default_options_serialize_as_before() {
    assert_eq!(
        serde_json::to_string(&Take5Options::default()).unwrap(),
        r#"{"rounds":5,"preset":null}"#
    );
}

/// The worked example's table (RULES.md §1.2) laid out directly: rows
/// `9 12 21` / `19 24` / `33 42 50 57` / `69 72 81`, one card a hand.
fn laid_example() -> Deal {
    Deal {
        rows: [9, 19, 33, 69],
        hands: vec![vec![23], vec![88], vec![7], vec![64]],
        cows: Vec::new(),
        laid: vec![vec![12, 21], vec![24], vec![42, 50, 57], vec![72, 81]],
    }
}

#[test]
fn a_row_holds_one_to_five_cards() {
    let mut six = laid_example();
    six.laid[2] = vec![42, 50, 57, 60, 61];
    assert_eq!(
        only(six),
        (
            "row 3".into(),
            "row 3 holds 6 cards: a row holds 1 to 5 (a sixth card takes it)".into()
        )
    );
    let mut empty = deal();
    empty.rows[0] = 0;
    assert_eq!(
        only(empty),
        (
            "row 1".into(),
            "row 1 has no card: a row holds 1 to 5 cards".into()
        )
    );
    let mut five = laid_example();
    five.laid[2] = vec![42, 50, 57, 60];
    assert_eq!(problems(five), Vec::new(), "a row of five is allowed");
}

#[test]
fn a_row_increases_from_left_to_right() {
    let mut down = laid_example();
    down.laid[1] = vec![15];
    assert_eq!(
        only(down),
        (
            "row 2".into(),
            "row 2 must increase from left to right: 15 comes after 19".into()
        )
    );
}

#[test]
fn cards_laid_on_more_rows_than_four() {
    let mut five = laid_example();
    five.laid.push(vec![100]);
    let found = problems(five);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].part, "");
}

#[test]
fn a_laid_card_is_checked_like_any_other() {
    let mut twice = laid_example();
    twice.laid[3] = vec![72, 88];
    assert_eq!(
        only(twice),
        ("hand 2".into(), "88 is in row 4 and hand 2".into())
    );
}

#[test]
fn a_deal_with_laid_rows_plays_the_worked_example() {
    let options = Take5Options {
        rounds: 1,
        ..options(laid_example())
    };
    assert_eq!(Take5::setup_problems(&options), Vec::new());
    let (mut game, events) = Take5::new(&options, 1);
    assert_eq!(game.rows()[0], [9, 12, 21]);
    assert_eq!(game.rows()[2], [33, 42, 50, 57]);
    assert!(
        events[0]
            .explain(&super::names())
            .contains("the four rows hold 9 12 21, 19 24, 33 42 50 57 and 69 72 81"),
        "{}",
        events[0].explain(&super::names())
    );
    for (seat, card) in [(0, 23), (1, 88), (2, 7), (3, 64)] {
        game.apply(seat, &Take5Action::Play(card)).unwrap();
    }
    game.apply(2, &Take5Action::Pick(3)).unwrap();
    assert_eq!(game.cows(), vec![0, 11, 3, 0]);
    assert_eq!(game.rows()[2], [88]);
    assert_eq!(
        game.mark_targets()[4..],
        ["card 9", "card 12", "card 21", "card 23", "card 19", "card 24", "card 88", "card 7"]
    );
}

#[test]
fn laid_rows_are_left_out_of_the_json_when_there_are_none() {
    assert_eq!(
        serde_json::to_string(&deal()).unwrap(),
        r#"{"rows":[10,20,30,40],"hands":[[1,2],[3,4],[5,6],[7,8]]}"#
    );
    let json = serde_json::to_string(&laid_example()).unwrap();
    assert!(
        json.ends_with(r#""laid":[[12,21],[24],[42,50,57],[72,81]]}"#),
        "{json}"
    );
    assert_eq!(serde_json::from_str::<Deal>(&json).unwrap(), laid_example());
}
