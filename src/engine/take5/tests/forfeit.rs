//! Rule 16: disqualification.

use super::{names, play_turn, table};
use crate::engine::game::{Explain, Game};
use crate::engine::take5::{Phase, Take5, Take5Action, Take5Error, Take5Event, Take5Options};

#[test]
fn a_forfeit_discards_the_hand_and_the_game_goes_on() {
    let (mut game, _) = Take5::new(&Take5Options::default(), 4);
    let card = game.hand(1)[0];
    game.apply(1, &Take5Action::Play(card)).unwrap();
    let events = game.forfeit(1, "timeout");
    assert_eq!(
        events[0].explain(&names()),
        "Bob is disqualified (timeout): their cards are put away and they will rank last."
    );
    assert!(game.hand(1).is_empty());
    assert_eq!(game.chosen(1), None);
    assert!(game.unused().contains(&card));
    assert_eq!(game.to_act(), vec![0, 2, 3]);
    assert_eq!(
        game.apply(1, &Take5Action::Play(card)),
        Err(Take5Error::Disqualified(1))
    );
    // A second forfeit changes nothing.
    assert!(game.forfeit(1, "again").is_empty());
    // The others finish all five rounds; seat 1 gets no new hands.
    while let Some(&seat) = game.to_act().first() {
        assert_ne!(seat, 1);
        let action = game.legal_actions(seat)[0];
        game.apply(seat, &action).unwrap();
        assert!(game.hand(1).is_empty());
        assert_eq!(game.view(0).last_played[1], None);
    }
    assert_eq!(game.round(), 5);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.scores[1], -999);
    assert_eq!(outcome.ranks[1], 4);
}

#[test]
fn the_last_chooser_forfeiting_reveals_the_others() {
    let mut game = table(
        [vec![10], vec![20], vec![30], vec![40]],
        [vec![11, 12], vec![21, 22], vec![31, 32], vec![41, 42]],
    );
    for (seat, card) in [(0, 11), (1, 21), (2, 31)] {
        game.apply(seat, &Take5Action::Play(card)).unwrap();
    }
    let events = game.forfeit(3, "invalid answer");
    assert!(
        matches!(&events[1], Take5Event::Revealed { cards } if cards[..] == [Some(11), Some(21), Some(31), None])
    );
    assert_eq!(game.rows()[3], vec![40]);
    assert_eq!(game.to_act(), vec![0, 1, 2]);
}

#[test]
fn a_seat_that_owed_a_pick_takes_the_cheapest_row_lowest_index_on_ties() {
    // Rows cost 2, 2, 1 and 1 cows: rows 2 and 3 tie, row 2 is taken.
    let mut game = table(
        [vec![5], vec![18, 19], vec![30 + 1], vec![40 + 1]],
        [vec![2], vec![50], vec![60], vec![70]],
    );
    play_turn(&mut game, [2, 50, 60, 70]);
    assert_eq!(game.phase(), Phase::Pick { seat: 0 });
    let events = game.forfeit(0, "timeout");
    assert_eq!(
        events[1],
        Take5Event::RowPicked {
            seat: 0,
            card: 2,
            row: 2,
            cards: vec![31],
            cows: 1,
            automatic: true
        }
    );
    assert_eq!(
        events[1].explain(&names()),
        "Alice is out, so the row with the fewest cows is taken for them: row 3 (31, 1 cow), and 2 becomes the only card of row 3."
    );
    // The rest of the turn is placed; the game ends (one-card hands).
    assert_eq!(game.rows()[3], vec![41, 50, 60, 70]);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.scores, vec![-999, 0, 0, 0]);
    assert_eq!(outcome.ranks, vec![4, 1, 1, 1]);
    assert_eq!(
        events.last().unwrap().explain(&names()),
        "The game is over; the fewest cows wins: 1. Bob with 0 cows, 1. Celia with 0 cows, 1. David with 0 cows, 4. Alice (disqualified)."
    );
}

#[test]
fn when_every_seat_forfeits_the_game_ends() {
    let (mut game, _) = Take5::new(&Take5Options::default(), 8);
    for seat in 0..3 {
        game.forfeit(seat, "crash");
        assert!(!game.is_over());
    }
    let events = game.forfeit(3, "crash");
    assert!(matches!(events.last(), Some(Take5Event::GameOver { .. })));
    assert_eq!(game.outcome().unwrap().ranks, vec![1, 1, 1, 1]);
}

/// Rule 16 under the rules to 66 at six seats: a seat that owed a pick
/// takes the cheapest row for it, is out, ranks last whatever its cows, and
/// the others play on to the end; when every seat is out the game ends.
#[test]
fn forfeits_under_the_rules_to_66_at_six_seats() {
    use super::table_with;
    let options = Take5::with_seat_count(&Take5Options::preset("to-66").unwrap(), 6).unwrap();
    let mut game = table_with(
        &options,
        [vec![20, 21], vec![30, 33], vec![40], vec![50]],
        vec![
            vec![3, 70],
            vec![41, 71],
            vec![42, 72],
            vec![51, 73],
            vec![52, 74],
            vec![53, 75],
        ],
    );
    super::play_turn(&mut game, [3, 41, 42, 51, 52, 53]);
    assert_eq!(game.phase(), Phase::Pick { seat: 0 });
    let events = game.forfeit(0, "timeout");
    assert!(matches!(
        events[1],
        Take5Event::RowPicked {
            seat: 0,
            row: 2,
            automatic: true,
            ..
        }
    ));
    assert!(!game.is_over());
    assert_eq!(game.to_act(), vec![1, 2, 3, 4, 5]);
    // The second turn ends the two-card round; to 66, the game goes on.
    super::play_turn_of(&mut game, &[(1, 71), (2, 72), (3, 73), (4, 74), (5, 75)]);
    assert!(!game.is_over());
    assert_eq!(game.round(), 2);
    assert!(game.hand(0).is_empty());
    for seat in 1..6 {
        assert_eq!(game.hand(seat).len(), 10);
    }
    let view = game.view(1);
    assert!(view.disqualified[0] && view.last_played[0].is_some());
    for seat in 1..6 {
        game.forfeit(seat, "crash");
    }
    assert!(game.is_over());
    assert_eq!(game.outcome().unwrap().ranks, vec![1; 6]);
}
