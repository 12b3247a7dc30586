//! `play_take5`: the app with the screen of 6 nimmt!, a wasm module of its own
//! (see `parlour::ui::modules`), started by an address that opens on the
//! game or handed the page when the game's page first opens, so the page a
//! learner loads first carries no game. Built by Trunk as an ES module
//! (`play_take5.js`, `play_take5_bg.wasm`), run on the page's thread. On
//! native targets this is an empty program.

#![cfg_attr(not(target_arch = "wasm32"), allow(missing_docs))]

parlour::play_module!(parlour::engine::take5::Take5);
