//! Plays one game between built-in AIs and external bots.
//!
//! Each turn the seats in `to_act` decide on the same state: bots get their
//! input first (the initial input once, just before their first turn
//! input), then the AIs think, then the bots' answers are collected, each
//! against its own deadline, and finally the decisions are applied in seat
//! order. A seat that fails (crash, timeout, malformed or illegal answer,
//! closed pipe) is disqualified through [`Session::forfeit`], its bot is
//! killed, and the game's rules decide what follows. If the rules ask a
//! disqualified seat to act again, it forfeits again at once with the same
//! reason.

use std::io::Write;
use std::time::{Duration, Instant};

use crate::engine::agent::{agent_seed, decide, HasAgents, SystemClock};
use crate::engine::game::{Game, Seat};
use crate::engine::outcome::Outcome;
use crate::engine::protocol::Protocol;
use crate::engine::session::Session;

use super::bot_process::{BotProcess, LineSink};
use super::error::RefereeError;
use super::seat_spec::SeatSpec;

/// How to run one match.
pub struct MatchOptions<'a> {
    /// Factor applied to the protocol's time limits (1.0 = as specified).
    pub time_scale: f64,
    /// Where to write every exchanged line, if anywhere.
    pub log: Option<&'a mut dyn Write>,
    /// Told every exchanged line as it happens, if anyone (`referee cg`
    /// builds its frames from them).
    pub observer: Option<&'a mut dyn FnMut(&Exchange<'_>)>,
    /// Where the bots' stderr lines go.
    pub stderr_sink: LineSink,
    /// Put before `seat N` in the stderr prefix (`game 3 ` in arenas).
    pub stderr_label: String,
}

/// One line of a match's exchange, as `--log` writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exchange<'a> {
    /// A line sent to a bot.
    Sent {
        /// The bot's seat.
        seat: Seat,
        /// The line.
        line: &'a str,
    },
    /// A bot's answer line.
    Answered {
        /// The bot's seat.
        seat: Seat,
        /// The line.
        line: &'a str,
    },
    /// A built-in AI's action, as a bot would have written it.
    AiPlayed {
        /// The AI's seat.
        seat: Seat,
        /// The command.
        command: &'a str,
    },
    /// A seat disqualified.
    Disqualified {
        /// The seat.
        seat: Seat,
        /// Why.
        reason: &'a str,
    },
    /// A disqualified seat the rules asked to act again.
    StillDisqualified {
        /// The seat.
        seat: Seat,
        /// Why it was disqualified.
        reason: &'a str,
    },
}

impl std::fmt::Display for Exchange<'_> {
    /// The `--log` line: `seat N < sent`, `seat N > answer`, `seat N ai
    /// action`, `seat N disqualified: reason`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Exchange::Sent { seat, line } => write!(f, "seat {seat} < {line}"),
            Exchange::Answered { seat, line } => write!(f, "seat {seat} > {line}"),
            Exchange::AiPlayed { seat, command } => write!(f, "seat {seat} ai {command}"),
            Exchange::Disqualified { seat, reason } => {
                write!(f, "seat {seat} disqualified: {reason}")
            }
            Exchange::StillDisqualified { seat, reason } => {
                write!(f, "seat {seat} still disqualified: {reason}")
            }
        }
    }
}

/// The end of one match.
pub struct MatchResult<G: Game> {
    /// The whole game: record, final state and events.
    pub session: Session<G>,
    /// Final scores and ranks.
    pub outcome: Outcome,
    /// Per seat: why it was disqualified, or `None`.
    pub disqualified: Vec<Option<String>>,
    /// Per seat: the time of each decision in milliseconds (AI thinking
    /// time, or a bot's time from input sent to answer received).
    pub decision_ms: Vec<Vec<f64>>,
}

/// The usage error for `got` `--seat` flags where the rules `rules`
/// take another count: it names the count or the range allowed.
pub fn seat_count_usage<G: Game>(rules: &G::Options, got: usize) -> RefereeError {
    let range = G::seat_counts(rules);
    let allowed = if range.start() == range.end() {
        let seats = range.start();
        format!("{seats} seats, so give {seats} --seat flags")
    } else {
        format!(
            "{} to {} seats under these rules, one --seat flag each",
            range.start(),
            range.end()
        )
    };
    RefereeError::Usage(format!("{} is played by {allowed} (got {got})", G::ID))
}

/// Checks the seats against `G` under the rules options `rules`: one spec
/// per seat, and AI levels the game accepts (its [`HasAgents::LEVELS`],
/// benchmark opponents, `level@ms`).
pub fn check_seats<G: HasAgents>(
    specs: &[SeatSpec],
    rules: &G::Options,
) -> Result<(), RefereeError> {
    let (state, _) = G::new(rules, 0);
    if specs.len() != state.seat_count() {
        return Err(seat_count_usage::<G>(rules, specs.len()));
    }
    for spec in specs {
        if let SeatSpec::Ai(level) = spec {
            if let Err(reason) = G::agent(level, 0, None) {
                return Err(RefereeError::Usage(format!(
                    "AI level `{level}` for {}: {reason}",
                    G::ID
                )));
            }
        }
    }
    Ok(())
}

/// The time a seat has for an answer: the first answer gets
/// `FIRST_ANSWER_MS`, later ones `ANSWER_MS`, both times `scale`.
pub fn answer_limit<G: Protocol>(first: bool, scale: f64) -> Duration {
    let ms = if first {
        G::FIRST_ANSWER_MS
    } else {
        G::ANSWER_MS
    };
    Duration::from_secs_f64(ms as f64 * scale / 1000.0)
}

/// Who decides for a seat.
enum Controller {
    /// A built-in AI of this level; a fresh agent makes each decision
    /// ([`crate::engine::agent`] states the lifetime).
    Ai(String),
    Bot {
        process: BotProcess,
        introduced: bool,
        answered: bool,
    },
    Removed,
}

/// One seat's decision for the current turn.
enum Decision<A> {
    Chosen(A),
    Answered(String),
    Failed(String),
    AlreadyOut(String),
}

/// A match in progress.
struct Table<'a, G: Game> {
    session: Session<G>,
    controllers: Vec<Controller>,
    disqualified: Vec<Option<String>>,
    decision_ms: Vec<Vec<f64>>,
    time_scale: f64,
    log: Option<&'a mut dyn Write>,
    observer: Option<&'a mut dyn FnMut(&Exchange<'_>)>,
    clock: SystemClock,
}

/// Plays one game of `G` from `seed` with the default options.
pub fn run_match<G: Game + Protocol + HasAgents>(
    specs: &[SeatSpec],
    seed: u64,
    options: MatchOptions<'_>,
) -> Result<MatchResult<G>, RefereeError> {
    run_match_with::<G>(specs, seed, &G::Options::default(), options)
}

/// Plays one game of `G` from `seed` with the rules options `rules` (a
/// preset such as Fireworks' `standard`, or a one-round game).
pub fn run_match_with<G: Game + Protocol + HasAgents>(
    specs: &[SeatSpec],
    seed: u64,
    rules: &G::Options,
    options: MatchOptions<'_>,
) -> Result<MatchResult<G>, RefereeError> {
    check_seats::<G>(specs, rules)?;
    let session = Session::<G>::new(rules.clone(), seed);
    let mut controllers = Vec::with_capacity(specs.len());
    for (seat, spec) in specs.iter().enumerate() {
        controllers.push(match spec {
            SeatSpec::Ai(level) => Controller::Ai(level.clone()),
            SeatSpec::Cmd(command) => {
                let prefix = format!("[{}seat {seat}]", options.stderr_label);
                let process = BotProcess::spawn(command, prefix, options.stderr_sink.clone())
                    .map_err(|e| {
                        RefereeError::Runtime(format!(
                            "cannot start `{command}` for seat {seat}: {e}"
                        ))
                    })?;
                Controller::Bot {
                    process,
                    introduced: false,
                    answered: false,
                }
            }
        });
    }
    let mut table = Table {
        session,
        controllers,
        disqualified: vec![None; specs.len()],
        decision_ms: vec![Vec::new(); specs.len()],
        time_scale: options.time_scale,
        log: options.log,
        observer: options.observer,
        clock: SystemClock::default(),
    };
    let played = table.play();
    // Kill and reap every bot before reporting, whatever happened.
    table.controllers.clear();
    played?;
    let outcome = table
        .session
        .state()
        .outcome()
        .expect("the loop only ends when the game is over");
    Ok(MatchResult {
        session: table.session,
        outcome,
        disqualified: table.disqualified,
        decision_ms: table.decision_ms,
    })
}

impl<G: Game + Protocol + HasAgents> Table<'_, G> {
    fn play(&mut self) -> Result<(), RefereeError> {
        while !self.session.state().is_over() {
            let acting = self.session.state().to_act();
            if acting.is_empty() {
                return Err(RefereeError::Runtime(format!(
                    "the {} game is not over but no seat must act",
                    G::ID
                )));
            }
            self.play_turn(&acting)?;
        }
        self.flush_log()
    }

    fn play_turn(&mut self, acting: &[Seat]) -> Result<(), RefereeError> {
        let sent = self.send_inputs(acting)?;
        let mut decisions: Vec<Option<Decision<G::Action>>> =
            (0..self.controllers.len()).map(|_| None).collect();
        for &seat in acting {
            if let Some(reason) = &self.disqualified[seat] {
                decisions[seat] = Some(Decision::AlreadyOut(reason.clone()));
            } else if let Controller::Ai(level) = &self.controllers[seat] {
                let state = self.session.state();
                let record = self.session.record();
                let seed = agent_seed(record.seed, record.steps.len(), seat);
                let start = Instant::now();
                let action =
                    decide(state, seat, level, seed, None, &self.clock).map_err(|why| {
                        RefereeError::Runtime(format!("the {} AI of seat {seat}: {why}", G::ID))
                    })?;
                self.decision_ms[seat].push(millis(start.elapsed()));
                decisions[seat] = Some(Decision::Chosen(action));
            }
        }
        for &seat in acting {
            if let Some(sent) = sent[seat] {
                decisions[seat] = Some(self.collect_answer(seat, sent)?);
            }
        }
        for &seat in acting {
            if self.session.state().is_over() {
                break;
            }
            if let Some(decision) = decisions[seat].take() {
                self.apply(seat, decision)?;
            }
        }
        Ok(())
    }

    /// Sends their input to the acting bots; returns when each was sent.
    fn send_inputs(&mut self, acting: &[Seat]) -> Result<Vec<Option<Instant>>, RefereeError> {
        let mut sent = vec![None; self.controllers.len()];
        for &seat in acting {
            if self.disqualified[seat].is_some() {
                continue;
            }
            if let Controller::Bot {
                process,
                introduced,
                ..
            } = &mut self.controllers[seat]
            {
                let state = self.session.state();
                let mut lines = Vec::new();
                if !*introduced {
                    lines = state.initial_input(seat);
                    *introduced = true;
                }
                lines.extend(state.turn_input(seat));
                for line in &lines {
                    note(
                        &mut self.log,
                        &mut self.observer,
                        Exchange::Sent { seat, line },
                    )?;
                }
                sent[seat] = Some(Instant::now());
                process.send(&lines);
            }
        }
        Ok(sent)
    }

    fn collect_answer(
        &mut self,
        seat: Seat,
        sent: Instant,
    ) -> Result<Decision<G::Action>, RefereeError> {
        let Controller::Bot {
            process, answered, ..
        } = &mut self.controllers[seat]
        else {
            unreachable!("only bots are sent input");
        };
        let limit = answer_limit::<G>(!*answered, self.time_scale);
        Ok(match process.answer(sent, limit) {
            Ok(answer) => {
                *answered = true;
                self.decision_ms[seat].push(millis(answer.received - sent));
                let line = &answer.line;
                note(
                    &mut self.log,
                    &mut self.observer,
                    Exchange::Answered { seat, line },
                )?;
                Decision::Answered(answer.line)
            }
            Err(failure) => Decision::Failed(failure.to_string()),
        })
    }

    fn apply(&mut self, seat: Seat, decision: Decision<G::Action>) -> Result<(), RefereeError> {
        let still_acting = self.session.state().to_act().contains(&seat);
        match decision {
            Decision::Failed(reason) => self.disqualify(seat, reason),
            Decision::AlreadyOut(reason) => {
                let still = Exchange::StillDisqualified {
                    seat,
                    reason: &reason,
                };
                note(&mut self.log, &mut self.observer, still)?;
                let before = self.session.state().clone();
                self.session.forfeit(seat, &reason);
                if *self.session.state() == before {
                    return Err(RefereeError::Runtime(format!(
                        "the {} rules keep asking seat {seat} to act after removing it",
                        G::ID
                    )));
                }
                Ok(())
            }
            Decision::Chosen(_) | Decision::Answered(_) if !still_acting => Ok(()),
            Decision::Chosen(action) => {
                let text = self.session.state().render_action(seat, &action);
                let played = Exchange::AiPlayed {
                    seat,
                    command: &text,
                };
                note(&mut self.log, &mut self.observer, played)?;
                match self.session.play(seat, action) {
                    Ok(_) => Ok(()),
                    Err(e) => self.disqualify(
                        seat,
                        format!("the built-in AI chose an illegal action: {e}"),
                    ),
                }
            }
            Decision::Answered(line) => {
                let parsed = self.session.state().parse_answer(seat, &line);
                match parsed {
                    Ok(action) => match self.session.play(seat, action) {
                        Ok(_) => Ok(()),
                        Err(e) => self.disqualify(seat, format!("illegal answer `{line}`: {e}")),
                    },
                    Err(e) => self.disqualify(seat, format!("invalid answer `{line}`: {e}")),
                }
            }
        }
    }

    /// Records the reason, kills the seat's bot and forfeits the seat.
    fn disqualify(&mut self, seat: Seat, reason: String) -> Result<(), RefereeError> {
        let out = Exchange::Disqualified {
            seat,
            reason: &reason,
        };
        note(&mut self.log, &mut self.observer, out)?;
        self.controllers[seat] = Controller::Removed;
        self.session.forfeit(seat, &reason);
        self.disqualified[seat].get_or_insert(reason);
        Ok(())
    }

    fn flush_log(&mut self) -> Result<(), RefereeError> {
        match &mut self.log {
            Some(log) => log
                .flush()
                .map_err(|e| RefereeError::io("cannot write the log", e)),
            None => Ok(()),
        }
    }
}

/// Tells the observer of `exchange` and writes it to the log.
fn note(
    log: &mut Option<&mut dyn Write>,
    observer: &mut Option<&mut dyn FnMut(&Exchange<'_>)>,
    exchange: Exchange<'_>,
) -> Result<(), RefereeError> {
    if let Some(observer) = observer {
        observer(&exchange);
    }
    match log {
        Some(log) => {
            writeln!(log, "{exchange}").map_err(|e| RefereeError::io("cannot write the log", e))
        }
        None => Ok(()),
    }
}

/// A duration in milliseconds.
pub fn millis(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}
