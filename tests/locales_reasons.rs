//! The AIs' reasons and the coach's words of every game, written in French
//! and German for every reader: none is empty, none keeps a placeable
//! (`{`), none falls back to English (a message missing from the catalog,
//! or a sentence still written in English by the code).

use std::rc::Rc;

use parlour::engine::agent::{agent_seed, decide, Budget, FrozenClock};
use parlour::engine::agent::{HasAgents, ReasonTexts};
use parlour::engine::coach::Coach;
use parlour::engine::fireworks::actions::Clue;
use parlour::engine::fireworks::ai::decide_with_reason;
use parlour::engine::fireworks::ai::reason::{Learns, Reason, Why};
use parlour::engine::fireworks::cards::{Card, Colour};
use parlour::engine::fireworks::deck::Deck;
use parlour::engine::fireworks::{Fireworks, FireworksOptions};
use parlour::engine::game::Game;
use parlour::engine::morris::options::Preset;
use parlour::engine::morris::{Field, Morris, MorrisOptions};
use parlour::engine::rating::RatesMoves;
use parlour::engine::take5::{Take5, Take5Options};
use parlour::text::{set_catalog, take_untranslated, Catalog, Lang};

mod catalogs;

/// The French and German catalogs.
fn catalogs() -> Vec<(Lang, Rc<Catalog>)> {
    [Lang::Fr, Lang::De]
        .into_iter()
        .map(|lang| (lang, Rc::new(catalogs::catalog(lang))))
        .collect()
}

/// The names of the seats; "You" gets the reader's own verb forms.
fn names() -> Vec<String> {
    ["Ann", "You", "Cyd", "Dee", "Eve"]
        .map(String::from)
        .to_vec()
}

/// Writes `write()` in English, then in each language, and notes what is
/// wrong with each translation under `what`.
fn check_texts(
    catalogs: &[(Lang, Rc<Catalog>)],
    what: &str,
    problems: &mut Vec<String>,
    write: &dyn Fn() -> Vec<String>,
) {
    set_catalog(None);
    let english = write();
    take_untranslated();
    for (lang, catalog) in catalogs {
        set_catalog(Some(catalog.clone()));
        let texts = write();
        set_catalog(None);
        let missing = take_untranslated();
        for (text, english) in texts.iter().zip(&english) {
            let shown = format!("{what} {}: {text:?}", lang.code());
            if text.trim().is_empty() || text.contains('{') {
                problems.push(format!("{shown} is empty or unfinished"));
            } else if !missing.is_empty() {
                problems.push(format!("{shown} lacks {missing:?}"));
            } else if text == english {
                problems.push(format!("{shown} is still English"));
            }
        }
    }
}

fn report(mut problems: Vec<String>) {
    problems.sort();
    problems.dedup();
    let shown: Vec<&String> = problems.iter().take(40).collect();
    assert!(
        problems.is_empty(),
        "{} problems, the first:\n{shown:#?}",
        problems.len()
    );
}

/// The Fireworks tables the reasons are tried at.
fn fireworks_tables() -> Vec<FireworksOptions> {
    let mut tables = vec![FireworksOptions::default()];
    for (players, deck) in [
        (2, Deck::FiveColours),
        (3, Deck::SixColours),
        (5, Deck::Rainbow),
    ] {
        let mut options = FireworksOptions::preset("standard").expect("a preset");
        options.players = Some(players);
        options.deck = deck;
        tables.push(options);
    }
    tables
}

/// The levels that give reasons, with their work cap.
const REASONING_LEVELS: [(&str, Option<u64>); 3] =
    [("medium", None), ("hard", Some(24)), ("hat", None)];

#[test]
fn every_ai_reason_reads_in_french_and_german_for_every_reader() {
    let catalogs = catalogs();
    let names = names();
    let mut problems = Vec::new();
    for (t, options) in fireworks_tables().iter().enumerate() {
        for seed in 0..2u64 {
            for (level, work) in REASONING_LEVELS {
                let (mut state, _) = Fireworks::new(options, seed);
                let mut step = 0;
                while !state.is_over() && step < 300 {
                    let Some(&seat) = state.to_act().first() else {
                        break;
                    };
                    let agent = agent_seed(seed, step, seat);
                    let what = format!("fireworks table {t} seed {seed} {level} step {step}");
                    // The texts the worker writes (seats as stand-ins), for
                    // every reader, named as the page names them.
                    let explained = |state: &Fireworks| {
                        let (_, texts) = Fireworks::decide_explained(
                            state,
                            seat,
                            level,
                            agent,
                            work,
                            &FrozenClock,
                        )
                        .expect("a decision");
                        let texts: ReasonTexts = texts.expect("a reason");
                        let readers =
                            std::iter::once(None).chain((0..state.seat_count()).map(Some));
                        readers
                            .map(|reader| texts.read(reader, &names).expect("a text"))
                            .collect::<Vec<String>>()
                    };
                    check_texts(&catalogs, &what, &mut problems, &|| explained(&state));
                    // The same reason written with the names, "You" included.
                    let legal = state.legal_actions(seat);
                    let (action, reason) = decide_with_reason(
                        level,
                        seat,
                        &state.view(seat),
                        &legal,
                        agent,
                        work,
                        &FrozenClock,
                    )
                    .expect("a decision");
                    let reason = reason.expect("a reason");
                    check_texts(&catalogs, &what, &mut problems, &|| {
                        let readers =
                            std::iter::once(None).chain((0..state.seat_count()).map(Some));
                        readers
                            .map(|reader| reason.explain_for(reader, &names))
                            .collect()
                    });
                    state.apply(seat, &action).expect("a legal action");
                    step += 1;
                }
            }
        }
    }
    report(problems);
}

#[test]
fn every_kind_of_reason_reads_in_french_and_german() {
    let red = Card::new(Colour::Red, 2);
    let clues = [Clue::Colour(Colour::Multicolor), Clue::Level(3)];
    let mut whys = vec![
        Why::PlayKnown {
            slot: 0,
            card: Some(red),
        },
        Why::PlayKnown {
            slot: 1,
            card: None,
        },
        Why::DiscardTrash { slot: 2 },
        Why::DiscardChop { slot: 3 },
        Why::DiscardLeast { slot: 4 },
        Why::Gamble {
            slot: 0,
            chance: 45,
        },
        Why::HatPlay { slot: 1 },
        Why::HatDiscard {
            slot: 2,
            useless: true,
        },
        Why::HatDiscard {
            slot: 2,
            useless: false,
        },
        Why::HatHint {
            to: 2,
            clue: Clue::Level(1),
            tells: vec![],
        },
        Why::HatHint {
            to: 2,
            clue: Clue::Colour(Colour::White),
            tells: vec![
                (1, Learns::Nothing),
                (2, Learns::Neither),
                (3, Learns::Useless { slot: 0 }),
                (4, Learns::Fits { slot: 1 }),
            ],
        },
        Why::HatHint {
            to: 3,
            clue: Clue::Level(5),
            tells: vec![
                (2, Learns::NotYet { slot: 2 }),
                (3, Learns::More { slot: 3 }),
            ],
        },
    ];
    for clue in clues {
        whys.extend([
            Why::PlayHinted {
                slot: 0,
                by: 2,
                clue,
                card: None,
            },
            Why::PlayHinted {
                slot: 0,
                by: 1,
                clue,
                card: Some(red),
            },
            Why::Save {
                to: 2,
                slot: 3,
                card: red,
                clue,
            },
            Why::PlayHint {
                to: 1,
                slot: 1,
                card: red,
                clue,
            },
            Why::Stall {
                to: 3,
                clue,
                deck_empty: true,
            },
            Why::Stall {
                to: 1,
                clue,
                deck_empty: false,
            },
        ]);
    }
    let searched: Vec<Why> = whys
        .iter()
        .take(3)
        .map(|why| Some(Box::new(why.clone())))
        .chain([None])
        .map(|chosen| Why::Searched {
            chosen,
            rollouts: 300,
            gain: 1.25,
        })
        .collect();
    whys.extend(searched);
    let catalogs = catalogs();
    let names = names();
    let mut problems = Vec::new();
    for why in whys {
        for seat in [0, 1] {
            let reason = Reason {
                seat,
                why: why.clone(),
            };
            check_texts(&catalogs, &format!("{reason:?}"), &mut problems, &|| {
                std::iter::once(None)
                    .chain((0..5).map(Some))
                    .map(|reader| reason.explain_for(reader, &names))
                    .collect()
            });
        }
    }
    report(problems);
}

/// The coach's words on the decisions of a game of `G` played by
/// `level`, every `every` decision: every legal move named, and why the
/// better move beats it (and the other way round), for the seat and for
/// a spectator; the graph's lines; a proved result when there is one.
fn check_coach<G: Coach + HasAgents>(
    options: &G::Options,
    seed: u64,
    level: &str,
    work: u64,
    every: usize,
    problems: &mut Vec<String>,
) {
    let catalogs = catalogs();
    let names = names();
    let (mut state, _) = G::new(options, seed);
    let mut step = 0;
    while !state.is_over() && step < 60 {
        let Some(&seat) = state.to_act().first() else {
            break;
        };
        let agent = agent_seed(seed, step, seat);
        if step % every == 0 {
            let budget = Budget {
                time_ms: 60_000.0,
                max_work: Some(work),
            };
            let rated = state.rate_moves(seat, agent, budget, &FrozenClock);
            let what = format!("{} seed {seed} step {step}", G::ID);
            check_texts(&catalogs, &what, problems, &|| {
                let mut texts = Vec::new();
                for played in 0..rated.len() {
                    let judgement = state.judge(seat, &rated, played);
                    texts.extend(judgement.exact.clone());
                    for reader in [None, Some(seat)] {
                        texts.push(state.action_words(seat, &rated[played].action, reader, &names));
                        if judgement.best != played {
                            texts.push(state.why(
                                seat,
                                &rated,
                                played,
                                judgement.best,
                                reader,
                                &names,
                            ));
                            texts.push(state.why(
                                seat,
                                &rated,
                                judgement.best,
                                played,
                                reader,
                                &names,
                            ));
                        }
                    }
                }
                texts
            });
        }
        let action = decide(&state, seat, level, agent, Some(work), &FrozenClock).expect("a move");
        state.apply(seat, &action).expect("a legal move");
        step += 1;
    }
}

#[test]
fn the_coachs_words_read_in_french_and_german() {
    let mut problems = Vec::new();
    for seed in 0..2 {
        check_coach::<Take5>(
            &Take5Options::default(),
            seed,
            "medium",
            200,
            3,
            &mut problems,
        );
        check_coach::<Morris>(
            &MorrisOptions::default(),
            seed,
            "medium",
            2_000,
            3,
            &mut problems,
        );
    }
    for (seed, options) in fireworks_tables().iter().enumerate() {
        check_coach::<Fireworks>(options, seed as u64, "medium", 100, 4, &mut problems);
    }
    // A forced win missed, proved by the solved endgames: G4-G1 closes a
    // mill and takes the second seat's seventh stone.
    let fields = |names: &str| -> Vec<Field> {
        names
            .split_whitespace()
            .map(|n| Field::parse(n).expect("a field"))
            .collect()
    };
    let options = MorrisOptions {
        preset: Some(Preset {
            stones: [fields("A1 D1 G4 B6"), fields("A4 B4 E3")],
            in_hand: [0, 0],
            taken: [6, 5],
            to_move: 0,
            moves: 100,
        }),
        ..MorrisOptions::default()
    };
    check_coach::<Morris>(&options, 0, "medium", 20_000, 1, &mut problems);
    let (game, _) = Morris::new(&options, 0);
    let rated = game.rate_moves(
        0,
        1,
        Budget {
            time_ms: 60_000.0,
            max_work: Some(20_000),
        },
        &FrozenClock,
    );
    assert!(
        (0..rated.len()).any(|played| game.judge(0, &rated, played).exact.is_some()),
        "a result proved exactly"
    );
    // The team's line of the Fireworks review.
    let catalogs = catalogs();
    let (fireworks, _) = Fireworks::new(&FireworksOptions::default(), 0);
    check_texts(&catalogs, "fireworks lines", &mut problems, &|| {
        fireworks.lines(&names())
    });
    report(problems);
}
