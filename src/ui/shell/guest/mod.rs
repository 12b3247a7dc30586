//! A seat played from another device: the guest's table, drawn from what
//! the host sends its seat ([`frames`]).

pub mod frames;
