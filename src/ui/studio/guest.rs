//! The studio module's side (wasm): the studio is a small Yew app
//! mounted into the element the page gives (`src/bin/studio.rs`), so none
//! of it is in the page's wasm or the extras module's.

use super::app::{StudioRoot, StudioRootProps};
use crate::ui::extras::mounting::{self, STUDIO_TREE_IDS};
use crate::ui::extras::part::ExtraPart;

/// Draws the studio part `part` (JSON) into `element`. Returns the handle
/// [`mounting::unmount`] takes.
pub fn mount(element: web_sys::Element, part: &str) -> Result<u32, String> {
    let ExtraPart::Studio { open } = ExtraPart::from_json(part)? else {
        return Err("the studio's module draws only the studio".to_owned());
    };
    add_styles();
    Ok(mounting::mount::<StudioRoot>(
        element,
        StudioRootProps { open },
        STUDIO_TREE_IDS,
    ))
}

/// The studio's style sheets, linked into the page once (same-origin
/// files, as the page's policy allows).
fn add_styles() {
    let document = gloo::utils::document();
    for href in super::STYLES {
        let selector = format!("link[href=\"{href}\"]");
        if document.query_selector(&selector).ok().flatten().is_some() {
            continue;
        }
        if let Ok(link) = document.create_element("link") {
            let _ = link.set_attribute("rel", "stylesheet");
            let _ = link.set_attribute("href", href);
            if let Some(head) = document.head() {
                let _ = head.append_child(&link);
            }
        }
    }
}
