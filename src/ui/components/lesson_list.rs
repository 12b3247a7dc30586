//! The list of a game's built-in lessons: one button per lesson, named
//! `Lesson N: title`.

use yew::prelude::*;

use super::Button;

/// Properties of [`LessonList`].
#[derive(Properties, PartialEq)]
pub struct LessonListProps {
    /// Each lesson's number (from 1) and title, in order.
    pub lessons: Vec<(u8, &'static str)>,
    /// Starts lesson n.
    pub on_lesson: Callback<u8>,
}

/// The lessons heading and list.
#[function_component(LessonList)]
pub fn lesson_list(props: &LessonListProps) -> Html {
    html! {
        <>
            <h2>{ "Lessons" }</h2>
            <ol class="lesson-list">
                { for props.lessons.iter().map(|&(number, title)| {
                    let onclick = props.on_lesson.reform(move |_| number);
                    let name = format!("Lesson {number}: {title}");
                    html! {
                        <li><Button {onclick} aria_label={name.clone()}>{ name }</Button></li>
                    }
                }) }
            </ol>
        </>
    }
}
