//! The page at `#/settings`: the settings form (from the extras module).

use crate::text::t;
use yew::prelude::*;

use crate::ui::modules::extras::ExtraSettings;

/// The page at `#/settings`.
#[function_component(SettingsPage)]
pub fn settings_page() -> Html {
    html! {
        <>
            <h1 class="page-title">{ t::settings_title().to_string() }</h1>
            <ExtraSettings />
        </>
    }
}
