//! Arena planning, statistics and runs.

use super::{ai, bot, Captured};
use crate::engine::testgame::Nim;
use crate::referee::arena::{plan, run_arena, summarize, write_table, ArenaRequest, GameSummary};
use crate::referee::seat_spec::SeatSpec;

fn request(seats: &[SeatSpec], games: u64, duplicate: bool, jobs: usize) -> ArenaRequest<'_> {
    ArenaRequest {
        seats,
        games,
        seed: 100,
        duplicate,
        time_scale: 10.0,
        jobs,
        progress: false,
        preset: None,
    }
}

#[test]
fn without_duplicate_game_i_uses_seed_s_plus_i_in_the_given_order() {
    let plans = plan(5, 3, 40, false);
    assert_eq!(plans.len(), 5);
    for (i, p) in plans.iter().enumerate() {
        assert_eq!(p.index, i);
        assert_eq!(p.seed, 40 + i as u64);
        assert_eq!(p.players, vec![0, 1, 2]);
    }
}

#[test]
fn duplicate_deals_put_every_player_in_every_position() {
    let seats = 4;
    let plans = plan(3, seats, 10, true);
    assert_eq!(plans.len(), 3 * seats);
    for deal in 0..3u64 {
        let games: Vec<_> = plans.iter().filter(|p| p.seed == 10 + deal).collect();
        assert_eq!(games.len(), seats);
        for player in 0..seats {
            for position in 0..seats {
                let count = games
                    .iter()
                    .filter(|g| g.players[position] == player)
                    .count();
                assert_eq!(count, 1, "deal {deal} player {player} position {position}");
            }
        }
    }
    assert!(plans.iter().enumerate().all(|(i, p)| p.index == i));
}

#[test]
fn statistics_on_known_games() {
    let games = [
        GameSummary {
            scores: vec![3, 1],
            ranks: vec![1, 2],
            disqualified: vec![false, false],
            decision_ms: vec![vec![1.0, 2.0], vec![5.0]],
            team: Vec::new(),
        },
        GameSummary {
            scores: vec![1, 1],
            ranks: vec![1, 1],
            disqualified: vec![false, true],
            decision_ms: vec![vec![3.0], vec![]],
            team: Vec::new(),
        },
        GameSummary {
            scores: vec![2, 4],
            ranks: vec![2, 1],
            disqualified: vec![false, false],
            decision_ms: vec![vec![], vec![]],
            team: Vec::new(),
        },
    ];
    let seats = [ai("easy"), ai("perfect")];
    let stats = summarize(&seats, &games);
    let close = |a: Option<f64>, b: f64| (a.unwrap() - b).abs() < 1e-9;

    assert_eq!(stats[0].seat, "ai:easy");
    assert_eq!(stats[0].games, 3);
    assert!(close(stats[0].mean_score, 2.0));
    // Scores 3, 1, 2: sample sd 1.
    assert!(close(stats[0].score_ci95, 1.96 / 3f64.sqrt()));
    // A win, a shared win (½) and a loss.
    assert!((stats[0].wins - 1.5).abs() < 1e-9);
    assert!(close(stats[0].win_rate, 0.5));
    assert_eq!(stats[0].disqualifications, 0);
    assert_eq!(stats[0].decision_p50_ms, Some(2.0));
    assert_eq!(stats[0].decision_p99_ms, Some(3.0));

    // Scores 1, 1, 4: sample variance 3, so the half-width is 1.96.
    assert!(close(stats[1].mean_score, 2.0));
    assert!(close(stats[1].score_ci95, 1.96));
    assert!(close(stats[1].win_rate, 0.5));
    assert_eq!(stats[1].disqualifications, 1);
    assert_eq!(stats[1].decision_p50_ms, Some(5.0));
}

#[test]
fn arena_results_do_not_depend_on_the_number_of_workers() {
    let seats = [ai("perfect"), ai("easy")];
    let one = run_arena::<Nim>(&request(&seats, 6, true, 1), Captured::default().sink()).unwrap();
    let two = run_arena::<Nim>(&request(&seats, 6, true, 2), Captured::default().sink()).unwrap();
    assert_eq!(one.games, 12);
    assert_eq!(two.games, 12);
    for (a, b) in one.players.iter().zip(&two.players) {
        assert_eq!(
            (
                a.games,
                a.mean_score,
                a.score_ci95,
                a.wins,
                a.disqualifications
            ),
            (
                b.games,
                b.mean_score,
                b.score_ci95,
                b.wins,
                b.disqualifications
            )
        );
        assert!(a.decision_p50_ms.is_some());
    }
    // Nim has no ties: the wins add up to the games.
    let wins: f64 = one.players.iter().map(|p| p.wins).sum();
    assert!((wins - 12.0).abs() < 1e-9);
    // Perfect play wins at least every deal it opens on a good pile.
    assert!(one.players[0].wins >= one.players[1].wins);
}

#[test]
fn arena_with_a_bot_reports_its_answer_times_and_prints_a_table() {
    let seats = [bot("sh", "nim_good.sh", ""), ai("easy")];
    let captured = Captured::default();
    let report = run_arena::<Nim>(&request(&seats, 3, false, 2), captured.sink()).unwrap();
    assert_eq!(report.games, 3);
    assert_eq!(report.players[0].disqualifications, 0);
    assert!(report.players[0].decision_p99_ms.is_some());
    // Bot stderr is labelled with the game and the seat.
    assert!(captured
        .lines()
        .iter()
        .any(|l| l.starts_with("[game 2 seat 0] ")));
    let mut out = Vec::new();
    write_table(&report, &mut out).unwrap();
    let table = String::from_utf8(out).unwrap();
    assert!(table.starts_with("nim: 3 games (seats in the given order), first seed 100"));
    assert!(table.contains("mean score ± 95%"));
    assert!(table.lines().any(|l| l.starts_with(&seats[0].to_string())));
    assert!(table.lines().any(|l| l.starts_with("ai:easy")));
    assert_eq!(table.lines().count(), 4);
}
