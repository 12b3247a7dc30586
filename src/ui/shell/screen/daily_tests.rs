//! A deal of the day on the screen: the form's choice deals the day's deal
//! under the rules alone; once it is over the screen asks for the AI
//! teams, shows their progress, compares the team with them and with the
//! deal's best (answered natively as the workers answer), and keeps a
//! result only for a team of people.

use crate::engine::agent::FrozenClock;
use crate::engine::coach::self_play::ai_game;
use crate::engine::coach::FindsBest;
use crate::engine::daily::{daily_seed, Day};
use crate::engine::fireworks::Fireworks;
use crate::engine::record::GameRecord;
use crate::engine::take5::Take5;
use crate::engine::tools::GameTools;
use crate::worker::protocol::{Request, TeamsAsked};
use crate::worker::{Answer, Tasks};

use super::super::daily::DailyDeal;
use super::super::game_ui::GameUi;
use super::super::new_game::{NewGameChoice, NewGameMode};
use super::super::setup::Setup;
use super::test_support::LIVE;
use super::{DailyTeams, FoundBest, GameMsg, Msg, Screen};

/// The day the tests play.
fn day() -> Day {
    Day::from_date(2026, 12, 7).unwrap()
}

/// `G`'s rule set called `name`.
fn rules<G: GameTools>(name: &str) -> usize {
    G::RULE_SETS
        .iter()
        .position(|set| set.name == name)
        .unwrap()
}

/// The form's choice: `mode`, standard rules at two, the day's deal or
/// seed 99.
fn choice(mode: NewGameMode, daily: Option<Day>) -> NewGameChoice {
    NewGameChoice {
        mode,
        person_seat: 1,
        names: vec!["Ann".into(), "Ben".into()],
        levels: vec!["medium".into(); 5],
        seed: Some(99),
        variant: 0,
        rules: rules::<Fireworks>("standard"),
        players: 2,
        daily: daily.map(|d| d.0),
    }
}

/// A screen started from `choice` as the form starts it.
fn started<G: GameUi>(choice: NewGameChoice) -> Screen<G> {
    let mut screen = Screen::<G>::new(Setup::watch::<G>(&[]), 1, LIVE);
    screen.update(GameMsg::NewGame {
        seed: choice.seed.unwrap_or(1),
        choice,
        player: "Ann".into(),
    });
    screen
}

/// The day's deal played to its end by medium AIs, resumed on a screen
/// set up for `mode` (what a person's finished game looks like).
fn finished(mode: NewGameMode) -> Screen<Fireworks> {
    let choice = choice(mode, Some(day()));
    let deal = DailyDeal::chosen::<Fireworks>(&choice, day());
    let record = ai_game::<Fireworks>(
        &deal.options::<Fireworks>(),
        deal.seed::<Fireworks>(),
        &["medium"],
        None,
        10_000,
    )
    .unwrap();
    let setup = Setup::of_choice::<Fireworks>(&choice, "Ann");
    Screen::resume(setup, record, LIVE).unwrap()
}

/// The AI worker's answers to the teams the screen wants, natively.
fn teams_answers(screen: &Screen<Fireworks>) -> Vec<Answer> {
    let request = Request::Teams(TeamsAsked {
        id: 1,
        game: "fireworks".into(),
        record: serde_json::to_string(screen.session.record()).unwrap(),
        levels: vec!["easy".into(), "medium".into()],
    });
    let mut answers = Vec::new();
    Tasks::ai::<Fireworks>().answer(&request, &FrozenClock, &mut |a| answers.push(a));
    answers
}

#[test]
fn the_days_choice_deals_the_days_deal_under_the_rules_alone() {
    let screen = started::<Fireworks>(choice(NewGameMode::VsAi, Some(day())));
    let record = screen.session.record();
    assert_eq!(record.seed, daily_seed("fireworks", "standard", 2, day()));
    let deal = screen.daily().expect("a deal of the day");
    assert_eq!((deal.day, deal.players), (day(), 2));
    assert_eq!(
        deal.words::<Fireworks>(),
        "2026-12-07 · Hanabi, standard rules · 2 players"
    );
    // The same choice with its seed is no deal of the day; another day
    // or table is another deal.
    let seeded = started::<Fireworks>(choice(NewGameMode::VsAi, None));
    assert_eq!((seeded.session.record().seed, seeded.daily()), (99, None));
    let mut three = choice(NewGameMode::Watch, Some(day()));
    three.players = 3;
    let three = started::<Fireworks>(three);
    assert_eq!(three.daily().map(|d| d.players), Some(3));
    assert_ne!(three.session.record().seed, record.seed);
    // A game with no team has no deal of the day: the seed typed plays.
    let mut take5 = choice(NewGameMode::Watch, Some(day()));
    take5.rules = 0;
    let take5 = started::<Take5>(take5);
    assert_eq!((take5.session.record().seed, take5.daily()), (99, None));
    // Not over yet: nothing asked, nothing compared.
    assert_eq!((screen.teams_wanted(), screen.daily_shown()), (None, None));
}

#[test]
fn the_end_compares_the_team_with_the_ai_teams_and_the_deals_best() {
    let mut screen = finished(NewGameMode::VsAi);
    let game = screen.teams_wanted().expect("the teams are wanted");
    let shown = screen.daily_shown().unwrap();
    assert_eq!(shown.lines.len(), 1);
    assert_eq!(shown.lines[0].who, "Your team");
    assert!(shown.lines[0].figure.ends_with(" of 25"), "{shown:?}");
    let progress = |done| DailyTeams {
        game,
        done,
        total: 2,
        found: None,
    };
    screen.update(Msg::Teams(DailyTeams {
        game: game + 1,
        ..progress(1)
    }));
    assert_eq!(screen.teams, None);
    screen.update(Msg::Teams(progress(1)));
    assert_eq!(screen.teams_wanted(), None);
    let note = screen.daily_shown().unwrap().note.unwrap();
    assert_eq!(note, "The AI teams are playing this deal (1 of 2)…");
    // The person's figure is kept at once; the rest joins it.
    let first = screen.daily_result().expect("kept at the end");
    assert_eq!((first.teams.len(), first.best), (0, None));

    let answers = teams_answers(&screen);
    let Some(Answer::Teams { teams, .. }) = answers.last() else {
        panic!("{answers:?}");
    };
    screen.update(Msg::Teams(DailyTeams {
        found: Some(Ok(teams.clone())),
        ..progress(2)
    }));
    let shown = screen.daily_shown().unwrap();
    assert_eq!(shown.note, None);
    let who: Vec<&str> = shown.lines.iter().map(|l| l.who.as_str()).collect();
    assert_eq!(who, ["Your team", "AI team (easy)", "AI team (medium)"]);
    assert_eq!(shown.lines[2].watch, Some(1));
    // The medium team played the deal as this game's medium AIs did.
    assert_eq!(shown.lines[2].figure, shown.lines[0].figure);
    let kept = screen.daily_result().expect("a result to keep");
    assert_eq!(kept.teams.len(), 2);
    assert_eq!(
        (kept.rules.as_str(), kept.players, kept.best),
        ("standard", 2, None)
    );

    let steps = screen.session.record().steps.len();
    let best = Fireworks::best_left(screen.session.record(), &[], &FrozenClock).unwrap();
    let proved = (best.parts[0].score, best.parts[0].bound);
    screen.update(Msg::Best(FoundBest { game, steps, best }));
    let shown = screen.daily_shown().unwrap();
    assert_eq!(shown.lines.last().unwrap().who, "The deal's best");
    assert_eq!(screen.daily_result().unwrap().best, Some(proved));
    assert!(u64::from(kept.score) <= proved.1);

    // The easy team's game opens at its end, for everyone to read.
    screen.update(GameMsg::WatchTeam(0));
    assert!(screen.is_shared());
    let played: GameRecord<Fireworks> = serde_json::from_str(&teams[0].record).unwrap();
    assert_eq!(*screen.session.record(), played);
    assert_eq!(screen.steps_shown(), played.steps.len());
    assert_eq!(
        screen.daily_shown().unwrap().lines[0].who,
        "This game's team"
    );
}

#[test]
fn teams_that_fail_say_why_and_a_watched_game_keeps_nothing() {
    let mut screen = finished(NewGameMode::Watch);
    let game = screen.teams_wanted().unwrap();
    assert_eq!(
        screen.daily_shown().unwrap().lines[0].who,
        "This game's team"
    );
    screen.update(Msg::Teams(DailyTeams {
        game,
        done: 2,
        total: 2,
        found: Some(Ok(Vec::new())),
    }));
    assert_eq!(screen.daily_result(), None);
    screen.update(Msg::Teams(DailyTeams {
        game,
        done: 0,
        total: 2,
        found: Some(Err("the worker stopped".into())),
    }));
    let note = screen.daily_shown().unwrap().note.unwrap();
    assert_eq!(
        note,
        "The AI teams could not play this deal: the worker stopped"
    );
}
