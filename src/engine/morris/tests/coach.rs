//! The coach on Nine Men's Morris ([`Coach`]): a forced win missed is a
//! blunder, proved exactly, and so is a draw thrown away up to five
//! stones a side; expected scores; a whole game's review is the
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

#[test]
fn a_draw_thrown_away_in_4_v_5_and_5_v_5_is_proved_exactly() {
    use super::ai_tests::{position_of, table_duel};
    use crate::engine::morris::ai::endgame::material::Material;
    use crate::engine::morris::ai::endgame::moves::for_each_previous;
    use crate::engine::morris::ai::endgame::shipped::shipped;
    use crate::engine::morris::ai::endgame::Solved;
    use crate::engine::morris::board::fields_of;
    let endgame = shipped().unwrap();
    for (fewer, more) in [(4, 5), (5, 5)] {
        // A drawn position, seat 0 to move, one quiet move before a
        // position seat 1 wins.
        let theirs = table_duel(Material::new(fewer, more).unwrap(), |v| {
            v >= 2 && (v - 1) % 2 == 1
        });
        let mut drawn = None;
        for_each_previous(theirs, |p| {
            if drawn.is_none() && endgame.probe_duel(p) == Some(Solved::Draw) {
                drawn = Some(position_of(p));
            }
        });
        let pos = drawn.expect("a draw that can be thrown");
        let names = |bits: u32| {
            let fields: Vec<&str> = fields_of(bits).map(|f| f.name()).collect();
            fields.join(" ")
        };
        let game = preset_game(
            &names(pos.stones[0]),
            &names(pos.stones[1]),
            [0, 0],
            pos.taken,
            0,
            40,
        );
        let rated = game.rate_moves(0, 1, nodes(5_000), &FrozenClock);
        let mut thrown = 0;
        for (played, rating) in rated.iter().enumerate() {
            let judgement = game.judge(0, &rated, played);
            let after = endgame.probe(&pos.after(rating.action));
            if matches!(after, Some(Solved::Win(_))) {
                thrown += 1;
                let exact = judgement.exact.expect("proved");
                assert!(exact.contains("holds the draw"), "{exact}");
                assert!(exact.ends_with("and this move loses."), "{exact}");
                assert_eq!(judgement.loss, 0.5, "{exact}");
            } else {
                assert_eq!(after, Some(Solved::Draw));
                assert_eq!(judgement.exact, None);
            }
        }
        assert!(thrown > 0, "{fewer} v {more}");
    }
}
