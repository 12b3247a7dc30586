//! Small statistics for arena reports.

/// The arithmetic mean, `None` for no values.
pub fn mean(values: &[f64]) -> Option<f64> {
    if values.is_empty() {
        None
    } else {
        Some(values.iter().sum::<f64>() / values.len() as f64)
    }
}

/// Half-width of the 95 % confidence interval of the mean, by the normal
/// approximation: `1.96 · s / √n` with `s` the sample standard deviation
/// (divisor `n − 1`). `None` below two values.
pub fn ci95_half_width(values: &[f64]) -> Option<f64> {
    let n = values.len();
    if n < 2 {
        return None;
    }
    let m = mean(values)?;
    let variance = values.iter().map(|v| (v - m).powi(2)).sum::<f64>() / (n - 1) as f64;
    Some(1.96 * variance.sqrt() / (n as f64).sqrt())
}

/// The `p`-th percentile (0 < p ≤ 100) by the nearest-rank method: the
/// smallest value with at least `p` % of the values at or below it.
/// `None` for no values.
pub fn percentile(values: &[f64], p: f64) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let rank = (p / 100.0 * sorted.len() as f64).ceil() as usize;
    Some(sorted[rank.clamp(1, sorted.len()) - 1])
}

/// Each seat's share of the win in one game: the seats ranked 1 split one
/// win equally (a two-way tie for first gives each ½), others get 0.
pub fn win_shares(ranks: &[u32]) -> Vec<f64> {
    let winners = ranks.iter().filter(|&&r| r == 1).count();
    ranks
        .iter()
        .map(|&r| if r == 1 { 1.0 / winners as f64 } else { 0.0 })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn mean_and_interval_on_known_values() {
        let values = [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0];
        assert!(close(mean(&values).unwrap(), 5.0));
        // Sample variance 32 / 7; half-width 1.96 · √(32/7) / √8.
        let expected = 1.96 * (32.0f64 / 7.0).sqrt() / 8.0f64.sqrt();
        assert!(close(ci95_half_width(&values).unwrap(), expected));
        assert!(close(ci95_half_width(&[3.0, 3.0, 3.0]).unwrap(), 0.0));
    }

    #[test]
    fn too_few_values_give_no_statistics() {
        assert_eq!(mean(&[]), None);
        assert_eq!(ci95_half_width(&[1.0]), None);
        assert_eq!(percentile(&[], 50.0), None);
    }

    #[test]
    fn percentiles_use_the_nearest_rank() {
        let values: Vec<f64> = (1..=100).rev().map(f64::from).collect();
        assert_eq!(percentile(&values, 50.0), Some(50.0));
        assert_eq!(percentile(&values, 99.0), Some(99.0));
        assert_eq!(percentile(&values, 100.0), Some(100.0));
        assert_eq!(percentile(&[7.0, 1.0, 3.0], 50.0), Some(3.0));
        assert_eq!(percentile(&[7.0, 1.0, 3.0], 99.0), Some(7.0));
        assert_eq!(percentile(&[4.0], 1.0), Some(4.0));
    }

    #[test]
    fn a_tie_for_first_shares_the_win() {
        assert_eq!(win_shares(&[1, 2]), vec![1.0, 0.0]);
        assert_eq!(win_shares(&[1, 1, 3, 4]), vec![0.5, 0.5, 0.0, 0.0]);
        let shares = win_shares(&[1, 1, 1]);
        assert!(shares.iter().all(|&s| close(s, 1.0 / 3.0)));
    }
}
