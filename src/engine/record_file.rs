//! "Download game" and "Open game file": a game record as a JSON file,
//! with the step that was shown. Reading one checks everything a damaged,
//! foreign or older file can get wrong and says which (the AI worker reads
//! files for the page, as it reads share codes).

use serde::Deserialize;

use super::game::Game;
use super::record::{GameRecord, Step, RECORD_FORMAT};
use super::record_code::SharedGame;
use super::session::{Moment, Session};

/// What is read first from a game file, before its steps: which game,
/// which format, and the moment shown.
#[derive(Deserialize)]
struct FileHead {
    format: u32,
    game: String,
    /// Record steps up to the moment shown (missing: the whole game).
    #[serde(default = "whole_game")]
    shown: usize,
    /// The shown event's place among its step's events (missing: the
    /// last, as in files written before events were counted).
    #[serde(default)]
    event: Option<usize>,
}

fn whole_game() -> usize {
    usize::MAX
}

/// The file name offered for a download: `parlour-<id>-<seed>.json`.
pub fn file_name<G: Game>(record: &GameRecord<G>) -> String {
    format!("parlour-{}-{}.json", G::ID, record.seed)
}

/// The file of `record` showing `shown`: the record's JSON (the same as a
/// saved game's) with the `shown` steps and the shown `event` first.
pub fn game_file<G: Game>(record: &GameRecord<G>, shown: Moment) -> String {
    let json = serde_json::to_string(record).expect("records serialize");
    let event = shown
        .event
        .map_or_else(String::new, |e| format!("\"event\":{e},"));
    format!(
        "{{\"shown\":{},{event}{}",
        shown.steps.min(record.steps.len()),
        &json[1..]
    )
}

/// Reads a game file of game `G`; the error says what is wrong with it
/// (`it is not a parlour game file (…)`).
pub fn read_game_file<G: Game>(text: &str) -> Result<SharedGame<G>, String> {
    let refuse = Err;
    let head: FileHead = match serde_json::from_str(text) {
        Ok(head) => head,
        Err(e) => return refuse(format!("it is not a parlour game file ({e})")),
    };
    if head.game != G::ID {
        return refuse(format!(
            "it holds a game of {}, not of {}",
            head.game,
            G::TITLE
        ));
    }
    if head.format != RECORD_FORMAT {
        return refuse(format!(
            "it was written in format {} and this version reads format {RECORD_FORMAT}",
            head.format
        ));
    }
    let record: GameRecord<G> = match serde_json::from_str(text) {
        Ok(record) => record,
        Err(e) => return refuse(format!("its record is damaged ({e})")),
    };
    let seats = match Session::<G>::from_record(record.clone()) {
        Ok(session) => session.state().seat_count(),
        Err(e) => return refuse(e.to_string()),
    };
    let seat_of = |step: &Step<G::Action>| match step {
        Step::Act { seat, .. } | Step::Forfeit { seat, .. } => *seat,
    };
    if let Some(index) = record.steps.iter().position(|step| seat_of(step) >= seats) {
        return refuse(format!(
            "step {} of the record names a seat the game does not have",
            index + 1
        ));
    }
    let steps = record.steps.len();
    Ok(SharedGame {
        record,
        shown: Moment {
            steps: head.shown.min(steps),
            event: head.event,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::morris::Morris;
    use crate::engine::record::Record;
    use crate::engine::take5::Take5;

    /// The last event of `steps` steps.
    fn whole(steps: usize) -> Moment {
        Moment { steps, event: None }
    }

    fn take5_game(steps: usize) -> GameRecord<Take5> {
        let mut session = Session::<Take5>::new(Default::default(), 42);
        for _ in 0..steps {
            let seat = session.state().to_act()[0];
            let action = session.state().legal_actions(seat)[0];
            session.play(seat, action).expect("legal");
        }
        session.record().clone()
    }

    #[test]
    fn a_file_reads_back_with_its_shown_step() {
        let record = take5_game(9);
        let shown = Moment {
            steps: 4,
            event: Some(2),
        };
        let file = game_file::<Take5>(&record, shown);
        assert!(file.starts_with("{\"shown\":4,\"event\":2,\"format\":1,\"game\":\"take5\""));
        assert_eq!(
            read_game_file::<Take5>(&file),
            Ok(SharedGame {
                record: record.clone(),
                shown
            })
        );
        // A file written before the shown event was counted shows the
        // last event of its step.
        let older = file.replacen("\"event\":2,", "", 1);
        let read = read_game_file::<Take5>(&older).unwrap();
        assert_eq!(
            read.shown,
            Moment {
                steps: 4,
                event: None
            }
        );
        assert_eq!(file_name::<Take5>(&record), "parlour-take5-42.json");
    }

    #[test]
    fn every_bad_file_is_refused_in_words() {
        let record = take5_game(6);
        let file = game_file::<Take5>(&record, whole(6));
        let refused = |text: &str| read_game_file::<Take5>(text).expect_err("refused");
        assert!(refused(&file[..file.len() / 2]).contains("not a parlour game file"));
        assert!(refused("\u{1}\u{7f}garbage").contains("not a parlour game file"));
        let morris = game_file::<Morris>(&Record::new("morris", Default::default(), 1), whole(0));
        assert!(refused(&morris).contains("a game of morris, not of 6 nimmt!"));
        let old = file.replacen("\"format\":1", "\"format\":7", 1);
        assert!(refused(&old).contains("format 7"));
        let mut illegal = record.clone();
        illegal.steps[3] = illegal.steps[2].clone();
        let text = refused(&game_file::<Take5>(&illegal, whole(6)));
        assert!(text.contains("step 4 of the record is not legal"), "{text}");
        let forfeit = Step::Forfeit {
            seat: 9,
            reason: "x".into(),
        };
        let mut bad_seat = record;
        bad_seat.steps.push(forfeit);
        let text = refused(&game_file::<Take5>(&bad_seat, whole(0)));
        assert!(text.contains("step 7 of the record names a seat"), "{text}");
        assert!(refused(&file.replace("\"seed\":42", "\"seed\":\"x\"")).contains("damaged"));
    }
}
