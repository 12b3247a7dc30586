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

/// Properties of [`Button`].
#[derive(Properties, PartialEq)]
pub struct ButtonProps {
    /// The visible content; also the accessible name unless `aria_label` is set.
    pub children: Html,
    /// Called when the button is activated (click, Enter or Space).
    pub onclick: Callback<()>,
    /// The visual weight.
    #[prop_or_default]
    pub kind: ButtonKind,
    /// Disables the button.
    #[prop_or_default]
    pub disabled: bool,
    /// An accessible name, required when the content is only an icon.
    #[prop_or_default]
    pub aria_label: Option<AttrValue>,
    /// Extra CSS classes.
    #[prop_or_default]
    pub class: Classes,
}

/// A button of the app's style.
#[function_component(Button)]
pub fn button(props: &ButtonProps) -> Html {
    let onclick = {
        let callback = props.onclick.clone();
        Callback::from(move |_: MouseEvent| callback.emit(()))
    };
    html! {
        <button
            type="button"
            class={classes!("btn", props.kind.class(), props.class.clone())}
            disabled={props.disabled}
            aria-label={props.aria_label.clone()}
            {onclick}
        >
            { props.children.clone() }
        </button>
    }
}
