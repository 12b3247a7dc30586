//! The catalogs: every folder's `locales/` has English, French and German;
//! every language has every message and term of English, with the same
//! arguments, and nothing else; each file is Fluent the `fluent-syntax`
//! crate reads whole; and parlour's own pattern writer (`src/text`) writes
//! every message of every language exactly as the `fluent-bundle` crate
//! does, for numbers that take each plural form.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast;
use parlour::text::{Arg, Catalog, Def, Lang, Msg};

mod catalogs;

use catalogs::{dirs, read, whole};

/// Each entry's id (terms with their `-`) and the variables it names.
type Shape = BTreeMap<String, BTreeSet<String>>;

fn shape(file: &str, shown: &str) -> Shape {
    let resource = fluent_syntax::parser::parse(file)
        .unwrap_or_else(|(_, errors)| panic!("{shown}: not Fluent: {errors:?}"));
    let mut out = Shape::new();
    for entry in &resource.body {
        let (id, pattern, attributes) = match entry {
            ast::Entry::Message(m) => (
                m.id.name.to_string(),
                m.value
                    .as_ref()
                    .unwrap_or_else(|| panic!("{shown}: {} has no value", m.id.name)),
                m.attributes.len(),
            ),
            ast::Entry::Term(t) => (format!("-{}", t.id.name), &t.value, t.attributes.len()),
            ast::Entry::Junk { content } => panic!("{shown}: not Fluent: {content}"),
            _ => continue,
        };
        assert_eq!(
            attributes, 0,
            "{shown}: {id}: parlour's files use no attributes"
        );
        let mut vars = BTreeSet::new();
        pattern_vars(pattern, &mut vars);
        assert!(
            out.insert(id.clone(), vars).is_none(),
            "{shown}: {id} twice"
        );
    }
    out
}

fn pattern_vars(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_vars(inline, out),
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
        _ => {}
    }
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let mut problems = Vec::new();
    for dir in dirs() {
        let english = shape(&read(&dir, Lang::En), &format!("{}/en.ftl", dir.display()));
        for lang in [Lang::Fr, Lang::De] {
            let shown = format!("{}/{}.ftl", dir.display(), lang.code());
            let other = shape(&read(&dir, lang), &shown);
            for (id, vars) in &english {
                match other.get(id) {
                    None => problems.push(format!("{shown}: {id} is missing")),
                    Some(v) if v != vars => {
                        problems.push(format!("{shown}: {id} takes {v:?}, English takes {vars:?}"))
                    }
                    Some(_) => {}
                }
            }
            for id in other.keys().filter(|id| !english.contains_key(*id)) {
                problems.push(format!("{shown}: {id} is not in English"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Variables a select picks on by number: `{ $x ->` with a plural or a
/// number key.
fn numeric_selectors(file: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    // The selectors themselves: `{ $x ->`.
    for (i, _) in file.match_indices("->") {
        let before = &file[..i];
        if let Some(dollar) = before.rfind('$') {
            let name = before[dollar + 1..].trim();
            let after = &file[i..file[i..].find('}').map_or(file.len(), |e| i + e)];
            if after.contains("[one]") || after.contains("[other]") || after.contains("[0]") {
                out.insert(name.to_string());
            }
        }
    }
    out
}

#[test]
fn parlour_writes_every_message_as_fluent_bundle_does() {
    let english = whole(Lang::En);
    let numeric = numeric_selectors(&english);
    for lang in Lang::ALL {
        let file = whole(lang);
        let catalog = Catalog::parse(lang, &file).unwrap();
        let mut bundle: FluentBundle<FluentResource> =
            FluentBundle::new(vec![lang.code().parse().unwrap()]);
        bundle.set_use_isolating(false);
        bundle
            .add_resource(FluentResource::try_new(file.clone()).unwrap())
            .unwrap();
        let shapes = shape(&file, lang.code());
        let mut checked = 0;
        for (id, vars) in shapes.iter().filter(|(id, _)| !id.starts_with('-')) {
            for n in [0i64, 1, 2, 5, 21] {
                let mut theirs = FluentArgs::new();
                let mut ours = Vec::new();
                for var in vars {
                    let name: &'static str = Box::leak(var.clone().into_boxed_str());
                    if numeric.contains(var) {
                        theirs.set(var.clone(), FluentValue::from(n));
                        ours.push((name, Arg::Num(n)));
                    } else {
                        theirs.set(var.clone(), FluentValue::from(format!("«{var}»")));
                        ours.push((name, Arg::Str(format!("«{var}»"))));
                    }
                }
                let message = bundle.get_message(id).unwrap();
                let mut errors = vec![];
                let expected = bundle
                    .format_pattern(message.value().unwrap(), Some(&theirs), &mut errors)
                    .to_string();
                assert!(errors.is_empty(), "{}: {id}: {errors:?}", lang.code());
                let names: Vec<&'static str> = ours.iter().map(|(name, _)| *name).collect();
                let def: &'static Def = Box::leak(Box::new(Def::new(
                    Box::leak(id.clone().into_boxed_str()),
                    Box::leak(names.into_boxed_slice()),
                    "",
                )));
                let values = ours.into_iter().map(|(_, value)| value).collect();
                let written = Msg::new(def, values).write_in(Some(&catalog));
                assert_eq!(written, expected, "{}: {id} with {n}", lang.code());
                assert!(!written.trim().is_empty(), "{}: {id} is empty", lang.code());
                checked += 1;
            }
        }
        assert!(checked > 0);
    }
}

/// The person at this device plays as "You" unless they name themselves:
/// in French and German the prompts and scores that name them address
/// them ("À vous", "Du bist dran") instead of printing the English word.
#[test]
fn the_person_named_you_is_addressed_in_french_and_german() {
    use parlour::text::{set_catalog, t};
    use std::rc::Rc;
    let cases = [
        (
            Lang::Fr,
            "À vous : choisissez",
            "Vous : 7",
            "Ann, à vous : choisissez",
        ),
        (
            Lang::De,
            "Du bist dran: Wähle",
            "Du: 7",
            "Ann, du bist dran: Wähle",
        ),
    ];
    for (lang, turn, score, named) in cases {
        set_catalog(Some(Rc::new(catalogs::catalog(lang))));
        assert!(
            t::ui_fireworks_prompt_turn("You")
                .to_string()
                .starts_with(turn),
            "{lang:?}"
        );
        assert_eq!(t::ui_fireworks_score("You", 7).to_string(), score);
        assert!(
            t::ui_fireworks_prompt_turn("Ann")
                .to_string()
                .starts_with(named),
            "{lang:?}"
        );
        for text in [
            t::ui_fireworks_prompt_play("You").to_string(),
            t::ui_fireworks_prompt_whom("You", "1 ou 2").to_string(),
            t::ui_fireworks_prompt_sits_out("You", "Bob").to_string(),
        ] {
            assert!(!text.contains("You"), "{lang:?}: {text}");
        }
    }
    set_catalog(None);
}
