//! Random playouts on the position core: the loop `referee bench morris
//! --core` times. The moves come from [`generate_into`] into one reused
//! [`MoveList`] and each position from [`Position::play`] and rule 8's
//! ends: what hard's search and the endgame solver run on, without the
//! [`crate::engine::game::Game`] interface's lists, events and checks
//! (which [`crate::engine::bench`] times).

use super::movegen::generate_into;
use super::movelist::MoveList;
use super::position::{Position, DEFAULT_MAX_MOVES, TAKES_TO_WIN};
use crate::engine::rng::Pcg32;

/// Stream of the playouts' generator (the game's seed picks it).
const PLAYOUT_STREAM: u64 = 0xc0de;

/// Plays `games` games from the empty board, game `i` with seed `seed +
/// i`, each move chosen uniformly among the legal ones, to rule 8's end;
/// returns the moves played in all.
///
/// Rule 8 as [`super::status::status`] has it, without asking twice
/// whether the side to move can move: after a move the 7th take and the
/// move limit end the game, and a blocked side to move shows as an empty
/// list at the next turn (either way the game is over, so which end came
/// first does not change the count).
pub fn core_playouts(games: u64, seed: u64) -> u64 {
    let mut moves = MoveList::new();
    let mut played = 0;
    for game in 0..games {
        let mut rng = Pcg32::with_stream(seed.wrapping_add(game), PLAYOUT_STREAM);
        let mut pos = Position::start(DEFAULT_MAX_MOVES);
        loop {
            moves.clear();
            generate_into(&pos, &mut moves);
            let Some(&mv) = rng.choose(moves.as_slice()) else {
                break;
            };
            let mover = pos.side();
            pos.play(mv);
            played += 1;
            if pos.taken[mover] >= TAKES_TO_WIN || pos.moves >= pos.max_moves {
                break;
            }
        }
    }
    played
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::bench::random_playout;
    use crate::engine::morris::movegen::generate;
    use crate::engine::morris::state::Morris;
    use crate::engine::morris::status::{status, Status};

    /// The loop as it was first written: a `Vec` and [`status`] after
    /// every move.
    fn playout_with_status(seed: u64) -> u64 {
        let mut rng = Pcg32::with_stream(seed, PLAYOUT_STREAM);
        let mut pos = Position::start(DEFAULT_MAX_MOVES);
        let mut moves = Vec::new();
        let mut played = 0;
        loop {
            moves.clear();
            generate(&pos, &mut moves);
            let Some(&mv) = rng.choose(&moves) else {
                return played;
            };
            pos = pos.after(mv);
            played += 1;
            if status(&pos) != Status::Ongoing {
                return played;
            }
        }
    }

    #[test]
    fn the_core_loop_plays_the_games_a_loop_asking_status_plays() {
        for seed in 0..500 {
            assert_eq!(core_playouts(1, seed), playout_with_status(seed), "{seed}");
        }
    }

    #[test]
    fn a_core_playout_lasts_as_long_as_the_rules_allow_and_no_longer() {
        for seed in 0..200 {
            let moves = core_playouts(1, seed);
            assert!(
                (9..=u64::from(DEFAULT_MAX_MOVES)).contains(&moves),
                "{moves}"
            );
        }
        // Over many games the two loops play games of the same rules: their
        // mean lengths agree within a few percent.
        let core: u64 = core_playouts(2_000, 7);
        let game: u64 = (7..2_007)
            .map(|s| random_playout::<Morris>(s).unwrap())
            .sum();
        let ratio = core as f64 / game as f64;
        assert!((0.95..1.05).contains(&ratio), "{core} against {game}");
    }
}
