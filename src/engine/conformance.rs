//! The conformance suite every game runs (after OpenSpiel's
//! `RandomSimTest`): one call, `check::<G>(seeds)`, plays a random game per
//! seed and checks the whole [`Game`] contract on every state it meets.
//!
//! - the kind matches the game (seat count, one seat at a time for
//!   sequential games, nothing redacted when nothing is hidden);
//! - some seat must act until the game is over, and then none; every
//!   acting seat has a legal action; the outcome exists exactly at the end;
//! - every listed action is accepted; sampled unlisted ones (actions seen
//!   elsewhere, or a listed one by a seat not asked) are refused with the
//!   state unchanged;
//! - replaying the record gives the same states; undo equals the shorter
//!   replay; a session round-trips through its saved (JSON) record;
//! - every event explains to a non-empty text for every viewer, and no
//!   event a seat reads names something that seat's view hides
//!   ([`Secrets`]);
//! - at every state, the last command each seat may know about (what the
//!   protocol panel shows, [`last_command_seen`]) names nothing that
//!   seat's view hides ([`Secrets::named_by_command`]);
//! - `parse(render(action)) == action` through the bot protocol;
//! - agents of every level return a legal action (with a work cap).

use serde::de::DeserializeOwned;

use super::agent::{agent_seed, decide, offered_levels, FrozenClock, HasAgents};
use super::game::{explain_for, Explain, Game, Information, Seat, Secrets, Turns};
use super::protocol::{last_command_seen, Protocol};
use super::record::{replay_states, GameRecord, Step};
use super::rng::Pcg32;
use super::session::Session;

/// The work cap given to searching agents in the suite, so it stays fast
/// and deterministic.
const AGENT_WORK: u64 = 16;
/// Unlisted actions tried per state.
const UNLISTED_TRIES: usize = 3;
/// Agents of every level are asked at the first state and at one in this
/// many after it (at a step that depends on the seed).
const AGENT_EVERY: usize = 97;

/// What the suite went through.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Games played to the end.
    pub games: u64,
    /// Steps applied.
    pub steps: u64,
    /// Listed actions tried (all accepted).
    pub accepted: u64,
    /// Unlisted actions tried (all refused).
    pub refused: u64,
    /// Agent decisions checked.
    pub decisions: u64,
}

/// Runs the suite on one random game per seed; the error names the game,
/// the seed, the step and what broke.
pub fn check<G>(seeds: std::ops::Range<u64>) -> Result<Summary, String>
where
    G: Protocol + HasAgents + Secrets,
    G::Action: DeserializeOwned,
{
    check_with::<G>(&G::Options::default(), seeds)
}

/// [`check`] on games under the rules `options` (a rule set, a seat
/// count): the seat count must then be one `options` allow.
pub fn check_with<G>(options: &G::Options, seeds: std::ops::Range<u64>) -> Result<Summary, String>
where
    G: Protocol + HasAgents + Secrets,
    G::Action: DeserializeOwned,
{
    let mut summary = Summary::default();
    let mut pool: Vec<G::Action> = Vec::new();
    for seed in seeds {
        play_one::<G>(options, seed, &mut pool, &mut summary)
            .map_err(|why| format!("{} seed {seed}: {why}", G::ID))?;
        summary.games += 1;
    }
    Ok(summary)
}

/// Seat names for explanations (every seat named, so "Seat N" never shows).
fn names(seats: usize) -> Vec<String> {
    (0..seats).map(|s| format!("Player{s}")).collect()
}

/// Checks the contract at one state of a game under `options` and
/// returns the seat that acts next.
fn check_state<G: Game>(state: &G, options: &G::Options) -> Result<Option<Seat>, String> {
    let acting = state.to_act();
    let default = *options == G::Options::default();
    if default && state.seat_count() != G::KIND.seats {
        return Err(format!(
            "{} seats, but its kind says {}",
            state.seat_count(),
            G::KIND.seats
        ));
    }
    if !G::seat_counts(options).contains(&state.seat_count()) {
        return Err(format!(
            "{} seats, which its options do not allow ({:?})",
            state.seat_count(),
            G::seat_counts(options)
        ));
    }
    if G::KIND.turns == Turns::Sequential && acting.len() > 1 {
        return Err(format!("a sequential game asks {acting:?} at once"));
    }
    if state.is_over() != acting.is_empty() {
        return Err(format!(
            "over = {} but the seats asked are {acting:?}",
            state.is_over()
        ));
    }
    for &seat in &acting {
        if state.legal_actions(seat).is_empty() {
            return Err(format!("seat {seat} is asked but has no legal action"));
        }
    }
    Ok(acting.first().copied())
}

fn play_one<G>(
    options: &G::Options,
    seed: u64,
    pool: &mut Vec<G::Action>,
    summary: &mut Summary,
) -> Result<(), String>
where
    G: Protocol + HasAgents + Secrets,
    G::Action: DeserializeOwned,
{
    let mut rng = Pcg32::with_stream(seed, 0xc0f0);
    let mut session = Session::<G>::new(options.clone(), seed);
    let mut states = vec![session.state().clone()];
    while let Some(seat) = check_state(session.state(), options)? {
        let state = session.state().clone();
        let step = session.record().steps.len();
        let legal = state.legal_actions(seat);
        for action in &legal {
            let mut trial = state.clone();
            trial
                .apply(seat, action)
                .map_err(|e| format!("step {step}: listed {action:?} refused: {e}"))?;
            let line = state.render_action(seat, action);
            match state.parse_answer(seat, &line) {
                Ok(parsed) if parsed == *action => {}
                other => {
                    return Err(format!(
                        "step {step}: {action:?} renders as `{line}`, which parses as {other:?}"
                    ))
                }
            }
            if !pool.contains(action) {
                pool.push(action.clone());
            }
        }
        summary.accepted += legal.len() as u64;
        check_unlisted(&state, seat, &legal, pool, &mut rng, summary)
            .map_err(|why| format!("step {step}: {why}"))?;
        if step % AGENT_EVERY == (seed as usize) % AGENT_EVERY {
            check_agents(&state, seat, seed, step, summary)
                .map_err(|why| format!("step {step}: {why}"))?;
        }
        let action = rng.choose(&legal).expect("legal is not empty").clone();
        session
            .play(seat, action)
            .map_err(|e| format!("step {step}: the chosen legal action was refused: {e}"))?;
        states.push(session.state().clone());
        summary.steps += 1;
    }
    if session.state().outcome().is_none() {
        return Err("the game is over without an outcome".to_owned());
    }
    check_history(&session, &states, &mut rng)?;
    check_events(&session, &states)?;
    check_commands(&session, &states)
}

/// Unlisted actions are refused and leave the state as it was.
fn check_unlisted<G: Game>(
    state: &G,
    seat: Seat,
    legal: &[G::Action],
    pool: &[G::Action],
    rng: &mut Pcg32,
    summary: &mut Summary,
) -> Result<(), String> {
    let acting = state.to_act();
    let mut tries: Vec<(Seat, G::Action)> = Vec::new();
    for _ in 0..UNLISTED_TRIES {
        if let Some(action) = rng.choose(pool) {
            if !legal.contains(action) {
                tries.push((seat, action.clone()));
            }
        }
    }
    // A listed action offered by a seat that is not asked.
    if let Some(idle) = (0..state.seat_count()).find(|s| !acting.contains(s)) {
        if let Some(action) = rng.choose(legal) {
            if !state.legal_actions(idle).contains(action) {
                tries.push((idle, action.clone()));
            }
        }
    }
    for (by, action) in tries {
        let mut trial = state.clone();
        if trial.apply(by, &action).is_ok() {
            return Err(format!("seat {by}: unlisted {action:?} was accepted"));
        }
        if trial != *state {
            return Err(format!("seat {by}: refusing {action:?} changed the state"));
        }
        summary.refused += 1;
    }
    Ok(())
}

/// Every level the app offers returns a legal action.
fn check_agents<G: HasAgents>(
    state: &G,
    seat: Seat,
    seed: u64,
    step: usize,
    summary: &mut Summary,
) -> Result<(), String> {
    for level in offered_levels::<G>() {
        let decision_seed = agent_seed(seed, step, seat);
        decide(
            state,
            seat,
            level,
            decision_seed,
            Some(AGENT_WORK),
            &FrozenClock,
        )
        .map_err(|why| format!("level {level}: {why}"))?;
        summary.decisions += 1;
    }
    Ok(())
}

/// Replay, undo and the saved form all give back the same games.
fn check_history<G>(session: &Session<G>, states: &[G], rng: &mut Pcg32) -> Result<(), String>
where
    G: Game,
    G::Action: DeserializeOwned,
{
    let replayed = replay_states::<G>(session.record()).map_err(|e| e.to_string())?;
    if replayed.as_slice() != states {
        return Err("replaying the record gives other states".to_owned());
    }
    let json = serde_json::to_string(session.record()).map_err(|e| e.to_string())?;
    let record: GameRecord<G> = serde_json::from_str(&json).map_err(|e| e.to_string())?;
    let back = Session::from_record(record).map_err(|e| e.to_string())?;
    if back != *session {
        return Err("the session does not round-trip through its saved record".to_owned());
    }
    let steps = session.record().steps.len();
    let undo = rng.below(steps as u32 + 1) as usize;
    let mut undone = session.clone();
    undone.undo(undo);
    let mut shorter = session.record().clone();
    shorter.steps.truncate(steps - undo);
    let replay = Session::from_record(shorter).map_err(|e| e.to_string())?;
    if undone != replay || *undone.state() != states[steps - undo] {
        return Err(format!("undoing {undo} steps is not the shorter replay"));
    }
    Ok(())
}

/// Every event explains for every viewer and names nothing the viewer's
/// view hides at the end of its step.
fn check_events<G: Secrets>(session: &Session<G>, states: &[G]) -> Result<(), String> {
    let seats = session.state().seat_count();
    let names = names(seats);
    // What each seat cannot see after the step being looked at.
    let mut hidden: Vec<Vec<G::Secret>> = Vec::new();
    let mut hidden_step = None;
    for (index, logged) in session.log().iter().enumerate() {
        // Set-up events belong to the state the game starts in.
        let (before, after) = match logged.step {
            Some(step) => (&states[step], &states[step + 1]),
            None => (&states[0], &states[0]),
        };
        let text = explain_for::<G>(&logged.event, None, &names);
        if text.trim().is_empty() {
            return Err(format!("event {index} explains to nothing for a spectator"));
        }
        if G::event_for(None, &logged.event) != logged.event {
            return Err(format!("a spectator reads event {index} redacted"));
        }
        for seat in 0..seats {
            let read = G::event_for(Some(seat), &logged.event);
            if read.explain(&names).trim().is_empty() {
                return Err(format!("event {index} explains to nothing for seat {seat}"));
            }
            if G::KIND.information == Information::Perfect {
                if read != logged.event {
                    return Err(format!(
                        "event {index} is redacted for seat {seat} in a perfect-information game"
                    ));
                }
                continue;
            }
            let named = before.named_by(&read);
            if named.is_empty() {
                continue;
            }
            if hidden_step != Some(logged.step) {
                hidden = (0..seats).map(|s| after.hidden_from(s)).collect();
                hidden_step = Some(logged.step);
            }
            if let Some(secret) = named.into_iter().find(|s| hidden[seat].contains(s)) {
                return Err(format!(
                    "seat {seat} reads event {index} ({read:?}) naming {secret:?}, which its view hides"
                ));
            }
        }
    }
    Ok(())
}

/// At every state, the last command each seat may know about names
/// nothing that seat's view hides then.
fn check_commands<G: Protocol + Secrets>(session: &Session<G>, states: &[G]) -> Result<(), String> {
    let steps = &session.record().steps;
    for (now, state) in states.iter().enumerate() {
        for viewer in 0..state.seat_count() {
            let Some((index, by, line)) = last_command_seen(state, &steps[..now], viewer) else {
                continue;
            };
            let Step::Act { action, .. } = &steps[index] else {
                unreachable!("only acts are commands");
            };
            let named = states[index].named_by_command(by, action);
            if named.is_empty() {
                continue;
            }
            let hidden = state.hidden_from(viewer);
            if let Some(secret) = named.into_iter().find(|s| hidden.contains(s)) {
                return Err(format!(
                    "after step {now}, seat {viewer} is shown seat {by}'s command `{line}` \
                     (step {index}), naming {secret:?}, which its view hides"
                ));
            }
        }
    }
    Ok(())
}
