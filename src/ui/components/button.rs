//! A plain `<button type="button">` with the app's look.

use yew::prelude::*;

/// The visual weight of a [`Button`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ButtonKind {
    /// The main action of a view (filled).
    Primary,
    /// An ordinary action (outlined).
    #[default]
    Secondary,
    /// A quiet action (text only), e.g. "Dismiss".
    Ghost,
}

impl ButtonKind {
    fn class(self) -> &'static str {
        match self {
            ButtonKind::Primary => "btn-primary",
            ButtonKind::Secondary => "btn-secondary",
            ButtonKind::Ghost => "btn-ghost",
        }
    }
}

/// A `<button type="button">` of the app's style: `content` is what it
/// shows (also its accessible name unless `name` is given), `onclick` is
/// called when it is activated (click, Enter or Space).
pub fn button(
    kind: ButtonKind,
    content: impl Into<Html>,
    name: Option<AttrValue>,
    disabled: bool,
    onclick: Callback<()>,
) -> Html {
    let onclick = Callback::from(move |_: MouseEvent| onclick.emit(()));
    html! {
        <button
            type="button"
            class={classes!("btn", kind.class())}
            {disabled}
            aria-label={name}
            {onclick}
        >
            { content.into() }
        </button>
    }
}
