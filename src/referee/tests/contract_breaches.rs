//! Games that break the `Game` contract make the referee stop with a
//! runtime error rather than loop or hang.

use super::broken::Broken;
use super::{ai, Captured};
use crate::referee::bench::run_bench;
use crate::referee::error::RefereeError;
use crate::referee::match_runner::{run_match, MatchOptions};

fn run(seed: u64) -> Result<(), RefereeError> {
    let options = MatchOptions {
        observer: None,
        time_scale: 1.0,
        log: None,
        stderr_sink: Captured::default().sink(),
        stderr_label: String::new(),
    };
    run_match::<Broken>(&[ai("easy"), ai("easy")], seed, options).map(|_| ())
}

#[test]
fn a_game_where_nobody_acts_is_an_error() {
    let expected =
        RefereeError::Runtime("the broken game is not over but no seat must act".to_string());
    assert_eq!(run(0), Err(expected.clone()));
    assert_eq!(run_bench::<Broken>(1, 0), Err(expected));
}

#[test]
fn a_game_that_keeps_asking_a_removed_seat_is_an_error() {
    let error = run(1).unwrap_err();
    assert_eq!(
        error,
        RefereeError::Runtime(
            "the broken rules keep asking seat 0 to act after removing it".to_string()
        )
    );
    assert_eq!(error.exit_code(), 1);
}
