//! The settings form, on the settings page and in a game screen's
//! Settings dialog: every change is saved at once, applies at once to
//! whatever is open (through the settings context), and the form shows
//! whether saving worked.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::text::{t, Msg};
use crate::ui::form_events::{input_value, select_value};

use super::checkbox;
use crate::ui::settings::{
    clean_name, is_stun_address, save_settings, AiLevel, AnimationSpeed, Hints, LanguageChoice,
    Settings, SettingsContext, Theme, ThinkingTime, DEFAULT_NAME, MAX_NAME_CHARS,
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
    legend: Msg,
    name: &'static str,
    options: &[(T, &'static str, Msg)],
    current: T,
    on_pick: Callback<T>,
) -> Html {
    html! {
        <fieldset class="field radio-group">
            <legend>{ legend.to_string() }</legend>
            { for options.iter().map(|(value, key, label)| {
                let (value, key) = (*value, *key);
                let id = format!("{name}-{key}");
                let onchange = on_pick.reform(move |_: Event| value);
                html! {
                    <div class="radio">
                        <input type="radio" id={id.clone()} name={name} value={key} checked={value == current} {onchange} />
                        <label for={id}>{ label.to_string() }</label>
                    </div>
                }
            }) }
        </fieldset>
    }
}

/// The name field's text: the name the person typed, or nothing for the
/// default name ("You", the key every text addresses the person by), which
/// the field's placeholder shows in the language of the moment ("Vous",
/// "Du").
fn typed_name(settings: &Settings) -> String {
    match settings.player_name.as_str() {
        DEFAULT_NAME => String::new(),
        name => name.to_owned(),
    }
}

/// The settings form.
#[function_component(SettingsForm)]
pub fn settings_form() -> Html {
    let context = use_context::<SettingsContext>();
    let state = use_state(|| SaveState::Idle);
    // Drawn anew in the language just chosen: the choice keeps the focus.
    use_effect_with((), |_| {
        let document = gloo::utils::document();
        let on_body = document
            .active_element()
            .is_none_or(|e| e.tag_name().eq_ignore_ascii_case("body"));
        if on_body {
            if let Some(select) = document
                .get_element_by_id("setting-language")
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = select.focus();
            }
        }
    });
    let Some(context) = context else {
        return html! { <p>{ t::settings_not_here().to_string() }</p> };
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
        Callback::from(move |on: bool| change(&move |s: &mut Settings| s.step_through = on))
    };
    let on_language = {
        let change = change.clone();
        Callback::from(move |event: Event| {
            if let Some(choice) = LanguageChoice::from_key(&select_value(&event)) {
                change(&move |s: &mut Settings| s.language = choice);
            }
        })
    };
    // The STUN server as typed: saved when it is an address (or empty).
    let stun_typed = use_state(|| settings.stun.clone());
    let on_stun = {
        let (change, stun_typed) = (change.clone(), stun_typed.clone());
        Callback::from(move |event: InputEvent| {
            let typed = input_value(&event);
            if is_stun_address(&typed) {
                let kept = typed.trim().to_owned();
                change(&move |s: &mut Settings| s.stun = kept.clone());
            }
            stun_typed.set(typed);
        })
    };
    let stun_wrong = !is_stun_address(&stun_typed);
    let browser = crate::ui::locale::for_choice(LanguageChoice::Browser);
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
            html! { { t::settings_saved_idle().to_string() } }
        }
        SaveState::Saved => {
            html! { <span class="saved">{ t::settings_saved().to_string() }</span> }
        }
        SaveState::Failed(reason) => {
            html! { <span class="save-failed">{ t::settings_not_saved(reason).to_string() }</span> }
        }
    };

    html! {
        <>
            <form class="settings-form" aria-describedby="save-status" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
                <div class="field">
                    <label for="setting-language">{ t::settings_language().to_string() }</label>
                    <select id="setting-language" aria-describedby="language-hint" onchange={on_language}>
                        { for LanguageChoice::ALL.iter().map(|&choice| {
                            let (text, lang) = match choice {
                                LanguageChoice::Browser => (t::settings_language_browser(browser.autonym()).to_string(), None),
                                LanguageChoice::Fixed(lang) => (lang.autonym().to_owned(), Some(lang.code())),
                            };
                            html! { <option value={choice.key()} {lang} selected={choice == settings.language}>{ text }</option> }
                        }) }
                    </select>
                    <p id="language-hint" class="hint">{ t::settings_language_hint().to_string() }</p>
                </div>
                <div class="field">
                    <label for="setting-name">{ t::settings_name().to_string() }</label>
                    <input
                        id="setting-name"
                        type="text"
                        autocomplete="nickname"
                        maxlength={MAX_NAME_CHARS.to_string()}
                        value={typed_name(&settings)}
                        placeholder={t::shell_seat_name(DEFAULT_NAME).to_string()}
                        oninput={on_name}
                    />
                    <p class="hint">{ t::settings_name_hint(MAX_NAME_CHARS).to_string() }</p>
                </div>
                { radio_group(t::settings_level(), "ai-level", &ai_options, settings.ai_level, on_ai) }
                <div class="field">
                    <label for="setting-think">{ t::settings_time().to_string() }</label>
                    <select id="setting-think" aria-describedby="think-hint" onchange={on_time}>
                        { for ThinkingTime::ALL.iter().map(|&time| html! {
                            <option value={time.key()} selected={time == settings.ai_time}>{ time.label().to_string() }</option>
                        }) }
                    </select>
                    <p id="think-hint" class="hint">{ t::settings_time_hint().to_string() }</p>
                </div>
                <div class="field">
                    <label for="setting-speed">{ t::settings_speed().to_string() }</label>
                    <select id="setting-speed" onchange={on_speed}>
                        { for AnimationSpeed::ALL.iter().map(|&speed| html! {
                            <option value={speed.key()} selected={speed == settings.animation_speed}>{ speed.label().to_string() }</option>
                        }) }
                    </select>
                </div>
                { radio_group(t::settings_theme(), "theme", &theme_options, settings.theme, on_theme) }
                { checkbox("setting-step", t::settings_step().to_string(), None, settings.step_through, on_step) }
                { radio_group(t::settings_hints(), "hints", &hint_options, settings.hints, on_hints) }
                <div class="field">
                    <label for="setting-stun">{ t::settings_stun().to_string() }</label>
                    <input id="setting-stun" type="text" inputmode="url" spellcheck="false" autocomplete="off" aria-describedby="stun-hint" aria-invalid={stun_wrong.to_string()} value={(*stun_typed).clone()} placeholder="stun:stun.example.org:3478" oninput={on_stun} />
                    <p id="stun-hint" class="hint">{ t::settings_stun_hint().to_string() }</p>
                    if stun_wrong {
                        <p class="form-error" role="alert">{ t::settings_stun_wrong().to_string() }</p>
                    }
                </div>
                <p id="save-status" class="save-status" role="status">{ status }</p>
            </form>
        </>
    }
}
