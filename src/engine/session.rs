//! A game in progress with its full history: the record, the current
//! state and every event, so that step-through, undo, the log and saving
//! all read one source.

use super::game::{Game, Seat};
use super::record::{apply_step, check_header, GameRecord, Record, ReplayError, Step};

/// An event together with the record step that produced it.
#[derive(Clone, Debug, PartialEq)]
pub struct LoggedEvent<E> {
    /// `None` for set-up events, else the index into the record's steps.
    pub step: Option<usize>,
    /// The event itself.
    pub event: E,
}

/// A live game: record + derived state + event log.
#[derive(Clone, Debug, PartialEq)]
pub struct Session<G: Game> {
    record: GameRecord<G>,
    state: G,
    log: Vec<LoggedEvent<G::Event>>,
}

impl<G: Game> Session<G> {
    /// A new game from `options` and `seed`.
    pub fn new(options: G::Options, seed: u64) -> Self {
        let (state, events) = G::new(&options, seed);
        let log = events
            .into_iter()
            .map(|event| LoggedEvent { step: None, event })
            .collect();
        Session {
            record: Record::new(G::ID, options, seed),
            state,
            log,
        }
    }

    /// Rebuilds a session by replaying `record`.
    pub fn from_record(record: GameRecord<G>) -> Result<Self, ReplayError> {
        check_header::<G>(&record)?;
        let mut session = Session::new(record.options.clone(), record.seed);
        for (index, step) in record.steps.into_iter().enumerate() {
            session
                .push(step)
                .map_err(|reason| ReplayError::Illegal { index, reason })?;
        }
        Ok(session)
    }

    fn push(&mut self, step: Step<G::Action>) -> Result<usize, String> {
        let events = apply_step(&mut self.state, &step).map_err(|e| e.to_string())?;
        let index = self.record.steps.len();
        let count = events.len();
        self.log.extend(events.into_iter().map(|event| LoggedEvent {
            step: Some(index),
            event,
        }));
        self.record.steps.push(step);
        Ok(count)
    }

    /// Applies `action` for `seat`; returns the new events. On a rule
    /// error nothing changes.
    pub fn play(
        &mut self,
        seat: Seat,
        action: G::Action,
    ) -> Result<&[LoggedEvent<G::Event>], G::RuleError> {
        let events = self.state.apply(seat, &action)?;
        let start = self.log.len();
        let index = self.record.steps.len();
        self.log.extend(events.into_iter().map(|event| LoggedEvent {
            step: Some(index),
            event,
        }));
        self.record.steps.push(Step::Act { seat, action });
        Ok(&self.log[start..])
    }

    /// Removes `seat` from play with `reason`; returns the new events.
    pub fn forfeit(&mut self, seat: Seat, reason: &str) -> &[LoggedEvent<G::Event>] {
        let start = self.log.len();
        self.push(Step::Forfeit {
            seat,
            reason: reason.to_string(),
        })
        .expect("a forfeit is always accepted");
        &self.log[start..]
    }

    /// Takes back the last `n` steps by replaying the record without them.
    pub fn undo(&mut self, n: usize) {
        let keep = self.record.steps.len().saturating_sub(n);
        let mut record = self.record.clone();
        record.steps.truncate(keep);
        *self = Session::from_record(record).expect("a prefix of a legal record is legal");
    }

    /// The current state.
    pub fn state(&self) -> &G {
        &self.state
    }

    /// The record so far.
    pub fn record(&self) -> &GameRecord<G> {
        &self.record
    }

    /// Every event so far, set-up first.
    pub fn log(&self) -> &[LoggedEvent<G::Event>] {
        &self.log
    }

    /// The state after the first `steps` steps of the record (0 = the
    /// start), for history views.
    pub fn state_after_steps(&self, steps: usize) -> G {
        let mut record = self.record.clone();
        record.steps.truncate(steps);
        super::record::replay::<G>(&record).expect("a prefix of a legal record is legal")
    }
}
