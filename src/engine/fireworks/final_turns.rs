//! The final turns (rule 8): once the last card is drawn, every player
//! takes `Rules::final_turns` more turns in order, then the round ends.
//! One count for the simulations that step a round on their own (the AIs'
//! table, the hat search's world) and for the solver.

use super::options::Rules;

/// The turns a round has left at the moment its last card is drawn:
/// `rules.final_turns` for each of `players`.
pub fn total(rules: Rules, players: usize) -> u8 {
    rules.final_turns * players as u8
}

/// Counts down one final turn, taken while the final turns were already
/// running (`left` holds the turns left before it); returns whether it was
/// the last one, which ends the round.
pub fn count_down(left: &mut Option<u8>) -> bool {
    let now = left.map_or(0, |turns| turns.saturating_sub(1));
    *left = Some(now);
    now == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_player_gets_the_rules_turns_and_the_last_one_ends_the_round() {
        assert_eq!(total(Rules::STANDARD, 2), 2);
        assert_eq!(total(Rules::CODINGAME, 4), 12);
        let mut left = Some(total(Rules::STANDARD, 2));
        assert!(!count_down(&mut left));
        assert_eq!(left, Some(1));
        assert!(count_down(&mut left));
        assert_eq!(left, Some(0));
        assert!(count_down(&mut left), "no turn below zero");
    }
}
