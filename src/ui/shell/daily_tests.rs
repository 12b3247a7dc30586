//! The results this browser keeps of the deals of the day: a deal played
//! again keeps its first figure and gains what it lacked, the newest 30
//! days stay, the stored form reads back, the history's words.

use crate::engine::fireworks::Fireworks;

use super::daily::{DailyResult, DailyResults, DAYS_KEPT};
use super::new_game::SetupChoices;

fn result(day: u32, rules: &str, score: u32) -> DailyResult {
    DailyResult {
        day,
        rules: rules.into(),
        players: 2,
        score,
        most: 25,
        teams: Vec::new(),
        best: None,
    }
}

#[test]
fn a_deal_played_again_keeps_its_first_figure_and_gains_what_it_lacked() {
    let kept = DailyResults::default().with(result(20_794, "standard", 18));
    let again = DailyResult {
        teams: vec![("hard".into(), 21)],
        best: Some((24, 24)),
        ..result(20_794, "standard", 23)
    };
    let kept = kept.with(again.clone());
    assert_eq!(kept.0.len(), 1);
    assert_eq!(kept.0[0].score, 18);
    assert_eq!(kept.0[0].teams, again.teams);
    assert_eq!(kept.0[0].best, Some((24, 24)));
    // Another rule set or table on the same day is another deal.
    let kept = kept.with(result(20_794, "codingame", 70));
    let kept = kept.with(DailyResult {
        players: 3,
        ..result(20_794, "standard", 20)
    });
    assert_eq!(kept.0.len(), 3);
}

#[test]
fn the_newest_thirty_days_stay_newest_first() {
    let mut kept = DailyResults::default();
    for day in 0..40 {
        kept = kept.with(result(20_000 + day, "standard", day));
        kept = kept.with(result(20_000 + day, "codingame", day));
    }
    assert_eq!(kept.0.len(), 2 * DAYS_KEPT);
    assert_eq!(kept.0[0].day, 20_039);
    assert_eq!(kept.0.last().unwrap().day, 20_010);
    // A day's deals stay in the order they were first played.
    assert_eq!(kept.0[0].rules, "standard");
    assert_eq!(kept.0[1].rules, "codingame");
}

#[test]
fn the_kept_results_read_back_and_their_rows_say_them() {
    let kept = DailyResults::default().with(DailyResult {
        teams: vec![("easy".into(), 12), ("hard".into(), 22), ("hat".into(), 21)],
        best: Some((23, 25)),
        ..result(20_794, "standard", 19)
    });
    // The stored form, as older builds wrote it, reads back the same; a
    // line that does not read is left out.
    let text = "20794 standard 2 19/25 best=23/25 easy=12 hard=22 hat=21\n";
    assert_eq!(kept.to_text(), text);
    assert_eq!(DailyResults::from_text(text), kept);
    let damaged = format!("{text}20793 standard two 1/25\n20792 standard 2 1/25 best=3\n\n");
    assert_eq!(DailyResults::from_text(&damaged), kept);
    let plain = DailyResults::from_text("20790 codingame 4 60/100\n");
    assert_eq!(
        plain.0[0],
        DailyResult {
            players: 4,
            most: 100,
            ..result(20_790, "codingame", 60)
        }
    );
    let rules = SetupChoices::of::<Fireworks>().rules;
    assert_eq!(
        kept.lines(&rules),
        ["2026-12-07 · Hanabi, standard rules, 2 players · your team 19 of 25 · best AI team hard 22 · the deal's best 23 (at most 25)"]
    );
    assert_eq!(
        plain.lines(&rules),
        ["2026-12-03 · CodinGame Fireworks, 4 players · your team 60 of 100"]
    );
}
