//! Seats on other devices: the host's page is the referee of a table whose
//! guests join it peer to peer. The host runs the game; a guest sends only
//! its choices ([`message::GuestMessage`]), each checked here before it
//! reaches the game ([`host::read_choice`]), and receives only its seat's
//! view and the events as its seat may read them ([`host::updates_for`]),
//! and the coach's hint where the host offers it ([`hint`]).
//! [`signal`] writes and reads the short codes two devices exchange to
//! open their connection. Nothing here knows a game's rules or a page.

pub mod capture;
pub mod hint;
pub mod host;
pub mod invitation;
pub mod message;
pub mod seat_state;
pub mod signal;

#[cfg(test)]
mod hint_tests;
#[cfg(test)]
mod host_tests;
#[cfg(test)]
mod signal_tests;
