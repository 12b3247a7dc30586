//! The lesson editor's state (wasm): the lesson, the half-made move, the
//! seat the board plays for, what was last said; how its sections send
//! their changes ([`Edit`]); and the labelled text field they share.

#![cfg(target_arch = "wasm32")]

use std::rc::Rc;

use yew::prelude::*;

use super::draft::Draft;
use crate::engine::game::Seat;
use crate::text::t;
use crate::ui::form_events::field_value;
use crate::ui::shell::studio_ui::StudioUi;

/// The editor's state: the lesson, the half-made move on the board, the
/// seat whose move the board takes, and what was last said.
#[derive(Clone, PartialEq)]
pub struct EditorState<G: StudioUi> {
    /// The lesson and the teacher's place in it.
    pub draft: Draft<G>,
    /// The half-made move on the board.
    pub input: G::Input,
    /// The seat the board plays for (`None`: the first seat to act).
    pub acting: Option<Seat>,
    /// The board's last refusal, in the game's words.
    pub said: Option<String>,
    /// Whether the last change was kept in the browser (else why not).
    pub kept: Result<(), String>,
    /// Bumped on every change.
    pub version: u64,
}

/// One change to the editor's state.
pub type Change<G> = Rc<dyn Fn(&mut EditorState<G>)>;

/// Sends changes to the editor.
pub struct Edit<G: StudioUi>(pub Callback<Change<G>>);

impl<G: StudioUi> Clone for Edit<G> {
    fn clone(&self) -> Self {
        Edit(self.0.clone())
    }
}

impl<G: StudioUi + 'static> Edit<G> {
    /// A callback that makes change `f`.
    pub fn on(&self, f: impl Fn(&mut EditorState<G>) + 'static) -> Callback<()> {
        let (send, f): (_, Change<G>) = (self.0.clone(), Rc::new(f));
        Callback::from(move |()| send.emit(f.clone()))
    }

    /// A callback that makes change `f` with the value it is given.
    pub fn with<T: Clone + 'static>(
        &self,
        f: impl Fn(&mut EditorState<G>, T) + 'static,
    ) -> Callback<T> {
        let (send, f) = (self.0.clone(), Rc::new(f));
        Callback::from(move |value: T| {
            let f = f.clone();
            send.emit(Rc::new(move |state: &mut EditorState<G>| {
                f(state, value.clone())
            }))
        })
    }

    /// A callback that makes change `f` with an input's text.
    pub fn text(&self, f: impl Fn(&mut EditorState<G>, String) + 'static) -> Callback<InputEvent> {
        self.with(f).reform(|e: InputEvent| field_value(&e))
    }
}

/// A labelled text field (`area`: several lines) of at most `limit`
/// characters, with its count when near the limit. A teacher's text is
/// written in the lesson's language `lang` (a BCP 47 code), which the
/// field says (so the browser checks its spelling in it).
pub fn text_field(
    label: &str,
    value: &str,
    limit: usize,
    area: bool,
    lang: &'static str,
    oninput: Callback<InputEvent>,
) -> Html {
    let chars = value.chars().count();
    let count = (chars * 5 >= limit * 4).then(|| {
        html! { <span class="studio-count" aria-live="polite">{ t::studio_count(chars, limit).to_string() }</span> }
    });
    let over = chars > limit;
    html! {
        <label class={classes!("studio-field", over.then_some("is-over"))}>
            <span>{ label.to_owned() }</span>
            if area {
                <textarea value={value.to_owned()} {oninput} rows="3" {lang} aria-invalid={over.to_string()} />
            } else {
                <input type="text" value={value.to_owned()} {oninput} {lang} aria-invalid={over.to_string()} />
            }
            { count }
        </label>
    }
}
