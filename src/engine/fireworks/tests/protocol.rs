//! The CodinGame protocol (rules 11–13): whole turns byte for byte, and
//! answers with errors that say what is wrong.

use super::{act, game, preset, short_deck, HANDS};
use crate::engine::fireworks::actions::{Clue, FireworksAction};
use crate::engine::fireworks::cards::Colour;
use crate::engine::fireworks::state::Fireworks;
use crate::engine::game::Game;
use crate::engine::protocol::Protocol;

fn lines(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

fn answer(game: &mut Fireworks, line: &str) {
    let seat = game.to_act()[0];
    let action = game.parse_answer(seat, line).unwrap();
    assert_eq!(game.render_action(seat, &action), line);
    act(game, action);
}

#[test]
fn the_first_turns_of_a_round_start_with_newgame_and_the_round_so_far() {
    let mut game = game(preset(HANDS, "W4 Y3"));
    assert!(game.initial_input(1).is_empty(), "no initial input");
    assert_eq!(
        game.turn_input(1),
        lines(
            "3 12
            16
            0:NEWGAME
            0:CARD:A:?-?
            0:CARD:B:?-?
            0:CARD:C:?-?
            0:CARD:D:?-?
            0:CARD:E:?-?
            1:CARD:A:RED-2
            1:CARD:B:WHITE-3
            1:CARD:C:RED-3
            1:CARD:D:BLUE-4
            1:CARD:E:RED-5
            2:CARD:A:GREEN-2
            2:CARD:B:YELLOW-2
            2:CARD:C:BLUE-2
            2:CARD:D:WHITE-2
            2:CARD:E:GREEN-5"
        )
    );
    answer(&mut game, "SAY:1:RED");
    assert_eq!(
        game.turn_input(2),
        lines(
            "3 11
            17
            1:NEWGAME
            0:SAYCOLOR:1:RED
            0:CARD:A:RED-1
            0:CARD:B:WHITE-1
            0:CARD:C:BLUE-1
            0:CARD:D:GREEN-1
            0:CARD:E:YELLOW-1
            1:CARD:A:RED-?
            1:CARD:B:?-?
            1:CARD:C:RED-?
            1:CARD:D:?-?
            1:CARD:E:RED-?
            2:CARD:A:GREEN-2
            2:CARD:B:YELLOW-2
            2:CARD:C:BLUE-2
            2:CARD:D:WHITE-2
            2:CARD:E:GREEN-5"
        )
    );
    answer(&mut game, "PLAY:A");
    answer(&mut game, "SAY:0:1");
    // Bob's second turn: his own hint, then Celia's and David's actions.
    assert_eq!(
        game.turn_input(1),
        lines(
            "2 10
            18
            0:SAYCOLOR:1:RED
            1:ERROR:A:RED-2
            2:SAYLEVEL:0:1
            0:CARD:A:?-1
            0:CARD:B:?-1
            0:CARD:C:?-1
            0:CARD:D:?-1
            0:CARD:E:?-1
            1:CARD:A:WHITE-4
            1:CARD:B:WHITE-3
            1:CARD:C:RED-3
            1:CARD:D:BLUE-4
            1:CARD:E:RED-5
            2:CARD:A:GREEN-2
            2:CARD:B:YELLOW-2
            2:CARD:C:BLUE-2
            2:CARD:D:WHITE-2
            2:CARD:E:GREEN-5"
        )
    );
    answer(&mut game, "PLAY:A");
    answer(&mut game, "DISCARD:B");
    let input = game.turn_input(3);
    assert_eq!(
        &input[2..5],
        &lines("2:SAYLEVEL:0:1\n0:PLAY:A:RED-1\n1:DISCARD:B:WHITE-3")
    );
    assert!(game.turn_input(0).is_empty(), "Alice sits this round out");
}

#[test]
fn rule_13_times_are_one_second_first_then_fifty_milliseconds() {
    assert_eq!(Fireworks::FIRST_ANSWER_MS, 1000);
    assert_eq!(Fireworks::ANSWER_MS, 50);
}

#[test]
fn empty_slots_are_left_out_of_the_card_lines() {
    let mut game = game(short_deck(HANDS, "W4", [0; 5]));
    answer(&mut game, "PLAY:A"); // Bob draws the last card.
    answer(&mut game, "PLAY:A"); // Celia's A stays empty.
    let input = game.turn_input(3);
    assert!(input.iter().all(|l| !l.starts_with("1:CARD:A:")));
    assert!(input.contains(&"1:CARD:B:WHITE-3".to_string()));
    assert_eq!(input[1], (input.len() - 2).to_string());
}

#[test]
fn answers_parse_into_actions() {
    let game = game(preset(HANDS, ""));
    let parse = |line: &str| game.parse_answer(1, line);
    assert_eq!(parse("PLAY:C"), Ok(FireworksAction::Play(2)));
    assert_eq!(
        parse("SAY:1:RED"),
        Ok(FireworksAction::Hint {
            to: 2,
            clue: Clue::Colour(Colour::Red)
        })
    );
    assert_eq!(
        parse("SAY:2:5"),
        Ok(FireworksAction::Hint {
            to: 3,
            clue: Clue::Level(5)
        })
    );
    assert_eq!(parse("PLAY:A  good luck"), Ok(FireworksAction::Play(0)));
}

/// The error `seat`'s answer `line` gets on `game`.
fn error(game: &Fireworks, line: &str) -> String {
    game.parse_answer(game.to_act()[0], line).unwrap_err()
}

#[test]
fn bad_answers_say_what_is_wrong() {
    let mut game = game(preset(HANDS, ""));
    assert!(error(&game, "").contains("the answer is empty"));
    assert!(error(&game, "PASS").contains("unknown command `PASS`"));
    assert!(error(&game, "play:A").contains("unknown command"));
    assert!(error(&game, "PLAY").contains("needs a slot"));
    assert!(error(&game, "PLAY:F").contains("`F` is not a slot"));
    assert!(error(&game, "PLAY:A:B").contains("too many fields"));
    assert!(error(&game, "SAY:0:RED").contains("cannot give a hint to themselves"));
    assert!(error(&game, "SAY:1:GREEN").contains("no card of that hand is green"));
    assert!(error(&game, "SAY:1:4:1").contains("too many fields"));
    assert!(error(&game, "SAY:3:RED").contains("player's id (0 to 2)"));
    assert!(error(&game, "SAY:1:PINK").contains("neither a colour"));
    assert!(error(&game, "SAY:1").contains("needs a colour or a level"));
    assert!(error(&game, "DISCARD:A").contains("all 12 information tokens"));
    assert!(game
        .parse_answer(2, "PLAY:A")
        .unwrap_err()
        .contains("not player 2's turn"));
    let mut none = preset(HANDS, "");
    none.tokens = Some(0);
    assert!(error(&super::game(none), "SAY:1:RED").contains("no information token"));
    let mut empty = super::game(short_deck(HANDS, "W4", [0; 5]));
    act(&mut empty, FireworksAction::Play(0));
    act(&mut empty, FireworksAction::Play(0));
    act(&mut empty, FireworksAction::Play(0));
    assert!(error(&empty, "DISCARD:B").contains("the deck is empty"));
    act(&mut empty, FireworksAction::Play(1));
    assert!(error(&empty, "PLAY:A").contains("slot A is empty"));
    act(&mut game, FireworksAction::Play(0));
}
