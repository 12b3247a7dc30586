//! Computer players.
//!
//! An agent sees only what its seat may see (the seat's view) and the list
//! of legal actions, so an AI can never cheat by reading hidden hands.

use super::game::{Game, Seat};

/// A source of elapsed time in milliseconds. The engine holds no clock of
/// its own (it must build for wasm without web crates): native callers pass
/// [`SystemClock`], the browser passes one based on `performance.now()`.
pub trait Clock {
    /// Milliseconds since an arbitrary fixed origin.
    fn now_ms(&self) -> f64;
}

/// The native clock (`std::time::Instant`).
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug)]
pub struct SystemClock {
    origin: std::time::Instant,
}

#[cfg(not(target_arch = "wasm32"))]
impl Default for SystemClock {
    fn default() -> Self {
        SystemClock {
            origin: std::time::Instant::now(),
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for SystemClock {
    fn now_ms(&self) -> f64 {
        self.origin.elapsed().as_secs_f64() * 1000.0
    }
}

/// How much an agent may think for one decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Wall-clock limit in milliseconds.
    pub time_ms: f64,
    /// Optional cap on work units (playouts, nodes); with a cap and a
    /// generous time the agent is fully deterministic.
    pub max_work: Option<u64>,
}

impl Budget {
    /// A time-only budget.
    pub fn millis(time_ms: f64) -> Self {
        Budget {
            time_ms,
            max_work: None,
        }
    }
}

/// A computer player for game `G`.
pub trait Agent<G: Game> {
    /// Chooses one of `legal` (never empty) for `seat`, knowing only `view`.
    fn choose(
        &mut self,
        seat: Seat,
        view: &G::View,
        legal: &[G::Action],
        clock: &dyn Clock,
    ) -> G::Action;
}

/// A game that ships built-in AIs.
pub trait HasAgents: Game {
    /// The level names accepted by [`HasAgents::agent`], weakest first.
    const LEVELS: &'static [&'static str];

    /// A new agent of `level` whose randomness comes from `seed`.
    fn agent(level: &str, seed: u64) -> Result<Box<dyn Agent<Self>>, String>;
}

/// Plays uniformly at random among the legal actions: the `easy` level of
/// every game and the engine benchmark's policy.
#[derive(Clone, Debug)]
pub struct RandomAgent {
    rng: super::rng::Pcg32,
}

impl RandomAgent {
    /// A random agent seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        RandomAgent {
            rng: super::rng::Pcg32::with_stream(seed, 0x5eed),
        }
    }
}

impl<G: Game> Agent<G> for RandomAgent {
    fn choose(&mut self, _: Seat, _: &G::View, legal: &[G::Action], _: &dyn Clock) -> G::Action {
        self.rng
            .choose(legal)
            .cloned()
            .expect("an agent is only asked when it has a legal action")
    }
}
