//! The solver's findings in words: every reason, a deal's best, the
//! moment a hand-made game loses its perfect score, and a round's result
//! against its best.

use super::super::super::actions::FireworksAction;
use super::super::super::cards::Colour;
use super::super::bounds::Limit;
use super::super::said::limit_words;
use super::{record, yellow_end};
use crate::engine::agent::FrozenClock;
use crate::engine::coach::FindsBest;
use crate::engine::fireworks::{Card, Fireworks};
use crate::engine::game::Game;
use crate::engine::record::{replay, Step};

#[test]
fn every_reason_has_its_words() {
    let yellow_4 = Card::new(Colour::Yellow, 4);
    let red_5 = Card::new(Colour::Red, 5);
    let said =
        |limit: Limit, step: Option<(Card, bool)>| limit_words(&limit, step, true, 2).to_string();
    let dead = Limit::DeadCard { card: yellow_4 };
    assert_eq!(
        said(dead, Some((yellow_4, false))),
        "the last Yellow 4 was discarded"
    );
    assert_eq!(
        said(dead, Some((yellow_4, true))),
        "the last Yellow 4 was misplayed"
    );
    assert_eq!(said(dead, None), "no Yellow 4 is left");
    let buried = |plays_after| Limit::BuriedTooDeep {
        card: red_5,
        depth: 30,
        plays_after,
        stops_at: 4,
    };
    assert_eq!(
        said(buried(2), None),
        "the first Red 5 is the deck's last card: its firework stops at 4"
    );
    assert_eq!(
        said(buried(5), None),
        "the first Red 5 is 30 cards down the deck: its firework stops at 4"
    );
    assert_eq!(
        said(
            Limit::TooFewTurns {
                plays_left: 3,
                needed: 5
            },
            None
        ),
        "only 3 more cards can be played, and the fireworks need 5"
    );
    assert_eq!(
        said(Limit::RoundOver { lost: true }, None),
        "the fatal mistake ended the round"
    );
    assert_eq!(
        said(Limit::RoundOver { lost: false }, None),
        "the round is over"
    );
    assert_eq!(
        said(Limit::NoLine, None),
        "no line of play reaches it any more"
    );
    assert_eq!(
        limit_words(&Limit::NoLine, None, false, 2).to_string(),
        "no line of play found reaches it"
    );
}

#[test]
fn the_moment_a_last_copy_is_discarded_is_said_and_the_result_set_against_the_best() {
    let preset = yellow_end(3, ["W1 Y4 W1 R1 R1", "Y5 B1 B1 G1 G1"], "W2 R2");
    let mut game = record(
        preset,
        &[
            FireworksAction::Discard(0),
            FireworksAction::Discard(1),
            FireworksAction::Discard(1),
        ],
    );
    let best = Fireworks::best_left(&game, &[], &FrozenClock).expect("a solver");
    assert_eq!(best.parts.len(), 1);
    let part = &best.parts[0];
    assert_eq!((part.first, part.end), (0, 3));
    assert_eq!(
        part.words,
        "Best score this deal allows: 25 of 25, a perfect score."
    );
    assert_eq!(part.result, None, "the round goes on");
    assert_eq!(part.drops.len(), 1);
    assert_eq!((part.drops[0].step, part.drops[0].seat), (2, 0));
    assert_eq!(
        part.drops[0].words,
        "A perfect score is no longer possible: the last Yellow 4 was discarded."
    );
    assert_eq!(best.drop_at(2), Some(&part.drops[0]));
    // The round's last turns: player 1 plays yellow 5 (a mistake: yellow
    // stops at 3), then each discards until the final turns are done.
    game.steps.truncate(3);
    let mut state = replay::<Fireworks>(&game).expect("replays");
    while let Some(&seat) = state.to_act().first() {
        let action = *state.legal_actions(seat).first().expect("a move");
        state.apply(seat, &action).expect("legal");
        game.steps.push(Step::Act { seat, action });
    }
    let best = Fireworks::best_left(&game, &[], &FrozenClock).expect("a solver");
    let result = best.parts[0].result.clone().expect("the round is over");
    assert!(
        result.starts_with("The team scored ") && result.ends_with(" of the 25 this deal allowed."),
        "{result}"
    );
}

#[test]
fn a_deal_whose_last_card_comes_too_late_says_so() {
    // Yellow 3's only copy left is the deck's last card.
    let mut preset = yellow_end(2, ["Y4 Y5 W1 W1 R1", "Y4 B1 B1 G1 G1"], "R1 Y3");
    preset.tokens = None;
    let game = record(preset, &[]);
    let best = Fireworks::best_left(&game, &[], &FrozenClock).expect("a solver");
    assert_eq!(
        best.parts[0].words,
        "Best score this deal allows: 23 of 25 (the first Yellow 3 is the deck's last card: its firework stops at 3)."
    );
    assert_eq!((best.parts[0].first, best.parts[0].end), (0, 0));
}

#[test]
fn own_hands_at_the_end_is_said_in_every_language() {
    use crate::text::{Catalog, Lang};
    let fr = Catalog::parse(Lang::Fr, include_str!("../locales/fr.ftl")).unwrap();
    let de = Catalog::parse(Lang::De, include_str!("../locales/de.ftl")).unwrap();
    let said = |each| limit_words(&Limit::OwnHands { each }, None, true, 2);
    assert_eq!(
        said(1).to_string(),
        "after the last card is drawn each player has one more turn and can play only a card from their own hand, and the cards still needed are not in the right hands in time"
    );
    assert!(said(3).to_string().contains("each player has 3 more turns"));
    assert_eq!(
        said(1).write_in(Some(&fr)),
        "une fois la dernière carte piochée, chaque joueur n'a plus qu'un tour et ne peut jouer que les cartes de sa propre main : les cartes qui manquent ne sont pas dans les bonnes mains à temps"
    );
    assert!(said(3).write_in(Some(&fr)).contains("n'a plus que 3 tours"));
    assert_eq!(
        said(1).write_in(Some(&de)),
        "sobald die letzte Karte gezogen ist, hat jeder nur noch einen Zug und kann nur Karten aus der eigenen Hand ausspielen: die noch fehlenden Karten sind nicht rechtzeitig in den richtigen Händen"
    );
    assert!(said(3).write_in(Some(&de)).contains("nur noch 3 Züge"));
}

#[test]
fn a_deal_lost_to_the_final_turns_order_says_so() {
    // The yellow 3 and 4 are the first player's, the yellow 5 the
    // second's, and one card is left: only the yellow 3 and 4 get played.
    let preset = yellow_end(2, ["Y3 Y4 W1 W1 R1", "Y5 B1 B1 G1 G1"], "R1");
    let game = record(preset, &[]);
    let best = Fireworks::best_left(&game, &[], &FrozenClock).expect("a solver");
    assert_eq!(
        best.parts[0].words,
        "Best score this deal allows: 24 of 25 (after the last card is drawn each player has one more turn and can play only a card from their own hand, and the cards still needed are not in the right hands in time)."
    );
}
