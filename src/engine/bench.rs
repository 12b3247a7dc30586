//! The engine benchmark's loop: uniformly random playouts on a [`Game`],
//! with no agents, no clock and no I/O.
//!
//! `referee bench` times this loop natively and `scripts/bench-wasm.sh`
//! times the very same function compiled to wasm in headless Chromium
//! (through `examples/wasm_engine_bench.rs`), so the two speeds compare one
//! piece of code on two platforms.

use std::fmt;

use super::game::{Game, Seat};
use super::rng::Pcg32;

/// Stream of the playouts' generator (seeded with the game's seed).
const PLAYOUT_STREAM: u64 = 0xbe7c;

/// How a game broke the [`Game`] contract during a playout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayoutError {
    /// The game is not over, yet no seat must act.
    NobodyActs {
        /// The game's id.
        game: &'static str,
    },
    /// A seat must act but has no legal action.
    NoLegalAction {
        /// The game's id.
        game: &'static str,
        /// The seat asked to act.
        seat: Seat,
    },
    /// The rules refused an action they listed as legal.
    RefusedLegal {
        /// The game's id.
        game: &'static str,
        /// The rules' reason.
        reason: String,
    },
}

impl fmt::Display for PlayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayoutError::NobodyActs { game } => {
                write!(f, "the {game} game is not over but no seat must act")
            }
            PlayoutError::NoLegalAction { game, seat } => write!(
                f,
                "the {game} rules ask seat {seat} to act but give it no legal action"
            ),
            PlayoutError::RefusedLegal { game, reason } => {
                write!(
                    f,
                    "the {game} rules refuse their own legal action: {reason}"
                )
            }
        }
    }
}

/// Plays one game of `G` (default options) from `seed` to the end, each
/// acting seat choosing uniformly among its legal actions; returns the
/// number of actions applied.
pub fn random_playout<G: Game>(seed: u64) -> Result<u64, PlayoutError> {
    random_playout_with::<G>(&G::Options::default(), seed)
}

/// [`random_playout`] under the rules `options` (a rule set, a player
/// count).
pub fn random_playout_with<G: Game>(options: &G::Options, seed: u64) -> Result<u64, PlayoutError> {
    let (mut state, _) = G::new(options, seed);
    let mut rng = Pcg32::with_stream(seed, PLAYOUT_STREAM);
    let mut moves = 0;
    while !state.is_over() {
        let acting = state.to_act();
        if acting.is_empty() {
            return Err(PlayoutError::NobodyActs { game: G::ID });
        }
        for (k, seat) in acting.into_iter().enumerate() {
            // The first seat is sure to act: nothing was applied since
            // `to_act` named it (asking again would only cost a list).
            if k > 0 && (state.is_over() || !state.to_act().contains(&seat)) {
                continue;
            }
            let legal = state.legal_actions(seat);
            let action = rng
                .choose(&legal)
                .ok_or(PlayoutError::NoLegalAction { game: G::ID, seat })?;
            state
                .apply(seat, action)
                .map_err(|e| PlayoutError::RefusedLegal {
                    game: G::ID,
                    reason: e.to_string(),
                })?;
            moves += 1;
        }
    }
    Ok(moves)
}

/// Plays `games` random playouts with seeds `seed, seed + 1, …` (wrapping)
/// and returns the total number of actions applied.
pub fn random_playouts<G: Game>(games: u64, seed: u64) -> Result<u64, PlayoutError> {
    random_playouts_with::<G>(&G::Options::default(), games, seed)
}

/// [`random_playouts`] under the rules `options`.
pub fn random_playouts_with<G: Game>(
    options: &G::Options,
    games: u64,
    seed: u64,
) -> Result<u64, PlayoutError> {
    let mut moves = 0;
    for i in 0..games {
        moves += random_playout_with::<G>(options, seed.wrapping_add(i))?;
    }
    Ok(moves)
}

/// Perft through the [`Game`] interface for turn-by-turn games: from
/// `state`, the number of action sequences of length `depth` (shorter if
/// the game ends first), the first seat in `to_act` moving each time.
pub fn count_leaves<G: Game>(state: &G, depth: u32) -> u64 {
    let Some(&seat) = state.to_act().first() else {
        return 1;
    };
    if depth == 0 {
        return 1;
    }
    state
        .legal_actions(seat)
        .iter()
        .map(|action| {
            let mut next = state.clone();
            next.apply(seat, action)
                .expect("a legal action is always accepted");
            count_leaves(&next, depth - 1)
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_name_the_game_and_what_went_wrong() {
        let nobody = PlayoutError::NobodyActs { game: "nim" };
        assert_eq!(
            nobody.to_string(),
            "the nim game is not over but no seat must act"
        );
        let none = PlayoutError::NoLegalAction {
            game: "nim",
            seat: 1,
        };
        assert_eq!(
            none.to_string(),
            "the nim rules ask seat 1 to act but give it no legal action"
        );
    }
}
