//! A compact round for the AIs: every card with what the hints and the
//! conventions say about it, the counters, and (in simulations) the deck.
//!
//! One type serves two jobs. Built from a view ([`Table::from_view`]) by
//! replaying the round's public history, it is what a player knows: the
//! faces of the player's own cards are [`UNKNOWN`]. With those faces and a
//! deck filled in by a sampled world, it is a full simulator of the rest
//! of the round ([`Table::step`]) for the `hard` level's rollouts. Policies
//! read a table only through what their player may see.

use super::super::actions::{Clue, FireworksAction, Slot, HAND_SIZE};
use super::super::cards::{Card, KindCounts, KindSet, COLOURS, DECK_SIZE, KINDS};
use super::super::final_turns;
use super::super::history::{Turn, TurnResult};
use super::super::knowledge::HintKnowledge;
use super::super::options::Rules;
use super::super::round::Layout;
use super::super::view::FireworksView;
use super::conventions::{read, Facts, HandFacts, Intent, Reading};
use crate::engine::game::Seat;

/// The face of a card its table's owner cannot see.
pub const UNKNOWN: u8 = u8::MAX;

/// The most players of a round (a standard table of five).
pub const MAX_PLAYERS: usize = 5;

/// The colour index of MULTICOLOR.
const MULTI: usize = 5;

/// A move with round ids (the AIs' own form of an action).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Play the card in this slot.
    Play(Slot),
    /// Discard the card in this slot.
    Discard(Slot),
    /// Tell round id `to` about `clue`.
    Hint {
        /// The round id told.
        to: usize,
        /// The colour or level.
        clue: Clue,
    },
}

/// One card in a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TCard {
    /// Its kind (`0..30`), or [`UNKNOWN`].
    pub kind: u8,
    /// What the hints said.
    pub hints: HintKnowledge,
    /// The turn after which it was drawn (0: the deal).
    pub drawn: u16,
    /// What the conventions say it is ([`KindSet::ALL`]: nothing).
    pub conv: KindSet,
    /// Whether a hint asked for it to be played or saved.
    pub intent: Intent,
    /// The round id whose hint gave it its intent, and the clue.
    pub intended_by: Option<(usize, Clue)>,
}

impl TCard {
    /// A card of kind `kind` (or [`UNKNOWN`]) drawn after turn `drawn`,
    /// with what the hints said.
    pub fn with_hints(kind: u8, drawn: u16, hints: HintKnowledge) -> TCard {
        TCard {
            kind,
            hints,
            drawn,
            conv: KindSet::ALL,
            intent: Intent::None,
            intended_by: None,
        }
    }

    /// The card it shows, when known.
    pub fn card(&self) -> Option<Card> {
        (self.kind != UNKNOWN).then(|| Card::from_kind(usize::from(self.kind)))
    }
}

/// Sets of kinds that follow from the fireworks and the discards alone,
/// kept up to date as cards leave the hands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Public {
    /// Kinds that fit now.
    pub play: KindSet,
    /// Kinds no longer useful.
    pub trash: KindSet,
    /// Kinds with one useful copy left.
    pub critical: KindSet,
    /// Kinds with a copy neither played nor discarded.
    pub left: KindSet,
}

/// A round as an AI knows or simulates it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// Tokens, mistakes and final turns.
    pub rules: Rules,
    /// Who plays, hands, deck and scoring.
    pub layout: Layout,
    /// The copies of every kind in the deck in play.
    pub full: KindCounts,
    /// Players in the round (the first `n` entries of the arrays below).
    pub n: usize,
    /// The players' global seats in round-id order.
    pub players: [Seat; MAX_PLAYERS],
    /// Each round id's hand.
    pub hands: [[Option<TCard>; HAND_SIZE]; MAX_PLAYERS],
    /// Firework heights.
    pub fireworks: [u8; COLOURS],
    /// Discarded copies per kind.
    pub discards: KindCounts,
    /// Tokens on the table.
    pub tokens: u8,
    /// Mistakes still allowed before the fatal one.
    pub mistakes_left: u8,
    /// Each round id's mistakes.
    pub mistakes: [u8; MAX_PLAYERS],
    /// The deck in a simulation (the last of the first `deck_len` is drawn
    /// next); only `deck_len` is meaningful in a table built from a view.
    pub deck: [u8; DECK_SIZE],
    /// Cards left in the deck.
    pub deck_len: u8,
    /// Turns left after the last card was drawn.
    pub final_turns: Option<u8>,
    /// The round id to act.
    pub current: usize,
    /// Turns taken so far.
    pub turn: u16,
    /// Whether the round has ended.
    pub over: bool,
    /// Whether it ended on the fatal mistake.
    pub fatal: bool,
    /// What the fireworks and discards imply (see [`Table::refresh`]).
    pub public: Public,
}

impl Table {
    /// The public facts the conventions read hints with, now.
    pub fn facts(&self) -> Facts {
        Facts {
            left: self.public.left,
            play: self.public.play,
            critical: self.public.critical,
            rainbow: self.layout.deck.rainbow(),
        }
    }

    /// What the conventions need to know about round id `target`'s hand.
    pub fn hand_facts(&self, target: usize) -> HandFacts {
        HandFacts::of(
            self.hands[target]
                .iter()
                .map(|card| card.map(|card| (card.drawn, card.hints))),
        )
    }

    /// How the conventions read a hint to round id `target` touching the
    /// slots in `touched`, on this table as it is just before the hint
    /// (see [`read`]).
    pub fn interpret(&self, target: usize, clue: Clue, touched: u8) -> Option<Reading> {
        self.interpret_with(&self.facts(), target, clue, touched)
    }

    /// [`Table::interpret`] with the table's facts already worked out.
    pub fn interpret_with(
        &self,
        facts: &Facts,
        target: usize,
        clue: Clue,
        touched: u8,
    ) -> Option<Reading> {
        read(&self.hand_facts(target), facts, clue, touched)
    }

    /// The table of `view`'s round as its viewer knows it: the public
    /// history replayed from the opening (hints, conventions, draws), then
    /// the faces the viewer sees.
    pub fn from_view(view: &FireworksView) -> Table {
        let opening = &view.opening;
        let mut discards = [0u8; KINDS];
        for card in &view.discards[..opening.discards.min(view.discards.len())] {
            discards[card.kind()] += 1;
        }
        let n = view.players.len();
        let size = view.layout.hand_size;
        let fresh = HintKnowledge::fresh(view.layout.deck.colour_count());
        let mut hand = [None; HAND_SIZE];
        for card in hand.iter_mut().take(size) {
            *card = Some(TCard::with_hints(UNKNOWN, 0, fresh));
        }
        let mut table = Table {
            rules: view.rules,
            layout: view.layout,
            full: view.layout.deck.counts(),
            n,
            players: std::array::from_fn(|id| view.players.get(id).copied().unwrap_or(0)),
            hands: std::array::from_fn(|id| if id < n { hand } else { [None; HAND_SIZE] }),
            fireworks: opening.fireworks,
            discards,
            tokens: opening.tokens,
            mistakes_left: opening.mistakes_left,
            mistakes: std::array::from_fn(|id| opening.mistakes.get(id).copied().unwrap_or(0)),
            deck: [0; DECK_SIZE],
            deck_len: 0,
            final_turns: None,
            current: 0,
            turn: 0,
            over: false,
            fatal: false,
            public: Public::default(),
        };
        table.refresh();
        for turn in &view.history {
            table.replay(view, turn);
        }
        table.deck_len = view.deck;
        table.final_turns = view.final_turns;
        table.tokens = view.tokens;
        table.mistakes_left = view.mistakes_left;
        for (id, &made) in view.mistakes.iter().enumerate() {
            table.mistakes[id] = made;
        }
        table.current = view.acting_id().unwrap_or(table.current);
        table.over = view.to_act.is_none();
        for id in 0..n {
            for slot in 0..HAND_SIZE {
                match (&mut table.hands[id][slot], &view.hands[id][slot]) {
                    (Some(card), Some(seen)) => {
                        card.kind = seen.card.map_or(UNKNOWN, |c| c.kind() as u8);
                        card.hints = seen.hints;
                        card.drawn = seen.drawn;
                    }
                    (slot_card, seen) => {
                        // The replay and the view always agree; keep the
                        // view's word if they ever did not.
                        *slot_card = seen.map(|s| {
                            TCard::with_hints(
                                s.card.map_or(UNKNOWN, |c| c.kind() as u8),
                                s.drawn,
                                s.hints,
                            )
                        });
                    }
                }
            }
        }
        table
    }

    /// Replays one public turn.
    fn replay(&mut self, view: &FireworksView, turn: &Turn) {
        let Some(id) = view.round_id(turn.seat) else {
            return;
        };
        self.current = id;
        match (turn.action, turn.result) {
            (FireworksAction::Hint { to, clue }, TurnResult::Hint { touched }) => {
                if let Some(target) = view.round_id(to) {
                    self.hint(id, target, clue, touched);
                }
            }
            (
                FireworksAction::Play(slot),
                TurnResult::Played {
                    card,
                    success,
                    drew,
                },
            ) => {
                self.remove(id, slot, card.kind() as u8, Some(success));
                self.after_removal(id, slot, drew.then_some(UNKNOWN));
            }
            (FireworksAction::Discard(slot), TurnResult::Discarded { card, drew }) => {
                self.remove(id, slot, card.kind() as u8, None);
                self.after_removal(id, slot, drew.then_some(UNKNOWN));
            }
            _ => {}
        }
        self.turn += 1;
        self.current = (id + 1) % self.n;
    }

    /// The slots of round id `target`'s hand that `clue` matches (faces
    /// must be known).
    pub fn touched(&self, target: usize, clue: Clue) -> u8 {
        let mut mask = 0;
        for (slot, card) in self.hands[target].iter().enumerate() {
            let Some(card) = card else { continue };
            if card.kind == UNKNOWN {
                continue;
            }
            let hit = match clue {
                Clue::Colour(colour) => {
                    let c = usize::from(card.kind) / 5;
                    c == colour.index() || (self.layout.deck.rainbow() && c == MULTI)
                }
                Clue::Level(level) => card.kind % 5 + 1 == level,
            };
            if hit {
                mask |= 1 << slot;
            }
        }
        mask
    }

    /// The slots every clue touches in round id `target`'s hand (faces
    /// must be known), in [`Clue::all`] order: the colours a hint may
    /// name, then five levels.
    pub fn touch_masks(&self, target: usize) -> Vec<(Clue, u8)> {
        Clue::all(self.layout.deck)
            .map(|clue| (clue, self.touched(target, clue)))
            .collect()
    }

    /// Applies a hint (touching `touched`) with its convention reading.
    pub fn hint(&mut self, giver: usize, target: usize, clue: Clue, touched: u8) {
        let reading = self.interpret(target, clue, touched);
        for (slot, card) in self.hands[target].iter_mut().enumerate() {
            if let Some(card) = card {
                card.hints
                    .learn(clue, touched & (1 << slot) != 0, self.layout.deck.rainbow());
            }
        }
        if let Some(reading) = reading {
            if let Some(card) = &mut self.hands[target][reading.focus] {
                card.conv = reading.set;
                card.intent = reading.intent;
                card.intended_by = Some((giver, clue));
            }
        }
        self.tokens = self.tokens.saturating_sub(1);
    }

    /// Takes the card of kind `kind` out of `slot`: played (`Some(true)`),
    /// a mistake (`Some(false)`) or discarded (`None`).
    fn remove(&mut self, id: usize, slot: Slot, kind: u8, played: Option<bool>) {
        self.remove_card(id, slot, kind, played);
        self.refresh();
    }

    fn remove_card(&mut self, id: usize, slot: Slot, kind: u8, played: Option<bool>) {
        self.hands[id][slot] = None;
        let card = Card::from_kind(usize::from(kind));
        match played {
            Some(true) => {
                self.fireworks[card.colour.index()] = card.level;
                if card.level == 5 && self.tokens < self.rules.max_tokens {
                    self.tokens += 1;
                }
            }
            Some(false) => {
                self.discards[usize::from(kind)] += 1;
                self.mistakes[id] += 1;
                if self.mistakes_left == 0 {
                    self.over = true;
                    self.fatal = true;
                }
                self.mistakes_left = self.mistakes_left.saturating_sub(1);
            }
            None => {
                self.discards[usize::from(kind)] += 1;
                self.tokens += 1;
            }
        }
    }

    /// Draws `drawn` (a kind or [`UNKNOWN`]) into the emptied slot.
    fn after_removal(&mut self, id: usize, slot: Slot, drawn: Option<u8>) {
        if let Some(kind) = drawn {
            let fresh = HintKnowledge::fresh(self.layout.deck.colour_count());
            self.hands[id][slot] = Some(TCard::with_hints(kind, self.turn + 1, fresh));
        }
    }

    /// Whether `mv` is allowed for the player to act (faces known).
    pub fn is_legal(&self, mv: Move) -> bool {
        let hand = &self.hands[self.current];
        match mv {
            Move::Play(slot) => hand[slot].is_some(),
            Move::Discard(slot) => {
                hand[slot].is_some()
                    && self.tokens < self.rules.max_tokens
                    && (self.deck_len > 0 || self.layout.table.is_some())
            }
            Move::Hint { to, clue } => {
                self.tokens > 0 && to != self.current && self.touched(to, clue) != 0
            }
        }
    }

    /// Plays `mv` for the player to act in a simulation (every face and
    /// the deck known), with the round's end (rule 8).
    pub fn step(&mut self, mv: Move) {
        let id = self.current;
        let counting = self.final_turns.is_some();
        match mv {
            Move::Hint { to, clue } => {
                let touched = self.touched(to, clue);
                self.hint(id, to, clue, touched);
            }
            Move::Play(slot) | Move::Discard(slot) => {
                let kind = self.hands[id][slot].map_or(0, |c| c.kind);
                let played = match mv {
                    Move::Play(_) => Some(self.is_playable(kind)),
                    _ => None,
                };
                self.remove(id, slot, kind, played);
                if !self.over && self.deck_len > 0 {
                    self.deck_len -= 1;
                    let drawn = self.deck[usize::from(self.deck_len)];
                    self.after_removal(id, slot, Some(drawn));
                    if self.deck_len == 0 {
                        self.final_turns = Some(final_turns::total(self.rules, self.n));
                    }
                }
            }
        }
        self.turn += 1;
        if self.fireworks[..self.layout.deck.colour_count()]
            .iter()
            .all(|&h| h == 5)
        {
            self.over = true;
        }
        if counting && !self.over && final_turns::count_down(&mut self.final_turns) {
            self.over = true;
        }
        self.current = (id + 1) % self.n;
    }

    /// Whether a card of kind `kind` fits its firework now.
    pub fn is_playable(&self, kind: u8) -> bool {
        self.fireworks[usize::from(kind) / 5] == kind % 5
    }

    /// Recomputes [`Table::public`] from the fireworks and the discards.
    pub fn refresh(&mut self) {
        let mut play = 0u32;
        let colours = self.layout.deck.colour_count();
        for (c, &h) in self.fireworks.iter().enumerate().take(colours) {
            if h < 5 {
                play |= 1 << (c * 5 + usize::from(h));
            }
        }
        let reach = self.reachable();
        let full = self.full;
        let mut trash = 0u32;
        for (c, (&height, &top)) in self.fireworks.iter().zip(&reach).enumerate() {
            for level in 1..=5u8 {
                if level <= height || level > top {
                    trash |= 1 << (c * 5 + usize::from(level) - 1);
                }
            }
        }
        let seen = self.public_counts();
        let mut critical = 0u32;
        let mut left = 0u32;
        for (kind, &copies) in full.iter().enumerate() {
            if trash & (1 << kind) == 0 && self.discards[kind] + 1 >= copies {
                critical |= 1 << kind;
            }
            if seen[kind] < copies {
                left |= 1 << kind;
            }
        }
        self.public = Public {
            play: KindSet(play),
            trash: KindSet(trash),
            critical: KindSet(critical),
            left: KindSet(left),
        };
    }

    /// The kinds that fit their firework now.
    pub fn playable_set(&self) -> KindSet {
        self.public.play
    }

    /// The greatest level each firework can still reach (a level whose
    /// copies are all discarded stops it).
    pub fn reachable(&self) -> [u8; COLOURS] {
        let full = self.full;
        std::array::from_fn(|c| {
            let mut top = self.fireworks[c];
            while top < 5 {
                let kind = c * 5 + usize::from(top);
                if self.discards[kind] >= full[kind] {
                    break;
                }
                top += 1;
            }
            top
        })
    }

    /// The kinds no longer useful: already played, or above a level whose
    /// copies are all gone.
    pub fn trash_set(&self) -> KindSet {
        self.public.trash
    }

    /// The kinds with one useful copy left (every other copy discarded):
    /// losing it caps its firework.
    pub fn critical_set(&self) -> KindSet {
        self.public.critical
    }

    /// Copies of each kind every player sees: fireworks and discards.
    pub fn public_counts(&self) -> KindCounts {
        let mut counts = self.discards;
        for (c, &h) in self.fireworks.iter().enumerate() {
            for level in 0..usize::from(h) {
                counts[c * 5 + level] += 1;
            }
        }
        counts
    }

    /// Copies of each kind round id `viewer` sees: the public cards and
    /// the other hands.
    pub fn seen_by(&self, viewer: usize) -> KindCounts {
        let mut counts = self.public_counts();
        for id in (0..self.n).filter(|&i| i != viewer) {
            for card in self.hands[id].iter().flatten() {
                if card.kind != UNKNOWN {
                    counts[usize::from(card.kind)] += 1;
                }
            }
        }
        counts
    }

    /// The oldest card of round id `id` that no hint touched (ties: the
    /// lower slot): the card its holder discards next.
    pub fn chop(&self, id: usize) -> Option<Slot> {
        self.hands[id]
            .iter()
            .enumerate()
            .filter_map(|(slot, c)| c.filter(|c| !c.hints.touched()).map(|c| (c.drawn, slot)))
            .min()
            .map(|(_, slot)| slot)
    }

    /// Team points now: the mean of the players' points (rule 9); at a
    /// standard table the team's score (the height, 0 after the fatal
    /// mistake).
    pub fn team_points(&self) -> f64 {
        if self.layout.table.is_some() {
            return if self.fatal {
                0.0
            } else {
                f64::from(self.height())
            };
        }
        let levels: u32 = self
            .fireworks
            .iter()
            .map(|&h| u32::from(h) * (u32::from(h) + 1) / 2)
            .sum();
        let mistakes: u32 = self.mistakes.iter().map(|&m| u32::from(m)).sum();
        10.0 + f64::from(levels) - f64::from(mistakes) / self.n as f64
    }

    /// The fireworks' total height.
    pub fn height(&self) -> u32 {
        self.fireworks.iter().map(|&h| u32::from(h)).sum()
    }

    /// The action for the engine.
    pub fn action(&self, mv: Move) -> FireworksAction {
        match mv {
            Move::Play(slot) => FireworksAction::Play(slot),
            Move::Discard(slot) => FireworksAction::Discard(slot),
            Move::Hint { to, clue } => FireworksAction::Hint {
                to: self.players[to],
                clue,
            },
        }
    }

    /// The move of an engine action (hints to seats outside the round
    /// cannot occur in a legal list).
    pub fn move_of(&self, action: FireworksAction) -> Option<Move> {
        Some(match action {
            FireworksAction::Play(slot) => Move::Play(slot),
            FireworksAction::Discard(slot) => Move::Discard(slot),
            FireworksAction::Hint { to, clue } => Move::Hint {
                to: self.players[..self.n].iter().position(|&p| p == to)?,
                clue,
            },
        })
    }
}
