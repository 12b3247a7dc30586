//! The shared conformance suite on Nine Men's Morris.

use crate::engine::conformance::check;
use crate::engine::morris::Morris;

#[test]
fn morris_passes_the_conformance_suite() {
    let summary = check::<Morris>(0..2000).unwrap();
    assert_eq!(summary.games, 2000);
    assert!(summary.refused > 0 && summary.decisions > 0);
}
