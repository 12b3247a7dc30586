//! Seats on other devices in the browser: the connection between the
//! host's page and a guest's ([`link`], wasm), over the engine's codes and
//! messages (`engine::remote`). It knows no game, screen or feature.

#[cfg(target_arch = "wasm32")]
pub mod link;
