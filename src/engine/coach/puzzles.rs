//! Puzzles mined from the AIs' own games, made at build time and shipped
//! as a small data file per game (`puzzles/<game>.json`, written by
//! `referee puzzles`).
//!
//! The AIs play whole games against each other at mixed levels
//! ([`ai_game`]); the coach judges their decisions as a review would
//! ([`judge_step`], on the deciding seat's view); a decision becomes a
//! puzzle when the move played was a mistake or a blunder and the moves
//! the coach would not mark (those within the inaccuracy threshold) are
//! fewer than half of the legal moves. Each puzzle is graded by how many
//! of the game's AI levels ([`HasAgents::LEVELS`]) choose a move outside
//! that set there, and travels as a one-chapter lesson's code
//! (`#/lesson/<code>`): the game up to the decision, and a question that
//! accepts every one of those moves.

use crate::engine::agent::{agent_seed, decide, Budget, FrozenClock, HasAgents};
use crate::engine::game::{Game, Seat};
use crate::engine::record::{replay_states, GameRecord, Step};
use crate::engine::rng::Pcg32;
use crate::engine::study::code::{decode_study, encode_study};
use crate::engine::study::model::{Accept, Study, ANSWER_LIMIT};
use crate::engine::study::setup::Studio;
use crate::text::{t, Arg};

pub use super::puzzle_file::{puzzles_file, read_puzzles_file, Puzzle, PUZZLES_FORMAT};

use super::decision::Decision;
use super::judgement::Coach;
use super::practice::{chapter_with, ChapterWords};
use super::run::judge_step;
use super::self_play::ai_game;

/// How much the miner works.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MineBudget {
    /// The work cap of every AI decision, in the games and in the grading
    /// (hard's playouts, nodes or rollouts): with the frozen clock the
    /// AIs stop on it alone, so mining is the same on every machine.
    pub max_work: u64,
    /// The budget of each decision's judgement (the game's review
    /// budget, [`Coach::REVIEW_BUDGET`], for the shipped files).
    pub judge: Budget,
    /// The most decisions judged in one game.
    pub judged_per_game: usize,
    /// The most puzzles kept from one game.
    pub per_game: usize,
    /// The most games played before the miner gives up.
    pub max_games: usize,
    /// How many of the puzzles must be proved ([`Puzzle::proved`]),
    /// drawn from starts the solved positions decide
    /// ([`Coach::solved_start`]) rather than from AI games.
    pub proved: usize,
}

impl MineBudget {
    /// The budget of the shipped files for a game `G` whose AIs stop after
    /// `max_work`: the review's judgement, 24 decisions judged and 2
    /// puzzles kept per game, at most 2,000 games.
    pub fn new<G: Coach>(max_work: u64) -> MineBudget {
        MineBudget {
            max_work,
            judge: G::REVIEW_BUDGET,
            judged_per_game: 24,
            per_game: 2,
            max_games: 2_000,
            proved: 0,
        }
    }
}

/// How far the miner got, told after each game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MineProgress {
    /// Games played.
    pub games: usize,
    /// Decisions judged.
    pub judged: usize,
    /// Puzzles found.
    pub found: usize,
}

/// The levels of the AI game dealt from `seed` with `seats` seats: seat
/// `s` plays `G::LEVELS[(seed + s) % levels]`, so every game mixes levels
/// and the seed alone tells who played.
pub fn levels_of<G: HasAgents>(seed: u64, seats: usize) -> Vec<&'static str> {
    let count = G::LEVELS.len() as u64;
    (0..seats as u64)
        .map(|s| G::LEVELS[((seed % count + s % count) % count) as usize])
        .collect()
}

/// A decision found, before it is numbered and written.
struct Found<G: Game> {
    grade: u8,
    levels_wrong: Vec<String>,
    seed: u64,
    step: usize,
    level: &'static str,
    record: GameRecord<G>,
    decision: Decision<G::Action>,
    names: Vec<String>,
    /// Whether the proved answer wins (else holds the draw), for a proved
    /// puzzle.
    proof: Option<bool>,
}

/// `count` puzzles mined from the AI games of `options` dealt from
/// `first_seed`, `first_seed + 1`, … ([`levels_of`] plays them), sorted
/// by grade, then seed, then step; fewer when `budget.max_games` games
/// give no more. Their texts are written in the language of the moment,
/// the game named `name` in their titles. `progress` is told after each
/// game. Deterministic for the same arguments; the language changes the
/// texts only. An error names an AI or a record that broke.
pub fn mine<G: Coach + Studio + HasAgents>(
    options: &G::Options,
    first_seed: u64,
    count: usize,
    budget: &MineBudget,
    name: &Arg,
    progress: &mut dyn FnMut(&MineProgress),
) -> Result<Vec<Puzzle>, String> {
    let proved = budget.proved.min(count);
    let mut found = mine_proved::<G>(first_seed, proved, budget)?;
    let mut figures = MineProgress {
        found: found.len(),
        ..MineProgress::default()
    };
    for game in 0..budget.max_games {
        if found.len() >= count {
            break;
        }
        let seed = first_seed.wrapping_add(game as u64);
        let seats = G::new(options, seed).0.seat_count();
        let levels = levels_of::<G>(seed, seats);
        let record = ai_game::<G>(options, seed, &levels, Some(budget.max_work), 100_000)?;
        let states = replay_states::<G>(&record).map_err(|e| e.to_string())?;
        let mut kept = 0;
        for step in candidate_steps(&states, &record, budget.judged_per_game) {
            if kept >= budget.per_game || found.len() >= count {
                break;
            }
            let seat = record.steps[step].seat();
            let names = seat_names(seats, seat);
            figures.judged += 1;
            let Some(decision) = judged(&states, &record, step, seed, budget, &names) else {
                continue;
            };
            if !is_puzzle(&decision) {
                continue;
            }
            let levels_wrong = wrong_levels(&states[step], &decision, seed, budget.max_work)?;
            found.push(Found {
                grade: levels_wrong.len() as u8,
                levels_wrong,
                seed,
                step,
                level: levels[seat],
                record: record.clone(),
                decision,
                names,
                proof: None,
            });
            kept += 1;
        }
        figures.games = game + 1;
        figures.found = found.len();
        progress(&figures);
    }
    found.sort_by_key(|f| (f.grade, f.proof.is_some(), f.seed, f.step));
    Ok(found
        .iter()
        .enumerate()
        .map(|(index, f)| puzzle(index + 1, f, name))
        .collect())
}

/// `count` proved puzzles: starts the solved positions decide
/// ([`Coach::solved_start`], drawn from `first_seed`, `first_seed + 1`,
/// …) where one move alone among at least three is proved best
/// ([`Coach::proved_best`]), the hard AI plays it (the puzzle's line),
/// and at least one AI level misses it. An error when the game has no
/// such starts, or `budget.max_games` × 100 draws give too few.
fn mine_proved<G: Coach + Studio + HasAgents>(
    first_seed: u64,
    count: usize,
    budget: &MineBudget,
) -> Result<Vec<Found<G>>, String> {
    let mut found = Vec::new();
    let mut draw = 0;
    while found.len() < count {
        if draw >= budget.max_games * 100 {
            return Err(format!(
                "only {} proved puzzles in {draw} starts",
                found.len()
            ));
        }
        let seed = first_seed.wrapping_add(draw as u64);
        draw += 1;
        let options = G::solved_start(seed).ok_or("the game has no solved positions")?;
        let (state, _) = G::new(&options, seed);
        let Some(&seat) = state.to_act().first() else {
            continue;
        };
        if state.legal_actions(seat).len() < 3 {
            continue;
        }
        let Some(best) = state.proved_best(seat).filter(|best| best.moves.len() == 1) else {
            continue;
        };
        let action = decide(
            &state,
            seat,
            "hard",
            agent_seed(seed, 0, seat),
            Some(budget.max_work),
            &FrozenClock,
        )?;
        if action != best.moves[0] {
            continue;
        }
        let mut record = GameRecord::<G>::new(G::ID, options, seed);
        record.steps.push(Step::Act { seat, action });
        let states = replay_states::<G>(&record).map_err(|e| e.to_string())?;
        let names = seat_names(state.seat_count(), seat);
        let Some(decision) = judged(&states, &record, 0, seed, budget, &names) else {
            continue;
        };
        if decision.good != best.moves {
            continue;
        }
        let levels_wrong = wrong_levels(&state, &decision, seed, budget.max_work)?;
        if levels_wrong.is_empty() {
            continue;
        }
        found.push(Found {
            grade: levels_wrong.len() as u8,
            levels_wrong,
            seed,
            step: 0,
            level: "hard",
            record,
            decision,
            names,
            proof: Some(best.wins),
        });
    }
    Ok(found)
}

/// Step `step` of `record` judged for a puzzle, as the review judges it:
/// on the deciding seat's view, with the miner's budget and the frozen
/// clock (`None` when the step is no decision).
fn judged<G: Coach>(
    states: &[G],
    record: &GameRecord<G>,
    step: usize,
    seed: u64,
    budget: &MineBudget,
    names: &[String],
) -> Option<Decision<G::Action>> {
    let seat = record.steps[step].seat();
    judge_step(
        states,
        record,
        step,
        seed,
        budget.judge,
        &FrozenClock,
        Some(seat),
        names,
    )
}

/// The steps of `record` worth judging: a seat acted with at least three
/// legal moves (so the good ones can be a strict minority), shuffled by
/// the game's seed, the first `limit`.
fn candidate_steps<G: Game>(states: &[G], record: &GameRecord<G>, limit: usize) -> Vec<usize> {
    let mut steps: Vec<usize> = record
        .steps
        .iter()
        .enumerate()
        .filter_map(|(index, step)| match step {
            Step::Act { seat, .. } => {
                (states[index].legal_actions(*seat).len() >= 3).then_some(index)
            }
            Step::Forfeit { .. } => None,
        })
        .collect();
    Pcg32::with_stream(record.seed, 0x0902_21e5).shuffle(&mut steps);
    steps.truncate(limit);
    steps
}

/// The seats' names in a puzzle of `seat`: "You" (the key the texts'
/// selects address the person by), and "Seat N" for the others, in the
/// language of the moment.
fn seat_names(seats: usize, seat: Seat) -> Vec<String> {
    (0..seats)
        .map(|s| match s == seat {
            true => "You".to_owned(),
            false => t::review_puzzle_seat(s + 1).to_string(),
        })
        .collect()
}

/// Whether decision `d` makes a puzzle: the move played was a mistake or
/// a blunder, and the good moves are a strict minority of the legal ones
/// that a question can list in full.
pub fn is_puzzle<A>(d: &Decision<A>) -> bool {
    d.grade.is_to_practise() && 2 * d.good.len() < d.choices && d.good.len() <= ANSWER_LIMIT + 1
}

/// The levels of `G` (weakest first) that choose a move outside `d.good`
/// in `state`, each deciding as the referee would at that step of the
/// game dealt from `seed` (its seed, the frozen clock and `max_work`).
pub fn wrong_levels<G: HasAgents>(
    state: &G,
    d: &Decision<G::Action>,
    seed: u64,
    max_work: u64,
) -> Result<Vec<String>, String> {
    let mut wrong = Vec::new();
    for level in G::LEVELS {
        let chosen = decide(
            state,
            d.seat,
            level,
            agent_seed(seed, d.step, d.seat),
            Some(max_work),
            &FrozenClock,
        )?;
        if !d.good.contains(&chosen) {
            wrong.push((*level).to_owned());
        }
    }
    Ok(wrong)
}

/// The puzzle numbered `number` made of `f`, its texts in the language
/// of the moment, its game named `name`.
fn puzzle<G: Coach + Studio + HasAgents>(number: usize, f: &Found<G>, name: &Arg) -> Puzzle {
    let d = &f.decision;
    let mut title =
        t::review_puzzle_title(number, name.clone(), f.grade, G::LEVELS.len()).to_string();
    if let Some(wins) = f.proof {
        let outcome = if wins { "win" } else { "draw" };
        title = format!("{title} · {}", t::review_puzzle_proof(outcome));
    }
    let note = match (f.proof, &d.exact) {
        (Some(wins), None) => t::review_puzzle_note_proved(
            d.best_words.as_str(),
            f.level,
            if wins { "win" } else { "draw" },
        )
        .to_string(),
        (proof, exact) => {
            let note = t::review_puzzle_note(
                d.best_words.as_str(),
                f.level,
                d.played_words.as_str(),
                d.grade.word(),
                d.why.as_str(),
            );
            match (proof, exact) {
                (Some(_), Some(exact)) => format!("{note} {exact}"),
                _ => note.to_string(),
            }
        }
    };
    let words = ChapterWords {
        title: t::review_puzzle_to_play(d.seat + 1).to_string(),
        prompt: t::review_puzzle_prompt(d.good.len(), d.choices).to_string(),
        hint: t::review_puzzle_hint().to_string(),
        note,
    };
    let study: Study<G> = Study {
        title: title.clone(),
        lang: crate::text::current_lang(),
        intro: t::review_puzzle_intro().to_string(),
        outro: t::review_puzzle_outro().to_string(),
        chapters: vec![chapter_with(&f.record, d, &f.names, words)],
    };
    Puzzle {
        grade: f.grade,
        levels_wrong: f.levels_wrong.clone(),
        title,
        seed: f.seed,
        step: f.step,
        proved: f.proof.is_some(),
        code: encode_study(&study),
    }
}

/// A puzzle's lesson, read back ([`puzzle_study`]).
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleLesson<G: Game> {
    /// The one-chapter lesson, checked.
    pub study: Study<G>,
    /// The seat the question is asked of.
    pub seat: Seat,
    /// The step of the chapter's line it is asked on (the game's record
    /// step of the decision).
    pub step: usize,
    /// Every move it accepts, the line's move first.
    pub accepted: Vec<G::Action>,
}

/// The lesson of `puzzle` for game `G`, decoded and checked as a lesson
/// link is ([`decode_study`]), with its question; an error says why it
/// is not a puzzle of `G` (a damaged code, a grade that does not count
/// `G`'s levels, not exactly one chapter and one question).
pub fn puzzle_study<G: Studio + HasAgents>(puzzle: &Puzzle) -> Result<PuzzleLesson<G>, String> {
    let study = decode_study::<G>(&puzzle.code).map_err(|e| format!("{}: {e}", puzzle.title))?;
    if usize::from(puzzle.grade) > G::LEVELS.len()
        || puzzle.levels_wrong.len() != usize::from(puzzle.grade)
        || puzzle
            .levels_wrong
            .iter()
            .any(|level| !G::LEVELS.contains(&level.as_str()))
    {
        return Err(format!(
            "{}: its grade does not count {}'s AI levels",
            puzzle.title,
            G::TITLE
        ));
    }
    let questions = study.questions();
    let ([chapter], [(0, step)]) = (study.chapters.as_slice(), questions.as_slice()) else {
        return Err(format!(
            "{}: a puzzle has one chapter and one question",
            puzzle.title
        ));
    };
    let step = *step;
    let question = chapter.notes[step].question.as_ref().expect("a question");
    let Some(Step::Act { seat, action }) = chapter.record.steps.get(step) else {
        return Err(format!("{}: its question is on no move", puzzle.title));
    };
    let mut accepted = vec![action.clone()];
    if let Accept::Moves(moves) = &question.accept {
        accepted.extend(moves.iter().cloned());
    }
    let seat = *seat;
    Ok(PuzzleLesson {
        study,
        seat,
        step,
        accepted,
    })
}

#[cfg(test)]
#[path = "puzzles_tests.rs"]
mod tests;
