//! The list of a game's built-in lessons: one button per lesson, named
//! `Lesson N: title` (shown in the game screen's Lessons dialog).

use yew::prelude::*;

use super::{button, ButtonKind};

/// The lessons list: each lesson's number (from 1) and title, in order;
/// `on_lesson` starts lesson n.
pub fn lesson_list(lessons: &[(u8, &'static str)], on_lesson: &Callback<u8>) -> Html {
    html! {
        <>
            <p>{ "Each lesson steps through one rule on a real table, then lets you play on." }</p>
            <ol class="lesson-list">
                { for lessons.iter().map(|&(number, title)| {
                    let onclick = on_lesson.reform(move |_| number);
                    let name = format!("Lesson {number}: {title}");
                    html! {
                        <li>{ button(ButtonKind::Secondary, name, None, false, onclick) }</li>
                    }
                }) }
            </ol>
        </>
    }
}
