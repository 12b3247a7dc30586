//! The conventions of the `medium` and `hard` levels, the ones a person
//! can follow. [`CONVENTIONS`] says them in plain words for the rules
//! page; [`interpret`] is the same reading as code, applied by every AI to
//! every hint (its own, its teammates', a person's).

use super::super::actions::{Clue, Slot};
use super::super::cards::{full_counts, KindSet, KINDS};
use super::table::Table;

/// The conventions in plain words, as the app's rules page shows them.
pub const CONVENTIONS: &str = "\
How the AI partners (medium and hard) read your hints, and give theirs.

1. Your chop is the card you would discard next: your oldest card that no \
hint has touched. Among the cards dealt at the start, card A counts as the \
oldest, then B, and so on; a card drawn later is newer than all of them.

2. When a hint touches new cards (cards no hint had touched before), one of \
them is its focus: your chop, if the hint touches it; otherwise the newest of \
the new cards. The other cards just learn what the hint says.

3. A hint whose focus is not your chop is a play hint: the focus can be played \
right now. Play it as soon as you can tell it fits (often at once).

4. A hint that touches your chop is a play hint or a save: the chop is either \
playable now, or a card the team must not lose (a 5, or the last copy of a \
card still needed). Keep it; play it once you know it fits.

5. A hint that only touches cards already touched says nothing more than its \
colour or level.

6. No tricks: a hint never asks you to play a card it does not touch, and the \
AIs never play a card on the strength of someone else's hint (no finesses). \
When they must discard, they discard a card they know is useless, or else \
their chop.";

/// What a hint asks of the card it focuses on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mark {
    /// Nothing.
    #[default]
    None,
    /// A play hint: the card fits now.
    Play,
    /// A play hint or a save on the chop: the card fits now or must be kept.
    Save,
}

/// The conventions' reading of a hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reading {
    /// The slot the hint focuses on.
    pub focus: Slot,
    /// What the focus can be, by the conventions.
    pub set: KindSet,
    /// Play, or play-or-save.
    pub mark: Mark,
}

/// How the conventions read a hint to round id `target` touching the
/// slots in `touched`, on the table as it was just before the hint (only
/// public facts are used, so every player reads it the same way). `None`
/// when the hint touches no new card, or when no card could fit the
/// reading (a hint that follows other conventions).
pub fn interpret(table: &Table, target: usize, clue: Clue, touched: u8) -> Option<Reading> {
    let hand = &table.hands[target];
    let mut newest: Option<(u16, Slot)> = None;
    let mut new_mask = 0u8;
    for (slot, card) in hand.iter().enumerate() {
        if let Some(card) = card {
            if touched & (1 << slot) != 0 && !card.hints.touched() {
                new_mask |= 1 << slot;
                if newest.is_none_or(|n| (card.drawn, slot) > n) {
                    newest = Some((card.drawn, slot));
                }
            }
        }
    }
    let (_, newest) = newest?;
    let chop = table.chop(target);
    let on_chop = chop.is_some_and(|c| new_mask & (1 << c) != 0);
    let focus = if on_chop {
        chop.unwrap_or(newest)
    } else {
        newest
    };
    let mut hints = hand[focus]?.hints;
    hints.learn(clue, true);
    let seen = table.public_counts();
    let full = full_counts();
    let left = KindSet(
        (0..KINDS)
            .filter(|&k| seen[k] < full[k])
            .fold(0, |b, k| b | (1 << k)),
    );
    let possible = hints.possible().and(left);
    let play = table.playable_set();
    let save = if on_chop {
        table.critical_set()
    } else {
        KindSet::EMPTY
    };
    let set = possible.and(KindSet(play.0 | save.0));
    if set.is_empty() {
        return None;
    }
    let mark = if set.minus(play).is_empty() {
        Mark::Play
    } else {
        Mark::Save
    };
    Some(Reading { focus, set, mark })
}
