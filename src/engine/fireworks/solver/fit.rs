//! The best choice of a height per colour whose plays fit in the plays
//! left (a small branch and bound over the colours), for the bounds of
//! [`super::bounds`] and [`super::turn_owners`].

use super::position::{Deal, Position};
use super::turn_owners::{owned_plays_fit, Owners};

/// Per colour, the earliest play of each level still needed (index
/// `level`), 0 for a level not needed or out of reach.
pub type Earliest = [[u16; 6]; 6];

/// Per colour and level, the players who could make its play when it is
/// an owned one ([`super::turn_owners`]).
pub type Makers = [[u8; 6]; 6];

/// The owned plays a fit must also respect: who plays them, and who could
/// make each level's play.
pub type Owned<'a> = (&'a Owners, &'a Makers);

/// The best total over choices of a height per colour (between its
/// height now and its cap) whose plays fit in `plays_left` plays, and in
/// the owned plays of `owned` when given.
pub fn best_fit(
    deal: &Deal,
    position: &Position,
    caps: &[u8; 6],
    earliest: &Earliest,
    plays_left: usize,
    owned: Option<Owned<'_>>,
) -> u32 {
    let mut search = Fit {
        deal,
        heights: position.fireworks,
        caps: *caps,
        tops: position.fireworks,
        earliest,
        owned,
        // at[t]: chosen plays whose earliest position is t.
        at: vec![0u16; plays_left + 2],
        plays_left,
        best: 0,
    };
    let base: u32 = (0..deal.colours)
        .map(|c| deal.colour_value(position.fireworks[c]))
        .sum();
    let most: u32 = (0..deal.colours)
        .map(|c| deal.colour_value(caps[c]) - deal.colour_value(position.fireworks[c]))
        .sum();
    search.best = base;
    search.choose(0, base, most);
    search.best
}

/// The branch and bound of [`best_fit`].
struct Fit<'a> {
    deal: &'a Deal,
    heights: [u8; 6],
    caps: [u8; 6],
    /// The height chosen for each colour so far.
    tops: [u8; 6],
    earliest: &'a Earliest,
    owned: Option<Owned<'a>>,
    at: Vec<u16>,
    plays_left: usize,
    best: u32,
}

impl Fit<'_> {
    /// Chooses the height of colours `colour..`; `total` is the score so
    /// far, `rest` the most the remaining colours could add.
    fn choose(&mut self, colour: usize, total: u32, rest: u32) {
        if total + rest <= self.best {
            return;
        }
        if colour == self.deal.colours {
            self.best = total;
            return;
        }
        let height = self.heights[colour];
        let cap = self.caps[colour];
        let own = self.deal.colour_value(cap) - self.deal.colour_value(height);
        for top in (height..=cap).rev() {
            for level in height + 1..=top {
                self.at[usize::from(self.earliest[colour][usize::from(level)])] += 1;
            }
            self.tops[colour] = top;
            if self.fits() && self.owned_fits(colour) {
                let gain = self.deal.colour_value(top) - self.deal.colour_value(height);
                self.choose(colour + 1, total + gain, rest - own);
            }
            for level in height + 1..=top {
                self.at[usize::from(self.earliest[colour][usize::from(level)])] -= 1;
            }
            if total + rest <= self.best {
                return;
            }
        }
    }

    /// Hall's condition: for every `t`, at most `plays_left − t + 1`
    /// chosen plays have their earliest position at `t` or later.
    fn fits(&self) -> bool {
        let mut later = 0usize;
        for t in (1..=self.plays_left).rev() {
            later += usize::from(self.at[t]);
            if later > self.plays_left - t + 1 {
                return false;
            }
        }
        true
    }

    /// The owned plays' condition ([`owned_plays_fit`]) on the heights
    /// chosen for colours `..=last`.
    fn owned_fits(&self, last: usize) -> bool {
        let Some((owners, makers)) = self.owned else {
            return true;
        };
        let mut late = [(0u16, 0u8); 30];
        let mut count = 0;
        for (colour, who) in makers.iter().enumerate().take(last + 1) {
            for level in self.heights[colour] + 1..=self.tops[colour] {
                let at = self.earliest[colour][usize::from(level)];
                if at >= owners.first {
                    late[count] = (at, who[usize::from(level)]);
                    count += 1;
                }
            }
        }
        owned_plays_fit(owners, &late[..count])
    }
}
