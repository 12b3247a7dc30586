//! One component per route (see [`crate::ui::route::Route`]).

pub mod about;
pub mod game;
pub mod home;
pub mod not_found;
pub mod settings;

pub use about::AboutPage;
pub use game::{PlayPage, RulesPage};
pub use home::HomePage;
pub use not_found::NotFoundPage;
pub use settings::SettingsPage;
