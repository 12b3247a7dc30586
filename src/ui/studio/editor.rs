//! A lesson being written (wasm): its title and texts, its chapters, and
//! for the open chapter its table ([`super::editor_table`]), its line on
//! the board ([`super::editor_line`]), the step being written
//! ([`super::editor_step`]) and how to share it ([`super::editor_share`]).
//! Every edit goes through [`Draft`] and is kept on the shelf at once.

use std::rc::Rc;

use yew::prelude::*;

use super::draft::Draft;
use super::editor_line::line_section;
use super::editor_share::ShareSection;
use super::editor_state::{text_field, Change, Edit, EditorState};
use super::editor_step::step_section;
use super::editor_table::table_section;
use super::shelf::SavedLesson;
use super::store;
use super::view::StudioView;
use crate::engine::game::Game;
use crate::engine::study::model::{Study, TEXT_LIMIT, TITLE_LIMIT};
use crate::ui::components::button::{button, ButtonKind};

/// Properties of [`Editor`].
#[derive(Properties)]
pub struct EditorProps<G: StudioView> {
    /// The lesson's number on the shelf.
    pub id: u64,
    /// The lesson as kept.
    pub study: Rc<Study<G>>,
}

impl<G: StudioView> PartialEq for EditorProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id && Rc::ptr_eq(&self.study, &other.study)
    }
}

/// Keeps `study` on the shelf as lesson `id`.
fn keep<G: Game>(id: u64, study: &Study<G>) -> Result<(), String> {
    let study = serde_json::to_value(study).expect("lessons serialize");
    store::change(|shelf| {
        shelf.put(SavedLesson {
            id,
            game: G::ID.to_owned(),
            study,
            saved: store::now(),
        })
    })
    .1
}

/// The chapters: one button each (the open one pressed), and what can
/// be done to the open one.
fn chapters_bar<G: StudioView + 'static>(state: &EditorState<G>, edit: &Edit<G>) -> Html {
    let draft = &state.draft;
    let count = draft.study.chapters.len();
    html! {
        <section class="studio-chapters" aria-label="Chapters">
            <h2>{ "Chapters" }</h2>
            <div class="studio-chapter-list" role="group" aria-label="Chapter to write">
                { for draft.study.chapters.iter().enumerate().map(|(i, chapter)| {
                    let open = i == draft.chapter;
                    let onclick = edit.on(move |s| s.draft.select_chapter(i));
                    let onclick = Callback::from(move |_: MouseEvent| onclick.emit(()));
                    html! {
                        <button type="button" class={classes!("btn", "btn-secondary", open.then_some("is-open"))}
                            aria-pressed={open.to_string()} {onclick}>
                            { format!("{}. {}", i + 1, chapter.title) }
                        </button>
                    }
                }) }
            </div>
            { text_field("Chapter title", &draft.current().title, TITLE_LIMIT, false,
                edit.text(|s, t| s.draft.study.chapters[s.draft.chapter].title = t)) }
            <div class="studio-row" role="group" aria-label="This chapter">
                { button(ButtonKind::Secondary, "Add a chapter", None, count >= crate::engine::study::model::CHAPTER_LIMIT, edit.on(|s| {
                    let options = s.draft.current().record.options.clone();
                    let seed = crate::ui::shell::chrome::table_layout::random_seed();
                    s.draft.add_chapter(G::editable(&options, seed), seed);
                })) }
                { button(ButtonKind::Secondary, "Move earlier", None, draft.chapter == 0, edit.on(|s| { s.draft.move_chapter(true); })) }
                { button(ButtonKind::Secondary, "Move later", None, draft.chapter + 1 >= count, edit.on(|s| { s.draft.move_chapter(false); })) }
                { button(ButtonKind::Secondary, "Remove this chapter", None, count <= 1, edit.on(|s| { s.draft.remove_chapter(); })) }
            </div>
        </section>
    }
}

/// The lesson being written.
#[function_component(Editor)]
pub fn editor<G: StudioView + 'static>(props: &EditorProps<G>) -> Html {
    let state = {
        let study = props.study.clone();
        use_state(move || EditorState {
            draft: Draft::open((*study).clone()),
            input: G::Input::default(),
            acting: None,
            said: None,
            kept: Ok(()),
            version: 0,
        })
    };
    let edit = {
        let (state, id) = (state.clone(), props.id);
        Edit(Callback::from(move |change: Change<G>| {
            let mut next = (*state).clone();
            let before = next.draft.study.clone();
            change(&mut next);
            next.version += 1;
            if next.draft.study != before {
                next.kept = keep(id, &next.draft.study);
            }
            state.set(next);
        }))
    };
    let now = (*state).clone();
    // The open chapter's game after the steps shown, replayed once for the
    // board and the step beside it.
    let session = now.draft.session();
    let study = &now.draft.study;
    html! {
        <section class={classes!("studio", "studio-editor", format!("game-{}", G::ID))} aria-labelledby="studio-lesson-title">
            <p class="studio-back"><a href="#/studio">{ "← Your lessons" }</a></p>
            <h1 class="page-title" id="studio-lesson-title">{ format!("{}: {}", G::TITLE, study.title) }</h1>
            <p class="studio-kept" role="status">{ match &now.kept {
                Ok(()) => "Kept in this browser.".to_owned(),
                Err(why) => why.clone(),
            } }</p>
            <section class="studio-texts" aria-label="The lesson">
                { text_field("Lesson title", &study.title, TITLE_LIMIT, false, edit.text(|s, t| s.draft.study.title = t)) }
                { text_field("Introduction", &study.intro, TEXT_LIMIT, true, edit.text(|s, t| s.draft.study.intro = t)) }
                { text_field("Final note", &study.outro, TEXT_LIMIT, true, edit.text(|s, t| s.draft.study.outro = t)) }
            </section>
            { chapters_bar(&now, &edit) }
            { table_section(&now, &edit) }
            <div class="studio-workbench">
                { line_section(&now, session.as_ref(), &edit) }
                { step_section(&now, session.as_ref(), &edit) }
            </div>
            <ShareSection<G> study={study.clone()} />
        </section>
    }
}
