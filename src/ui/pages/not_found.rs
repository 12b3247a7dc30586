//! The view for any address that is not a page of the app.

use crate::text::t;
use yew::prelude::*;

/// The page for unknown routes (and unknown game ids); `path` is what was
/// asked for (the part after `#`).
pub fn not_found_page(path: &str) -> Html {
    html! {
        <>
            <h1 class="page-title">{ t::not_found_title().to_string() }</h1>
            <p>
                { t::not_found_before().to_string() }
                <code>{ format!("#{path}") }</code>
                { t::not_found_after().to_string() }
            </p>
            <p><a class="btn btn-primary" href="#/">{ t::not_found_home().to_string() }</a></p>
        </>
    }
}
