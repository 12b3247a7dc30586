//! The list of a game's built-in lessons: one button per lesson, named
//! `Lesson N: title` (shown in the game screen's Lessons dialog).

use yew::prelude::*;

use super::{button, ButtonKind};
use crate::text::t;

/// The lessons list: each lesson's number (from 1) and title, in order;
/// `on_lesson` starts lesson n.
pub fn lesson_list(lessons: &[(u8, String)], on_lesson: &Callback<u8>) -> Html {
    html! {
        <>
            <p>{ t::shell_lessons_intro().to_string() }</p>
            <ol class="lesson-list">
                { for lessons.iter().map(|(number, title)| {
                    let number = *number;
                    let onclick = on_lesson.reform(move |_| number);
                    let name = t::shell_lesson_title(number, title);
                    html! {
                        <li>{ button(ButtonKind::Secondary, name, None, false, onclick) }</li>
                    }
                }) }
            </ol>
        </>
    }
}
