//! The CodinGame bot protocol of Fireworks (RULES.md §2.4, rules 11–13),
//! and of the standard table (rule 28: ids 0..N−1, hands A–E or A–D,
//! MULTICOLOR).
//!
//! Round ids (0, 1, 2 in a CodinGame round) name the players on the
//! wire; actions name global seats, so the codec converts with the
//! round's player list.

use super::actions::{slot_letter, slot_of_letter, Clue, FireworksAction};
use super::cards::Colour;
use super::history::{Turn, TurnResult};
use super::round::Round;
use super::state::Fireworks;
use crate::engine::game::Seat;
use crate::engine::protocol::Protocol;

/// What a bot may answer, for error messages.
const EXPECTED: &str = "expected `PLAY:X`, `DISCARD:X`, `SAY:q:COLOR` or `SAY:q:L`";

/// The information line of one turn, `p:PLAY:X:COLOR-L` and so on (rule
/// 11), with round ids.
pub fn turn_line(round: &Round, turn: &Turn) -> String {
    let p = round.round_id(turn.seat).unwrap_or(turn.seat);
    match (turn.action, turn.result) {
        (FireworksAction::Play(slot), TurnResult::Played { card, success, .. }) => format!(
            "{p}:{}:{}:{}",
            if success { "PLAY" } else { "ERROR" },
            slot_letter(slot),
            card.protocol()
        ),
        (FireworksAction::Discard(slot), TurnResult::Discarded { card, .. }) => {
            format!("{p}:DISCARD:{}:{}", slot_letter(slot), card.protocol())
        }
        (FireworksAction::Hint { to, clue }, _) => {
            let q = round.round_id(to).unwrap_or(to);
            match clue {
                Clue::Colour(colour) => format!("{p}:SAYCOLOR:{q}:{}", colour.word()),
                Clue::Level(level) => format!("{p}:SAYLEVEL:{q}:{level}"),
            }
        }
        (action, result) => unreachable!("a turn records its own result: {action:?} {result:?}"),
    }
}

/// The `CARD` lines of every hand for round id `receiver` (rules 11 and
/// 26): the receiver's own cards show only what a hint named (under
/// rainbow, the colour only once it is known to be MULTICOLOR), `?`
/// otherwise.
pub fn card_lines(round: &Round, receiver: Option<usize>) -> Vec<String> {
    let rainbow = round.layout().deck.rainbow();
    let mut lines = Vec::new();
    for id in 0..round.players().len() {
        for (slot, card) in round.hands[id].iter().enumerate() {
            let Some(card) = card else { continue };
            let face = if receiver == Some(id) {
                let colour = card
                    .hints
                    .shown_colour(rainbow)
                    .map_or("?".to_string(), |c| c.word().to_string());
                let level = card
                    .hints
                    .named_level
                    .map_or("?".to_string(), |l| l.to_string());
                format!("{colour}-{level}")
            } else {
                card.card().protocol()
            };
            lines.push(format!("{id}:CARD:{}:{face}", slot_letter(slot)));
        }
    }
    lines
}

/// The information lines for round id `receiver` now: `NEWGAME` and the
/// round so far on its first turn of a round, otherwise every action from
/// its own previous one on; then the `CARD` lines.
pub fn information_lines(round: &Round, receiver: usize) -> Vec<String> {
    let seat = round.players[receiver];
    let mut lines = Vec::new();
    let start = match round.history.iter().rposition(|t| t.seat == seat) {
        Some(own) => own,
        None => {
            lines.push(format!("{receiver}:NEWGAME"));
            0
        }
    };
    lines.extend(round.history[start..].iter().map(|t| turn_line(round, t)));
    lines.extend(card_lines(round, Some(receiver)));
    lines
}

fn parse_clue(value: &str) -> Result<Clue, String> {
    if let Some(colour) = Colour::from_word(value) {
        return Ok(Clue::Colour(colour));
    }
    match value.parse::<u8>() {
        Ok(level) if (1..=5).contains(&level) => Ok(Clue::Level(level)),
        _ if value.is_empty() => {
            Err("`SAY` needs a colour or a level: `SAY:q:COLOR` or `SAY:q:L`".to_string())
        }
        _ => Err(format!(
            "`{value}` is neither a colour (WHITE, RED, BLUE, GREEN, YELLOW, MULTICOLOR) nor a level (1 to 5)"
        )),
    }
}

impl Fireworks {
    /// Reads one answer into an action (without checking it against the
    /// rules): the words and fields of rule 12.
    fn read_answer(&self, line: &str) -> Result<FireworksAction, String> {
        let command = line.split_whitespace().next().unwrap_or("");
        let fields: Vec<&str> = command.split(':').collect();
        let slot = |word: &str, field: Option<&&str>| -> Result<usize, String> {
            let letter = field
                .ok_or_else(|| format!("`{word}` needs a slot: `{word}:X` with X from A to E"))?;
            slot_of_letter(letter)
                .ok_or_else(|| format!("`{letter}` is not a slot; slots are A to E"))
        };
        let action = match fields[0] {
            "" => return Err(format!("the answer is empty; {EXPECTED}")),
            "PLAY" => FireworksAction::Play(slot("PLAY", fields.get(1))?),
            "DISCARD" => FireworksAction::Discard(slot("DISCARD", fields.get(1))?),
            "SAY" => {
                let q = fields
                    .get(1)
                    .ok_or("`SAY` needs a player: `SAY:q:COLOR` or `SAY:q:L`")?;
                let players = self.round.players().len();
                let id: usize =
                    q.parse().ok().filter(|&id| id < players).ok_or_else(|| {
                        format!("`{q}` is not a player's id (0 to {})", players - 1)
                    })?;
                let clue = parse_clue(fields.get(2).copied().unwrap_or(""))?;
                FireworksAction::Hint {
                    to: self.round.players[id],
                    clue,
                }
            }
            other => return Err(format!("unknown command `{other}`; {EXPECTED}")),
        };
        let expected = if fields[0] == "SAY" { 3 } else { 2 };
        if fields.len() > expected {
            return Err(format!("`{command}` has too many fields; {EXPECTED}"));
        }
        Ok(action)
    }
}

impl Protocol for Fireworks {
    const FIRST_ANSWER_MS: u64 = 1000;
    const ANSWER_MS: u64 = 50;

    /// Rule 11: there is no initial input.
    fn initial_input(&self, _: Seat) -> Vec<String> {
        Vec::new()
    }

    /// Rule 11: `remainingMistakes infoTokens`, the number of information
    /// lines, then the lines. Empty for a seat that does not play the
    /// round being played.
    fn turn_input(&self, seat: Seat) -> Vec<String> {
        let round = &self.round;
        let Some(id) = round.round_id(seat) else {
            return Vec::new();
        };
        let info = information_lines(round, id);
        let mut lines = vec![
            format!("{} {}", round.mistakes_left, round.tokens),
            info.len().to_string(),
        ];
        lines.extend(info);
        lines
    }

    /// Rule 12: `PLAY:X`, `DISCARD:X`, `SAY:q:COLOR` or `SAY:q:L`, legal
    /// now. Anything after a space is ignored (a bot's message).
    fn parse_answer(&self, seat: Seat, line: &str) -> Result<FireworksAction, String> {
        let action = self.read_answer(line)?;
        let id = self.acting_id(seat).map_err(|e| e.to_string())?;
        self.round
            .check(id, action, self.rules)
            .map_err(|e| e.to_string())?;
        Ok(action)
    }

    fn render_action(&self, _: Seat, action: &FireworksAction) -> String {
        match *action {
            FireworksAction::Play(slot) => format!("PLAY:{}", slot_letter(slot)),
            FireworksAction::Discard(slot) => format!("DISCARD:{}", slot_letter(slot)),
            FireworksAction::Hint { to, clue } => {
                let q = self.round.round_id(to).unwrap_or(to);
                format!("SAY:{q}:{}", clue.word())
            }
        }
    }
}
