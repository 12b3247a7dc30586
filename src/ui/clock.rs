//! The browser's clock for the engine's AIs: milliseconds from
//! `performance.now()` (the engine itself holds no clock, see
//! [`crate::engine::agent::Clock`]).

#![cfg(target_arch = "wasm32")]

use crate::engine::agent::Clock;

/// A [`Clock`] reading `window.performance.now()`; falls back to
/// `Date.now()` where the Performance API is missing.
#[derive(Clone, Debug)]
pub struct PerformanceClock {
    performance: Option<web_sys::Performance>,
}

impl Default for PerformanceClock {
    fn default() -> Self {
        PerformanceClock {
            performance: web_sys::window().and_then(|window| window.performance()),
        }
    }
}

impl Clock for PerformanceClock {
    fn now_ms(&self) -> f64 {
        match &self.performance {
            Some(performance) => performance.now(),
            None => js_sys::Date::now(),
        }
    }
}
