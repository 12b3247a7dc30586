//! Handing the page to another game's module: where this module's app
//! would show a game screen it does not carry, [`HandOver`] fetches that
//! game's module (`play_<id>`; `table_<id>` for a table with seats on
//! other devices, `guest_<id>` for an invitation; loaded like every
//! module, [`super::loading`];
//! a module fetched before is started again), then
//! destroys this app and starts the other module's on the page, in the
//! same language. While the module loads the page says so; if it cannot
//! load (offline before the service worker kept it), why.

#![cfg(target_arch = "wasm32")]

use std::cell::Cell;
use std::rc::Rc;

use js_sys::{Array, Function, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use super::app_handle;
use super::loading::{failure, module as load};
use super::screen::GameModule;
use crate::text::t;

/// Gives the page to the module of `exports`: hands it the language,
/// stops this module's app, and starts the other's.
fn take_over(exports: &JsValue) -> Result<(), JsValue> {
    crate::ui::locale::hand_to(exports)?;
    let start: Function = Reflect::get(exports, &JsValue::from_str("start"))?.dyn_into()?;
    app_handle::stop();
    start.apply(&JsValue::NULL, &Array::of1(&JsValue::TRUE))?;
    Ok(())
}

/// Properties of [`HandOver`].
#[derive(Properties, PartialEq)]
pub struct HandOverProps {
    /// The game whose module takes the page over (`Game::ID`).
    pub game: &'static str,
    /// Which of the game's modules.
    pub module: GameModule,
}

/// Where game `game`'s screen goes: says it is loading, and gives the
/// page to the game's module once it is ready (not if the page has moved
/// on meanwhile).
#[function_component(HandOver)]
pub fn hand_over(props: &HandOverProps) -> Html {
    let status = use_state(|| t::play_loading().to_string());
    {
        let status = status.clone();
        use_effect_with((props.game, props.module), move |(game, module)| {
            let alive = Rc::new(Cell::new(true));
            {
                let (alive, game, kind) = (alive.clone(), *game, module.prefix());
                spawn_local(async move {
                    let exports = load(&format!("{kind}_{game}")).await;
                    if !alive.get() {
                        return;
                    }
                    let failed = match exports {
                        Ok(exports) => match take_over(&exports) {
                            Ok(()) => return,
                            Err(e) => failure(&e),
                        },
                        Err(why) => why,
                    };
                    status.set(t::play_load_failed(failed).to_string());
                });
            }
            move || alive.set(false)
        });
    }
    html! { <p class="extra-status play-loading" role="status">{ (*status).clone() }</p> }
}
