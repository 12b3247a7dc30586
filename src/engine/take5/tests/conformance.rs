//! The shared conformance suite on 6 nimmt!, and its per-viewer events.

use crate::engine::conformance::{check, check_with};
use crate::engine::game::{explain_for, Game};
use crate::engine::session::Session;
use crate::engine::take5::cards::{MAX_SEATS, MIN_SEATS};
use crate::engine::take5::options::PRESET_NAMES;
use crate::engine::take5::{Take5, Take5Action, Take5Event, Take5Options};

#[test]
fn take5_passes_the_conformance_suite() {
    let summary = check::<Take5>(0..2000).unwrap();
    assert_eq!(summary.games, 2000);
    assert!(summary.refused > 0 && summary.decisions > 0);
}

/// The suite at every seat count, under every rule set: 60 games each
/// (1,620 in all, beside the 2,000 of the default game).
#[test]
fn take5_passes_the_conformance_suite_at_every_count_and_rule_set() {
    for seats in MIN_SEATS..=MAX_SEATS {
        for name in PRESET_NAMES {
            let options =
                Take5::with_seat_count(&Take5Options::preset(name).unwrap(), seats).unwrap();
            let first = 10_000 + 100 * seats as u64;
            let summary = check_with::<Take5>(&options, first..first + 60)
                .unwrap_or_else(|why| panic!("{seats} seats, {name}: {why}"));
            assert_eq!(summary.games, 60);
            assert!(summary.refused > 0 && summary.decisions > 0);
        }
    }
}

#[test]
fn a_face_down_card_is_read_only_by_its_owner() {
    let mut session = Session::<Take5>::new(Default::default(), 4);
    let card = session.state().hand(1)[0];
    session.play(1, Take5Action::Play(card)).unwrap();
    let chose = &session.log().last().unwrap().event;
    assert_eq!(
        Take5::event_for(Some(1), chose),
        Take5Event::Chose {
            seat: 1,
            card: Some(card)
        }
    );
    assert_eq!(
        Take5::event_for(Some(0), chose),
        Take5Event::Chose {
            seat: 1,
            card: None
        }
    );
    assert_eq!(Take5::event_for(None, chose), *chose);
    // The texts stay as they were for every reader.
    let names: Vec<String> = ["You", "Ben", "Cleo", "Dev"].map(String::from).to_vec();
    assert_eq!(
        explain_for::<Take5>(chose, Some(0), &names),
        "Ben has chosen a card and keeps it face down."
    );
    assert_eq!(
        explain_for::<Take5>(chose, Some(1), &names),
        "Ben has chosen a card and keeps it face down."
    );
}
