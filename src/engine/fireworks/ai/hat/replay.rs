//! Rebuilds the hat team's public knowledge from a view: the round's
//! history replayed from its opening, every hint decoded as the code word
//! it is, with the teammates' hands as they were at the time (the current
//! hands, wound back through the cards revealed since).

use super::super::super::actions::{Clue, FireworksAction, HAND_SIZE};
use super::super::super::cards::{Card, KindSet, KINDS};
use super::super::super::history::TurnResult;
use super::super::super::view::FireworksView;
use super::super::table::MAX_PLAYERS;
use super::board::{Board, HandSets, Weights};
use super::code::{decode, encode};

/// Faces of every hand as the viewer sees them (`None`: own or empty).
pub type Faces = [[Option<Card>; HAND_SIZE]; MAX_PLAYERS];

/// Whether every card of a hand could be `colour`, or could be `level`:
/// then the hand may hold a single colour or level, and a hinter cannot
/// count on two of each.
fn may_be_uniform(sets: &HandSets, rainbow: bool) -> bool {
    let cards = sets.iter().flatten();
    let colours = cards.clone().fold(0x3f, |m, s| m & s.colour_mask());
    let levels = cards.clone().fold(0x1f, |m, s| m & s.level_mask());
    // Under rainbow a MULTICOLOR card shares every colour: count the
    // colours as possibly uniform whenever one may be MULTICOLOR.
    let multi = cards.clone().any(|s| s.colour_mask() & 0x20 != 0);
    colours != 0 || levels != 0 || (rainbow && multi)
}

/// How many hint classes a hint to round id `target` can stand for: 4
/// when the hand surely holds two colours and two levels, else 3 with at
/// least four cards (one of them then differs from any given card), else 2.
pub fn classes(board: &Board, target: usize) -> u32 {
    let cards = board.sets[target].iter().flatten().count();
    if cards == 0 {
        0
    } else if !may_be_uniform(&board.sets[target], board.rainbow) {
        4
    } else if cards >= 4 {
        3
    } else {
        2
    }
}

/// The card of round id `target` that hints are keyed to: the one the
/// team knows least about (not dead, not determined; most unknown
/// attributes), the lowest slot on ties.
pub fn index_card(board: &Board, target: usize) -> Option<usize> {
    let dead = board.dead();
    board.sets[target]
        .iter()
        .enumerate()
        .filter_map(|(slot, set)| set.map(|s| (slot, s)))
        .map(|(slot, set)| {
            let score = if set.minus(dead).is_empty() || set.len() <= 1 {
                0
            } else {
                1 + u32::from(set.colour_mask().count_ones() > 1)
                    + u32::from(set.level_mask().count_ones() > 1)
            };
            (score, std::cmp::Reverse(slot))
        })
        .max()
        .map(|(_, std::cmp::Reverse(slot))| slot)
}

/// The round ids after `hinter` at a table of `n`, in turn order.
pub fn others(n: usize, hinter: usize) -> impl Iterator<Item = usize> {
    (1..n).map(move |k| (hinter + k) % n)
}

/// The code number of a hint from `hinter` to `target` about `clue`
/// touching `touched`, and the number of code words; `None` for a hint the
/// code has no word for.
pub fn hint_code(
    board: &Board,
    hinter: usize,
    target: usize,
    clue: Clue,
    touched: u8,
) -> Option<(u32, u32)> {
    let mut offset = 0;
    let mut code = None;
    for other in others(board.n, hinter) {
        let count = classes(board, other);
        if other == target {
            let index = index_card(board, target)?;
            let on_index = touched & (1 << index) != 0;
            let class = match (on_index, clue, count) {
                (true, Clue::Level(_), _) => 0,
                (true, Clue::Colour(_), _) => 1,
                (false, _, 3) => 2,
                (false, Clue::Level(_), 4) => 2,
                (false, Clue::Colour(_), 4) => 3,
                _ => return None,
            };
            code = Some(offset + class);
        }
        offset += count;
    }
    code.map(|c| (c, offset))
}

/// The public possibilities after the hat value of every other player but
/// `skip` is worked out from their faces; returns the sum of those values.
pub fn sum_of_others(
    board: &mut Board,
    faces: &Faces,
    source: usize,
    skip: Option<usize>,
    total: u32,
) -> u32 {
    let mut sum = 0;
    let snapshot = board.clone();
    for other in others(board.n, source) {
        if Some(other) == skip {
            continue;
        }
        let mut sets = board.sets[other];
        sum += encode(&mut sets, &faces[other], &snapshot, total);
        board.sets[other] = sets;
    }
    sum % total.max(1)
}

/// Everyone learns the hat code word `code` (of `total`) given by
/// `source`; `me` decodes their own value from it.
pub fn learn_code(
    board: &mut Board,
    faces: &Faces,
    source: usize,
    me: usize,
    code: u32,
    total: u32,
) {
    if total < 2 {
        return;
    }
    if me == source {
        sum_of_others(board, faces, source, None, total);
        return;
    }
    let snapshot = board.clone();
    let others_sum = sum_of_others(board, faces, source, Some(me), total);
    let mine = (code + total - others_sum) % total;
    let mut sets = board.sets[me];
    decode(&mut sets, mine, &snapshot, total);
    board.sets[me] = sets;
}

/// Whether every player can tell round id `id` holds a playable card.
pub fn knows_playable(board: &Board, id: usize) -> bool {
    let playable = board.playable();
    board.sets[id]
        .iter()
        .flatten()
        .any(|s| !s.is_empty() && s.minus(playable).is_empty())
}

/// After a discard made with tokens left, everyone knows no other player
/// had a playable card they did not know of: those who know of none hold
/// none.
pub fn nobody_needed_a_hint(board: &mut Board, discarder: usize) {
    let playable = board.playable();
    for id in (0..board.n).filter(|&i| i != discarder) {
        if !knows_playable(board, id) {
            for set in board.sets[id].iter_mut().flatten() {
                let narrowed = set.minus(playable);
                if !narrowed.is_empty() {
                    *set = narrowed;
                }
            }
        }
    }
}

/// The slots of round id `id` every player knows to be useless: dead, or
/// one of two cards known to be the same.
pub fn public_useless(board: &Board, id: usize) -> Vec<usize> {
    useless_slots(
        board.sets[id]
            .iter()
            .enumerate()
            .filter_map(|(slot, set)| set.filter(|s| !s.is_empty()).map(|s| (slot, s))),
        board.dead(),
    )
}

/// Among `sets` (slot, the kinds the card can still be), the slots of
/// useless cards: every kind it can be is dead, or it is one of two cards
/// known to be the same kind. Sorted.
pub fn useless_slots(sets: impl Iterator<Item = (usize, KindSet)>, dead: KindSet) -> Vec<usize> {
    let mut useless = Vec::new();
    let mut seen: [Option<usize>; KINDS] = [None; KINDS];
    for (slot, set) in sets {
        if set.minus(dead).is_empty() {
            useless.push(slot);
        } else if let Some(card) = set.single() {
            match seen[card.kind()] {
                Some(first) => {
                    useless.push(slot);
                    if !useless.contains(&first) {
                        useless.push(first);
                    }
                }
                None => seen[card.kind()] = Some(slot),
            }
        }
    }
    useless.sort_unstable();
    useless
}

/// One turn as every player saw it, in round ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seen {
    /// A hint to `target` naming `clue`, touching the slots of `touched`.
    Hint {
        /// Who was told.
        target: usize,
        /// What they were told.
        clue: Clue,
        /// The slots touched, as a bit mask.
        touched: u8,
    },
    /// A discard from `slot` showing `card`, and whether a card was drawn.
    Discard {
        /// The emptied slot.
        slot: usize,
        /// The card discarded.
        card: Card,
        /// Whether a card was drawn into the slot.
        drew: bool,
    },
    /// A play from `slot` showing `card` (`success`: it fitted).
    Play {
        /// The emptied slot.
        slot: usize,
        /// The card played.
        card: Card,
        /// Whether it extended its firework.
        success: bool,
        /// Whether a card was drawn into the slot.
        drew: bool,
    },
}

/// What round id `me` learns from `actor`'s turn `seen`, with `faces`
/// the hands `me` saw before it: the hat code decoded (or, for the
/// actor, the values it sent), the clue's plain meaning, the counters and
/// the cards shown and drawn.
pub fn learn_turn(board: &mut Board, faces: &Faces, actor: usize, me: usize, seen: Seen) {
    match seen {
        Seen::Hint {
            target,
            clue,
            touched,
        } => {
            if let Some((code, total)) = hint_code(board, actor, target, clue, touched) {
                learn_code(board, faces, actor, me, code, total);
            }
            let matching = clue_set(clue, board.rainbow);
            for (slot, set) in board.sets[target].iter_mut().enumerate() {
                if let Some(set) = set {
                    let keep = if touched & (1 << slot) != 0 {
                        matching
                    } else {
                        KindSet::ALL.minus(matching)
                    };
                    let narrowed = set.and(keep);
                    if !narrowed.is_empty() {
                        *set = narrowed;
                    }
                }
            }
            board.tokens = board.tokens.saturating_sub(1);
        }
        Seen::Discard { slot, card, drew } => {
            if board.tokens > 0 {
                nobody_needed_a_hint(board, actor);
            }
            let useless = public_useless(board, actor);
            if useless.len() > 1 {
                if let Some(at) = useless.iter().position(|&s| s == slot) {
                    learn_code(board, faces, actor, me, at as u32, useless.len() as u32);
                }
            }
            board.tokens += 1;
            board.reveal(actor, slot, card, false, drew);
        }
        Seen::Play {
            slot,
            card,
            success,
            drew,
        } => {
            if !success {
                board.mistakes_left = board.mistakes_left.saturating_sub(1);
            }
            board.reveal(actor, slot, card, success, drew);
        }
    }
}

/// The public state of `view`'s round for its viewer, and the faces the
/// viewer sees now.
pub fn rebuild(view: &FireworksView, me: usize) -> (Board, Faces) {
    let opening = &view.opening;
    let n = view.players.len();
    let mut discards = [0u8; KINDS];
    let opening_discards = &view.discards[..opening.discards.min(view.discards.len())];
    for card in opening_discards {
        discards[card.kind()] += 1;
    }
    let mut board = Board {
        rules: view.rules,
        n,
        hand_size: view.layout.hand_size,
        full: view.layout.deck.counts(),
        rainbow: view.layout.deck.rainbow(),
        discard_when_empty: view.layout.table.is_some(),
        nameable: view.layout.deck.nameable(),
        fireworks: opening.fireworks,
        discards,
        discard_count: opening_discards.len() as u32,
        tokens: opening.tokens,
        mistakes_left: opening.mistakes_left,
        deck: 0,
        sets: [[None; HAND_SIZE]; MAX_PLAYERS],
    };
    let fresh = board.fresh();
    let size = view.layout.hand_size;
    for hand in board.sets.iter_mut().take(n) {
        for set in hand.iter_mut().take(size) {
            *set = Some(fresh);
        }
    }
    // The faces now, then wound back turn by turn.
    let faces: Faces = std::array::from_fn(|id| {
        std::array::from_fn(|slot| {
            view.hands
                .get(id)
                .and_then(|hand| hand[slot])
                .and_then(|c| c.card)
        })
    });
    let now = faces;
    let mut past = vec![faces; view.history.len() + 1];
    let draws = view.history.iter().filter(|t| t.drew()).count() as u8;
    for (t, turn) in view.history.iter().enumerate().rev() {
        past[t] = past[t + 1];
        if let (Some(id), Some((slot, card))) = (view.round_id(turn.seat), turn.revealed()) {
            past[t][id][slot] = (id != me).then_some(card);
        }
    }
    board.deck = view.deck + draws;
    for (t, turn) in view.history.iter().enumerate() {
        let Some(actor) = view.round_id(turn.seat) else {
            continue;
        };
        let seen = match (turn.action, turn.result) {
            (FireworksAction::Hint { to, clue }, TurnResult::Hint { touched }) => {
                let Some(target) = view.round_id(to) else {
                    continue;
                };
                Seen::Hint {
                    target,
                    clue,
                    touched,
                }
            }
            (FireworksAction::Discard(slot), TurnResult::Discarded { card, drew }) => {
                Seen::Discard { slot, card, drew }
            }
            (
                FireworksAction::Play(slot),
                TurnResult::Played {
                    card,
                    success,
                    drew,
                },
            ) => Seen::Play {
                slot,
                card,
                success,
                drew,
            },
            _ => continue,
        };
        learn_turn(&mut board, &past[t], actor, me, seen);
    }
    board.tokens = view.tokens;
    board.mistakes_left = view.mistakes_left;
    board.deck = view.deck;
    (board, now)
}

/// The kinds a clue touches (under `rainbow` a colour clue also touches
/// every MULTICOLOR kind).
pub fn clue_set(clue: Clue, rainbow: bool) -> KindSet {
    match clue {
        Clue::Colour(colour) => {
            let multi = if rainbow { 0x1f << 25 } else { 0 };
            KindSet((0x1f << (colour.index() * 5)) | multi)
        }
        Clue::Level(level) => KindSet(0x0210_8421 << (level - 1)),
    }
}

/// A card's weights for its holder: the public copies left, less the
/// copies the holder sees in the other hands.
pub fn private_left(board: &Board, faces: &Faces, me: usize) -> [u8; KINDS] {
    let mut left = board.remaining();
    for (id, hand) in faces.iter().enumerate() {
        if id == me {
            continue;
        }
        for card in hand.iter().flatten() {
            left[card.kind()] = left[card.kind()].saturating_sub(1);
        }
    }
    left
}

/// The chance each own card is in `target`, by private weights.
pub fn own_chance(
    board: &Board,
    left: &[u8; KINDS],
    me: usize,
    slot: usize,
    target: KindSet,
) -> f64 {
    board.sets[me][slot].map_or(0.0, |set| Weights { left }.chance(set, target))
}
