//! The Fireworks screen model at the standard Hanabi table, natively:
//! every hand of 2 to 5 players with hands of five or four, multicolour
//! discards, and the end panel's one team score.

use crate::engine::fireworks::{Colour, Fireworks, FireworksAction};
use crate::engine::game::Game;
use crate::ui::shell::game_ui::GameUi;

/// A finished or fresh standard table of `n` with `preset`'s deck.
fn standard_table(preset: &str, n: usize, seed: u64) -> Fireworks {
    let options = crate::engine::fireworks::FireworksOptions::preset(preset).unwrap();
    let options = Fireworks::with_seat_count(&options, n).unwrap();
    Fireworks::new(&options, seed).0
}

#[test]
fn a_standard_table_of_two_to_five_shows_every_hand_of_five_or_four() {
    use super::frame::Frame;
    for n in 2..=5 {
        let state = standard_table("standard-rainbow", n, 4);
        for viewer in 0..n {
            let frame = Frame::of_state(&state, Some(viewer));
            assert_eq!(
                frame.viewer,
                Some(viewer),
                "seat {viewer} of {n} has its side"
            );
            assert_eq!(frame.view.players.len(), n);
            for seat in 0..n {
                let hand = frame.hand(seat).expect("everyone plays");
                let size = if n <= 3 { 5 } else { 4 };
                assert_eq!(hand.iter().flatten().count(), size);
                for seen in hand.iter().flatten() {
                    assert_eq!(
                        seen.card.is_none(),
                        seat == viewer,
                        "only your own is face down"
                    );
                }
            }
        }
    }
}

#[test]
fn multicolour_discards_are_grouped_and_named() {
    use super::frame::Frame;
    let mut state = standard_table("standard-6-colours", 2, 1);
    // Hint until discarding is allowed, then discard every card of seat 0.
    let mut seen_multi = false;
    for _ in 0..60 {
        let Some(&seat) = state.to_act().first() else {
            break;
        };
        let legal = state.legal_actions(seat);
        let action = legal
            .iter()
            .find(|a| matches!(a, FireworksAction::Discard(_)))
            .or_else(|| {
                legal
                    .iter()
                    .find(|a| matches!(a, FireworksAction::Hint { .. }))
            })
            .copied()
            .unwrap_or(legal[0]);
        state.apply(seat, &action).unwrap();
        let frame = Frame::of_state(&state, None);
        let groups = frame.discard_groups();
        let total: usize = groups.iter().map(|g| usize::from(g.count)).sum();
        assert_eq!(total, frame.view.discards.len());
        seen_multi |= groups.iter().any(|g| g.card.colour == Colour::Multicolor);
    }
    assert!(seen_multi, "a multicolour card reached the discards");
    assert_eq!(Colour::Multicolor.name(), "multicolour");
}

#[test]
fn the_end_of_a_standard_game_gives_the_team_one_score_and_everyone_first() {
    use crate::engine::session::Session;
    let options = crate::engine::fireworks::FireworksOptions::preset("standard").unwrap();
    let options = Fireworks::with_seat_count(&options, 3).unwrap();
    let mut session = Session::<Fireworks>::new(options, 12);
    while let Some(&seat) = session.state().to_act().first() {
        let clock = crate::engine::agent::FrozenClock;
        let action =
            crate::engine::agent::decide(session.state(), seat, "hat", 1, None, &clock).unwrap();
        session.play(seat, action).unwrap();
    }
    let names: Vec<String> = ["Ann", "Bob", "Cy"].map(String::from).to_vec();
    let summary = Fireworks::end_summary(&session, &names);
    let score = session.state().outcome().unwrap().scores[0];
    assert_eq!(summary.headline, format!("The team scores {score} of 25"));
    assert_eq!(summary.rows.len(), 3);
    assert!(summary.rows.iter().all(|r| r.rank == 1));
    assert!(
        summary.reason.starts_with("The game is over because"),
        "{}",
        summary.reason
    );
}

#[test]
fn the_rules_page_says_the_engines_conventions_word_for_word() {
    use crate::engine::fireworks::ai::conventions::CONVENTIONS;
    let (lead, items) = super::words::conventions();
    let mut parts = CONVENTIONS.split("\n\n");
    assert_eq!(Some(lead.write_in(None).as_str()), parts.next());
    let numbered: Vec<String> = items
        .iter()
        .enumerate()
        .map(|(i, item)| format!("{}. {}", i + 1, item.write_in(None)))
        .collect();
    assert_eq!(numbered, parts.collect::<Vec<_>>());
}

#[test]
fn colours_clues_and_lists_are_written_in_the_readers_language() {
    use super::words::{and_list, colour_level, or_list};
    use crate::text::{t, Arg, Catalog, Lang};
    let fr = Catalog::parse(Lang::Fr, include_str!("locales/fr.ftl")).unwrap();
    let de = Catalog::parse(Lang::De, include_str!("locales/de.ftl")).unwrap();
    let keys = || vec![Arg::Num(1), Arg::Num(2), Arg::Num(3)];
    let whom = |keys: Vec<Arg>| t::ui_fireworks_prompt_whom("Ann", or_list(keys));
    assert_eq!(
        whom(keys()).write_in(None),
        "Ann: whom to hint? Press 1 or 2 or 3."
    );
    assert_eq!(
        whom(keys()).write_in(Some(&de)),
        "Ann: Wem willst du einen Hinweis geben? Drücke 1 oder 2 oder 3."
    );
    let winners = and_list(vec!["Ann".into(), "Bob".into()]);
    assert_eq!(
        t::ui_fireworks_end_first(winners, 1).write_in(Some(&fr)),
        "Ann et Bob en tête avec 1 point"
    );
    assert_eq!(colour_level(Colour::Green, 4).write_in(Some(&fr)), "vert 4");
    assert_eq!(
        colour_level(Colour::Multicolor, 2).write_in(Some(&de)),
        "Bunt 2"
    );
}
