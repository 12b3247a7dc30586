//! Set-ups: the mode line, the checks against their game, seat kinds read
//! in any order, typed seeds.

use crate::engine::game::Seat;
use crate::engine::morris::Morris;
use crate::engine::take5::Take5;

use super::new_game::parse_seed;
use super::screen::test_support::{levels, names};
use super::setup::{SeatKind, Setup};

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
    let lesson = Setup::lesson(
        &<Morris as crate::engine::lesson::HasLessons>::lesson(3).unwrap(),
        "A",
    );
    assert_eq!(lesson.mode_text(Some("Flying"), 0), "Lesson 3: Flying");
}

#[test]
fn setups_are_checked_against_their_game() {
    assert_eq!(
        Setup::vs_ai::<Take5>("Me", 0, &levels("hard")).validate::<Take5>(),
        Ok(())
    );
    assert_eq!(
        Setup::watch::<Morris>(&levels("hard")).validate::<Morris>(),
        Ok(())
    );
    let solo = Setup::hot_seat::<Take5>(&names(&["Solo"]), &levels("easy"));
    assert!(
        solo.validate::<Take5>().is_err(),
        "hot-seat needs two people"
    );
    let three = Setup::hot_seat::<Take5>(&names(&["A", "B", "C"]), &levels("easy"));
    assert_eq!(three.validate::<Take5>(), Ok(()));
    let mut unknown = Setup::watch::<Take5>(&levels("easy"));
    unknown.seats[2].kind = SeatKind::Ai {
        level: "godlike".to_owned(),
    };
    assert!(unknown.validate::<Take5>().unwrap_err().contains("godlike"));
    let mut nameless = Setup::vs_ai::<Take5>("Me", 0, &levels("easy"));
    nameless.seats[0].name = "  ".to_owned();
    assert!(nameless.validate::<Take5>().is_err());
    let take5_table = Setup::vs_ai::<Take5>("Me", 0, &levels("easy"));
    assert!(take5_table
        .validate::<Morris>()
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
