//! How a module loaded on demand mounts its parts into the page's
//! elements (each a small Yew app) and destroys them, shared by the
//! extras module and the studio's.

use std::cell::{Cell, RefCell};

use yew::prelude::*;

/// Destroys one mounted part.
type Destroy = Box<dyn FnOnce()>;

thread_local! {
    /// Destroys each mounted part, by handle (a destroyed one leaves `None`).
    static MOUNTED: RefCell<Vec<Option<Destroy>>> = const { RefCell::new(Vec::new()) };
    /// Whether this module has taken its tree ids.
    static RESERVED: Cell<bool> = const { Cell::new(false) };
}

/// Tree ids the extras module gives away before its first part.
pub const EXTRAS_TREE_IDS: usize = 64;

/// Tree ids the studio's module gives away before its first part: more
/// than the extras module's parts reach in a session (each part takes
/// one), so the two modules' parts never share an id.
pub const STUDIO_TREE_IDS: usize = 1024;

/// Nothing: the app that only takes a tree id.
#[function_component(Nothing)]
fn nothing() -> Html {
    Html::default()
}

/// Yew brands each app's elements with a tree id counted from 1 in each
/// wasm module, and the page's app (id 1, and any it adds later) handles
/// every event whose target carries one of its ids, in the capture phase
/// before this module's app sees it. So before its first part this
/// module takes `count` ids for apps it destroys at once: the page (and
/// the other module) never owns its parts' events.
fn reserve_tree_ids(count: usize) {
    if RESERVED.with(|r| r.replace(true)) {
        return;
    }
    let document = gloo::utils::document();
    for _ in 0..count {
        if let Ok(root) = document.create_element("div") {
            yew::Renderer::<Nothing>::with_root(root).render().destroy();
        }
    }
}

/// Renders component `R` with `props` into `element`, after giving away
/// `reserved` tree ids the first time; returns the handle [`unmount`] takes.
pub fn mount<R: BaseComponent>(
    element: web_sys::Element,
    props: R::Properties,
    reserved: usize,
) -> u32 {
    reserve_tree_ids(reserved);
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
pub fn link_styles(hrefs: &[&str]) {
    let document = gloo::utils::document();
    for href in hrefs {
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
