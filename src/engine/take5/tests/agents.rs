//! The computer players: levels, legality, determinism and obvious moves.

use super::{play_turn, table};
use crate::engine::agent::{Agent, Budget, Clock, FrozenClock, HasAgents};
use crate::engine::game::Game;
use crate::engine::take5::ai::{unseen_cards, GreedyAgent, HighestAgent, MonteCarloAgent};
use crate::engine::take5::{Take5, Take5Action, Take5Options};

/// A clock that advances 1 ms every time it is read.
struct MilliClock(std::cell::Cell<f64>);

impl Clock for MilliClock {
    fn now_ms(&self) -> f64 {
        let now = self.0.get();
        self.0.set(now + 1.0);
        now
    }
}

/// A clock that advances 10 ms every time it is read.
struct SteppingClock(std::cell::Cell<f64>);

impl Clock for SteppingClock {
    fn now_ms(&self) -> f64 {
        let now = self.0.get();
        self.0.set(now + 10.0);
        now
    }
}

fn capped(seed: u64, playouts: u64) -> MonteCarloAgent {
    MonteCarloAgent::with_budget(
        seed,
        Budget {
            time_ms: 100.0,
            max_work: Some(playouts),
        },
    )
}

/// Plays a game with `agents`, checking every choice is legal; returns
/// the final state.
fn play_game(agents: &mut [Box<dyn Agent<Take5>>], options: &Take5Options, seed: u64) -> Take5 {
    let (mut game, _) = Take5::new(options, seed);
    while let Some(&seat) = game.to_act().first() {
        let legal = game.legal_actions(seat);
        let action = agents[seat].choose(seat, &game.view(seat), &legal, &FrozenClock);
        assert!(legal.contains(&action), "{action:?} not in {legal:?}");
        game.apply(seat, &action).unwrap();
    }
    game
}

#[test]
fn levels_and_the_highest_benchmark_are_available() {
    assert_eq!(Take5::LEVELS, &["easy", "medium", "hard"]);
    for level in ["easy", "medium", "hard", "highest"] {
        assert!(Take5::agent(level, 1, None).is_ok(), "{level}");
    }
    let err = Take5::agent("expert", 1, None).err().unwrap();
    assert_eq!(
        err,
        "unknown level `expert`; try easy, medium, hard or highest"
    );
}

#[test]
fn every_agent_plays_only_legal_actions_through_a_game() {
    let options = Take5Options {
        rounds: 2,
        preset: None,
        ..Take5Options::default()
    };
    let mut agents: Vec<Box<dyn Agent<Take5>>> = vec![
        Take5::agent("easy", 3, None).unwrap(),
        Box::new(GreedyAgent),
        Box::new(capped(5, 40)),
        Box::new(HighestAgent),
    ];
    let game = play_game(&mut agents, &options, 77);
    assert!(game.is_over());
}

#[test]
fn hard_is_deterministic_for_a_seed_and_a_playout_cap() {
    let options = Take5Options {
        rounds: 1,
        preset: None,
        ..Take5Options::default()
    };
    let run = |seed: u64| {
        let mut agents: Vec<Box<dyn Agent<Take5>>> = (0..4u64)
            .map(|s| Box::new(capped(seed + s, 60)) as Box<dyn Agent<Take5>>)
            .collect();
        play_game(&mut agents, &options, 12)
    };
    assert_eq!(run(1), run(1));
}

#[test]
fn unseen_cards_exclude_the_hand_and_everything_shown() {
    let mut game = table(
        [vec![10], vec![20], vec![30], vec![40]],
        [vec![11, 12], vec![21, 22], vec![31, 32], vec![41, 42]],
    );
    game.apply(0, &Take5Action::Play(11)).unwrap();
    let unseen = unseen_cards(&game.view(0));
    assert_eq!(unseen.len(), 104 - 4 - 2);
    for c in [10, 11, 12, 20, 30, 40] {
        assert!(!unseen.contains(&c));
    }
    play_turn_rest(&mut game);
    let unseen = unseen_cards(&game.view(0));
    // 21, 31 and 41 were revealed; 12 is in the hand.
    assert_eq!(unseen.len(), 104 - 4 - 4 - 1);
    assert!(!unseen.contains(&31) && unseen.contains(&22));
}

fn play_turn_rest(game: &mut Take5) {
    for (seat, card) in [(1, 21), (2, 31), (3, 41)] {
        game.apply(seat, &Take5Action::Play(card)).unwrap();
    }
}

/// Row 0 is full (12 cows); 16 would be its sixth card; 61 is safe.
fn trap() -> Take5 {
    table(
        [vec![10, 11, 12, 13, 15], vec![40], vec![60], vec![80]],
        [vec![16, 61], vec![41, 42], vec![81, 82], vec![90, 91]],
    )
}

#[test]
fn greedy_and_hard_avoid_an_obvious_sixth_card() {
    let game = trap();
    let legal = game.legal_actions(0);
    let view = game.view(0);
    assert_eq!(
        GreedyAgent.choose(0, &view, &legal, &FrozenClock),
        Take5Action::Play(61)
    );
    assert_eq!(
        capped(1, 200).choose(0, &view, &legal, &FrozenClock),
        Take5Action::Play(61)
    );
    assert_eq!(
        HighestAgent.choose(0, &view, &legal, &FrozenClock),
        Take5Action::Play(61)
    );
}

#[test]
fn every_agent_picks_the_cheapest_row_when_it_is_clearly_best() {
    let mut game = table(
        [vec![55, 56], vec![66, 67], vec![70, 71], vec![50]],
        [vec![2, 3], vec![90, 91], vec![92, 93], vec![94, 95]],
    );
    play_turn(&mut game, [2, 90, 92, 94]);
    let legal = game.legal_actions(0);
    let view = game.view(0);
    assert_eq!(legal.len(), 4);
    // Row 3 (50) costs 3 cows, row 2 (70 71) costs 4, the others more.
    let expected = Take5Action::Pick(3);
    assert_eq!(GreedyAgent.choose(0, &view, &legal, &FrozenClock), expected);
    assert_eq!(
        HighestAgent.choose(0, &view, &legal, &FrozenClock),
        expected
    );
    assert_eq!(
        capped(2, 200).choose(0, &view, &legal, &FrozenClock),
        expected
    );
}

#[test]
fn highest_plays_its_highest_card() {
    let game = trap();
    let legal = game.legal_actions(1);
    assert_eq!(
        HighestAgent.choose(1, &game.view(1), &legal, &FrozenClock),
        Take5Action::Play(42)
    );
}

#[test]
fn hard_stops_at_its_time_budget_capped_at_100_ms() {
    let (game, _) = Take5::new(&Take5Options::default(), 31);
    let legal = game.legal_actions(0);
    assert_eq!(legal.len(), 10);
    // The clock moves 1 ms a read. It is read once at the start, once
    // after the first deal's ten playouts (one per card of the hand), then
    // after every playout: 30 ms stop in the middle of the fourth deal and
    // 35 ms in the middle of the fifth, which are left out; 5000 ms are
    // capped at 100.
    for (asked, reads) in [(30.0, 31.0), (35.0, 36.0), (5000.0, 101.0)] {
        let clock = MilliClock(std::cell::Cell::new(0.0));
        let mut agent = MonteCarloAgent::with_budget(1, Budget::millis(asked));
        let action = agent.choose(0, &game.view(0), &legal, &clock);
        assert!(legal.contains(&action));
        assert_eq!(clock.0.get(), reads, "budget {asked} ms");
    }
    // The first deal is always played to its end, however short the time.
    let clock = SteppingClock(std::cell::Cell::new(0.0));
    let mut agent = MonteCarloAgent::with_budget(1, Budget::millis(0.5));
    let action = agent.choose(0, &game.view(0), &legal, &clock);
    assert!(legal.contains(&action));
    assert_eq!(clock.0.get() / 10.0, 2.0);
}

/// Every level (and the benchmark) plays only legal actions through whole
/// games at every seat count under every rule set.
#[test]
fn every_agent_plays_legally_at_every_count_and_rule_set() {
    use crate::engine::take5::cards::{MAX_SEATS, MIN_SEATS};
    use crate::engine::take5::options::PRESET_NAMES;
    for seats in MIN_SEATS..=MAX_SEATS {
        for name in PRESET_NAMES {
            let options =
                Take5::with_seat_count(&Take5Options::preset(name).unwrap(), seats).unwrap();
            let mut agents: Vec<Box<dyn Agent<Take5>>> = (0..seats)
                .map(|s| -> Box<dyn Agent<Take5>> {
                    match s % 4 {
                        0 => Box::new(capped(s as u64, 12)),
                        1 => Box::new(GreedyAgent),
                        2 => Take5::agent("easy", s as u64, None).unwrap(),
                        _ => Box::new(HighestAgent),
                    }
                })
                .collect();
            let game = play_game(&mut agents, &options, seats as u64 + 40);
            assert!(game.is_over(), "{seats} seats, {name}");
        }
    }
}

/// With known cards the unseen cards are exactly the other seats' cards:
/// the AIs deal out the restricted deck, nothing above 10N+4.
#[test]
fn with_known_cards_the_unseen_cards_are_exactly_the_other_hands() {
    for seats in [2, 3, 6] {
        let options =
            Take5::with_seat_count(&Take5Options::preset("known-cards").unwrap(), seats).unwrap();
        let (mut game, _) = Take5::new(&options, 5);
        let top = 10 * seats as u8 + 4;
        let others = |game: &Take5| {
            let mut cards: Vec<u8> = (1..seats)
                .flat_map(|s| game.hand(s).iter().copied().chain(game.chosen(s)))
                .collect();
            cards.sort_unstable();
            cards
        };
        assert_eq!(unseen_cards(&game.view(0)), others(&game));
        // Still so after some turns, with the own card face down.
        for _ in 0..3 {
            if game.is_over() || game.round() > 1 {
                break;
            }
            if let crate::engine::take5::Phase::Pick { seat } = game.phase() {
                game.apply(seat, &Take5Action::Pick(0)).unwrap();
                continue;
            }
            let card = game.hand(0)[0];
            game.apply(0, &Take5Action::Play(card)).unwrap();
            assert_eq!(unseen_cards(&game.view(0)), others(&game));
            for seat in 1..seats {
                let card = *game.hand(seat).last().unwrap();
                game.apply(seat, &Take5Action::Play(card)).unwrap();
            }
            if game.round() == 1
                && !matches!(game.phase(), crate::engine::take5::Phase::Pick { .. })
            {
                assert_eq!(unseen_cards(&game.view(0)), others(&game));
            }
        }
        assert!(unseen_cards(&game.view(0)).iter().all(|&c| c <= top));
        // Under the CodinGame deck the undealt cards are unseen too.
        let (game, _) = Take5::new(
            &Take5::with_seat_count(&Take5Options::default(), seats).unwrap(),
            5,
        );
        assert_eq!(unseen_cards(&game.view(0)).len(), 104 - 4 - 10);
    }
}

/// Hard keeps its time with nine opponents: the clock is read after every
/// playout, so it stops within one playout of its budget.
#[test]
fn hard_keeps_its_time_budget_at_ten_seats() {
    let options = Take5::with_seat_count(&Take5Options::default(), 10).unwrap();
    let (game, _) = Take5::new(&options, 31);
    let legal = game.legal_actions(9);
    let clock = MilliClock(std::cell::Cell::new(0.0));
    let mut agent = MonteCarloAgent::with_budget(1, Budget::millis(80.0));
    let action = agent.choose(9, &game.view(9), &legal, &clock);
    assert!(legal.contains(&action));
    assert_eq!(clock.0.get(), 81.0);
}
