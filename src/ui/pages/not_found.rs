//! The view for any address that is not a page of the app.

use yew::prelude::*;

/// The page for unknown routes (and unknown game ids); `path` is what was
/// asked for (the part after `#`).
pub fn not_found_page(path: &str) -> Html {
    html! {
        <>
            <h1 class="page-title">{ "Page not found" }</h1>
            <p>
                { "There is no page at " }
                <code>{ format!("#{path}") }</code>
                { ". It may be a game that is not playable yet, or a mistyped address." }
            </p>
            <p><a class="btn btn-primary" href="#/">{ "Go to the home page" }</a></p>
        </>
    }
}
