//! The shipped puzzle files read into the page's groups, solved ones
//! ticked from the kept progress.

use super::puzzle_groups;
use crate::engine::agent::HasAgents;
use crate::engine::fireworks::Fireworks;
use crate::engine::morris::Morris;
use crate::engine::take5::Take5;
use crate::ui::lessons::progress::{Progress, ProgressStore};

const TAKE5: &str = include_str!("../../engine/take5/puzzles/take5.json");

#[test]
fn every_shipped_file_gives_at_least_fifty_puzzles_in_grades_easiest_first() {
    for (game, file, levels) in [
        ("take5", TAKE5, Take5::LEVELS.len()),
        (
            "morris",
            include_str!("../../engine/morris/puzzles/morris.json"),
            Morris::LEVELS.len(),
        ),
        (
            "fireworks",
            include_str!("../../engine/fireworks/puzzles/fireworks.json"),
            Fireworks::LEVELS.len(),
        ),
    ] {
        let groups = puzzle_groups(file, game, levels, None).unwrap();
        let count: usize = groups.iter().map(|g| g.rows.len()).sum();
        assert!(count >= 50, "{game}: {count} puzzles");
        let grades: Vec<&str> = groups.iter().map(|g| g.heading.as_str()).collect();
        let mut sorted = grades.clone();
        sorted.sort();
        assert_eq!(grades, sorted, "{game}: easiest first");
        assert!(groups
            .iter()
            .flat_map(|g| &g.rows)
            .all(|r| !r.solved && !r.code.is_empty() && r.missed_by != "none"));
    }
}

#[test]
fn a_solved_puzzle_is_ticked_and_a_file_of_another_game_is_refused() {
    let groups = puzzle_groups(TAKE5, "take5", 3, None).unwrap();
    let code = groups[0].rows[0].code.clone();
    let mut progress = Progress::new(1);
    progress.record_right(0, 0, true);
    let mut store = ProgressStore::parse(None);
    store.put(&code, progress);
    let kept = store.to_json();
    let groups = puzzle_groups(TAKE5, "take5", 3, Some(&kept)).unwrap();
    assert!(groups[0].rows[0].solved);
    assert_eq!(
        groups
            .iter()
            .flat_map(|g| &g.rows)
            .filter(|r| r.solved)
            .count(),
        1
    );
    assert_eq!(groups[0].heading, format!("Missed by {} of 3 AI levels", 1));
    let refused = puzzle_groups(TAKE5, "morris", 3, None).unwrap_err();
    assert!(refused.contains("not of morris"), "{refused}");
    assert!(puzzle_groups("{", "take5", 3, None).is_err());
}

#[test]
fn each_language_reads_its_own_puzzle_file() {
    use crate::text::Lang;
    assert_eq!(
        super::puzzles_path("morris", Lang::En),
        "./puzzles/morris.json"
    );
    assert_eq!(
        super::puzzles_path("morris", Lang::Fr),
        "./puzzles/morris.fr.json"
    );
    assert_eq!(
        super::puzzles_path("take5", Lang::De),
        "./puzzles/take5.de.json"
    );
}
