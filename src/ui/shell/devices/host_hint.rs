//! The coach's hint for a seat on another device (wasm): the host reads
//! the guest's ask (`engine::remote::hint::read_hint_ask`), asks a coach's
//! worker of its own for the seat's decision in the guest's language (the
//! coach reads only what the seat's view shows), and sends the move, why
//! and where it is on the board back; the hint is counted for the seat as
//! a hint taken at this device is.

#![cfg(target_arch = "wasm32")]

use std::rc::Rc;

use yew::UseReducerHandle;

use crate::engine::game::Seat;
use crate::engine::remote::hint::{hinted_text, read_hint_ask};
use crate::engine::remote::host::refusal_text;
use crate::engine::remote::message::{HintWords, Refusal};
use crate::ui::modules::worker::{Program, WorkerClient};
use crate::ui::remote::link::Link;
use crate::ui::settings::read_settings;
use crate::ui::shell::hint_reply::{hint_checked, hint_request};

use super::super::game_ui::GameUi;
use super::super::screen::{Screen, SeatMsg};

/// Whether the people on other devices may ask `screen`'s coach now (the
/// settings' hints, as for the person at this device).
pub fn guests_may_hint<G: GameUi>(screen: &Screen<G>) -> bool {
    screen.guests_may_hint(read_settings().settings.hints)
}

/// Answers the ask `text` of the guest at `seat` over `link`: its hint,
/// once the coach has written it, or the refusal.
pub fn answer_hint<G: GameUi + 'static>(
    screen: UseReducerHandle<Screen<G>>,
    seat: Seat,
    text: &str,
    link: Rc<Link>,
) {
    let allowed = guests_may_hint(&screen) && screen.setup.is_remote(seat);
    let lang = match read_hint_ask(&screen.session, seat, text, allowed) {
        Ok(lang) => lang,
        Err(refusal) => {
            let _ = link.send(&refusal_text(refusal));
            return;
        }
    };
    let step = screen.session.record().steps.len();
    let record = serde_json::to_string(screen.session.record()).expect("a record always writes");
    let request = hint_request(G::ID, &record, seat, &screen.names());
    wasm_bindgen_futures::spawn_local(async move {
        let failed = |link: &Link, reason: String| {
            let _ = link.send(&refusal_text(Refusal::HintFailed { reason }));
        };
        let language = match crate::ui::locale::worker_request_in(&lang).await {
            Ok(language) => language,
            Err(reason) => return failed(&link, reason),
        };
        let worker = WorkerClient::start(Program::Coach).speaking(language);
        let asker = worker.clone();
        worker.ask(request, move |answer| {
            asker.stop();
            match answer.and_then(|answer| hint_checked::<G>(&record, seat, answer)) {
                Ok(shown) => {
                    let words = HintWords {
                        step,
                        words: shown.words,
                        why: shown.why,
                        selectors: shown.selectors,
                    };
                    if link.send(&hinted_text(seat, words)).is_ok() {
                        screen.dispatch(SeatMsg::GuestTookHint(seat).into());
                    }
                }
                Err(reason) => failed(&link, reason),
            }
        });
    });
}
