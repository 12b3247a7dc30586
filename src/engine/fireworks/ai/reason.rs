//! Why an AI chose its action, in one sentence for the app's log ("Ann
//! plays B: Bob's hint marked it red, and Red 2 is next").

use serde::Serialize;

use super::super::actions::{slot_letter, Clue, Slot};
use super::super::cards::Card;
use crate::engine::game::{seat_name, Explain, Seat};
use crate::text::{t, Arg, Msg};

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
        /// What the code tells each other player.
        tells: Vec<(Seat, Learns)>,
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

/// What the hat code tells one player about their own hand: the answer
/// to the first question of their hat value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Learns {
    /// Nothing they did not know.
    Nothing,
    /// The cards asked about neither fit nor are useless.
    Neither,
    /// The card in this slot is useless.
    Useless {
        /// The slot.
        slot: Slot,
    },
    /// The card in this slot fits now.
    Fits {
        /// The slot.
        slot: Slot,
    },
    /// The card in this slot does not fit yet.
    NotYet {
        /// The slot.
        slot: Slot,
    },
    /// More about the card in this slot.
    More {
        /// The slot.
        slot: Slot,
    },
}

impl Learns {
    /// `Bob learns card C fits`, in the reader's language.
    fn msg(self, name: String) -> Msg {
        let letter = |slot: Slot| slot_letter(slot).to_string();
        match self {
            Learns::Nothing => t::fireworks_ai_learns_nothing(name),
            Learns::Neither => t::fireworks_ai_learns_neither(name),
            Learns::Useless { slot } => t::fireworks_ai_learns_useless(name, letter(slot)),
            Learns::Fits { slot } => t::fireworks_ai_learns_fits(name, letter(slot)),
            Learns::NotYet { slot } => t::fireworks_ai_learns_not_yet(name, letter(slot)),
            Learns::More { slot } => t::fireworks_ai_learns_more(name, letter(slot)),
        }
    }
}

/// A hint's clue said of one card (`red`, `a 3`: "card B is a 3"), in the
/// reader's language.
fn clue_of_one(clue: Clue) -> Msg {
    match clue {
        Clue::Colour(colour) => colour.card_msg(false),
        Clue::Level(level) => t::fireworks_ai_clue_level(level),
    }
}

/// A hint's word (`red`, `3`: "tells Bob about 3"), in the reader's
/// language.
fn clue_word(clue: Clue) -> Arg {
    match clue {
        Clue::Colour(colour) => colour.name_msg().into(),
        Clue::Level(level) => level.into(),
    }
}

/// `value` with `places` decimals, rounded as `format!("{value:.1}")`
/// rounds it (so the English stays what it was), written with the
/// reader's decimal point.
pub(crate) fn decimal(value: f64, places: u8) -> Arg {
    let text = format!("{value:.*}", usize::from(places));
    let digits: String = text.chars().filter(|c| *c != '.').collect();
    Arg::Dec(digits.parse().unwrap_or(0), places)
}

/// The reason as one clause with its player (`me`, the name of the seat
/// that decided), as `reader` may read it: a card in the reader's own
/// hand is never named.
fn why_msg(why: &Why, me: &str, names: &[String], reader: Option<Seat>) -> Msg {
    let hidden = |seat: &Seat| reader == Some(*seat);
    let name = |seat: &Seat| seat_name(names, *seat);
    let letter = |slot: &Slot| slot_letter(*slot).to_string();
    match why {
        Why::PlayKnown { slot, card } => match card {
            Some(card) => t::fireworks_ai_play_known(me, letter(slot), card.msg()),
            None => t::fireworks_ai_play_known_any(me, letter(slot)),
        },
        Why::PlayHinted {
            slot,
            by,
            clue,
            card,
        } => match card {
            Some(card) => t::fireworks_ai_play_hinted_next(
                me,
                letter(slot),
                name(by),
                clue_of_one(*clue),
                card.msg(),
            ),
            None => t::fireworks_ai_play_hinted(me, letter(slot), name(by), clue_of_one(*clue)),
        },
        Why::Save {
            to,
            slot,
            card,
            clue,
        } => {
            if hidden(to) {
                t::fireworks_ai_save_hidden(me, name(to), letter(slot), clue_of_one(*clue))
            } else {
                t::fireworks_ai_save(me, name(to), letter(slot), clue_of_one(*clue), card.msg())
            }
        }
        Why::PlayHint {
            to,
            slot,
            card,
            clue,
        } => {
            if hidden(to) {
                t::fireworks_ai_play_hint_hidden(me, name(to), letter(slot), clue_of_one(*clue))
            } else {
                t::fireworks_ai_play_hint(
                    me,
                    name(to),
                    letter(slot),
                    clue_of_one(*clue),
                    card.msg(),
                )
            }
        }
        Why::DiscardTrash { slot } => t::fireworks_ai_discard_trash(me, letter(slot)),
        Why::DiscardChop { slot } => t::fireworks_ai_discard_chop(me, letter(slot)),
        Why::DiscardLeast { slot } => t::fireworks_ai_discard_least(me, letter(slot)),
        Why::Stall {
            to,
            clue,
            deck_empty,
        } => {
            if *deck_empty {
                t::fireworks_ai_stall_deck_empty(me, name(to), clue_word(*clue))
            } else {
                t::fireworks_ai_stall_no_token(me, name(to), clue_word(*clue))
            }
        }
        Why::Gamble { slot, chance } => t::fireworks_ai_gamble(me, letter(slot), *chance),
        Why::Searched {
            chosen,
            rollouts,
            gain,
        } => {
            let base = chosen
                .as_ref()
                .map(|w| why_msg(w, me, names, reader))
                .unwrap_or_else(|| t::fireworks_ai_chooses_this(me));
            t::fireworks_ai_searched(base, *rollouts, decimal(*gain, 1))
        }
        Why::HatHint { to, clue, tells } => {
            let mut parts: Vec<Msg> = tells
                .iter()
                .filter(|(seat, _)| !hidden(seat))
                .map(|(seat, learns)| learns.msg(name(seat)))
                .collect();
            let Some(mut joined) = parts.pop() else {
                return t::fireworks_ai_hat_word(me, name(to), clue_word(*clue));
            };
            while let Some(first) = parts.pop() {
                joined = t::fireworks_ai_hat_and(first, joined);
            }
            t::fireworks_ai_hat_hint(me, name(to), clue_word(*clue), joined)
        }
        Why::HatPlay { slot } => t::fireworks_ai_hat_play(me, letter(slot)),
        Why::HatDiscard { slot, useless } => {
            if *useless {
                t::fireworks_ai_hat_discard_useless(me, letter(slot))
            } else {
                t::fireworks_ai_hat_discard_spare(me, letter(slot))
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
    /// The sentence as `reader` may read it (`None`: a spectator), in the
    /// reader's language: a hint to the reader does not say what their
    /// card is, and the hat code's meaning for the reader is left out.
    pub fn explain_for(&self, reader: Option<Seat>, names: &[String]) -> String {
        let me = seat_name(names, self.seat);
        t::fireworks_ai_reason(why_msg(&self.why, &me, names, reader)).to_string()
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
                tells: vec![
                    (2, Learns::Fits { slot: 2 }),
                    (3, Learns::Useless { slot: 0 }),
                ],
            },
        };
        let bob = reason.explain_for(Some(2), &names());
        assert_eq!(
            bob,
            "Ann tells Bob about 3: in the hat code this means Cat learns card A is useless."
        );
        let cat = reason.explain_for(Some(3), &names());
        assert_eq!(
            cat,
            "Ann tells Bob about 3: in the hat code this means Bob learns card C fits."
        );
        assert_eq!(
            reason.explain_for(None, &names()),
            "Ann tells Bob about 3: in the hat code this means Bob learns card C fits \
             and Cat learns card A is useless."
        );
    }
}
