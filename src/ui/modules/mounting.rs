//! How a module loaded on demand mounts its parts into the page's
//! elements (each a small Yew app) and destroys them, shared by the
//! extras module and the studio's, and links the style sheets they bring.

#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;

use yew::prelude::*;

/// Destroys one mounted part.
type Destroy = Box<dyn FnOnce()>;

thread_local! {
    /// Destroys each mounted part, by handle (a destroyed one leaves `None`).
    static MOUNTED: RefCell<Vec<Option<Destroy>>> = const { RefCell::new(Vec::new()) };
}

/// Renders component `R` with `props` into `element`, with this module's
/// tree ids ([`super::tree_ids`]); returns the handle [`unmount`] takes.
pub fn mount<R: BaseComponent>(element: web_sys::Element, props: R::Properties) -> u32 {
    super::tree_ids::claim();
    let handle = yew::Renderer::<R>::with_root_and_props(element, props).render();
    MOUNTED.with(|mounted| {
        let mut mounted = mounted.borrow_mut();
        mounted.push(Some(Box::new(move || handle.destroy())));
        (mounted.len() - 1) as u32
    })
}

/// Destroys the part mounted under `handle` (nothing if it is gone).
pub fn unmount(handle: u32) {
    let destroy = MOUNTED.with(|mounted| {
        mounted
            .borrow_mut()
            .get_mut(handle as usize)
            .and_then(Option::take)
    });
    if let Some(destroy) = destroy {
        destroy();
    }
}

/// Links the style sheets `hrefs` (same-origin files beside the page, as
/// its policy allows) into the page, each once: a module's parts bring
/// their own styles, so the page's first load holds none of them.
pub fn link_styles<S: AsRef<str>>(hrefs: &[S]) {
    let document = gloo::utils::document();
    for href in hrefs {
        let href = href.as_ref();
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
