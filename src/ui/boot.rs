//! Starting the app, in the page's module or in a game's: the panic
//! overlay, the language, then [`App`] on the page, its handle kept so the
//! module can hand the page to another (`modules::app_handle`).

#![cfg(target_arch = "wasm32")]

use yew::Html;

use super::app::{App, AppProps};
use super::modules::app_handle;
use super::modules::screen::{carry, GameModule, Opening, PlayScreen};
use super::shell::devices::guest_page::GuestPage;
use super::shell::devices::host_panel::remote_panel;
use super::shell::drawing::GameDrawing;
use super::shell::page::GamePage;
use super::shell::page::RemotePanel;
use super::{locale, panic_overlay, settings};

/// Game `G`'s screen, as its module carries it (`play_module!`): a table
/// with seats on other devices goes to the game's table module.
pub fn screen<G: GameDrawing + 'static>() -> PlayScreen {
    fn play<G: GameDrawing + 'static>(opening: Opening) -> Html {
        let Opening {
            lesson,
            shared,
            embed,
            ..
        } = opening;
        yew::html! { <GamePage<G> {lesson} {shared} {embed} /> }
    }
    PlayScreen {
        id: G::ID,
        module: GameModule::Play,
        play: play::<G>,
    }
}

/// Game `G`'s screen with remote play, as its table module carries it
/// (`table_module!`): the host's invitations under a table with seats on
/// other devices.
pub fn table_screen<G: GameDrawing + 'static>() -> PlayScreen {
    fn play<G: GameDrawing + 'static>(opening: Opening) -> Html {
        let Opening {
            lesson,
            shared,
            embed,
            ..
        } = opening;
        let remote_panel = Some(RemotePanel::<G>(remote_panel::<G>));
        yew::html! { <GamePage<G> {lesson} {shared} {embed} {remote_panel} /> }
    }
    PlayScreen {
        id: G::ID,
        module: GameModule::Table,
        play: play::<G>,
    }
}

/// Game `G`'s guest page, as its guest module carries it
/// (`guest_module!`): an invitation's address (`#/play/<id>/join/<code>`)
/// and nothing else, so that a guest's first visit downloads neither the
/// game's screen nor its new-game form.
pub fn guest_screen<G: GameDrawing + 'static>() -> PlayScreen {
    fn play<G: GameDrawing + 'static>(opening: Opening) -> Html {
        let code = opening.join.unwrap_or_default();
        let settings = crate::ui::settings::read_settings().settings;
        let stun = settings
            .stun_server()
            .map(|s| yew::AttrValue::from(s.to_owned()));
        yew::html! { <GuestPage<G> {code} {stun} /> }
    }
    PlayScreen {
        id: G::ID,
        module: GameModule::Guest,
        play: play::<G>,
    }
}

/// Starts the app: installs the panic overlay, sets the language (the
/// page's address, the saved setting, the browser's; French and German
/// are fetched first, unless the module handing the page over gave its
/// catalog), then renders [`App`] into the `#app` element of `index.html`
/// (or `<body>` if that element is missing). `screen` is the one game
/// screen this wasm module carries (none for the page's own module: each
/// game's screen is in that game's module); `handed_over` says another module had the page
/// before (the new app then starts as after a navigation).
pub fn start(screen: Option<PlayScreen>, handed_over: bool) {
    panic_overlay::install();
    carry(screen);
    let lang = locale::initial(settings::read_settings().settings.language);
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(why) = locale::switch(lang).await {
            web_sys::console::warn_1(&format!("parlour: staying in English: {why}").into());
        }
        render(handed_over);
    });
}

fn render(handed_over: bool) {
    let document = gloo::utils::document();
    let props = AppProps { handed_over };
    let handle = match document.get_element_by_id("app") {
        Some(root) => {
            // Remove the static "Loading…" text before Yew takes over the element.
            root.set_text_content(None);
            yew::Renderer::<App>::with_root_and_props(root, props).render()
        }
        None => yew::Renderer::<App>::with_props(props).render(),
    };
    app_handle::keep(Box::new(move || handle.destroy()));
}
