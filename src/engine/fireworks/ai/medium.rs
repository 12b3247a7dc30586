//! The `medium` level: the conventions of [`super::conventions`] played
//! straight. In order: save the next player's chop if it is about to be
//! lost; play a card known to fit; give the best play hint; discard known
//! trash, else the chop; and when discarding is not allowed, give a hint
//! that only adds information, or play the likeliest card.

use super::super::actions::{Clue, HAND_SIZE};
use super::super::cards::{Card, KindSet};
use super::conventions::{read, Facts, Intent};
use super::mind::{public_set_with, Mind};
use super::reason::Why;
use super::table::{Move, Table, UNKNOWN};

/// The sets a decision reads over and over.
struct Sets {
    play: KindSet,
    trash: KindSet,
    critical: KindSet,
    facts: Facts,
}

impl Sets {
    fn of(table: &Table) -> Sets {
        let facts = table.facts();
        Sets {
            play: facts.play,
            trash: table.trash_set(),
            critical: facts.critical,
            facts,
        }
    }
}

/// The medium decision of the player to act on `table`, with its reason.
pub fn decide(table: &Table) -> (Move, Why) {
    let me = table.current;
    let sets = Sets::of(table);
    let mind = Mind::of(table, me);
    if table.tokens > 0 {
        if let Some(found) = save(table, me, &sets) {
            return found;
        }
    }
    if let Some(found) = known_play(table, me, &mind, &sets) {
        return found;
    }
    if table.tokens > 0 {
        if let Some(found) = best_play_hint(table, me, &sets) {
            return found;
        }
    }
    let can_discard = table.tokens < table.rules.max_tokens
        && (table.deck_len > 0 || table.layout.table.is_some());
    let all_touched = table.chop(me).is_none();
    if can_discard && all_touched && table.tokens > 0 && !has_known_trash(&mind, &sets) {
        // Every card was touched: a hint that only adds information
        // keeps them all.
        if let Some(found) = stall(table, me, &sets) {
            return found;
        }
    }
    if can_discard {
        return discard(table, me, &mind, &sets);
    }
    if table.deck_len == 0 && table.mistakes_left > 0 {
        if let Some((slot, chance)) = likeliest(table, me, &mind, &sets) {
            if chance >= 0.5 {
                return gamble(slot, chance);
            }
        }
    }
    if table.tokens > 0 {
        if let Some(found) = stall(table, me, &sets) {
            return found;
        }
    }
    let (slot, chance) = likeliest(table, me, &mind, &sets).unwrap_or((0, 0.0));
    gamble(slot, chance)
}

fn gamble(slot: usize, chance: f64) -> (Move, Why) {
    (
        Move::Play(slot),
        Why::Gamble {
            slot,
            chance: (chance * 100.0).round() as u8,
        },
    )
}

/// A card whose every possibility fits now: a 5 first (it brings a token
/// back), then the lowest level, then the oldest.
fn known_play(table: &Table, me: usize, mind: &Mind, sets: &Sets) -> Option<(Move, Why)> {
    let mut best: Option<(u8, u16, usize)> = None;
    for slot in 0..HAND_SIZE {
        let set = mind.sets[slot];
        if set.is_empty() || !set.minus(sets.play).is_empty() {
            continue;
        }
        let level = set.cards().map(|c| c.level).max().unwrap_or(1);
        let order = if level == 5 { 0 } else { level };
        let drawn = table.hands[me][slot].map_or(0, |c| c.drawn);
        if best.is_none_or(|b| (order, drawn) < (b.0, b.1)) {
            best = Some((order, drawn, slot));
        }
    }
    let (_, _, slot) = best?;
    let card = table.hands[me][slot]?;
    let exact = mind.sets[slot].single();
    let why = match (card.intent, card.intended_by) {
        (Intent::Play | Intent::Save, Some((by, clue))) if !card_fully_hinted(&card) => {
            Why::PlayHinted {
                slot,
                by: table.players[by],
                clue,
                card: exact,
            }
        }
        _ => Why::PlayKnown { slot, card: exact },
    };
    Some((Move::Play(slot), why))
}

fn card_fully_hinted(card: &super::table::TCard) -> bool {
    card.hints.colour().is_some() && card.hints.level().is_some()
}

/// The card of round id `id` in `slot` (a teammate's, so its face is
/// known).
fn face(table: &Table, id: usize, slot: usize) -> Option<Card> {
    table.hands[id][slot].and_then(|c| c.card())
}

/// Whether a teammate will play or discard something other than their
/// chop on their turn: a card they know fits or is useless, as far as
/// the decider can tell (the decider's own cards count as unseen).
fn has_other_move(table: &Table, id: usize, sets: &Sets) -> bool {
    let mind = Mind::of(table, id);
    mind.sets.iter().any(|set| {
        !set.is_empty() && (set.minus(sets.play).is_empty() || set.minus(sets.trash).is_empty())
    })
}

/// Saves the next player's chop when it is a card the team cannot lose
/// and they are about to discard it.
fn save(table: &Table, me: usize, sets: &Sets) -> Option<(Move, Why)> {
    let next = (me + 1) % table.n;
    // After this hint the next player is below the maximum of tokens, so
    // they may discard if the deck is not empty.
    if table.deck_len == 0 {
        return None;
    }
    let chop = table.chop(next)?;
    let card = face(table, next, chop)?;
    let kind = card.kind();
    if !sets.critical.has_kind(kind) || sets.play.has_kind(kind) {
        return None;
    }
    if has_other_move(table, next, sets) {
        return None;
    }
    let mut options: Vec<(i32, Clue)> = Vec::new();
    for clue in [Clue::Level(card.level), Clue::Colour(card.colour)] {
        let touched = table.touched(next, clue);
        let Some(reading) = table.interpret_with(&sets.facts, next, clue, touched) else {
            continue;
        };
        if reading.focus != chop || !reading.set.has_kind(kind) {
            continue;
        }
        let score = -bad_touches(table, next, touched, chop, sets);
        options.push((score, clue));
    }
    // The level first on ties: "5" is the save a person reads at once.
    let (_, clue) = options.into_iter().rev().max_by_key(|(score, _)| *score)?;
    Some((
        Move::Hint { to: next, clue },
        Why::Save {
            to: table.players[next],
            slot: chop,
            card,
            clue,
        },
    ))
}

/// How many newly touched cards besides `focus` are useless.
fn bad_touches(table: &Table, id: usize, touched: u8, focus: usize, sets: &Sets) -> i32 {
    let mut bad = 0;
    for (slot, card) in table.hands[id].iter().enumerate() {
        if let Some(card) = card {
            if slot != focus
                && touched & (1 << slot) != 0
                && !card.hints.touched()
                && card.kind != UNKNOWN
                && sets.trash.has_kind(usize::from(card.kind))
            {
                bad += 1;
            }
        }
    }
    bad
}

/// Whether a card of `kind` is already on its way: a teammate's card of
/// that kind that its holder knows fits, or that a hint marked to play.
fn already_coming(
    table: &Table,
    me: usize,
    kind: usize,
    except: (usize, usize),
    sets: &Sets,
) -> bool {
    for id in (0..table.n).filter(|&i| i != me) {
        for (slot, card) in table.hands[id].iter().enumerate() {
            let Some(card) = card else { continue };
            if (id, slot) == except || usize::from(card.kind) != kind {
                continue;
            }
            let set = public_set_with(sets.facts.left, card);
            if card.intent != Intent::None || (!set.is_empty() && set.minus(sets.play).is_empty()) {
                return true;
            }
        }
    }
    false
}

/// The best hint that makes a teammate play a card that fits now.
fn best_play_hint(table: &Table, me: usize, sets: &Sets) -> Option<(Move, Why)> {
    let mut best: Option<(i32, Move, Why)> = None;
    for step in 1..table.n {
        let to = (me + step) % table.n;
        let masks = table.touch_masks(to);
        let hand = table.hand_facts(to);
        for &(clue, touched) in &masks {
            if touched == 0 {
                continue;
            }
            let Some(reading) = read(&hand, &sets.facts, clue, touched) else {
                continue;
            };
            let Some(card) = face(table, to, reading.focus) else {
                continue;
            };
            let kind = card.kind();
            if reading.intent != Intent::Play || !reading.set.has_kind(kind) {
                continue;
            }
            if already_coming(table, me, kind, (to, reading.focus), sets) {
                continue;
            }
            let mut score = 100 - 2 * i32::from(card.level);
            if step == 1 {
                score += 3;
            }
            score -= 15 * bad_touches(table, to, touched, reading.focus, sets);
            // Other new cards that learn something useful.
            for (slot, other) in table.hands[to].iter().enumerate() {
                if let Some(other) = other {
                    if slot != reading.focus && touched & (1 << slot) != 0 && !other.hints.touched()
                    {
                        score += 2;
                    }
                }
            }
            // A precise hint (the card then known exactly) is better.
            if reading.set.len() == 1 {
                score += 1;
            }
            if best.as_ref().is_none_or(|b| score > b.0) {
                best = Some((
                    score,
                    Move::Hint { to, clue },
                    Why::PlayHint {
                        to: table.players[to],
                        slot: reading.focus,
                        card,
                        clue,
                    },
                ));
            }
        }
    }
    best.map(|(_, mv, why)| (mv, why))
}

/// Whether an own card is known to be useless.
fn has_known_trash(mind: &Mind, sets: &Sets) -> bool {
    mind.sets
        .iter()
        .any(|set| !set.is_empty() && set.minus(sets.trash).is_empty())
}

/// Known trash first, then the chop, then the card that matters least.
fn discard(table: &Table, me: usize, mind: &Mind, sets: &Sets) -> (Move, Why) {
    let present = |slot: usize| table.hands[me][slot].is_some();
    if let Some(slot) = (0..HAND_SIZE).find(|&s| {
        present(s) && !mind.sets[s].is_empty() && mind.sets[s].minus(sets.trash).is_empty()
    }) {
        return (Move::Discard(slot), Why::DiscardTrash { slot });
    }
    if let Some(slot) = table.chop(me) {
        return (Move::Discard(slot), Why::DiscardChop { slot });
    }
    // The card least likely to be the last copy of anything, then the
    // likeliest useless, then one no clue gave an intent.
    let spare = |s: usize| {
        let card = table.hands[me][s].expect("present");
        let intended = f64::from(u8::from(card.intent != Intent::None));
        mind.chance(s, sets.trash) - 2.0 * mind.chance(s, sets.critical) - 0.5 * intended
    };
    let slot = (0..HAND_SIZE)
        .filter(|&s| present(s))
        .max_by(|&a, &b| {
            spare(a)
                .partial_cmp(&spare(b))
                .unwrap_or(std::cmp::Ordering::Equal)
        })
        .unwrap_or(0);
    (Move::Discard(slot), Why::DiscardLeast { slot })
}

/// The own card most likely to fit (and the chance), oldest first on ties.
fn likeliest(table: &Table, me: usize, mind: &Mind, sets: &Sets) -> Option<(usize, f64)> {
    let mut best: Option<(f64, u16, usize)> = None;
    for slot in 0..HAND_SIZE {
        let Some(card) = table.hands[me][slot] else {
            continue;
        };
        let chance = mind.chance(slot, sets.play);
        if best.is_none_or(|b| chance > b.0 || (chance == b.0 && card.drawn < b.1)) {
            best = Some((chance, card.drawn, slot));
        }
    }
    best.map(|(chance, _, slot)| (slot, chance))
}

/// A hint that cannot be misread (no new card touched, or a reading that
/// holds), teaching the most; the next player first.
fn stall(table: &Table, me: usize, sets: &Sets) -> Option<(Move, Why)> {
    let mut best: Option<(i32, Move)> = None;
    for step in 1..table.n {
        let to = (me + step) % table.n;
        let masks = table.touch_masks(to);
        let hand = table.hand_facts(to);
        for &(clue, touched) in &masks {
            if touched == 0 {
                continue;
            }
            let reading = read(&hand, &sets.facts, clue, touched);
            if let Some(reading) = reading {
                let Some(card) = face(table, to, reading.focus) else {
                    continue;
                };
                if !reading.set.has_kind(card.kind()) {
                    continue;
                }
            }
            let mut score = 0;
            for (slot, card) in table.hands[to].iter().enumerate() {
                let Some(card) = card else { continue };
                let before = public_set_with(sets.facts.left, card).len() as i32;
                let mut hints = card.hints;
                hints.learn(
                    clue,
                    touched & (1 << slot) != 0,
                    table.layout.deck.rainbow(),
                );
                let after = hints
                    .possible()
                    .and(public_set_with(sets.facts.left, card))
                    .len() as i32;
                let useful = card.kind != UNKNOWN && !sets.trash.has_kind(usize::from(card.kind));
                score += (before - after) * if useful { 2 } else { 1 };
            }
            if step == 1 {
                score += 1;
            }
            if best.as_ref().is_none_or(|b| score > b.0) {
                best = Some((score, Move::Hint { to, clue }));
            }
        }
    }
    let (_, mv) = best?;
    let Move::Hint { to, clue } = mv else {
        return None;
    };
    Some((
        mv,
        Why::Stall {
            to: table.players[to],
            clue,
            deck_empty: table.deck_len == 0,
        },
    ))
}
