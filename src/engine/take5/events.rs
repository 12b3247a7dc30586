//! What happens in a game of 6 nimmt!, one teaching step at a time.

use serde::{Deserialize, Serialize};

use super::cards::{card_list, Card, DECK_SIZE, ROWS};
use crate::engine::game::{agree, seat_name, Explain, Seat};
use crate::engine::small_sort::sort_small_by_key;
use crate::text::{t, Arg, Msg};

/// One rule consequence, with its data and a plain-language explanation.
///
/// Row fields hold the protocol index 0..3; explanations name rows 1..4,
/// as people see them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Take5Event {
    /// The preset deal of the options was invalid and a shuffle was used.
    PresetIgnored {
        /// What was wrong with it.
        reason: String,
    },
    /// A round was dealt (rule 3).
    Dealt {
        /// Round number, from 1.
        round: u8,
        /// The card starting each row.
        rows: [Card; ROWS],
        /// Cards in each hand.
        hand_size: usize,
        /// False when the deal came from the options' preset.
        shuffled: bool,
        /// The highest card in use: 104, or 10N+4 with known cards
        /// (rule 18).
        #[serde(skip_serializing_if = "is_whole_deck", default = "whole_deck")]
        deck: Card,
        /// The cows each seat already had when a prepared deal starts a
        /// table late in a game; empty otherwise.
        #[serde(skip_serializing_if = "Vec::is_empty", default)]
        cows: Vec<u32>,
        /// The cards a prepared deal lays on each row after its first
        /// card (a table part-way through a round); empty otherwise.
        #[serde(skip_serializing_if = "Vec::is_empty", default)]
        laid: Vec<Vec<Card>>,
    },
    /// A seat chose its card for this turn; the card stays hidden (rule 4).
    Chose {
        /// Who chose.
        seat: Seat,
        /// The card, which only its owner (and a spectator) reads; `None`
        /// as the other seats read the event.
        card: Option<Card>,
    },
    /// Every chosen card was turned face up (rule 4).
    Revealed {
        /// Each seat's card; `None` for a seat that played none.
        cards: Vec<Option<Card>>,
    },
    /// A card went on a row (rules 5 and 6).
    Placed {
        /// The card's owner.
        seat: Seat,
        /// The card.
        card: Card,
        /// The row it went on.
        row: usize,
        /// The row's last card before it (the highest row end below it).
        after: Card,
    },
    /// A card was the sixth of its row: its owner took the five (rule 7).
    RowTaken {
        /// Who took the row.
        seat: Seat,
        /// The card that was sixth and now starts the row.
        card: Card,
        /// The row.
        row: usize,
        /// The five cards taken.
        cards: Vec<Card>,
        /// Their cows.
        cows: u32,
    },
    /// A card is lower than every row end: its owner must pick a row
    /// (rule 8).
    MustPick {
        /// Who must pick.
        seat: Seat,
        /// The low card.
        card: Card,
    },
    /// A row was picked and taken; the low card starts it (rule 8).
    RowPicked {
        /// Who took the row.
        seat: Seat,
        /// The low card that now starts the row.
        card: Card,
        /// The row.
        row: usize,
        /// The cards taken.
        cards: Vec<Card>,
        /// Their cows.
        cows: u32,
        /// True when the row was taken for a disqualified seat (rule 16).
        automatic: bool,
    },
    /// A round ended and its cows were added up (rule 2).
    RoundScored {
        /// Round number, from 1.
        round: u8,
        /// Cows each seat took in this round.
        round_cows: Vec<u32>,
        /// Each seat's total so far.
        totals: Vec<u32>,
        /// The cows that end the game (66) under the rules in the box
        /// (rule 18); `None` when it ends after a number of rounds.
        #[serde(skip_serializing_if = "Option::is_none", default)]
        limit: Option<u32>,
    },
    /// Some active seats have 66 or more cows at the end of a round: the
    /// game ends (rule 18).
    CowLimitReached {
        /// Those seats, in seat order.
        seats: Vec<Seat>,
        /// Their totals, in the same order.
        totals: Vec<u32>,
        /// The limit reached (66).
        limit: u32,
    },
    /// Only one seat is still in the game at the end of a round under the
    /// rules in the box: the game ends (see `game_ends_after_round`).
    LastInGame {
        /// The one seat still playing.
        seat: Seat,
    },
    /// A seat was disqualified (rule 16).
    Disqualified {
        /// Who.
        seat: Seat,
        /// Why, in plain words.
        reason: String,
    },
    /// The game ended.
    GameOver {
        /// Each seat's total cows (-999 for a disqualified seat).
        scores: Vec<i64>,
        /// Each seat's rank, 1 = best; ties share a rank.
        ranks: Vec<u32>,
    },
}

fn is_whole_deck(top: &Card) -> bool {
    *top == DECK_SIZE
}

/// What a deal without `deck` in its JSON deals: the whole deck.
fn whole_deck() -> Card {
    DECK_SIZE
}

/// The reason of [`Take5Event::PresetIgnored`] when the prepared deal is
/// not one the rules allow (explained in the reader's language).
pub(super) const PRESET_NOT_ALLOWED: &str = "it is not a deal the rules allow";

/// The person a seat's verb agrees with: `"you"` for the seat named "You",
/// `"other"` for the rest (the `$person` of the messages).
fn person(name: &str) -> &'static str {
    agree(name, "other", "you")
}

impl Explain for Take5Event {
    fn explain(&self, names: &[String]) -> String {
        let name = |seat: &Seat| seat_name(names, *seat);
        let text: Msg = match self {
            Take5Event::PresetIgnored { reason } => {
                let reason: Arg = if reason == PRESET_NOT_ALLOWED {
                    t::take5_preset_not_allowed().into()
                } else {
                    reason.into()
                };
                t::take5_preset_ignored(reason)
            }
            Take5Event::Dealt {
                round,
                rows,
                hand_size,
                shuffled,
                deck,
                cows,
                laid,
            } => {
                let how = match (*shuffled, *deck == DECK_SIZE) {
                    (true, true) => t::take5_deal_all(),
                    (true, false) => t::take5_deal_known(*deck),
                    (false, _) => t::take5_deal_prepared(),
                };
                let rows_text = if laid.iter().all(Vec::is_empty) {
                    t::take5_rows_start(rows.iter().map(|c| c.to_string()).collect::<Vec<_>>())
                } else {
                    let each: Vec<String> = rows
                        .iter()
                        .enumerate()
                        .map(|(row, &first)| {
                            let mut cards = vec![first];
                            cards.extend(laid.get(row).into_iter().flatten());
                            card_list(&cards)
                        })
                        .collect();
                    t::take5_rows_hold(each)
                };
                let dealt = t::take5_dealt(*round, how, rows_text, *hand_size);
                if cows.is_empty() {
                    dealt
                } else {
                    let parts: Vec<String> = cows
                        .iter()
                        .enumerate()
                        .map(|(s, &c)| format!("{} {c}", name(&s)))
                        .collect();
                    t::take5_dealt_under_way(dealt, parts)
                }
            }
            Take5Event::Chose { seat, .. } => {
                let who = name(seat);
                t::take5_chose(&who, person(&who))
            }
            Take5Event::Revealed { cards } => {
                let shown: Vec<String> = cards
                    .iter()
                    .enumerate()
                    .filter_map(|(s, c)| c.map(|c| format!("{} {c}", name(&s))))
                    .collect();
                t::take5_revealed(shown)
            }
            Take5Event::Placed {
                seat,
                card,
                row,
                after,
            } => t::take5_placed(*card, name(seat), row + 1, *after),
            Take5Event::RowTaken {
                seat,
                card,
                row,
                cards,
                cows,
            } => {
                let who = name(seat);
                t::take5_row_taken(row + 1, *card, &who, person(&who), card_list(cards), *cows)
            }
            Take5Event::MustPick { seat, card } => {
                let who = name(seat);
                t::take5_must_pick(*card, &who, person(&who))
            }
            Take5Event::RowPicked {
                seat,
                card,
                row,
                cards,
                cows,
                automatic,
            } => {
                let who = name(seat);
                if *automatic {
                    t::take5_row_picked_for_out(
                        &who,
                        person(&who),
                        row + 1,
                        card_list(cards),
                        *cows,
                        *card,
                    )
                } else {
                    t::take5_row_picked(&who, person(&who), row + 1, card_list(cards), *cows, *card)
                }
            }
            Take5Event::RoundScored {
                round,
                round_cows,
                totals,
                limit,
            } => {
                let parts: Vec<Msg> = (0..round_cows.len())
                    .map(|s| t::take5_round_seat(name(&s), round_cows[s], totals[s]))
                    .collect();
                match limit {
                    Some(limit) => t::take5_round_scored_limit(*round, parts, *limit),
                    None => t::take5_round_scored(*round, parts),
                }
            }
            Take5Event::CowLimitReached {
                seats,
                totals,
                limit,
            } => match (&seats[..], &totals[..]) {
                ([seat], [total]) => {
                    let who = name(seat);
                    t::take5_cow_limit_one(&who, person(&who), *total, *limit)
                }
                _ => {
                    let parts: Vec<Msg> = seats
                        .iter()
                        .zip(totals)
                        .map(|(s, &total)| t::take5_seat_cows(name(s), total))
                        .collect();
                    t::take5_cow_limit_many(parts, *limit)
                }
            },
            Take5Event::LastInGame { seat } => {
                let who = name(seat);
                t::take5_last_in_game(&who, person(&who))
            }
            Take5Event::Disqualified { seat, reason } => {
                let who = name(seat);
                t::take5_disqualified(&who, person(&who), reason)
            }
            Take5Event::GameOver { scores, ranks } => {
                let mut order: Vec<Seat> = (0..ranks.len()).collect();
                sort_small_by_key(&mut order, |&s| (ranks[s], s));
                // Listed with commas only, as the ranks number them.
                let parts: Vec<String> = order
                    .iter()
                    .map(|&s| {
                        if scores[s] < 0 {
                            t::take5_rank_out(ranks[s], name(&s)).to_string()
                        } else {
                            let cows = u32::try_from(scores[s]).unwrap_or(0);
                            t::take5_rank_cows(ranks[s], name(&s), cows).to_string()
                        }
                    })
                    .collect();
                t::take5_game_over(parts.join(", "))
            }
        };
        text.to_string()
    }
}
