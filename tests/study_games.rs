//! Studio lessons of every listed game (`parlour::for_each_game!`): random
//! lessons of each and every built-in lesson go through their link and
//! file unchanged; a lesson of ten steps with ten notes of 200 characters
//! fits a link of under 2,000 characters; and one pinned lesson link per
//! game (`tests/fixtures/lessons/<id>.txt`, used by the browser tests,
//! written on the first run) keeps its meaning: a build that reads it
//! differently, or writes another code for the same lesson, fails here
//! (then bump the code's version and keep reading the old links).

use std::path::PathBuf;

use parlour::engine::game::Game;
use parlour::engine::lesson::HasLessons;
use parlour::engine::record::{Record, Step};
use parlour::engine::rng::Pcg32;
use parlour::engine::study::check::check;
use parlour::engine::study::code::{decode_study, encode_study};
use parlour::engine::study::file::{lesson_file, read_lesson_file};
use parlour::engine::study::model::{Accept, Chapter, Question, StepNote, Study};
use parlour::engine::study::setup::Studio;
use parlour::engine::take5::Take5;
use parlour::games::GAME_IDS;

fn every_lesson_round_trips<G: Studio + HasLessons>() {
    for lesson in G::lessons() {
        let study = Study::from_lesson(&lesson);
        let code = encode_study(&study);
        assert_eq!(
            decode_study::<G>(&code).as_ref(),
            Ok(&study),
            "{} lesson {}",
            G::ID,
            lesson.number
        );
        assert_eq!(
            read_lesson_file::<G>(&lesson_file(&study)).as_ref(),
            Ok(&study)
        );
    }
}

/// A random lesson of game `G` from `rng`: one to three chapters on the
/// default table, each a random line of legal moves (the first seat to
/// act plays), notes of random words (markup and emoji among them),
/// marks the table offers, and questions on the learner's moves that
/// accept listed moves or moves near the best.
fn random_study<G: Studio>(rng: &mut Pcg32) -> Study<G> {
    let words = [
        "take",
        "<b>row</b>",
        "é",
        "\"",
        "mill",
        "😀",
        " ",
        "<script>",
    ];
    let text = |rng: &mut Pcg32, most: usize| -> String {
        (0..rng.index(most + 1))
            .map(|_| *rng.choose(&words).unwrap())
            .collect()
    };
    let chapters = (0..1 + rng.index(3))
        .map(|_| {
            let seed = rng.next_u64();
            let options = G::Options::default();
            let mut record = Record::new(G::ID, options.clone(), seed);
            let (mut state, _) = G::new(&options, seed);
            let learner = rng.index(state.seat_count());
            let mut notes = Vec::new();
            for _ in 0..rng.index(40) {
                let Some(&seat) = state.to_act().first() else {
                    break;
                };
                let legal = state.legal_actions(seat);
                let action = rng.choose(&legal).unwrap().clone();
                let question = (seat == learner && rng.index(2) == 0).then(|| Question {
                    prompt: text(rng, 4),
                    hint: text(rng, 4),
                    accept: if rng.index(2) == 0 {
                        Accept::Moves(
                            legal
                                .iter()
                                .filter(|&a| *a != action && rng.index(3) == 0)
                                .take(16)
                                .cloned()
                                .collect(),
                        )
                    } else {
                        Accept::NearBest(rng.index(3000) as f64 / 1000.0)
                    },
                });
                state.apply(seat, &action).unwrap();
                // Marks name what the table shows after the step.
                let targets = state.mark_targets();
                notes.push(StepNote {
                    text: text(rng, 30),
                    marks: (0..rng.index(3))
                        .filter_map(|_| rng.choose(&targets).cloned())
                        .collect::<std::collections::BTreeSet<_>>()
                        .into_iter()
                        .collect(),
                    question,
                });
                record.steps.push(Step::Act { seat, action });
            }
            let steps = record.steps.len();
            notes.truncate(rng.index(steps + 1));
            // Questions come from the learner's first step on.
            let first_step = rng.index(steps + 1);
            for note in notes.iter_mut().take(first_step) {
                note.question = None;
            }
            Chapter {
                title: text(rng, 5),
                intro: text(rng, 10),
                record,
                learner,
                first_step,
                names: Vec::new(),
                notes,
            }
        })
        .collect();
    Study {
        title: text(rng, 5),
        lang: parlour::text::Lang::En,
        intro: text(rng, 20),
        outro: text(rng, 20),
        chapters,
    }
}

/// Random lessons of game `G` pass the checks and come back unchanged
/// through their link and their file.
fn random_lessons_round_trip<G: Studio>(count: u64) {
    for n in 0..count {
        let mut rng = Pcg32::new(1000 + n);
        let study = random_study::<G>(&mut rng);
        assert_eq!(check(&study), Ok(()), "{} lesson {n}", G::ID);
        assert_eq!(
            decode_study::<G>(&encode_study(&study)).as_ref(),
            Ok(&study),
            "{} lesson {n}",
            G::ID
        );
        assert_eq!(
            read_lesson_file::<G>(&lesson_file(&study)).as_ref(),
            Ok(&study)
        );
    }
}

#[test]
fn random_lessons_of_every_game_go_through_links_and_files_unchanged() {
    macro_rules! each {
        ($($game:ty),*) => {
            $(random_lessons_round_trip::<$game>(40);)*
        };
    }
    parlour::for_each_game!(each);
}

#[test]
fn every_built_in_lesson_opens_in_the_studio_format() {
    macro_rules! each {
        ($($game:ty),*) => {
            $(every_lesson_round_trips::<$game>();)*
        };
    }
    parlour::for_each_game!(each);
}

/// Game `G`'s lesson 1 with `notes` on its steps from the learner's
/// first, and a question at the learner's first move there.
fn taught<G: Studio + HasLessons>(notes: &[&str]) -> Study<G> {
    taught_from(1, notes)
}

/// [`taught`] from lesson `number`.
fn taught_from<G: Studio + HasLessons>(number: u8, notes: &[&str]) -> Study<G> {
    let lesson = G::lesson(number).expect("a built-in lesson");
    let mut study = Study::from_lesson(&lesson);
    study.intro = format!("A lesson written in the studio, on {}.", G::TITLE);
    let chapter = &mut study.chapters[0];
    let steps = chapter.record.steps.clone();
    let mut asked = false;
    chapter.notes = steps
        .iter()
        .enumerate()
        .map(|(i, step)| {
            let learners = matches!(step, Step::Act { seat, .. } if *seat == chapter.learner);
            let question = (!asked && learners && i >= chapter.first_step).then(|| {
                asked = true;
                Question {
                    prompt: "Your move: what would you play here?".to_owned(),
                    hint: "Look at what the last step changed.".to_owned(),
                    accept: Accept::Moves(Vec::new()),
                }
            });
            StepNote {
                text: i
                    .checked_sub(chapter.first_step)
                    .and_then(|k| notes.get(k))
                    .map_or_else(String::new, |&note| note.to_owned()),
                marks: Vec::new(),
                question,
            }
        })
        .collect();
    assert!(
        asked,
        "{} lesson {number} has a learner's move to ask",
        G::ID
    );
    study
}

/// Ten notes of about 200 characters each, as a teacher writes them.
const NOTES: [&str; 10] = [
    "Ada plays 55 and Ben plays 58. Both are higher than the last card of the third row, 52, and that row already holds five cards. Cards are placed from the lowest up, so 55 goes first and becomes its sixth.",
    "The sixth card takes the row: Ada collects 52, 47, 33, 21 and 18, seven cows in all, and her 55 now starts that row alone. Ben's 58 is placed after it, so it lands safely right next to her new card.",
    "Look at the hands before the next turn. Cy holds 3, which is lower than every row's last card, so whenever he plays it he must choose a row to take. He will choose the one with the fewest cows on it.",
    "Dee plays 90 on the second row, which ends in 88. Only two cards sit there now, so the row is safe for a while; a row becomes dangerous when it holds five cards and a low card can still reach it.",
    "Cy plays his 3 and takes the first row, the cheapest with two cows. Notice that a player who must take a row may pick any of the four, not only the row where the card would otherwise have gone.",
    "Why did Ben keep 59 until now? Any card from 56 to 59 lands after 55 and 58, and nobody else can play between them this turn. Counting the cards already seen tells you which gaps are still open.",
    "Ada has to play high this time. Her 101 goes on the row ending in 90, the highest last card below it. A high card is often safe early in a round, but later the rows fill up and it costs more cows.",
    "The fourth row now holds four cards. The next card that lands there will be its fifth, and the one after that takes it. Count who can still reach it: only cards above 72 and below the other rows' ends.",
    "Here Dee sees the danger and plays 12 on purpose: it is too low for any row, so she takes the first row herself, which holds only one cow, rather than risk being the sixth card on the full fourth row.",
    "At the end of the turn, compare the rows: the safest places are right after a card nobody else can follow. A good player remembers every card played, because all 104 cards are different and none come back.",
];

#[test]
fn ten_notes_of_200_characters_fit_a_link_under_2000_characters() {
    // A 6 nimmt! table of seed 2026 and ten steps of its line, each seat
    // playing its lowest legal card or row, each step with a note.
    let mut record = Record::new(Take5::ID, Default::default(), 2026);
    let (mut state, _) = Take5::new(&record.options, record.seed);
    while record.steps.len() < 10 {
        let seat = state.to_act()[0];
        let action = state.legal_actions(seat)[0];
        state.apply(seat, &action).expect("a legal action");
        record.steps.push(Step::Act { seat, action });
    }
    let study = Study {
        title: "Two cards, one full row".to_owned(),
        lang: parlour::text::Lang::En,
        intro: "What happens when two played cards land on the same full row, and how to see it coming.".to_owned(),
        outro: String::new(),
        chapters: vec![Chapter {
            title: "The sixth card".to_owned(),
            intro: String::new(),
            record,
            learner: 0,
            first_step: 0,
            names: Vec::new(),
            notes: (0..10)
                .map(|i| StepNote {
                    text: NOTES[i].to_owned(),
                    marks: Vec::new(),
                    question: None,
                })
                .collect(),
        }],
    };
    assert_eq!(check(&study), Ok(()));
    let code = encode_study(&study);
    let link = format!("https://example.org/parlour/#/lesson/{code}");
    eprintln!(
        "ten steps with ten notes of about 200 characters: a code of {} characters, a link of {}",
        code.len(),
        link.len()
    );
    assert!(link.len() < 2_000, "{}", link.len());
    assert_eq!(decode_study::<Take5>(&code), Ok(study));
}

/// The pinned lesson of `G`, with its notes in [`PINNED_NOTES`] (none
/// if it has no entry there): see [`pinned_study`].
fn pinned<G: Studio + HasLessons>() {
    let notes = PINNED_NOTES
        .iter()
        .find(|(id, _)| *id == G::ID)
        .map_or(&[][..], |(_, notes)| notes);
    pinned_study(G::ID, &taught::<G>(notes));
}

/// `study`'s pinned link `tests/fixtures/lessons/<name>.txt`: written on
/// the first run (or with `PARLOUR_WRITE_FIXTURES=1`), then compared both
/// ways.
fn pinned_study<G: Studio>(name: &str, study: &Study<G>) {
    let path: PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "tests/fixtures/lessons",
        &format!("{name}.txt"),
    ]
    .iter()
    .collect();
    let code = encode_study(study);
    if std::env::var_os("PARLOUR_WRITE_FIXTURES").is_some() || !path.exists() {
        std::fs::write(&path, format!("{code}\n")).expect("fixture written");
    }
    let kept = std::fs::read_to_string(&path).expect("fixture read");
    assert_eq!(
        decode_study::<G>(kept.trim()).as_ref(),
        Ok(study),
        "{name} reads its pinned link"
    );
    assert_eq!(kept.trim(), code, "{name} writes the pinned link");
}

/// The notes of each game's pinned lesson, by id, from the learner's first
/// step on.
const PINNED_NOTES: &[(&str, &[&str])] = &[
    (
        "take5",
        &[
            "Everyone chooses a card face down; nothing moves until all four have chosen.",
            "Bob's card is high: it will go after the highest row end below it.",
            "Celia's 7 is lower than every row's last card, so she will have to take a row.",
            "All four cards are chosen: they are turned over and placed from the lowest up.",
            "Celia chooses which row to take: the one with the fewest cows.",
        ],
    ),
    (
        "morris",
        &[
            "A1 starts two rows at once: A1-D1-G1 and A1-A4-A7. Black can block only one of them.",
            "Black blocks the bottom row on G1. The left column, A1-A4-A7, is still open.",
            "White closes the mill A1-A4-A7 and takes the blocking stone on G1, so the bottom row is open again.",
            "Black must block G1 a second time: White keeps the threat, and Black spends stones on defence.",
        ],
    ),
    (
        "fireworks",
        &[
            "A red hint points at both of Bob's red cards, and tells him that his other three cards are not red.",
            "Bob answers with a level hint: your cards A and C are 1s, and B, D and E are not.",
        ],
    ),
];

#[test]
fn the_pinned_lesson_links_keep_their_meaning() {
    for (id, _) in PINNED_NOTES {
        assert!(GAME_IDS.contains(id), "notes for {id}, not a listed game");
    }
    macro_rules! each {
        ($($game:ty),*) => {
            $(pinned::<$game>();)*
        };
    }
    parlour::for_each_game!(each);
}

#[test]
fn the_pinned_lesson_whose_question_accepts_moves_near_the_best() {
    // Lesson 2 (ten cards in hand), any card the hard AI rates within 100
    // cows of its best: every card, so the browser test may answer with
    // any of them.
    let mut study = taught_from::<Take5>(2, &["Any card will do here: the AI rates them all."]);
    for note in &mut study.chapters[0].notes {
        if let Some(question) = &mut note.question {
            question.accept = Accept::NearBest(100.0);
        }
    }
    pinned_study("take5-near-best", &study);
}
