//! A review's mistakes as a lesson: one chapter per mistake of the seat,
//! a question the better move answers, the played move refused with why.

use super::practice::practice;
use crate::engine::agent::{Budget, FrozenClock};
use crate::engine::coach::self_play::ai_game;
use crate::engine::coach::{review, Grade};
use crate::engine::morris::options::MorrisOptions;
use crate::engine::morris::state::Morris;
use crate::engine::record::Step;
use crate::engine::study::code::{decode_study, encode_study};
use crate::engine::study::player::{StudyPlayer, Verdict};

#[test]
fn each_mistake_of_the_seat_is_a_question_its_better_move_answers() {
    let names = vec!["Ann".to_owned(), "Bob".to_owned()];
    let record = ai_game::<Morris>(&MorrisOptions::default(), 6, &["easy"], None, 60).unwrap();
    let budget = Budget {
        time_ms: 60_000.0,
        max_work: Some(4_000),
    };
    let made = review::<Morris>(
        &record,
        None,
        1,
        budget,
        &FrozenClock,
        &names,
        &mut |_, _| true,
    )
    .unwrap();
    let mistakes: Vec<_> = made
        .decisions
        .iter()
        .filter(|d| d.seat == 1 && d.grade >= Grade::Mistake)
        .collect();
    assert!(!mistakes.is_empty(), "random moves make mistakes");
    let study = practice::<Morris>(&record, &made.decisions, Some(1), &names).expect("a lesson");
    assert_eq!(study.chapters.len(), mistakes.len().min(20));
    for (chapter, d) in study.chapters.iter().zip(&mistakes) {
        assert_eq!((chapter.learner, chapter.first_step), (1, d.step));
        assert_eq!(chapter.record.steps.len(), d.step + 1);
        assert_eq!(
            chapter.record.steps[d.step],
            Step::Act {
                seat: 1,
                action: d.best
            }
        );
        assert!(d.good.contains(&d.best) && !d.good.contains(&d.played));
    }
    // It travels as a lesson link, and the lesson refuses the move played,
    // with why, then takes the better one.
    let study = decode_study::<Morris>(&encode_study(&study)).unwrap();
    let mut player = StudyPlayer::new(study);
    while !player.asking() {
        assert!(player.forward());
    }
    assert!(player.question().unwrap().contains("Bob played"));
    match player.answer(&mistakes[0].played, None) {
        Verdict::Wrong { hint } => assert_eq!(hint, mistakes[0].why),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        player.answer(&mistakes[0].best, None),
        Verdict::Right { .. }
    ));
    // Nothing to practise: no lesson.
    let none: Vec<_> = made
        .decisions
        .iter()
        .filter(|d| d.grade < Grade::Mistake)
        .cloned()
        .collect();
    assert!(practice::<Morris>(&record, &none, None, &names).is_none());
}
