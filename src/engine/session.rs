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

/// A moment of a game as links and files name it: the record steps played
/// up to the moment (its own step included), and the place of the event
/// shown among that step's events (the set-up's, at 0 steps). Record steps
/// are stable forever; an event's place is clamped to its step, so a
/// moment never leaves its step even if a later build explains a step
/// with other events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    /// Record steps played up to the moment.
    pub steps: usize,
    /// The event's place among its step's events (`None`: the last).
    pub event: Option<usize>,
}

/// The moment of event `index` of a log of `len` events whose event `i`
/// belongs to record step `step_of(i)` (compiled once for every game).
fn moment_in(len: usize, step_of: &dyn Fn(usize) -> Option<usize>, index: usize) -> Moment {
    let Some(last) = len.checked_sub(1) else {
        return Moment {
            steps: 0,
            event: None,
        };
    };
    let index = index.min(last);
    let step = step_of(index);
    let first = (0..index)
        .rev()
        .find(|&i| step_of(i) != step)
        .map_or(0, |before| before + 1);
    Moment {
        steps: step.map_or(0, |s| s + 1),
        event: Some(index - first),
    }
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
                .map_err(|e: G::RuleError| ReplayError::Illegal {
                    index,
                    reason: e.to_string(),
                })?;
        }
        Ok(session)
    }

    /// Applies `step` and records it with its events (the one road every
    /// step takes); returns the new events. On a rule error nothing
    /// changes.
    fn push(&mut self, step: Step<G::Action>) -> Result<&[LoggedEvent<G::Event>], G::RuleError> {
        let events = apply_step(&mut self.state, &step)?;
        let start = self.log.len();
        let index = self.record.steps.len();
        self.log.extend(events.into_iter().map(|event| LoggedEvent {
            step: Some(index),
            event,
        }));
        self.record.steps.push(step);
        Ok(&self.log[start..])
    }

    /// Applies `action` for `seat`; returns the new events. On a rule
    /// error nothing changes.
    pub fn play(
        &mut self,
        seat: Seat,
        action: G::Action,
    ) -> Result<&[LoggedEvent<G::Event>], G::RuleError> {
        self.push(Step::Act { seat, action })
    }

    /// Removes `seat` from play with `reason`; returns the new events.
    pub fn forfeit(&mut self, seat: Seat, reason: &str) -> &[LoggedEvent<G::Event>] {
        let step = Step::Forfeit {
            seat,
            reason: reason.to_string(),
        };
        self.push(step)
            .unwrap_or_else(|_| unreachable!("a forfeit is always accepted"))
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

    /// The moment of event `index` of the log (the last event past the
    /// end).
    pub fn moment_of(&self, index: usize) -> Moment {
        moment_in(self.log.len(), &|i| self.log[i].step, index)
    }

    /// The log index of `moment`: its event among the events of its step,
    /// clamped to them (the last when it names none, or when its step has
    /// no event of its own: the last event before it).
    pub fn event_at(&self, moment: Moment) -> usize {
        let in_step = |logged: &LoggedEvent<G::Event>| match logged.step {
            None => moment.steps == 0,
            Some(s) => s + 1 == moment.steps,
        };
        let before = |logged: &LoggedEvent<G::Event>| match logged.step {
            None => true,
            Some(s) => s + 1 < moment.steps,
        };
        let first = self
            .log
            .iter()
            .take_while(|l| before(l) && !in_step(l))
            .count();
        let count = self.log[first..].iter().take_while(|l| in_step(l)).count();
        if count == 0 {
            return first.saturating_sub(1);
        }
        first + moment.event.unwrap_or(count - 1).min(count - 1)
    }

    /// The state after the first `steps` steps of the record (0 = the
    /// start), for history views.
    pub fn state_after_steps(&self, steps: usize) -> G {
        let mut record = self.record.clone();
        record.steps.truncate(steps);
        super::record::replay::<G>(&record).expect("a prefix of a legal record is legal")
    }
}

#[cfg(test)]
mod tests {
    use super::{Moment, Session};
    use crate::engine::game::Game;
    use crate::engine::take5::Take5;

    #[test]
    fn every_event_has_a_moment_that_leads_back_to_it() {
        let mut session = Session::<Take5>::new(Default::default(), 8);
        for _ in 0..6 {
            let seat = session.state().to_act()[0];
            let action = session.state().legal_actions(seat)[0];
            session.play(seat, action).unwrap();
        }
        for index in 0..session.log().len() {
            let moment = session.moment_of(index);
            assert_eq!(session.event_at(moment), index, "{moment:?}");
            let step = session.log()[index].step;
            assert_eq!(moment.steps, step.map_or(0, |s| s + 1));
        }
        // A moment without its event is the last event of its step; one
        // past its step's events is clamped to that step.
        let steps = session.record().steps.len();
        let last = session.log().len() - 1;
        let whole = Moment { steps, event: None };
        assert_eq!(session.event_at(whole), last);
        let past = Moment {
            steps,
            event: Some(99),
        };
        assert_eq!(session.event_at(past), last);
        let start = Moment {
            steps: 0,
            event: None,
        };
        let setup = session.log().iter().filter(|l| l.step.is_none()).count();
        assert_eq!(session.event_at(start), setup - 1);
    }
}
