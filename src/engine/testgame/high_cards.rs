//! High cards: a tiny hidden-card game that exists only in tests, to
//! exercise per-viewer events and the conformance suite's secrecy check.
//!
//! The cards 1..=12 are shuffled; each of two seats is dealt 2 cards that
//! only it sees. In turn, a seat either draws the top card (if the deck is
//! not empty and it holds fewer than 4), plays a card from its hand face
//! up, or (once a game, holding 2 cards or more) discards a card face down
//! (its command `DISCARD c` stays secret from the other seat). After each
//! seat has played 3 cards, the higher sum of played cards wins. A
//! forfeiting seat loses at once.

use serde::Serialize;

use crate::engine::agent::{Agent, Clock, HasAgents, RandomAgent};
use crate::engine::game::{
    seat_name, Explain, Game, GameKind, Goal, Information, Seat, Secrets, Turns,
};
use crate::engine::outcome::{Outcome, ScoreOrder};
use crate::engine::protocol::Protocol;
use crate::engine::rng::Pcg32;

thread_local! {
    /// Set by a test to make `event_for` forget to redact, so the test can
    /// show that the conformance suite catches the leak.
    static LEAK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Set by a test to make `command_seen_by` show a face-down discard,
    /// so the test can show that the conformance suite catches it.
    static LEAK_COMMANDS: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Makes `event_for` forget to redact (`true`) or redact again (`false`),
/// so that a test shows that a secrecy check outside this file catches
/// the leak.
#[cfg(test)]
pub(crate) fn leak_events(on: bool) {
    LEAK.set(on);
}

/// Cards played by each seat before the game ends.
const PLAYS: usize = 3;
/// The most cards a hand may hold.
const MAX_HAND: usize = 4;

/// The state of a game of high cards.
#[derive(Clone, Debug, PartialEq)]
pub struct HighCards {
    deck: Vec<u8>,
    hands: [Vec<u8>; 2],
    played: [Vec<u8>; 2],
    discarded: [Option<u8>; 2],
    next: Seat,
    forfeited: [bool; 2],
    over: bool,
}

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub enum HighAction {
    /// Take the top card of the deck.
    Draw,
    /// Play this card face up.
    Play(u8),
    /// Put this card out of the game face down.
    Discard(u8),
}

/// What happened; hand cards are read only by their owner.
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub enum HighEvent {
    /// `seat` was dealt `cards` (`None` as the other seat reads it).
    Dealt {
        /// Who.
        seat: Seat,
        /// The cards.
        cards: Option<Vec<u8>>,
    },
    /// `seat` drew `card` (`None` as the other seat reads it).
    Drew {
        /// Who.
        seat: Seat,
        /// The card.
        card: Option<u8>,
    },
    /// `seat` discarded `card` face down (`None` as the other seat reads
    /// it).
    Discarded {
        /// Who.
        seat: Seat,
        /// The card.
        card: Option<u8>,
    },
    /// `seat` played `card` face up.
    Played {
        /// Who.
        seat: Seat,
        /// The card.
        card: u8,
    },
    /// A seat was removed.
    Forfeited {
        /// Who.
        seat: Seat,
    },
    /// The sums were compared.
    Over {
        /// Each seat's sum.
        sums: [u32; 2],
    },
}

impl Explain for HighEvent {
    fn explain(&self, names: &[String]) -> String {
        match self {
            HighEvent::Dealt { seat, cards } => match cards {
                Some(cards) => format!("{} is dealt {cards:?}.", seat_name(names, *seat)),
                None => format!("{} is dealt two hidden cards.", seat_name(names, *seat)),
            },
            HighEvent::Drew { seat, card } => match card {
                Some(card) => format!("{} draws {card}.", seat_name(names, *seat)),
                None => format!("{} draws a hidden card.", seat_name(names, *seat)),
            },
            HighEvent::Discarded { seat, card } => match card {
                Some(card) => format!("{} discards {card}.", seat_name(names, *seat)),
                None => format!("{} discards a hidden card.", seat_name(names, *seat)),
            },
            HighEvent::Played { seat, card } => {
                format!("{} plays {card}.", seat_name(names, *seat))
            }
            HighEvent::Forfeited { seat } => format!("{} is out.", seat_name(names, *seat)),
            HighEvent::Over { sums } => format!("The sums are {} and {}.", sums[0], sums[1]),
        }
    }
}

impl HighCards {
    fn sums(&self) -> [u32; 2] {
        [0, 1].map(|s| self.played[s].iter().map(|&c| u32::from(c)).sum())
    }
}

impl Game for HighCards {
    type Options = ();
    type Action = HighAction;
    type Event = HighEvent;
    type View = (Vec<u8>, [Vec<u8>; 2]);
    type RuleError = String;
    const ID: &'static str = "highcards";
    const TITLE: &'static str = "High cards";
    const KIND: GameKind = GameKind {
        goal: Goal::Competitive,
        information: Information::Hidden,
        turns: Turns::Sequential,
        seats: 2,
        score_order: ScoreOrder::HigherIsBetter,
    };

    fn name() -> crate::text::Msg {
        crate::text::t::testgame_high_cards_name()
    }

    fn new(_: &(), seed: u64) -> (Self, Vec<HighEvent>) {
        let mut deck: Vec<u8> = (1..=12).collect();
        Pcg32::new(seed).shuffle(&mut deck);
        let hands = [deck.split_off(10), deck.split_off(8)];
        let events = (0..2)
            .map(|seat| HighEvent::Dealt {
                seat,
                cards: Some(hands[seat].clone()),
            })
            .collect();
        let state = HighCards {
            deck,
            hands,
            played: Default::default(),
            discarded: [None; 2],
            next: 0,
            forfeited: [false; 2],
            over: false,
        };
        (state, events)
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.over {
            vec![]
        } else {
            vec![self.next]
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<HighAction> {
        if self.over || seat != self.next {
            return vec![];
        }
        let mut legal: Vec<HighAction> = self.hands[seat]
            .iter()
            .map(|&c| HighAction::Play(c))
            .collect();
        if !self.deck.is_empty() && self.hands[seat].len() < MAX_HAND {
            legal.push(HighAction::Draw);
        }
        if self.discarded[seat].is_none() && self.hands[seat].len() >= 2 {
            legal.extend(self.hands[seat].iter().map(|&c| HighAction::Discard(c)));
        }
        legal
    }

    fn apply(&mut self, seat: Seat, action: &HighAction) -> Result<Vec<HighEvent>, String> {
        if !self.legal_actions(seat).contains(action) {
            return Err(format!("seat {seat} cannot {action:?} now"));
        }
        let mut events = Vec::new();
        match *action {
            HighAction::Draw => {
                let card = self.deck.pop().expect("drawing needs a card");
                self.hands[seat].push(card);
                events.push(HighEvent::Drew {
                    seat,
                    card: Some(card),
                });
            }
            HighAction::Play(card) => {
                self.hands[seat].retain(|&c| c != card);
                self.played[seat].push(card);
                events.push(HighEvent::Played { seat, card });
            }
            HighAction::Discard(card) => {
                self.hands[seat].retain(|&c| c != card);
                self.discarded[seat] = Some(card);
                events.push(HighEvent::Discarded {
                    seat,
                    card: Some(card),
                });
            }
        }
        if self.played.iter().all(|p| p.len() >= PLAYS) {
            self.over = true;
            events.push(HighEvent::Over { sums: self.sums() });
        } else if self.played[1 - seat].len() < PLAYS {
            self.next = 1 - seat;
        }
        Ok(events)
    }

    fn forfeit(&mut self, seat: Seat, _: &str) -> Vec<HighEvent> {
        self.forfeited[seat] = true;
        self.over = true;
        vec![HighEvent::Forfeited { seat }]
    }

    fn view(&self, seat: Seat) -> (Vec<u8>, [Vec<u8>; 2]) {
        (self.hands[seat].clone(), self.played.clone())
    }

    /// Dealt, drawn and discarded cards are read by their owner only.
    fn event_for(viewer: Option<Seat>, event: &HighEvent) -> HighEvent {
        let hides = |seat: &Seat| viewer.is_some_and(|v| v != *seat) && !LEAK.get();
        match event {
            HighEvent::Dealt { seat, .. } if hides(seat) => HighEvent::Dealt {
                seat: *seat,
                cards: None,
            },
            HighEvent::Drew { seat, .. } if hides(seat) => HighEvent::Drew {
                seat: *seat,
                card: None,
            },
            HighEvent::Discarded { seat, .. } if hides(seat) => HighEvent::Discarded {
                seat: *seat,
                card: None,
            },
            other => other.clone(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        let scores = self.sums().map(i64::from).to_vec();
        Some(Outcome::rank(
            scores,
            ScoreOrder::HigherIsBetter,
            &self.forfeited,
        ))
    }
}

/// High cards offers no tool besides play, arena and bench.
impl crate::engine::tools::GameTools for HighCards {}

impl Secrets for HighCards {
    type Secret = u8;

    fn hidden_from(&self, seat: Seat) -> Vec<u8> {
        self.hands[1 - seat]
            .iter()
            .chain(&self.deck)
            .chain(&self.discarded[1 - seat])
            .copied()
            .collect()
    }

    fn named_by(&self, event: &HighEvent) -> Vec<u8> {
        match event {
            HighEvent::Dealt { cards, .. } => cards.clone().unwrap_or_default(),
            HighEvent::Drew { card, .. } | HighEvent::Discarded { card, .. } => {
                card.iter().copied().collect()
            }
            HighEvent::Played { card, .. } => vec![*card],
            HighEvent::Forfeited { .. } | HighEvent::Over { .. } => Vec::new(),
        }
    }

    /// `PLAY c` and `DISCARD c` name card `c`.
    fn named_by_command(&self, _: Seat, action: &HighAction) -> Vec<u8> {
        match action {
            HighAction::Draw => Vec::new(),
            HighAction::Play(card) | HighAction::Discard(card) => vec![*card],
        }
    }
}

impl Protocol for HighCards {
    const FIRST_ANSWER_MS: u64 = 1000;
    const ANSWER_MS: u64 = 100;

    fn initial_input(&self, seat: Seat) -> Vec<String> {
        vec![seat.to_string()]
    }

    fn turn_input(&self, seat: Seat) -> Vec<String> {
        vec![format!("{:?}", self.hands[seat])]
    }

    fn parse_answer(&self, seat: Seat, line: &str) -> Result<HighAction, String> {
        let action = match line.split_once(' ') {
            None if line == "DRAW" => HighAction::Draw,
            Some((word @ ("PLAY" | "DISCARD"), card)) => {
                let card = card
                    .parse()
                    .map_err(|_| format!("`{card}` is not a card"))?;
                match word {
                    "PLAY" => HighAction::Play(card),
                    _ => HighAction::Discard(card),
                }
            }
            _ => {
                return Err(format!(
                    "expected `DRAW`, `PLAY <card>` or `DISCARD <card>`, got `{line}`"
                ))
            }
        };
        if self.legal_actions(seat).contains(&action) {
            Ok(action)
        } else {
            Err(format!("`{line}` is not allowed now"))
        }
    }

    fn render_action(&self, _: Seat, action: &HighAction) -> String {
        match action {
            HighAction::Draw => "DRAW".to_owned(),
            HighAction::Play(card) => format!("PLAY {card}"),
            HighAction::Discard(card) => format!("DISCARD {card}"),
        }
    }

    /// Another seat's discard stays secret (the card lies face down).
    fn command_seen_by(&self, viewer: Seat, by: Seat, action: &HighAction) -> bool {
        match action {
            HighAction::Discard(_) => by == viewer || LEAK_COMMANDS.get(),
            HighAction::Draw | HighAction::Play(_) => true,
        }
    }
}

/// Plays its highest card, drawing first while it holds fewer than 3.
struct Greedy;

impl Agent<HighCards> for Greedy {
    fn choose(
        &mut self,
        _: Seat,
        view: &(Vec<u8>, [Vec<u8>; 2]),
        legal: &[HighAction],
        _: &dyn Clock,
    ) -> HighAction {
        if view.0.len() < 3 && legal.contains(&HighAction::Draw) {
            return HighAction::Draw;
        }
        legal
            .iter()
            .copied()
            .max_by_key(|a| match a {
                HighAction::Play(card) => *card,
                HighAction::Draw | HighAction::Discard(_) => 0,
            })
            .expect("an agent is only asked when it has a legal action")
    }
}

impl HasAgents for HighCards {
    const LEVELS: &'static [&'static str] = &["easy", "greedy"];

    fn agent(level: &str, seed: u64, _: Option<u64>) -> Result<Box<dyn Agent<Self>>, String> {
        match level {
            "easy" => Ok(Box::new(RandomAgent::new(seed))),
            "greedy" => Ok(Box::new(Greedy)),
            other => Err(format!("unknown level `{other}`")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::conformance::check;
    use crate::engine::game::explain_for;
    use crate::engine::protocol::last_command_seen;
    use crate::engine::session::Session;
    use std::cell::Cell;
    use std::ops::Range;
    use std::thread::LocalKey;

    #[test]
    fn high_cards_passes_the_conformance_suite() {
        let summary = check::<HighCards>(0..300).unwrap();
        assert_eq!(summary.games, 300);
        assert!(summary.refused > 0 && summary.decisions > 0);
    }

    #[test]
    fn a_drawn_card_is_read_only_by_its_drawer_and_a_spectator() {
        let mut session = Session::<HighCards>::new((), 5);
        session.play(0, HighAction::Draw).unwrap();
        let drew = session.log().last().unwrap().event.clone();
        let HighEvent::Drew {
            card: Some(card), ..
        } = drew
        else {
            panic!("expected a draw, got {drew:?}");
        };
        let names = vec!["Ann".to_owned(), "Bo".to_owned()];
        assert_eq!(
            explain_for::<HighCards>(&drew, Some(0), &names),
            format!("Ann draws {card}.")
        );
        assert_eq!(
            explain_for::<HighCards>(&drew, None, &names),
            format!("Ann draws {card}.")
        );
        assert_eq!(
            explain_for::<HighCards>(&drew, Some(1), &names),
            "Ann draws a hidden card."
        );
        let dealt = &session.log()[0].event;
        assert_eq!(
            explain_for::<HighCards>(dealt, Some(1), &names),
            "Ann is dealt two hidden cards."
        );
    }

    /// The suite's error on `seeds` while `leak` is switched on (it passes
    /// again once the leak is off).
    fn error_with(leak: &'static LocalKey<Cell<bool>>, seeds: Range<u64>) -> String {
        leak.set(true);
        let error = check::<HighCards>(seeds.clone()).unwrap_err();
        leak.set(false);
        assert!(check::<HighCards>(seeds).is_ok());
        error
    }

    #[test]
    fn the_suite_catches_an_event_that_names_a_hidden_card() {
        let error = error_with(&LEAK, 0..5);
        assert!(error.contains("which its view hides"), "{error}");
    }

    #[test]
    fn a_discard_command_is_shown_to_its_sender_only() {
        let mut session = Session::<HighCards>::new((), 5);
        let HighAction::Play(card) = session.state().legal_actions(0)[0] else {
            panic!("a hand of two cards is played first in the list");
        };
        session.play(0, HighAction::Discard(card)).unwrap();
        let steps = &session.record().steps;
        let line = Some((0, 0, format!("DISCARD {card}")));
        assert_eq!(last_command_seen(session.state(), steps, 0), line);
        assert_eq!(last_command_seen(session.state(), steps, 1), None);
    }

    #[test]
    fn the_suite_catches_a_command_that_names_a_hidden_card() {
        let error = error_with(&LEAK_COMMANDS, 0..20);
        assert!(error.contains("command `DISCARD"), "{error}");
        assert!(error.contains("which its view hides"), "{error}");
    }
}
