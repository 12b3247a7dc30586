//! A teacher's text inside a sentence of the app ("Chapter 2 of 3:
//! *The sixth card*"): the sentence is the learner's language, the text
//! the lesson's, so the text is its own element with its own `lang`
//! (screen readers read each in its language). The sentence is a whole
//! message given a placeholder where the text goes, so every language
//! keeps its own word order.

#[cfg(target_arch = "wasm32")]
use yew::prelude::*;

#[cfg(target_arch = "wasm32")]
use crate::text::Msg;

/// What a message is given where the teacher's text goes (a character of
/// Unicode's private use area: never in a message).
pub const PLACE: &str = "\u{E000}";

/// `sentence` written with [`PLACE`] for the text, split around it
/// (`None`: the sentence does not show the text).
pub fn around(sentence: &str) -> Option<(&str, &str)> {
    sentence.split_once(PLACE)
}

/// The message `sentence` makes of the teacher's `text`, the text marked
/// as written in `lang` (a BCP 47 code).
#[cfg(target_arch = "wasm32")]
pub fn with_text(sentence: impl FnOnce(&str) -> Msg, text: &str, lang: &'static str) -> Html {
    let written = sentence(PLACE).to_string();
    match around(&written) {
        Some((before, after)) => html! {
            <>{ before.to_owned() }<span {lang}>{ text.to_owned() }</span>{ after.to_owned() }</>
        },
        None => html! { { written.clone() } },
    }
}
