//! `ai_morris`: the web worker where the AIs of Nine Men's Morris think in the
//! browser, and where its share codes and game files are written and read
//! (see `parlour::worker`). Built by Trunk as a worker with the `release-ai`
//! profile: the crate's code for speed, the libraries around it for size.

#![cfg_attr(not(target_arch = "wasm32"), allow(missing_docs))]

parlour::worker_program!(parlour::worker::Tasks::ai::<parlour::engine::morris::Morris>());
