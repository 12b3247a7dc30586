//! A guest's page plays and draws its seat as a page at the host would,
//! from what the host sends it alone. On whole AI games of every listed
//! game, under every rule set and at every player count its rules allow:
//! - at every step, for every seat, the state the game rebuilds from the
//!   seat's view (`SeatState`) agrees with the real one on the seats to
//!   act, the seat's legal actions, what the board offers it, the prompt,
//!   and whether it sits the part out;
//! - at every event, for every seat, the table drawn from the parts the
//!   host sends (`ui::shell::devices::frames`) is the table the host's page
//!   draws for that seat (`GameUi::frame`).

use parlour::engine::coach::self_play::ai_game;
use parlour::engine::record::apply_step;
use parlour::engine::remote::host::{updates_for, Seating};
use parlour::engine::session::Session;
use parlour::games::Listed;
use parlour::ui::shell::devices::frames::frame_at;
use parlour::ui::shell::game_ui::{GameUi, People};

/// Seeds played per rule set and player count for the rebuilt states.
const SEEDS: u64 = 2;
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

/// Checks the rebuilt state of every seat at `state`.
fn rebuilt_states_agree<G: Listed + GameUi>(options: &G::Options, state: &G, at: &str) {
    let seats = state.seat_count();
    let names: Vec<String> = (0..seats).map(|s| format!("P{s}")).collect();
    for seat in 0..seats {
        let rebuilt = G::seat_state(options, seat, &state.view(seat));
        let people = People {
            humans: vec![true; seats],
            person: Some(seat),
        };
        let input = G::Input::default();
        assert_eq!(
            rebuilt.to_act(),
            state.to_act(),
            "{at}, seat {seat}: to act"
        );
        assert_eq!(
            rebuilt.legal_actions(seat),
            state.legal_actions(seat),
            "{at}, seat {seat}: legal actions"
        );
        assert_eq!(
            rebuilt.is_over(),
            state.is_over(),
            "{at}, seat {seat}: over"
        );
        assert_eq!(
            rebuilt.choices(seat, &input),
            state.choices(seat, &input),
            "{at}, seat {seat}: choices"
        );
        assert_eq!(
            rebuilt.prompt(&people, &input, &names),
            state.prompt(&people, &input, &names),
            "{at}, seat {seat}: prompt"
        );
        assert_eq!(
            rebuilt.sits_out(seat),
            state.sits_out(seat),
            "{at}, seat {seat}: sits out"
        );
    }
}

/// Checks every seat's guest frames against the host's of `session`.
fn guest_frames_agree<G: Listed + GameUi>(session: &Session<G>, at: &str) {
    let seats = session.state().seat_count();
    for seat in 0..seats {
        let parts: Vec<_> = updates_for(session, seat, 0, &Seating::default())
            .into_iter()
            .flat_map(|update| update.seen)
            .collect();
        for index in 0..=session.log().len() {
            let guest = frame_at::<G>(&parts, index, seat).expect("parts came");
            let host = G::frame(session, index, Some(seat));
            assert!(
                guest == host,
                "{at}, seat {seat}, event {index}: the guest draws\n{guest:?}\nthe host\n{host:?}"
            );
        }
    }
}

/// Plays `G`'s games and checks what every seat's guest rebuilds and draws.
fn guests_play_as_the_host_draws<G: Listed + GameUi>() {
    let mut states = 0;
    for (name, options) in rule_sets::<G>() {
        for seats in G::seat_counts(&options) {
            let options = G::with_seat_count(&options, seats).unwrap();
            for seed in 0..SEEDS {
                let at = format!("{} ({name}, {seats} players, seed {seed})", G::ID);
                let record = ai_game::<G>(&options, seed, &["easy"], Some(WORK), MAX_STEPS)
                    .unwrap_or_else(|e| panic!("{at}: {e}"));
                let (mut state, _) = G::new(&options, seed);
                for (index, step) in record.steps.iter().enumerate() {
                    rebuilt_states_agree(&options, &state, &format!("{at}, step {index}"));
                    apply_step(&mut state, step).expect("a recorded step replays");
                    states += 1;
                }
                rebuilt_states_agree(&options, &state, &format!("{at}, the end"));
                if seed == 0 {
                    let session = Session::<G>::from_record(record).unwrap();
                    guest_frames_agree(&session, &at);
                }
            }
        }
    }
    assert!(states > 0, "{} was played", G::ID);
    println!("{}: {states} states rebuilt for every seat", G::ID);
}

#[test]
fn every_guest_plays_and_draws_its_seat_as_the_host_does() {
    macro_rules! each {
        ($($game:ty),*) => {
            $(guests_play_as_the_host_draws::<$game>();)*
        };
    }
    parlour::for_each_game!(each);
}
