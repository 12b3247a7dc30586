//! `coach`: the web worker where the coach rates moves, reviews games and
//! gives hints for every game (see `parlour::worker`), started by the
//! extras module for each task. Built by Trunk as a worker, optimised for
//! speed.

#![cfg_attr(not(target_arch = "wasm32"), allow(missing_docs))]

parlour::worker_program!(parlour::worker::Tasks::coach());
