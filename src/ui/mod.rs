//! The Yew single-page app (wasm only).
