//! What the Fireworks table looks like at one event: the view of the
//! drawing seat after that event's record step (replayed by the engine),
//! the event's highlight (which cards it touched), and what the discard pile
//! means (lost and critical cards). Nothing here re-implements a rule: the
//! hands, the knowledge and the counters are the engine's view.

use crate::engine::fireworks::cards::KINDS;
use crate::engine::fireworks::events::level_points;
use crate::engine::fireworks::{
    Card, Colour, Fireworks, FireworksEvent, FireworksView, SeenCard, HAND_SIZE,
};
use crate::engine::game::{Game, Seat, NOBODY};
use crate::engine::session::Session;

/// What the shown event did to the table, for highlighting.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Highlight {
    /// Nothing to highlight.
    #[default]
    None,
    /// A hint: the teammate told and the slots it touched.
    Hint {
        /// The seat told.
        to: Seat,
        /// The slots touched.
        touched: Vec<usize>,
    },
    /// A card left `seat`'s slot (played, a mistake or discarded); the
    /// slot now holds the card drawn, if any.
    Left {
        /// The seat.
        seat: Seat,
        /// The slot.
        slot: usize,
        /// The card, face up for everyone.
        card: Card,
        /// Where it went: `played`, `mistake` or `discarded` (the key
        /// `ui-fireworks-left` picks its words with).
        to: &'static str,
    },
    /// A card drawn into `seat`'s slot.
    Drew {
        /// The seat.
        seat: Seat,
        /// The slot.
        slot: usize,
    },
    /// A completed firework.
    Completed(Colour),
}

/// One kind in the discard pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiscardGroup {
    /// The card.
    pub card: Card,
    /// Copies discarded.
    pub count: u8,
    /// Every copy is gone and its firework had not reached it: the
    /// firework can never pass it.
    pub lost: bool,
    /// One copy is left and still needed: it must not be lost.
    pub critical: bool,
}

/// The picture of the table at one event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The view the table is drawn from (a teammate's hands face up, the
    /// viewer's own face down).
    pub view: FireworksView,
    /// The seat whose side this is (`None`: a spectator, every hand face
    /// up).
    pub viewer: Option<Seat>,
    /// Hot-seat between two people: no hand is shown at all.
    pub covered: bool,
    /// The shown event's highlight.
    pub highlight: Highlight,
}

/// The seat that sits out the round of `state` (seat 0 when everyone
/// plays, as at a standard table).
pub fn sitting_out(state: &Fireworks) -> Seat {
    (0..state.seat_count())
        .find(|&s| state.round().round_id(s).is_none())
        .unwrap_or(0)
}

impl Frame {
    /// The table of `state` drawn for `viewer` with no highlight: from
    /// the viewer's view, or the view of the seat sitting the round out
    /// for a spectator or a covered hot-seat table.
    pub fn of_state(state: &Fireworks, viewer: Option<Seat>) -> Frame {
        let seat = match viewer {
            Some(seat) if seat < state.seat_count() => seat,
            _ => sitting_out(state),
        };
        Frame::of_view(state.view(seat), viewer)
    }

    /// The table drawn from `view` for `viewer` with no highlight: the
    /// viewer's side when `view` is theirs, a spectator's otherwise
    /// (covered for [`NOBODY`]). A guest's page draws its seat's table
    /// from the view the host sent it, as the host draws it from its
    /// state ([`Frame::of_state`]).
    pub fn of_view(view: FireworksView, viewer: Option<Seat>) -> Frame {
        Frame {
            viewer: viewer.filter(|&s| s == view.seat),
            covered: viewer == Some(NOBODY),
            view,
            highlight: Highlight::None,
        }
    }

    /// This table with `event`'s highlight.
    pub fn showing(self, event: &FireworksEvent) -> Frame {
        Frame {
            highlight: highlight_of(event),
            ..self
        }
    }

    /// The table at event `index` of `session`'s log (the present past the
    /// end), for `viewer`: the table once the event's record step was
    /// played, with the event's highlight (the same for the event read
    /// for any seat: a highlight names no hidden face).
    pub fn at(session: &Session<Fireworks>, index: usize, viewer: Option<Seat>) -> Frame {
        let Some(logged) = session.log().get(index) else {
            return Frame::of_state(session.state(), viewer);
        };
        let steps = logged.step.map_or(0, |s| s + 1);
        let state = if steps >= session.record().steps.len() {
            session.state().clone()
        } else {
            session.state_after_steps(steps)
        };
        Frame::of_state(&state, viewer).showing(&logged.event)
    }

    /// Whether the frame shows `seat`'s own hand face down (it is the
    /// viewer's and the viewer plays the round).
    pub fn is_own(&self, seat: Seat) -> bool {
        self.viewer == Some(seat) && self.view.me.is_some()
    }

    /// The hand of `seat` in this round, slots A..E.
    pub fn hand(&self, seat: Seat) -> Option<&[Option<SeenCard>; HAND_SIZE]> {
        self.view.round_id(seat).map(|id| &self.view.hands[id])
    }

    /// The seat that sits this round out.
    pub fn sitting_out(&self) -> Seat {
        (0..self.view.scores.len())
            .find(|s| !self.view.players.contains(s))
            .unwrap_or(0)
    }

    /// The discard pile grouped by colour (rule-1 order) then level.
    pub fn discard_groups(&self) -> Vec<DiscardGroup> {
        let mut counts = [0u8; KINDS];
        for card in &self.view.discards {
            counts[card.kind()] += 1;
        }
        (0..KINDS)
            .filter(|&kind| counts[kind] > 0)
            .map(|kind| {
                let card = Card::from_kind(kind);
                let needed = self.view.fireworks[card.colour.index()] < card.level;
                DiscardGroup {
                    card,
                    count: counts[kind],
                    lost: needed && counts[kind] >= card.copies(),
                    critical: needed && counts[kind] + 1 == card.copies(),
                }
            })
            .collect()
    }

    /// The levels played on the fireworks so far (rule 9's sum).
    pub fn levels_played(&self) -> u32 {
        level_points(&self.view.fireworks)
    }
}

fn highlight_of(event: &FireworksEvent) -> Highlight {
    match event {
        FireworksEvent::Hinted { to, touched, .. } => Highlight::Hint {
            to: *to,
            touched: touched.clone(),
        },
        FireworksEvent::Played {
            seat, slot, card, ..
        } => Highlight::Left {
            seat: *seat,
            slot: *slot,
            card: card.card,
            to: "played",
        },
        FireworksEvent::Mistake {
            seat, slot, card, ..
        } => Highlight::Left {
            seat: *seat,
            slot: *slot,
            card: card.card,
            to: "mistake",
        },
        FireworksEvent::Discarded {
            seat, slot, card, ..
        } => Highlight::Left {
            seat: *seat,
            slot: *slot,
            card: card.card,
            to: "discarded",
        },
        FireworksEvent::Drew { seat, slot, .. } => Highlight::Drew {
            seat: *seat,
            slot: *slot,
        },
        FireworksEvent::FireworkCompleted { colour, .. } => Highlight::Completed(*colour),
        _ => Highlight::None,
    }
}
