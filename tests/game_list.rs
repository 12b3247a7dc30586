//! The one list of games (`parlour::for_each_game!`,
//! `parlour::games::GAME_IDS`) holds each game once and is complete: every
//! game in it has its engine and UI folders, its style sheets linked or
//! copied by `index.html`, its screen's module, its table module (remote
//! play) and its AI worker (each a program built by `index.html`), its
//! puzzles in three languages copied into the build, its end-to-end test
//! and its entry in the browser tests' data (`tests/e2e/games.mjs`), the
//! AI levels the settings offer
//! and a first lesson (the browser tests embed it), and the coach's worker
//! and the referee run exactly these games; conversely every game folder
//! of the engine is in the list.

use std::path::Path;

use parlour::games::GAME_IDS;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn the_list_holds_each_game_once() {
    let mut ids = GAME_IDS.to_vec();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), GAME_IDS.len(), "{GAME_IDS:?}");
    assert!(!GAME_IDS.is_empty());
    macro_rules! titles {
        ($($game:ty),*) => {
            [$(<$game as parlour::engine::game::Game>::TITLE),*]
        };
    }
    let titles = parlour::for_each_game!(titles);
    assert_eq!(titles.len(), GAME_IDS.len());
}

#[test]
fn every_listed_game_has_its_folders_styles_and_browser_tests() {
    let index = read("index.html");
    // What the browser tests know of each game (they check it against the
    // built app too).
    let games = read("tests/e2e/games.mjs");
    let mut missing = Vec::new();
    for id in GAME_IDS {
        for folder in [format!("src/engine/{id}"), format!("src/ui/{id}")] {
            if !root().join(&folder).is_dir() {
                missing.push(format!("{id}: no folder {folder}/"));
            }
        }
        let css = format!("src/ui/{id}/{id}.css");
        if !root().join(&css).is_file() || !index.contains(&format!("href=\"{css}\"")) {
            missing.push(format!("{id}: index.html does not link {css}"));
        }
        // Its screen's module, its table and guest modules and its AI worker: each
        // program, built.
        for (bin, what) in [
            ("play", "its screen's module"),
            ("table", "its table module"),
            ("guest", "its guest module"),
            ("ai", "its AI worker"),
        ] {
            let program = format!("src/bin/{bin}_{id}.rs");
            if !root().join(&program).is_file() {
                missing.push(format!("{id}: no {program} ({what})"));
            }
            if !index.contains(&format!("data-bin=\"{bin}_{id}\"")) {
                missing.push(format!("{id}: index.html does not build {bin}_{id}"));
            }
        }
        // Its puzzles, in English, French and German, copied into the build.
        let puzzles = format!("src/engine/{id}/puzzles");
        for ending in ["json", "fr.json", "de.json"] {
            if !root().join(format!("{puzzles}/{id}.{ending}")).is_file() {
                missing.push(format!(
                    "{id}: no {puzzles}/{id}.{ending} (referee puzzles)"
                ));
            }
        }
        if !index.contains(&format!("href=\"{puzzles}\" data-target-path=\"puzzles\"")) {
            missing.push(format!("{id}: index.html does not copy {puzzles}"));
        }
        let studio_css = format!("src/ui/{id}/{id}-studio.css");
        if !root().join(&studio_css).is_file() || !index.contains(&format!("href=\"{studio_css}\""))
        {
            missing.push(format!("{id}: index.html does not copy {studio_css}"));
        }
        let e2e = format!("tests/e2e/{id}.test.mjs");
        if !root().join(&e2e).is_file() {
            missing.push(format!("{id}: no {e2e}"));
        }
        // A key of its own in GAMES (`  take5: {`), not a word that
        // happens to hold the id.
        let key = format!("\n  {id}: {{");
        if !games.contains(&key) {
            missing.push(format!(
                "{id}: tests/e2e/games.mjs has no GAMES entry `{id}: {{`"
            ));
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn the_coach_and_the_referee_run_exactly_the_listed_games() {
    assert_eq!(parlour::worker::Tasks::coach().ids(), GAME_IDS);
    assert_eq!(parlour::referee::registry::games().ids(), GAME_IDS);
}

#[test]
fn every_game_folder_of_the_engine_is_listed() {
    let mut folders: Vec<String> = std::fs::read_dir(root().join("src/engine"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.join("lessons/mod.rs").is_file())
        .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    folders.sort();
    let mut listed: Vec<String> = GAME_IDS.iter().map(|id| id.to_string()).collect();
    listed.sort();
    assert_eq!(
        folders, listed,
        "game folders (with a lessons/mod.rs) vs the list"
    );
}

#[test]
fn every_game_has_the_settings_ai_levels_and_a_first_lesson() {
    use parlour::engine::agent::HasAgents;
    use parlour::engine::lesson::HasLessons;
    use parlour::ui::settings::AiLevel;
    macro_rules! checks {
        ($($game:ty),*) => {
            vec![$((
                <$game as parlour::engine::game::Game>::ID,
                <$game as HasAgents>::LEVELS.to_vec(),
                <$game as HasLessons>::lesson(1).is_some(),
            )),*]
        };
    }
    let mut wrong = Vec::new();
    for (id, levels, lesson) in parlour::for_each_game!(checks) {
        // A new game against AIs seats them at the settings' level.
        for level in AiLevel::ALL.map(AiLevel::key) {
            if !levels.contains(&level) {
                wrong.push(format!(
                    "{id} has no AI level `{level}` (the settings offer it)"
                ));
            }
        }
        if !lesson {
            wrong.push(format!(
                "{id} has no lesson 1 (#/embed/{id}/lesson/1 is tested)"
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_game_is_named_in_english_by_its_title_and_in_every_language() {
    use parlour::engine::game::Game;
    use parlour::ui::shell::game_ui::GameUi;
    macro_rules! names {
        ($($game:ty),*) => {
            vec![$((<$game as Game>::TITLE, <$game as Game>::name(), <$game as GameUi>::summary())),*]
        };
    }
    let names: Vec<_> = parlour::for_each_game!(names);
    assert_eq!(names.len(), GAME_IDS.len());
    for (title, name, summary) in names {
        assert_eq!(name.write_in(None), title);
        assert!(!summary.write_in(None).is_empty());
    }
}
