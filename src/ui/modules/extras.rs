//! The page's side of the extras module (`src/bin/extras.rs`): each
//! [`Extra`] is one of its parts, [`Hosted`] in the page (Escape, Tab and
//! followed links handed back to the page around it); it also gives the
//! page a built-in lesson as it starts ([`lesson_json`]) and the settings
//! form bound to the app's settings ([`ExtraSettings`]).

#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsValue;
use yew::prelude::*;

use super::hosted::Hosted;
use super::loading::{call, failure, module};
use super::part::Part;
use crate::text::t;
use crate::ui::settings::context::SettingsContext;
use crate::ui::settings::model::{parse_settings, settings_to_value};

/// Lesson `number` of game `game` as it starts (a
/// [`crate::engine::lesson::LessonStart`], JSON), from the extras module.
pub async fn lesson_json(game: &str, number: u8) -> Result<String, String> {
    let exports = module("extras").await?;
    crate::ui::locale::hand_to(&exports).map_err(|e| failure(&e))?;
    let args = js_sys::Array::of2(&JsValue::from_str(game), &JsValue::from(number));
    call(&exports, "lesson", &args)
        .map_err(|e| {
            e.as_string()
                .unwrap_or_else(|| t::extras_module_refused().to_string())
        })?
        .as_string()
        .ok_or_else(|| t::extras_no_lesson_sent().to_string())
}

/// Properties of [`Extra`].
#[derive(Properties, PartialEq)]
pub struct ExtraProps {
    /// The part drawn.
    pub part: Part,
    /// Receives the part's messages.
    #[prop_or_default]
    pub on_message: Callback<String>,
    /// Told when a link inside the part is followed (a rules page's
    /// lesson link: the dialog around it closes).
    #[prop_or_default]
    pub on_link: Callback<()>,
}

/// One part of the extras module, drawn into this component's element.
#[function_component(Extra)]
pub fn extra(props: &ExtraProps) -> Html {
    html! {
        <Hosted module="extras" part={props.part.clone()} on_message={props.on_message.clone()}
                on_link={Some(props.on_link.clone())} />
    }
}

/// The settings form from the extras module, bound to the app's
/// settings: it opens with the settings of the moment, and each change
/// it saves is applied to the app at once.
#[function_component(ExtraSettings)]
pub fn extra_settings() -> Html {
    let context = use_context::<SettingsContext>();
    // The settings when the form opened (later changes come from it).
    let opened = use_memo((), {
        let settings = context.as_ref().map(|c| c.settings.clone());
        move |_| settings.map(|s| settings_to_value(&s).to_string())
    });
    let (Some(context), Some(settings)) = (context, (*opened).clone()) else {
        return html! { <p>{ t::settings_not_here().to_string() }</p> };
    };
    let on_message = context
        .update
        .reform(|json: String| parse_settings(Some(&json)).settings);
    html! { <Extra part={Part::Settings { settings }} {on_message} /> }
}
