//! The JSON log of `referee cg -l FILE`, in the CodinGame SDK runner's
//! format (its `GameResultDto` as the runner writes it): one frame for the
//! start and one per answer or disqualification, each with every player's
//! output and stderr of that frame (`null` for the players it is not
//! about), `summaries`, `views`, `scores` keyed `"0"`, `"1"`, …,
//! `uinput` (the game parameters), `agents`, `ids`, and `failCause` when
//! a bot failed. The tools read `scores` and `errors` (psyleague's and CG
//! Arena's wrappers: `[TDATA]`/`[PDATA]` lines in a bot's stderr);
//! parlour's own fields sit under `parlour`.

use std::sync::{Arc, Mutex};

use serde_json::{json, Map, Value};

use crate::engine::game::Seat;
use crate::engine::outcome::{Outcome, ScoreOrder};

use super::bot_process::LineSink;
use super::match_runner::Exchange;

/// The CodinGame score of each seat: higher is better, and only a
/// disqualified seat's is negative (-1). Games whose higher score is
/// better keep their own; a game whose lower score is better (6 nimmt!'s
/// cows) scores each seat the margin to the worst seat still in the game:
/// `worst − own`, so the worst scores 0.
pub fn cg_scores(outcome: &Outcome, order: ScoreOrder, disqualified: &[bool]) -> Vec<i64> {
    let active = |seat: &usize| !disqualified.get(*seat).copied().unwrap_or(false);
    let seats = 0..outcome.scores.len();
    let worst = seats
        .clone()
        .filter(active)
        .map(|s| outcome.scores[s])
        .max()
        .unwrap_or(0);
    seats
        .map(|seat| match (active(&seat), order) {
            (false, _) => -1,
            (true, ScoreOrder::HigherIsBetter) => outcome.scores[seat].max(0),
            (true, ScoreOrder::LowerIsBetter) => worst - outcome.scores[seat],
        })
        .collect()
}

/// The frames of a game in progress, built from the match's exchange and
/// the bots' stderr.
pub struct Frames {
    outputs: Vec<Vec<Option<String>>>,
    errors: Vec<Vec<Option<String>>>,
    summaries: Vec<Option<String>>,
    /// Each seat's stderr lines not yet given to a frame (the stderr
    /// threads fill it).
    stderr: Arc<Mutex<Vec<Vec<String>>>>,
}

impl Frames {
    /// The first frame of a game of `seats` players.
    pub fn new(seats: usize) -> Frames {
        Frames {
            outputs: vec![vec![None]; seats],
            errors: vec![vec![None]; seats],
            summaries: vec![None],
            stderr: Arc::new(Mutex::new(vec![Vec::new(); seats])),
        }
    }

    /// The sink for the bots' stderr: each line (`[seat N] text`, as the
    /// match runner prefixes it) waits for its seat's next frame.
    pub fn stderr_sink(&self) -> LineSink {
        let stderr = Arc::clone(&self.stderr);
        Arc::new(move |line: &str| {
            let Some((seat, text)) = line
                .strip_prefix("[seat ")
                .and_then(|rest| rest.split_once("] "))
            else {
                return;
            };
            if let (Ok(seat), Ok(mut waiting)) = (seat.parse::<usize>(), stderr.lock()) {
                if let Some(lines) = waiting.get_mut(seat) {
                    lines.push(text.to_string());
                }
            }
        })
    }

    /// Takes note of one exchanged line: an answer or a disqualification
    /// makes a frame.
    pub fn note(&mut self, exchange: &Exchange<'_>) {
        match *exchange {
            Exchange::Answered { seat, line } => {
                self.frame(
                    seat,
                    Some(line.to_string()),
                    format!("player {seat}: {line}"),
                );
            }
            Exchange::Disqualified { seat, reason } => {
                self.frame(seat, None, format!("player {seat} disqualified: {reason}"));
            }
            _ => {}
        }
    }

    fn frame(&mut self, seat: Seat, output: Option<String>, summary: String) {
        let stderr = self.take_stderr(seat);
        for other in 0..self.outputs.len() {
            let mine = other == seat;
            self.outputs[other].push(output.clone().filter(|_| mine));
            self.errors[other].push(stderr.clone().filter(|_| mine));
        }
        self.summaries.push(Some(summary));
    }

    fn take_stderr(&self, seat: Seat) -> Option<String> {
        let mut waiting = self.stderr.lock().ok()?;
        let lines = std::mem::take(waiting.get_mut(seat)?);
        (!lines.is_empty()).then(|| lines.iter().map(|l| format!("{l}\n")).collect())
    }

    /// The last frame: the stderr every bot wrote after its last answer.
    fn finish(&mut self) {
        let late: Vec<Option<String>> = (0..self.outputs.len())
            .map(|seat| self.take_stderr(seat))
            .collect();
        if late.iter().any(Option::is_some) {
            for (seat, text) in late.into_iter().enumerate() {
                self.outputs[seat].push(None);
                self.errors[seat].push(text);
            }
            self.summaries.push(Some("end of the game".into()));
        }
    }
}

/// What the log says of a finished game besides its frames.
pub struct CgEnd<'a> {
    /// The CodinGame scores ([`cg_scores`]).
    pub scores: &'a [i64],
    /// The game parameters, `key=value` (the runner's `uinput`).
    pub parameters: &'a [String],
    /// The players' names.
    pub names: &'a [String],
    /// Per seat: why it was disqualified, or `None`.
    pub disqualified: &'a [Option<String>],
    /// parlour's own fields (`game`, `preset`, `seed`, `ranks`, the game's
    /// own `scores`, `record`).
    pub parlour: Value,
}

/// The JSON log of a finished game.
pub fn cg_log(mut frames: Frames, end: &CgEnd<'_>) -> Value {
    frames.finish();
    let seats = frames.outputs.len();
    let keyed = |lists: Vec<Vec<Option<String>>>| -> Value {
        let mut map = Map::new();
        for (seat, list) in lists.into_iter().enumerate() {
            map.insert(seat.to_string(), json!(list));
        }
        let frames = map.get("0").and_then(Value::as_array).map_or(0, Vec::len);
        map.insert("referee".into(), json!(vec![""; frames]));
        Value::Object(map)
    };
    let frame_count = frames.summaries.len();
    let mut log = json!({
        "errors": keyed(frames.errors),
        "outputs": keyed(frames.outputs),
        "summaries": frames.summaries,
        "views": vec![Value::Null; frame_count],
        "scores": (0..seats).map(|s| (s.to_string(), json!(end.scores[s]))).collect::<Map<_, _>>(),
        "uinput": end.parameters,
        "metadata": "{}",
        "tooltips": [],
        "ids": (0..seats).map(|s| (s.to_string(), json!(s))).collect::<Map<_, _>>(),
        "agents": (0..seats).map(|s| json!({
            "index": s,
            "name": end.names[s],
            "avatar": "",
            "agentId": s,
        })).collect::<Vec<_>>(),
        "parlour": end.parlour,
    });
    let failures: Vec<String> = end
        .disqualified
        .iter()
        .enumerate()
        .filter_map(|(seat, why)| why.as_ref().map(|why| format!("player {seat}: {why}")))
        .collect();
    if !failures.is_empty() {
        log["failCause"] = json!(failures.join("; "));
    }
    log
}
