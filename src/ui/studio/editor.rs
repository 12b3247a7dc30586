//! A lesson being written (wasm): its title and texts, its chapters, and
//! for the open chapter its table ([`super::editor_table`]), its line on
//! the board ([`super::editor_line`]), the step being written
//! ([`super::editor_step`]) and how to share it ([`super::editor_share`]).
//! Every edit goes through [`Draft`] and is kept on the shelf at once.

#![cfg(target_arch = "wasm32")]

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
use crate::engine::game::Game;
use crate::engine::study::model::{Study, TEXT_LIMIT, TITLE_LIMIT};
use crate::text::{t, Lang};
use crate::ui::components::button::{button, ButtonKind};
use crate::ui::form_events::select_value;
use crate::ui::lessons::teacher_text::with_text;
use crate::ui::shell::studio_ui::StudioUi;

/// Properties of [`Editor`].
#[derive(Properties)]
pub struct EditorProps<G: StudioUi> {
    /// The lesson's number on the shelf.
    pub id: u64,
    /// The lesson as kept.
    pub study: Rc<Study<G>>,
}

impl<G: StudioUi> PartialEq for EditorProps<G> {
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
fn chapters_bar<G: StudioUi + 'static>(state: &EditorState<G>, edit: &Edit<G>) -> Html {
    let draft = &state.draft;
    let count = draft.study.chapters.len();
    let lang = draft.study.lang.code();
    html! {
        <section class="studio-chapters" aria-label={t::studio_chapters().to_string()}>
            <h2>{ t::studio_chapters().to_string() }</h2>
            <div class="studio-chapter-list" role="group" aria-label={t::studio_chapter_to_write().to_string()}>
                { for draft.study.chapters.iter().enumerate().map(|(i, chapter)| {
                    let open = i == draft.chapter;
                    let onclick = edit.on(move |s| s.draft.select_chapter(i));
                    let onclick = Callback::from(move |_: MouseEvent| onclick.emit(()));
                    html! {
                        <button type="button" class={classes!("btn", "btn-secondary", open.then_some("is-open"))}
                            aria-pressed={open.to_string()} {onclick}>
                            { format!("{}. ", i + 1) }<span {lang}>{ chapter.title.clone() }</span>
                        </button>
                    }
                }) }
            </div>
            { text_field(&t::studio_chapter_title_field().to_string(), &draft.current().title, TITLE_LIMIT, false, lang,
                edit.text(|s, text| s.draft.study.chapters[s.draft.chapter].title = text)) }
            <div class="studio-row" role="group" aria-label={t::studio_this_chapter().to_string()}>
                { button(ButtonKind::Secondary, t::studio_add_chapter().to_string(), None, count >= crate::engine::study::model::CHAPTER_LIMIT, edit.on(|s| {
                    let options = s.draft.current().record.options.clone();
                    let seed = crate::ui::shell::chrome::table_layout::random_seed();
                    s.draft.add_chapter(G::editable(&options, seed), seed);
                })) }
                { button(ButtonKind::Secondary, t::studio_move_earlier().to_string(), None, draft.chapter == 0, edit.on(|s| { s.draft.move_chapter(true); })) }
                { button(ButtonKind::Secondary, t::studio_move_later().to_string(), None, draft.chapter + 1 >= count, edit.on(|s| { s.draft.move_chapter(false); })) }
                { button(ButtonKind::Secondary, t::studio_remove_chapter().to_string(), None, count <= 1, edit.on(|s| { s.draft.remove_chapter(); })) }
            </div>
        </section>
    }
}

/// The language the lesson is written in, and a choice of another (each
/// language named in itself).
fn lang_field<G: StudioUi + 'static>(lang: Lang, edit: &Edit<G>) -> Html {
    let onchange = edit.with(|s, e: Event| {
        if let Some(lang) = Lang::from_tag(&select_value(&e)) {
            s.draft.study.lang = lang;
        }
    });
    html! {
        <div class="studio-row studio-lang">
            <label class="studio-field">
                <span>{ t::studio_written_in().to_string() }</span>
                <select {onchange}>
                    { for Lang::ALL.iter().map(|&each| html! {
                        <option value={each.code()} lang={each.code()} selected={each == lang}>{ each.autonym() }</option>
                    }) }
                </select>
            </label>
            <p class="studio-hint">{ t::studio_lang_hint().to_string() }</p>
        </div>
    }
}

/// The lesson being written.
#[function_component(Editor)]
pub fn editor<G: StudioUi + 'static>(props: &EditorProps<G>) -> Html {
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
    let lang = study.lang.code();
    html! {
        <section class={classes!("studio", "studio-editor", format!("game-{}", G::ID))} aria-labelledby="studio-lesson-title">
            <p class="studio-back"><a href="#/studio">{ t::studio_back_to_lessons().to_string() }</a></p>
            <h1 class="page-title" id="studio-lesson-title">{ with_text(|title| t::studio_editor_title(G::name(), title), &study.title, lang) }</h1>
            <p class="studio-kept" role="status">{ match &now.kept {
                Ok(()) => t::studio_kept().to_string(),
                Err(why) => why.clone(),
            } }</p>
            <section class="studio-texts" aria-label={t::studio_the_lesson().to_string()}>
                { lang_field(study.lang, &edit) }
                { text_field(&t::studio_lesson_title_field().to_string(), &study.title, TITLE_LIMIT, false, lang, edit.text(|s, text| s.draft.study.title = text)) }
                { text_field(&t::studio_introduction().to_string(), &study.intro, TEXT_LIMIT, true, lang, edit.text(|s, text| s.draft.study.intro = text)) }
                { text_field(&t::studio_final_note().to_string(), &study.outro, TEXT_LIMIT, true, lang, edit.text(|s, text| s.draft.study.outro = text)) }
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
