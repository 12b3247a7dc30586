//! The Share dialog's content, for every game: the link to the game at
//! the shown step (selected on focus, with a Copy button), "Download game",
//! "Open game file" and "Open in the studio" (the game as a new lesson's
//! line).

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::text::t;
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
    // Whether the link was copied, once Copy link was pressed.
    let copied = use_state(|| None::<bool>);
    let on_copy = {
        let (link, copied) = (
            props.link.clone().unwrap_or_default().to_string(),
            copied.clone(),
        );
        Callback::from(move |_| {
            let (link, copied) = (link.clone(), copied.clone());
            wasm_bindgen_futures::spawn_local(async move {
                copied.set(Some(crate::ui::files::copy(&link).await));
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
            <p>{ t::shell_share_intro().to_string() }</p>
            <div class="field">
                <label for="share-link">{ t::shell_share_link().to_string() }</label>
                <input id="share-link" type="text" readonly=true value={props.link.clone().unwrap_or_else(|| t::shell_share_writing().to_string().into())} onfocus={select_all} />
            </div>
            <div class="share-actions">
                { button(ButtonKind::Primary, t::shell_share_copy(), None, props.link.is_none(), on_copy) }
                { button(ButtonKind::Secondary, t::shell_share_download(), Some(AttrValue::from(t::shell_share_download_name().to_string())), props.on_download.is_none(), props.on_download.clone().unwrap_or_else(Callback::noop)) }
                <label class="btn btn-secondary file-button">
                    { t::shell_share_open_file().to_string() }
                    <input type="file" class="sr-only" accept=".json,application/json" onchange={on_file} />
                </label>
                if let Some(href) = studio {
                    <a class="btn btn-secondary" {href}>{ t::shell_share_studio().to_string() }</a>
                }
            </div>
            if let Some(done) = *copied {
                <p role="status">{ if done { t::shell_share_copied().to_string() } else { t::shell_share_not_copied().to_string() } }</p>
            }
        </div>
    }
}
