//! The CodinGame bot protocol of 6 nimmt! (RULES.md §1.3, rules 11–16;
//! rule 19: N seats where it says 4).

use super::cards::{card_list, Card, ROWS};
use super::options::Take5Action;
use super::state::{Phase, Take5};
use super::turn::DISQUALIFIED_SCORE;
use crate::engine::game::{Game, Seat};
use crate::engine::protocol::Protocol;

/// Phase line while cards are chosen.
pub const CHOOSE_CARD: &str = "CHOOSE_CARD_TO_PLAY";
/// Phase line when a row must be picked.
pub const CHOOSE_LINE: &str = "CHOOSE_LINE_TO_PICK";

fn numbers<T: ToString>(values: impl IntoIterator<Item = T>) -> String {
    values
        .into_iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

impl Protocol for Take5 {
    const FIRST_ANSWER_MS: u64 = 1000;
    const ANSWER_MS: u64 = 100;

    /// Rule 11: `N <seatId>` (4 in the CodinGame game, rule 19).
    fn initial_input(&self, seat: Seat) -> Vec<String> {
        vec![format!("{} {seat}", self.seats())]
    }

    /// Rule 12: phase, last played cards, rows, scores, hand.
    fn turn_input(&self, seat: Seat) -> Vec<String> {
        let phase = match self.phase {
            Phase::Pick { .. } => CHOOSE_LINE,
            _ => CHOOSE_CARD,
        };
        let mut lines = vec![phase.to_string()];
        let seats = 0..self.seats();
        lines.push(numbers(seats.clone().map(|s| match self.last_played[s] {
            Some(card) if !self.disqualified[s] => i64::from(card),
            _ => -1,
        })));
        for row in &self.rows {
            lines.push(row.len().to_string());
            lines.push(card_list(row));
        }
        let cows = self.cows();
        lines.push(numbers(seats.map(|s| {
            if self.disqualified[s] {
                DISQUALIFIED_SCORE
            } else {
                i64::from(cows[s])
            }
        })));
        let hand = self.hands.get(seat).map(Vec::as_slice).unwrap_or(&[]);
        lines.push(hand.len().to_string());
        lines.push(card_list(hand));
        lines
    }

    /// Rule 14: `PLAY <card>` or `PICK <row>`, in the matching phase.
    /// Words after the number are ignored (CodinGame bots may add a
    /// message).
    fn parse_answer(&self, seat: Seat, line: &str) -> Result<Take5Action, String> {
        let mut words = line.split_whitespace();
        let word = words.next().unwrap_or("");
        let value = words.next();
        let picking = matches!(self.phase, Phase::Pick { .. });
        match word {
            "PLAY" => {
                let text = value.ok_or("`PLAY` needs a card: `PLAY <card>`")?;
                let card: Card = text
                    .parse()
                    .map_err(|_| format!("`{text}` is not a card number"))?;
                if picking {
                    return Err(format!(
                        "`PLAY {card}` came when a row must be picked (`PICK <row>`)"
                    ));
                }
                if !self.to_act().contains(&seat) {
                    return Err("it is not this seat's turn to play".to_string());
                }
                if !self.hands[seat].contains(&card) {
                    return Err(format!("card {card} is not in the hand"));
                }
                Ok(Take5Action::Play(card))
            }
            "PICK" => {
                let text = value.ok_or("`PICK` needs a row: `PICK <row>`")?;
                let row: usize = text
                    .parse()
                    .map_err(|_| format!("`{text}` is not a row number"))?;
                if !picking {
                    return Err(format!(
                        "`PICK {row}` came when a card must be played (`PLAY <card>`)"
                    ));
                }
                if !self.to_act().contains(&seat) {
                    return Err("another seat must pick the row".to_string());
                }
                if row >= ROWS {
                    return Err(format!("row {row} does not exist; rows are 0 to 3"));
                }
                Ok(Take5Action::Pick(row))
            }
            "" => Err("the answer is empty; expected `PLAY <card>` or `PICK <row>`".to_string()),
            other => Err(format!(
                "unknown command `{other}`; expected `PLAY <card>` or `PICK <row>`"
            )),
        }
    }

    fn render_action(&self, _: Seat, action: &Take5Action) -> String {
        match action {
            Take5Action::Play(card) => format!("PLAY {card}"),
            Take5Action::Pick(row) => format!("PICK {row}"),
        }
    }

    /// Another seat's card stays secret while it lies face down.
    fn command_seen_by(&self, viewer: Seat, by: Seat, action: &Take5Action) -> bool {
        match action {
            Take5Action::Play(card) => by == viewer || self.chosen(by) != Some(*card),
            Take5Action::Pick(_) => true,
        }
    }
}
