//! What one source file says about imports: the items it defines per
//! module (inline `mod x { … }` blocks included), its `use` trees, the
//! paths it names in code, its `#[path]` module files and its
//! `#[macro_export]` macros.

use std::collections::BTreeSet;

use super::lexer::{tokens, Tok};

/// One leaf of a `use` tree, in the module (inline suffix) declaring it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UseDecl {
    /// Inline modules between the file's module and the declaring one.
    pub suffix: Vec<String>,
    /// The full path, braces expanded (`self` leaves dropped).
    pub path: Vec<String>,
    /// The name it binds (`as` renames), `None` for a glob.
    pub binding: Option<String>,
    /// Whether it is a glob (`path::*`).
    pub glob: bool,
    /// Whether it is a re-export (`pub use`, `pub(crate) use`, …).
    pub public: bool,
}

/// Everything the import graph needs from one file.
#[derive(Clone, Debug, Default)]
pub struct Parsed {
    /// Items defined at module level: (inline suffix, name).
    pub items: Vec<(Vec<String>, String)>,
    /// Inline modules: their suffixes.
    pub inline_mods: Vec<Vec<String>>,
    /// `use` leaves.
    pub uses: Vec<UseDecl>,
    /// Paths named in code (`a::b::c`, two segments or more): (inline
    /// suffix, path).
    pub refs: Vec<(Vec<String>, Vec<String>)>,
    /// `#[path = "file"] mod name;` at file level: (name, file).
    pub path_mods: Vec<(String, String)>,
    /// Names of `#[macro_export]` macros.
    pub exported_macros: Vec<String>,
    /// Every identifier written outside `use` declarations.
    pub idents: BTreeSet<String>,
}

const ITEM_KEYWORDS: &[&str] = &[
    "struct", "enum", "fn", "trait", "type", "const", "static", "union",
];

fn ident(t: Option<&Tok>) -> Option<&str> {
    match t {
        Some(Tok::Ident(name)) => Some(name),
        _ => None,
    }
}

/// Reads one use tree at `*i` under `prefix`, pushing its leaves.
fn use_tree(t: &[Tok], i: &mut usize, prefix: &[String], head: &UseDecl, out: &mut Vec<UseDecl>) {
    let mut path = prefix.to_vec();
    if t.get(*i) == Some(&Tok::PathSep) {
        *i += 1;
    }
    loop {
        match t.get(*i) {
            Some(Tok::Ident(name)) => {
                path.push(name.clone());
                *i += 1;
                if t.get(*i) == Some(&Tok::PathSep) {
                    *i += 1;
                    continue;
                }
                let mut binding = path.last().cloned();
                if path.last().is_some_and(|s| s == "self") && path.len() > 1 {
                    path.pop();
                    binding = path.last().cloned();
                }
                if ident(t.get(*i)) == Some("as") {
                    binding = ident(t.get(*i + 1)).map(str::to_owned);
                    *i += 2;
                }
                out.push(UseDecl {
                    path,
                    binding,
                    ..head.clone()
                });
                return;
            }
            Some(Tok::Punct('*')) => {
                *i += 1;
                out.push(UseDecl {
                    path,
                    binding: None,
                    glob: true,
                    ..head.clone()
                });
                return;
            }
            Some(Tok::Punct('{')) => {
                *i += 1;
                while t.get(*i).is_some() && t.get(*i) != Some(&Tok::Punct('}')) {
                    use_tree(t, i, &path, head, out);
                    if t.get(*i) == Some(&Tok::Punct(',')) {
                        *i += 1;
                    }
                }
                *i += 1;
                return;
            }
            _ => return,
        }
    }
}

/// Whether the `use` at `at` is `pub` or `pub(…)`.
fn is_public(t: &[Tok], at: usize) -> bool {
    let Some(before) = at.checked_sub(1) else {
        return false;
    };
    match &t[before] {
        Tok::Ident(word) => word == "pub",
        Tok::Punct(')') => {
            let open = t[..before].iter().rposition(|tok| *tok == Tok::Punct('('));
            open.and_then(|o| o.checked_sub(1))
                .is_some_and(|p| ident(t.get(p)) == Some("pub"))
        }
        _ => false,
    }
}

/// Parses `source`.
pub fn parse(source: &str) -> Parsed {
    let t = tokens(source);
    let mut parsed = Parsed::default();
    let mut depth = 0usize;
    // Inline modules open around the cursor: (name, depth of their body).
    let mut open: Vec<(String, usize)> = Vec::new();
    let mut path_attr: Option<String> = None;
    let mut macro_export = false;
    let mut i = 0;
    let suffix = |open: &[(String, usize)]| open.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
    let base = |open: &[(String, usize)]| open.last().map_or(0, |(_, d)| *d);
    while i < t.len() {
        match &t[i] {
            Tok::Punct('{') => depth += 1,
            Tok::Punct('}') => {
                depth = depth.saturating_sub(1);
                while open.last().is_some_and(|(_, d)| *d > depth) {
                    open.pop();
                }
            }
            // `#[path = "x"]`, `#[macro_export]`, and Yew's
            // `#[function_component(Name)]`, which defines `Name`.
            Tok::Punct('#') if t.get(i + 1) == Some(&Tok::Punct('[')) => {
                match (ident(t.get(i + 2)), t.get(i + 3), t.get(i + 4)) {
                    (Some("path"), Some(Tok::Punct('=')), Some(Tok::Str(file))) => {
                        path_attr = Some(file.clone());
                    }
                    (Some("macro_export"), _, _) => macro_export = true,
                    (Some("function_component"), Some(Tok::Punct('(')), Some(Tok::Ident(name)))
                        if depth == base(&open) =>
                    {
                        parsed.items.push((suffix(&open), name.clone()));
                    }
                    _ => {}
                }
            }
            Tok::Ident(word) if word == "mod" => {
                if let Some(name) = ident(t.get(i + 1)) {
                    match t.get(i + 2) {
                        Some(Tok::Punct('{')) => {
                            let mut inner = suffix(&open);
                            inner.push(name.to_owned());
                            parsed.inline_mods.push(inner);
                            open.push((name.to_owned(), depth + 1));
                        }
                        Some(Tok::Punct(';')) if open.is_empty() => {
                            if let Some(file) = path_attr.take() {
                                parsed.path_mods.push((name.to_owned(), file));
                            }
                        }
                        _ => {}
                    }
                    i += 2;
                    continue;
                }
            }
            Tok::Ident(word) if word == "use" => {
                let head = UseDecl {
                    suffix: suffix(&open),
                    path: Vec::new(),
                    binding: None,
                    glob: false,
                    public: is_public(&t, i),
                };
                i += 1;
                use_tree(&t, &mut i, &[], &head, &mut parsed.uses);
                while i < t.len() && t[i] != Tok::Punct(';') {
                    i += 1;
                }
                continue;
            }
            Tok::Ident(word) if word == "macro_rules" => {
                if let (Some(Tok::Punct('!')), Some(name)) = (t.get(i + 1), ident(t.get(i + 2))) {
                    if depth == base(&open) {
                        parsed.items.push((suffix(&open), name.to_owned()));
                    }
                    if std::mem::take(&mut macro_export) {
                        parsed.exported_macros.push(name.to_owned());
                    }
                }
            }
            Tok::Ident(word) if ITEM_KEYWORDS.contains(&word.as_str()) => {
                let generic =
                    matches!(i.checked_sub(1).map(|p| &t[p]), Some(Tok::Punct('<' | ',')));
                if let Some(name) = ident(t.get(i + 1)) {
                    if depth == base(&open) && !generic && name != "fn" && name != "_" {
                        parsed.items.push((suffix(&open), name.to_owned()));
                    }
                    // A name being defined is not a use of it.
                    if name != "fn" {
                        i += 2;
                        continue;
                    }
                }
            }
            Tok::Ident(first) => {
                parsed.idents.insert(first.clone());
                let after_sep = i > 0 && t[i - 1] == Tok::PathSep;
                if !after_sep && t.get(i + 1) == Some(&Tok::PathSep) {
                    let mut path = vec![first.clone()];
                    let mut k = i + 1;
                    while t.get(k) == Some(&Tok::PathSep) {
                        match ident(t.get(k + 1)) {
                            Some(name) => {
                                parsed.idents.insert(name.to_owned());
                                path.push(name.to_owned());
                            }
                            None => break,
                        }
                        k += 2;
                    }
                    if path.len() >= 2 {
                        parsed.refs.push((suffix(&open), path));
                    }
                    i = k;
                    continue;
                }
            }
            Tok::Punct(';') => {
                path_attr = None;
            }
            _ => {}
        }
        i += 1;
    }
    parsed
}
