#![cfg(target_arch = "wasm32")]
//! Two devices at one table, in one headless Chromium page: the host's
//! link makes an offer, the guest's answers it through the codes that a
//! link and a paste carry (`engine::remote::signal`, the browsers'
//! descriptions stripped and rebuilt), the channel opens with no STUN
//! server, and a guest's choice and the host's refusal cross it.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::utils::window;
use js_sys::Promise;
use parlour::engine::game::Game;
use parlour::engine::remote::host::{read_choice, refusal_text};
use parlour::engine::remote::signal::{CandidateKind, Side, Signal};
use parlour::engine::session::Session;
use parlour::engine::take5::Take5;
use parlour::ui::remote::link::Link;
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Resolves after `ms`.
async fn sleep(ms: i32) {
    let waiting = Promise::new(&mut |resolve, _| {
        window()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    JsFuture::from(waiting).await.unwrap();
}

/// Waits up to `ms` for `done`, checking every 20 ms.
async fn until(ms: u32, done: impl Fn() -> bool) -> bool {
    for _ in 0..ms / 20 {
        if done() {
            return true;
        }
        sleep(20).await;
    }
    done()
}

#[wasm_bindgen_test]
async fn a_guest_connects_by_codes_and_its_choice_crosses() {
    let (host, offer_code) = Link::offer(None).await.expect("the host's offer");
    let offer = Signal::decode(Side::Offer, &offer_code).expect("the offer's code reads");
    assert!(
        !offer.candidates.is_empty(),
        "candidates gathered: {offer:?}"
    );
    assert!(
        offer
            .candidates
            .iter()
            .all(|c| c.kind == CandidateKind::Host),
        "no STUN server, only the device's own addresses"
    );
    let (guest, answer_code) = Link::answer(None, &offer)
        .await
        .expect("the guest's answer");
    host.accept(&answer_code)
        .await
        .expect("the host takes the answer");
    assert!(
        until(10_000, || host.is_open() && guest.is_open()).await,
        "the channel opens both ways"
    );

    let received: Rc<RefCell<Vec<String>>> = Rc::default();
    let kept = received.clone();
    let session = Session::<Take5>::new(Default::default(), 4);
    let answers = Rc::new(host);
    let replies = answers.clone();
    answers.on_message(move |text| {
        let reply = match read_choice(&session, 1, &text) {
            Ok(action) => format!("accepted {}", serde_json::to_string(&action).unwrap()),
            Err(refusal) => refusal_text(refusal),
        };
        replies.send(&reply).unwrap();
    });
    guest.on_message(move |text| kept.borrow_mut().push(text));

    let card = Session::<Take5>::new(Default::default(), 4)
        .state()
        .legal_actions(1)[0];
    let card = serde_json::to_string(&card).unwrap();
    guest
        .send(&format!(r#"{{"v":1,"step":0,"action":{card}}}"#))
        .unwrap();
    guest.send("garbage").unwrap();
    assert!(until(5_000, || received.borrow().len() == 2).await);
    assert_eq!(
        *received.borrow(),
        vec![
            format!("accepted {card}"),
            r#"{"v":1,"refused":"malformed"}"#.to_string()
        ]
    );
}

#[wasm_bindgen_test]
async fn a_damaged_answer_is_refused_and_the_host_can_still_connect() {
    let (host, offer_code) = Link::offer(None).await.unwrap();
    let offer = Signal::decode(Side::Offer, &offer_code).unwrap();
    let (guest, answer_code) = Link::answer(None, &offer).await.unwrap();
    let damaged = format!("{}x", &answer_code[..answer_code.len() - 1]);
    assert!(host.accept(&damaged).await.is_err());
    assert!(
        host.accept(&offer_code).await.is_err(),
        "an offer is no answer"
    );
    host.accept(&answer_code).await.unwrap();
    assert!(until(10_000, || host.is_open() && guest.is_open()).await);
}
