//! `table_take5`: the app with the screen of 6 nimmt! and the host's side of
//! remote play (a table hosted here with seats on other devices), a wasm
//! module of its own (see `parlour::ui::modules`) fetched when such a
//! table first opens; the game's own module (`play_take5`) carries no
//! remote play, and the guest's page of an invitation is `guest_take5`'s.
//! On native targets this is an empty program.

#![cfg_attr(not(target_arch = "wasm32"), allow(missing_docs))]

parlour::table_module!(parlour::engine::take5::Take5);
