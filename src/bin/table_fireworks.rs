//! `table_fireworks`: the app with the screen of Fireworks and the host's side of
//! remote play (a table hosted here with seats on other devices), a wasm
//! module of its own (see `parlour::ui::modules`) fetched when such a
//! table first opens; the game's own module (`play_fireworks`) carries no
//! remote play, and the guest's page of an invitation is `guest_fireworks`'s.
//! On native targets this is an empty program.

#![cfg_attr(not(target_arch = "wasm32"), allow(missing_docs))]

parlour::table_module!(parlour::engine::fireworks::Fireworks);
