//! The page's language (wasm): chosen when the app starts
//! ([`settings::chosen_lang`](super::settings::chosen_lang)), switched from
//! Settings, written on the document's `lang` and handed to the extras and
//! studio modules and to a game's module taking the page. English is built in; French and German are fetched
//! (`locales/<code>.ftl`, precached for offline play) when chosen.

#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::text::{set_catalog, Catalog, Lang};

thread_local! {
    /// The chosen language's catalog text (`None`: English).
    static SOURCE: RefCell<Option<(Lang, Rc<str>)>> = const { RefCell::new(None) };
}

/// The language the page's address, the saved setting and the browser
/// choose.
pub fn initial(choice: super::settings::LanguageChoice) -> Lang {
    let address = gloo::utils::window().location().href().unwrap_or_default();
    let browser = browser_languages();
    super::settings::chosen_lang(&address, choice, browser.iter().map(String::as_str))
}

/// The browser's preferred languages (`navigator.languages`).
fn browser_languages() -> Vec<String> {
    gloo::utils::window()
        .navigator()
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .collect()
}

async fn fetch_text(url: &str) -> Result<String, String> {
    let failed = |_| format!("{url} could not be loaded");
    let response = JsFuture::from(gloo::utils::window().fetch_with_str(url))
        .await
        .map_err(failed)?;
    let response: web_sys::Response = response.dyn_into().map_err(failed)?;
    if !response.ok() {
        return Err(format!("{url} could not be loaded ({})", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(failed)?)
        .await
        .map_err(failed)?;
    text.as_string().ok_or_else(|| format!("{url} is not text"))
}

/// Makes `lang` the page's language: fetches and reads its catalog (none
/// for English), then sets it for the page's texts and the document's
/// `lang`. On an error the language stays as it was.
pub async fn switch(lang: Lang) -> Result<(), String> {
    if source().0 != lang {
        let text = match lang {
            Lang::En => None,
            _ => Some(fetch_text(&format!("./locales/{}.ftl", lang.code())).await?),
        };
        install(lang, text.as_deref())?;
    }
    show_lang(lang);
    Ok(())
}

/// Reads `text`, `lang`'s catalog (`None` for English), and makes it this
/// thread's language, keeping the text to hand on.
fn install(lang: Lang, text: Option<&str>) -> Result<(), String> {
    let source: Option<Rc<str>> = text.filter(|_| lang != Lang::En).map(Rc::from);
    let catalog = match &source {
        Some(text) => Some(Rc::new(Catalog::parse(lang, text)?)),
        None => None,
    };
    set_catalog(catalog);
    SOURCE.with(|s| *s.borrow_mut() = source.map(|text| (lang, text)));
    Ok(())
}

/// Writes `lang` where the browser reads it: the document's `lang`, its
/// description, and the manifest of that language (an installed app's
/// name and description).
fn show_lang(lang: Lang) {
    let document = gloo::utils::document();
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", lang.code());
    }
    if let Ok(Some(meta)) = document.query_selector("meta[name=description]") {
        let _ = meta.set_attribute("content", &crate::text::t::app_description().to_string());
    }
    if let Ok(Some(link)) = document.query_selector("link[rel=manifest]") {
        let href = match lang {
            Lang::En => "./manifest.webmanifest".to_owned(),
            _ => format!("./manifest-{}.webmanifest", lang.code()),
        };
        let _ = link.set_attribute("href", &href);
    }
}

/// The page's language and its catalog's text (for a module to read the
/// same), `None` for English.
pub fn source() -> (Lang, Option<Rc<str>>) {
    SOURCE.with(|s| match &*s.borrow() {
        Some((lang, text)) => (*lang, Some(text.clone())),
        None => (Lang::En, None),
    })
}

/// Makes the page's language the language of a module (`exports` its
/// exports: a game's module taking the page, the extras module, the
/// studio module): called before a part is mounted or the page is handed
/// over, so a module always opens in the page's language.
pub fn hand_to(exports: &wasm_bindgen::JsValue) -> Result<(), wasm_bindgen::JsValue> {
    let (lang, text) = source();
    let args = js_sys::Array::of2(
        &lang.code().into(),
        &text.as_deref().unwrap_or_default().into(),
    );
    let function: js_sys::Function =
        js_sys::Reflect::get(exports, &"language".into())?.dyn_into()?;
    function.apply(&wasm_bindgen::JsValue::NULL, &args)?;
    Ok(())
}

/// A module's side of [`hand_to`]: takes the page's language `code` and its
/// catalog's `text` (empty for English), unless it has it already, and
/// keeps the text to hand on (a worker takes it with
/// [`crate::text::adopt_in_worker`]).
pub fn adopt(code: &str, text: &str) -> Result<(), String> {
    let lang = Lang::from_tag(code).ok_or_else(|| format!("no language {code}"))?;
    if source().0 == lang {
        return Ok(());
    }
    install(lang, Some(text))
}

/// The language a choice made in Settings gives (the browser's preferred
/// languages for [`LanguageChoice::Browser`](super::settings::LanguageChoice)).
pub fn for_choice(choice: super::settings::LanguageChoice) -> Lang {
    let browser = browser_languages();
    super::settings::chosen_lang("", choice, browser.iter().map(String::as_str))
}

/// The language of tag `code` (English for a tag parlour does not speak)
/// as a worker takes it, its catalog fetched unless it is the page's: the
/// words of a coach's worker that writes for a guest on another device.
pub async fn worker_request_in(code: &str) -> Result<crate::worker::Request, String> {
    let lang = Lang::from_tag(code).unwrap_or(Lang::En);
    let catalog = match (lang, source()) {
        (Lang::En, _) => String::new(),
        (lang, (page, Some(text))) if page == lang => text.to_string(),
        (lang, _) => fetch_text(&format!("./locales/{}.ftl", lang.code())).await?,
    };
    Ok(crate::worker::Request::Language(
        crate::worker::protocol::Language {
            code: lang.code().to_owned(),
            catalog,
        },
    ))
}

/// The page's language as a worker takes it: a
/// [`crate::worker::Request::Language`], sent before a worker's first
/// request and whenever the language has changed since its last one.
pub fn worker_request() -> crate::worker::Request {
    let (lang, text) = source();
    crate::worker::Request::Language(crate::worker::protocol::Language {
        code: lang.code().to_owned(),
        catalog: text.as_deref().unwrap_or_default().to_owned(),
    })
}
