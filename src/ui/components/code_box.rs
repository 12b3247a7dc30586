//! A code another device must receive (an invitation link, a connection
//! answer): its QR code, the text (selected on focus) and a `Copy`
//! button that says whether the copy worked.

use qrcodegen::{QrCode, QrCodeEcc};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::text::t;
use crate::ui::components::{button, ButtonKind};

/// The quiet zone around a QR code, in modules (the standard's four).
const QUIET: i32 = 4;

/// `text` as a QR code drawn in SVG (one path of dark modules), or
/// nothing if it is too long for one.
pub fn qr_code(text: &str, label: &str) -> Html {
    let Ok(code) = QrCode::encode_text(text, QrCodeEcc::Low) else {
        return Html::default();
    };
    let size = code.size();
    let mut path = String::with_capacity((size * size * 6) as usize);
    for y in 0..size {
        for x in 0..size {
            if code.get_module(x, y) {
                path.push_str(&format!("M{},{}h1v1h-1z", x + QUIET, y + QUIET));
            }
        }
    }
    let side = size + 2 * QUIET;
    html! {
        <svg class="qr-code" role="img" aria-label={label.to_owned()} viewBox={format!("0 0 {side} {side}")} shape-rendering="crispEdges">
            <rect width={side.to_string()} height={side.to_string()} fill="#fff" />
            <path d={path} fill="#000" />
        </svg>
    }
}

/// Properties of [`CodeBox`].
#[derive(Properties, PartialEq)]
pub struct CodeBoxProps {
    /// The field's id (its label points at it).
    pub id: AttrValue,
    /// The field's label (`Invitation for Ben`).
    pub label: AttrValue,
    /// The text to pass on.
    pub text: AttrValue,
    /// What the QR code shows, for screen readers.
    pub qr_label: AttrValue,
}

/// A code to pass on: QR code, text and `Copy`.
#[function_component(CodeBox)]
pub fn code_box(props: &CodeBoxProps) -> Html {
    let copied = use_state(|| None::<bool>);
    let on_copy = {
        let (text, copied) = (props.text.to_string(), copied.clone());
        Callback::from(move |_| {
            let (text, copied) = (text.clone(), copied.clone());
            wasm_bindgen_futures::spawn_local(async move {
                copied.set(Some(crate::ui::files::copy(&text).await));
            });
        })
    };
    let select_all = Callback::from(|event: FocusEvent| {
        if let Some(field) = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
        {
            field.select();
        }
    });
    html! {
        <div class="code-box">
            { qr_code(&props.text, &props.qr_label) }
            <div class="field">
                <label for={props.id.clone()}>{ props.label.clone() }</label>
                <textarea id={props.id.clone()} readonly=true rows="3" value={props.text.clone()} onfocus={select_all} />
            </div>
            { button(ButtonKind::Secondary, t::remote_copy(), None, false, on_copy) }
            if let Some(done) = *copied {
                <p role="status">{ if done { t::remote_copied().to_string() } else { t::remote_copy_failed().to_string() } }</p>
            }
        </div>
    }
}
