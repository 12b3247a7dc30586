//! Small files: no Rust file of the browser app (`src/ui`) is longer than
//! 500 lines, so the shell's reducer stays in parts with one job each and
//! a game's screen code stays readable.

use std::path::Path;

/// The most lines a file of `src/ui` may have.
const MOST_LINES: usize = 500;

/// Every `.rs` file under `dir` with its number of lines.
fn line_counts(dir: &Path, out: &mut Vec<(String, usize)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            line_counts(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let lines = std::fs::read_to_string(&path).unwrap().lines().count();
            out.push((path.display().to_string(), lines));
        }
    }
}

#[test]
fn no_file_of_the_app_is_over_500_lines() {
    let mut counts = Vec::new();
    line_counts(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui"),
        &mut counts,
    );
    assert!(counts.len() > 50, "the app's files were found");
    let long: Vec<String> = counts
        .iter()
        .filter(|(_, lines)| *lines > MOST_LINES)
        .map(|(file, lines)| format!("{file}: {lines} lines"))
        .collect();
    assert!(long.is_empty(), "{}", long.join("\n"));
}
