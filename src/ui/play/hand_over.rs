//! Handing the page to another game's module: where this module's app
//! would show a game screen it does not carry, [`HandOver`] fetches that
//! game's module (`play-<id>-bridge.js`, which imports `play_<id>.js`,
//! then `play_<id>_bg.wasm`, all relative to the page so the app works
//! from any folder; a module fetched before is started again), then
//! destroys this app and starts the other module's on the page, in the
//! same language. While the module loads the page says so; if it cannot
//! load (offline before the service worker kept it), why.

use std::cell::Cell;
use std::rc::Rc;

use js_sys::{Array, Function, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::{future_to_promise, spawn_local};
use yew::prelude::*;

use super::app_handle;
use crate::text::t;
use crate::ui::extras::loading::{failure, shared_module, start_bridged};

/// Runs game `id`'s bridge, an ES module that imports the module's glue
/// and hands it over as `parlourPlay_<id>`; then starts its wasm (its
/// `main` does nothing: the app starts when asked). Resolves to the
/// module's exports.
async fn load(id: &'static str) -> Result<JsValue, JsValue> {
    start_bridged(
        &format!("./play-{id}-bridge.js"),
        &format!("parlourPlay_{id}"),
        &format!("./play_{id}_bg.wasm"),
    )
    .await
}

/// Game `id`'s module's exports, loading it the first time.
async fn module(id: &'static str) -> Result<JsValue, String> {
    shared_module(&format!("parlourPlayLoading_{id}"), || {
        future_to_promise(load(id))
    })
    .await
}

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
}

/// Where game `game`'s screen goes: says it is loading, and gives the
/// page to the game's module once it is ready (not if the page has moved
/// on meanwhile).
#[function_component(HandOver)]
pub fn hand_over(props: &HandOverProps) -> Html {
    let status = use_state(|| t::play_loading().to_string());
    {
        let status = status.clone();
        use_effect_with(props.game, move |game| {
            let alive = Rc::new(Cell::new(true));
            {
                let (alive, game) = (alive.clone(), *game);
                spawn_local(async move {
                    let exports = module(game).await;
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
