//! How many of a typical game's Morris decisions the coach can judge
//! exactly: every legal move leads to a position whose result is known
//! (the game ends, or the solved endgames hold the position after it).
//!
//! Plays `GAMES` games of `FIRST` against `SECOND` (default `hard`
//! against `medium`; `hard` with a node budget per move, so the games are
//! reproducible), seats alternating, and counts the
//! decisions of both seats that the tables make exact: with the tables of
//! 3 stones against 3 to 5 only (what the app shipped before, one side
//! with 3) and with every material from 3 v 3 to 5 v 5 (what it ships
//! now).
//!
//! It first prints how long the numbering and the first read of the
//! built-in file take.
//!
//! `cargo run --release --example morris_exact_share -- [GAMES [NODES [FIRST SECOND]]]`
//! (default 100 games, 30,000 nodes a move for `hard`).

use parlour::engine::coach::self_play::ai_game;
use parlour::engine::game::Game;
use parlour::engine::morris::ai::endgame::index::Indexer;
use parlour::engine::morris::ai::endgame::shipped::shipped;
use parlour::engine::morris::state::Morris;
use parlour::engine::morris::status::{status, Status};
use parlour::engine::morris::{GameResult, MorrisOptions, Position};
use parlour::engine::record::Step;

/// Whether the result of `pos` is known exactly: the game is over, or the
/// tables hold it; with `three_only`, only positions where a side has 3
/// stones count as held (the tables shipped before).
fn known(pos: &Position, three_only: bool) -> bool {
    if status(pos) != Status::Ongoing {
        return true;
    }
    let held = shipped().expect("built in").probe(pos).is_some();
    let fewest = pos.stones[0].count_ones().min(pos.stones[1].count_ones());
    held && (!three_only || fewest == 3)
}

fn main() {
    // What an AI's first table lookup costs: the numbering's lookup
    // tables, then the whole file inflated (which builds them again).
    let start = std::time::Instant::now();
    let _ = Indexer::new();
    let numbering = start.elapsed().as_secs_f64() * 1000.0;
    let start = std::time::Instant::now();
    shipped().expect("built in");
    let read = start.elapsed().as_secs_f64() * 1000.0;
    println!("numbering built in {numbering:.1} ms; shipped file read in {read:.1} ms");
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().map_or(100, |v| v.parse().expect("GAMES"));
    let nodes: u64 = args.next().map_or(30_000, |v| v.parse().expect("NODES"));
    let first = args.next().unwrap_or_else(|| "hard".into());
    let second = args.next().unwrap_or_else(|| "medium".into());
    let options = MorrisOptions::default();
    let (mut decisions, mut before, mut after) = (0u64, 0u64, 0u64);
    let mut first_won = 0;
    let mut draws = 0;
    for game in 0..games {
        let seats = if game % 2 == 0 { [0, 1] } else { [1, 0] };
        let names = [first.as_str(), second.as_str()];
        let levels = [names[seats[0]], names[seats[1]]];
        let record = ai_game::<Morris>(&options, 7000 + game, &levels, Some(nodes), 400)
            .expect("the AIs play");
        let (mut state, _) = Morris::new(&options, record.seed);
        for step in &record.steps {
            let Step::Act { seat, action } = step else {
                continue;
            };
            let pos = *state.position();
            let legal = state.legal_actions(*seat);
            decisions += 1;
            before += u64::from(legal.iter().all(|&mv| known(&pos.after(mv), true)));
            after += u64::from(legal.iter().all(|&mv| known(&pos.after(mv), false)));
            state.apply(*seat, action).expect("a recorded move");
        }
        match state.result() {
            Some(GameResult::Win { winner, .. }) => first_won += u64::from(seats[winner] == 0),
            _ => draws += 1,
        }
    }
    let share = |n: u64| 100.0 * n as f64 / decisions.max(1) as f64;
    println!(
        "{games} games of {first} against {second} ({nodes} nodes a move): {first_won} won by {first}, {draws} drawn"
    );
    println!("{decisions} decisions");
    println!(
        "exact with 3 v 3 to 3 v 5 (before): {before} ({:.1} %)",
        share(before)
    );
    println!(
        "exact with 3 v 3 to 5 v 5 (after): {after} ({:.1} %)",
        share(after)
    );
}
