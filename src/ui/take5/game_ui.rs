//! 6 nimmt! on the shell: a card or a row is pressed whole, face-down
//! choices show at once, undo goes back to the person's last card, and the
//! end panel ranks by cows with each round's count.

use crate::engine::game::{Game, Seat};
use crate::engine::session::Session;
use serde::{Deserialize, Serialize};

use crate::engine::take5::cards::MAX_SEATS;
use crate::engine::take5::{Card, Take5, Take5Action, Take5Event, ViewPhase};
use crate::text::t;
use crate::ui::shell::game_ui::{ranked_rows, EndSummary, GameUi, People, Pressed, Words};

use super::frame::Frame;

/// The display choices of 6 nimmt!, saved with a game (an older save's
/// `{}` reads as the defaults).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Take5Prefs {
    /// Show the card counter (off by default): the cards the viewer has
    /// not seen this round, and what lands on each row
    /// ([`super::counter`]).
    pub card_counter: bool,
}

/// What the person may press: cards to play, or rows to take.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Take5Choices {
    /// The cards that may be played now.
    pub cards: Vec<Card>,
    /// The rows (0..3) that may be taken now.
    pub rows: Vec<usize>,
}

impl GameUi for Take5 {
    type Input = ();
    type Press = Take5Action;
    type Prefs = Take5Prefs;
    type Frame = Frame;
    type Choices = Take5Choices;

    fn summary() -> crate::text::Msg {
        crate::text::t::ui_take5_summary()
    }
    const AI_NAMES: &'static [&'static str] = &[
        "Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun",
    ];
    const HOT_SEAT_PEOPLE: (usize, usize) = (2, MAX_SEATS);
    const PERSON_SEATS: &'static [(Seat, fn() -> crate::text::Msg)] =
        &[(0, crate::text::t::ui_take5_person_seat)];
    fn undo() -> crate::text::Msg {
        crate::text::t::ui_take5_undo_button()
    }
    fn moving() -> crate::text::Msg {
        crate::text::t::ui_take5_moving_status()
    }
    const RULE_SET_WORDS: &'static [(&'static str, Words, Words)] = &[
        (
            "codingame",
            t::ui_take5_rule_set_codingame,
            t::ui_take5_rule_set_codingame_about,
        ),
        (
            "to-66",
            t::ui_take5_rule_set_to_66,
            t::ui_take5_rule_set_to_66_about,
        ),
        (
            "known-cards",
            t::ui_take5_rule_set_known_cards,
            t::ui_take5_rule_set_known_cards_about,
        ),
    ];
    const TIMED_LEVEL: Option<(&'static str, u32)> = Some((
        "hard",
        crate::engine::take5::ai::monte_carlo::DEFAULT_MS as u32,
    ));

    /// The seat's views hold its hand: [`Frame::of_part`] with the hand.
    fn seat_frame(
        before: &<Self as Game>::View,
        events: &[<Self as Game>::Event],
        after: &<Self as Game>::View,
        _seat: Seat,
    ) -> Frame {
        Frame::of_part(before, events, after, true)
    }

    fn frame(session: &Session<Self>, index: usize, viewer: Option<Seat>) -> Frame {
        Frame::at(session, index, viewer)
    }

    /// `Round 2 of 5 · turn 3 of 10`, or under the rules to 66 cows
    /// `Round 7, to 66 cows · turn 3 of 10`.
    fn progress(frame: &Frame) -> String {
        use crate::text::t;
        let turn = frame.turn.min(frame.turns_in_round.max(1));
        let turns = frame.turns_in_round;
        match frame.limit {
            Some(limit) => t::ui_take5_progress_limit(frame.round, limit, turn, turns),
            None => t::ui_take5_progress(frame.round, frame.rounds, turn, turns),
        }
        .to_string()
    }

    /// A face-down choice shows at once, whoever made it.
    fn shows_at_once(event: &Take5Event, _: &dyn Fn(Seat) -> bool) -> bool {
        matches!(event, Take5Event::Chose { .. })
    }

    /// Undo goes back to before a card, not to a row pick.
    fn is_undo_point(action: &Take5Action) -> bool {
        matches!(action, Take5Action::Play(_))
    }

    /// From the seat's view: while everyone chooses, any card of its hand
    /// (until it has chosen one); when its card is lower than every row's
    /// end, any of the four rows.
    fn choices(&self, seat: Seat, _: &()) -> Take5Choices {
        let view = self.view(seat);
        match view.phase {
            ViewPhase::Choose if self.chosen(seat).is_none() => Take5Choices {
                cards: view.hand,
                rows: Vec::new(),
            },
            ViewPhase::Pick { seat: picker, .. } if picker == seat => Take5Choices {
                cards: Vec::new(),
                rows: (0..view.rows.len()).collect(),
            },
            _ => Take5Choices::default(),
        }
    }

    fn press(&self, seat: Seat, _: &mut (), action: &Take5Action) -> Pressed<Take5Action> {
        if self.legal_actions(seat).contains(action) {
            return Pressed::play(*action);
        }
        Pressed::refuse(match action {
            Take5Action::Play(card) => crate::text::t::ui_take5_cannot_play(*card).to_string(),
            Take5Action::Pick(row) => crate::text::t::ui_take5_cannot_take(row + 1).to_string(),
        })
    }

    fn prompt(&self, people: &People, _: &(), names: &[String]) -> String {
        use crate::text::t;
        let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
        match self.view(0).phase {
            ViewPhase::Pick { seat, card } if people.is_human(seat) => {
                t::ui_take5_prompt_pick(card, name(seat))
            }
            ViewPhase::Pick { seat, .. } => t::ui_take5_prompt_picking(name(seat)),
            _ => match self.to_act().into_iter().find(|&s| people.is_human(s)) {
                Some(seat) => t::ui_take5_prompt_card(name(seat)),
                None => t::ui_take5_prompt_ais(),
            },
        }
        .to_string()
    }

    fn end_summary(session: &Session<Self>, names: &[String]) -> EndSummary {
        use crate::text::t;
        let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
        let Some(outcome) = session.state().outcome() else {
            return EndSummary::default();
        };
        let seats = session.state().seats();
        let per_round: Vec<Vec<u32>> = session
            .log()
            .iter()
            .filter_map(|e| match &e.event {
                Take5Event::RoundScored { round_cows, .. } => Some(round_cows.clone()),
                _ => None,
            })
            .collect();
        // The rounds in one cell, so the ranking fits a phone and the
        // side column of a laptop.
        let rows = ranked_rows(&outcome, 0..seats, |seat| {
            let total = outcome.scores[seat];
            let rounds: Vec<String> = per_round.iter().map(|r| r[seat].to_string()).collect();
            let total = if total < 0 {
                t::ui_take5_out().to_string()
            } else {
                total.to_string()
            };
            vec![rounds.join(" · "), total]
        });
        let winners = outcome.winners();
        let best = u32::try_from(outcome.scores[winners[0]]).unwrap_or(0);
        let headline = match winners.as_slice() {
            [one] => t::ui_take5_winner(name(*one), best),
            many => t::ui_take5_winners(many.iter().map(|&s| name(s)).collect::<Vec<_>>(), best),
        }
        .to_string();
        // Why it ended (66 cows reached, one player left) and the ranking.
        let reason = session
            .log()
            .iter()
            .filter(|e| {
                matches!(
                    e.event,
                    Take5Event::GameOver { .. }
                        | Take5Event::CowLimitReached { .. }
                        | Take5Event::LastInGame { .. }
                )
            })
            .map(|e| crate::engine::game::Explain::explain(&e.event, names))
            .collect::<Vec<_>>()
            .join(" ");
        let columns = vec![
            t::ui_take5_column_rounds(per_round.len()).to_string(),
            t::ui_take5_column_total().to_string(),
        ];
        EndSummary {
            headline,
            reason,
            columns,
            rows,
        }
    }

    fn action_selectors(&self, _seat: Seat, action: &Take5Action) -> Vec<String> {
        vec![match action {
            Take5Action::Play(card) => format!(".t5-hand-card[data-card=\"{card}\"]"),
            Take5Action::Pick(row) => format!(".t5-table > .t5-row:nth-of-type({})", row + 1),
        }]
    }
}
