//! Sharing the lesson (wasm): once it passes the checks, its link (the
//! whole lesson in the address), the embed code for another site, the
//! lesson file, and the lesson as the learner takes it; before that,
//! what is still wrong.

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use crate::engine::study::check::check;
use crate::engine::study::code::encode_study;
use crate::engine::study::file::{lesson_file, lesson_file_name};
use crate::engine::study::model::Study;
use crate::text::t;
use crate::ui::components::button::{button, ButtonKind};
use crate::ui::files::{copy, download};
use crate::ui::shell::studio_ui::StudioUi;

/// The page's address without its `#…`.
fn page_address() -> String {
    let href = gloo::utils::window().location().href().unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_owned()
}

/// `text` as a sentence: a capital first letter and a full stop.
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        format!("{}{}.", first.to_uppercase(), chars.as_str())
    })
}

/// `text` as an HTML attribute's value between double quotes.
fn attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

/// Properties of [`Share`].
#[derive(Properties, PartialEq)]
struct ShareProps {
    /// The lesson's link code.
    code: AttrValue,
    /// The lesson file's name.
    file_name: AttrValue,
    /// The lesson file.
    file: AttrValue,
}

/// The ways to share a lesson that passes the checks.
#[function_component(Share)]
fn share(props: &ShareProps) -> Html {
    let said = use_state(|| None::<String>);
    let base = page_address();
    let link = format!("{base}#/lesson/{}", props.code);
    let embed = format!(
        "<iframe src=\"{base}#/embed/lesson/{}\" title=\"{}\" width=\"800\" height=\"600\"></iframe>",
        props.code,
        attribute(&t::studio_embed_title().to_string())
    );
    let copy_link = {
        let (said, link) = (said.clone(), link.clone());
        Callback::from(move |()| {
            let (said, link) = (said.clone(), link.clone());
            wasm_bindgen_futures::spawn_local(async move {
                said.set(Some(if copy(&link).await {
                    t::studio_copied().to_string()
                } else {
                    t::studio_not_copied().to_string()
                }));
            });
        })
    };
    let save_file = {
        let (said, name, file) = (said.clone(), props.file_name.clone(), props.file.clone());
        Callback::from(move |()| {
            said.set(Some(match download(&name, &file) {
                Ok(()) => t::studio_file_saved(name.to_string()).to_string(),
                Err(why) => why,
            }))
        })
    };
    html! {
        <>
            <label class="studio-field">
                <span>{ t::studio_link_label(link.chars().count()).to_string() }</span>
                <input type="url" readonly=true value={link.clone()} />
            </label>
            <div class="studio-row">
                { button(ButtonKind::Primary, t::studio_copy_link().to_string(), None, false, copy_link) }
                <a class="btn btn-secondary" href={format!("#/lesson/{}", props.code)} target="_blank" rel="noopener">{ t::studio_take_lesson().to_string() }</a>
                { button(ButtonKind::Secondary, t::studio_download().to_string(), None, false, save_file) }
            </div>
            <label class="studio-field">
                <span>{ t::studio_embed_code().to_string() }</span>
                <textarea readonly=true rows="3" value={embed} />
            </label>
            if let Some(text) = (*said).clone() {
                <p role="status">{ text }</p>
            }
        </>
    }
}

/// Properties of [`ShareSection`].
#[derive(Properties)]
pub struct ShareSectionProps<G: StudioUi> {
    /// The lesson as it stands.
    pub study: Study<G>,
}

impl<G: StudioUi> PartialEq for ShareSectionProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.study == other.study
    }
}

/// The share section: the lesson's checks, then its link, file and
/// embed, worked out again only when the lesson changes (not while the
/// teacher steps through its line).
#[function_component(ShareSection)]
pub fn share_section<G: StudioUi + 'static>(props: &ShareSectionProps<G>) -> Html {
    let shared = use_memo(props.study.clone(), |study| {
        check(study).map(|()| {
            (
                AttrValue::from(encode_study(study)),
                AttrValue::from(lesson_file_name(study)),
                AttrValue::from(lesson_file(study)),
            )
        })
    });
    html! {
        <section class="studio-share" aria-label={t::studio_share().to_string()}>
            <h2>{ t::studio_share().to_string() }</h2>
            { match &*shared {
                Ok((code, file_name, file)) => html! {
                    <Share code={code.clone()} file_name={file_name.clone()} file={file.clone()} />
                },
                Err(why) => html! {
                    <p class="studio-problem" role="status">{ t::studio_not_ready(sentence(&why.to_string())).to_string() }</p>
                },
            } }
        </section>
    }
}
