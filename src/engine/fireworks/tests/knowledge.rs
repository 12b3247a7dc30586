//! Card knowledge: the truth is always possible, and empathy follows the
//! cards a holder sees.

use super::{act, cards, game, hint, preset};
use crate::engine::fireworks::actions::Clue;
use crate::engine::fireworks::cards::Colour;
use crate::engine::game::Game;

#[test]
fn negative_hints_and_seen_cards_can_pin_a_card_down() {
    // Celia: W1 W1 W1 B1 R5. David holds no 1. Bob tells Celia about 1s
    // and about white: her B1 is a 1, not white; the other copies of
    // every 1 but blue, green, yellow and red are visible or hers.
    let mut game = game(preset(
        ["R1 R1 R1 G4 Y4", "W1 W1 W1 B1 R5", "G2 Y2 B2 W2 G5"],
        "",
    ));
    act(&mut game, hint(2, Clue::Level(1)));
    act(&mut game, hint(1, Clue::Level(4))); // Celia hints Bob.
    act(&mut game, hint(2, Clue::Colour(Colour::White))); // David hints Celia.
    let view = game.view(2);
    let d = view.hands[1][3].unwrap();
    // A 1, not white, not red (Bob holds all three red 1s): blue, green
    // or yellow.
    assert_eq!(d.possible.len(), 3);
    assert!(d.possible.contains(cards("B1")[0]));
    for slot in 0..3 {
        assert_eq!(
            view.hands[1][slot].unwrap().possible.single(),
            Some(cards("W1")[0])
        );
    }
}
