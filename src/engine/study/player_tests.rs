//! Taking a lesson: stepping, questions, hints, answers given away,
//! chapters and the summary (on Nim, see `tests.rs`).

use super::model::{Accept, Summary};
use super::player::{StudyPlayer, Verdict};
use super::tests::one_chapter;
use crate::engine::rating::Rated;

#[test]
fn a_question_blocks_the_way_until_it_is_answered_and_is_counted() {
    let mut player = StudyPlayer::new(one_chapter());
    assert_eq!((player.shown(), player.note()), (0, ""));
    assert_eq!(player.answer(&3, None), Verdict::NoQuestion);
    assert!(player.forward());
    assert_eq!(player.note(), "<script>alert(1)</script>");
    assert!(player.forward());
    assert!(player.asking());
    assert_eq!(player.question(), Some("Your move: how many?"));
    assert!(!player.forward(), "a question is not stepped past");
    assert!(!player.reveal(), "the answer is given only after a try");
    assert_eq!(
        player.answer(&1, None),
        Verdict::Wrong {
            hint: "Count to a multiple of four.".into()
        }
    );
    assert_eq!(player.wrong_tries(), 1);
    assert_eq!(player.answer_move(), Some(&3));
    assert_eq!(
        player.answer(&3, None),
        Verdict::Right {
            first_try: false,
            the_lines: true
        }
    );
    assert_eq!(player.shown(), 3);
    assert_eq!(player.note(), "Three leaves a multiple of four.");
    assert_eq!(player.marks(), ["pile".to_string()]);
    assert!(player.finished());
    assert_eq!(
        player.summary(),
        Summary {
            first_try: 0,
            asked: 1
        }
    );
    // Stepping back shows the question as answered: the way is open.
    assert!(player.back());
    assert!(!player.asking());
    assert!(player.forward());
}

#[test]
fn right_at_the_first_try_given_away_and_other_accepted_moves() {
    let mut first = StudyPlayer::new(one_chapter());
    first.forward();
    first.forward();
    assert_eq!(
        first.answer(&3, None),
        Verdict::Right {
            first_try: true,
            the_lines: true
        }
    );
    assert_eq!(
        first.summary(),
        Summary {
            first_try: 1,
            asked: 1
        }
    );

    let mut revealed = StudyPlayer::new(one_chapter());
    revealed.forward();
    revealed.forward();
    assert!(matches!(revealed.answer(&2, None), Verdict::Wrong { .. }));
    assert!(revealed.reveal());
    assert_eq!(revealed.shown(), 3);
    assert_eq!(
        revealed.summary(),
        Summary {
            first_try: 0,
            asked: 1
        }
    );

    let mut other = one_chapter();
    other.chapters[0].notes[2].question.as_mut().unwrap().accept = Accept::Moves(vec![2]);
    let mut player = StudyPlayer::new(other);
    player.forward();
    player.forward();
    assert_eq!(
        player.answer(&2, None),
        Verdict::Right {
            first_try: true,
            the_lines: false
        }
    );
}

#[test]
fn a_near_the_best_question_asks_for_the_ratings() {
    let mut near = one_chapter();
    near.chapters[0].notes[2].question.as_mut().unwrap().accept = Accept::NearBest(0.5);
    let mut player = StudyPlayer::new(near);
    player.forward();
    player.forward();
    assert_eq!(player.answer(&1, None), Verdict::NeedsRatings);
    let rated = [
        Rated {
            action: 1,
            value: -1.0,
        },
        Rated {
            action: 2,
            value: 0.8,
        },
        Rated {
            action: 3,
            value: 1.0,
        },
    ];
    assert!(matches!(
        player.answer(&1, Some(&rated)),
        Verdict::Wrong { .. }
    ));
    assert!(matches!(
        player.answer(&2, Some(&rated)),
        Verdict::Right {
            first_try: false,
            the_lines: false
        }
    ));
}

#[test]
fn chapters_follow_each_other_from_their_first_step() {
    let mut study = one_chapter();
    let mut second = study.chapters[0].clone();
    second.first_step = 1;
    second.intro = "The second table.".into();
    second.notes[2].question = None;
    study.chapters.push(second);
    let mut player = StudyPlayer::new(study);
    assert!(!player.next_chapter(), "not before the chapter's end");
    player.forward();
    player.forward();
    player.answer(&3, None);
    assert!(!player.finished());
    assert!(player.next_chapter());
    assert_eq!(
        (player.chapter_index(), player.shown(), player.note()),
        (1, 1, "The second table.")
    );
    assert!(!player.back(), "never before the chapter's first step");
    while player.forward() {}
    assert!(player.finished());
    assert!(!player.next_chapter());
    assert_eq!(
        player.summary(),
        Summary {
            first_try: 1,
            asked: 1
        }
    );
}
