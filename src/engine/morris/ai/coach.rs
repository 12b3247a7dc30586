//! The coach for Nine Men's Morris ([`Coach`]): a decision's loss is the
//! drop in the mover's expected score (win 1, draw ½, loss 0) between the
//! best move and the one played, from `hard`'s search ratings in stones
//! ([`super::rate`]); where the solved endgames hold both positions the
//! result is exact and said so.

use super::endgame::shipped::shipped;
use super::endgame::Solved;
use super::rate::WIN_STONES;
use crate::engine::agent::Budget;
use crate::engine::coach::{Coach, FindsBest, ProvedBest, Thresholds};
use crate::engine::game::{seat_name, Game, Seat};
use crate::engine::morris::board::fields_of;
use crate::engine::morris::events::GameResult;
use crate::engine::morris::moves::Move;
use crate::engine::morris::options::{MorrisOptions, Preset};
use crate::engine::morris::position::{Position, STONES};
use crate::engine::morris::setup_check::is_playable;
use crate::engine::morris::state::Morris;
use crate::engine::rating::Rated;
use crate::engine::rng::Pcg32;
use crate::text::{t, Arg};

/// A review's budget for one decision: the rating's 200,000 nodes (every
/// move searched 7 or 8 plies deep in the middle game); the search draws
/// nothing at random, so its grades never change with the seed.
pub const REVIEW_BUDGET: Budget = Budget {
    time_ms: 5_000.0,
    max_work: Some(200_000),
};

/// The grades' thresholds in expected score: lichess's 10, 20 and 30
/// points of winning chances on its scale of -1 to 1, halved on ours of
/// 0 to 1.
pub const THRESHOLDS: Thresholds = Thresholds {
    inaccuracy: 0.05,
    mistake: 0.10,
    blunder: 0.15,
};

/// Stones of advantage at which the expected score is 1/(1 + e⁻¹), 73%:
/// a stone up in the middle game wins most games, not all.
const STONES_SCALE: f64 = 1.0;

/// The mover's expected score for a rating in stones: 1 for a forced win,
/// 0 for a forced loss, a logistic curve between.
pub fn expected_score(rating: f64) -> f64 {
    if rating >= WIN_STONES / 2.0 {
        1.0
    } else if rating <= -WIN_STONES / 2.0 {
        0.0
    } else {
        1.0 / (1.0 + (-rating / STONES_SCALE).exp())
    }
}

/// The solved result of `pos` for its side to move, when the tables hold
/// it and the move limit lets it happen (a win further away than the
/// moves left is a draw in play).
fn solved(pos: &Position) -> Option<Solved> {
    let solved = shipped()?.probe(pos)?;
    let left = i32::from(pos.max_moves) - i32::from(pos.moves);
    Some(match solved {
        Solved::Win(d) | Solved::Loss(d) if i32::from(d) > left => Solved::Draw,
        other => other,
    })
}

/// The exact result for `seat` of playing `mv` in `game`: the game's own
/// end when the move ends it, else the solved endgames' result for the
/// position after it.
fn solved_after(game: &Morris, seat: Seat, mv: Move) -> Option<Solved> {
    let mut after = game.clone();
    after.apply(seat, &mv).ok()?;
    if let Some(result) = after.result() {
        return Some(match result {
            GameResult::Win { winner, .. } if winner == seat => Solved::Win(0),
            GameResult::Win { .. } => Solved::Loss(0),
            GameResult::Draw => Solved::Draw,
        });
    }
    Some(match solved(after.position())? {
        Solved::Win(d) => Solved::Loss(d),
        Solved::Loss(d) => Solved::Win(d),
        Solved::Draw => Solved::Draw,
    })
}

/// A solved result as a rank: 2 a win, 1 a draw, 0 a loss.
fn rank(solved: Solved) -> u8 {
    match solved {
        Solved::Win(_) => 2,
        Solved::Draw => 1,
        Solved::Loss(_) => 0,
    }
}

/// Morris deals nothing hidden: its review's exact results come from
/// the solved endgames, so no best of a deal (the default, none).
impl FindsBest for Morris {}

impl Coach for Morris {
    const REVIEW_BUDGET: Budget = REVIEW_BUDGET;

    const LOSS_UNIT: &'static str = "of expected score";

    const STANDING_UNIT: &'static str = "expected score";

    /// Search nodes: 40 ms at the 3.5 M nodes/s `referee search` measures.
    const PLAY_WORK: u64 = 140_000;

    fn loss_unit() -> crate::text::Msg {
        crate::text::t::morris_ai_loss_unit()
    }

    fn standing_unit() -> crate::text::Msg {
        crate::text::t::morris_ai_standing_unit()
    }

    /// The same for every rule set.
    fn thresholds(_options: &MorrisOptions) -> Thresholds {
        THRESHOLDS
    }

    /// One line: the first seat's expected score (the second's is one
    /// minus it).
    fn lines(&self, names: &[String]) -> Vec<String> {
        vec![seat_name(names, 0)]
    }

    /// Each move's expected score for the mover: exact where the game
    /// ends after it or the solved endgames hold the position after it,
    /// else from the search's rating.
    fn values(&self, seat: Seat, rated: &[Rated<Move>]) -> Vec<f64> {
        rated
            .iter()
            .map(|r| match solved_after(self, seat, r.action) {
                Some(solved) => f64::from(rank(solved)) / 2.0,
                None => expected_score(r.value),
            })
            .collect()
    }

    /// The first seat's expected score, on the one line.
    fn standing(&self, seat: Seat, value: f64) -> (f64, usize) {
        (if seat == 0 { value } else { 1.0 - value }, 0)
    }

    /// Where both the better move's result and the played one's are known
    /// exactly and differ: a win thrown to a draw or a loss, or a draw to
    /// a loss.
    fn exact(
        &self,
        seat: Seat,
        rated: &[Rated<Move>],
        best: usize,
        played: usize,
    ) -> Option<String> {
        let could = solved_after(self, seat, rated[best].action)?;
        let did = solved_after(self, seat, rated[played].action)?;
        (rank(could) > rank(did)).then(|| {
            t::morris_ai_proved(
                self.action_words(seat, &rated[best].action, None, &[]),
                if rank(could) == 2 { "win" } else { "draw" },
                if rank(did) == 1 { "draw" } else { "loss" },
            )
            .to_string()
        })
    }

    /// Every legal move's result known (the game's end or the solved
    /// endgames after it): the moves with the best, unless all lose.
    fn proved_best(&self, seat: Seat) -> Option<ProvedBest<Move>> {
        let legal = self.legal_actions(seat);
        let ranks: Vec<u8> = legal
            .iter()
            .map(|mv| solved_after(self, seat, *mv).map(rank))
            .collect::<Option<_>>()?;
        let top = ranks.iter().copied().max().filter(|top| *top > 0)?;
        Some(ProvedBest {
            moves: legal
                .iter()
                .zip(&ranks)
                .filter(|(_, r)| **r == top)
                .map(|(mv, _)| *mv)
                .collect(),
            wins: top == 2,
        })
    }

    /// Every stone placed, 3 to 5 a side on fields drawn at random (the
    /// shipped tables hold them all), either side to move; none when the
    /// draw is no position a game can start from (a side blocked, a game
    /// already over).
    fn solved_start(seed: u64) -> Option<MorrisOptions> {
        let mut rng = Pcg32::with_stream(seed, 0x0509_1ed5);
        let mut fields: Vec<u32> = (0..24).collect();
        rng.shuffle(&mut fields);
        let counts = [3 + rng.below(3) as usize, 3 + rng.below(3) as usize];
        let mask = |from: usize, count: usize| {
            fields[from..from + count]
                .iter()
                .fold(0u32, |mask, field| mask | 1 << field)
        };
        let masks = [mask(0, counts[0]), mask(counts[0], counts[1])];
        let options = MorrisOptions {
            preset: Some(Preset {
                stones: masks.map(|mask| fields_of(mask).collect()),
                in_hand: [0, 0],
                taken: [STONES - counts[1] as u8, STONES - counts[0] as u8],
                to_move: rng.below(2) as Seat,
                moves: 0,
            }),
            ..MorrisOptions::default()
        };
        if !is_playable(&options) || Morris::new(&options, seed).0.is_over() {
            return None;
        }
        Some(options)
    }

    /// `place on D2`, `move A1 to A4, taking D7`.
    fn action_words(
        &self,
        _seat: Seat,
        mv: &Move,
        _reader: Option<Seat>,
        _names: &[String],
    ) -> String {
        let to = mv.to.to_string();
        match (mv.from, mv.take) {
            (Some(from), Some(victim)) => {
                t::morris_ai_move_take(from.to_string(), to, victim.to_string())
            }
            (Some(from), None) => t::morris_ai_move(from.to_string(), to),
            (None, Some(victim)) => t::morris_ai_place_take(to, victim.to_string()),
            (None, None) => t::morris_ai_place(to),
        }
        .to_string()
    }

    /// `The search rates D2 at +0.4 stones and A1 to A4 at -0.6.`, or the
    /// forced win the better move had.
    fn why(
        &self,
        seat: Seat,
        rated: &[Rated<Move>],
        played: usize,
        better: usize,
        reader: Option<Seat>,
        names: &[String],
    ) -> String {
        let words = |index: usize| self.action_words(seat, &rated[index].action, reader, names);
        let value = rated[better].value;
        if value >= WIN_STONES / 2.0 {
            let plies = ((WIN_STONES - value) * 100.0).round() as i64;
            return t::morris_ai_why_forced(capital(&words(better)), plies, words(played))
                .to_string();
        }
        t::morris_ai_why_search(
            words(better),
            signed(value),
            words(played),
            signed(rated[played].value),
        )
        .to_string()
    }
}

/// `+0.4`, `-1.2`, `0.0` (rounded as `format!("{value:+.1}")` rounds,
/// with the reader's decimal point).
fn signed(value: f64) -> Arg {
    if value.abs() < 0.05 {
        return Arg::Dec(0, 1);
    }
    let text = format!("{value:.1}");
    let digits: String = text.chars().filter(|c| *c != '.').collect();
    let tenths = Arg::Dec(digits.parse().unwrap_or(0), 1);
    if value > 0.0 {
        t::morris_ai_plus(tenths).into()
    } else {
        tenths
    }
}

/// The text with its first letter capital.
fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
