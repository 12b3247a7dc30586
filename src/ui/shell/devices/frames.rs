//! Every moment of a game drawn on a guest's page from what the host sent
//! its seat: the parts of the game (the set-up, then one per record step),
//! each with its events read for the seat and the seat's view after it.

use crate::engine::game::Seat;
use crate::engine::remote::message::Seen;

use super::super::game_ui::GameUi;

/// Where event `index` of the guest's log lies: its part and its place in
/// it (`None` past the end: the present).
pub fn place_of<G: GameUi>(parts: &[Seen<G>], index: usize) -> Option<(usize, usize)> {
    let mut first = 0;
    for (part, seen) in parts.iter().enumerate() {
        if index < first + seen.events.len() {
            return Some((part, index - first));
        }
        first += seen.events.len();
    }
    None
}

/// The events of the guest's log, in order.
pub fn events_of<G: GameUi>(parts: &[Seen<G>]) -> impl Iterator<Item = &G::Event> {
    parts.iter().flat_map(|seen| seen.events.iter())
}

/// The table at event `index` of the guest's log as its `seat` sees it
/// (the present past the end); `None` before the first part has come.
pub fn frame_at<G: GameUi>(parts: &[Seen<G>], index: usize, seat: Seat) -> Option<G::Frame> {
    let last = parts.last()?;
    Some(match place_of(parts, index) {
        None => G::seat_frame(&last.view, &[], &last.view, seat),
        Some((part, place)) => {
            let after = &parts[part];
            let before = part.checked_sub(1).map_or(after, |p| &parts[p]);
            G::seat_frame(&before.view, &after.events[..=place], &after.view, seat)
        }
    })
}
