//! Remote seats keep every secret: whole AI games of every listed game
//! (`parlour::for_each_game!`), under every rule set and at every player
//! count its rules allow, are played with a guest at each seat, and every
//! message each guest would receive, as it crosses, is checked
//! (`engine::remote::capture`): no event in it names anything its seat
//! cannot see (another hand in 6 nimmt! before the reveal, a face-down
//! choice before everybody has chosen, the guest's own cards in Hanabi),
//! its view is the seat's own, and it offers moves only in the seat's
//! turn.

use parlour::engine::coach::self_play::ai_game;
use parlour::engine::remote::capture::{check_guest_messages, Capture};
use parlour::games::Listed;

/// Seeds played per rule set and player count.
const SEEDS: u64 = 3;
/// The work an AI decision may take (the easy levels stay far below it).
const WORK: u64 = 2_000;
/// Steps after which a game is cut short (no listed game is that long).
const MAX_STEPS: usize = 4_000;

/// Every rule set of `G` by name and options (its default, CodinGame's,
/// first).
fn rule_sets<G: Listed>() -> Vec<(String, G::Options)> {
    match G::PRESETS {
        Some(preset) if !G::RULE_SETS.is_empty() => G::RULE_SETS
            .iter()
            .map(|set| {
                (
                    set.name.to_string(),
                    preset(set.name).expect("a listed rule set"),
                )
            })
            .collect(),
        _ => vec![(String::from("default"), G::Options::default())],
    }
}

/// Plays `G`'s games and checks what every seat's guest receives.
fn guests_read_nothing_hidden<G: Listed>() {
    let mut total = Capture::default();
    for (name, options) in rule_sets::<G>() {
        for seats in G::seat_counts(&options) {
            let options = G::with_seat_count(&options, seats).unwrap();
            for seed in 0..SEEDS {
                let record = ai_game::<G>(&options, seed, &["easy"], Some(WORK), MAX_STEPS)
                    .unwrap_or_else(|e| panic!("{} {name} {seats}: {e}", G::ID));
                for seat in 0..seats {
                    let capture = check_guest_messages::<G>(&record, seat).unwrap_or_else(|e| {
                        panic!("{} ({name}, {seats} players, seed {seed}): {e}", G::ID)
                    });
                    assert_eq!(capture.messages, record.steps.len() + 1);
                    total.messages += capture.messages;
                    total.longest = total.longest.max(capture.longest);
                }
            }
        }
    }
    assert!(total.messages > 0, "{} was played", G::ID);
    println!(
        "{}: {} messages, the longest {} bytes",
        G::ID,
        total.messages,
        total.longest
    );
}

#[test]
fn every_guest_of_every_game_reads_nothing_its_seat_cannot_see() {
    macro_rules! each {
        ($($game:ty),*) => {
            $(guests_read_nothing_hidden::<$game>();)*
        };
    }
    parlour::for_each_game!(each);
}
