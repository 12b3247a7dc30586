//! The conventions of the `medium` and `hard` levels, the ones a person
//! can follow. [`CONVENTIONS`] says them in plain words for the rules
//! page; [`read`] is the same reading as code, applied by every AI to
//! every hint (its own, its teammates', a person's) through
//! [`super::table::Table::interpret`]. Only public facts go in, so this
//! file knows nothing of the tables that hold them.

use super::super::actions::{Clue, Slot};
use super::super::cards::KindSet;
use super::super::knowledge::HintKnowledge;

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
pub enum Intent {
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
    pub intent: Intent,
}

/// The public facts a reading needs, computed once per table state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Facts {
    /// Kinds with a copy neither played nor discarded.
    pub left: KindSet,
    /// Kinds that fit now.
    pub play: KindSet,
    /// Kinds with one useful copy left.
    pub critical: KindSet,
    /// Whether colour hints also touch MULTICOLOR (rule 25).
    pub rainbow: bool,
}

/// What a reading needs to know about one hand, worked out once for
/// every clue that could be given to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandFacts {
    /// The chop: the oldest untouched card.
    pub chop: Option<Slot>,
    /// The untouched slots, newest first.
    order: [u8; 5],
    /// How many untouched slots there are.
    count: u8,
    /// The kinds each card's hints allow.
    possible: [KindSet; 5],
}

impl HandFacts {
    /// The facts of a hand given slot by slot: `None` for an empty slot,
    /// else the turn after which its card was drawn and what the hints
    /// said about it.
    pub fn of(hand: impl IntoIterator<Item = Option<(u16, HintKnowledge)>>) -> HandFacts {
        let mut untouched: [(u16, u8); 5] = [(0, 0); 5];
        let mut count = 0;
        let mut possible = [KindSet::EMPTY; 5];
        for (slot, card) in hand.into_iter().enumerate() {
            if let Some((drawn, hints)) = card {
                possible[slot] = hints.possible();
                if !hints.touched() {
                    untouched[count] = (drawn, slot as u8);
                    count += 1;
                }
            }
        }
        let list = &mut untouched[..count];
        list.sort_unstable_by(|a, b| b.cmp(a));
        let mut order = [0u8; 5];
        for (i, &(_, slot)) in list.iter().enumerate() {
            order[i] = slot;
        }
        HandFacts {
            chop: (count > 0).then(|| usize::from(order[count - 1])),
            order,
            count: count as u8,
            possible,
        }
    }
}

/// The kinds a clue touches, MULTICOLOR included (a level clue touches
/// the MULTICOLOR card of that level; under `rainbow` a colour clue
/// touches every MULTICOLOR card).
pub fn clue_kinds(clue: Clue, rainbow: bool) -> KindSet {
    match clue {
        Clue::Colour(colour) => {
            let multi = if rainbow { 0x1f << 25 } else { 0 };
            KindSet((0x1f << (colour.index() * 5)) | multi)
        }
        Clue::Level(level) => KindSet(0x0210_8421 << (level - 1)),
    }
}

/// How the conventions read a hint touching the slots in `touched` of the
/// hand described by `hand`, with the table's public `facts` as they were
/// just before the hint (so every player reads it the same way). `None`
/// when the hint touches no new card, or when no card could fit the
/// reading (a hint that follows other conventions).
pub fn read(hand: &HandFacts, facts: &Facts, clue: Clue, touched: u8) -> Option<Reading> {
    let chop = hand.chop?;
    let on_chop = touched & (1 << chop) != 0;
    let focus = if on_chop {
        chop
    } else {
        let newest = hand.order[..usize::from(hand.count)]
            .iter()
            .find(|&&slot| touched & (1 << slot) != 0)?;
        usize::from(*newest)
    };
    let possible = hand.possible[focus]
        .and(clue_kinds(clue, facts.rainbow))
        .and(facts.left);
    let save = if on_chop {
        facts.critical
    } else {
        KindSet::EMPTY
    };
    let set = possible.and(KindSet(facts.play.0 | save.0));
    if set.is_empty() {
        return None;
    }
    let intent = if set.minus(facts.play).is_empty() {
        Intent::Play
    } else {
        Intent::Save
    };
    Some(Reading { focus, set, intent })
}
