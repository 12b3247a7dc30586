//! The hint's request, the worker's answer to it and that answer read
//! as the page shows it, for each game.

use super::{hint_shown, HintShown};
use crate::engine::agent::FrozenClock;
use crate::engine::coach::Coach;
use crate::engine::fireworks::{Fireworks, FireworksAction, FireworksOptions};
use crate::engine::game::Game;
use crate::engine::morris::{Morris, MorrisOptions, Move};
use crate::engine::record::{GameRecord, Record};
use crate::engine::take5::{Take5, Take5Action, Take5Options};
use crate::ui::shell::game_ui::GameUi;
use crate::ui::shell::hint_reply::hint_request;
use crate::worker::{Answer, Tasks};

fn names() -> Vec<String> {
    vec!["Ada".into(), "Ben".into(), "Cy".into(), "Di".into()]
}

/// The hint of `seat` after `record`, asked of the worker as the extras
/// module asks it.
fn ask<G: GameUi + Coach>(record: &GameRecord<G>, seat: usize) -> Result<HintShown, String> {
    let text = serde_json::to_string(record).unwrap();
    let request = hint_request(G::ID, &text, seat, &names());
    assert!(request.is_coachs(), "a coach's task: AI data first");
    let mut replies = Vec::new();
    Tasks::coach().answer(&request, &FrozenClock, &mut |reply| replies.push(reply));
    assert_eq!(replies.len(), 1, "one answer: {replies:?}");
    hint_shown::<G>(&text, seat, replies.remove(0))
}

#[test]
fn a_take5_hint_names_a_card_of_the_hand_finds_it_there_and_says_why() {
    let record = Record::new(Take5::ID, Take5Options::default(), 7);
    let hint = ask::<Take5>(&record, 0).unwrap();
    let card = hint
        .words
        .strip_prefix("The coach suggests card ")
        .and_then(|rest| rest.strip_suffix('.'))
        .unwrap_or_else(|| panic!("{hint:?}"));
    assert_eq!(
        hint.selectors,
        vec![format!(".t5-hand-card[data-card=\"{card}\"]")]
    );
    assert!(hint.why.contains("cow"), "{hint:?}");
}

#[test]
fn a_morris_hint_marks_every_point_the_move_names() {
    let record = Record::new(Morris::ID, MorrisOptions::default(), 3);
    let hint = ask::<Morris>(&record, 0).unwrap();
    assert!(
        hint.words.starts_with("The coach suggests place on "),
        "{hint:?}"
    );
    assert_eq!(hint.selectors.len(), 1);
    assert!(!hint.why.is_empty());
    let (state, _) = Morris::new(&MorrisOptions::default(), 3);
    let mv = state.legal_actions(0)[0];
    let full = Move {
        from: Some(mv.to),
        to: mv.to,
        take: Some(mv.to),
    };
    assert_eq!(state.action_selectors(0, &full).len(), 3);
    assert!(state.action_selectors(0, &mv)[0].contains(&format!("\"{}\"", mv.to.name())));
    // The seat that waits has nothing to be told.
    let refused = ask::<Morris>(&record, 1).unwrap_err();
    assert!(refused.contains("nothing to decide"), "{refused}");
}

#[test]
fn a_fireworks_clue_marks_the_cards_it_touches_and_a_play_the_own_card() {
    let options = FireworksOptions::default();
    let (state, _) = Fireworks::new(&options, 11);
    let seat = state.to_act()[0];
    assert_eq!(
        state.action_selectors(seat, &FireworksAction::Play(1)),
        vec![format!(
            ".fw-hand[data-seat=\"{}\"] .fw-card-slot[data-slot=\"B\"]",
            seat + 1
        )]
    );
    let mut clues = 0;
    for action in state.legal_actions(seat) {
        if let FireworksAction::Hint { to, clue } = action {
            clues += 1;
            let touched = state.view(seat).touched_by(to, clue);
            let marks = state.action_selectors(seat, &action);
            assert_eq!(marks.len(), touched.len().max(1), "{action:?}");
            assert!(marks
                .iter()
                .all(|m| m.contains(&format!("data-seat=\"{}\"", to + 1))));
        }
    }
    assert!(clues > 0);
}

#[test]
fn a_reply_that_is_not_a_legal_hint_is_an_error_in_words() {
    let record: GameRecord<Take5> = Record::new(Take5::ID, Take5Options::default(), 7);
    let text = serde_json::to_string(&record).unwrap();
    let (state, _) = Take5::new(&Take5Options::default(), 7);
    let theirs = state.legal_actions(1)[0];
    let reply = |action: &Take5Action| Answer::Hinted {
        id: 1,
        action: serde_json::to_string(action).unwrap(),
        words: "x".to_owned(),
        why: "y".to_owned(),
    };
    let refused = hint_shown::<Take5>(&text, 0, reply(&theirs)).unwrap_err();
    assert!(refused.contains("not legal"), "{refused}");
    let mine = state.legal_actions(0)[0];
    let shown = hint_shown::<Take5>(&text, 0, reply(&mine)).unwrap();
    assert_eq!(
        (shown.words.as_str(), shown.why.as_str()),
        ("The coach suggests x.", "y")
    );
    let failed = Answer::Failed {
        id: 1,
        error: "no coach".to_owned(),
    };
    assert_eq!(
        hint_shown::<Take5>(&text, 0, failed).unwrap_err(),
        "no coach"
    );
    assert!(hint_shown::<Take5>(&text, 0, Answer::Ready).is_err());
    assert!(hint_shown::<Take5>("{", 0, reply(&mine)).is_err());
}
