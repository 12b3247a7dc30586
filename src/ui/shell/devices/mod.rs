//! Seats played from other devices: the guest's table ([`guest`]), drawn
//! from what the host sends its seat ([`frames`]), with the coach's hint
//! where the host offers it ([`guest_hint`]); the guest's answer read
//! from the host's camera ([`answer_scanner`]). The connection itself
//! is `ui::remote`; what crosses it and how the host checks it is
//! `engine::remote`.

pub mod answer_camera;
pub mod answer_scanner;
pub mod frames;
pub mod guest;
pub mod guest_hint;
pub mod guest_hint_row;
pub mod guest_page;
pub mod host_hint;
pub mod host_panel;

#[cfg(test)]
mod answer_scanner_tests;
#[cfg(test)]
mod guest_hint_tests;
#[cfg(test)]
mod guest_tests;
