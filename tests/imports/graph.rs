//! The file-level import graph of a crate's sources: every `use` leaf and
//! every `crate::`/`super::`/`self::` path in code, resolved to the FILE
//! that defines the item it names (through `pub use` re-exports and glob
//! re-exports), or to the module's own file when the path ends at a module.
//! `mod child;` declarations are not imports, and a re-export (`pub use`)
//! is an import of its own file only when that file's code uses the name.
//! Binaries (`src/main.rs`, `src/bin/*.rs`) are crates of their own whose
//! `parlour::` paths lead into the library.

use std::collections::{BTreeMap, BTreeSet};

use super::parse::{parse, UseDecl};

/// A module path: its crate (`crate` for the library, `bin:<name>` for a
/// binary) followed by module names.
type ModPath = Vec<String>;

/// What a path names.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Target {
    /// A module.
    Module(ModPath),
    /// An item defined in this file.
    Item(usize),
}

#[derive(Clone, Debug, Default)]
struct Module {
    file: usize,
    items: BTreeSet<String>,
    uses: Vec<UseDecl>,
}

/// The graph: files by index, and which files each file imports from.
#[derive(Clone, Debug, Default)]
pub struct Graph {
    /// The files' paths (`src/engine/game.rs`).
    pub files: Vec<String>,
    /// Imports of each file (never itself).
    pub edges: Vec<BTreeSet<usize>>,
    /// Crate-relative paths (`crate::`, `super::`, `self::`) that named
    /// nothing the resolver knows, with the file naming them.
    pub unresolved: Vec<String>,
}

/// The module of the file at `path` (relative to the crate, `src/...`).
fn module_of(path: &str) -> ModPath {
    let rest = path.strip_prefix("src/").unwrap_or(path);
    let rest = rest.strip_suffix(".rs").unwrap_or(rest);
    if rest == "main" {
        return vec!["bin:main".to_owned()];
    }
    if let Some(bin) = rest.strip_prefix("bin/") {
        return vec![format!("bin:{bin}")];
    }
    if rest == "lib" {
        return vec!["crate".to_owned()];
    }
    let mut module = vec!["crate".to_owned()];
    module.extend(rest.split('/').map(str::to_owned));
    if module.last().is_some_and(|m| m == "mod") {
        module.pop();
    }
    module
}

/// The folder `#[path]` attributes of the file at `path` are relative to.
fn folder_of(path: &str) -> &str {
    path.rsplit_once('/').map_or("", |(dir, _)| dir)
}

struct Resolver {
    modules: BTreeMap<ModPath, Module>,
    macros: BTreeMap<String, usize>,
}

impl Resolver {
    fn parent(module: &[String]) -> Option<ModPath> {
        (module.len() > 1).then(|| module[..module.len() - 1].to_vec())
    }

    /// Where `path`, written in `here`, points.
    fn resolve(&self, here: &[String], path: &[String], depth: usize) -> Option<Target> {
        let (first, rest) = path.split_first()?;
        match first.as_str() {
            "crate" | "$crate" => self.walk(&here[..1], rest, depth),
            "parlour" => self.walk(&["crate".to_owned()], rest, depth),
            "self" => self.walk(here, rest, depth),
            "super" => self.walk(&Self::parent(here)?, rest, depth),
            _ => self.walk(here, path, depth),
        }
    }

    /// Follows `segs` from module `module`.
    fn walk(&self, module: &[String], segs: &[String], depth: usize) -> Option<Target> {
        if depth > 40 {
            return None;
        }
        let info = self.modules.get(module)?;
        let Some((seg, rest)) = segs.split_first() else {
            return Some(Target::Module(module.to_vec()));
        };
        if seg == "self" {
            return self.walk(module, rest, depth + 1);
        }
        if seg == "super" {
            return self.walk(&Self::parent(module)?, rest, depth + 1);
        }
        let mut child = module.to_vec();
        child.push(seg.clone());
        if self.modules.contains_key(&child) {
            return self.walk(&child, rest, depth + 1);
        }
        if info.items.contains(seg) {
            return Some(Target::Item(info.file));
        }
        if module.len() == 1 {
            if let Some(&file) = self.macros.get(seg) {
                return Some(Target::Item(file));
            }
        }
        for decl in &info.uses {
            if !decl.glob && decl.binding.as_ref() == Some(seg) {
                let mut full = decl.path.clone();
                full.extend(rest.iter().cloned());
                let declared = [module, &decl.suffix[..]].concat();
                if let Some(found) = self.resolve(&declared, &full, depth + 1) {
                    return Some(found);
                }
            }
        }
        for decl in info.uses.iter().filter(|d| d.glob) {
            let declared = [module, &decl.suffix[..]].concat();
            if let Some(Target::Module(target)) = self.resolve(&declared, &decl.path, depth + 1) {
                if target.as_slice() != module {
                    if let Some(found) = self.walk(&target, segs, depth + 1) {
                        return Some(found);
                    }
                }
            }
        }
        None
    }

    fn file_of(&self, target: &Target) -> usize {
        match target {
            Target::Module(module) => self.modules[module].file,
            Target::Item(file) => *file,
        }
    }
}

/// Whether a path written in code starts where the crate's own modules
/// are (else it may name an outside crate, a type or a local, and is only
/// followed when the module knows its first segment).
fn crate_relative(path: &[String]) -> bool {
    matches!(
        path.first().map(String::as_str),
        Some("crate" | "$crate" | "self" | "super" | "parlour")
    )
}

/// The import graph of `sources`: (path under the crate, text) pairs.
pub fn import_graph(sources: &[(String, String)]) -> Graph {
    let parsed: Vec<_> = sources.iter().map(|(_, text)| parse(text)).collect();
    let mut file_modules: Vec<ModPath> = sources.iter().map(|(p, _)| module_of(p)).collect();
    // `#[path]` module files.
    for (index, (path, _)) in sources.iter().enumerate() {
        for (name, file) in &parsed[index].path_mods {
            let target = format!("{}/{file}", folder_of(path));
            if let Some(j) = sources.iter().position(|(p, _)| *p == target) {
                let mut module = file_modules[index].clone();
                module.push(name.clone());
                file_modules[j] = module;
            }
        }
    }
    let mut modules: BTreeMap<ModPath, Module> = BTreeMap::new();
    let mut macros = BTreeMap::new();
    for (file, parsed) in parsed.iter().enumerate() {
        let own = &file_modules[file];
        modules.entry(own.clone()).or_default().file = file;
        for suffix in &parsed.inline_mods {
            modules.entry([own, &suffix[..]].concat()).or_default().file = file;
        }
        for (suffix, name) in &parsed.items {
            let module = modules.entry([own, &suffix[..]].concat()).or_default();
            module.items.insert(name.clone());
        }
        for decl in &parsed.uses {
            let module = modules.entry([own, &decl.suffix[..]].concat()).or_default();
            // Each module holds its own uses; the suffix is kept relative
            // to the module that holds them.
            module.uses.push(UseDecl {
                suffix: Vec::new(),
                ..decl.clone()
            });
        }
        for name in &parsed.exported_macros {
            macros.insert(name.clone(), file);
        }
    }
    // Parent modules with no file of their own (none in practice) point
    // at their first child's file so walks through them still work.
    let resolver = Resolver { modules, macros };
    let mut graph = Graph {
        files: sources.iter().map(|(p, _)| p.clone()).collect(),
        edges: vec![BTreeSet::new(); sources.len()],
        unresolved: Vec::new(),
    };
    for (file, parsed) in parsed.iter().enumerate() {
        let own = &file_modules[file];
        let mut named: Vec<(ModPath, &[String])> = Vec::new();
        // A re-export is an import of its file only when the file's own
        // code uses the name; else it is followed through, never stopped at.
        for decl in &parsed.uses {
            let used = match (&decl.binding, decl.public) {
                (_, false) => true,
                (Some(name), true) => parsed.idents.contains(name),
                (None, true) => false,
            };
            if used {
                named.push(([own, &decl.suffix[..]].concat(), &decl.path));
            }
        }
        for (suffix, path) in &parsed.refs {
            named.push(([own, &suffix[..]].concat(), path));
        }
        for (here, path) in named {
            match resolver.resolve(&here, path, 0) {
                Some(target) => {
                    let to = resolver.file_of(&target);
                    if to != file {
                        graph.edges[file].insert(to);
                    }
                }
                None if crate_relative(path) => {
                    graph
                        .unresolved
                        .push(format!("{}: {}", sources[file].0, path.join("::")))
                }
                None => {}
            }
        }
    }
    graph
}
