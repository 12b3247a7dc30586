use std::rc::Rc;

use super::*;

static COWS: Def = Def::new(
    "test-cows",
    &["name", "cows"],
    "{ $name } takes { $cows ->\n    [one] { $cows } cow\n   *[other] { $cows } cows\n}.",
);

static RESULT: Def = Def::new(
    "test-result",
    &["n", "what", "avg"],
    "{ $n ->\n    [0] nobody\n   *[other] { $n } people\n} and { $what }, at { $avg }",
);

const FRENCH: &str = "\
# un commentaire
test-cows = { $name } prend { $cows ->
    [one] { $cows } vache
   *[other] { $cows } vaches
}.
-brand = parlour
test-result = { -brand } : { $what } { $n ->
    [0] personne
   *[other] { $n } personnes
}, { $avg }
text-list-and = { $first } et { $last }
";

fn cows(name: &str, n: u32) -> Msg {
    Msg::new(&COWS, vec![name.into(), n.into()])
}

#[test]
fn english_picks_one_and_other() {
    assert_eq!(cows("Ann", 1).write_in(None), "Ann takes 1 cow.");
    assert_eq!(cows("Ann", 0).write_in(None), "Ann takes 0 cows.");
    assert_eq!(cows("Ann", 2).write_in(None), "Ann takes 2 cows.");
}

#[test]
fn french_counts_zero_and_one_as_one() {
    let fr = Catalog::parse(Lang::Fr, FRENCH).unwrap();
    assert_eq!(cows("Ann", 0).write_in(Some(&fr)), "Ann prend 0 vache.");
    assert_eq!(cows("Ann", 1).write_in(Some(&fr)), "Ann prend 1 vache.");
    assert_eq!(cows("Ann", 7).write_in(Some(&fr)), "Ann prend 7 vaches.");
    assert_eq!(Lang::Fr.plural(1.5, 1), "one");
    assert_eq!(Arg::dec(-0.05, 2), Arg::Dec(-5, 2));
    assert_eq!(Lang::En.plural(1.0, 1), "other");
    assert_eq!(Lang::De.plural(1.0, 0), "one");
}

#[test]
fn exact_numbers_terms_nested_messages_lists_and_decimals() {
    let fr = Catalog::parse(Lang::Fr, FRENCH).unwrap();
    let result = |n: i64| {
        Msg::new(
            &RESULT,
            vec![Arg::Num(n), cows("Bob", 2).into(), Arg::dec(8.25, 1)],
        )
    };
    assert_eq!(
        result(0).write_in(None),
        "nobody and Bob takes 2 cows., at 8.3"
    );
    assert_eq!(
        result(3).write_in(Some(&fr)),
        "parlour : Bob prend 2 vaches. 3 personnes, 8,3"
    );
    let names: Arg = vec!["Ann".to_string(), "Bob".to_string(), "Cy".to_string()].into();
    let list = Msg::new(&COWS, vec![names, 3u32.into()]);
    assert_eq!(list.write_in(None), "Ann, Bob and Cy takes 3 cows.");
    assert_eq!(list.write_in(Some(&fr)), "Ann, Bob et Cy prend 3 vaches.");
}

#[test]
fn a_message_missing_from_the_catalog_is_written_in_english() {
    let fr = Catalog::parse(Lang::Fr, "text-list-and = { $first } et { $last }\n").unwrap();
    assert_eq!(cows("Ann", 1).write_in(Some(&fr)), "Ann takes 1 cow.");
}

#[test]
fn the_thread_writes_in_the_catalog_it_was_given() {
    assert_eq!(current_lang(), Lang::En);
    set_catalog(Some(Rc::new(Catalog::parse(Lang::Fr, FRENCH).unwrap())));
    assert_eq!(cows("Ann", 2).to_string(), "Ann prend 2 vaches.");
    assert_eq!(current_lang(), Lang::Fr);
    set_catalog(None);
    assert_eq!(cows("Ann", 2).to_string(), "Ann takes 2 cows.");
}

#[test]
fn a_catalog_refuses_what_is_not_an_entry_and_ids_given_twice() {
    assert!(Catalog::parse(Lang::De, "nur Text\n").is_err());
    assert!(Catalog::parse(Lang::De, "  eingerückt = x\n").is_err());
    assert!(Catalog::parse(Lang::De, "a = 1\na = 2\n").is_err());
}

#[test]
fn languages_come_from_tags_and_browser_preferences() {
    assert_eq!(Lang::from_tag("fr-CA"), Some(Lang::Fr));
    assert_eq!(Lang::from_tag("DE_at"), Some(Lang::De));
    assert_eq!(Lang::from_tag("es"), None);
    assert_eq!(Lang::preferred(["es-ES", "de-DE", "fr"]), Lang::De);
    assert_eq!(Lang::preferred(["es", "it"]), Lang::En);
}
