//! No two files of the crate import each other, directly or through other
//! files: every `use crate::…`, `use super::…`, `use self::…` leaf (brace
//! groups expanded) and every such path written in code is resolved to the
//! file that defines the item it names (re-exports of a `mod.rs`, glob
//! ones too, are followed to the defining file; a path that ends at a
//! module points at the module's file), and the graph of files must have no
//! cycle. `mod child;` declarations are not imports. Test modules' files
//! (`#[cfg(test)] mod tests;`) are included like any other file.
//!
//! On the same graph, `no_import_runs_against_the_floors` checks which way
//! the imports run: the engine, the texts and the list of games know no
//! app, worker or referee, the workers no page, the shell no feature and
//! no game, the plumbing and the building blocks nothing above them, and
//! a game's folder no feature.

mod imports;

use std::path::Path;

use imports::cycles::cycles;
use imports::graph::import_graph;

/// Every `.rs` file under `dir`, as (path relative to the crate, text).
fn sources(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            sources(root, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let name = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            out.push((name, std::fs::read_to_string(&path).unwrap()));
        }
    }
}

/// Every source file of the crate, the messages `build.rs` generates read
/// where they are included.
fn crate_sources() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    sources(root, &root.join("src"), &mut files);
    let generated = std::fs::read_to_string(concat!(env!("OUT_DIR"), "/messages.rs")).unwrap();
    for (_, text) in &mut files {
        *text = text.replace(
            r#"include!(concat!(env!("OUT_DIR"), "/messages.rs"));"#,
            &generated,
        );
    }
    files
}

#[test]
fn no_file_of_the_crate_imports_itself_through_others() {
    let graph = import_graph(&crate_sources());
    assert!(
        graph.unresolved.is_empty(),
        "paths the resolver could not follow:\n{}",
        graph.unresolved.join("\n")
    );
    let edges: usize = graph.edges.iter().map(|e| e.len()).sum();
    assert!(
        edges > 500,
        "only {edges} imports found: the resolver lost its way"
    );
    let found: Vec<String> = cycles(&graph)
        .iter()
        .map(|chain| chain.join(" -> "))
        .collect();
    assert!(
        found.is_empty(),
        "{} import cycle(s) between files:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// The app's features: each a room the floors below never import.
const FEATURES: &[&str] = &[
    "src/ui/app.rs",
    "src/ui/boot.rs",
    "src/ui/coach/",
    "src/ui/extras/",
    "src/ui/lessons/",
    "src/ui/pages/",
    "src/ui/studio/",
];

/// The floors of the app beneath its features: its plumbing and its
/// building blocks.
const BENEATH: &[&str] = &[
    "src/ui/components/",
    "src/ui/files.rs",
    "src/ui/form_events.rs",
    "src/ui/keeping.rs",
    "src/ui/locale.rs",
    "src/ui/modules/",
    "src/ui/panic_overlay.rs",
    "src/ui/remote/",
    "src/ui/route.rs",
    "src/ui/settings/",
    "src/ui/theme.rs",
];

/// Whether `file` is in `room` (a folder ending in `/`, or a file).
fn inside(file: &str, room: &str) -> bool {
    if room.ends_with('/') {
        file.starts_with(room)
    } else {
        file == room
    }
}

#[test]
fn no_import_runs_against_the_floors() {
    let graph = import_graph(&crate_sources());
    assert!(graph.unresolved.is_empty(), "{:?}", graph.unresolved);

    // Each game's folder of the app: what it adds to the shell and the
    // studio.
    let game_folders: Vec<String> = parlour::games::GAME_IDS
        .iter()
        .map(|id| format!("src/ui/{id}/"))
        .collect();
    let features_and_games: Vec<&str> = FEATURES
        .iter()
        .copied()
        .chain(game_folders.iter().map(String::as_str))
        .collect();
    let shell_and_up: Vec<&str> = features_and_games
        .iter()
        .copied()
        .chain(["src/ui/shell/"])
        .collect();
    let app_and_up = ["src/ui/", "src/worker/", "src/referee/", "src/games.rs"];
    let mut rules: Vec<(&str, &[&str], &str)> = vec![
        (
            "src/engine/",
            &app_and_up,
            "the engine knows no app, worker or referee",
        ),
        (
            "src/text/",
            &app_and_up,
            "the texts know no app, worker or referee",
        ),
        (
            "src/games.rs",
            &["src/ui/", "src/worker/", "src/referee/", "src/text/"],
            "the list of games knows nothing but the engine",
        ),
        (
            "src/worker/",
            &["src/ui/", "src/referee/"],
            "the workers know no page",
        ),
        (
            "src/ui/shell/",
            &features_and_games,
            "the shell stands on no feature and no game",
        ),
        (
            "src/ui/modules/",
            &shell_and_up,
            "the plumbing knows no feature, no game, no shell",
        ),
        (
            "src/ui/remote/",
            &shell_and_up,
            "the connection to other devices knows no feature, no game, no shell",
        ),
        (
            "src/ui/components/",
            &shell_and_up,
            "the building blocks know no feature, no game, no shell",
        ),
        (
            "src/ui/settings/",
            &shell_and_up,
            "the settings know no feature, no game, no shell",
        ),
    ];
    // A game's folder implements the shell's traits (the studio's,
    // `StudioUi`, is in `shell/studio_ui.rs`) and knows no feature.
    for folder in &game_folders {
        rules.push((folder, FEATURES, "a game's folder knows no feature"));
    }
    let mut broken = Vec::new();
    for (room, never, why) in &rules {
        for (i, file) in graph.files.iter().enumerate() {
            if !inside(file, room) {
                continue;
            }
            for &j in &graph.edges[i] {
                let target = &graph.files[j];
                // A room may use itself, and a folder its own files.
                if inside(target, room) {
                    continue;
                }
                if never.iter().any(|n| inside(target, n)) {
                    broken.push(format!("{file} -> {target}: {why}"));
                }
            }
        }
    }
    // Everything beneath the features imports none of them.
    for (i, file) in graph.files.iter().enumerate() {
        if !BENEATH.iter().any(|room| inside(file, room)) {
            continue;
        }
        for &j in &graph.edges[i] {
            let target = &graph.files[j];
            if shell_and_up.iter().any(|room| inside(target, room)) {
                broken.push(format!("{file} -> {target}: beneath the shell"));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "{} import(s) run against the floors:\n{}",
        broken.len(),
        broken.join("\n")
    );
}

/// The graph of in-memory sources (path, text).
fn graph_of(sources: &[(&str, &str)]) -> imports::graph::Graph {
    let owned: Vec<(String, String)> = sources
        .iter()
        .map(|(p, t)| (p.to_string(), t.to_string()))
        .collect();
    import_graph(&owned)
}

/// The files `file` imports, by path.
fn imports_of(graph: &imports::graph::Graph, file: &str) -> Vec<String> {
    let index = graph.files.iter().position(|f| f == file).unwrap();
    let mut files: Vec<String> = graph.edges[index]
        .iter()
        .map(|&j| graph.files[j].clone())
        .collect();
    files.sort();
    files
}

#[test]
fn the_resolver_finds_a_cycle_through_brace_groups_and_inline_paths() {
    let graph = graph_of(&[
        ("src/lib.rs", "pub mod a;\npub mod b;\npub mod c;"),
        (
            "src/a.rs",
            "use crate::{b::{Bee, other}, c};\npub struct Ant;",
        ),
        ("src/b.rs", "pub struct Bee;\npub fn other() {}"),
        ("src/c.rs", "pub fn f() -> usize { crate::a::Ant; 1 }"),
    ]);
    assert!(graph.unresolved.is_empty(), "{:?}", graph.unresolved);
    assert_eq!(imports_of(&graph, "src/a.rs"), ["src/b.rs", "src/c.rs"]);
    assert_eq!(imports_of(&graph, "src/c.rs"), ["src/a.rs"]);
    assert_eq!(cycles(&graph), [vec!["src/a.rs", "src/c.rs", "src/a.rs"]]);
}

#[test]
fn the_resolver_follows_re_exports_to_the_defining_file() {
    let graph = graph_of(&[
        ("src/lib.rs", "pub mod m;"),
        (
            "src/m/mod.rs",
            "mod inner;\nmod deep;\npub mod other;\npub use inner::Thing;\npub use deep::*;",
        ),
        (
            "src/m/inner.rs",
            "use super::other::Other;\npub struct Thing(Other);",
        ),
        ("src/m/deep.rs", "pub struct Deep;"),
        (
            "src/m/other.rs",
            "pub struct Other;\nfn f() { let _ = crate::m::Deep; }",
        ),
        ("src/user.rs", "use crate::m::{Thing, Deep};"),
    ]);
    assert!(graph.unresolved.is_empty(), "{:?}", graph.unresolved);
    // Through `pub use inner::Thing` and the glob `pub use deep::*`, not to
    // the mod.rs that re-exports them; mod.rs itself imports nothing.
    assert_eq!(
        imports_of(&graph, "src/user.rs"),
        ["src/m/deep.rs", "src/m/inner.rs"]
    );
    assert_eq!(imports_of(&graph, "src/m/other.rs"), ["src/m/deep.rs"]);
    assert!(imports_of(&graph, "src/m/mod.rs").is_empty());
    assert!(cycles(&graph).is_empty());
}

#[test]
fn a_mod_declaration_is_no_import_and_a_test_module_is_its_own() {
    let graph = graph_of(&[
        ("src/lib.rs", "pub mod p;"),
        (
            "src/p/mod.rs",
            "pub mod child;\n#[cfg(test)]\n#[path = \"p_tests.rs\"]\nmod tests;\npub const LIMIT: u8 = 3;\nmod inline { use super::super::p::LIMIT; }",
        ),
        ("src/p/child.rs", "use super::LIMIT;\npub fn f() -> u8 { LIMIT }"),
        ("src/p/p_tests.rs", "use super::child::f;"),
    ]);
    assert!(graph.unresolved.is_empty(), "{:?}", graph.unresolved);
    assert_eq!(imports_of(&graph, "src/p/child.rs"), ["src/p/mod.rs"]);
    assert!(imports_of(&graph, "src/p/mod.rs").is_empty());
    // `#[path]` makes p_tests.rs the module `p::tests`, so its `super` is p.
    assert_eq!(imports_of(&graph, "src/p/p_tests.rs"), ["src/p/child.rs"]);
    assert!(cycles(&graph).is_empty());
}
