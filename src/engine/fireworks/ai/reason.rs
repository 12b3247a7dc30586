//! Why an AI chose its action, in one sentence for the app's log ("Ann
//! plays B: Bob's hint marked it red, and Red 2 is next").

use serde::Serialize;

use super::super::actions::{slot_letter, Clue, Slot};
use super::super::cards::Card;
use crate::engine::game::{agree, seat_name, Explain, Seat};

/// The reason behind one decision, without the player's name.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Why {
    /// Plays a card every possibility of which fits now.
    PlayKnown {
        /// The slot.
        slot: Slot,
        /// The card, when known exactly.
        card: Option<Card>,
    },
    /// Plays a card a teammate's hint marked to be played.
    PlayHinted {
        /// The slot.
        slot: Slot,
        /// Who gave the hint.
        by: Seat,
        /// What it said.
        clue: Clue,
        /// The card, when known exactly.
        card: Option<Card>,
    },
    /// Saves the card a teammate would discard next.
    Save {
        /// The teammate.
        to: Seat,
        /// The slot of their card.
        slot: Slot,
        /// Their card.
        card: Card,
        /// The hint.
        clue: Clue,
    },
    /// Shows a teammate a card they can play now.
    PlayHint {
        /// The teammate.
        to: Seat,
        /// The slot of their card.
        slot: Slot,
        /// Their card.
        card: Card,
        /// The hint.
        clue: Clue,
    },
    /// Discards a card known to be useless.
    DiscardTrash {
        /// The slot.
        slot: Slot,
    },
    /// Discards the oldest card no hint touched.
    DiscardChop {
        /// The slot.
        slot: Slot,
    },
    /// Every card was touched: discards the one that matters least.
    DiscardLeast {
        /// The slot.
        slot: Slot,
    },
    /// Gives a hint that only adds information, because nothing better
    /// is allowed (no discard with every token out or an empty deck).
    Stall {
        /// The teammate.
        to: Seat,
        /// The hint.
        clue: Clue,
        /// Whether the deck is empty (else: every token is out).
        deck_empty: bool,
    },
    /// Plays a card that may fit, for lack of a better move.
    Gamble {
        /// The slot.
        slot: Slot,
        /// The chance it fits, in %.
        chance: u8,
    },
    /// The search changed the conventions' choice.
    Searched {
        /// The reason of the action chosen, as the conventions would give
        /// it (if they would have considered it).
        chosen: Option<Box<Why>>,
        /// Simulated futures compared.
        rollouts: u32,
        /// The expected gain over the conventions' choice, in points.
        gain: f64,
    },
    /// The hat strategy's coded hint.
    HatHint {
        /// The teammate told (the hint is a code word for everyone).
        to: Seat,
        /// The hint.
        clue: Clue,
        /// What the code tells each other player, e.g. `Bob: play C`.
        tells: Vec<(Seat, String)>,
    },
    /// The hat strategy plays a card the code or the hints showed it fits.
    HatPlay {
        /// The slot.
        slot: Slot,
    },
    /// The hat strategy discards a card the code showed useless, or its
    /// least useful card.
    HatDiscard {
        /// The slot.
        slot: Slot,
        /// Whether the card is known to be useless.
        useless: bool,
    },
}

/// One decision's reason with the player who made it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Reason {
    /// Who decided.
    pub seat: Seat,
    /// Why.
    pub why: Why,
}

/// The reason's words (without the player's name) as `reader` may read
/// them: a card in the reader's own hand is never named.
fn why_text(why: &Why, names: &[String], reader: Option<Seat>) -> String {
    let hidden = |seat: &Seat| reader == Some(*seat);
    let name = |seat: &Seat| seat_name(names, *seat);
    match why {
        Why::PlayKnown { slot, card } => match card {
            Some(card) => format!(
                "plays {}: it can only be {card}, which fits now",
                slot_letter(*slot)
            ),
            None => format!(
                "plays {}: every card it can still be fits now",
                slot_letter(*slot)
            ),
        },
        Why::PlayHinted {
            slot,
            by,
            clue,
            card,
        } => {
            let marked = format!(
                "plays {}: {}'s hint marked it {} to be played",
                slot_letter(*slot),
                name(by),
                clue.describe(false)
            );
            match card {
                Some(card) => format!("{marked}, and {card} is next"),
                None => marked,
            }
        }
        Why::Save {
            to,
            slot,
            card,
            clue,
        } => format!(
            "tells {} that card {} is {}: it is {}the card {} would discard next, and it must not be lost",
            name(to),
            slot_letter(*slot),
            clue.describe(false),
            if hidden(to) { String::new() } else { format!("{card}, ") },
            name(to)
        ),
        Why::PlayHint {
            to,
            slot,
            card,
            clue,
        } if hidden(to) => format!(
            "tells {} that card {} is {}: it can be played now",
            name(to),
            slot_letter(*slot),
            clue.describe(false)
        ),
        Why::PlayHint {
            to,
            slot,
            card,
            clue,
        } => format!(
            "tells {} that card {} is {}: it is {card}, which can be played now",
            name(to),
            slot_letter(*slot),
            clue.describe(false)
        ),
        Why::DiscardTrash { slot } => format!(
            "discards {}: it is known to be useless",
            slot_letter(*slot)
        ),
        Why::DiscardChop { slot } => format!(
            "discards {}, the oldest card no hint touched, to win back a token",
            slot_letter(*slot)
        ),
        Why::DiscardLeast { slot } => format!(
            "discards {}: every card was touched, and this one matters least",
            slot_letter(*slot)
        ),
        Why::Stall {
            to,
            clue,
            deck_empty,
        } => format!(
            "tells {} about {}: discarding is not allowed now ({}), and this hint only adds information",
            name(to),
            clue,
            if *deck_empty {
                "the deck is empty"
            } else {
                "every token is on the table"
            }
        ),
        Why::Gamble { slot, chance } => format!(
            "plays {}: nothing better is left, and it fits with a {chance}% chance",
            slot_letter(*slot)
        ),
        Why::Searched {
            chosen,
            rollouts,
            gain,
        } => {
            let base = chosen
                .as_ref()
                .map(|w| why_text(w, names, reader))
                .unwrap_or_else(|| "chooses this".to_string());
            format!(
                "{base}; {rollouts} simulated rounds showed it worth about {gain:.1} points more than the usual move"
            )
        }
        Why::HatHint { to, clue, tells } => {
            let parts: Vec<String> = tells
                .iter()
                .filter(|(seat, _)| !hidden(seat))
                .map(|(seat, what)| format!("{} {what}", name(seat)))
                .collect();
            if parts.is_empty() {
                return format!("tells {} about {clue}, a word of the hat code", name(to));
            }
            format!(
                "tells {} about {clue}: in the hat code this means {}",
                name(to),
                parts.join(" and ")
            )
        }
        Why::HatPlay { slot } => format!(
            "plays {}: the team's code and hints show it fits",
            slot_letter(*slot)
        ),
        Why::HatDiscard { slot, useless } => {
            if *useless {
                format!("discards {}: the code showed it useless", slot_letter(*slot))
            } else {
                format!(
                    "discards {}: the card it can best spare",
                    slot_letter(*slot)
                )
            }
        }
    }
}

impl Explain for Reason {
    /// `Ann plays B: Bob's hint marked it red to be played, and Red 2 is
    /// next.`
    fn explain(&self, names: &[String]) -> String {
        self.explain_for(None, names)
    }
}

impl Reason {
    /// The sentence as `reader` may read it (`None`: a spectator): a hint
    /// to the reader does not say what their card is, and the hat code's
    /// meaning for the reader is left out.
    pub fn explain_for(&self, reader: Option<Seat>, names: &[String]) -> String {
        let me = seat_name(names, self.seat);
        let text = why_text(&self.why, names, reader);
        let text = if me == "You" {
            // "plays" → "play", "tells" → "tell", "discards" → "discard".
            let (verb, rest) = text.split_once(' ').unwrap_or((&text, ""));
            let verb = agree(&me, verb, verb.trim_end_matches('s'));
            format!("{verb} {rest}")
        } else {
            text
        };
        format!("{me} {text}.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::fireworks::cards::Colour;

    fn names() -> Vec<String> {
        ["Dana", "Ann", "Bob", "Cat"].map(String::from).to_vec()
    }

    #[test]
    fn a_hint_reason_names_the_card_except_to_its_holder() {
        let card = Card::new(Colour::Red, 1);
        for why in [
            Why::PlayHint {
                to: 2,
                slot: 1,
                card,
                clue: Clue::Colour(Colour::Red),
            },
            Why::Save {
                to: 2,
                slot: 4,
                card,
                clue: Clue::Level(1),
            },
        ] {
            let reason = Reason { seat: 1, why };
            let searched = Reason {
                seat: 1,
                why: Why::Searched {
                    chosen: Some(Box::new(reason.why.clone())),
                    rollouts: 300,
                    gain: 0.4,
                },
            };
            for r in [&reason, &searched] {
                assert!(r.explain_for(None, &names()).contains(&card.to_string()));
                assert!(r.explain_for(Some(3), &names()).contains(&card.to_string()));
                let holder = r.explain_for(Some(2), &names());
                assert!(!holder.contains(&card.to_string()), "{holder}");
                assert!(holder.starts_with("Ann tells Bob that card"), "{holder}");
            }
        }
    }

    #[test]
    fn the_hat_codes_meaning_for_the_reader_is_left_out() {
        let reason = Reason {
            seat: 1,
            why: Why::HatHint {
                to: 2,
                clue: Clue::Level(3),
                tells: vec![(2, "play C".into()), (3, "discard A".into())],
            },
        };
        let bob = reason.explain_for(Some(2), &names());
        assert!(
            !bob.contains("play C") && bob.contains("Cat discard A"),
            "{bob}"
        );
        let cat = reason.explain_for(Some(3), &names());
        assert!(
            cat.contains("Bob play C") && !cat.contains("discard A"),
            "{cat}"
        );
        assert!(reason
            .explain_for(None, &names())
            .contains("Bob play C and Cat discard A"));
    }
}
