//! The studio module's side (wasm): the studio is a small Yew app
//! mounted into the element the page gives (`src/bin/studio.rs`), so none
//! of it is in the page's wasm or the extras module's.

#![cfg(target_arch = "wasm32")]

use super::app::{StudioRoot, StudioRootProps};
use crate::ui::modules::mounting;
use crate::ui::modules::part::Part;

/// Draws the studio part `part` (JSON) into `element`. Returns the handle
/// [`mounting::unmount`] takes.
pub fn mount(element: web_sys::Element, part: &str) -> Result<u32, String> {
    let Part::Studio { open } = Part::from_json(part)? else {
        return Err("the studio's module draws only the studio".to_owned());
    };
    mounting::link_styles(&super::styles());
    Ok(mounting::mount::<StudioRoot>(
        element,
        StudioRootProps { open },
    ))
}
