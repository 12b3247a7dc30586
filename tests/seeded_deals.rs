//! Pins the first deal of known seeds. A game is `rules + seed + actions`:
//! if a dependency upgrade or a refactor changed the generator or the
//! shuffle, every saved game and share link would deal different cards.

use parlour::engine::game::Game;
use parlour::engine::take5::Take5;

#[test]
fn take5_seed_2026_deals_the_same_first_round_forever() {
    let (game, _) = Take5::new(&Default::default(), 2026);
    let view = game.view(0);
    assert_eq!(view.rows, [vec![83], vec![98], vec![51], vec![75]]);
    let hands: Vec<Vec<u8>> = (0..4).map(|seat| game.view(seat).hand.clone()).collect();
    assert_eq!(
        hands,
        vec![
            vec![20, 23, 27, 31, 45, 47, 55, 56, 86, 96],
            vec![1, 4, 5, 12, 13, 21, 41, 43, 81, 91],
            vec![11, 16, 26, 29, 34, 36, 44, 73, 88, 99],
            vec![3, 8, 10, 17, 24, 46, 78, 87, 97, 103],
        ]
    );
}

#[test]
fn different_seeds_deal_differently() {
    let hand = |seed| Take5::new(&Default::default(), seed).0.view(0).hand;
    assert_ne!(hand(1), hand(2));
}
