//! The Share dialog's content, for every game: the link to the game at
//! the shown step (selected on focus, with a Copy button), "Download game",
//! "Open game file" and "Open in the studio" (the game as a new lesson's
//! line).

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::components::{button, ButtonKind};

/// Properties of [`SharePanel`].
#[derive(Properties, PartialEq)]
pub struct SharePanelProps {
    /// The full link to the game at the shown step (`None` while the AI
    /// worker writes it).
    pub link: Option<AttrValue>,
    /// Saves the game as a JSON file, once the worker has written it.
    pub on_download: Option<Callback<()>>,
    /// Opens a chosen game file.
    pub on_open: Callback<web_sys::File>,
}

/// The Share dialog's content.
#[function_component(SharePanel)]
pub fn share_panel(props: &SharePanelProps) -> Html {
    let copied = use_state(|| None::<&'static str>);
    let on_copy = {
        let (link, copied) = (
            props.link.clone().unwrap_or_default().to_string(),
            copied.clone(),
        );
        Callback::from(move |_| {
            let (link, copied) = (link.clone(), copied.clone());
            wasm_bindgen_futures::spawn_local(async move {
                copied.set(Some(if crate::ui::files::copy(&link).await {
                    "The link is copied."
                } else {
                    "The browser did not let the link be copied: select it and copy it yourself."
                }));
            });
        })
    };
    let select_all = Callback::from(|event: FocusEvent| {
        if let Some(field) = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        {
            field.select();
        }
    });
    let on_file = {
        let on_open = props.on_open.clone();
        Callback::from(move |event: Event| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            let file = input.files().and_then(|files| files.get(0));
            // Choosing the same file again must fire `change` again.
            input.set_value("");
            if let Some(file) = file {
                on_open.emit(file);
            }
        })
    };
    // `…#/play/<id>/g/<code>` opens in the studio as `#/studio/<id>/g/<code>`.
    let studio = props
        .link
        .as_deref()
        .and_then(|link| link.split_once("#/play"))
        .map(|(_, path)| format!("#/studio{path}"));
    html! {
        <div class="share-panel">
            <p>{ "Anyone who opens this link sees this game at the step shown now, and can step through it and play on. The link holds the whole game: the cards of every hand can be worked out from it." }</p>
            <div class="field">
                <label for="share-link">{ "Link to this game" }</label>
                <input id="share-link" type="text" readonly=true value={props.link.clone().unwrap_or(AttrValue::Static("Writing the link…"))} onfocus={select_all} />
            </div>
            <div class="share-actions">
                { button(ButtonKind::Primary, "Copy link", None, props.link.is_none(), on_copy) }
                { button(ButtonKind::Secondary, "Download game", Some(AttrValue::from("Download game as a file")), props.on_download.is_none(), props.on_download.clone().unwrap_or_else(Callback::noop)) }
                <label class="btn btn-secondary file-button">
                    { "Open game file" }
                    <input type="file" class="sr-only" accept=".json,application/json" onchange={on_file} />
                </label>
                if let Some(href) = studio {
                    <a class="btn btn-secondary" {href}>{ "Open in the studio" }</a>
                }
            </div>
            if let Some(text) = *copied {
                <p role="status">{ text }</p>
            }
        </div>
    }
}
