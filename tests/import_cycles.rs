//! No two files of the crate import each other, directly or through other
//! files: every `use crate::…`, `use super::…`, `use self::…` leaf (brace
//! groups expanded) and every such path written in code is resolved to the
//! file that defines the item it names (re-exports of a `mod.rs`, glob
//! ones too, are followed to the defining file; a path that ends at a
//! module points at the module's file), and the graph of files must have no
//! cycle. `mod child;` declarations are not imports. Test modules' files
//! (`#[cfg(test)] mod tests;`) are included like any other file.

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

#[test]
fn no_file_of_the_crate_imports_itself_through_others() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    sources(root, &root.join("src"), &mut files);
    // The messages `build.rs` generates are read where they are included.
    let generated = std::fs::read_to_string(concat!(env!("OUT_DIR"), "/messages.rs")).unwrap();
    for (_, text) in &mut files {
        *text = text.replace(
            r#"include!(concat!(env!("OUT_DIR"), "/messages.rs"));"#,
            &generated,
        );
    }
    let graph = import_graph(&files);
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
