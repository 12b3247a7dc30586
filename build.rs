//! Writes `$OUT_DIR/messages.rs`: one function per English message of every
//! `src/**/locales/en.ftl` (read with the `fluent-syntax` crate: a file it
//! cannot read fails the build), holding the message's id and English
//! pattern, and `english_term`, the English terms; and `$OUT_DIR/catalog-fr.ftl`
//! and `catalog-de.ftl`, every folder's French and German files one after
//! another, for native tools (`parlour::text::built_catalog`). See
//! `src/text/mod.rs`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use fluent_syntax::ast;

#[path = "src/text/entries.rs"]
#[allow(dead_code)]
mod entries;

fn english_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("read src")
        .map(|e| e.expect("read src").path())
        .collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            english_files(&path, out);
        } else if path.ends_with("locales/en.ftl") {
            out.push(path);
        }
    }
}

/// The variables a pattern names, in order of first appearance.
fn variables<'s>(pattern: &ast::Pattern<&'s str>, out: &mut Vec<&'s str>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables<'s>(expression: &ast::Expression<&'s str>, out: &mut Vec<&'s str>) {
    match expression {
        ast::Expression::Inline(inline) => inline_variables(inline, out),
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                variables(&variant.value, out);
            }
        }
    }
}

fn inline_variables<'s>(inline: &ast::InlineExpression<&'s str>, out: &mut Vec<&'s str>) {
    match inline {
        ast::InlineExpression::VariableReference { id } if !out.contains(&id.name) => {
            out.push(id.name);
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

const KEYWORDS: [&str; 12] = [
    "as", "box", "fn", "for", "if", "in", "loop", "match", "move", "ref", "type", "where",
];

fn param(name: &str) -> String {
    let name = name.replace('-', "_");
    if KEYWORDS.contains(&name.as_str()) {
        format!("{name}_")
    } else {
        name
    }
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("manifest dir"));
    let src = root.join("src");
    println!("cargo:rerun-if-changed=src");
    let mut files = Vec::new();
    english_files(&src, &mut files);
    let mut code = String::new();
    let mut terms = String::new();
    let mut seen = std::collections::BTreeSet::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("read an en.ftl");
        let shown = file
            .strip_prefix(&root)
            .unwrap_or(file)
            .display()
            .to_string();
        let resource = match fluent_syntax::parser::parse(text.as_str()) {
            Ok(resource) => resource,
            Err((_, errors)) => panic!("{shown}: not Fluent: {errors:?}"),
        };
        let sources = entries::entries(&text).unwrap_or_else(|e| panic!("{shown}: {e}"));
        let source_of = |id: &str| {
            sources
                .iter()
                .find(|e| e.id == id)
                .map(|e| e.source.clone())
                .unwrap_or_else(|| panic!("{shown}: {id} not read"))
        };
        for entry in &resource.body {
            match entry {
                ast::Entry::Message(message) => {
                    let id = message.id.name;
                    assert!(seen.insert(id.to_string()), "{shown}: {id} is given twice");
                    let value = message
                        .value
                        .as_ref()
                        .unwrap_or_else(|| panic!("{shown}: {id} has no value"));
                    assert!(
                        message.attributes.is_empty(),
                        "{shown}: {id}: no attributes"
                    );
                    let mut vars = Vec::new();
                    variables(value, &mut vars);
                    let en = source_of(id);
                    let name = param(id);
                    let params: Vec<String> = vars
                        .iter()
                        .map(|v| format!("{}: impl Into<Arg>", param(v)))
                        .collect();
                    let args: Vec<String> = vars
                        .iter()
                        .map(|v| format!("{}.into()", param(v)))
                        .collect();
                    let names: Vec<String> = vars.iter().map(|v| format!("{v:?}")).collect();
                    let _ = writeln!(
                        code,
                        "#[doc = {doc:?}]\npub fn {name}({params}) -> Msg {{\n    static DEF: Def = Def::new({id:?}, &[{names}], {en:?});\n    Msg::new(&DEF, vec![{args}])\n}}",
                        doc = format!("English: {en}"),
                        params = params.join(", "),
                        args = args.join(", "),
                        names = names.join(", "),
                    );
                }
                ast::Entry::Term(term) => {
                    let id = term.id.name;
                    assert!(
                        seen.insert(format!("-{id}")),
                        "{shown}: -{id} is given twice"
                    );
                    let en = source_of(&format!("-{id}"));
                    let _ = writeln!(terms, "        {id:?} => Some({en:?}),");
                }
                ast::Entry::Junk { content } => panic!("{shown}: not Fluent: {content}"),
                _ => {}
            }
        }
    }
    let _ = writeln!(
        code,
        "/// An English term's pattern, by its id without the `-`.\npub(crate) fn english_term(id: &str) -> Option<&'static str> {{\n    match id {{\n{terms}        _ => None,\n    }}\n}}"
    );
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("out dir"));
    std::fs::write(out_dir.join("messages.rs"), code).expect("write messages.rs");
    // Each other language's whole catalog, for native tools that write in
    // it (`referee puzzles --lang`); the page fetches its own from dist/.
    for code in ["fr", "de"] {
        let whole: Vec<String> = files
            .iter()
            .map(|file| {
                let other = file.with_file_name(format!("{code}.ftl"));
                std::fs::read_to_string(&other)
                    .unwrap_or_else(|e| panic!("read {}: {e}", other.display()))
            })
            .collect();
        std::fs::write(
            out_dir.join(format!("catalog-{code}.ftl")),
            whole.join("\n"),
        )
        .expect("write a catalog");
    }
}
