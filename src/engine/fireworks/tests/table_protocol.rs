//! The protocol at a standard table (rules 26 and 28): ids 0..N−1,
//! hands A–E or A–D, MULTICOLOR, and what a player is shown of their
//! own cards.

use super::{act, hint, table, table_preset};
use crate::engine::fireworks::actions::Clue;
use crate::engine::fireworks::cards::Colour;
use crate::engine::fireworks::options::Deck;
use crate::engine::fireworks::state::Fireworks;
use crate::engine::game::Game;
use crate::engine::protocol::Protocol;

fn lines(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

fn error(game: &Fireworks, line: &str) -> String {
    let seat = game.to_act()[0];
    game.parse_answer(seat, line).unwrap_err()
}

#[test]
fn rule_28_a_table_of_four_speaks_of_ids_0_to_3_and_slots_a_to_d() {
    let hands = ["R1 W1 B1 G1", "R2 W2 B2 G2", "R3 W3 B3 G3", "R4 W4 B4 G4"];
    let mut game = table(4, Deck::FiveColours, Some(table_preset(&hands, "")), 1);
    let mut expected = vec!["2 8".to_string(), "17".to_string(), "0:NEWGAME".to_string()];
    expected.extend((0..4).map(|s| format!("0:CARD:{}:?-?", ['A', 'B', 'C', 'D'][s])));
    expected.extend(lines(
        "1:CARD:A:RED-2
        1:CARD:B:WHITE-2
        1:CARD:C:BLUE-2
        1:CARD:D:GREEN-2
        2:CARD:A:RED-3
        2:CARD:B:WHITE-3
        2:CARD:C:BLUE-3
        2:CARD:D:GREEN-3
        3:CARD:A:RED-4
        3:CARD:B:WHITE-4
        3:CARD:C:BLUE-4
        3:CARD:D:GREEN-4",
    ));
    assert_eq!(game.turn_input(0), expected);
    assert!(error(&game, "PLAY:E").contains("A to D"), "no slot E");
    assert!(error(&game, "SAY:4:RED").contains("0 to 3"));
    let action = game.parse_answer(0, "SAY:3:4").unwrap();
    assert_eq!(game.render_action(0, &action), "SAY:3:4");
    act(&mut game, action);
    let input = game.turn_input(1);
    assert_eq!(input[0], "2 7");
    assert_eq!(input[2], "1:NEWGAME");
    assert_eq!(input[3], "0:SAYLEVEL:3:4");
    // Player 3 then reads the level of its whole hand.
    let level = game.parse_answer(1, "SAY:0:1").unwrap();
    act(&mut game, level);
    let colour = game.parse_answer(2, "SAY:0:RED").unwrap();
    act(&mut game, colour);
    let three = game.turn_input(3);
    assert_eq!(three[2], "3:NEWGAME");
    assert!(three.contains(&"3:CARD:A:?-4".to_string()));
    assert!(three.contains(&"0:CARD:A:RED-1".to_string()));
}

#[test]
fn rule_28_every_count_starts_with_the_counters_and_newgame() {
    for n in 2..=5 {
        let game = table(n, Deck::FiveColours, None, 9);
        let size = if n <= 3 { 5 } else { 4 };
        let input = game.turn_input(0);
        assert_eq!(input[0], "2 8");
        assert_eq!(input[1], (1 + n * size).to_string());
        assert_eq!(input[2], "0:NEWGAME");
        assert_eq!(input.len(), 3 + n * size);
    }
}

#[test]
fn rule_28_multicolor_may_be_said_only_with_six_colours() {
    let hands = ["M1 R2 B3 G4 Y5", "M2 W2 W3 W4 M5"];
    let six = table(2, Deck::SixColours, Some(table_preset(&hands, "")), 1);
    let said = six.parse_answer(0, "SAY:1:MULTICOLOR").unwrap();
    assert_eq!(said, hint(1, Clue::Colour(Colour::Multicolor)));
    assert_eq!(six.render_action(0, &said), "SAY:1:MULTICOLOR");
    assert!(six
        .turn_input(0)
        .contains(&"1:CARD:E:MULTICOLOR-5".to_string()));
    let rainbow = table(2, Deck::Rainbow, Some(table_preset(&hands, "")), 1);
    assert!(error(&rainbow, "SAY:1:MULTICOLOR").contains("multicolour"));
    let five = table(2, Deck::FiveColours, None, 1);
    assert!(error(&five, "SAY:1:MULTICOLOR").contains("multicolour"));
}

#[test]
fn rule_26_under_rainbow_the_colour_shows_only_after_two_different_colour_hints() {
    let hands = ["M1 R2 B3 G4 Y5", "M2 W2 W3 R4 M5"];
    let mut game = table(2, Deck::Rainbow, Some(table_preset(&hands, "")), 1);
    act(&mut game, hint(1, Clue::Colour(Colour::White))); // A, B, C, E
    let own = |game: &Fireworks| game.turn_input(1);
    assert!(
        own(&game).contains(&"1:CARD:A:?-?".to_string()),
        "white or multicolour"
    );
    assert!(own(&game).contains(&"1:CARD:B:?-?".to_string()));
    act(&mut game, hint(0, Clue::Level(1)));
    act(&mut game, hint(1, Clue::Colour(Colour::Red))); // A, D, E
    let input = own(&game);
    assert!(
        input.contains(&"1:CARD:A:MULTICOLOR-?".to_string()),
        "{input:?}"
    );
    assert!(input.contains(&"1:CARD:E:MULTICOLOR-?".to_string()));
    assert!(
        input.contains(&"1:CARD:B:?-?".to_string()),
        "white only once"
    );
    assert!(input.contains(&"1:CARD:D:?-?".to_string()), "red only once");
    // Six colours: one hint naming a colour shows it.
    let mut six = table(2, Deck::SixColours, Some(table_preset(&hands, "")), 1);
    act(&mut six, hint(1, Clue::Colour(Colour::White)));
    assert!(six.turn_input(1).contains(&"1:CARD:B:WHITE-?".to_string()));
    assert!(six.turn_input(1).contains(&"1:CARD:A:?-?".to_string()));
}
