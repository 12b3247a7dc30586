//! What the studio's position editor needs of 6 nimmt!: the problems of
//! a prepared deal ([`super::setup_check`]) and what a teacher can mark on
//! the table.

use super::options::Take5Options;
use super::setup_check::deal_problems;
use super::state::Take5;
use crate::engine::study::setup::{SetupProblem, Studio};

/// The editor's parts: "row 1".."row 4" (each row's cards, oldest
/// first: [`Deal::rows`] and [`Deal::laid`]; 1 to 5 cards, increasing),
/// "hand 1".."hand N" (1-based seats), "cows 1".."cows N" (cows a seat
/// already has) and "" for the table as a whole (the number of hands,
/// of rows laid or of cow counts). No cow count can be wrong on its own,
/// so "cows N" is never named today.
///
/// **Decision:** 6 nimmt! has no table whose game is already over. Under
/// the ending at 66 cows (rule 18) the end is checked only at the end of
/// a round, so a prepared deal whose seat already has 66 cows or more is
/// played, and that round is the game's last; under the ending after a
/// number of rounds, cows never end a game. A deal is refused only for
/// what [`Deal::validate_for`] refuses (it reports the first of these
/// problems).
impl Studio for Take5 {
    fn setup_problems(options: &Take5Options) -> Vec<SetupProblem> {
        match &options.preset {
            Some(deal) => deal_problems(deal, options.seat_count(), options.deck_top()),
            None => Vec::new(),
        }
    }

    /// "row 1".."row 4", then "card <n>" for every card on the rows, row
    /// by row, oldest card first.
    fn mark_targets(&self) -> Vec<String> {
        let rows = self.rows();
        let mut targets: Vec<String> = (1..=rows.len()).map(|r| format!("row {r}")).collect();
        targets.extend(rows.iter().flatten().map(|card| format!("card {card}")));
        targets
    }
}
