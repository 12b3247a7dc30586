//! Saved games: their keys, the round trip with display choices, and the
//! saves that are refused.

use crate::engine::game::Game;
use crate::engine::morris::{Field, Morris};

use super::saved::{aside_key, game_key, parse_saved, resume_or_fresh, Loaded, SavedGame};
use super::screen::test_support::{levels, LIVE};
use super::screen::{Msg, Screen};
use super::setup::{Mode, Setup};

#[test]
fn saved_games_round_trip_with_their_display_choices_under_keys_from_the_id() {
    assert_eq!(game_key(Morris::ID), "parlour.morris.game.v1");
    assert_eq!(aside_key("nim"), "parlour.nim.aside.v1");
    let mut screen = Screen::<Morris>::new(
        Setup::vs_ai::<Morris>("Tester", 0, &levels("hard")),
        4,
        LIVE,
    );
    screen.update(Msg::Press(Field::parse("A1").unwrap()));
    let mut prefs = screen.prefs;
    prefs.labels = false;
    screen.update(Msg::SetPrefs(prefs));
    let saved = SavedGame::of(&screen);
    let text = serde_json::to_string(&saved).unwrap();
    assert!(text.contains("\"labels\":false"), "{text}");
    assert!(text.contains("\"PLACE;A1\""));
    let loaded = parse_saved::<SavedGame<Morris>>(Some(&text), 1);
    assert_eq!(loaded, Loaded::Game(Box::new(saved.clone())));
    let (resumed, notice) = resume_or_fresh(loaded, LIVE, || unreachable!());
    assert_eq!(notice, None);
    assert_eq!(resumed.session, screen.session);
    assert!(!resumed.prefs.labels);
    // A save without the display choices keeps the defaults.
    let older = text.replace(",\"prefs\":{\"labels\":false}", "");
    assert_ne!(older, text);
    let Loaded::Game(old) = parse_saved::<SavedGame<Morris>>(Some(&older), 1) else {
        panic!("an older save is readable");
    };
    assert!(old.prefs.labels);
    // Another format, broken text and a set-up that does not fit are refused.
    let fresh = || Screen::<Morris>::new(Setup::watch::<Morris>(&levels("easy")), 1, LIVE);
    let other = text.replacen("\"version\":1", "\"version\":0", 1);
    let (_, notice) = resume_or_fresh(parse_saved(Some(&other), 1), LIVE, fresh);
    assert!(notice.unwrap().contains("format 0"));
    let (_, notice) = resume_or_fresh(
        parse_saved::<SavedGame<Morris>>(Some("{\"version\": 1"), 1),
        LIVE,
        fresh,
    );
    assert!(notice.unwrap().contains("could not be read"));
    let mut misfit = saved;
    misfit.setup.mode = Mode::Watch;
    let (_, notice) = resume_or_fresh(Loaded::Game(Box::new(misfit)), LIVE, fresh);
    assert!(notice.unwrap().contains("could not be resumed"));
    assert_eq!(parse_saved::<SavedGame<Morris>>(None, 1), Loaded::Nothing);
}
