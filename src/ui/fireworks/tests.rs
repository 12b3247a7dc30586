//! The Fireworks screen model, natively: the hint form (touched cards,
//! refusals with the rules' reasons), the keyboard path, what the table
//! shows of each hand, whole rounds pressed by a simulated person who is
//! never refused, hot-seat covering, the match's sat-out round and its
//! skip, the AIs' reasons in the log, and the end panel.

use crate::engine::fireworks::{Clue, Colour, Fireworks, FireworksAction};
use crate::engine::game::{Game, Seat, NOBODY};
use crate::engine::rng::Pcg32;
use crate::ui::shell::game_ui::GameUi;
use crate::ui::shell::new_game::{NewGameChoice, NewGameMode};
use crate::ui::shell::screen::test_support::{answer_ai, answer_lesson, show_all, LIVE};
use crate::ui::shell::screen::{AiMsg, GameMsg, Msg, PaceMsg, Screen, SeatMsg};
use crate::ui::shell::setup::Setup;

use super::game_ui::known_text;
use super::input::{Controls, Input, Press};

fn levels(level: &str) -> Vec<String> {
    vec![level.to_owned(); 4]
}

/// One round against two AIs of `level`, the person in seat 1.
fn one_round(level: &str, seed: u64) -> Screen<Fireworks> {
    Screen::new(
        Setup::vs_ai::<Fireworks>("Ann", 1, &levels(level)),
        seed,
        LIVE,
    )
}

/// Lets the AIs act until a person must (or the game ends).
fn run_ais(screen: &mut Screen<Fireworks>) {
    for _ in 0..400 {
        show_all(screen);
        if !answer_ai(screen) {
            break;
        }
    }
    show_all(screen);
}

fn press(screen: &mut Screen<Fireworks>, p: Press) {
    screen.update(Msg::Press(p));
}

fn key(screen: &mut Screen<Fireworks>, k: &str) {
    press(screen, Press::Key(k.to_owned()));
}

/// The presses a person makes for `action` with the mouse.
fn presses_for(action: FireworksAction) -> Vec<Press> {
    match action {
        FireworksAction::Play(slot) => vec![Press::Card(slot), Press::Play],
        FireworksAction::Discard(slot) => vec![Press::Card(slot), Press::Discard],
        FireworksAction::Hint { to, clue } => vec![Press::Mate(to), Press::Clue(clue), Press::Give],
    }
}

#[test]
fn one_round_is_the_default_with_the_person_in_seat_2_and_seat_1_sitting_out() {
    let screen = one_round("easy", 3);
    assert_eq!(screen.session.record().options.rounds, 1);
    let state = screen.session.state();
    assert!(state.sits_out(0) && !state.sits_out(1));
    assert_eq!(state.to_act(), vec![1]);
    assert_eq!(screen.input_seat(), Some(1));
}

#[test]
fn a_hint_is_made_in_steps_highlighting_what_it_touches() {
    let mut screen = one_round("easy", 5);
    let state = screen.session.state().clone();
    let mates = state.view(1).teammates(1);
    assert_eq!(mates, vec![2, 3]);
    press(&mut screen, Press::Mate(2));
    assert_eq!(
        screen.input,
        Input::Hint {
            to: Some(2),
            clue: None
        }
    );
    // A clue that touches nothing is refused with the engine's reason.
    let view = state.view(1);
    let bob = view.hands[1].map(|c| c.and_then(|c| c.card));
    let missing = Colour::ALL
        .into_iter()
        .find(|&c| bob.iter().flatten().all(|card| card.colour != c));
    if let Some(colour) = missing {
        press(&mut screen, Press::Clue(Clue::Colour(colour)));
        let notice = screen.notice.clone().unwrap();
        assert!(notice.contains("no card of that hand is"), "{notice}");
    }
    let first = bob[0].unwrap();
    press(&mut screen, Press::Clue(Clue::Colour(first.colour)));
    assert_eq!(screen.notice, None);
    let touched = state.view(1).touched_by(2, Clue::Colour(first.colour));
    assert!(touched.contains(&0));
    assert!(screen.status().contains("touches Bob's cards A"));
    // The board is offered exactly that: the teammates, the slots the
    // hint touches, every clue with the rules' refusal, and Give.
    let (seat, choices) = screen.choices().expect("the person may press");
    assert_eq!((seat, choices.mates.clone()), (1, mates.clone()));
    assert_eq!(choices.touched, touched);
    let Controls::Hint {
        to,
        clues,
        chosen,
        give,
        matches_none,
        ..
    } = &choices.controls
    else {
        panic!("the hint's buttons, not {:?}", choices.controls);
    };
    assert_eq!(
        (*to, *chosen, give.clone()),
        (2, Some(Clue::Colour(first.colour)), None)
    );
    assert_eq!(clues.len(), 10, "five colours and five levels");
    for (clue, refused) in clues {
        let touches = bob.iter().flatten().any(|card| clue.touches(*card, false));
        assert_eq!(refused.is_none(), touches, "{clue}");
    }
    assert_eq!(
        *matches_none,
        missing.is_some() || clues.iter().any(|(_, r)| r.is_some())
    );
    press(&mut screen, Press::Give);
    assert_eq!(screen.session.record().steps.len(), 1);
    assert_eq!(screen.input, Input::Nothing);
    assert!(screen
        .explanations()
        .iter()
        .any(|e| e.contains("tells Bob")));
}

#[test]
fn the_keyboard_plays_discards_and_hints() {
    let mut screen = one_round("easy", 8);
    key(&mut screen, "h");
    key(&mut screen, "2");
    assert_eq!(
        screen.input,
        Input::Hint {
            to: Some(3),
            clue: None
        }
    );
    let celia = screen.session.state().view(1).hands[2][0]
        .unwrap()
        .card
        .unwrap();
    key(&mut screen, &celia.level.to_string());
    key(&mut screen, "Enter");
    assert_eq!(screen.session.record().steps.len(), 1);
    run_ais(&mut screen);
    // 12 tokens minus one: a discard is allowed; `d` then `a`.
    key(&mut screen, "d");
    assert_eq!(screen.input, Input::Verb { play: false });
    key(&mut screen, "a");
    assert_eq!(screen.notice, None);
    let steps = screen.session.record().steps.len();
    assert_eq!(
        screen.session.record().steps.last().and_then(|s| match s {
            crate::engine::record::Step::Act { action, .. } => Some(*action),
            _ => None,
        }),
        Some(FireworksAction::Discard(0))
    );
    run_ais(&mut screen);
    // A card chosen with its letter, then `p`.
    key(&mut screen, "c");
    assert_eq!(screen.input, Input::Card(2));
    key(&mut screen, "p");
    assert!(screen.session.record().steps.len() > steps);
    // Escape (the shell's Cancel) forgets a half-made hint.
    run_ais(&mut screen);
    key(&mut screen, "h");
    screen.update(SeatMsg::Cancel);
    assert_eq!(screen.input, Input::Nothing);
}

#[test]
fn a_discard_at_twelve_tokens_is_refused_with_the_reason() {
    let mut screen = one_round("easy", 2);
    press(&mut screen, Press::Card(0));
    press(&mut screen, Press::Discard);
    let notice = screen.notice.clone().unwrap();
    assert!(notice.contains("All 12 information tokens"), "{notice}");
    assert!(screen.session.record().steps.is_empty());
}

#[test]
fn own_cards_show_knowledge_only_and_teammates_cards_show_faces() {
    let mut screen = one_round("easy", 11);
    let frame = screen.frame();
    let me = frame.view.round_id(1).unwrap();
    assert!(frame.is_own(1));
    assert!(frame.view.hands[me]
        .iter()
        .flatten()
        .all(|c| c.card.is_none()));
    assert!(frame.view.hands[(me + 1) % 3]
        .iter()
        .flatten()
        .all(|c| c.card.is_some()));
    assert_eq!(known_text(&frame.view.hands[me][0].unwrap()), "unknown");
    // Bob hints the person's cards: the hinted cards read as the clue.
    screen.update(Msg::Press(Press::Key("d".into())));
    show_all(&mut screen);
    let bob_hint = |s: &Screen<Fireworks>| {
        let view = s.session.state().view(2);
        let my_cards = view.hands[0];
        my_cards[0].unwrap().card.unwrap()
    };
    // Play the person's turn by a hint, then let Bob hint a colour of
    // the person's card A by hand.
    let card_a = bob_hint(&screen);
    screen.update(SeatMsg::Cancel);
    press(&mut screen, Press::Mate(3));
    let celia = screen.session.state().view(1).hands[2][0]
        .unwrap()
        .card
        .unwrap();
    press(&mut screen, Press::Clue(Clue::Level(celia.level)));
    press(&mut screen, Press::Give);
    show_all(&mut screen);
    screen.update(AiMsg::Asked { steps: 1, seat: 2 });
    screen.update(AiMsg::Chose {
        steps: 1,
        seat: 2,
        action: FireworksAction::Hint {
            to: 1,
            clue: Clue::Colour(card_a.colour),
        },
        reason: None,
    });
    show_all(&mut screen);
    let frame = screen.frame();
    let known = known_text(&frame.view.hands[me][0].unwrap());
    assert!(known.starts_with(card_a.colour.name()), "{known}");
}

#[test]
fn a_simulated_person_pressing_random_legal_choices_is_never_refused() {
    for seed in 0..6u64 {
        let level = ["easy", "medium"][seed as usize % 2];
        let mut screen = one_round(level, seed);
        let mut rng = Pcg32::new(seed);
        for _ in 0..200 {
            run_ais(&mut screen);
            if screen.session.state().is_over() {
                break;
            }
            let seat = screen.input_seat().expect("the person's turn");
            let legal = screen.session.state().legal_actions(seat);
            let action = legal[rng.below(legal.len() as u32) as usize];
            let before = screen.session.record().steps.len();
            for p in presses_for(action) {
                press(&mut screen, p);
                assert_eq!(screen.notice, None, "seed {seed}: {action:?} refused");
            }
            assert_eq!(screen.session.record().steps.len(), before + 1);
        }
        assert!(screen.session.state().is_over(), "seed {seed}");
        let end = screen.end_summary().expect("the end panel");
        assert_eq!(end.rows.len(), 3);
        assert!(end.headline.contains("of 25 levels"), "{}", end.headline);
    }
}

#[test]
fn hot_seat_covers_every_hand_between_people_and_hides_each_own_hand() {
    let names: Vec<String> = ["Ann", "Bob", "Cy"].map(String::from).to_vec();
    let choice = NewGameChoice {
        mode: NewGameMode::HotSeat,
        person_seat: 1,
        names: names.clone(),
        levels: levels("easy"),
        seed: Some(4),
        variant: 0,
        rules: 0,
        players: 0,
        daily: None,
    };
    let mut screen = Screen::<Fireworks>::new(Setup::watch::<Fireworks>(&levels("easy")), 1, LIVE);
    screen.update(GameMsg::NewGame {
        choice,
        player: "Ann".into(),
        seed: 4,
    });
    assert_eq!(screen.setup.names()[1..], names[..]);
    assert_eq!(screen.viewer(), Some(NOBODY));
    assert!(screen.frame().covered);
    assert_eq!(screen.pass_to(), Some(1));
    screen.update(SeatMsg::Uncover(1));
    let frame = screen.frame();
    assert!(!frame.covered && frame.is_own(1));
    assert!(frame.view.hands[0]
        .iter()
        .flatten()
        .all(|c| c.card.is_none()));
    // Nothing the person reads names a card of their own hand.
    let own: Vec<String> = screen.session.state().view(2).hands[0]
        .iter()
        .flatten()
        .map(|c| c.card.unwrap().to_string())
        .collect();
    for text in screen.explanations() {
        for card in &own {
            assert!(
                !text.contains(&format!("{card} ")) || text.contains("cards A to E"),
                "{text}"
            );
        }
    }
    key(&mut screen, "h");
    key(&mut screen, "1");
    let bob = screen.session.state().view(1).hands[1][0]
        .unwrap()
        .card
        .unwrap();
    key(&mut screen, &bob.level.to_string());
    key(&mut screen, "Enter");
    show_all(&mut screen);
    assert_eq!(screen.viewer(), Some(NOBODY));
    assert_eq!(screen.pass_to(), Some(2));
}

#[test]
fn the_match_lets_the_person_watch_or_skip_the_round_they_sit_out() {
    let choice = NewGameChoice {
        mode: NewGameMode::VsAi,
        person_seat: 1,
        names: Vec::new(),
        levels: levels("medium"),
        seed: Some(9),
        variant: 1,
        rules: 0,
        players: 0,
        daily: None,
    };
    let mut screen = one_round("easy", 1);
    screen.update(GameMsg::NewGame {
        choice,
        player: "Ann".into(),
        seed: 9,
    });
    assert_eq!(screen.session.record().options.rounds, 4);
    // Round 1: players 2, 3, 4; the person (player 2) plays first.
    assert!(!screen.person_sits_out());
    let mut rng = Pcg32::new(9);
    let mut skipped = false;
    for _ in 0..2000 {
        show_all(&mut screen);
        if screen.session.state().is_over() {
            break;
        }
        if screen.person_sits_out() && !screen.pace.skipping {
            assert_eq!(screen.session.state().round().index, 1);
            assert_eq!(screen.ai_delay(), Some(screen.pace.watch_speed.delay_ms()));
            screen.update(PaceMsg::SkipSittingOut);
            assert!(screen.pace.skipping);
            assert_eq!(screen.ai_delay(), Some(0));
            skipped = true;
            continue;
        }
        if answer_ai(&mut screen) {
            continue;
        }
        let seat = screen.input_seat().expect("the person's turn");
        let legal = screen.session.state().legal_actions(seat);
        let action = legal[rng.below(legal.len() as u32) as usize];
        for p in presses_for(action) {
            press(&mut screen, p);
        }
        assert!(!screen.pace.skipping);
    }
    assert!(skipped && screen.session.state().is_over());
    let end = screen.end_summary().unwrap();
    assert_eq!(end.rows.len(), 4);
    assert_eq!(
        end.columns.len(),
        2,
        "the rounds in one column, and the score"
    );
    assert!(end.columns[0].starts_with("Points by round (heights "));
    for row in &end.rows {
        assert_eq!(row.cells[0].split(" · ").count(), 4, "one cell per round");
    }
    assert!(end.rows.iter().any(|r| r.cells[0].contains("sat out")));
}

#[test]
fn ai_reasons_are_in_the_log_unless_turned_off() {
    let mut screen = one_round("medium", 6);
    key(&mut screen, "h");
    key(&mut screen, "1");
    let bob = screen.session.state().view(1).hands[1][0]
        .unwrap()
        .card
        .unwrap();
    key(&mut screen, &bob.level.to_string());
    key(&mut screen, "Enter");
    run_ais(&mut screen);
    let reasons = |s: &Screen<Fireworks>| {
        s.explanations()
            .iter()
            .filter(|e| e.contains(" Why: Bob ") || e.contains(" Why: Celia "))
            .count()
    };
    assert_eq!(reasons(&screen), 2);
    let mut prefs = screen.prefs.clone();
    prefs.show_ai_reasons = false;
    screen.update(Msg::SetPrefs(prefs));
    assert_eq!(reasons(&screen), 0);
    // Undo takes the reasons of the undone decisions away.
    screen.update(GameMsg::Undo);
    assert!(screen.reasons.is_empty());
}

#[test]
fn every_lesson_steps_through_to_the_learners_turn() {
    use crate::engine::lesson::HasLessons;
    assert!(Fireworks::lessons().len() >= 8);
    for lesson in Fireworks::lessons() {
        let mut screen = Screen::<Fireworks>::lesson(lesson.number, "Ann", LIVE).unwrap();
        show_all(&mut screen);
        assert!(screen.script_done());
        assert!(!screen.explanation().is_empty());
        let _ = screen.frame();
        let _: Seat = lesson.learner;
    }
}

#[test]
fn the_info_line_counts_only_the_partners_that_play() {
    let screen = one_round("easy", 1);
    let line = screen.info_line(&screen.frame());
    assert!(
        line.starts_with("You against two AIs · Round 1 of 1 · turn 1"),
        "{line}"
    );
}

#[test]
fn a_game_put_aside_comes_back_with_its_ai_reasons() {
    let mut screen = one_round("medium", 6);
    key(&mut screen, "h");
    key(&mut screen, "1");
    let bob = screen.session.state().view(1).hands[1][0]
        .unwrap()
        .card
        .unwrap();
    key(&mut screen, &bob.level.to_string());
    key(&mut screen, "Enter");
    run_ais(&mut screen);
    let before = screen.explanations();
    assert_eq!(screen.reasons.len(), 2);
    screen.update(GameMsg::StartLesson {
        number: 1,
        player: "Ann".into(),
    });
    assert!(answer_lesson(&mut screen), "the lesson is fetched");
    assert!(screen.reasons.is_empty() && screen.replaced.is_some());
    screen.update(GameMsg::RestoreReplaced);
    assert_eq!(screen.reasons.len(), 2);
    show_all(&mut screen);
    assert_eq!(screen.explanations(), before);
}
