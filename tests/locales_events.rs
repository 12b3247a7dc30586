//! Every event of random games of every game, as every viewer reads it,
//! written in French and German: none is empty, none keeps a placeable
//! (`{`), none falls back to English (a message missing from the catalog,
//! or a sentence still written in English by the code).

use std::rc::Rc;

use parlour::engine::game::{explain_for, Game};
use parlour::engine::rng::Pcg32;
use parlour::text::{set_catalog, take_untranslated, Catalog, Lang};

mod catalogs;

const GAMES_PER_GAME: u64 = 12;

/// Every event of `seeds` random games of `G`, with the seat count.
fn events<G: Game>(seed: u64) -> (usize, Vec<G::Event>) {
    let (mut state, mut all) = G::new(&G::Options::default(), seed);
    let mut rng = Pcg32::with_stream(seed, 77);
    let mut guard = 0;
    while !state.is_over() && guard < 5_000 {
        guard += 1;
        for seat in state.to_act() {
            if state.is_over() || !state.to_act().contains(&seat) {
                continue;
            }
            let legal = state.legal_actions(seat);
            let Some(action) = rng.choose(&legal) else {
                break;
            };
            all.extend(state.apply(seat, action).expect("a legal action"));
        }
    }
    (state.seat_count(), all)
}

/// Words of three letters or more that are not the seats' names.
fn has_words(text: &str, names: &[String]) -> bool {
    text.split(|c: char| !c.is_alphabetic())
        .any(|w| w.chars().count() >= 3 && !names.iter().any(|n| n == w))
}

fn check<G: Game>(problems: &mut Vec<String>) {
    let catalogs: Vec<(Lang, Rc<Catalog>)> = [Lang::Fr, Lang::De]
        .into_iter()
        .map(|lang| (lang, Rc::new(catalogs::catalog(lang))))
        .collect();
    for seed in 0..GAMES_PER_GAME {
        let (seats, events) = events::<G>(seed);
        let names: Vec<String> = [
            "Ann", "Bob", "Cyd", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo",
        ]
        .iter()
        .take(seats)
        .map(|n| n.to_string())
        .collect();
        let viewers: Vec<Option<usize>> =
            std::iter::once(None).chain((0..seats).map(Some)).collect();
        for event in &events {
            for viewer in &viewers {
                set_catalog(None);
                let english = explain_for::<G>(event, *viewer, &names);
                for (lang, catalog) in &catalogs {
                    set_catalog(Some(catalog.clone()));
                    let text = explain_for::<G>(event, *viewer, &names);
                    set_catalog(None);
                    let missing = take_untranslated();
                    let shown = format!("{} {} {viewer:?}: {text:?}", G::ID, lang.code());
                    if text.trim().is_empty() || text.contains('{') {
                        problems.push(format!("{shown} is empty or unfinished"));
                    } else if !missing.is_empty() {
                        problems.push(format!("{shown} lacks {missing:?}"));
                    } else if text == english && has_words(&english, &names) {
                        problems.push(format!("{shown} is still English"));
                    }
                }
            }
        }
    }
}

macro_rules! check_all {
    ($($game:ty),*) => {{
        let mut problems = Vec::new();
        $(check::<$game>(&mut problems);)*
        problems
    }};
}

#[test]
fn every_event_reads_in_french_and_german() {
    let mut problems: Vec<String> = parlour::for_each_game!(check_all);
    problems.sort();
    problems.dedup();
    let shown: Vec<&String> = problems.iter().take(40).collect();
    assert!(
        problems.is_empty(),
        "{} problems, the first:\n{shown:#?}",
        problems.len()
    );
}
