//! The 6 nimmt! screen model at 2 to 10 seats and under the rules in the
//! box, natively: frames, the status, the end panel, the display choice
//! and the card counter.

use crate::engine::agent::{agent_seed, decide, FrozenClock};
use crate::engine::game::Game;
use crate::engine::session::Session;
use crate::engine::take5::cards::{MAX_SEATS, MIN_SEATS};
use crate::engine::take5::options::PRESET_NAMES;
use crate::engine::take5::{Deal, Take5, Take5Action, Take5Event, Take5Options};
use crate::ui::shell::game_ui::GameUi;
use crate::ui::shell::new_game::SetupChoices;

use super::counter::CardCounter;
use super::frame::Frame;
use super::game_ui::Take5Prefs;

fn options(name: &str, seats: usize) -> Take5Options {
    Take5::with_seat_count(&Take5Options::preset(name).unwrap(), seats).unwrap()
}

/// A session under `options` played by medium AIs for up to `steps`
/// steps (to the end with `usize::MAX`).
fn played(options: Take5Options, seed: u64, steps: usize) -> Session<Take5> {
    let mut session = Session::<Take5>::new(options, seed);
    while !session.state().is_over() && session.record().steps.len() < steps {
        let seat = session.state().to_act()[0];
        let step = session.record().steps.len();
        let action = decide(
            session.state(),
            seat,
            "medium",
            agent_seed(seed, step, seat),
            None,
            &FrozenClock,
        )
        .unwrap();
        session.play(seat, action).unwrap();
    }
    session
}

fn names(seats: usize) -> Vec<String> {
    Take5::AI_NAMES[..seats]
        .iter()
        .map(|n| (*n).to_owned())
        .collect()
}

#[test]
fn the_ui_names_and_labels_every_seat_up_to_ten() {
    assert_eq!(Take5::AI_NAMES.len(), MAX_SEATS);
    let labels: Vec<String> = (0..MAX_SEATS)
        .map(|s| Take5::seat_label(s).to_string())
        .collect();
    assert_eq!(labels.last().unwrap(), "seat 10");
    let names: Vec<String> = (0..MAX_SEATS)
        .map(|s| Take5::person_label(s).to_string())
        .collect();
    assert_eq!(names.last().unwrap(), "Name of person 10");
    assert_eq!(SetupChoices::of::<Take5>().seat_labels, labels);
    assert_eq!(Take5::HOT_SEAT_PEOPLE, (MIN_SEATS, MAX_SEATS));
}

#[test]
fn frames_follow_the_engine_at_every_count_and_rule_set() {
    for seats in [2, 3, 6, 10] {
        for name in PRESET_NAMES {
            let session = played(options(name, seats), seats as u64, 90);
            let log = session.log();
            for viewer in [Some(0), Some(seats - 1), None] {
                for (index, entry) in log.iter().enumerate() {
                    let Some(step) = entry.step else { continue };
                    if log.get(index + 1).is_some_and(|n| n.step == Some(step)) {
                        continue;
                    }
                    let folded = Frame::at(&session, index, viewer);
                    let direct = Frame::of_state(&session.state_after_steps(step + 1), viewer);
                    let at = format!("{seats} seats, {name}, step {step}, {viewer:?}");
                    assert_eq!(folded.rows, direct.rows, "{at}");
                    assert_eq!(folded.scores, direct.scores, "{at}");
                    assert_eq!(folded.cards_left, direct.cards_left, "{at}");
                    assert_eq!(folded.hand, direct.hand, "{at}");
                    assert_eq!(folded.seen, direct.seen, "{at}");
                    assert_eq!(folded.scores.len(), seats, "{at}");
                    assert_eq!(folded.revealed.len(), seats, "{at}");
                }
            }
        }
    }
}

#[test]
fn a_player_who_is_out_is_drawn_out_with_no_cards() {
    let mut session = played(options("to-66", 6), 3, 8);
    session.forfeit(4, "timeout");
    let frame = Frame::at(&session, session.log().len() - 1, Some(4));
    assert!(frame.out[4] && !frame.out[0]);
    assert_eq!(frame.cards_left[4], 0);
    assert!(frame.hand.is_empty() && frame.my_choice.is_none());
    assert_eq!(frame, Frame::of_state(session.state(), Some(4)));
}

#[test]
fn the_status_says_the_game_goes_to_66_cows() {
    let session = played(options("to-66", 5), 1, 0);
    let frame = Frame::of_state(session.state(), Some(0));
    assert_eq!(
        Take5::progress(&frame),
        "Round 1, to 66 cows · turn 1 of 10"
    );
    let session = played(options("codingame", 5), 1, 0);
    let frame = Frame::of_state(session.state(), Some(0));
    assert_eq!(Take5::progress(&frame), "Round 1 of 5 · turn 1 of 10");
}

#[test]
fn the_end_panel_ranks_every_seat_with_each_rounds_cows() {
    for (seats, name) in [(7, "to-66"), (10, "known-cards"), (2, "codingame")] {
        let session = played(options(name, seats), 12, usize::MAX);
        assert!(session.state().is_over());
        let end = Take5::end_summary(&session, &names(seats));
        assert_eq!(end.rows.len(), seats);
        let rounds = usize::from(session.state().round());
        let expected = if rounds == 1 {
            "Cows in round 1".to_owned()
        } else {
            format!("Cows in rounds 1–{rounds}")
        };
        assert_eq!(end.columns, [expected, "Total cows".to_owned()]);
        for row in &end.rows {
            let cows: Vec<u32> = row.cells[0]
                .split(" · ")
                .map(|c| c.parse().unwrap())
                .collect();
            assert_eq!(cows.len(), rounds);
            assert_eq!(cows.iter().sum::<u32>().to_string(), row.cells[1]);
        }
        if name == "codingame" {
            assert!(end
                .reason
                .starts_with("The game is over; the fewest cows wins"));
        } else {
            // Why it ended comes first: someone reached 66 cows.
            assert!(end.reason.contains("66 or more"), "{}", end.reason);
            assert!(end
                .reason
                .contains("The game is over; the fewest cows wins"));
            let worst: u32 = end.rows.last().unwrap().cells[1].parse().unwrap();
            assert!(worst >= 66, "{end:?}");
        }
    }
}

#[test]
fn the_card_counter_is_a_display_choice_off_by_default() {
    assert!(!Take5Prefs::default().card_counter);
    let read: Take5Prefs = serde_json::from_str("{}").unwrap();
    assert_eq!(read, Take5Prefs::default());
    let on = Take5Prefs { card_counter: true };
    let json = serde_json::to_string(&on).unwrap();
    assert_eq!(json, r#"{"card_counter":true}"#);
    assert_eq!(serde_json::from_str::<Take5Prefs>(&json).unwrap(), on);
}

/// The worked example's table (rows 9 12 21 / 19 24 / 33 42 50 57 /
/// 69 72 81) with Celia's 7 in her hand.
fn example_frame(viewer: usize) -> Frame {
    use crate::engine::take5::example::{worked_example_options, SETUP_PLAYS};
    let mut session = Session::<Take5>::new(worked_example_options(), 0);
    for turn in SETUP_PLAYS {
        for (seat, card) in turn.into_iter().enumerate() {
            session.play(seat, Take5Action::Play(card)).unwrap();
        }
    }
    Frame::of_state(session.state(), Some(viewer))
}

#[test]
fn the_counter_says_what_lands_on_each_row_and_what_takes_it() {
    let frame = example_frame(2);
    let counter = CardCounter::of(&frame, Some(2));
    // Seen: the four starts and the eight cards of two turns; Celia holds 7.
    assert_eq!(counter.unseen.len(), 104 - 12 - 1);
    assert!(!counter.unseen.contains(&7) && !counter.unseen.contains(&57));
    let lands: Vec<Option<(u8, u8)>> = counter.rows.iter().map(|r| r.lands).collect();
    assert_eq!(
        lands,
        vec![
            Some((22, 23)),
            Some((25, 56)),
            Some((58, 80)),
            Some((82, 104))
        ]
    );
    assert_eq!(counter.rows[2].taker(), 2);
    assert_eq!(counter.rows[0].unseen, vec![22, 23]);
    assert_eq!(
        counter.row_text(0),
        "Row 1 holds 3 cards: the 3rd card to land on it takes it. Cards that land on it now: 22 to 23; 2 unseen (22, 23), none of yours."
    );
    assert_eq!(
        counter.row_text(2),
        "Row 3 holds 4 cards: the 2nd card to land on it takes it. Cards that land on it now: 58 to 80; 21 unseen, none of yours."
    );
    assert!(counter
        .unseen_text()
        .starts_with("Unseen by you: 91 cards, in the other players' hands or not dealt this round: 1–6, 8, 10, 11, 13–18, 20, 22, 23, 25–32, "));
    // Celia's 7 lands nowhere; Alice's 23 lands on row 1.
    let alice = CardCounter::of(&example_frame(0), Some(0));
    assert_eq!(alice.rows[0].mine, vec![23]);
    assert!(alice.row_text(0).ends_with("1 unseen (22), yours: 23."));
}

#[test]
fn a_full_row_is_taken_by_the_next_card_and_a_closed_range_says_so() {
    let options = Take5Options {
        rounds: 1,
        preset: Some(Deal {
            rows: [10, 30, 31, 104],
            hands: vec![vec![11], vec![12]],
            cows: Vec::new(),
            laid: Vec::new(),
        }),
        ..options("codingame", 2)
    };
    let session = Session::<Take5>::new(options, 0);
    let mut frame = Frame::of_state(session.state(), Some(0));
    frame.rows[0] = vec![10, 13, 14, 15, 16];
    let counter = CardCounter::of(&frame, Some(0));
    assert_eq!(
        counter.row_text(0),
        "Row 1 is full: the next card to land on it takes it. Cards that land on it now: 17 to 29; 13 unseen, none of yours."
    );
    assert_eq!(
        counter.row_text(1),
        "Row 2 holds 1 card: the 5th card to land on it takes it. No card lands on it now."
    );
    assert_eq!(counter.rows[3].lands, None);
}

#[test]
fn with_known_cards_the_counter_names_exactly_the_other_hands() {
    let session = played(options("known-cards", 3), 6, 3);
    let state = session.state();
    let frame = Frame::of_state(state, Some(1));
    let counter = CardCounter::of(&frame, Some(1));
    let mut others: Vec<u8> = [0, 2]
        .iter()
        .flat_map(|&s| state.hand(s).iter().copied().chain(state.chosen(s)))
        .collect();
    others.sort_unstable();
    assert_eq!(counter.unseen, others);
    assert!(counter.unseen.iter().all(|&c| c <= 34));
    assert!(counter
        .unseen_text()
        .contains("every one of them in the other players' hands"));
    // A spectator is told what has not been shown.
    let spectator = CardCounter::of(&Frame::of_state(state, None), None);
    assert!(spectator
        .unseen_text()
        .starts_with("Not shown yet this round: 27 cards: "));
    // The counter's ranges cover the deck above the lowest row end.
    let lowest = frame
        .rows
        .iter()
        .filter_map(|r| r.last())
        .min()
        .copied()
        .unwrap();
    let covered: usize = counter
        .rows
        .iter()
        .filter_map(|r| r.lands)
        .map(|(low, high)| usize::from(high - low) + 1)
        .sum();
    assert_eq!(covered, usize::from(34 - lowest) - 3);
    // A counted card is counted once, at the moment shown.
    let end = session.log().len() - 1;
    assert_eq!(Frame::at(&session, end, Some(1)).seen, frame.seen);
    assert!(session
        .log()
        .iter()
        .any(|e| matches!(e.event, Take5Event::Revealed { .. })));
}
