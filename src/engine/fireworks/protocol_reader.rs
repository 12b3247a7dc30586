//! A Fireworks seat's view rebuilt from its protocol input (RULES.md
//! §2.4, rules 11–12, and rule 28), for a built-in AI playing as a bot.
//!
//! The seat follows each round it plays from its `NEWGAME` line: every
//! action since its previous input (its own included), then every hand's
//! `CARD` lines. It keeps each physical card it has met (its face once
//! seen, the hints it got, when it was drawn) and replays the rules'
//! counters (deck, tokens, mistakes, final turns), so the view holds the
//! round's public history as the referee's does. Which cards a hint
//! touched is read from the faces: a teammate's from the `CARD` lines or
//! the line that later showed the card, the seat's own from what its
//! `CARD` lines show of them.
//!
//! What the protocol does not carry: the scores and results of finished
//! rounds (left empty; no AI reads them) and, at the CodinGame table, the
//! seat's global number until its second round (a seat that is round id
//! 0 in its first round is taken for player 0; only the labels differ).
//! Under `standard-rainbow` a colour hint's touch of the seat's own cards
//! is not shown (rule 26), so those rules are refused.

use super::actions::{slot_of_letter, Clue, FireworksAction, HAND_SIZE};
use super::cards::{Card, Colour, COLOURS};
use super::deck::Deck;
use super::history::{Turn, TurnResult};
use super::knowledge::HintKnowledge;
use super::view::{FireworksView, SeenCard};
use super::{Fireworks, FireworksOptions};
use crate::engine::game::{Game, Seat};
use crate::engine::protocol_reader::{
    bad, parse_number, parse_numbers, Input, ProtocolReader, ReadError, TurnRead,
};
use crate::engine::remote::seat_state::SeatState;

/// What a Fireworks seat remembers between its turns.
#[derive(Clone, Debug)]
pub struct FireworksMemory {
    rules: FireworksOptions,
    /// The round id the seat had at each `NEWGAME` so far.
    newgames: Vec<usize>,
    round: Option<RoundTrack>,
}

/// A physical card the seat has met this round.
#[derive(Clone, Copy, Debug)]
struct CardTrack {
    /// Its face, once seen (never for the seat's own cards in hand).
    face: Option<Card>,
    /// What the seat's `CARD` line shows of it (its own cards only).
    shown: (Option<Colour>, Option<u8>),
    hints: HintKnowledge,
    drawn: u16,
}

/// A hint whose touched cards are known once the faces are.
#[derive(Clone, Debug)]
struct PendingHint {
    turn: usize,
    target: usize,
    clue: Clue,
    /// The target's cards then, slot by slot.
    cards: [Option<usize>; HAND_SIZE],
}

/// The round being followed.
#[derive(Clone, Debug)]
struct RoundTrack {
    options: FireworksOptions,
    fresh: FireworksView,
    index: u8,
    players: Vec<Seat>,
    me: usize,
    cards: Vec<CardTrack>,
    hands: Vec<[Option<usize>; HAND_SIZE]>,
    fireworks: [u8; COLOURS],
    discards: Vec<Card>,
    deck: u8,
    tokens: u8,
    mistakes_left: u8,
    mistakes: Vec<u8>,
    final_turns: Option<u8>,
    history: Vec<Turn>,
    pending: Vec<PendingHint>,
}

impl ProtocolReader for Fireworks {
    type Memory = FireworksMemory;

    fn memory(rules: &FireworksOptions) -> Result<FireworksMemory, String> {
        if rules.deck == Deck::Rainbow {
            return Err(
                "under standard-rainbow a bot is not shown which of its cards a colour \
                        hint touched, so its view cannot be rebuilt from the protocol"
                    .to_string(),
            );
        }
        Ok(FireworksMemory {
            rules: rules.clone(),
            newgames: Vec::new(),
            round: None,
        })
    }

    fn read_turn(
        memory: &mut FireworksMemory,
        input: &mut Input<'_>,
    ) -> Result<TurnRead<Fireworks>, ReadError> {
        let counters: Vec<u8> = parse_numbers(&input.first()?, "`mistakes tokens`")?;
        let [mistakes_left, tokens] = counters[..] else {
            return Err(bad("the first line is not `remainingMistakes infoTokens`"));
        };
        let count: usize = input.number("the number of information lines")?;
        // The count is the input's: no room reserved on its word.
        let mut lines = Vec::new();
        for _ in 0..count {
            lines.push(input.line("an information line")?);
        }
        let (newgame, rest) = match lines.first().map(|l| l.split(':').collect::<Vec<_>>()) {
            Some(fields) if fields.get(1) == Some(&"NEWGAME") => (
                Some(parse_number::<usize>(fields[0], "a round id")?),
                &lines[1..],
            ),
            _ => (None, &lines[..]),
        };
        if let Some(me) = newgame {
            memory.newgames.push(me);
            let ids = count_ids(rest)?;
            memory.round = Some(RoundTrack::deal(&memory.rules, &memory.newgames, ids)?);
        }
        let round = memory
            .round
            .as_mut()
            .ok_or_else(|| bad("the first input of a round does not start with `p:NEWGAME`"))?;
        let mut card_lines = Vec::new();
        for line in rest {
            let fields: Vec<&str> = line.split(':').collect();
            match fields.get(1) {
                Some(&"CARD") => card_lines.push(fields),
                _ => round.act(&fields, line)?,
            }
        }
        round.see_hands(&card_lines)?;
        round.resolve_hints()?;
        if (round.mistakes_left, round.tokens) != (mistakes_left, tokens) {
            return Err(bad(format!(
                "the counters `{mistakes_left} {tokens}` differ from the round followed \
                 ({} mistakes left, {} tokens; give `referee bot` the referee's --preset)",
                round.mistakes_left, round.tokens
            )));
        }
        Ok(round.turn_read())
    }
}

/// The players of a round: the highest round id of its `CARD` lines, plus
/// one.
fn count_ids(lines: &[String]) -> Result<usize, ReadError> {
    let mut ids = 0;
    for line in lines {
        let fields: Vec<&str> = line.split(':').collect();
        if fields.get(1) == Some(&"CARD") {
            ids = ids.max(parse_number::<usize>(fields[0], "a round id")? + 1);
        }
    }
    Ok(ids)
}

fn parse_slot(text: &str) -> Result<usize, ReadError> {
    slot_of_letter(text).ok_or_else(|| bad(format!("`{text}` is not a slot")))
}

fn parse_card(text: &str) -> Result<Card, ReadError> {
    Card::parse(text).ok_or_else(|| bad(format!("`{text}` is not a card")))
}

impl RoundTrack {
    /// A round's deal, read at the seat's `NEWGAME` number
    /// `newgames.len()` with `ids` players: its index and players, found
    /// from the round ids the seat had at each of its rounds.
    fn deal(
        rules: &FireworksOptions,
        newgames: &[usize],
        ids: usize,
    ) -> Result<RoundTrack, ReadError> {
        let options = Fireworks::with_seat_count(rules, ids).unwrap_or_else(|_| rules.clone());
        let fresh = Fireworks::new(&options, 0).0.view(0);
        let layout = fresh.layout;
        let seats = Fireworks::new(&options, 0).0.seat_count();
        let (seat, index) = (0..seats)
            .find_map(|seat| {
                let rounds: Vec<u8> = (0..fresh.rounds)
                    .filter(|&r| layout.players(r).contains(&seat))
                    .collect();
                let fits = newgames
                    .iter()
                    .zip(&rounds)
                    .all(|(&id, &r)| layout.players(r).iter().position(|&p| p == seat) == Some(id));
                let index = rounds.get(newgames.len() - 1)?;
                fits.then_some((seat, *index))
            })
            .ok_or_else(|| bad("no seat of these rules has the round ids read"))?;
        let players = layout.players(index);
        if players.len() != ids {
            return Err(bad(format!(
                "{ids} players in a round, where these rules have {} (give `referee bot` \
                 the referee's --preset)",
                players.len()
            )));
        }
        let me = players.iter().position(|&p| p == seat).unwrap_or(0);
        let fresh_hints = HintKnowledge::fresh(layout.deck.colours().len());
        let mut cards = Vec::new();
        let hands = (0..ids)
            .map(|_| {
                std::array::from_fn(|slot| {
                    (slot < layout.hand_size).then(|| {
                        cards.push(CardTrack {
                            face: None,
                            shown: (None, None),
                            hints: fresh_hints,
                            drawn: 0,
                        });
                        cards.len() - 1
                    })
                })
            })
            .collect();
        let dealt = ids * layout.hand_size;
        Ok(RoundTrack {
            index,
            me,
            cards,
            hands,
            fireworks: [0; COLOURS],
            discards: Vec::new(),
            deck: layout.deck.size().saturating_sub(dealt) as u8,
            tokens: fresh.rules.max_tokens,
            mistakes_left: fresh.rules.mistakes_allowed,
            mistakes: vec![0; ids],
            final_turns: None,
            history: Vec::new(),
            pending: Vec::new(),
            players,
            options,
            fresh,
        })
    }

    fn player(&self, text: &str) -> Result<usize, ReadError> {
        let id: usize = parse_number(text, "a round id")?;
        (id < self.players.len())
            .then_some(id)
            .ok_or_else(|| bad(format!("round id {id} does not play this round")))
    }

    /// Follows one action line (rule 11).
    fn act(&mut self, fields: &[&str], line: &str) -> Result<(), ReadError> {
        let [p, word, what, value] = fields[..] else {
            return Err(bad(format!("`{line}` is not an information line")));
        };
        let id = self.player(p)?;
        let counting = self.final_turns.is_some();
        let turn = self.history.len();
        let (action, result) = match word {
            "PLAY" | "ERROR" | "DISCARD" => {
                let slot = parse_slot(what)?;
                let card = parse_card(value)?;
                let index = self.hands[id][slot]
                    .take()
                    .ok_or_else(|| bad(format!("`{line}` names an empty slot")))?;
                self.cards[index].face = Some(card);
                self.reveal(id, slot, word, card)
            }
            "SAYCOLOR" | "SAYLEVEL" => {
                let target = self.player(what)?;
                let clue = match word {
                    "SAYCOLOR" => Clue::Colour(
                        Colour::from_word(value)
                            .ok_or_else(|| bad(format!("`{value}` is not a colour")))?,
                    ),
                    _ => Clue::Level(parse_number(value, "a level")?),
                };
                self.tokens = self.tokens.saturating_sub(1);
                self.pending.push(PendingHint {
                    turn,
                    target,
                    clue,
                    cards: self.hands[target],
                });
                let to = self.players[target];
                (
                    FireworksAction::Hint { to, clue },
                    TurnResult::Hint { touched: 0 },
                )
            }
            other => return Err(bad(format!("`{other}` is not an action (`{line}`)"))),
        };
        // A round that ended sends no more input, so its final turns are
        // counted down as if it went on.
        if counting {
            self.final_turns = self.final_turns.map(|left| left.saturating_sub(1));
        }
        self.history.push(Turn {
            seat: self.players[id],
            action,
            result,
        });
        Ok(())
    }

    /// A play (`PLAY` or `ERROR`) or discard of `card` from `slot` of
    /// round id `id`: the table's counters, then the draw.
    fn reveal(
        &mut self,
        id: usize,
        slot: usize,
        word: &str,
        card: Card,
    ) -> (FireworksAction, TurnResult) {
        let rules = self.fresh.rules;
        match word {
            "DISCARD" => {
                self.tokens = (self.tokens + 1).min(rules.max_tokens);
                self.discards.push(card);
                let drew = self.draw(id, slot);
                (
                    FireworksAction::Discard(slot),
                    TurnResult::Discarded { card, drew },
                )
            }
            "PLAY" => {
                self.fireworks[card.colour.index()] = card.level;
                if card.level == 5 && self.tokens < rules.max_tokens {
                    self.tokens += 1;
                }
                let drew = self.draw(id, slot);
                let result = TurnResult::Played {
                    card,
                    success: true,
                    drew,
                };
                (FireworksAction::Play(slot), result)
            }
            _ => {
                let fatal = self.mistakes_left == 0;
                self.mistakes_left = self.mistakes_left.saturating_sub(1);
                self.mistakes[id] += 1;
                self.discards.push(card);
                let drew = !fatal && self.draw(id, slot);
                let result = TurnResult::Played {
                    card,
                    success: false,
                    drew,
                };
                (FireworksAction::Play(slot), result)
            }
        }
    }

    /// Draws into `slot` of round id `id` if the deck has a card.
    fn draw(&mut self, id: usize, slot: usize) -> bool {
        if self.deck == 0 {
            return false;
        }
        self.deck -= 1;
        self.cards.push(CardTrack {
            face: None,
            shown: (None, None),
            hints: HintKnowledge::fresh(self.fresh.layout.deck.colours().len()),
            drawn: self.history.len() as u16 + 1,
        });
        self.hands[id][slot] = Some(self.cards.len() - 1);
        if self.deck == 0 {
            self.final_turns = Some(self.fresh.rules.final_turns * self.players.len() as u8);
        }
        true
    }

    /// Reads the `CARD` lines: the teammates' faces, what the seat is
    /// shown of its own cards; every hand must hold what was followed.
    fn see_hands(&mut self, lines: &[Vec<&str>]) -> Result<(), ReadError> {
        let mut seen = vec![[false; HAND_SIZE]; self.players.len()];
        for fields in lines {
            let [p, _, slot, face] = fields[..] else {
                return Err(bad(format!("`{}` is not a CARD line", fields.join(":"))));
            };
            let id = self.player(p)?;
            let slot = parse_slot(slot)?;
            let index = self.hands[id][slot].ok_or_else(|| {
                bad(format!(
                    "a card in slot {slot} of round id {id}, which was emptied"
                ))
            })?;
            seen[id][slot] = true;
            let card = &mut self.cards[index];
            if id == self.me {
                let (colour, level) = face.split_once('-').unwrap_or(("?", "?"));
                card.shown = (Colour::from_word(colour), level.parse().ok());
            } else {
                card.face = Some(parse_card(face)?);
            }
        }
        for (id, hand) in self.hands.iter().enumerate() {
            for (slot, card) in hand.iter().enumerate() {
                if card.is_some() != seen[id][slot] {
                    return Err(bad(format!(
                        "the CARD lines of round id {id} differ from the hand followed"
                    )));
                }
            }
        }
        Ok(())
    }

    /// Applies this input's hints, now that the faces are known.
    fn resolve_hints(&mut self) -> Result<(), ReadError> {
        let rainbow = self.fresh.layout.deck.rainbow();
        for hint in std::mem::take(&mut self.pending) {
            let mut touched = 0u8;
            for (slot, index) in hint.cards.iter().enumerate() {
                let Some(index) = *index else { continue };
                let card = self.cards[index];
                let hit = if hint.target == self.me {
                    match hint.clue {
                        Clue::Colour(colour) => card.shown.0 == Some(colour),
                        Clue::Level(level) => card.shown.1 == Some(level),
                    }
                } else {
                    let face = card
                        .face
                        .ok_or_else(|| bad("a hinted card's face was never shown"))?;
                    hint.clue.touches(face, rainbow)
                };
                if hit {
                    touched |= 1 << slot;
                }
                self.cards[index].hints.learn(hint.clue, hit, rainbow);
            }
            if let Some(turn) = self.history.get_mut(hint.turn) {
                turn.result = TurnResult::Hint { touched };
            }
        }
        Ok(())
    }

    /// The seat's view now, through the rebuilt state, which works out
    /// what each card can still be as the referee's view does.
    fn turn_read(&self) -> TurnRead<Fireworks> {
        let seat = self.players[self.me];
        let hands = self
            .hands
            .iter()
            .enumerate()
            .map(|(id, hand)| {
                std::array::from_fn(|slot| {
                    hand[slot].map(|index| {
                        let card = self.cards[index];
                        SeenCard {
                            slot,
                            card: (id != self.me).then_some(card.face).flatten(),
                            hints: card.hints,
                            possible: card.hints.possible(),
                            drawn: card.drawn,
                        }
                    })
                })
            })
            .collect();
        let mut opening = self.fresh.opening.clone();
        opening.mistakes = vec![0; self.players.len()];
        let raw = FireworksView {
            seat,
            round: self.index,
            players: self.players.clone(),
            me: Some(self.me),
            to_act: Some(seat),
            hands,
            fireworks: self.fireworks,
            discards: self.discards.clone(),
            deck: self.deck,
            tokens: self.tokens,
            mistakes_left: self.mistakes_left,
            mistakes: self.mistakes.clone(),
            final_turns: self.final_turns,
            opening,
            history: self.history.clone(),
            results: Vec::new(),
            over: false,
            ..self.fresh.clone()
        };
        let view = Fireworks::seat_state(&self.options, seat, &raw).view(seat);
        TurnRead {
            options: self.options.clone(),
            seat,
            view,
        }
    }
}
