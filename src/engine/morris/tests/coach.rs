//! The coach on Nine Men's Morris ([`Coach`]): a forced win missed is a
//! blunder, proved exactly; expected scores; a whole game's review is the
//! same whatever the seed (the search draws nothing at random).

use super::preset_game;
use crate::engine::agent::{Budget, FrozenClock};
use crate::engine::coach::self_play::ai_game;
use crate::engine::coach::{review, Coach, Grade};
use crate::engine::game::Game;
use crate::engine::morris::ai::coach::expected_score;
use crate::engine::morris::options::MorrisOptions;
use crate::engine::morris::state::Morris;
use crate::engine::rating::RatesMoves;

fn nodes(n: u64) -> Budget {
    Budget {
        time_ms: 60_000.0,
        max_work: Some(n),
    }
}

fn names() -> Vec<String> {
    ["White", "Black"].map(String::from).to_vec()
}

#[test]
fn expected_scores_run_from_a_forced_loss_to_a_forced_win() {
    assert_eq!(expected_score(99.5), 1.0);
    assert_eq!(expected_score(-99.5), 0.0);
    assert_eq!(expected_score(0.0), 0.5);
    assert!(expected_score(1.0) > 0.7 && expected_score(1.0) < 0.75);
    assert!((expected_score(-0.4) + expected_score(0.4) - 1.0).abs() < 1e-12);
}

#[test]
fn missing_a_forced_win_is_a_blunder_proved_exactly() {
    // G4-G1 closes a mill and takes seat 1's seventh stone: the game is
    // won at once. Seat 1 is left flying with three stones otherwise.
    let game = preset_game("A1 D1 G4 B6", "A4 B4 E3", [0, 0], [6, 5], 0, 100);
    let rated = game.rate_moves(0, 1, nodes(20_000), &FrozenClock);
    let thresholds = Morris::thresholds(&MorrisOptions::default());
    let mut proved = 0;
    for (played, rating) in rated.iter().enumerate() {
        let judgement = game.judge(0, &rated, played);
        let grade = thresholds.grade(judgement.loss, rated.len());
        let best = rated[judgement.best].action;
        if rating.action.take.is_some() && rating.action.to.name() == "G1" {
            assert_eq!((judgement.loss, grade), (0.0, Grade::Good));
            continue;
        }
        assert_eq!(best.to.name(), "G1", "{rated:?}");
        assert!(best.take.is_some());
        if let Some(exact) = &judgement.exact {
            proved += 1;
            assert!(
                exact.starts_with("Proved exactly: G4 to G1, taking"),
                "{exact}"
            );
            assert!(exact.contains("wins by force"), "{exact}");
            assert_eq!(grade, Grade::Blunder, "{exact}");
            assert!(judgement.loss >= 0.5, "{exact}");
        }
        // Seat 0's expected score is the graph's one line.
        assert_eq!(judgement.line, 0);
        assert!((0.0..=1.0).contains(&judgement.standing));
    }
    assert!(
        proved > 0,
        "some other move lets the table's draw or loss in"
    );
    let why = game.why(0, &rated, 0, 1, None, &names());
    assert!(why.ends_with('.'), "{why}");
}

#[test]
fn a_whole_game_is_reviewed_the_same_whatever_the_seed() {
    let record =
        ai_game::<Morris>(&MorrisOptions::default(), 3, &["easy", "medium"], None, 40).unwrap();
    let run = |seed| {
        review::<Morris>(
            &record,
            None,
            seed,
            nodes(5_000),
            &FrozenClock,
            &names(),
            &mut |_, _| true,
        )
        .unwrap()
    };
    let first = run(1);
    assert_eq!(first, run(2));
    assert_eq!(first.decisions.len(), record.steps.len());
    assert_eq!(first.lines, vec!["White".to_string()]);
    // The seats alternate, and each judged decision names its better move.
    for decision in &first.decisions {
        assert!(decision.loss >= 0.0);
        assert_eq!(decision.why.is_empty(), decision.played == decision.best);
    }
    let legal = Morris::new(&MorrisOptions::default(), 3)
        .0
        .legal_actions(0)
        .len();
    assert_eq!(first.decisions[0].choices, legal);
}
