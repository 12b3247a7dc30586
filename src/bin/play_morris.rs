//! `play_morris`: the screen of Nine Men's Morris, its own wasm module, fetched the first
//! time the game's page opens (see `parlour::ui::play`), so the page a
//! learner loads first carries no game. Built by Trunk like the studio
//! (`data-type="worker"` with `data-bindgen-target="web"`: `play_morris.js` is an
//! ES module, `play-morris-bridge.js` hands it to the page), run on the page's
//! thread. On native targets this is an empty program.

#![cfg_attr(not(target_arch = "wasm32"), allow(missing_docs))]

parlour::play_module!(parlour::engine::morris::Morris);
