//! The worked example of the statement, step by step.

use super::{names, play_turn};
use crate::engine::game::{Explain, Game};
use crate::engine::take5::example::{
    worked_example_options, EXAMPLE_PICK, EXAMPLE_PLAYS, SETUP_PLAYS,
};
use crate::engine::take5::{Phase, Take5, Take5Action, Take5Event, ViewPhase};

fn example_table() -> Take5 {
    let (mut game, _) = Take5::new(&worked_example_options(), 0);
    for plays in SETUP_PLAYS {
        play_turn(&mut game, plays);
    }
    game
}

#[test]
fn the_setup_turns_build_the_example_rows() {
    let game = example_table();
    assert_eq!(
        game.rows(),
        &[
            vec![9, 12, 21],
            vec![19, 24],
            vec![33, 42, 50, 57],
            vec![69, 72, 81]
        ]
    );
    assert_eq!(game.cows(), [0; 4]);
}

#[test]
fn the_worked_example_takes_3_then_11_cows() {
    let mut game = example_table();
    let events = play_turn(&mut game, EXAMPLE_PLAYS);
    // 7 is the lowest card and below every row end: Celia must pick.
    assert_eq!(game.phase(), Phase::Pick { seat: 2 });
    assert_eq!(game.to_act(), vec![2]);
    assert_eq!(
        events.last(),
        Some(&Take5Event::MustPick { seat: 2, card: 7 })
    );
    assert_eq!(
        events.last().unwrap().explain(&names()),
        "7 is lower than every row's last card, so Celia must take a row."
    );
    // The table is still the one of the start of the turn (rule 9).
    assert_eq!(game.rows()[2], vec![33, 42, 50, 57]);
    let view = game.view(2);
    assert_eq!(view.phase, ViewPhase::Pick { seat: 2, card: 7 });
    assert_eq!(view.row_cows, [3, 2, 10, 3]);

    let events = game.apply(2, &Take5Action::Pick(EXAMPLE_PICK)).unwrap();
    assert_eq!(
        events[0],
        Take5Event::RowPicked {
            seat: 2,
            card: 7,
            row: 3,
            cards: vec![69, 72, 81],
            cows: 3,
            automatic: false
        }
    );
    assert_eq!(
        events[1].explain(&names()),
        "23 (Alice) goes on row 1 after 21, the highest row end below it."
    );
    assert_eq!(
        events[2].explain(&names()),
        "64 (David) goes on row 3 after 57, the highest row end below it."
    );
    assert_eq!(
        events[3],
        Take5Event::Placed {
            seat: 1,
            card: 88,
            row: 2,
            after: 64
        }
    );
    assert_eq!(
        events[4],
        Take5Event::RowTaken {
            seat: 1,
            card: 88,
            row: 2,
            cards: vec![33, 42, 50, 57, 64],
            cows: 11
        }
    );
    assert_eq!(
        events[4].explain(&names()),
        "Row 3 already held five cards, so 88 would be the sixth: Bob takes 33 42 50 57 64 (11 cows) and 88 starts row 3 again."
    );
    assert_eq!(
        game.rows(),
        &[vec![9, 12, 21, 23], vec![19, 24], vec![88], vec![7]]
    );
    assert_eq!(game.cows(), [0, 11, 3, 0]);
    // That was the last turn of the one-round game.
    assert_eq!(
        events[5].explain(&names()),
        "Round 1 is over; the cows taken are added up: Alice 0 cows (total 0), Bob 11 cows (total 11), Celia 3 cows (total 3) and David 0 cows (total 0)."
    );
    assert_eq!(
        events[6].explain(&names()),
        "The game is over; the fewest cows wins: 1. Alice with 0 cows, 1. David with 0 cows, 3. Celia with 3 cows, 4. Bob with 11 cows."
    );
    assert_eq!(events.len(), 7);
    let outcome = game.outcome().expect("the example game is over");
    assert_eq!(outcome.scores, vec![0, 11, 3, 0]);
    assert_eq!(outcome.ranks, vec![1, 4, 3, 1]);
}

#[test]
fn the_rows_after_each_placement_of_the_example() {
    let mut game = example_table();
    play_turn(&mut game, EXAMPLE_PLAYS);
    let events = game.apply(2, &Take5Action::Pick(3)).unwrap();
    let mut rows = game_rows_before();
    let mut snapshots = Vec::new();
    for event in &events {
        match event {
            Take5Event::RowPicked { row, card, .. } => rows[*row] = vec![*card],
            Take5Event::Placed { row, card, .. } => rows[*row].push(*card),
            Take5Event::RowTaken { row, card, .. } => rows[*row] = vec![*card],
            _ => continue,
        }
        snapshots.push(rows.clone());
    }
    assert_eq!(
        snapshots,
        vec![
            [vec![9, 12, 21], vec![19, 24], vec![33, 42, 50, 57], vec![7]],
            [
                vec![9, 12, 21, 23],
                vec![19, 24],
                vec![33, 42, 50, 57],
                vec![7]
            ],
            [
                vec![9, 12, 21, 23],
                vec![19, 24],
                vec![33, 42, 50, 57, 64],
                vec![7]
            ],
            // 88 is placed after 64 (sixth card) ...
            [
                vec![9, 12, 21, 23],
                vec![19, 24],
                vec![33, 42, 50, 57, 64, 88],
                vec![7]
            ],
            // ... and takes the row.
            [vec![9, 12, 21, 23], vec![19, 24], vec![88], vec![7]],
        ]
    );
    assert_eq!(&rows, game.rows());
}

fn game_rows_before() -> [Vec<u8>; 4] {
    example_table().rows().clone()
}
