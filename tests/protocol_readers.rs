//! A built-in AI playing as a bot (`referee bot`) sees what it would see
//! in the referee. On whole AI games of every listed game, under every
//! rule set and at every player count its rules allow, each seat is sent
//! its protocol input as the referee sends it (the initial input once,
//! then a turn's input whenever it must act, all acting seats on the same
//! state) and:
//! - the view its reader rebuilds is the referee's view of that seat
//!   (Fireworks: but for what the protocol does not carry, the finished
//!   rounds' scores and, at the CodinGame table, the seats' global labels);
//! - every AI level answers with the same command on the rebuilt state as
//!   on the real one (the same seed, a work cap, a frozen clock).
//!
//! One game in two has a seat forfeit midway (a bot disqualified): the
//! others read on through what that leaves (6 nimmt!'s `-999` score and
//! `-1` last card, a Fireworks round cut short, a Morris game won). A
//! 6 nimmt! seat disqualified when it owed a row choice had its card
//! shown to it alone (`CHOOSE_LINE_TO_PICK`), and its last card is sent as
//! `-1` after: the others' readers have seen no more than the referee's
//! view, and where they have seen less the AIs' commands may differ.

use parlour::engine::agent::{agent_seed, decide, FrozenClock};
use parlour::engine::fireworks::{Fireworks, FireworksOptions};
use parlour::engine::game::Seat;
use parlour::engine::protocol_reader::{Input, ProtocolReader, ReadError};
use parlour::games::Listed;
use serde_json::Value;

/// Seeds played per rule set and player count.
const SEEDS: u64 = 2;
/// The work an AI decision may take (hard stays deterministic).
const WORK: u64 = 150;

/// Every rule set of `G` by name and options (its default first).
fn rule_sets<G: Listed>() -> Vec<(String, G::Options)> {
    match G::PRESETS {
        Some(preset) if !G::RULE_SETS.is_empty() => G::RULE_SETS
            .iter()
            .map(|set| (set.name.to_string(), preset(set.name).unwrap()))
            .collect(),
        _ => vec![(String::from("default"), G::Options::default())],
    }
}

/// A view as JSON, without what the protocol does not carry: a
/// disqualified seat's cows and last card where a view marks seats
/// `disqualified`, the finished rounds' scores and results, and the
/// seats' global labels (replaced by round ids) where a view has a
/// round's `players`.
fn comparable(view: &impl serde::Serialize) -> Value {
    let mut value = serde_json::to_value(view).unwrap();
    if let Some(gone) = value.get("disqualified").cloned() {
        for (seat, _) in gone
            .as_array()
            .unwrap()
            .iter()
            .enumerate()
            .filter(|(_, d)| d == &&Value::Bool(true))
        {
            for key in ["last_played", "scores", "round_cows"] {
                value[key][seat] = Value::Null;
            }
        }
    }
    let Some(players) = value.get("players").cloned() else {
        return value;
    };
    let players: Vec<Value> = players.as_array().unwrap().clone();
    let id = |seat: &Value| -> Value {
        players
            .iter()
            .position(|p| p == seat)
            .map_or(seat.clone(), Value::from)
    };
    for key in ["scores", "results", "round", "players"] {
        value[key] = Value::Null;
    }
    value["seat"] = id(&value["seat"]);
    value["to_act"] = id(&value["to_act"]);
    if let Some(history) = value["history"].as_array_mut() {
        for turn in history {
            turn["seat"] = id(&turn["seat"]);
            // A hint is written `hint <to> <clue>`.
            let action = turn["action"].as_str().unwrap_or("").to_string();
            if let ["hint", to, clue] = action.split(' ').collect::<Vec<_>>()[..] {
                let to = id(&Value::from(to.parse::<u64>().unwrap()));
                turn["action"] = Value::from(format!("hint {to} {clue}"));
            }
        }
    }
    value
}

/// Whether the bot's view has seen fewer cards this round than the
/// referee's (`seen_this_round`, a subset); both views lose that key when
/// it does.
fn seen_less(bot: &mut Value, real: &mut Value) -> bool {
    let key = "seen_this_round";
    let (Some(bot_seen), Some(real_seen)) = (bot[key].as_array(), real[key].as_array()) else {
        return false;
    };
    if bot_seen == real_seen {
        return false;
    }
    assert!(
        bot_seen.iter().all(|c| real_seen.contains(c)),
        "seen: {bot_seen:?} ⊄ {real_seen:?}"
    );
    bot[key] = Value::Null;
    real[key] = Value::Null;
    true
}

/// Plays one AI game of `G`, sending each seat its input and checking
/// what its reader rebuilds; at step `forfeit_at`, the seat that acts
/// first forfeits and is sent nothing more. Returns the decisions checked.
fn follow<G: Listed>(
    options: &G::Options,
    seed: u64,
    forfeit_at: Option<usize>,
    at: &str,
) -> usize {
    let (mut state, _) = G::new(options, seed);
    let seats = state.seat_count();
    let mut memories: Vec<G::Memory> = (0..seats).map(|_| G::memory(options).unwrap()).collect();
    let mut introduced = vec![false; seats];
    let mut checked = 0;
    let mut step = 0;
    while !state.is_over() {
        if forfeit_at == Some(step) {
            let seat = state.to_act()[0];
            state.forfeit(seat, "a bot's bad command");
            step += 1;
            continue;
        }
        let acting = state.to_act();
        let mut actions = Vec::new();
        for &seat in &acting {
            let mut lines = Vec::new();
            if !introduced[seat] {
                lines = state.initial_input(seat);
                introduced[seat] = true;
            }
            lines.extend(state.turn_input(seat));
            let mut lines = lines.into_iter();
            let read = G::read_turn(&mut memories[seat], &mut Input::new(&mut lines))
                .unwrap_or_else(|e| panic!("{at}, step {step}, seat {seat}: {e:?}"));
            assert!(lines.next().is_none(), "{at}, step {step}: lines left");
            let here = format!("{at}, step {step}, seat {seat}");
            let (mut bot_view, mut real_view) =
                (comparable(&read.view), comparable(&state.view(seat)));
            let seen_less = seen_less(&mut bot_view, &mut real_view);
            assert_eq!(bot_view, real_view, "{here}: the view");
            let rebuilt = read.state();
            let decision_seed = agent_seed(seed, step, seat);
            for level in G::LEVELS {
                let decide_on = |on: &G, as_seat: Seat| {
                    let action =
                        decide(on, as_seat, level, decision_seed, Some(WORK), &FrozenClock)
                            .unwrap();
                    (on.render_action(as_seat, &action), action)
                };
                let (real, action) = decide_on(&state, seat);
                let (bot, _) = decide_on(&rebuilt, read.seat);
                assert!(
                    seen_less || bot == real,
                    "{here}: {level}'s command: {bot} ≠ {real}"
                );
                if *level == G::LEVELS[step % G::LEVELS.len()] {
                    actions.push((seat, action));
                }
                checked += 1;
            }
        }
        for (seat, action) in actions {
            if state.to_act().contains(&seat) {
                state.apply(seat, &action).unwrap();
                step += 1;
            }
        }
    }
    for (seat, memory) in memories.iter_mut().enumerate() {
        let mut none = std::iter::empty();
        let end = G::read_turn(memory, &mut Input::new(&mut none));
        assert!(
            matches!(end, Err(ReadError::Closed)),
            "{at}, seat {seat}: the end"
        );
    }
    checked
}

fn readers_rebuild_the_referees_views<G: Listed>() {
    let mut checked = 0;
    for (name, options) in rule_sets::<G>() {
        if let Err(why) = G::memory(&options) {
            println!("{} {name}: refused: {why}", G::ID);
            continue;
        }
        for seats in G::seat_counts(&options) {
            let options = G::with_seat_count(&options, seats).unwrap();
            for seed in 0..SEEDS {
                let forfeit_at = (seed % 2 == 1).then_some(2 * seats + 1);
                let at = format!("{} ({name}, {seats} players, seed {seed})", G::ID);
                checked += follow::<G>(&options, seed, forfeit_at, &at);
            }
        }
    }
    assert!(checked > 0, "{} was played", G::ID);
    println!("{}: {checked} decisions checked", G::ID);
}

#[test]
fn every_reader_rebuilds_the_referees_view_and_its_ai_answers_alike() {
    macro_rules! each {
        ($($game:ty),*) => {
            $(readers_rebuild_the_referees_views::<$game>();)*
        };
    }
    parlour::for_each_game!(each);
}

#[test]
fn rainbow_rules_are_refused_with_the_reason() {
    let rainbow = FireworksOptions::preset("standard-rainbow").unwrap();
    let why = Fireworks::memory(&rainbow).unwrap_err();
    assert!(why.contains("colour hint"), "{why}");
}

#[test]
fn bad_input_is_named() {
    let options = FireworksOptions::default();
    let mut memory = Fireworks::memory(&options).unwrap();
    let mut lines = ["3 12", "1", "0:PLAY:A:RED-1"]
        .map(String::from)
        .into_iter();
    let error = Fireworks::read_turn(&mut memory, &mut Input::new(&mut lines)).unwrap_err();
    assert!(
        matches!(&error, ReadError::Bad(why) if why.contains("NEWGAME")),
        "{error:?}"
    );
    let mut memory = parlour::engine::take5::Take5::memory(&Default::default()).unwrap();
    let mut lines = ["4 0", "CHOOSE_SOMETHING"].map(String::from).into_iter();
    let error = parlour::engine::take5::Take5::read_turn(&mut memory, &mut Input::new(&mut lines))
        .unwrap_err();
    assert_eq!(
        error,
        ReadError::Bad("`CHOOSE_SOMETHING` is not a phase".into())
    );
}
