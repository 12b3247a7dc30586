//! What everyone at the table can work out about a round's end from
//! public facts alone (the fireworks, the discard pile, the deck's size,
//! the tokens and the final turns), as hanab.live shows it beside its
//! table: the max score (the perfect score less what the lost cards
//! cost), the pace and the most turns the round can still last. It reads
//! nothing a seat's view hides, so it is shown to a person playing a seat
//! (docs/fireworks.md §6, "What a seat is shown").

use super::cards::{Card, Colour};
use super::events::level_points;
use super::view::FireworksView;

/// The public outlook of one round at one moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outlook {
    /// The most the round can still score, in the rules' unit (the
    /// fireworks' height at a standard table, level points in a
    /// CodinGame round): what is left once the lost cards are counted.
    pub max_score: u32,
    /// The round's perfect score in the same unit (25 or 30; 75 or 90).
    pub perfect: u32,
    /// Whether the unit is the height (a standard table) rather than
    /// CodinGame's level points.
    pub height: bool,
    /// Plays the round still allows (cards in the deck, then the final
    /// turns) less the plays the max score still needs: how many of the
    /// turns left may go to something else. Below 0 the max score can no
    /// longer be reached.
    pub pace: i32,
    /// The most turns the round can still last: every card of the deck
    /// drawn by its own turn, as many clues as tokens can pay for in
    /// between (one gained back by each drawing turn but the last), then
    /// every final turn.
    pub max_turns: u32,
    /// Per colour whose firework can no longer be completed, the lowest
    /// level with no copy left (rule-1 colour order).
    pub lost: Vec<Card>,
}

impl Outlook {
    /// The outlook of the round `view` shows, from its public parts only.
    pub fn of(view: &FireworksView) -> Outlook {
        Outlook::with_discards(view, &view.discards)
    }

    /// The outlook `view` had before its last turn lost `card`: the same
    /// table with the newest copy of `card` taken back out of the discard
    /// pile (what the max score was a moment before).
    pub fn before_losing(view: &FireworksView, card: Card) -> Outlook {
        let mut discards = view.discards.clone();
        if let Some(at) = discards.iter().rposition(|&c| c == card) {
            discards.remove(at);
        }
        Outlook::with_discards(view, &discards)
    }

    /// The last turn of `view`'s round, when it lost a card that now caps
    /// its firework below 5: the card and whether it was a mistake (a
    /// play that did not fit) rather than a discard.
    pub fn just_lost(view: &FireworksView) -> Option<(Card, bool)> {
        let turn = view.history.last()?;
        let (_, card) = turn.revealed()?;
        let mistake = matches!(
            turn.result,
            super::history::TurnResult::Played { success: false, .. }
        );
        let discard = matches!(turn.result, super::history::TurnResult::Discarded { .. });
        (mistake || discard)
            .then_some((card, mistake))
            .filter(|(card, _)| Outlook::of(view).lost.contains(card))
    }

    fn with_discards(view: &FireworksView, discards: &[Card]) -> Outlook {
        let colours = view.layout.deck.colours();
        let height = view.layout.table.is_some();
        let value = |h: u8| {
            if height {
                u32::from(h)
            } else {
                level_points(&[h])
            }
        };
        let mut lost = Vec::new();
        let mut max_score = 0;
        let mut needed = 0i32;
        for &colour in colours {
            let now = view.fireworks[colour.index()];
            let cap = cap_of(colour, now, discards);
            if cap < 5 {
                lost.push(Card::new(colour, cap + 1));
            }
            max_score += value(cap);
            needed += i32::from(cap - now);
        }
        let perfect = colours.len() as u32 * value(5);
        let players = view.players.len() as u32;
        let final_left = match view.final_turns {
            Some(left) => u32::from(left),
            None => u32::from(view.rules.final_turns) * players,
        };
        let deck = u32::from(view.deck);
        let max_turns = if view.over || view.to_act.is_none() {
            0
        } else if view.final_turns.is_some() {
            final_left
        } else {
            deck + u32::from(view.tokens) + deck.saturating_sub(1) + final_left
        };
        Outlook {
            max_score,
            perfect,
            height,
            pace: (deck + final_left) as i32 - needed,
            max_turns,
            lost,
        }
    }
}

/// The highest level `colour`'s firework can still reach from `now`: one
/// below its lowest level above `now` whose every copy is in `discards`.
fn cap_of(colour: Colour, now: u8, discards: &[Card]) -> u8 {
    (now + 1..=5)
        .find(|&level| {
            let card = Card::new(colour, level);
            discards.iter().filter(|&&c| c == card).count() >= usize::from(card.copies())
        })
        .map_or(5, |dead| dead - 1)
}

#[cfg(test)]
#[path = "outlook_tests.rs"]
pub(crate) mod tests;
