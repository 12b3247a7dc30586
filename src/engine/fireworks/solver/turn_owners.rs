//! Who can play what at the end of a round: the bound of [`super::bounds`]
//! made to see that the last drawing turn and the final turns each belong
//! to one player, who can play only a card of their own hand.
//!
//! Number the plays left `1..=S` as there: plays `1..=D` are the actions
//! that draw (`D` cards left in the deck), then the final turns. Once the
//! player `L` who will draw the last card is fixed, the player of every
//! play from `D` on is known: play `D` is `L`'s (it draws the last card)
//! and final turn `j` is player `L + j`'s (rule 8: the final turns go
//! round the table from the player after `L`). In those *owned* plays a
//! card can be played only by the player holding it: a card in a hand
//! stays in that hand, the last card of the deck goes to `L`, and only a
//! card drawn earlier could be in anyone's hand. Once the final turns
//! have begun every play left is owned (from the player to act on).
//!
//! Per choice of `L`, each level's earliest play is then the first play
//! that a copy of it can take, after the level below; a set of plays fits
//! only if, besides the count of [`super::bounds`], for every group of
//! players `Q` and every owned play `t`, the plays whose earliest is `t`
//! or later and that only players of `Q` can make are no more than the
//! plays of `Q` from `t` on (Hall's condition on the owned plays). The
//! best over every `L` bounds the score: whatever line is played, its last
//! card is drawn by one of them (or never, and then no owned play is used).

use super::super::actions::HAND_SIZE;
use super::super::cards::KINDS;
use super::position::{Deal, Position, EMPTY};

/// No play: a level out of reach.
pub const NEVER: u16 = u16::MAX;

/// The players of the plays left, for one choice of the last drawer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Owners {
    /// The first owned play (1-based): `D`, or 1 once the deck is empty.
    pub first: u16,
    /// The player of each owned play, from `first` to the last play.
    pub player: Vec<u8>,
    /// Players at the table (their masks are below `1 << players`).
    pub players: usize,
}

impl Owners {
    /// The last play of the round (`S`).
    pub fn last(&self) -> u16 {
        self.first + self.player.len() as u16 - 1
    }

    /// The owned play of `mask`'s players at `from` or later, if any.
    fn next_of(&self, mask: u8, from: u16) -> Option<u16> {
        let start = usize::from(from.max(self.first) - self.first);
        (start..self.player.len())
            .find(|&index| mask & (1 << self.player[index]) != 0)
            .map(|index| self.first + index as u16)
    }
}

/// Where one copy of a card can be played: from `open` among the plays
/// before the owned ones, and by the players of `mask` in owned plays
/// from `owned`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct CopyWindow {
    open: u16,
    owned: u16,
    mask: u8,
}

/// Most copies of one kind (three 1s).
const MOST_COPIES: usize = 3;

/// The copies of every kind still to be played, as [`CopyWindow`]s.
pub struct Copies {
    /// Per kind, its copies' windows (the first `count[kind]`).
    windows: [[CopyWindow; MOST_COPIES]; KINDS],
    /// Per kind, how many copies are live.
    count: [u8; KINDS],
    /// The last card of the deck's kind and index among its copies, whose
    /// only player is the last drawer.
    last_card: Option<(usize, usize)>,
}

/// Every way the owned plays can fall: one [`Owners`] per possible last
/// drawer while cards are left (the likeliest first), or the final turns' own order once they
/// have begun. Empty when no play is left.
pub fn every_owners(deal: &Deal, position: &Position) -> Vec<Owners> {
    let players = deal.players.len();
    let deck = deal.deck_left(position);
    let finals = deal.final_turns_left(position);
    if deck == 0 {
        let current = usize::from(position.current);
        let player = (0..finals)
            .map(|turn| ((current + turn) % players) as u8)
            .collect::<Vec<_>>();
        if player.is_empty() {
            return Vec::new();
        }
        return vec![Owners {
            first: 1,
            player,
            players,
        }];
    }
    // The player who draws the last card if only plays and discards come
    // first, then the others (a bound often holds for the first).
    let likely = usize::from(position.current) + deck - 1;
    (0..players)
        .map(|step| (likely + step) % players)
        .map(|drawer| Owners {
            first: deck as u16,
            player: (0..=finals)
                .map(|turn| ((drawer + turn) % players) as u8)
                .collect(),
            players,
        })
        .collect()
}

impl Copies {
    /// Every live copy's plays, whoever draws the last card (set it with
    /// [`Copies::drawn_last_by`]): a card of the hand of `p` from the first
    /// play (owned ones: `p`'s only); the `d`-th card of the deck from
    /// play `d + 1` by anyone, except the last, which only its drawer can
    /// play, in a final turn.
    pub fn of(deal: &Deal, position: &Position) -> Copies {
        let players = deal.players.len();
        let empty = CopyWindow {
            open: NEVER,
            owned: NEVER,
            mask: 0,
        };
        let mut copies = Copies {
            windows: [[empty; MOST_COPIES]; KINDS],
            count: [0; KINDS],
            last_card: None,
        };
        let everyone = ((1u16 << players) - 1) as u8;
        let rest = &deal.deck[usize::from(position.drawn)..];
        // The owned plays start at the last card's draw, or at once.
        let first = rest.len().max(1) as u16;
        for (holder, hand) in position.hands[..players].iter().enumerate() {
            for &kind in hand.iter().take(HAND_SIZE).filter(|&&k| k != EMPTY) {
                copies.push(
                    kind,
                    CopyWindow {
                        open: 1,
                        owned: first,
                        mask: 1 << holder,
                    },
                );
            }
        }
        for (index, &kind) in rest.iter().enumerate() {
            let deep = index as u16 + 1;
            if index + 1 == rest.len() {
                let at = copies.push(
                    kind,
                    CopyWindow {
                        open: NEVER,
                        owned: deep + 1,
                        mask: 0,
                    },
                );
                copies.last_card = Some((usize::from(kind), at));
            } else {
                copies.push(
                    kind,
                    CopyWindow {
                        open: deep + 1,
                        owned: deep + 1,
                        mask: everyone,
                    },
                );
            }
        }
        copies
    }

    /// Adds a copy of `kind`; returns its index among the kind's copies.
    fn push(&mut self, kind: u8, window: CopyWindow) -> usize {
        let kind = usize::from(kind);
        let at = usize::from(self.count[kind]);
        self.windows[kind][at] = window;
        self.count[kind] += 1;
        at
    }

    /// Gives the deck's last card to the drawer of `owners` (the player of
    /// its first owned play).
    pub fn drawn_last_by(&mut self, owners: &Owners) {
        if let Some((kind, at)) = self.last_card {
            self.windows[kind][at].mask = 1 << owners.player[0];
        }
    }

    /// The earliest play at `from` or later that a copy of `kind` can
    /// take, with the players who could make it if it is an owned play
    /// (every copy's, a superset); [`NEVER`] when none can.
    pub fn earliest(&self, owners: &Owners, kind: usize, from: u16) -> (u16, u8) {
        let mut best = NEVER;
        let mut mask = 0u8;
        for copy in &self.windows[kind][..usize::from(self.count[kind])] {
            let open = from.max(copy.open);
            let at = if open < owners.first {
                open
            } else {
                owners
                    .next_of(copy.mask, from.max(copy.owned))
                    .unwrap_or(NEVER)
            };
            best = best.min(at);
            mask |= copy.mask;
        }
        (best, mask)
    }
}

/// Hall's condition on the owned plays: `late` holds, for each chosen
/// play whose earliest is an owned play, that earliest and who could
/// make it; for every group of players and every owned play `t`, the
/// plays due at `t` or later that only the group can make must fit in the
/// group's plays from `t` on. Only the groups made of the plays' own
/// players are tried (the whole table, or players of the plays that not
/// everyone can make): any other group holds no more plays than the
/// smaller such group inside it, and has at least its room.
pub fn owned_plays_fit(owners: &Owners, late: &[(u16, u8)]) -> bool {
    if late.is_empty() {
        return true;
    }
    let everyone = ((1u16 << owners.players) - 1) as u8;
    let some = late
        .iter()
        .map(|&(_, mask)| mask)
        .filter(|&mask| mask != everyone)
        .fold(0u8, |all, mask| all | mask);
    if !group_fits(owners, late, everyone) {
        return false;
    }
    // Every non-empty group inside `some`.
    let mut group = some;
    while group != 0 {
        if group != everyone && !group_fits(owners, late, group) {
            return false;
        }
        group = (group - 1) & some;
    }
    true
}

/// Hall's condition for one group of players (a mask).
fn group_fits(owners: &Owners, late: &[(u16, u8)], group: u8) -> bool {
    let mut due = 0usize;
    let mut room = 0usize;
    (owners.first..=owners.last()).rev().all(|t| {
        if group & (1 << owners.player[usize::from(t - owners.first)]) != 0 {
            room += 1;
        }
        due += late
            .iter()
            .filter(|&&(at, mask)| at == t && mask & !group == 0)
            .count();
        due <= room
    })
}
