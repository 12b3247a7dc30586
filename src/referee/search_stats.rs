//! Statistics of a searching AI's decisions, grouped by game phase: how deep
//! it got and how fast it searched. Pure functions over recorded
//! [`Decision`]s; `referee search` (see [`super::search`]) records
//! them and prints the [`PhaseSummary`] rows with [`write_search_table`].

use std::io::Write;

use serde::Serialize;

/// One decision of the measured AI.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Decision {
    /// The phase of the mover before the move (e.g. `placing`).
    pub phase: &'static str,
    /// How many legal moves it had; with one, nothing is searched.
    pub legal_moves: usize,
    /// Depth of the deepest completed iteration.
    pub depth: i32,
    /// Nodes visited.
    pub nodes: u64,
    /// Wall-clock time of the decision, in milliseconds.
    pub elapsed_ms: f64,
}

impl Decision {
    /// Whether the move was forced (a single legal move, no search).
    pub fn forced(&self) -> bool {
        self.legal_moves <= 1
    }
}

/// The decisions of one phase (or of all phases), summed up. Depth, node
/// and time figures cover only the searched decisions; forced ones are
/// counted apart. The `Option` fields are `None` when nothing was searched.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PhaseSummary {
    /// The phase's name, or `all`.
    pub phase: String,
    /// Searched decisions (more than one legal move).
    pub decisions: u64,
    /// Forced decisions (a single legal move), left out of the figures below.
    pub forced: u64,
    /// Mean depth reached.
    pub mean_depth: Option<f64>,
    /// Smallest depth reached.
    pub min_depth: Option<i32>,
    /// Median depth reached (the mean of the two middle values for an even count).
    pub median_depth: Option<f64>,
    /// Largest depth reached.
    pub max_depth: Option<i32>,
    /// Nodes visited, in total.
    pub nodes: u64,
    /// Time spent, in total, in milliseconds.
    pub elapsed_ms: f64,
    /// Total nodes over total time.
    pub nodes_per_s: Option<f64>,
    /// Mean nodes per decision.
    pub mean_nodes: Option<f64>,
    /// Mean time per decision, in milliseconds.
    pub mean_ms: Option<f64>,
}

/// The median of `sorted` (ascending): the middle value, or the mean of the
/// two middle values for an even count; `None` when empty.
pub fn median(sorted: &[i32]) -> Option<f64> {
    let n = sorted.len();
    if n == 0 {
        return None;
    }
    let upper = f64::from(sorted[n / 2]);
    if n % 2 == 1 {
        Some(upper)
    } else {
        Some((f64::from(sorted[n / 2 - 1]) + upper) / 2.0)
    }
}

/// Sums up `decisions` under the name `phase` (every decision given is
/// counted, whatever its own phase).
pub fn summarize(phase: &str, decisions: &[Decision]) -> PhaseSummary {
    let searched: Vec<&Decision> = decisions.iter().filter(|d| !d.forced()).collect();
    let count = searched.len() as u64;
    let mut depths: Vec<i32> = searched.iter().map(|d| d.depth).collect();
    depths.sort_unstable();
    let nodes: u64 = searched.iter().map(|d| d.nodes).sum();
    let elapsed_ms: f64 = searched.iter().map(|d| d.elapsed_ms).sum();
    let per_decision = |total: f64| (count > 0).then(|| total / count as f64);
    let depth_sum: i64 = depths.iter().map(|&d| i64::from(d)).sum();
    PhaseSummary {
        phase: phase.to_string(),
        decisions: count,
        forced: decisions.len() as u64 - count,
        mean_depth: per_decision(depth_sum as f64),
        min_depth: depths.first().copied(),
        median_depth: median(&depths),
        max_depth: depths.last().copied(),
        nodes,
        elapsed_ms,
        nodes_per_s: (elapsed_ms > 0.0).then(|| nodes as f64 / (elapsed_ms / 1000.0)),
        mean_nodes: per_decision(nodes as f64),
        mean_ms: per_decision(elapsed_ms),
    }
}

/// One summary per name of `phases` (in that order, empty phases included)
/// and a last one, `all`, over every decision.
pub fn summarize_by_phase(phases: &[&str], decisions: &[Decision]) -> Vec<PhaseSummary> {
    let mut rows: Vec<PhaseSummary> = phases
        .iter()
        .map(|&phase| {
            let mine: Vec<Decision> = decisions
                .iter()
                .filter(|d| d.phase == phase)
                .copied()
                .collect();
            summarize(phase, &mine)
        })
        .collect();
    rows.push(summarize("all", decisions));
    rows
}

/// Writes `rows` as an aligned table (a dash where nothing was searched).
pub fn write_search_table(rows: &[PhaseSummary], out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(
        out,
        "{:<8} {:>9} {:>6} {:>10} {:>13} {:>12} {:>11} {:>9}",
        "phase",
        "decisions",
        "forced",
        "mean depth",
        "min/med/max",
        "nodes/s",
        "nodes/dec",
        "ms/dec"
    )?;
    for row in rows {
        let or_dash = |value: Option<String>| value.unwrap_or_else(|| "-".to_string());
        let spread = match (row.min_depth, row.median_depth, row.max_depth) {
            (Some(min), Some(med), Some(max)) => format!("{min}/{med}/{max}"),
            _ => "-".to_string(),
        };
        writeln!(
            out,
            "{:<8} {:>9} {:>6} {:>10} {:>13} {:>12} {:>11} {:>9}",
            row.phase,
            row.decisions,
            row.forced,
            or_dash(row.mean_depth.map(|d| format!("{d:.2}"))),
            spread,
            or_dash(row.nodes_per_s.map(|r| format!("{r:.0}"))),
            or_dash(row.mean_nodes.map(|n| format!("{n:.0}"))),
            or_dash(row.mean_ms.map(|t| format!("{t:.1}"))),
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decision(phase: &'static str, depth: i32, nodes: u64, elapsed_ms: f64) -> Decision {
        Decision {
            phase,
            legal_moves: 10,
            depth,
            nodes,
            elapsed_ms,
        }
    }

    fn forced(phase: &'static str) -> Decision {
        Decision {
            phase,
            legal_moves: 1,
            depth: 0,
            nodes: 0,
            elapsed_ms: 0.01,
        }
    }

    #[test]
    fn median_takes_the_middle_or_the_mean_of_the_two_middles() {
        assert_eq!(median(&[]), None);
        assert_eq!(median(&[4]), Some(4.0));
        assert_eq!(median(&[3, 5, 9]), Some(5.0));
        assert_eq!(median(&[3, 4, 8, 9]), Some(6.0));
        assert_eq!(median(&[6, 7]), Some(6.5));
    }

    #[test]
    fn a_summary_sums_nodes_and_time_and_spreads_depths() {
        let decisions = [
            decision("moving", 9, 30_000, 40.0),
            decision("moving", 7, 10_000, 20.0),
            decision("moving", 8, 20_000, 40.0),
            decision("moving", 12, 60_000, 100.0),
        ];
        let s = summarize("moving", &decisions);
        assert_eq!(s.decisions, 4);
        assert_eq!(s.forced, 0);
        assert_eq!(s.mean_depth, Some(9.0));
        assert_eq!(s.min_depth, Some(7));
        assert_eq!(s.median_depth, Some(8.5));
        assert_eq!(s.max_depth, Some(12));
        assert_eq!(s.nodes, 120_000);
        assert_eq!(s.elapsed_ms, 200.0);
        // 120,000 nodes in 0.2 s, not the mean of the per-decision rates.
        assert_eq!(s.nodes_per_s, Some(600_000.0));
        assert_eq!(s.mean_nodes, Some(30_000.0));
        assert_eq!(s.mean_ms, Some(50.0));
    }

    #[test]
    fn forced_moves_are_counted_but_left_out_of_the_figures() {
        let decisions = [forced("flying"), decision("flying", 5, 1_000, 10.0)];
        let s = summarize("flying", &decisions);
        assert_eq!((s.decisions, s.forced), (1, 1));
        assert_eq!((s.min_depth, s.max_depth), (Some(5), Some(5)));
        assert_eq!(s.mean_ms, Some(10.0));
        assert_eq!(s.nodes_per_s, Some(100_000.0));

        let only_forced = summarize("flying", &[forced("flying")]);
        assert_eq!((only_forced.decisions, only_forced.forced), (0, 1));
        assert_eq!(only_forced.mean_depth, None);
        assert_eq!(only_forced.median_depth, None);
        assert_eq!(only_forced.nodes_per_s, None);
        assert_eq!(only_forced.mean_nodes, None);
    }

    #[test]
    fn rows_follow_the_given_phases_and_end_with_all() {
        let decisions = [
            decision("placing", 6, 100, 1.0),
            decision("moving", 10, 300, 1.0),
            decision("placing", 8, 200, 1.0),
            forced("moving"),
        ];
        let rows = summarize_by_phase(&["placing", "moving", "flying"], &decisions);
        let names: Vec<&str> = rows.iter().map(|r| r.phase.as_str()).collect();
        assert_eq!(names, ["placing", "moving", "flying", "all"]);
        assert_eq!(rows[0].decisions, 2);
        assert_eq!(rows[0].mean_depth, Some(7.0));
        assert_eq!((rows[1].decisions, rows[1].forced), (1, 1));
        assert_eq!(rows[2].decisions + rows[2].forced, 0);
        assert_eq!(rows[3].decisions, 3);
        assert_eq!(rows[3].forced, 1);
        assert_eq!(rows[3].nodes, 600);
        assert_eq!(rows[3].median_depth, Some(8.0));
    }

    #[test]
    fn the_table_has_a_line_per_row_and_dashes_for_empty_phases() {
        let rows = summarize_by_phase(&["placing", "flying"], &[decision("placing", 6, 500, 2.0)]);
        let mut out = Vec::new();
        write_search_table(&rows, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 4, "{text}");
        assert!(lines[0].starts_with("phase"));
        let placing: Vec<&str> = lines[1].split_whitespace().collect();
        assert_eq!(
            placing,
            ["placing", "1", "0", "6.00", "6/6/6", "250000", "500", "2.0"]
        );
        let flying: Vec<&str> = lines[2].split_whitespace().collect();
        assert_eq!(flying, ["flying", "0", "0", "-", "-", "-", "-", "-"]);
    }
}
