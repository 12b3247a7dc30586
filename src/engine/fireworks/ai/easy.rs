//! The `easy` level: a plain, readable partner. It plays a card it knows
//! is playable, hints a teammate's playable card, and otherwise discards
//! its oldest card that no hint touched.

use super::super::actions::{Clue, FireworksAction};
use super::super::cards::{Card, KindSet, COLOURS};
use super::super::state::Fireworks;
use super::super::view::{FireworksView, SeenCard};
use crate::engine::agent::{Agent, Clock};
use crate::engine::game::Seat;

/// The `easy` computer player.
#[derive(Clone, Copy, Debug, Default)]
pub struct EasyAgent;

/// The kinds playable on `fireworks` now.
pub fn playable_set(fireworks: &[u8; COLOURS]) -> KindSet {
    KindSet(
        fireworks
            .iter()
            .enumerate()
            .filter(|(_, &h)| h < 5)
            .fold(0, |bits, (c, &h)| bits | (1 << (c * 5 + usize::from(h)))),
    )
}

fn is_playable(card: Card, fireworks: &[u8; COLOURS]) -> bool {
    card.level == fireworks[card.colour.index()] + 1
}

/// What `card`'s holder would know after `clue` (public knowledge).
fn after_clue(seen: &SeenCard, clue: Clue, rainbow: bool) -> KindSet {
    let mut hints = seen.hints;
    hints.learn(
        clue,
        clue.touches(seen.card.expect("a teammate's card has a face"), rainbow),
        rainbow,
    );
    hints.possible().and(seen.possible)
}

impl EasyAgent {
    /// The easy decision for the player to act in `view`.
    pub fn decide(&self, view: &FireworksView, legal: &[FireworksAction]) -> FireworksAction {
        let me = view.me.expect("asked only while playing the round");
        let playable = playable_set(&view.fireworks);
        let mine = view.hands[me].iter().flatten();
        let known: Vec<&SeenCard> = mine
            .clone()
            .filter(|c| !c.possible.is_empty() && c.possible.minus(playable).is_empty())
            .collect();
        if let Some(card) = known.first() {
            return FireworksAction::Play(card.slot);
        }
        if let Some(hint) = self.playable_hint(view, me, legal) {
            return hint;
        }
        let oldest = mine
            .clone()
            .filter(|c| !c.hints.touched())
            .min_by_key(|c| (c.drawn, c.slot))
            .or_else(|| mine.clone().min_by_key(|c| (c.drawn, c.slot)));
        if let Some(card) = oldest {
            let discard = FireworksAction::Discard(card.slot);
            if legal.contains(&discard) {
                return discard;
            }
        }
        // No discard allowed: any hint, else the likeliest play.
        if let Some(hint) = legal
            .iter()
            .find(|a| matches!(a, FireworksAction::Hint { .. }))
        {
            return *hint;
        }
        let likeliest = mine
            .max_by_key(|c| {
                let share = c.possible.and(playable).len() * 100 / c.possible.len().max(1);
                (share, u32::MAX - u32::from(c.drawn))
            })
            .map(|c| FireworksAction::Play(c.slot));
        likeliest.filter(|a| legal.contains(a)).unwrap_or(legal[0])
    }

    /// A hint that shows a teammate one of their playable cards, the
    /// teammate who plays soonest first; the clue that leaves the card
    /// known playable, else the one that rules out the most.
    fn playable_hint(
        &self,
        view: &FireworksView,
        me: usize,
        legal: &[FireworksAction],
    ) -> Option<FireworksAction> {
        let playable = playable_set(&view.fireworks);
        let n = view.players.len();
        let rainbow = view.layout.deck.rainbow();
        for step in 1..n {
            let id = (me + step) % n;
            let to: Seat = view.players[id];
            for seen in view.hands[id].iter().flatten() {
                let card = seen.card.expect("a teammate's card has a face");
                if !is_playable(card, &view.fireworks) || seen.possible.minus(playable).is_empty() {
                    continue;
                }
                let best = [Clue::Colour(card.colour), Clue::Level(card.level)]
                    .into_iter()
                    .map(|clue| (clue, after_clue(seen, clue, rainbow)))
                    .min_by_key(|(_, set)| (!set.minus(playable).is_empty(), set.len()));
                if let Some((clue, _)) = best {
                    let hint = FireworksAction::Hint { to, clue };
                    if legal.contains(&hint) {
                        return Some(hint);
                    }
                }
            }
        }
        None
    }
}

impl Agent<Fireworks> for EasyAgent {
    fn choose(
        &mut self,
        _: Seat,
        view: &FireworksView,
        legal: &[FireworksAction],
        _: &dyn Clock,
    ) -> FireworksAction {
        self.decide(view, legal)
    }
}
