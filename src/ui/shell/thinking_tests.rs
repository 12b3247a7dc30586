//! The settings' AI thinking time on the AI's level (natively): which
//! levels take it, when, and that each game's timed level is the one its
//! engine lets take a time.

use crate::engine::fireworks::Fireworks;
use crate::engine::morris::Morris;
use crate::engine::take5::Take5;

use super::game_ui::GameUi;
use super::screen::test_support::{answer_ai, LIVE};
use super::screen::{GameMsg, PaceMsg, Screen, AI_PAUSE_MS};
use super::setup::Setup;
use super::thinking::timed_level;

const HARD_40: Option<(&str, u32)> = Some(("hard", 40));

#[test]
fn only_the_timed_level_takes_a_longer_time() {
    assert_eq!(timed_level("hard", HARD_40, Some(500)), "hard@500");
    assert_eq!(timed_level("hard", HARD_40, Some(2000)), "hard@2000");
    // The game's own time, or one not longer, leaves the level as it is.
    assert_eq!(timed_level("hard", HARD_40, None), "hard");
    assert_eq!(timed_level("hard", HARD_40, Some(40)), "hard");
    assert_eq!(timed_level("hard", HARD_40, Some(30)), "hard");
    // Levels that take no time stay as they are.
    for level in ["easy", "medium", "hat"] {
        assert_eq!(timed_level(level, HARD_40, Some(1000)), level);
    }
    assert_eq!(timed_level("hard", None, Some(1000)), "hard");
}

/// Game `G`'s timed level takes a time in its engine and every other
/// level refuses one; its own time is under the 0.1 s the settings' label
/// promises.
fn timed_level_is_true_to_the_engine<G: GameUi>() {
    let (timed, own_ms) = G::TIMED_LEVEL.expect("every game has a timed level");
    assert!(own_ms > 0 && own_ms < 100, "{}: {own_ms} ms", G::ID);
    for &level in G::LEVELS {
        let asked = timed_level(level, G::TIMED_LEVEL, Some(2000));
        let made = G::agent(&asked, 1, Some(10));
        assert!(made.is_ok(), "{}: `{asked}` is refused", G::ID);
        let with_time = G::agent(&format!("{level}@2000"), 1, Some(10));
        assert_eq!(with_time.is_ok(), level == timed, "{}: {level}", G::ID);
    }
}

#[test]
fn every_games_timed_level_is_the_one_its_engine_times() {
    timed_level_is_true_to_the_engine::<Morris>();
    timed_level_is_true_to_the_engine::<Take5>();
    timed_level_is_true_to_the_engine::<Fireworks>();
}

fn levels(level: &str) -> Vec<String> {
    vec![level.to_owned(); 2]
}

#[test]
fn a_person_against_hard_gets_the_chosen_time_kept_across_games() {
    // The person plays Black: White's hard AI moves first.
    let mut screen =
        Screen::<Morris>::new(Setup::vs_ai::<Morris>("Ann", 1, &levels("hard")), 3, LIVE);
    assert_eq!(screen.ai_request().unwrap().level, "hard", "nothing chosen");
    screen.update(PaceMsg::SetThinkTime(Some(500)));
    assert_eq!(screen.ai_request().unwrap().level, "hard@500");
    assert_eq!(screen.ai_delay(), Some(AI_PAUSE_MS), "the same short pause");
    // The worker's answer to the timed level is played as any other.
    assert!(answer_ai(&mut screen));
    assert_eq!(screen.session.record().steps.len(), 1);
    // A new game keeps the choice; going back to the game's own time
    // asks for plain `hard` again.
    screen.update(GameMsg::Restart);
    assert_eq!(screen.pace.think_ms, Some(500));
    assert_eq!(screen.ai_request().unwrap().level, "hard@500");
    screen.update(PaceMsg::SetThinkTime(None));
    assert_eq!(screen.ai_request().unwrap().level, "hard");
}

#[test]
fn other_levels_and_watched_games_keep_their_level() {
    let mut medium =
        Screen::<Morris>::new(Setup::vs_ai::<Morris>("Ann", 1, &levels("medium")), 3, LIVE);
    medium.update(PaceMsg::SetThinkTime(Some(2000)));
    assert_eq!(medium.ai_request().unwrap().level, "medium");
    // Nobody plays along in a watched game: the AIs keep their own time.
    let mut watch = Screen::<Take5>::new(Setup::watch::<Take5>(&levels("hard")), 3, LIVE);
    watch.update(PaceMsg::SetThinkTime(Some(2000)));
    assert_eq!(watch.ai_request().unwrap().level, "hard");
}
