//! `guest_morris`: the app with only the guest's page of a Nine Men's Morris table
//! hosted on another device (`#/play/morris/join/<code>`), a wasm module of
//! its own (see `parlour::ui::modules`) started by an invitation's
//! address; it carries neither the game's screen nor its new-game form,
//! so a guest's first visit stays small. On native targets this is an
//! empty program.

#![cfg_attr(not(target_arch = "wasm32"), allow(missing_docs))]

parlour::guest_module!(parlour::engine::morris::Morris);
