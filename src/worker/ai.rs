//! A game's AI worker's tasks: an AI's decision (with its reason when its
//! level gives one), and the share code and game file of a moment, or the
//! game of a share code or a game file (the page's own code stays small).

use crate::engine::agent::{Clock, HasAgents};
use crate::engine::game::Game;
use crate::engine::record::replay;
use crate::engine::record_code::{decode, encode};
use crate::engine::record_file::{file_name, game_file, read_game_file};
use crate::engine::session::Moment;

use super::protocol::{read_record, Answer, Decide, Done, Holder, Open, Share};

/// The decision of `request` in game `G`, with its reason when the
/// level gives one.
pub fn decide<G: HasAgents>(request: &Decide, clock: &dyn Clock) -> Done {
    let start = clock.now_ms();
    let state = replay::<G>(&read_record::<G>(&request.record)?).map_err(|e| e.to_string())?;
    let (action, reason) = G::decide_explained(
        &state,
        request.seat,
        &request.level,
        request.seed,
        request.max_work,
        clock,
    )?;
    Ok(Answer::Decided {
        id: request.id,
        action: serde_json::to_string(&action).map_err(|e| e.to_string())?,
        reason,
        micros: ((clock.now_ms() - start) * 1000.0).max(0.0) as u64,
    })
}

/// The share code and the game file of the request's moment.
pub fn share<G: Game>(request: &Share) -> Done {
    let record = read_record::<G>(&request.record)?;
    replay::<G>(&record).map_err(|e| e.to_string())?;
    let moment = Moment {
        steps: request.steps,
        event: request.event,
    };
    Ok(Answer::Shared {
        id: request.id,
        code: encode::<G>(&record, moment),
        file_name: file_name::<G>(&record),
        file: game_file::<G>(&record, moment),
    })
}

/// The game of the share code or the game file in the request.
pub fn open<G: Game>(request: &Open) -> Done {
    let shared = match request.holder {
        Holder::Link => decode::<G>(&request.text).map_err(|e| e.to_string())?,
        Holder::File => read_game_file::<G>(&request.text)?,
    };
    Ok(Answer::Opened {
        id: request.id,
        record: serde_json::to_string(&shared.record).map_err(|e| e.to_string())?,
        steps: shared.shown.steps,
        event: shared.shown.event,
    })
}
