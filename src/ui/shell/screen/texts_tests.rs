//! The texts part: what the status line says in each state of the screen,
//! explanations read with the reader's eyes, the AIs' reasons in the log,
//! the info line and the end panel.

use crate::engine::game::{Game, Seat};
use crate::engine::morris::Morris;
use crate::engine::take5::{Take5, Take5Action};

use super::super::setup::Setup;
use super::test_support::{levels, names, run_ais, show_all, LIVE, STEPPED};
use super::{Msg, PaceMsg, Screen, SeatMsg};

/// A game of 6 nimmt! against AIs, waiting for the person's first card.
fn take5(display: super::Display) -> Screen<Take5> {
    Screen::new(
        Setup::vs_ai::<Take5>("Tess", 0, &levels("easy")),
        21,
        display,
    )
}

#[test]
fn the_status_says_what_the_table_waits_for() {
    let mut screen = take5(STEPPED);
    assert_eq!(screen.status(), "Tess, choose a card to play.");
    let card = screen.session.state().hand(0)[0];
    screen.update(Msg::Press(Take5Action::Play(card)));
    run_ais_paused(&mut screen);
    assert!(
        screen.status().starts_with("Step-through: press Next step"),
        "{}",
        screen.status()
    );
    show_all(&mut screen);
    screen.update(PaceMsg::StepTo(0));
    assert!(screen
        .status()
        .starts_with("You are looking at an earlier moment"));
    let mut hot = Screen::<Take5>::new(
        Setup::hot_seat::<Take5>(&names(&["Ann", "Bo"]), &levels("easy")),
        4,
        LIVE,
    );
    assert_eq!(hot.status(), "Pass the device to Ann.");
    hot.update(SeatMsg::Uncover(0));
    assert_eq!(hot.status(), "Ann, choose a card to play.");
}

/// Lets the AIs choose without showing what waits in step-through.
fn run_ais_paused(screen: &mut Screen<Take5>) {
    while super::test_support::answer_ai(screen) {}
}

#[test]
fn explanations_are_read_with_the_readers_eyes() {
    let mut screen = take5(LIVE);
    let card = screen.session.state().hand(0)[0];
    screen.update(Msg::Press(Take5Action::Play(card)));
    // Before the reveal, an AI's face-down card is not named to the person.
    let mut paused = take5(STEPPED);
    paused.update(Msg::Press(Take5Action::Play(card)));
    run_ais_paused(&mut paused);
    let chose: Vec<String> = paused
        .explanations()
        .into_iter()
        .filter(|t| t.contains("chosen a card"))
        .collect();
    assert!(!chose.is_empty());
    for (seat, text) in (1..4).zip(&chose) {
        let hidden = paused.session.state().view(seat).hand.clone();
        assert!(
            hidden.iter().all(|c| !text.contains(&c.to_string())),
            "{text}"
        );
    }
    // Once the game is over everything is read as a spectator.
    let mut over = take5(LIVE);
    while !over.session.state().is_over() {
        run_ais(&mut over);
        let Some(seat) = over.human_to_act() else {
            break;
        };
        let action = over.session.state().legal_actions(seat)[0];
        over.update(Msg::Press(action));
    }
    assert_eq!(over.reader(), None);
    assert_eq!(over.status(), "The game is over.");
    let end = over.end_summary().expect("the end panel");
    assert_eq!(end.rows.len(), 4);
    assert!(end.headline.contains("Tess") || end.rows[0].seat != 0);
}

#[test]
fn the_info_line_names_the_mode_and_where_the_moment_stands() {
    let screen = Screen::<Morris>::new(Setup::watch::<Morris>(&levels("easy")), 3, LIVE);
    let frame = screen.frame();
    assert_eq!(screen.info_line(&frame), "Two AIs playing · move 0 of 200");
    let lesson = Screen::<Morris>::lesson(3, "Lea", LIVE).unwrap();
    assert!(lesson
        .info_line(&lesson.frame())
        .starts_with("Lesson 3: Flying · move "));
    let seat: Seat = lesson.setup.person().unwrap();
    assert_eq!(lesson.names()[seat], "Lea");
}
