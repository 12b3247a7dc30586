//! DOM helpers shared by the wasm-bindgen-test files (each test file is
//! its own crate and includes this module with `mod dom;`).

// Each test crate uses only some of these helpers.
#![allow(dead_code)]

use gloo::utils::{body, document};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::BaseComponent;

/// Renders a component into a fresh `<div>` and waits for the render.
pub async fn mount<C: BaseComponent>(props: C::Properties) -> Element {
    let root = document().create_element("div").unwrap();
    body().append_child(&root).unwrap();
    yew::Renderer::<C>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    root
}

/// The first element under `root` matching `selector` (panics if none).
pub fn find(root: &Element, selector: &str) -> HtmlElement {
    root.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("no element matches {selector}"))
        .dyn_into()
        .unwrap()
}

/// The text of the first element matching `selector`.
pub fn text(root: &Element, selector: &str) -> String {
    find(root, selector).text_content().unwrap_or_default()
}

/// How many elements under `root` match `selector`.
pub fn count(root: &Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

/// Every element under `root` matching `selector`, in document order.
pub fn all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .map(|i| list.item(i).unwrap().dyn_into::<Element>().unwrap())
        .collect()
}

/// Clicks `element` as a person would.
pub fn click(element: &Element) {
    element.unchecked_ref::<HtmlElement>().click();
}

/// The `aria-label` of every element matching `selector`.
pub fn labels(root: &Element, selector: &str) -> Vec<String> {
    all(root, selector)
        .iter()
        .map(|e| e.get_attribute("aria-label").unwrap_or_default())
        .collect()
}
