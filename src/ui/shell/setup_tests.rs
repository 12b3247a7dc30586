//! Set-ups: the mode line, the checks against their game, seat kinds read
//! in any order, typed seeds.

use crate::engine::game::Seat;
use crate::engine::morris::Morris;
use crate::engine::take5::Take5;

use super::new_game::{ai_name_in, hot_seat_range, parse_seed, NewGameChoice, NewGameMode};
use super::screen::test_support::{levels, names};
use super::setup::{hot_seat_people, SeatKind, Setup};

#[test]
fn the_mode_line_counts_people_and_ais() {
    let line = |setup: Setup| setup.mode_text(None, 0);
    assert_eq!(
        line(Setup::vs_ai::<Take5>("A", 0, &levels("easy"))),
        "You against three AIs"
    );
    assert_eq!(
        line(Setup::vs_ai::<Morris>("A", 0, &levels("easy"))),
        "You against an AI"
    );
    assert_eq!(
        line(Setup::watch::<Take5>(&levels("easy"))),
        "Four AIs playing"
    );
    assert_eq!(
        line(Setup::watch::<Morris>(&levels("easy"))),
        "Two AIs playing"
    );
    assert_eq!(
        line(Setup::hot_seat::<Take5>(
            &names(&["A", "B", "C"]),
            &levels("easy")
        )),
        "Three people sharing this device"
    );
    let lesson = Setup::lesson::<Morris>(
        &crate::engine::lesson::LessonStart::of(
            &<Morris as crate::engine::lesson::HasLessons>::lesson(3).unwrap(),
        )
        .notes,
        2,
        "A",
    );
    assert_eq!(lesson.mode_text(Some("Flying"), 0), "Lesson 3: Flying");
}

#[test]
fn setups_are_checked_against_their_game() {
    assert_eq!(
        Setup::vs_ai::<Take5>("Me", 0, &levels("hard")).validate::<Take5>(4),
        Ok(())
    );
    assert_eq!(
        Setup::watch::<Morris>(&levels("hard")).validate::<Morris>(2),
        Ok(())
    );
    let solo = Setup::hot_seat::<Take5>(&names(&["Solo"]), &levels("easy"));
    assert!(
        solo.validate::<Take5>(4).is_err(),
        "hot-seat needs two people"
    );
    let three = Setup::hot_seat::<Take5>(&names(&["A", "B", "C"]), &levels("easy"));
    assert_eq!(three.validate::<Take5>(4), Ok(()));
    let mut unknown = Setup::watch::<Take5>(&levels("easy"));
    unknown.seats[2].kind = SeatKind::Ai {
        level: "godlike".to_owned(),
    };
    assert!(unknown
        .validate::<Take5>(4)
        .unwrap_err()
        .contains("godlike"));
    let mut nameless = Setup::vs_ai::<Take5>("Me", 0, &levels("easy"));
    nameless.seats[0].name = "  ".to_owned();
    assert!(nameless.validate::<Take5>(4).is_err());
    let take5_table = Setup::vs_ai::<Take5>("Me", 0, &levels("easy"));
    assert!(take5_table
        .validate::<Morris>(2)
        .unwrap_err()
        .contains("2 seats"));
    let seat: Seat = Setup::vs_ai::<Morris>("Ann", 1, &levels("easy"))
        .person()
        .unwrap();
    assert_eq!(seat, 1);
    assert_eq!(parse_seed(" 42 "), Ok(Some(42)));
    assert_eq!(parse_seed(""), Ok(None));
    assert!(parse_seed("-1").is_err());
}

#[test]
fn seat_kinds_are_read_in_any_field_order_and_refuse_broken_ones() {
    use SeatKind;
    for kind in [
        SeatKind::Human,
        SeatKind::Ai {
            level: "hard".into(),
        },
    ] {
        let json = serde_json::to_string(&kind).unwrap();
        assert_eq!(serde_json::from_str::<SeatKind>(&json).unwrap(), kind);
    }
    assert_eq!(
        serde_json::to_string(&SeatKind::Ai {
            level: "easy".into()
        })
        .unwrap(),
        r#"{"kind":"ai","level":"easy"}"#
    );
    let reordered = r#"{"level":"easy","kind":"ai"}"#;
    assert!(matches!(
        serde_json::from_str::<SeatKind>(reordered).unwrap(),
        SeatKind::Ai { .. }
    ));
    for bad in [
        r#"{"kind":"ai"}"#,
        r#"{"kind":"robot"}"#,
        r#"{}"#,
        r#""human""#,
    ] {
        assert!(serde_json::from_str::<SeatKind>(bad).is_err(), "{bad}");
    }
}

#[test]
fn a_table_resized_to_another_count_keeps_its_people_and_adds_named_ais() {
    let table = Setup::hot_seat::<Take5>(&names(&["A", "B"]), &levels("hard"));
    let six = table.clone().resized::<Take5>(6, &levels("easy"));
    assert_eq!(six.seats.len(), 6);
    assert_eq!(six.human_count(), 2);
    assert_eq!(six.seats[5].level(), Some("easy"));
    assert_eq!(six.seats[3], table.seats[3]);
    assert_eq!(six.validate::<Take5>(6), Ok(()));
    assert!(six.validate::<Take5>(4).unwrap_err().contains("not 6"));
    let two = table.resized::<Take5>(2, &[]);
    assert_eq!(two.seats.len(), 2);
    assert_eq!(two.validate::<Take5>(2), Ok(()));
    // A shared game's seats are named by number at any count.
    let shared = Setup::shared::<Take5>(None).resized::<Take5>(7, &[]);
    assert_eq!(shared.seats[6].name, "Player 7");
    // The AIs past a game's own names are numbered.
    assert_eq!(ai_name_in(&["Ada"], 6), "AI 7");
}

#[test]
fn people_on_one_device_fit_every_table_size() {
    // The default table keeps the game's own range.
    assert_eq!(hot_seat_range((3, 4), 4, 4), (3, 4));
    assert_eq!(hot_seat_range((2, 4), 4, 4), (2, 4));
    // Other counts allow up to every seat, and at least two people.
    assert_eq!(hot_seat_range((2, 4), 4, 10), (2, 10));
    assert_eq!(hot_seat_range((3, 4), 4, 2), (2, 2));
    assert_eq!(hot_seat_range((3, 4), 4, 5), (3, 5));
    assert_eq!(hot_seat_people::<Morris>(2), (2, 2));
}

#[test]
fn a_kept_new_game_choice_reads_back_and_older_ones_have_the_default_rules() {
    let choice = NewGameChoice {
        mode: NewGameMode::HotSeat,
        person_seat: 0,
        names: vec!["Ann".into(), "Bob".into()],
        levels: levels("hard"),
        seed: Some(9),
        variant: 1,
        rules: 2,
        players: 6,
        daily: None,
    };
    let json = serde_json::to_string(&choice).unwrap();
    assert_eq!(
        serde_json::from_str::<NewGameChoice>(&json).unwrap(),
        choice
    );
    let older = json.replace(",\"rules\":2,\"players\":6", "");
    assert_ne!(older, json);
    let read: NewGameChoice = serde_json::from_str(&older).unwrap();
    assert_eq!((read.rules, read.players), (0, 0));
    // Without rule sets, a choice plays the variant's options at the
    // game's own count.
    let morris = NewGameChoice {
        rules: 0,
        players: 0,
        daily: None,
        ..choice
    };
    assert_eq!(morris.options::<Morris>(), Default::default());
    let setup = Setup::of_choice::<Morris>(&morris, "Ann");
    assert_eq!(setup.seats.len(), 2);
    assert_eq!(setup.validate::<Morris>(2), Ok(()));
}

#[test]
fn the_form_offers_a_games_more_levels_after_its_own_and_a_set_up_takes_them() {
    use super::new_game::SetupChoices;
    use super::setup::level_name;
    use crate::engine::fireworks::Fireworks;
    // Fireworks offers its hat with a search after the four levels a
    // puzzle counts; the others offer their own.
    assert_eq!(
        SetupChoices::of::<Fireworks>().levels,
        ["easy", "medium", "hard", "hat", "hat-search"]
    );
    assert_eq!(
        SetupChoices::of::<Morris>().levels,
        ["easy", "medium", "hard"]
    );
    assert_eq!(level_name("hat-search"), "hat + search");
    assert_eq!(level_name("hat"), "hat");
    let watched = Setup::watch::<Fireworks>(&levels("hat-search"));
    assert_eq!(watched.validate::<Fireworks>(4), Ok(()));
    assert_eq!(watched.seats[0].role(), "AI · hat + search");
    // A level no game offers is still refused, and Morris has no hat.
    assert!(Setup::watch::<Fireworks>(&levels("hat-searching"))
        .validate::<Fireworks>(4)
        .is_err());
    assert!(Setup::watch::<Morris>(&levels("hat-search"))
        .validate::<Morris>(2)
        .is_err());
}
