//! Computer players.
//!
//! An agent sees only what its seat may see (the seat's view) and the list
//! of legal actions, so an AI can never cheat by reading hidden hands.
//!
//! **An agent lives for one decision.** The referee and the browser's AI
//! worker both call [`decide`]: it makes a fresh agent of the level, seeded
//! with [`agent_seed`] of the game's seed, the step and the seat, and asks
//! it once. A choice is therefore a function of the view, the legal list,
//! the level, that seed and the budget (with a work cap, of nothing else),
//! so undo, replay, a resumed game and the referee all meet the same
//! player. What an agent needs to remember across turns must be in its
//! view.

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

/// A clock that never moves: an agent or search under it stops on its work
/// cap alone, so its choices are the same on every machine and at any
/// load (the conformance suite, the Morris book's generator).
pub struct FrozenClock;

impl Clock for FrozenClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
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
    /// The level names accepted by [`HasAgents::agent`], weakest first:
    /// the levels a puzzle counts ("2 of 4 AI levels miss it") and mixes
    /// in the games it is mined from.
    const LEVELS: &'static [&'static str];

    /// Levels offered to a seat after [`HasAgents::LEVELS`] that the
    /// puzzles leave out (a search on a team's convention, too slow to mine
    /// with); the app offers [`offered_levels`].
    const MORE_LEVELS: &'static [&'static str] = &[];

    /// A file the AIs play better with, which the browser's AI worker
    /// fetches (from the app's folder) the first time it plays this game;
    /// native programs have it built in.
    const AI_DATA: Option<AiData> = None;

    /// A new agent of `level` (`hard`, or `hard@160` with a time) whose
    /// randomness comes from `seed`; a searching level stops after
    /// `max_work` units of work when given (and is then deterministic).
    fn agent(level: &str, seed: u64, max_work: Option<u64>)
        -> Result<Box<dyn Agent<Self>>, String>;

    /// The same decision as [`decide`] (same level, seed and cap give the
    /// same action) with its reason for every reader, when the level can
    /// say why it chose (for the app's log); the default gives none.
    fn decide_explained(
        state: &Self,
        seat: Seat,
        level: &str,
        seed: u64,
        max_work: Option<u64>,
        clock: &dyn Clock,
    ) -> Result<(Self::Action, Option<ReasonTexts>), String> {
        decide(state, seat, level, seed, max_work, clock).map(|action| (action, None))
    }
}

/// Every level the app offers a seat of `G`: [`HasAgents::LEVELS`], then
/// [`HasAgents::MORE_LEVELS`].
pub fn offered_levels<G: HasAgents>() -> impl Iterator<Item = &'static str> {
    G::LEVELS.iter().chain(G::MORE_LEVELS).copied()
}

/// A data file of a game's AIs ([`HasAgents::AI_DATA`]).
#[derive(Clone, Copy, Debug)]
pub struct AiData {
    /// The file's name in the built app's folder.
    pub file: &'static str,
    /// Reads the file's bytes and hands them to the AIs, or says why not.
    pub install: fn(&[u8]) -> Result<(), String>,
}

/// An AI's reason for one decision, written once per reader: index 0 for
/// a spectator who sees everything, index `1 + s` for seat `s`, so no
/// sentence names a card its reader's view hides. Seat names are left as
/// placeholders ([`ReasonTexts::placeholder`]) and filled in by
/// [`ReasonTexts::read`], so the texts are made where the AI runs (the
/// worker) and the page only picks one.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ReasonTexts(pub Vec<String>);

impl ReasonTexts {
    /// The stand-in for seat `seat`'s name inside the texts.
    pub fn placeholder(seat: Seat) -> String {
        format!("\u{1}{seat}\u{2}")
    }

    /// The texts of a game of `seats` seats, `text(reader, names)` giving
    /// the sentence `reader` may read with these names.
    pub fn write(seats: usize, text: impl Fn(Option<Seat>, &[String]) -> String) -> ReasonTexts {
        let names: Vec<String> = (0..seats).map(ReasonTexts::placeholder).collect();
        let mut texts = vec![text(None, &names)];
        texts.extend((0..seats).map(|seat| text(Some(seat), &names)));
        ReasonTexts(texts)
    }

    /// The sentence `reader` may read (`None`: a spectator), seats named
    /// by `names`; a reader without a text of their own gets none.
    pub fn read(&self, reader: Option<Seat>, names: &[String]) -> Option<String> {
        let index = match reader {
            None => 0,
            Some(seat) => seat.checked_add(1)?,
        };
        let mut text = self.0.get(index)?.clone();
        for (seat, name) in names.iter().enumerate() {
            text = text.replace(&ReasonTexts::placeholder(seat), name);
        }
        Some(text)
    }
}

/// How far one decision of a searching AI got.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchFigures {
    /// Depth of the deepest completed iteration.
    pub depth: i32,
    /// Nodes visited.
    pub nodes: u64,
}

/// A game whose strongest AI searches a tree and can say how far it got,
/// for `referee search`.
pub trait SearchStats: HasAgents {
    /// The searching level's time per decision when none is given (ms).
    const SEARCH_MS: f64;
    /// The phases a mover can be in, in the order reports list them.
    const PHASES: &'static [&'static str];

    /// The phase `seat` is in now (one of [`SearchStats::PHASES`]).
    fn phase_of(&self, seat: Seat) -> &'static str;

    /// One decision of the searching level for `seat` (a fresh agent, as
    /// in [`decide`]), with how far it searched.
    fn search(
        &self,
        seat: Seat,
        seed: u64,
        budget: Budget,
        clock: &dyn Clock,
    ) -> (Self::Action, SearchFigures);
}

/// The seed of the decision `seat` makes at record step `step` of a game
/// dealt with `game_seed`: a SplitMix64 mix of the three, so decisions get
/// unrelated random streams and the same game always gets the same AIs.
pub fn agent_seed(game_seed: u64, step: usize, seat: Seat) -> u64 {
    let mut z = game_seed
        ^ (seat as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (step as u64).wrapping_mul(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One AI decision, made the same way by the referee and by the browser's
/// worker: a fresh agent of `level` seeded with `seed` chooses for `seat`
/// from its view of `state`. An error names an unknown level, a seat with
/// nothing to do, or an agent that broke the rules.
pub fn decide<G: HasAgents>(
    state: &G,
    seat: Seat,
    level: &str,
    seed: u64,
    max_work: Option<u64>,
    clock: &dyn Clock,
) -> Result<G::Action, String> {
    let mut agent = G::agent(level, seed, max_work)?;
    checked_choice(state, seat, level, |view, legal| {
        Ok((agent.choose(seat, view, legal, clock), ()))
    })
    .map(|(action, ())| action)
}

/// What [`decide`] and its variants share: `choose` sees `seat`'s view and
/// its legal list (never empty), and its action is checked against that
/// list. An error names a seat with nothing to do, or an AI (`level`) that
/// broke the rules.
pub fn checked_choice<G: Game, T>(
    state: &G,
    seat: Seat,
    level: &str,
    choose: impl FnOnce(&G::View, &[G::Action]) -> Result<(G::Action, T), String>,
) -> Result<(G::Action, T), String> {
    let legal = state.legal_actions(seat);
    if legal.is_empty() {
        return Err(format!("seat {seat} has nothing to decide now"));
    }
    let (action, extra) = choose(&state.view(seat), &legal)?;
    if legal.contains(&action) {
        Ok((action, extra))
    } else {
        Err(format!("the {level} AI chose an action the rules refuse"))
    }
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

/// A level as written on the command line: a name with an optional time
/// budget in milliseconds, `hard` or `hard@160`. The explicit time is for
/// benchmarks (e.g. hard against hard at four times its time); it may exceed
/// the protocol's limit, which only binds bots answering over a pipe.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelSpec<'a> {
    /// The level name (`easy`, `medium`, `hard`, …).
    pub name: &'a str,
    /// The time per decision, when given.
    pub time_ms: Option<f64>,
}

impl<'a> LevelSpec<'a> {
    /// Parses `name` or `name@milliseconds`.
    pub fn parse(spec: &'a str) -> Result<Self, String> {
        match spec.split_once('@') {
            None => Ok(LevelSpec {
                name: spec,
                time_ms: None,
            }),
            Some((name, time)) => {
                let time_ms = time
                    .parse::<f64>()
                    .ok()
                    .filter(|t| t.is_finite() && *t > 0.0 && *t <= 60_000.0)
                    .ok_or_else(|| {
                        format!(
                            "`{time}` is not a time in milliseconds (1 to 60000) in level `{spec}`"
                        )
                    })?;
                Ok(LevelSpec {
                    name,
                    time_ms: Some(time_ms),
                })
            }
        }
    }

    /// Refuses a time budget for a level that does not search.
    pub fn without_time(self) -> Result<&'a str, String> {
        match self.time_ms {
            None => Ok(self.name),
            Some(_) => Err(format!("level `{}` takes no time budget", self.name)),
        }
    }
}

#[cfg(test)]
mod level_spec_tests {
    use super::{agent_seed, LevelSpec};

    #[test]
    fn agent_seeds_differ_by_seat_step_and_game() {
        assert_ne!(agent_seed(7, 0, 0), agent_seed(7, 0, 1));
        assert_ne!(agent_seed(7, 0, 0), agent_seed(8, 0, 0));
        assert_ne!(agent_seed(7, 0, 0), agent_seed(7, 1, 0));
        assert_eq!(agent_seed(7, 3, 1), agent_seed(7, 3, 1));
    }

    #[test]
    fn parses_names_with_and_without_a_time() {
        assert_eq!(
            LevelSpec::parse("hard@160").unwrap(),
            LevelSpec {
                name: "hard",
                time_ms: Some(160.0)
            }
        );
        assert_eq!(LevelSpec::parse("easy").unwrap().without_time(), Ok("easy"));
        assert!(LevelSpec::parse("hard@fast").is_err());
        assert!(LevelSpec::parse("hard@0").is_err());
        assert!(LevelSpec::parse("easy@10").unwrap().without_time().is_err());
    }
}
