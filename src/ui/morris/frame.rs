//! What the board looks like at one event of the history: the view before
//! that event's record step with the step's events up to that one drawn on
//! it. Only the events' own data is used (which stone went where, which
//! mill closed); no rule is re-implemented here.

use crate::engine::game::{Game, Seat};
use crate::engine::morris::view::ClosedMill;
use crate::engine::morris::{Field, GameResult, Morris, MorrisEvent, MorrisView, Phase};
use crate::engine::record::apply_step;
use crate::engine::session::Session;

/// The picture of the board at one event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The owner of each field, in canonical order.
    pub board: Vec<Option<Seat>>,
    /// Stones each seat still has to place.
    pub in_hand: [u8; 2],
    /// Opponent stones each seat has taken.
    pub taken: [u8; 2],
    /// What each seat does on its turns.
    pub phases: [Phase; 2],
    /// Closed mills drawn on the board.
    pub mills: Vec<ClosedMill>,
    /// Moves played so far, and the limit.
    pub moves: (u16, u16),
    /// The seat to move (after the shown event's step, once it is done).
    pub side_to_move: Seat,
    /// The stone that moved or was placed by the shown step: (from, to).
    pub last: Option<(Option<Field>, Field)>,
    /// The field emptied by the shown step's take.
    pub last_taken: Option<Field>,
    /// The mill closed by the shown event, highlighted.
    pub new_mill: Option<String>,
    /// How the game ended, once shown.
    pub result: Option<GameResult>,
}

impl Frame {
    /// The picture of `view` (no event highlighted).
    pub fn of_view(view: &MorrisView) -> Frame {
        Frame {
            board: view.board.clone(),
            in_hand: view.in_hand,
            taken: view.taken,
            phases: view.phases,
            mills: view.mills.clone(),
            moves: (view.moves, view.max_moves),
            side_to_move: view.side_to_move,
            last: view.last.map(|m| (m.from, m.to)),
            last_taken: view.last.and_then(|m| m.take),
            new_mill: None,
            result: view.result,
        }
    }

    /// Draws `event` on the picture; `after` is the view after the step.
    fn apply(&mut self, event: &MorrisEvent, after: &MorrisView) {
        self.new_mill = None;
        match event {
            MorrisEvent::Placed {
                seat,
                field,
                in_hand,
            } => {
                self.board[field.index()] = Some(*seat);
                self.in_hand[*seat] = *in_hand;
                self.last = Some((None, *field));
                self.last_taken = None;
                self.moves.0 = after.moves;
            }
            MorrisEvent::Moved { seat, from, to } | MorrisEvent::Flew { seat, from, to } => {
                self.board[from.index()] = None;
                self.board[to.index()] = Some(*seat);
                self.last = Some((Some(*from), *to));
                self.last_taken = None;
                self.moves.0 = after.moves;
                self.keep_standing_mills();
            }
            MorrisEvent::MillClosed { mill, .. } => {
                if let Some(closed) = after.mills.iter().find(|m| &m.name == mill) {
                    if !self.mills.contains(closed) {
                        self.mills.push(closed.clone());
                    }
                }
                self.new_mill = Some(mill.clone());
            }
            MorrisEvent::Taken { seat, field, .. } => {
                self.board[field.index()] = None;
                self.taken[*seat] = self.taken[*seat].saturating_add(1);
                self.last_taken = Some(*field);
                self.keep_standing_mills();
            }
            MorrisEvent::PhaseChanged { seat, phase } => self.phases[*seat] = *phase,
            MorrisEvent::GameOver { result } => self.result = Some(*result),
            MorrisEvent::Started { .. }
            | MorrisEvent::Blocked { .. }
            | MorrisEvent::MoveLimit { .. }
            | MorrisEvent::Forfeited { .. } => {}
        }
        self.side_to_move = after.side_to_move;
    }

    /// Drops drawn mills a stone has left (a picture update, not a rule).
    fn keep_standing_mills(&mut self) {
        let board = &self.board;
        self.mills
            .retain(|m| m.fields.iter().all(|f| board[f.index()] == Some(m.seat)));
    }

    /// The board as it was at event `index` of `session`'s log; an index
    /// past the end gives the current position.
    pub fn at(session: &Session<Morris>, index: usize) -> Frame {
        let log = session.log();
        let Some(entry) = log.get(index) else {
            return Frame::of_view(&session.state().view(0));
        };
        let Some(step) = entry.step else {
            return Frame::of_view(&session.state_after_steps(0).view(0));
        };
        let before = session.state_after_steps(step);
        let after = if step + 1 == session.record().steps.len() {
            session.state().view(0)
        } else {
            // One more recorded step on `before`, not a second replay.
            let mut after = before.clone();
            apply_step(&mut after, &session.record().steps[step]).expect("a recorded step replays");
            after.view(0)
        };
        let events: Vec<MorrisEvent> = log[..=index]
            .iter()
            .filter(|e| e.step == Some(step))
            .map(|e| e.event.clone())
            .collect();
        Frame::of_step(&before.view(0), &events, &after)
    }

    /// The board `before` a step with `events` of it shown, `after` being
    /// the view once the step is played.
    pub fn of_step(before: &MorrisView, events: &[MorrisEvent], after: &MorrisView) -> Frame {
        let mut frame = Frame::of_view(before);
        for event in events {
            frame.apply(event, after);
        }
        frame
    }
}
