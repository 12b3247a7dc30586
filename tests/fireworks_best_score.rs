//! The best score a deal allows against every built-in AI team: on
//! hundreds of deals of every rule set, the solver's bound is never below
//! what a team scored on the same deal, an exact best is never below it
//! either, and the line that reaches the best scores it when the engine
//! plays it. The rounds the solver reads are the rounds the game deals.

use parlour::engine::agent::{agent_seed, decide, Budget, FrozenClock, HasAgents};
use parlour::engine::fireworks::events::level_points;
use parlour::engine::fireworks::solver::{best_of_deal, dealt_rounds};
use parlour::engine::fireworks::{Fireworks, FireworksEvent, FireworksOptions};
use parlour::engine::game::Game;

/// The rule sets and table sizes played.
fn rule_sets() -> Vec<FireworksOptions> {
    let mut sets = vec![FireworksOptions::default()];
    for (name, players) in [
        ("standard", 2),
        ("standard", 3),
        ("standard", 4),
        ("standard", 5),
        ("standard-6-colours", 2),
        ("standard-rainbow", 3),
    ] {
        let options = FireworksOptions::preset(name).expect("a preset");
        sets.push(Fireworks::with_seat_count(&options, players).expect("a table size"));
    }
    sets
}

/// A game of `options` and `seed` played by a team of `level`, checking
/// each round it deals is the one the solver reads; the rounds' scores
/// in the solver's unit (height, or CodinGame level points).
fn team_scores(options: &FireworksOptions, seed: u64, level: &str) -> Vec<u32> {
    let dealt = dealt_rounds(options, seed);
    let (mut game, _) = Fireworks::new(options, seed);
    let mut step = 0;
    let mut checked = None;
    while !game.is_over() {
        let index = game.results().len();
        if checked != Some(index) {
            assert_eq!(game.round(), &dealt[index], "round {index} of seed {seed}");
            checked = Some(index);
        }
        let seat = game.to_act()[0];
        let action = decide(
            &game,
            seat,
            level,
            agent_seed(seed, step, seat),
            Some(40),
            &FrozenClock,
        )
        .expect("the AI decides");
        game.apply(seat, &action).expect("the AI plays legally");
        step += 1;
    }
    game.results()
        .iter()
        .map(|result| {
            if options.table().is_some() {
                result.points[0] as u32
            } else {
                level_points(&result.heights)
            }
        })
        .collect()
}

#[test]
fn no_ai_team_scores_more_than_the_deal_allows() {
    let budget = Budget {
        time_ms: f64::INFINITY,
        max_work: Some(3_000),
    };
    let levels = Fireworks::LEVELS;
    let mut deals = 0;
    for (set, options) in rule_sets().iter().enumerate() {
        let seeds = if options.table().is_some() { 40 } else { 12 };
        for seed in 0..seeds {
            let level = levels[(seed as usize + set) % levels.len()];
            let team = team_scores(options, seed, level);
            let best = best_of_deal(options, seed, budget, &FrozenClock);
            let rounds = dealt_rounds(options, seed);
            for ((round, found), reached) in rounds.iter().zip(&best).zip(&team) {
                let solution = &found.solution;
                let context = format!("set {set}, seed {seed}, {level}: {solution:?}");
                assert!(solution.bound.score >= *reached, "{context}");
                if solution.exact {
                    assert!(solution.score >= *reached, "{context}");
                }
                assert_eq!(line_score(options, round, &solution.line), solution.score);
            }
            deals += 1;
        }
    }
    assert!(deals >= 200);
}

/// The score the engine gives `line` played from the start of `round`.
fn line_score(
    options: &FireworksOptions,
    round: &parlour::engine::fireworks::round::Round,
    line: &[parlour::engine::fireworks::FireworksAction],
) -> u32 {
    let mut round = round.clone();
    let mut events = Vec::new();
    for &action in line {
        let id = round.round_id(round.acting_seat()).expect("the seat plays");
        round
            .check(id, action, options.rules)
            .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
        round.act(action, options.rules, &mut events);
    }
    if options.table().is_some() {
        round.points()[0] as u32
    } else {
        // A dealt round starts with no firework: its level points are
        // the levels of the cards played.
        events
            .iter()
            .map(|event| match event {
                FireworksEvent::Played { height, .. } => u32::from(*height),
                _ => 0,
            })
            .sum()
    }
}
