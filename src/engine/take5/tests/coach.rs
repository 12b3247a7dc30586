//! The coach on 6 nimmt! ([`Coach`]): a card that must take a row is a
//! blunder beside one that cannot, a decision is judged on what the seat
//! could see (not on how the hidden cards fell), and a whole game's
//! review is the same for the same seed.

use super::{play_turn, table};
use crate::engine::agent::{Budget, FrozenClock};
use crate::engine::coach::self_play::ai_game;
use crate::engine::coach::{review, Coach, Grade};
use crate::engine::game::Game;
use crate::engine::rating::RatesMoves;
use crate::engine::take5::{Take5, Take5Action, Take5Options};

fn capped(playouts: u64) -> Budget {
    Budget {
        time_ms: 60_000.0,
        max_work: Some(playouts),
    }
}

fn names() -> Vec<String> {
    ["Ann", "Bob", "Cid", "Dee"].map(String::from).to_vec()
}

/// The judgement of `seat` playing `action` now.
fn judged(game: &Take5, seat: usize, action: Take5Action) -> (f64, Grade, Take5Action, String) {
    let rated = game.rate_moves(seat, 3, capped(4_000), &FrozenClock);
    let played = rated.iter().position(|r| r.action == action).unwrap();
    let judgement = game.judge(seat, &rated, played);
    let grade = Take5::thresholds(&Take5Options::default()).grade(judgement.loss, rated.len());
    let why = game.why(seat, &rated, played, judgement.best, None, &names());
    (judgement.loss, grade, rated[judgement.best].action, why)
}

#[test]
fn the_sixth_card_of_a_full_row_is_a_mistake_beside_a_safe_card() {
    // Row 1 holds five cards (12 cows): 16 must take it; 61 cannot.
    let game = table(
        [vec![10, 11, 12, 13, 15], vec![40], vec![60], vec![80]],
        [vec![16, 61], vec![41, 42], vec![81, 82], vec![90, 91]],
    );
    let (loss, grade, best, why) = judged(&game, 0, Take5Action::Play(16));
    // 16 must be played next turn anyway, and takes the row then unless
    // another card takes it first: the loss is what that chance saves.
    assert!(loss >= 2.5, "loss {loss}");
    assert!(grade >= Grade::Mistake, "{grade:?}");
    assert_eq!(best, Take5Action::Play(61));
    assert!(why.starts_with("Card 61 was expected to cost"), "{why}");
    let (loss, grade, best, _) = judged(&game, 0, Take5Action::Play(61));
    assert_eq!(
        (loss, grade, best),
        (0.0, Grade::Good, Take5Action::Play(61))
    );
}

/// Seat 0 holds 15 and 61 before rows ending 12, 40, 60 and 80, the
/// other hands as given.
fn three_in_a_row(others: [Vec<u8>; 3]) -> Take5 {
    let [a, b, c] = others;
    table(
        [vec![10, 11, 12], vec![40], vec![60], vec![80]],
        [vec![15, 61], a, b, c],
    )
}

#[test]
fn a_card_right_on_what_the_seat_saw_is_no_mistake_when_the_hidden_cards_punish_it() {
    // Unlucky: the others hold 13 and 14, which fill row 1 before 15.
    let unlucky = three_in_a_row([vec![13, 90], vec![14, 91], vec![92, 93]]);
    // The same view with harmless hidden cards.
    let lucky = three_in_a_row([vec![50, 90], vec![51, 91], vec![92, 93]]);
    assert_eq!(unlucky.view(0), lucky.view(0));
    let judgement = judged(&unlucky, 0, Take5Action::Play(15));
    assert_eq!(judgement, judged(&lucky, 0, Take5Action::Play(15)));
    assert_eq!(judgement.1, Grade::Good, "{judgement:?}");
    // And yet 15 took the row.
    let mut after = unlucky.clone();
    play_turn(&mut after, [15, 13, 14, 92]);
    assert!(after.cows()[0] > 0, "15 was the sixth card");
}

#[test]
fn a_whole_game_is_reviewed_the_same_for_a_seed_and_hides_what_the_viewer_cannot_see() {
    let options = Take5Options {
        rounds: 1,
        ..Take5Options::default()
    };
    let record = ai_game::<Take5>(&options, 5, &["easy", "medium"], None, 1_000).unwrap();
    let mut ticks = 0;
    let mut count = |_: usize, _: usize| {
        ticks += 1;
        true
    };
    let first = review::<Take5>(
        &record,
        Some(0),
        11,
        capped(300),
        &FrozenClock,
        &names(),
        &mut count,
    )
    .unwrap();
    let again = review::<Take5>(
        &record,
        Some(0),
        11,
        capped(300),
        &FrozenClock,
        &names(),
        &mut |_, _| true,
    )
    .unwrap();
    assert_eq!(first, again);
    // Every seat's ten cards, every one shown at the end of the round.
    let plays = record.steps.len();
    assert_eq!(first.decisions.len(), plays);
    assert_eq!(ticks, plays + 1);
    assert_eq!(first.seats.len(), 4);
    assert!(first.decisions.iter().all(|d| d.loss >= 0.0));
    // Half-way through a turn, the viewer reviews its own card only.
    let mut partial = record.clone();
    partial.steps.truncate(6);
    let mid = review::<Take5>(
        &partial,
        Some(0),
        11,
        capped(300),
        &FrozenClock,
        &names(),
        &mut |_, _| true,
    )
    .unwrap();
    assert!(
        mid.decisions.iter().all(|d| d.seat == 0),
        "{:?}",
        mid.decisions
    );
    assert!(!mid.decisions.is_empty());
    // A spectator reviews everyone's.
    let all = review::<Take5>(
        &partial,
        None,
        11,
        capped(300),
        &FrozenClock,
        &names(),
        &mut |_, _| true,
    )
    .unwrap();
    assert_eq!(all.decisions.len(), 6);
    // A stop is honoured.
    let stopped = review::<Take5>(
        &record,
        None,
        11,
        capped(300),
        &FrozenClock,
        &names(),
        &mut |done, _| done < 3,
    );
    assert_eq!(stopped, Err(crate::engine::coach::ReviewError::Stopped));
}
