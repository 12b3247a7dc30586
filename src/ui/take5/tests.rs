//! The 6 nimmt! screen model, natively: plays, AIs, step-through, undo,
//! lessons, history frames, the end panel and the protocol panel.

use crate::engine::game::{explain_for, Game};
use crate::engine::lesson::HasLessons;
use crate::engine::take5::cards::SEATS;
use crate::engine::take5::lessons::LESSON_COUNT;
use crate::engine::take5::{Take5, Take5Action, Take5Event, ViewPhase};
use crate::ui::shell::protocol::protocol_lines;
use crate::ui::shell::screen::test_support::{run_ais, show_all, LIVE, STEPPED};
use crate::ui::shell::screen::{Display, GameMsg, Msg, PaceMsg, Screen};
use crate::ui::shell::setup::{Mode, Setup};

use super::frame::Frame;

fn vs_ai(seed: u64, display: Display) -> Screen<Take5> {
    let levels: Vec<String> = ["medium", "medium", "easy", "medium"]
        .map(String::from)
        .to_vec();
    Screen::new(Setup::vs_ai::<Take5>("Tester", 0, &levels), seed, display)
}

fn play(screen: &mut Screen<Take5>, action: Take5Action) {
    screen.update(Msg::Press(action));
}

fn lesson(number: u8) -> Screen<Take5> {
    Screen::lesson(number, "Tester", LIVE).expect("the lesson exists")
}

#[test]
fn a_new_game_shows_its_deal_and_waits_for_everyone() {
    let screen = vs_ai(7, LIVE);
    assert_eq!(screen.session.record().seed, 7);
    assert!(screen.is_live());
    assert_eq!(screen.human_to_act(), Some(0));
    assert_eq!(screen.ai_to_act(), Some(1));
    let frame = screen.frame();
    assert_eq!(frame.hand.len(), 10);
    // The board may offer every card of the hand, and no row.
    let (seat, choices) = screen.choices().expect("the person may press");
    assert_eq!(seat, 0);
    assert_eq!(choices.cards, frame.hand);
    assert!(choices.rows.is_empty());
    assert!(frame.rows.iter().all(|row| row.len() == 1));
    assert_eq!((frame.round, frame.rounds), (1, 5));
    assert!(screen
        .info_line(&frame)
        .starts_with("You against three AIs · Round 1 of 5 · turn 1 of 10"));
}

#[test]
fn playing_a_card_with_step_through_pauses_after_every_placement() {
    let mut screen = vs_ai(11, STEPPED);
    run_ais(&mut screen);
    let card = screen.session.state().hand(0)[0];
    play(&mut screen, Take5Action::Play(card));
    // The person's face-down card is shown at once; the reveal waits.
    assert!(!screen.all_shown(), "events wait for Next step");
    assert!(matches!(
        screen.session.log()[screen.place.shown].event,
        Take5Event::Revealed { .. }
    ));
    assert_eq!(screen.advance_delay(), None, "no timer in step-through");
    let before = screen.place.shown;
    screen.update(PaceMsg::StepTo(screen.place.cursor + 1));
    assert_eq!(screen.place.shown, before + 1);
    assert!(screen
        .explanation()
        .starts_with("Everyone turns their card over"));
    assert_eq!(
        screen.ai_delay(),
        None,
        "the AIs wait while events are hidden"
    );
}

#[test]
fn an_illegal_card_is_refused_with_a_notice() {
    let mut screen = vs_ai(3, LIVE);
    let foreign = screen.session.state().hand(1)[0];
    play(&mut screen, Take5Action::Play(foreign));
    assert!(screen.session.record().steps.is_empty());
    assert_eq!(
        screen.notice.as_deref(),
        Some(format!("Card {foreign} cannot be played now.").as_str())
    );
}

#[test]
fn undo_takes_back_the_last_card_and_the_ais_replay_the_same_choices() {
    let mut screen = vs_ai(5, LIVE);
    run_ais(&mut screen);
    let hand_before = screen.session.state().hand(0).to_vec();
    assert!(!screen.can_undo(), "nothing to undo yet");
    play(&mut screen, Take5Action::Play(hand_before[3]));
    run_ais(&mut screen);
    let after_first = screen.session.record().clone();
    assert!(screen.can_undo());
    screen.update(GameMsg::Undo);
    assert_eq!(screen.session.state().hand(0), hand_before.as_slice());
    assert!(screen.is_live());
    play(&mut screen, Take5Action::Play(hand_before[3]));
    run_ais(&mut screen);
    assert_eq!(
        screen.session.record(),
        &after_first,
        "same seeds, same AI moves"
    );
}

#[test]
fn a_whole_game_against_ais_ends_with_a_ranking() {
    let mut screen = vs_ai(2024, LIVE);
    for _ in 0..400 {
        run_ais(&mut screen);
        let Some(seat) = screen.human_to_act() else {
            break;
        };
        let action = screen.session.state().legal_actions(seat)[0];
        play(&mut screen, action);
    }
    assert!(screen.session.state().is_over());
    assert_eq!(screen.status(), "The game is over.");
    let end = screen
        .end_summary()
        .expect("a finished game has an end panel");
    assert_eq!(end.rows.len(), 4);
    assert_eq!(end.columns, ["Cows in rounds 1–5", "Total cows"]);
    for row in &end.rows {
        let rounds: Vec<u32> = row.cells[0]
            .split(" · ")
            .map(|c| c.parse::<u32>().unwrap())
            .collect();
        assert_eq!(rounds.len(), 5, "one count per round");
        assert_eq!(rounds.iter().sum::<u32>().to_string(), row.cells[1]);
    }
    assert_eq!(end.rows[0].rank, 1);
    assert!(end.headline.contains(" with "), "{}", end.headline);
    assert!(end
        .reason
        .starts_with("The game is over; the fewest cows wins"));
}

#[test]
fn the_frame_after_each_step_matches_the_engine_state() {
    let levels = vec!["easy".to_owned(); 4];
    let mut screen = Screen::<Take5>::new(Setup::watch::<Take5>(&levels), 99, LIVE);
    for _ in 0..30 {
        run_ais(&mut screen);
    }
    let session = &screen.session;
    let log = session.log();
    for (index, entry) in log.iter().enumerate() {
        let Some(step) = entry.step else { continue };
        if log
            .get(index + 1)
            .is_some_and(|next| next.step == Some(step))
        {
            continue;
        }
        let folded = Frame::at(session, index, Some(0));
        let direct = Frame::of_state(&session.state_after_steps(step + 1), Some(0));
        assert_eq!(folded.rows, direct.rows, "rows after step {step}");
        assert_eq!(folded.scores, direct.scores, "scores after step {step}");
        assert_eq!(
            folded.cards_left, direct.cards_left,
            "cards after step {step}"
        );
        assert_eq!(folded.hand, direct.hand, "hand after step {step}");
        assert_eq!(
            folded.my_choice, direct.my_choice,
            "choice after step {step}"
        );
    }
}

#[test]
fn a_face_down_card_is_drawn_only_for_its_owner() {
    let mut screen = vs_ai(6, LIVE);
    let card = screen.session.state().hand(0)[4];
    play(&mut screen, Take5Action::Play(card));
    let index = screen.session.log().len() - 1;
    assert_eq!(
        Frame::at(&screen.session, index, Some(0)).my_choice,
        Some(card)
    );
    assert_eq!(Frame::at(&screen.session, index, Some(1)).my_choice, None);
    assert_eq!(Frame::at(&screen.session, index, None).my_choice, None);
    assert!(Frame::at(&screen.session, index, None).chosen[0]);
}

#[test]
fn stepping_back_shows_the_table_as_it_was() {
    let mut screen = vs_ai(8, LIVE);
    run_ais(&mut screen);
    let first_rows = Frame::at(&screen.session, 0, Some(0)).rows;
    let card = screen.session.state().hand(0)[9];
    play(&mut screen, Take5Action::Play(card));
    run_ais(&mut screen);
    screen.update(PaceMsg::StepTo(0));
    assert!(!screen.following() && !screen.is_live());
    assert_eq!(screen.ai_delay(), None, "AIs wait while the past is shown");
    assert!(screen.status().contains("earlier moment"));
    let frame = screen.frame();
    assert_eq!(frame.rows, first_rows);
    assert_eq!(frame.hand.len(), 10);
    screen.update(PaceMsg::StepTo(usize::MAX));
    assert!(screen.is_live());
}

#[test]
fn the_worked_example_lesson_steps_through_the_four_placements() {
    let mut screen = lesson(1);
    assert_eq!(screen.setup.mode, Mode::Lesson(1));
    assert!(screen.pace.step_through);
    assert_eq!(screen.names()[0], "Alice", "the lesson's own names");
    assert_eq!(
        screen.frame().rows,
        [
            vec![9, 12, 21],
            vec![19, 24],
            vec![33, 42, 50, 57],
            vec![69, 72, 81]
        ]
    );
    let mut seen = Vec::new();
    while !screen.all_shown() {
        screen.update(PaceMsg::StepTo(screen.place.cursor + 1));
        seen.push(screen.explanation());
    }
    let text = seen.join("\n");
    assert!(text.contains("7 is lower than every row's last card, so Celia must take a row"));
    assert!(
        text.contains("Celia takes row 4 (69 72 81, 3 cows)"),
        "{text}"
    );
    assert!(text.contains("23 (Alice) goes on row 1 after 21"), "{text}");
    assert!(text.contains("64 (David) goes on row 3 after 57"), "{text}");
    assert!(
        text.contains("88 would be the sixth: Bob takes 33 42 50 57 64 (11 cows)"),
        "{text}"
    );
    assert!(screen.session.state().is_over());
    assert!(screen.script_done());
}

#[test]
fn every_lesson_replays_its_script_and_shows_its_rule() {
    assert_eq!(Take5::lessons().len(), usize::from(LESSON_COUNT));
    for data in Take5::lessons() {
        let deal = data.options.preset.clone().unwrap();
        assert_eq!(deal.validate(), Ok(()), "lesson {}", data.number);
        assert!(!data.outro.to_string().is_empty() && !data.intro.to_string().is_empty());
        let screen = lesson(data.number);
        assert_eq!(screen.session.record().steps.len(), data.script.len());
        assert!(!screen.can_undo(), "a lesson's script cannot be undone");
    }
    let events = |n: u8| -> Vec<Take5Event> {
        lesson(n)
            .session
            .log()
            .iter()
            .map(|e| e.event.clone())
            .collect()
    };
    // Lesson 2: Ben's 7 is the sixth card of row 0 (2 3 4 5 6, 6 cows).
    assert!(events(2).iter().any(|e| matches!(
        e,
        Take5Event::RowTaken {
            seat: 1,
            card: 7,
            row: 0,
            cows: 6,
            ..
        }
    )));
    // Lesson 3: the person must pick; row 2 (61 63) is the cheapest.
    let three = lesson(3);
    assert_eq!(
        three.session.state().view(0).phase,
        ViewPhase::Pick { seat: 0, card: 8 }
    );
    assert_eq!(three.session.state().view(0).row_cows, [8, 9, 2, 8]);
    // Lesson 4: Ben takes the 5-cow row 1 with his 3.
    assert!(events(4).iter().any(|e| matches!(
        e,
        Take5Event::RowPicked {
            seat: 1,
            card: 3,
            row: 1,
            cows: 5,
            ..
        }
    )));
    assert!(Take5::lesson(LESSON_COUNT + 1).is_none());
    assert!(Screen::<Take5>::lesson(LESSON_COUNT + 1, "Tester", LIVE).is_err());
}

#[test]
fn a_lesson_can_be_played_on_by_the_person() {
    let mut screen = lesson(3);
    show_all(&mut screen);
    assert_eq!(screen.human_to_act(), Some(0));
    assert!(screen
        .status()
        .contains("8 is lower than every row's last card: Tester, choose a row"));
    play(&mut screen, Take5Action::Pick(2));
    assert!(screen.session.log().iter().any(|e| matches!(
        e.event,
        Take5Event::RowPicked {
            seat: 0,
            row: 2,
            cows: 2,
            ..
        }
    )));
}

#[test]
fn the_status_line_says_what_the_table_waits_for() {
    let mut screen = vs_ai(21, STEPPED);
    run_ais(&mut screen);
    assert_eq!(screen.status(), "Tester, choose a card to play.");
    let card = screen.session.state().hand(0)[0];
    play(&mut screen, Take5Action::Play(card));
    run_ais(&mut screen);
    let mut paused = vs_ai(21, STEPPED);
    run_ais(&mut paused);
    play(&mut paused, Take5Action::Play(card));
    while crate::ui::shell::screen::test_support::answer_ai(&mut paused) {}
    assert!(paused.status().starts_with("Step-through: press Next step"));
    paused.update(PaceMsg::SetStepThrough(false));
    run_ais(&mut paused);
    let status = paused.status();
    assert!(
        status == "Tester, choose a card to play." || status.contains("choose a row to take"),
        "{status}"
    );
    let mut animated = vs_ai(
        21,
        Display {
            step_through: false,
            animation_ms: 300,
        },
    );
    run_ais(&mut animated);
    play(&mut animated, Take5Action::Play(card));
    while crate::ui::shell::screen::test_support::answer_ai(&mut animated) {}
    assert_eq!(animated.status(), "The cards are being placed…");
    assert_eq!(animated.advance_delay(), Some(300));
}

#[test]
fn the_protocol_panel_lines_come_from_the_engine() {
    let mut screen = vs_ai(12, LIVE);
    let lines = protocol_lines(&screen.session, 0);
    assert_eq!(lines.initial, ["4 0"]);
    assert_eq!(lines.turn[0], "CHOOSE_CARD_TO_PLAY");
    assert_eq!(lines.turn[1], "-1 -1 -1 -1");
    assert!(lines.asked);
    assert_eq!(lines.last, None);
    run_ais(&mut screen);
    assert_eq!(
        protocol_lines(&screen.session, 0).last,
        None,
        "the AIs' face-down cards stay secret"
    );
    let own = protocol_lines(&screen.session, 3).last;
    assert!(own.is_some_and(|(seat, line)| seat == 3 && line.starts_with("PLAY ")));
    let card = screen.session.state().hand(0)[0];
    play(&mut screen, Take5Action::Play(card));
    let (seat, line) = protocol_lines(&screen.session, 0)
        .last
        .expect("after the reveal every card is public");
    assert!(
        line.starts_with("PLAY ") || line.starts_with("PICK "),
        "{seat}: {line}"
    );
}

#[test]
fn explanations_are_read_as_the_person_while_playing_and_in_full_once_over() {
    let mut screen = lesson(1);
    screen.update(PaceMsg::StepTo(usize::MAX));
    let names = screen.names();
    let full: Vec<String> = screen
        .session
        .log()
        .iter()
        .map(|e| explain_for::<Take5>(&e.event, None, &names))
        .collect();
    assert_eq!(
        screen.explanations(),
        full,
        "the finished lesson reads everything"
    );
    assert!(full
        .iter()
        .any(|t| t.contains("Celia takes row 4 (69 72 81")));
}

#[test]
fn the_boards_choices_are_the_legal_list_of_every_seat_at_every_moment() {
    use crate::engine::rng::Pcg32;
    use crate::ui::shell::game_ui::GameUi;
    let mut rng = Pcg32::new(5);
    for seed in 0..6 {
        let mut state = Take5::new(&Default::default(), seed).0;
        while !state.is_over() {
            for seat in 0..SEATS {
                let choices = state.choices(seat, &());
                let legal = state.legal_actions(seat);
                let plays: Vec<Take5Action> = choices
                    .cards
                    .iter()
                    .map(|&c| Take5Action::Play(c))
                    .chain(choices.rows.iter().map(|&r| Take5Action::Pick(r)))
                    .collect();
                assert_eq!(plays, legal, "seed {seed} seat {seat}");
            }
            let seat = state.to_act()[0];
            let legal = state.legal_actions(seat);
            let action = legal[rng.below(legal.len() as u32) as usize];
            state.apply(seat, &action).unwrap();
        }
    }
}
