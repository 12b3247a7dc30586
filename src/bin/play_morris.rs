//! `play_morris`: the app with the screen of Nine Men's Morris, a wasm module of its own
//! (see `parlour::ui::modules`), started by an address that opens on the
//! game or handed the page when the game's page first opens, so the page a
//! learner loads first carries no game. Built by Trunk as an ES module
//! (`play_morris.js`, `play_morris_bg.wasm`), run on the page's thread. On
//! native targets this is an empty program.

#![cfg_attr(not(target_arch = "wasm32"), allow(missing_docs))]

parlour::play_module!(parlour::engine::morris::Morris);
