//! The settings form, on the settings page and in a game screen's
//! Settings dialog: every change is saved at once, applies at once to
//! whatever is open (through the settings context), and the form shows
//! whether saving worked.

use yew::prelude::*;

use crate::ui::form_events::{checkbox_value, input_value, select_value};
use crate::ui::settings::{
    clean_name, save_settings, AiLevel, AnimationSpeed, Hints, Settings, SettingsContext, Theme,
    ThinkingTime, MAX_NAME_CHARS,
};

/// What happened to the last change.
#[derive(Clone, Debug, PartialEq, Eq)]
enum SaveState {
    Idle,
    Saved,
    Failed(String),
}

/// A group of radio buttons, one per option.
fn radio_group<T: Copy + PartialEq + 'static>(
    legend: &'static str,
    name: &'static str,
    options: &[(T, &'static str, &'static str)],
    current: T,
    on_pick: Callback<T>,
) -> Html {
    html! {
        <fieldset class="field radio-group">
            <legend>{ legend }</legend>
            { for options.iter().map(|&(value, key, label)| {
                let id = format!("{name}-{key}");
                let onchange = on_pick.reform(move |_: Event| value);
                html! {
                    <div class="radio">
                        <input type="radio" id={id.clone()} name={name} value={key} checked={value == current} {onchange} />
                        <label for={id}>{ label }</label>
                    </div>
                }
            }) }
        </fieldset>
    }
}

/// The settings form.
#[function_component(SettingsForm)]
pub fn settings_form() -> Html {
    let context = use_context::<SettingsContext>();
    let state = use_state(|| SaveState::Idle);
    let Some(context) = context else {
        return html! { <p>{ "Settings are not available here." }</p> };
    };
    let settings = context.settings.clone();

    let change = {
        let update = context.update.clone();
        let state = state.clone();
        move |edit: &dyn Fn(&mut Settings)| {
            let mut next = context.settings.clone();
            edit(&mut next);
            state.set(match save_settings(&next) {
                Ok(()) => SaveState::Saved,
                Err(reason) => SaveState::Failed(reason),
            });
            update.emit(next);
        }
    };
    let change = std::rc::Rc::new(change);

    let on_name = {
        let change = change.clone();
        Callback::from(move |event: InputEvent| {
            let name = clean_name(&input_value(&event));
            change(&move |s: &mut Settings| s.player_name = name.clone());
        })
    };
    let on_ai = {
        let change = change.clone();
        Callback::from(move |level: AiLevel| change(&move |s: &mut Settings| s.ai_level = level))
    };
    let on_theme = {
        let change = change.clone();
        Callback::from(move |theme: Theme| change(&move |s: &mut Settings| s.theme = theme))
    };
    let on_speed = {
        let change = change.clone();
        Callback::from(move |event: Event| {
            let key = select_value(&event);
            if let Some(speed) = AnimationSpeed::ALL.into_iter().find(|s| s.key() == key) {
                change(&move |s: &mut Settings| s.animation_speed = speed);
            }
        })
    };
    let on_time = {
        let change = change.clone();
        Callback::from(move |event: Event| {
            let key = select_value(&event);
            if let Some(time) = ThinkingTime::ALL.into_iter().find(|t| t.key() == key) {
                change(&move |s: &mut Settings| s.ai_time = time);
            }
        })
    };
    let on_step = {
        let change = change.clone();
        Callback::from(move |event: Event| {
            let on = checkbox_value(&event);
            change(&move |s: &mut Settings| s.step_through = on);
        })
    };
    let on_hints = {
        let change = change.clone();
        Callback::from(move |hints: Hints| change(&move |s: &mut Settings| s.hints = hints))
    };

    let hint_options: Vec<_> = Hints::ALL
        .iter()
        .map(|&h| (h, h.key(), h.label()))
        .collect();
    let ai_options: Vec<_> = AiLevel::ALL
        .iter()
        .map(|&l| (l, l.key(), l.label()))
        .collect();
    let theme_options: Vec<_> = Theme::ALL
        .iter()
        .map(|&t| (t, t.key(), t.label()))
        .collect();
    let status = match &*state {
        SaveState::Idle => {
            html! { { "Changes are saved in this browser as soon as you make them." } }
        }
        SaveState::Saved => html! { <span class="saved">{ "✓ Saved" }</span> },
        SaveState::Failed(reason) => {
            html! { <span class="save-failed">{ format!("Not saved: {reason}.") }</span> }
        }
    };

    html! {
        <>
            <form class="settings-form" aria-describedby="save-status" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
                <div class="field">
                    <label for="setting-name">{ "Player name" }</label>
                    <input
                        id="setting-name"
                        type="text"
                        autocomplete="nickname"
                        maxlength={MAX_NAME_CHARS.to_string()}
                        value={settings.player_name.clone()}
                        oninput={on_name}
                    />
                    <p class="hint">{ format!("Shown at the table (up to {MAX_NAME_CHARS} characters).") }</p>
                </div>
                { radio_group("Default AI level", "ai-level", &ai_options, settings.ai_level, on_ai) }
                <div class="field">
                    <label for="setting-think">{ "AI thinking time" }</label>
                    <select id="setting-think" aria-describedby="think-hint" onchange={on_time}>
                        { for ThinkingTime::ALL.iter().map(|&time| html! {
                            <option value={time.key()} selected={time == settings.ai_time}>{ time.label() }</option>
                        }) }
                    </select>
                    <p id="think-hint" class="hint">{ "How long the hard AI may think over each move when you play against it. Easy and medium take no longer." }</p>
                </div>
                <div class="field">
                    <label for="setting-speed">{ "Animation speed" }</label>
                    <select id="setting-speed" onchange={on_speed}>
                        { for AnimationSpeed::ALL.iter().map(|&speed| html! {
                            <option value={speed.key()} selected={speed == settings.animation_speed}>{ speed.label() }</option>
                        }) }
                    </select>
                </div>
                { radio_group("Theme", "theme", &theme_options, settings.theme, on_theme) }
                <div class="field checkbox">
                    <input id="setting-step" type="checkbox" checked={settings.step_through} onchange={on_step} />
                    <label for="setting-step">{ "Open finished rounds in step-through mode" }</label>
                </div>
                { radio_group("The coach's hint button", "hints", &hint_options, settings.hints, on_hints) }
                <p id="save-status" class="save-status" role="status">{ status }</p>
            </form>
        </>
    }
}
