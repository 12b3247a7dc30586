//! The browser app's entry point (built by Trunk for wasm32).

#[cfg(target_arch = "wasm32")]
fn main() {
    // The page's own module carries no game's screen (see `parlour::ui::modules`).
    parlour::ui::boot::start(None, false);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "parlour's app runs in the browser: serve it with `trunk serve` (see README). \
         The command-line tool is `cargo run --release --bin referee -- --help`."
    );
    std::process::exit(2);
}
