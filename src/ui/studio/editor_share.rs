//! Sharing the lesson (wasm): once it passes the checks, its link (the
//! whole lesson in the address), the embed code for another site, the
//! lesson file, and the lesson as the learner takes it; before that,
//! what is still wrong.

use yew::prelude::*;

use super::view::StudioView;
use crate::engine::study::check::check;
use crate::engine::study::code::encode_study;
use crate::engine::study::file::{lesson_file, lesson_file_name};
use crate::engine::study::model::Study;
use crate::ui::components::button::{button, ButtonKind};
use crate::ui::files::{copy, download};

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
        "<iframe src=\"{base}#/embed/lesson/{}\" title=\"A parlour lesson\" width=\"800\" height=\"600\"></iframe>",
        props.code
    );
    let copy_link = {
        let (said, link) = (said.clone(), link.clone());
        Callback::from(move |()| {
            let (said, link) = (said.clone(), link.clone());
            wasm_bindgen_futures::spawn_local(async move {
                said.set(Some(if copy(&link).await {
                    "The link is copied.".to_owned()
                } else {
                    "The browser did not copy it: select the link and copy it.".to_owned()
                }));
            });
        })
    };
    let save_file = {
        let (said, name, file) = (said.clone(), props.file_name.clone(), props.file.clone());
        Callback::from(move |()| {
            said.set(Some(match download(&name, &file) {
                Ok(()) => format!("The file {name} is saved."),
                Err(why) => why,
            }))
        })
    };
    html! {
        <>
            <label class="studio-field">
                <span>{ format!("Link ({} characters)", link.chars().count()) }</span>
                <input type="url" readonly=true value={link.clone()} />
            </label>
            <div class="studio-row">
                { button(ButtonKind::Primary, "Copy the link", None, false, copy_link) }
                <a class="btn btn-secondary" href={format!("#/lesson/{}", props.code)} target="_blank" rel="noopener">{ "Take the lesson" }</a>
                { button(ButtonKind::Secondary, "Download the lesson file", None, false, save_file) }
            </div>
            <label class="studio-field">
                <span>{ "Embed code" }</span>
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
pub struct ShareSectionProps<G: StudioView> {
    /// The lesson as it stands.
    pub study: Study<G>,
}

impl<G: StudioView> PartialEq for ShareSectionProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.study == other.study
    }
}

/// The share section: the lesson's checks, then its link, file and
/// embed, worked out again only when the lesson changes (not while the
/// teacher steps through its line).
#[function_component(ShareSection)]
pub fn share_section<G: StudioView + 'static>(props: &ShareSectionProps<G>) -> Html {
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
        <section class="studio-share" aria-label="Share">
            <h2>{ "Share" }</h2>
            { match &*shared {
                Ok((code, file_name, file)) => html! {
                    <Share code={code.clone()} file_name={file_name.clone()} file={file.clone()} />
                },
                Err(why) => html! {
                    <p class="studio-problem" role="status">{ format!("Not ready to share yet. {}", sentence(&why.to_string())) }</p>
                },
            } }
        </section>
    }
}
