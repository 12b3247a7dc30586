#![cfg(target_arch = "wasm32")]
//! The Fireworks middle of the table in headless Chromium: every firework,
//! at every height and in every colour (MULTICOLOR too), is drawn at card
//! size in its own slot of the picture, apart from the deck, the tokens
//! and the mistakes.

use parlour::engine::fireworks::{Fireworks, FireworksOptions};
use parlour::engine::session::Session;
use parlour::ui::fireworks::frame::Frame;
use parlour::ui::fireworks::table::middle;
use wasm_bindgen_test::*;
use web_sys::{DomRect, Element};
use yew::prelude::*;

mod dom;
use dom::{all, mount};

wasm_bindgen_test_configure!(run_in_browser);

/// Properties of [`Middle`].
#[derive(Properties, PartialEq)]
struct MiddleProps {
    frame: Frame,
    symbols: bool,
}

#[function_component(Middle)]
fn middle_harness(props: &MiddleProps) -> Html {
    middle(&props.frame, props.symbols)
}

fn rect(element: &Element) -> DomRect {
    element.get_bounding_client_rect()
}

fn inside(inner: &DomRect, outer: &DomRect) -> bool {
    inner.left() >= outer.left() - 0.5
        && inner.top() >= outer.top() - 0.5
        && inner.right() <= outer.right() + 0.5
        && inner.bottom() <= outer.bottom() + 0.5
}

fn apart(a: &DomRect, b: &DomRect) -> bool {
    a.right() <= b.left() + 0.5
        || b.right() <= a.left() + 0.5
        || a.bottom() <= b.top() + 0.5
        || b.bottom() <= a.top() + 0.5
}

#[wasm_bindgen_test]
async fn every_firework_at_every_height_is_a_card_in_its_own_slot() {
    // Five colours (CodinGame) and six (the standard table's sixth
    // colour, MULTICOLOR): the picture is 330 or 376 units wide.
    let six = FireworksOptions::preset("standard-6-colours").unwrap();
    for (options, colours, width) in [
        (FireworksOptions::default().one_round(), 5, 330.0),
        (six, 6, 376.0),
    ] {
        every_firework_in_its_slot(options, colours, width).await;
    }
}

async fn every_firework_in_its_slot(options: FireworksOptions, colours: usize, width: f64) {
    let session = Session::<Fireworks>::new(options, 3);
    let start = Frame::at(&session, session.log().len(), None);
    for symbols in [false, true] {
        for height in 1..=5u8 {
            let mut frame = start.clone();
            frame.view.fireworks = [height; 6];
            let root = mount::<Middle>(MiddleProps { frame, symbols }).await;
            let picture = root.query_selector("svg.fw-middle").unwrap().unwrap();
            let whole = rect(&picture);
            // A card's face is 38 units wide (in a 40 unit box).
            let card_width = whole.width() * 38.0 / width;
            let piles = all(&root, ".fw-firework");
            assert_eq!(piles.len(), colours, "a firework per colour");
            let others: Vec<Element> = all(&root, ".fw-deck, .fw-tokens, .fw-mistakes");
            for (i, pile) in piles.iter().enumerate() {
                let r = rect(pile);
                let what = format!("firework {i} at height {height} (symbols {symbols})");
                assert!(inside(&r, &whole), "{what} lies inside the picture");
                assert!(
                    (r.width() - card_width).abs() < 1.0,
                    "{what} is {} px wide, a card is {card_width} px",
                    r.width()
                );
                let level = pile.query_selector(".fw-card-level").unwrap().unwrap();
                assert_eq!(level.text_content().unwrap(), height.to_string());
                for other in piles.iter().skip(i + 1).chain(&others) {
                    assert!(
                        apart(&r, &rect(other)),
                        "{what} does not overlap {}",
                        other.get_attribute("class").unwrap()
                    );
                }
            }
            root.remove();
        }
    }
}
