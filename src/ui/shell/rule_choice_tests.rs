//! The new-game form's rules and player count, played through the screen:
//! the options the record carries, the table's seats, people on one
//! device at every count, and a saved game of another count resumed.

use crate::engine::fireworks::Fireworks;
use crate::engine::game::Game;
use crate::engine::take5::Take5;
use crate::engine::tools::GameTools;

use super::game_ui::GameUi;
use super::new_game::{NewGameChoice, NewGameMode, SetupChoices};
use super::saved::SavedGame;
use super::screen::test_support::{answer_ai, names, LIVE};
use super::screen::{GameMsg, Screen};
use super::setup::Setup;

/// The rule set called `name` in `G`'s list.
fn rules_index<G: GameTools>(name: &str) -> usize {
    G::RULE_SETS
        .iter()
        .position(|set| set.name == name)
        .unwrap_or_else(|| panic!("{} offers {name}", G::ID))
}

fn choice(mode: NewGameMode, people: &[&str], rules: usize, players: usize) -> NewGameChoice {
    NewGameChoice {
        mode,
        person_seat: 0,
        names: names(people),
        levels: vec!["easy".to_owned(); 10],
        seed: Some(3),
        variant: 0,
        rules,
        players,
        daily: None,
    }
}

/// A screen started from `choice` as the form starts it.
fn started<G: GameUi>(choice: NewGameChoice) -> Screen<G> {
    let mut screen = Screen::<G>::new(Setup::watch::<G>(&["easy".to_owned()]), 1, LIVE);
    screen.update(GameMsg::NewGame {
        choice,
        player: "Ada".into(),
        seed: 3,
    });
    screen
}

#[test]
fn the_form_offers_each_rule_set_with_its_player_counts() {
    let take5 = SetupChoices::of::<Take5>();
    let counts: Vec<(usize, usize)> = take5.rules.iter().map(|r| r.counts).collect();
    assert_eq!(counts, vec![(2, 10); 3]);
    assert_eq!(take5.rules[0].default_count, 4);
    assert_eq!(take5.most_seats(), 10);
    let fireworks = SetupChoices::of::<Fireworks>();
    assert_eq!(fireworks.rules[0].counts, (4, 4));
    assert!(fireworks.rules[1..].iter().all(|r| r.counts == (2, 5)));
    assert_eq!(fireworks.rules[1].default_count, 2);
    assert_eq!(fireworks.most_seats(), 5);
}

#[test]
fn six_people_play_six_nimmt_to_66_on_one_device() {
    let six = ["Ann", "Ben", "Cy", "Di", "Ed", "Flo"];
    let rules = rules_index::<Take5>("to-66");
    let screen = started::<Take5>(choice(NewGameMode::HotSeat, &six, rules, 6));
    assert_eq!(screen.session.state().seat_count(), 6);
    assert_eq!(screen.setup.seats.len(), 6);
    assert_eq!(screen.setup.human_count(), 6);
    assert_eq!(screen.setup.names()[5], "Flo");
    let options = &screen.session.record().options;
    assert_eq!(
        options,
        &choice(NewGameMode::HotSeat, &six, rules, 6).options::<Take5>()
    );
    assert_eq!(Take5::seat_counts(options), 2..=10);
    assert!(screen
        .info_line(&screen.frame())
        .starts_with("Six people sharing this device"));
    // Saved and resumed, the table keeps its six seats.
    let saved = SavedGame::of(&screen);
    let resumed = Screen::<Take5>::resume(saved.setup, saved.record, LIVE).expect("resumes");
    assert_eq!(resumed.session.state().seat_count(), 6);
}

#[test]
fn ten_seats_against_ais_play_to_the_end() {
    let rules = rules_index::<Take5>("known-cards");
    let mut screen = started::<Take5>(choice(NewGameMode::Watch, &[], rules, 10));
    assert_eq!(screen.setup.seats.len(), 10);
    assert_eq!(screen.setup.level(9), Some("easy"));
    let mut decisions = 0;
    while answer_ai(&mut screen) {
        decisions += 1;
        assert!(decisions < 5_000, "the game ends");
    }
    assert!(screen.session.state().is_over());
    let outcome = screen.session.state().outcome().expect("over");
    assert_eq!(outcome.scores.len(), 10);
    assert!(outcome.scores.iter().any(|&cows| cows >= 66));
}

#[test]
fn a_standard_hanabi_table_of_two_is_you_and_one_ai() {
    let rules = rules_index::<Fireworks>("standard");
    // The form seats the person where the game offers (Fireworks: the
    // second seat), the AI first.
    let person = Fireworks::PERSON_SEATS[0].0;
    let screen = started::<Fireworks>(NewGameChoice {
        person_seat: person,
        ..choice(NewGameMode::VsAi, &[], rules, 2)
    });
    assert_eq!(screen.session.state().seat_count(), 2);
    assert_eq!(screen.setup.seats.len(), 2);
    assert_eq!(screen.setup.person(), Some(person));
    assert!(screen
        .info_line(&screen.frame())
        .starts_with("You against an AI"));
    // Two people on one device at the same table.
    let two = started::<Fireworks>(choice(NewGameMode::HotSeat, &["Ann", "Ben"], rules, 2));
    assert_eq!(two.setup.human_count(), 2);
    let five = started::<Fireworks>(choice(NewGameMode::Watch, &[], rules + 2, 5));
    assert_eq!(five.session.state().seat_count(), 5);
}
