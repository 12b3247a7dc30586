//! Where the coach's hinted Fireworks move is on the table: the card of
//! the seat's own hand it plays or discards, or the teammate's cards a
//! clue touches (the teammate's whole hand when it touches none).

use crate::engine::fireworks::{slot_letter, Fireworks, FireworksAction};
use crate::engine::game::{Game, Seat};
use crate::ui::review::hint_model::HintMarks;

/// The selector of slot `slot` of `seat`'s hand.
fn slot_selector(seat: Seat, slot: usize) -> String {
    format!(
        ".fw-hand[data-seat=\"{}\"] .fw-card-slot[data-slot=\"{}\"]",
        seat + 1,
        slot_letter(slot)
    )
}

impl HintMarks for Fireworks {
    fn hint_selectors(&self, seat: Seat, action: &FireworksAction) -> Vec<String> {
        match *action {
            FireworksAction::Play(slot) | FireworksAction::Discard(slot) => {
                vec![slot_selector(seat, slot)]
            }
            FireworksAction::Hint { to, clue } => {
                let touched = self.view(seat).touched_by(to, clue);
                if touched.is_empty() {
                    vec![format!(".fw-hand[data-seat=\"{}\"]", to + 1)]
                } else {
                    touched
                        .into_iter()
                        .map(|slot| slot_selector(to, slot))
                        .collect()
                }
            }
        }
    }
}
