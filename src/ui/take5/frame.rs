//! What the table looks like at one event of the game's history: the
//! seat's view before that event's part of the game (the set-up, or one
//! record step) with the part's events up to that one applied to the
//! picture, and the view after the part for a new deal. Only the views
//! and the events' own data, as the viewer may read them, are used (where
//! a card went, which row was taken, the viewer's own face-down card), so
//! the host's page (from its session) and a guest's (from the views and
//! events it was sent) draw the same table; no rule is re-implemented
//! here.

use crate::engine::game::{Game, Seat};
use crate::engine::record::apply_step;
use crate::engine::session::Session;
use crate::engine::small_sort::sort_small;
use crate::engine::take5::{Card, Take5, Take5Event, Take5View, ViewPhase};

/// The seat whose hand `viewer` sees at a table of `seats`: a real seat,
/// not a spectator or nobody.
fn hand_owner(viewer: Option<Seat>, seats: usize) -> Option<Seat> {
    viewer.filter(|&v| v < seats)
}

/// The picture of the table at one event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Current round, from 1.
    pub round: u8,
    /// Rounds in the game, when it ends after a number of rounds.
    pub rounds: u8,
    /// The cows that end the game (66) under the rules in the box; `None`
    /// when it ends after [`Frame::rounds`].
    pub limit: Option<u32>,
    /// The highest card in use (104, or 10N+4 with known cards).
    pub deck: Card,
    /// Whether every card of the deck is dealt (known cards).
    pub known_cards: bool,
    /// Every card shown this round (row starts and cards turned over),
    /// ascending: what the card counter counts as seen.
    pub seen: Vec<Card>,
    /// Current turn of the round, from 1.
    pub turn: u8,
    /// Turns in this round.
    pub turns_in_round: u8,
    /// The four rows, oldest card first.
    pub rows: [Vec<Card>; 4],
    /// Each seat's cows so far (one entry per seat, as in every per-seat
    /// list below).
    pub scores: Vec<u32>,
    /// Cows each seat took this round.
    pub round_cows: Vec<u32>,
    /// Cards left in each hand.
    pub cards_left: Vec<usize>,
    /// Whether each seat has a face-down card waiting.
    pub chosen: Vec<bool>,
    /// Cards turned over this turn and not yet placed.
    pub revealed: Vec<Option<Card>>,
    /// Whether each seat is out of the game (disqualified).
    pub out: Vec<bool>,
    /// The viewer's hand (empty without a viewer).
    pub hand: Vec<Card>,
    /// The viewer's face-down card.
    pub my_choice: Option<Card>,
    /// The seat that must take a row, with its low card.
    pub picking: Option<(Seat, Card)>,
    /// The card placed by this event, with its row.
    pub placed: Option<(usize, Card)>,
    /// The row taken by this event.
    pub taken_row: Option<usize>,
    /// Whether the game is over.
    pub over: bool,
}

impl Frame {
    /// The frame of the current state of `game` as `viewer` sees it (no
    /// event highlighted): the viewer's view, or seat 0's without its hand
    /// for a spectator or nobody.
    pub fn of_state(game: &Take5, viewer: Option<Seat>) -> Frame {
        let owner = hand_owner(viewer, game.seats());
        Frame::of_view(&game.view(owner.unwrap_or(0)), owner.is_some())
    }

    /// The table as `view` shows it (no event highlighted), with the
    /// hand and face-down card of the view's seat when `with_hand`.
    pub fn of_view(view: &Take5View, with_hand: bool) -> Frame {
        let mut revealed = vec![None; view.seats()];
        for &(card, seat) in &view.pending {
            revealed[seat] = Some(card);
        }
        Frame {
            round: view.round,
            rounds: view.rounds,
            limit: view.limit,
            deck: view.deck,
            known_cards: view.known_cards,
            seen: view.seen_this_round.clone(),
            turn: view.turn,
            turns_in_round: view.turns_in_round,
            rows: view.rows.clone(),
            scores: view.scores.clone(),
            round_cows: view.round_cows.clone(),
            cards_left: view.cards_left.clone(),
            chosen: view.has_chosen.clone(),
            revealed,
            out: view.disqualified.clone(),
            hand: if with_hand {
                view.hand.clone()
            } else {
                Vec::new()
            },
            my_choice: view.my_choice.filter(|_| with_hand),
            picking: match view.phase {
                ViewPhase::Pick { seat, card } => Some((seat, card)),
                _ => None,
            },
            placed: None,
            taken_row: None,
            over: view.phase == ViewPhase::Over,
        }
    }

    /// Shows `event` (as the viewer reads it) on the picture; `after` is
    /// the viewer's view once the event's part of the game was played
    /// (a deal shows it whole), and `with_hand` whether the picture shows
    /// the hand of `after`'s seat.
    fn apply(&mut self, event: &Take5Event, after: &Take5View, with_hand: bool) {
        self.placed = None;
        self.taken_row = None;
        match event {
            Take5Event::Chose { seat, card } => {
                self.chosen[*seat] = true;
                self.cards_left[*seat] = self.cards_left[*seat].saturating_sub(1);
                if with_hand && *seat == after.seat {
                    if let Some(card) = *card {
                        self.hand.retain(|&c| c != card);
                        self.my_choice = Some(card);
                    }
                }
            }
            Take5Event::Revealed { cards } => {
                self.revealed.clone_from(cards);
                self.chosen = vec![false; cards.len()];
                self.seen.extend(cards.iter().flatten());
                sort_small(&mut self.seen);
                self.my_choice = None;
            }
            Take5Event::MustPick { seat, card } => self.picking = Some((*seat, *card)),
            Take5Event::Placed {
                seat, card, row, ..
            } => {
                self.revealed[*seat] = None;
                self.rows[*row].push(*card);
                self.placed = Some((*row, *card));
            }
            Take5Event::RowTaken {
                seat,
                card,
                row,
                cows,
                ..
            } => {
                self.rows[*row] = vec![*card];
                self.scores[*seat] += cows;
                self.round_cows[*seat] += cows;
                self.placed = Some((*row, *card));
                self.taken_row = Some(*row);
            }
            Take5Event::RowPicked {
                seat,
                card,
                row,
                cows,
                ..
            } => {
                self.revealed[*seat] = None;
                self.rows[*row] = vec![*card];
                self.scores[*seat] += cows;
                self.round_cows[*seat] += cows;
                self.picking = None;
                self.placed = Some((*row, *card));
                self.taken_row = Some(*row);
            }
            Take5Event::RoundScored { .. } => {}
            Take5Event::Dealt { .. } => {
                let over = self.over;
                *self = Frame::of_view(after, with_hand);
                self.over = over;
            }
            Take5Event::GameOver { .. } => self.over = true,
            Take5Event::Disqualified { seat, .. } => {
                self.out[*seat] = true;
                self.cards_left[*seat] = 0;
                self.chosen[*seat] = false;
                if with_hand && *seat == after.seat {
                    self.hand.clear();
                    self.my_choice = None;
                }
            }
            Take5Event::PresetIgnored { .. }
            | Take5Event::CowLimitReached { .. }
            | Take5Event::LastInGame { .. } => {}
        }
    }

    /// The table at an event of one part of the game (the set-up, or one
    /// record step) from one seat's views: `before` is the view before the
    /// part (the set-up's own view for the set-up), `events` the part's
    /// events up to the shown one as the view's seat reads them, and
    /// `after` the view once the part was played; `with_hand` shows the
    /// seat's hand. With no events it is `before` as it is. The set-up's
    /// events (a deal, a prepared deal refused) give the table after them,
    /// as [`Frame::at`] does.
    pub fn of_part(
        before: &Take5View,
        events: &[Take5Event],
        after: &Take5View,
        with_hand: bool,
    ) -> Frame {
        let mut frame = Frame::of_view(before, with_hand);
        for event in events {
            frame.apply(event, after, with_hand);
        }
        frame
    }

    /// The table as it was at event `index` of `session`'s log, seen by
    /// `viewer` (whose hand is shown; a spectator or nobody sees no hand).
    /// An index past the end gives the current state; an event of the
    /// set-up gives the table after it.
    pub fn at(session: &Session<Take5>, index: usize, viewer: Option<Seat>) -> Frame {
        let log = session.log();
        let Some(entry) = log.get(index) else {
            return Frame::of_state(session.state(), viewer);
        };
        let Some(step) = entry.step else {
            return Frame::of_state(&session.state_after_steps(0), viewer);
        };
        let before = session.state_after_steps(step);
        let after = if step + 1 == session.record().steps.len() {
            session.state().clone()
        } else {
            // One more recorded step on `before`, not a second replay.
            let mut after = before.clone();
            apply_step(&mut after, &session.record().steps[step]).expect("a recorded step replays");
            after
        };
        let owner = hand_owner(viewer, before.seats());
        let seat = owner.unwrap_or(0);
        let events: Vec<Take5Event> = log[..=index]
            .iter()
            .filter(|e| e.step == Some(step))
            .map(|e| Take5::event_for(viewer, &e.event))
            .collect();
        Frame::of_part(
            &before.view(seat),
            &events,
            &after.view(seat),
            owner.is_some(),
        )
    }
}
