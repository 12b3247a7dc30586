//! The one list of playable games, read by everything that lists games:
//! the app's registry (`ui::games::GAMES`), the AI worker
//! (`worker::game_ids`) and the referee (`referee::registry::games`).
//! Adding a game is adding it here (and its folders; `tests/game_list.rs`
//! checks that nothing is missing).

/// Calls `$callback!` with the type of every playable game, in home-page
/// order: `crate::for_each_game!(my_macro)` expands to
/// `my_macro!(Take5, Morris, Fireworks)` (full paths), so the caller's
/// macro builds whatever list it needs, e.g.
/// `macro_rules! ids { ($($g:ty),*) => { [$(<$g as Game>::ID),*] } }`.
#[macro_export]
macro_rules! for_each_game {
    ($callback:ident) => {
        $callback!(
            $crate::engine::take5::Take5,
            $crate::engine::morris::Morris,
            $crate::engine::fireworks::Fireworks
        )
    };
}

/// The ids of [`for_each_game!`]'s games ([`super::game::Game::ID`]), in
/// home-page order.
pub const GAME_IDS: &[&str] = {
    macro_rules! ids {
        ($($game:ty),*) => {
            &[$(<$game as $crate::engine::game::Game>::ID),*]
        };
    }
    crate::for_each_game!(ids)
};
