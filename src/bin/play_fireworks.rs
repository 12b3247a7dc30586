//! `play_fireworks`: the screen of Fireworks, its own wasm module, fetched the first
//! time the game's page opens (see `parlour::ui::play`), so the page a
//! learner loads first carries no game. Built by Trunk like the studio
//! (`data-type="worker"` with `data-bindgen-target="web"`: `play_fireworks.js` is an
//! ES module, `play-fireworks-bridge.js` hands it to the page), run on the page's
//! thread. On native targets this is an empty program.

#![cfg_attr(not(target_arch = "wasm32"), allow(missing_docs))]

parlour::play_module!(parlour::engine::fireworks::Fireworks);
