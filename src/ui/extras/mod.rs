//! The extras module's entry (`src/bin/extras.rs`): the parts of the page
//! loaded when first opened (a game's rules page, its lessons, the
//! settings form, the about page, the coach's review, hint and puzzles,
//! the bot protocol, a studio lesson from its link, and the studio), each
//! a Yew app of this module mounted into the element the page gives it
//! ([`crate::ui::modules::hosted`]). The learner's first load holds none
//! of their code or text; the module is fetched the first time one of them
//! opens, and the service worker keeps it for offline play like every
//! other file.

pub mod guest;
