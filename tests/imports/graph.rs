//! The file-level import graph of a crate's sources: every `use` leaf and
//! every `crate::`/`super::`/`self::` path in code, resolved to the FILE
//! that defines the item it names (through `pub use` re-exports and glob
//! re-exports), or to the module's own file when the path ends at a module.
//! `mod child;` declarations are not imports.

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

/// The strongly connected groups of more than one file.
fn strong_groups(graph: &Graph) -> Vec<Vec<usize>> {
    // Tarjan's algorithm, iteratively.
    let n = graph.files.len();
    let mut index = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut groups = Vec::new();
    let mut next = 0;
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work: Vec<(usize, Vec<usize>)> =
            vec![(root, graph.edges[root].iter().copied().collect())];
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some((v, pending)) = work.last_mut() {
            let v = *v;
            if let Some(w) = pending.pop() {
                if index[w] == usize::MAX {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    work.push((w, graph.edges[w].iter().copied().collect()));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            work.pop();
            if let Some((parent, _)) = work.last() {
                low[*parent] = low[*parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut group = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    group.push(w);
                    if w == v {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort_unstable();
                    groups.push(group);
                }
            }
        }
    }
    groups.sort();
    groups
}

/// The shortest path from `from` back to itself inside `group`.
fn shortest_cycle(graph: &Graph, group: &BTreeSet<usize>, from: usize) -> Vec<usize> {
    let mut came: BTreeMap<usize, usize> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(v) = queue.pop_front() {
        for &w in graph.edges[v].iter().filter(|w| group.contains(w)) {
            if w == from {
                let mut chain = vec![from, v];
                let mut at = v;
                while at != from {
                    at = came[&at];
                    chain.push(at);
                }
                chain.reverse();
                return chain;
            }
            if let std::collections::btree_map::Entry::Vacant(e) = came.entry(w) {
                e.insert(v);
                queue.push_back(w);
            }
        }
    }
    Vec::new()
}

/// Every import cycle: for each group of files that import each other,
/// the shortest cycle through each of its files, as file chains
/// (`a.rs -> b.rs -> a.rs`), without repeats.
pub fn cycles(graph: &Graph) -> Vec<Vec<String>> {
    let mut chains: Vec<Vec<usize>> = Vec::new();
    for group in strong_groups(graph) {
        let members: BTreeSet<usize> = group.iter().copied().collect();
        for &file in &group {
            let chain = shortest_cycle(graph, &members, file);
            // The same cycle from another start is a rotation of it.
            let body = &chain[..chain.len() - 1];
            let seen = chains.iter().any(|c| {
                let other = &c[..c.len() - 1];
                other.len() == body.len()
                    && (0..other.len()).any(|r| {
                        other
                            .iter()
                            .cycle()
                            .skip(r)
                            .take(body.len())
                            .eq(body.iter())
                    })
            });
            if !seen {
                chains.push(chain);
            }
        }
    }
    chains
        .into_iter()
        .map(|c| c.into_iter().map(|f| graph.files[f].clone()).collect())
        .collect()
}
