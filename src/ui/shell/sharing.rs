//! Sharing a game screen's game (compiled once for every game, except
//! where a record is read): the Share dialog's link and file, written by
//! the game's AI worker when the dialog opens, and a shared game opened
//! from a link or a file, read by the same worker.

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use crate::engine::record::GameRecord;
use crate::engine::record_code::SharedGame;
use crate::engine::session::Moment;
use crate::text::{t, Msg as Text};
use crate::ui::files;
use crate::ui::modules::worker::game_worker;
use crate::ui::route::Route;
use crate::worker::protocol::{Holder, Open, Share};
use crate::worker::{Answer, Request};

use super::game_ui::GameUi;
use super::screen::{Msg, NoticeMsg, ShellMsg};

/// A moment's share code and game file, as the worker wrote them.
#[derive(Clone, Debug, PartialEq)]
pub struct Written {
    /// The share code.
    pub code: String,
    /// The file name offered for the download.
    pub file_name: String,
    /// The game file's text.
    pub file: String,
}

/// Asks game `game`'s worker for the share code and game file of `record`
/// (JSON) at `moment`; `then` gets them, or why not.
pub(crate) fn share(
    game: &'static str,
    record: String,
    moment: Moment,
    then: Callback<Result<Written, String>>,
) {
    let request = Request::Share(Share {
        id: 0,
        game: game.to_owned(),
        record,
        steps: moment.steps,
        event: moment.event,
    });
    game_worker(game).ask(request, move |answer| {
        then.emit(answer.and_then(|answer| match answer {
            Answer::Shared {
                code,
                file_name,
                file,
                ..
            } => Ok(Written {
                code,
                file_name,
                file,
            }),
            Answer::Failed { error, .. } => Err(error),
            _ => Err(t::shell_worker_something_else().to_string()),
        }))
    });
}

/// Asks game `game`'s worker to read a shared game from `text`: a share
/// code (`link`), or a game file's text; `then` gets its record (JSON)
/// and the moment shown, or why it cannot be read.
fn open_shared(
    game: &'static str,
    link: bool,
    text: String,
    then: Callback<Result<(String, Moment), String>>,
) {
    let request = Request::Open(Open {
        id: 0,
        game: game.to_owned(),
        holder: if link { Holder::Link } else { Holder::File },
        text,
    });
    game_worker(game).ask(request, move |answer| {
        then.emit(answer.and_then(|answer| match answer {
            Answer::Opened {
                record,
                steps,
                event,
                ..
            } => Ok((record, Moment { steps, event })),
            Answer::Failed { error, .. } => Err(error),
            _ => Err(t::shell_worker_something_else().to_string()),
        }))
    });
}

/// A callback that reads a chosen game file of game `game`: the text, then
/// the worker reads the game in it; `then` gets the record (JSON) and the
/// moment shown, or why the file cannot be opened.
pub fn reader(
    game: &'static str,
    then: Callback<Result<(String, Moment), String>>,
) -> Callback<web_sys::File> {
    Callback::from(move |file| {
        let then = then.clone();
        wasm_bindgen_futures::spawn_local(async move {
            match files::read_text(file).await {
                Ok(text) => open_shared(game, false, text, then),
                Err(reason) => then.emit(Err(reason)),
            }
        });
    })
}

/// The full link to game `game`'s shared game of `code`: this page's
/// address with the shared game's route.
pub(crate) fn share_link(game: &'static str, code: &str) -> AttrValue {
    full_link(&Route::Shared(game, code.to_owned())).into()
}

/// The full link to `route`: this page's address with the route's hash
/// (a share link, an invitation).
pub(crate) fn full_link(route: &Route) -> String {
    let href = gloo::utils::window().location().href().unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    format!("{base}{}", route.href())
}

/// What the Share dialog offers, once the worker has written it.
pub struct Sharing {
    /// Asks the worker for the link and the file of a record (JSON) at a
    /// moment.
    pub ask: Callback<(String, Moment)>,
    /// The link, or why there is none.
    pub link: Option<AttrValue>,
    /// Saves the file.
    pub on_download: Option<Callback<()>>,
}

/// The Share dialog's link and file for game `game` (compiled once): a
/// failed download is a notice.
#[hook]
pub fn use_sharing(game: &'static str, shell: Callback<ShellMsg>) -> Sharing {
    let written = use_state(|| None::<Result<Written, String>>);
    let ask = {
        let written = written.clone();
        Callback::from(move |(record, moment): (String, Moment)| {
            written.set(None);
            let written = written.clone();
            let then = Callback::from(move |result| written.set(Some(result)));
            share(game, record, moment, then);
        })
    };
    let link = (*written).as_ref().map(|result| match result {
        Ok(written) => share_link(game, &written.code),
        Err(reason) => t::shell_no_link(reason).to_string().into(),
    });
    let on_download = (*written)
        .as_ref()
        .and_then(|result| result.as_ref().ok())
        .map(|written| {
            let written = written.clone();
            Callback::from(move |_| {
                if let Err(reason) = files::download(&written.file_name, &written.file) {
                    shell.emit(NoticeMsg::Notify(reason).into());
                }
            })
        });
    Sharing {
        ask,
        link,
        on_download,
    }
}

/// The message that opens a shared game the worker read (its record as
/// JSON, and the moment shown), or says why it cannot be opened (`why`:
/// the sentence for a link or for a file).
pub fn opened<G: GameUi>(
    why: fn(String) -> Text,
    read: Result<(String, Moment), String>,
) -> Msg<G> {
    let shared = read.and_then(|(json, shown)| {
        let record: GameRecord<G> = serde_json::from_str(&json).map_err(|e| e.to_string())?;
        Ok(SharedGame { record, shown })
    });
    Msg::OpenShared(shared.map_err(|e| why(e).to_string()))
}

/// A shared game's link (its `code`) opens it, on arrival and again
/// whenever the address comes back to it (Back after playing on): the AI
/// worker reads the code, `open` gets its record.
#[hook]
pub fn use_shared_link(
    game: &'static str,
    code: Option<AttrValue>,
    open: Callback<Result<(String, Moment), String>>,
) {
    use_effect_with(code, move |code| {
        if let Some(code) = code {
            open_shared(game, true, code.to_string(), open);
        }
    });
}
