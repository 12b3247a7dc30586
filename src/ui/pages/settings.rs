//! The page at `#/settings`: the settings form.

use yew::prelude::*;

use crate::ui::components::SettingsForm;

/// The page at `#/settings`.
#[function_component(SettingsPage)]
pub fn settings_page() -> Html {
    html! {
        <>
            <h1 class="page-title">{ "Settings" }</h1>
            <SettingsForm />
        </>
    }
}
