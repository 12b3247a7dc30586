//! A 6 nimmt! seat's view rebuilt from its protocol input (RULES.md
//! §1.3, rules 11–14 and 19), for a built-in AI playing as a bot.
//!
//! Each turn's lines give the phase, the last card of every seat, the
//! rows, the scores and the hand. The seat remembers the rest: the round
//! and turn (a new round deals a full hand again), each seat's cows at
//! the round's start, and every card shown this round (the rows and the
//! cards revealed). What the protocol hides, and the view shows, of a
//! disqualified seat (its cows and last card, sent as `-999` and `-1`)
//! is the last the seat read; no AI reads them.

use super::cards::{row_cows, Card, ROWS};
use super::protocol::{CHOOSE_CARD, CHOOSE_LINE};
use super::turn::DISQUALIFIED_SCORE;
use super::view::{Take5View, ViewPhase};
use super::{Take5, Take5Options};
use crate::engine::game::{Game, Seat};
use crate::engine::protocol_reader::{
    bad, parse_numbers, Input, ProtocolReader, ReadError, TurnRead,
};
use crate::engine::small_sort::sort_small;

/// What a 6 nimmt! seat remembers between its turns.
#[derive(Clone, Debug)]
pub struct Take5Memory {
    rules: Take5Options,
    table: Option<Table>,
}

/// The game as the seat has followed it since its initial input.
#[derive(Clone, Debug)]
struct Table {
    options: Take5Options,
    seat: Seat,
    /// A view of a fresh game: the rules' fields (rounds, limit, deck).
    fresh: Take5View,
    round: u8,
    turns_in_round: u8,
    /// The hand's size at the last `CHOOSE_CARD_TO_PLAY`.
    hand_at_choice: Option<usize>,
    cows_at_round_start: Vec<u32>,
    cows: Vec<u32>,
    last_played: Vec<Option<Card>>,
    seen: Vec<Card>,
}

impl Table {
    fn new(rules: &Take5Options, header: &str) -> Result<Table, ReadError> {
        let numbers: Vec<usize> = parse_numbers(header, "the initial line `N seatId`")?;
        let [seats, seat] = numbers[..] else {
            return Err(bad(format!(
                "the initial line `{header}` is not `N seatId`"
            )));
        };
        let options = Take5::with_seat_count(rules, seats).map_err(ReadError::Bad)?;
        if seat >= seats {
            return Err(bad(format!("seat {seat} does not exist at {seats} seats")));
        }
        let fresh = Take5::new(&options, 0).0.view(seat);
        Ok(Table {
            options,
            seat,
            fresh,
            round: 0,
            turns_in_round: 0,
            hand_at_choice: None,
            cows_at_round_start: vec![0; seats],
            cows: vec![0; seats],
            last_played: vec![None; seats],
            seen: Vec::new(),
        })
    }

    fn seats(&self) -> usize {
        self.cows.len()
    }

    fn see(&mut self, cards: impl IntoIterator<Item = Card>) {
        for card in cards {
            if !self.seen.contains(&card) {
                self.seen.push(card);
            }
        }
    }
}

/// One turn's lines (rule 12).
struct TurnLines {
    picking: bool,
    last: Vec<i64>,
    rows: [Vec<Card>; ROWS],
    scores: Vec<i64>,
    hand: Vec<Card>,
}

fn read_lines(phase: &str, seats: usize, input: &mut Input<'_>) -> Result<TurnLines, ReadError> {
    let picking = match phase.trim() {
        CHOOSE_CARD => false,
        CHOOSE_LINE => true,
        other => return Err(bad(format!("`{other}` is not a phase"))),
    };
    let last: Vec<i64> = input.numbers("the last played cards")?;
    let mut rows: [Vec<Card>; ROWS] = Default::default();
    for (index, row) in rows.iter_mut().enumerate() {
        let count: usize = input.number(&format!("row {index}'s card count"))?;
        *row = input.numbers(&format!("row {index}'s cards"))?;
        if row.len() != count || row.is_empty() {
            return Err(bad(format!(
                "row {index} holds {} cards, not {count}",
                row.len()
            )));
        }
    }
    let scores: Vec<i64> = input.numbers("the scores")?;
    let count: usize = input.number("the hand's card count")?;
    let hand: Vec<Card> = input.numbers("the hand")?;
    if hand.len() != count {
        return Err(bad(format!(
            "the hand holds {} cards, not {count}",
            hand.len()
        )));
    }
    if last.len() != seats || scores.len() != seats {
        return Err(bad(format!(
            "a line of seats does not hold {seats} numbers"
        )));
    }
    Ok(TurnLines {
        picking,
        last,
        rows,
        scores,
        hand,
    })
}

impl ProtocolReader for Take5 {
    type Memory = Take5Memory;

    fn memory(rules: &Take5Options) -> Result<Take5Memory, String> {
        Ok(Take5Memory {
            rules: rules.clone(),
            table: None,
        })
    }

    fn read_turn(
        memory: &mut Take5Memory,
        input: &mut Input<'_>,
    ) -> Result<TurnRead<Take5>, ReadError> {
        let first = input.first()?;
        let (table, phase) = match &mut memory.table {
            Some(table) => (table, first),
            None => {
                let table = Table::new(&memory.rules, &first)?;
                (memory.table.insert(table), input.line("the phase")?)
            }
        };
        let lines = read_lines(&phase, table.seats(), input)?;
        Ok(table.update(lines))
    }
}

impl Table {
    /// Follows the game with one turn's lines and gives the seat's view.
    fn update(&mut self, lines: TurnLines) -> TurnRead<Take5> {
        let seats = self.seats();
        let disqualified: Vec<bool> = lines
            .scores
            .iter()
            .map(|&s| s == DISQUALIFIED_SCORE)
            .collect();
        for (seat, &score) in lines.scores.iter().enumerate() {
            if score != DISQUALIFIED_SCORE {
                self.cows[seat] = u32::try_from(score).unwrap_or(0);
            }
            if let Ok(card) = Card::try_from(lines.last[seat]) {
                self.last_played[seat] = Some(card);
            }
        }
        let new_round = !lines.picking
            && self
                .hand_at_choice
                .is_none_or(|before| lines.hand.len() >= before);
        let rows_cards = lines.rows.iter().flatten().copied();
        if new_round {
            self.round += 1;
            self.turns_in_round = lines.hand.len() as u8;
            self.cows_at_round_start.clone_from(&self.cows);
            self.seen = rows_cards.collect();
        } else {
            let revealed = lines.last.iter().filter_map(|&c| Card::try_from(c).ok());
            self.see(rows_cards.chain(revealed).collect::<Vec<_>>());
        }
        let mut pending: Vec<(Card, Seat)> = Vec::new();
        let phase = if lines.picking {
            pending = (0..seats)
                .filter_map(|s| Card::try_from(lines.last[s]).ok().map(|c| (c, s)))
                .collect();
            sort_small(&mut pending);
            let card = pending.first().map_or(0, |&(card, _)| card);
            ViewPhase::Pick {
                seat: self.seat,
                card,
            }
        } else {
            self.hand_at_choice = Some(lines.hand.len());
            ViewPhase::Choose
        };
        let left = lines.hand.len() as u8;
        let turn = match lines.picking {
            true => self.turns_in_round.saturating_sub(left),
            false => self.turns_in_round.saturating_sub(left) + 1,
        };
        let mut seen = self.seen.clone();
        sort_small(&mut seen);
        let view = Take5View {
            seat: self.seat,
            round: self.round,
            turn,
            turns_in_round: self.turns_in_round,
            phase,
            row_cows: std::array::from_fn(|r| row_cows(&lines.rows[r])),
            rows: lines.rows,
            my_choice: None,
            scores: self.cows.clone(),
            round_cows: (0..seats)
                .map(|s| self.cows[s].saturating_sub(self.cows_at_round_start[s]))
                .collect(),
            cards_left: (0..seats)
                .map(|s| if disqualified[s] { 0 } else { lines.hand.len() })
                .collect(),
            hand: lines.hand,
            last_played: self.last_played.clone(),
            pending,
            has_chosen: vec![false; seats],
            disqualified,
            seen_this_round: seen,
            ..self.fresh.clone()
        };
        TurnRead {
            options: self.options.clone(),
            seat: self.seat,
            view,
        }
    }
}
