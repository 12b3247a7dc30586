//! Links, game files and saves made by older builds keep their meaning.
//!
//! `tests/fixtures/older/<game>.json` holds, for each game, records made
//! by the build before the boxed rules (other player counts and rule
//! sets) landed, in the three forms people keep them: a share code, a
//! game file and a saved game. Each fixture also holds a digest of what
//! the record means (the acting seats and their legal actions after every
//! step, the events per step, and the outcome). Reading them with today's
//! build must give the same digest. Regenerate only with
//! `PARLOUR_WRITE_FIXTURES=1` on a build whose meaning has not changed.

use serde::{Deserialize, Serialize};

use crate::engine::fireworks::{Fireworks, FireworksOptions};
use crate::engine::game::Game;
use crate::engine::lesson::LessonStart;
use crate::engine::morris::Morris;
use crate::engine::record::{apply_step, GameRecord, Record, Step};
use crate::engine::record_code::{decode, encode};
use crate::engine::record_file::{game_file, read_game_file};
use crate::engine::rng::Pcg32;
use crate::engine::session::Moment;
use crate::engine::take5::Take5;

use super::game_ui::GameUi;
use super::saved::{parse_saved, Loaded, SavedGame, SAVE_VERSION};
use super::screen::test_support::{answer_lesson, LIVE};
use super::screen::Screen;
use super::setup::{Mode, Setup};

/// One kept record in its three forms.
#[derive(Serialize, Deserialize)]
struct Kept {
    /// What the record is.
    label: String,
    /// Its share code.
    code: String,
    /// Its game file.
    file: String,
    /// Its saved game.
    save: String,
    /// What it means (see [`meaning`]).
    meaning: String,
}

/// What a record means, as text: after the start and after every step,
/// the seats to act with their legal actions, the number of events, and
/// the outcome once there is one.
fn meaning<G: Game>(record: &GameRecord<G>) -> String {
    let (mut state, events) = G::new(&record.options, record.seed);
    let describe = |state: &G, events: usize| -> String {
        let acting: Vec<String> = state
            .to_act()
            .into_iter()
            .map(|seat| {
                let legal = serde_json::to_string(&state.legal_actions(seat)).expect("json");
                format!("{seat}:{legal}")
            })
            .collect();
        let outcome = serde_json::to_string(&state.outcome()).expect("json");
        format!("{events}|{}|{outcome}\n", acting.join(" "))
    };
    let mut text = describe(&state, events.len());
    for step in &record.steps {
        let events = apply_step(&mut state, step).expect("a kept record replays");
        text.push_str(&describe(&state, events.len()));
    }
    text
}

/// A record of `steps` random legal steps from `seed`.
fn random_record<G: Game>(options: G::Options, seed: u64, steps: usize) -> GameRecord<G> {
    let mut rng = Pcg32::new(seed ^ 0x01d);
    let mut record: GameRecord<G> = Record::new(G::ID, options, seed);
    let (mut state, _) = G::new(&record.options, seed);
    while !state.is_over() && record.steps.len() < steps {
        let to_act = state.to_act();
        let seat = to_act[rng.below(to_act.len() as u32) as usize];
        let legal = state.legal_actions(seat);
        let action = legal[rng.below(legal.len() as u32) as usize].clone();
        let step = Step::Act { seat, action };
        apply_step(&mut state, &step).expect("legal");
        record.steps.push(step);
    }
    record
}

/// The three forms of `record` with `setup`, shown at its middle step.
fn kept<G: GameUi>(label: &str, record: &GameRecord<G>, setup: Setup) -> Kept {
    let shown = Moment {
        steps: record.steps.len() / 2,
        event: Some(0),
    };
    let save = SavedGame::<G> {
        version: SAVE_VERSION,
        setup,
        record: record.clone(),
        reasons: Vec::new(),
        hints: Vec::new(),
        prefs: G::Prefs::default(),
    };
    Kept {
        label: label.to_owned(),
        code: encode::<G>(record, shown),
        file: game_file::<G>(record, shown),
        save: serde_json::to_string(&save).expect("json"),
        meaning: meaning::<G>(record),
    }
}

/// Reads every form of `kept` with today's build and checks its meaning.
fn check<G: GameUi>(kept: &Kept) {
    let label = &kept.label;
    let shared = decode::<G>(&kept.code).unwrap_or_else(|e| panic!("{label}: code: {e:?}"));
    assert_eq!(meaning::<G>(&shared.record), kept.meaning, "{label}: code");
    let file = read_game_file::<G>(&kept.file).unwrap_or_else(|e| panic!("{label}: file: {e}"));
    assert_eq!(file.record, shared.record, "{label}: file");
    assert_eq!(file.shown, shared.shown, "{label}: file");
    let Loaded::Game(save) = parse_saved::<SavedGame<G>>(Some(&kept.save), SAVE_VERSION) else {
        panic!("{label}: the save is refused");
    };
    assert_eq!(save.record, shared.record, "{label}: save");
    let seats = G::new(&save.record.options, save.record.seed)
        .0
        .seat_count();
    save.setup
        .validate::<G>(seats)
        .unwrap_or_else(|e| panic!("{label}: the save's set-up: {e}"));
    assert_eq!(meaning::<G>(&save.record), kept.meaning, "{label}: save");
    // A lesson saved before lessons kept their notes with the table asks
    // for them again, and keeps its game as it was.
    if let Mode::Lesson(number) = save.setup.mode {
        let record = save.record.clone();
        let mut screen = Screen::<G>::resume(save.setup, save.record, LIVE).expect("resumes");
        assert_eq!(screen.lesson_wanted(), Some(number), "{label}");
        assert!(answer_lesson(&mut screen));
        assert_eq!(screen.session.record(), &record, "{label}");
        let notes = screen.lesson_info().expect("the notes are kept");
        assert_eq!(screen.fixed_steps, notes.script_len.min(record.steps.len()));
        assert_eq!(screen.lesson_wanted(), None);
    }
}

fn levels(level: &str, seats: usize) -> Vec<String> {
    vec![level.to_owned(); seats]
}

/// The records kept for game `G`.
fn make<G: GameUi>() -> Vec<Kept> {
    let seats = G::KIND.seats;
    let setup = Setup::vs_ai::<G>("Ada", G::PERSON_SEATS[0].0, &levels("medium", seats));
    let mut all = vec![
        kept::<G>(
            "default rules, 30 steps",
            &random_record::<G>(Default::default(), 2026, 30),
            setup.clone(),
        ),
        kept::<G>(
            "default rules, a whole game, watched",
            &random_record::<G>(Default::default(), 11, 10_000),
            Setup::watch::<G>(&levels("easy", seats)),
        ),
    ];
    let lesson = LessonStart::of(&G::lessons()[0]);
    let record = lesson.record.clone();
    all.push(kept::<G>(
        "lesson 1's table",
        &record,
        Setup::lesson::<G>(&lesson.notes, G::KIND.seats, "Ada"),
    ));
    all
}

/// Fireworks' other rule sets of the build before: one round, and the
/// referee's `standard` preset.
fn fireworks_extra() -> Vec<Kept> {
    let levels = levels("hard", 4);
    let one_round = FireworksOptions::default().one_round();
    let standard = FireworksOptions::preset("standard").expect("a preset");
    vec![
        kept::<Fireworks>(
            "one round of three",
            &random_record::<Fireworks>(one_round, 5, 40),
            Setup::vs_ai::<Fireworks>("Ada", 1, &levels),
        ),
        kept::<Fireworks>(
            "the standard preset, a whole game",
            &random_record::<Fireworks>(standard, 6, 10_000),
            Setup::watch::<Fireworks>(&levels),
        ),
    ]
}

fn fixture_path(id: &str) -> String {
    format!(
        "{}/tests/fixtures/older/{id}.json",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn check_or_write<G: GameUi>(made: impl FnOnce() -> Vec<Kept>) {
    let path = fixture_path(G::ID);
    if std::env::var_os("PARLOUR_WRITE_FIXTURES").is_some() {
        let text = serde_json::to_string_pretty(&made()).expect("json");
        std::fs::write(&path, text + "\n").expect("write the fixture");
    }
    let text = std::fs::read_to_string(&path).expect("the fixture exists");
    let all: Vec<Kept> = serde_json::from_str(&text).expect("the fixture reads");
    assert!(all.len() >= 3, "{path}");
    for kept in &all {
        check::<G>(kept);
    }
}

#[test]
fn six_nimmt_records_of_older_builds_keep_their_meaning() {
    check_or_write::<Take5>(make::<Take5>);
}

#[test]
fn fireworks_records_of_older_builds_keep_their_meaning() {
    check_or_write::<Fireworks>(|| {
        let mut all = make::<Fireworks>();
        all.extend(fireworks_extra());
        all
    });
}

#[test]
fn morris_records_of_older_builds_keep_their_meaning() {
    check_or_write::<Morris>(make::<Morris>);
}
