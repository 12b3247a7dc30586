//! The shared conformance suite on Fireworks.

use crate::engine::conformance::check;
use crate::engine::fireworks::Fireworks;

#[test]
fn fireworks_passes_the_conformance_suite() {
    let summary = check::<Fireworks>(0..2000).unwrap();
    assert_eq!(summary.games, 2000);
    assert!(summary.refused > 0 && summary.decisions > 0);
}
