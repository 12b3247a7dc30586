//! `league run`: plays the league's games on `jobs` threads and writes
//! each one, on this thread alone, in its own transaction as it ends
//! ([`LeagueFile::save_game`]). The matchmaker ([`super::matchmaking`])
//! gives out the next game whenever a thread is free, with the ratings
//! of every game written so far. A run stopped in any way loses only the
//! games in flight; the next run goes on from the file.

use std::io::IsTerminal;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};

use crate::referee::bot_process::LineSink;
use crate::referee::error::RefereeError;
use crate::referee::seat_spec::SeatSpec;

use super::game::{LeagueGame, PlayedGame, TableRequest};
use super::matchmaking::{Entrant, Matchmaker};
use super::rows::Bot;
use super::store::LeagueFile;

/// How many games a run plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// This many games more (`--games N`).
    More(u64),
    /// Until the league holds this many games (`--until N`).
    Until(u64),
}

/// What `league run` needs besides the file and the game.
#[derive(Clone, Debug)]
pub struct RunRequest {
    /// How many games to play.
    pub target: Target,
    /// Games played at the same time.
    pub jobs: usize,
    /// Factor applied to the bots' time limits.
    pub time_scale: f64,
    /// Show a progress bar on stderr (only if it is a terminal).
    pub progress: bool,
}

/// What a run did.
#[derive(Clone, Debug, PartialEq)]
pub struct RunSummary {
    /// Games played and written by this run.
    pub played: u64,
    /// Games in the league now.
    pub total: u64,
    /// Wall-clock time, in seconds.
    pub elapsed_s: f64,
}

/// One game given to a thread.
struct Job {
    seed: u64,
    bots: Vec<i64>,
    seats: Vec<SeatSpec>,
}

/// The bots still in the league with their specs read back, or an error
/// when they cannot fill the league's smallest table.
fn active_bots(bots: Vec<Bot>, least: usize) -> Result<Vec<(Bot, SeatSpec)>, RefereeError> {
    let mut active = Vec::new();
    for bot in bots.into_iter().filter(|bot| !bot.removed) {
        let spec = bot.spec.parse::<SeatSpec>().map_err(|why| {
            RefereeError::Runtime(format!("bot `{}` has a damaged spec: {why}", bot.name))
        })?;
        active.push((bot, spec));
    }
    if active.len() < least {
        return Err(RefereeError::Runtime(format!(
            "the league has {} of its bots still in; a game needs at least {least} (`league add`)",
            active.len()
        )));
    }
    Ok(active)
}

/// Plays the games of `request` in the league of `file` and writes them.
pub fn run_league(
    file: &mut LeagueFile,
    game: &(dyn LeagueGame + Sync),
    request: &RunRequest,
    stderr_sink: LineSink,
) -> Result<RunSummary, RefereeError> {
    let settings = file.settings()?;
    let bots = active_bots(file.bots()?, settings.min_players)?;
    let (history, games) = file.history()?;
    let entrants = bots
        .iter()
        .map(|(bot, _)| Entrant {
            id: bot.id,
            rating: bot.rating,
            games: games.get(&bot.id).copied().unwrap_or(0),
        })
        .collect();
    let before = file.game_count()?;
    let count = match request.target {
        Target::More(n) => n,
        Target::Until(total) => total.saturating_sub(before),
    };
    let first_seed = file.next_seed(settings.seed)?;
    let mut maker = Matchmaker::new(
        entrants,
        settings.min_players..=settings.max_players,
        history,
        first_seed,
    );
    let bar = progress_bar(request.progress, count);
    let sink: LineSink = {
        let bar = bar.clone();
        Arc::new(move |line: &str| bar.suspend(|| stderr_sink(line)))
    };
    let (job_tx, job_rx) = channel::<Job>();
    let (done_tx, done_rx) = channel::<(Job, Result<PlayedGame, RefereeError>)>();
    let job_rx = Mutex::new(job_rx);
    let start = Instant::now();
    let preset = settings.preset.as_deref();
    let mut played = 0;
    let outcome = std::thread::scope(|scope| {
        for _ in 0..request.jobs.clamp(1, count.max(1) as usize) {
            let (job_rx, done_tx, sink) = (&job_rx, done_tx.clone(), sink.clone());
            scope.spawn(move || play_jobs(game, preset, request.time_scale, job_rx, done_tx, sink));
        }
        drop(done_tx);
        let mut writer = Writer {
            file,
            maker: &mut maker,
            bots: &bots,
            job_tx: Some(job_tx),
            given: 0,
            in_flight: 0,
        };
        let outcome = writer.drive(count, request.jobs, first_seed, &done_rx, &mut |_| {
            played += 1;
            bar.inc(1);
        });
        // Closing the queue ends the threads.
        writer.job_tx = None;
        outcome
    });
    bar.finish_and_clear();
    outcome?;
    Ok(RunSummary {
        played,
        total: file.game_count()?,
        elapsed_s: start.elapsed().as_secs_f64(),
    })
}

/// A thread's work: games from the queue until it closes.
fn play_jobs(
    game: &(dyn LeagueGame + Sync),
    preset: Option<&str>,
    time_scale: f64,
    jobs: &Mutex<Receiver<Job>>,
    done: Sender<(Job, Result<PlayedGame, RefereeError>)>,
    sink: LineSink,
) {
    loop {
        let job = jobs.lock().expect("no thread panics holding it").recv();
        let Ok(job) = job else {
            return;
        };
        let request = TableRequest {
            preset,
            seats: &job.seats,
            seed: job.seed,
            time_scale,
            label: format!("seed {} ", job.seed),
        };
        let result = game.play_table(&request, sink.clone());
        if done.send((job, result)).is_err() {
            return;
        }
    }
}

/// The one writer: gives out games and writes each as it ends.
struct Writer<'a> {
    file: &'a mut LeagueFile,
    maker: &'a mut Matchmaker,
    bots: &'a [(Bot, SeatSpec)],
    job_tx: Option<Sender<Job>>,
    given: u64,
    in_flight: usize,
}

impl Writer<'_> {
    /// Keeps `jobs` games in flight until `count` were given out, writes
    /// each that ends (telling `written`), and stops giving out games at
    /// the first error, which it returns once the games in flight are
    /// written.
    fn drive(
        &mut self,
        count: u64,
        jobs: usize,
        first_seed: u64,
        done: &Receiver<(Job, Result<PlayedGame, RefereeError>)>,
        written: &mut dyn FnMut(i64),
    ) -> Result<(), RefereeError> {
        let system = self.file.settings()?.rating;
        let mut failure = None;
        loop {
            while failure.is_none() && self.in_flight < jobs && self.given < count {
                let Some(table) = self.maker.next_table() else {
                    break;
                };
                let seats = table
                    .iter()
                    .map(|id| {
                        let found = self.bots.iter().find(|(bot, _)| bot.id == *id);
                        found
                            .expect("the matchmaker seats the run's bots")
                            .1
                            .clone()
                    })
                    .collect();
                let job = Job {
                    seed: first_seed.wrapping_add(self.given),
                    bots: table,
                    seats,
                };
                let sender = self.job_tx.as_ref().expect("open while giving out games");
                if sender.send(job).is_err() {
                    break;
                }
                self.given += 1;
                self.in_flight += 1;
            }
            if self.in_flight == 0 {
                break;
            }
            let Ok((job, result)) = done.recv() else {
                break;
            };
            self.in_flight -= 1;
            let saved = result.and_then(|played| {
                let (id, ratings) = self.file.save_game(job.seed, &job.bots, &played, system)?;
                for (&bot, rating) in job.bots.iter().zip(ratings) {
                    self.maker.rated(bot, rating);
                }
                Ok(id)
            });
            match saved {
                Ok(id) => written(id),
                Err(error) => {
                    failure.get_or_insert(error);
                }
            }
        }
        failure.map_or(Ok(()), Err)
    }
}

/// A progress bar on a terminal's stderr, hidden otherwise.
fn progress_bar(wanted: bool, count: u64) -> ProgressBar {
    if !wanted || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(count);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, eta {eta}")
    {
        bar.set_style(style);
    }
    bar
}
