//! What happens in a game of 6 nimmt!, one teaching step at a time.

use serde::Serialize;

use super::cards::{card_list, Card, DECK_SIZE, ROWS};
use crate::engine::game::{agree, seat_name, Explain, Seat};
use crate::engine::small_sort::sort_small_by_key;

/// One rule consequence, with its data and a plain-language explanation.
///
/// Row fields hold the protocol index 0..3; explanations name rows 1..4,
/// as people see them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
        #[serde(skip_serializing_if = "is_whole_deck")]
        deck: Card,
        /// The cows each seat already had when a prepared deal starts a
        /// table late in a game; empty otherwise.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        cows: Vec<u32>,
        /// The cards a prepared deal lays on each row after its first
        /// card (a table part-way through a round); empty otherwise.
        #[serde(skip_serializing_if = "Vec::is_empty")]
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
        #[serde(skip_serializing_if = "Option::is_none")]
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

fn cows_word(cows: u32) -> String {
    if cows == 1 {
        "1 cow".to_string()
    } else {
        format!("{cows} cows")
    }
}

fn join_names(parts: &[String]) -> String {
    match parts.len() {
        0 => String::new(),
        1 => parts[0].clone(),
        n => format!("{} and {}", parts[..n - 1].join(", "), parts[n - 1]),
    }
}

impl Explain for Take5Event {
    fn explain(&self, names: &[String]) -> String {
        let name = |seat: &Seat| seat_name(names, *seat);
        match self {
            Take5Event::PresetIgnored { reason } => {
                format!("The prepared deal could not be used ({reason}), so the cards were shuffled instead.")
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
                    (true, true) => " with a fresh shuffle of all 104 cards".to_owned(),
                    (true, false) => format!(
                        " with a fresh shuffle of the cards 1 to {deck}, all of them dealt"
                    ),
                    (false, _) => " with a prepared deal".to_owned(),
                };
                let already = if cows.is_empty() {
                    String::new()
                } else {
                    let parts: Vec<String> = cows
                        .iter()
                        .enumerate()
                        .map(|(s, &c)| format!("{} {c}", name(&s)))
                        .collect();
                    format!(
                        " The game is well under way: the cows so far are {}.",
                        join_names(&parts)
                    )
                };
                let rows_text = if laid.iter().all(Vec::is_empty) {
                    format!(
                        "the four rows start with {}",
                        join_names(&rows.iter().map(|c| c.to_string()).collect::<Vec<_>>())
                    )
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
                    format!("the four rows hold {}", join_names(&each))
                };
                format!(
                    "Round {round} begins{how}: {rows_text}, and every player gets {hand_size} cards.{already}"
                )
            }
            Take5Event::Chose { seat, .. } => {
                {
                    let who = name(seat);
                    format!(
                        "{who} {} chosen a card and {} it face down.",
                        agree(&who, "has", "have"),
                        agree(&who, "keeps", "keep")
                    )
                }
            }
            Take5Event::Revealed { cards } => {
                let shown: Vec<String> = cards
                    .iter()
                    .enumerate()
                    .filter_map(|(s, c)| c.map(|c| format!("{} {c}", name(&s))))
                    .collect();
                format!(
                    "Everyone turns their card over: {}. The cards are placed from the lowest to the highest.",
                    join_names(&shown)
                )
            }
            Take5Event::Placed {
                seat,
                card,
                row,
                after,
            } => format!(
                "{card} ({}) goes on row {} after {after}, the highest row end below it.",
                name(seat),
                row + 1
            ),
            Take5Event::RowTaken {
                seat,
                card,
                row,
                cards,
                cows,
            } => format!(
                "Row {} already held five cards, so {card} would be the sixth: {} {} {} ({}) and {card} starts row {} again.",
                row + 1,
                name(seat),
                agree(&name(seat), "takes", "take"),
                card_list(cards),
                cows_word(*cows),
                row + 1
            ),
            Take5Event::MustPick { seat, card } => format!(
                "{card} is lower than every row's last card, so {} must take a row.",
                name(seat)
            ),
            Take5Event::RowPicked {
                seat,
                card,
                row,
                cards,
                cows,
                automatic,
            } => {
                let who = if *automatic {
                    format!(
                        "{} {} out, so the row with the fewest cows is taken for them: row {}",
                        name(seat),
                        agree(&name(seat), "is", "are"),
                        row + 1
                    )
                } else {
                    format!(
                        "{} {} row {}",
                        name(seat),
                        agree(&name(seat), "takes", "take"),
                        row + 1
                    )
                };
                format!(
                    "{who} ({}, {}), and {card} becomes the only card of row {}.",
                    card_list(cards),
                    cows_word(*cows),
                    row + 1
                )
            }
            Take5Event::RoundScored {
                round,
                round_cows,
                totals,
                limit,
            } => {
                let parts: Vec<String> = (0..round_cows.len())
                    .map(|s| {
                        format!(
                            "{} {} (total {})",
                            name(&s),
                            cows_word(round_cows[s]),
                            totals[s]
                        )
                    })
                    .collect();
                let rule = match limit {
                    Some(limit) => format!(
                        " The game ends once someone still playing has {limit} or more cows at the end of a round."
                    ),
                    None => String::new(),
                };
                format!(
                    "Round {round} is over; the cows taken are added up: {}.{rule}",
                    join_names(&parts)
                )
            }
            Take5Event::CowLimitReached {
                seats,
                totals,
                limit,
            } => match (&seats[..], &totals[..]) {
                ([seat], [total]) => format!(
                    "{} {} {}, {limit} or more at the end of a round, so the game ends here.",
                    name(seat),
                    agree(&name(seat), "has", "have"),
                    cows_word(*total)
                ),
                _ => {
                    let parts: Vec<String> = seats
                        .iter()
                        .zip(totals)
                        .map(|(s, &t)| format!("{} ({})", name(s), cows_word(t)))
                        .collect();
                    format!(
                        "{} have {limit} or more cows at the end of a round, so the game ends here.",
                        join_names(&parts)
                    )
                }
            },
            Take5Event::LastInGame { seat } => format!(
                "Only {} {} still in the game, so it ends with this round.",
                name(seat),
                agree(&name(seat), "is", "are")
            ),
            Take5Event::Disqualified { seat, reason } => format!(
                "{} {} disqualified ({reason}): their cards are put away and they will rank last.",
                name(seat),
                agree(&name(seat), "is", "are")
            ),
            Take5Event::GameOver { scores, ranks } => {
                let mut order: Vec<Seat> = (0..ranks.len()).collect();
                sort_small_by_key(&mut order, |&s| (ranks[s], s));
                let parts: Vec<String> = order
                    .iter()
                    .map(|&s| {
                        if scores[s] < 0 {
                            format!("{}. {} (disqualified)", ranks[s], name(&s))
                        } else {
                            let cows = u32::try_from(scores[s]).unwrap_or(0);
                            format!("{}. {} with {}", ranks[s], name(&s), cows_word(cows))
                        }
                    })
                    .collect();
                format!(
                    "The game is over; the fewest cows wins: {}.",
                    parts.join(", ")
                )
            }
        }
    }
}
