//! Golden tests of the bot protocol (rules 11–16).

use super::play_turn;
use crate::engine::game::Game;
use crate::engine::protocol::Protocol;
use crate::engine::take5::example::{worked_example_options, EXAMPLE_PLAYS, SETUP_PLAYS};
use crate::engine::take5::{Take5, Take5Action, Take5Options};

fn example_before_the_pick() -> Take5 {
    let (mut game, _) = Take5::new(&worked_example_options(), 0);
    for plays in SETUP_PLAYS {
        play_turn(&mut game, plays);
    }
    game
}

#[test]
fn rule_11_initial_input() {
    let (game, _) = Take5::new(&Take5Options::default(), 1);
    assert_eq!(game.initial_input(2), vec!["4 2"]);
}

#[test]
fn rule_12_choose_phase_input_before_the_first_turn() {
    let (game, _) = Take5::new(&worked_example_options(), 0);
    assert_eq!(
        game.turn_input(1),
        vec![
            "CHOOSE_CARD_TO_PLAY",
            "-1 -1 -1 -1",
            "1",
            "9",
            "1",
            "19",
            "1",
            "33",
            "1",
            "69",
            "0 0 0 0",
            "3",
            "24 50 88",
        ]
    );
}

#[test]
fn rule_12_choose_phase_input_mid_round() {
    let game = example_before_the_pick();
    assert_eq!(
        game.turn_input(2),
        vec![
            "CHOOSE_CARD_TO_PLAY",
            "21 50 57 81",
            "3",
            "9 12 21",
            "2",
            "19 24",
            "4",
            "33 42 50 57",
            "3",
            "69 72 81",
            "0 0 0 0",
            "1",
            "7",
        ]
    );
}

#[test]
fn rule_12_and_13_pick_phase_input_shows_this_turns_cards() {
    let mut game = example_before_the_pick();
    play_turn(&mut game, EXAMPLE_PLAYS);
    assert_eq!(game.to_act(), vec![2]);
    assert_eq!(
        game.turn_input(2),
        vec![
            "CHOOSE_LINE_TO_PICK",
            "23 88 7 64",
            "3",
            "9 12 21",
            "2",
            "19 24",
            "4",
            "33 42 50 57",
            "3",
            "69 72 81",
            "0 0 0 0",
            "0",
            "",
        ]
    );
    game.apply(2, &Take5Action::Pick(3)).unwrap();
    let lines = game.turn_input(0);
    assert_eq!(lines[1], "23 88 7 64");
    assert_eq!(lines[8], "1");
    assert_eq!(lines[9], "7");
    assert_eq!(lines[10], "0 11 3 0");
}

#[test]
fn rule_12_and_16_disqualified_seats_show_minus_one_and_minus_999() {
    let mut game = example_before_the_pick();
    game.forfeit(1, "timeout");
    let lines = game.turn_input(0);
    assert_eq!(lines[1], "21 -1 57 81");
    assert_eq!(lines[10], "0 -999 0 0");
}

#[test]
fn rule_14_answers_are_parsed_and_rendered() {
    let mut game = example_before_the_pick();
    assert_eq!(game.parse_answer(0, "PLAY 23"), Ok(Take5Action::Play(23)));
    assert_eq!(
        game.parse_answer(0, "PLAY 23 hello there"),
        Ok(Take5Action::Play(23))
    );
    assert_eq!(game.render_action(0, &Take5Action::Play(23)), "PLAY 23");
    assert_eq!(game.render_action(2, &Take5Action::Pick(3)), "PICK 3");
    play_turn(&mut game, EXAMPLE_PLAYS);
    assert_eq!(game.parse_answer(2, "PICK 3\n"), Ok(Take5Action::Pick(3)));
}

#[test]
fn rule_14_every_parse_error_is_explained() {
    let mut game = example_before_the_pick();
    let err = |game: &Take5, seat, line| game.parse_answer(seat, line).unwrap_err();
    assert_eq!(
        err(&game, 0, "TAKE 3"),
        "unknown command `TAKE`; expected `PLAY <card>` or `PICK <row>`"
    );
    assert_eq!(
        err(&game, 0, "   "),
        "the answer is empty; expected `PLAY <card>` or `PICK <row>`"
    );
    assert_eq!(err(&game, 0, "PLAY"), "`PLAY` needs a card: `PLAY <card>`");
    assert_eq!(err(&game, 0, "PLAY x"), "`x` is not a card number");
    assert_eq!(err(&game, 0, "PLAY 300"), "`300` is not a card number");
    assert_eq!(err(&game, 0, "PLAY 88"), "card 88 is not in the hand");
    assert_eq!(
        err(&game, 0, "PICK 1"),
        "`PICK 1` came when a card must be played (`PLAY <card>`)"
    );
    game.apply(0, &Take5Action::Play(23)).unwrap();
    assert_eq!(
        err(&game, 0, "PLAY 23"),
        "it is not this seat's turn to play"
    );
    for (seat, card) in [(1, 88), (2, 7), (3, 64)] {
        game.apply(seat, &Take5Action::Play(card)).unwrap();
    }
    assert_eq!(
        err(&game, 2, "PLAY 7"),
        "`PLAY 7` came when a row must be picked (`PICK <row>`)"
    );
    assert_eq!(err(&game, 2, "PICK"), "`PICK` needs a row: `PICK <row>`");
    assert_eq!(err(&game, 2, "PICK -1"), "`-1` is not a row number");
    assert_eq!(
        err(&game, 2, "PICK 4"),
        "row 4 does not exist; rows are 0 to 3"
    );
    assert_eq!(err(&game, 0, "PICK 0"), "another seat must pick the row");
}

#[test]
fn rule_15_answer_times() {
    assert_eq!(Take5::FIRST_ANSWER_MS, 1000);
    assert_eq!(Take5::ANSWER_MS, 100);
}

/// Rule 19: the same protocol with N where it says 4, at every count and
/// under every rule set.
#[test]
fn rule_19_the_protocol_at_n_seats() {
    use crate::engine::take5::cards::{MAX_SEATS, MIN_SEATS};
    use crate::engine::take5::options::PRESET_NAMES;
    for seats in MIN_SEATS..=MAX_SEATS {
        for name in PRESET_NAMES {
            let options =
                Take5::with_seat_count(&Take5Options::preset(name).unwrap(), seats).unwrap();
            let (mut game, _) = Take5::new(&options, seats as u64);
            assert_eq!(
                game.initial_input(seats - 1),
                vec![format!("{seats} {}", seats - 1)]
            );
            let lines = game.turn_input(1);
            assert_eq!(lines.len(), 1 + 1 + 8 + 1 + 2);
            assert_eq!(lines[1], vec!["-1"; seats].join(" "));
            assert_eq!(lines[10], vec!["0"; seats].join(" "));
            assert_eq!(lines[11], "10");
            // After a turn: every seat's card, in seat order.
            let cards: Vec<u8> = (0..seats).map(|s| game.hand(s)[0]).collect();
            play_turn(&mut game, &cards);
            let lines = game.turn_input(0);
            let shown: Vec<String> = cards.iter().map(u8::to_string).collect();
            assert_eq!(lines[1], shown.join(" "));
            // A disqualified seat shows -1 and -999 among N numbers.
            game.forfeit(seats - 1, "timeout");
            let lines = game.turn_input(0);
            let last: Vec<&str> = lines[1].split(' ').collect();
            let scores: Vec<&str> = lines[10].split(' ').collect();
            assert_eq!((last.len(), scores.len()), (seats, seats));
            assert_eq!((last[seats - 1], scores[seats - 1]), ("-1", "-999"));
        }
    }
}

#[test]
fn rule_19_six_players_golden_input() {
    use crate::engine::take5::Deal;
    let options = Take5Options {
        seats: 6,
        rounds: 1,
        preset: Some(Deal {
            rows: [10, 20, 30, 40],
            hands: (0..6).map(|s| vec![41 + s, 51 + s]).collect(),
            cows: Vec::new(),
            laid: Vec::new(),
        }),
        ..Take5Options::preset("to-66").unwrap()
    };
    let (mut game, _) = Take5::new(&options, 0);
    assert_eq!(game.initial_input(5), vec!["6 5"]);
    // 41 to 44 fill row 4 (40); 45 is its sixth card: seat 4 takes
    // 40 41 42 43 44 for 11 cows, and 46 follows 45.
    play_turn(&mut game, [41, 42, 43, 44, 45, 46]);
    assert_eq!(
        game.turn_input(5),
        vec![
            "CHOOSE_CARD_TO_PLAY",
            "41 42 43 44 45 46",
            "1",
            "10",
            "1",
            "20",
            "1",
            "30",
            "2",
            "45 46",
            "0 0 0 0 11 0",
            "1",
            "56",
        ]
    );
}
