//! What happens in a round of Fireworks, one teaching step at a time.
//!
//! Every event carries its data and a plain-language explanation naming
//! the rule at work. Events name players by global seat. Cards in hands
//! are read per viewer: [`crate::engine::game::Game::event_for`] takes the
//! faces out of a deal or a draw into the viewer's own hand.

use serde::Serialize;

/// Whether a round id is 0, the rules' first player (left out of the
/// JSON of [`FireworksEvent::RoundStarted`]).
fn is_first_id(id: &usize) -> bool {
    *id == 0
}

use super::actions::{slot_letter, Clue, Slot};
use super::cards::{join_and, Card, CardId, Colour, COLOURS};
use super::options::{Deck, Rules};
use crate::engine::game::{agree, seat_name, Explain, Seat};

/// A physical card with its face: events say which card moved, so the
/// conformance suite can check no one reads a card hidden from them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ShownCard {
    /// The physical card (`0..50`).
    pub id: CardId,
    /// What it shows.
    pub card: Card,
}

impl ShownCard {
    /// The physical card `id` with its face.
    pub fn of(id: CardId) -> ShownCard {
        ShownCard {
            id,
            card: id.card(),
        }
    }
}

/// Why a round ended (rules 8 and 13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundEnd {
    /// All five fireworks are complete.
    AllComplete,
    /// A mistake was made with none remaining (the 4th, rule 8).
    FatalMistake,
    /// Every player took their final turns after the last card (rule 8).
    FinalTurnsDone,
    /// The player to act gave an invalid answer or ran out of time
    /// (rule 13).
    Forfeit,
}

/// One rule consequence, with its data and an explanation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FireworksEvent {
    /// A round was dealt (rules 2–4).
    RoundStarted {
        /// The round, from 0.
        round: u8,
        /// Rounds in the game.
        rounds: u8,
        /// The player who sits this round out.
        sitting_out: Seat,
        /// The round's players in round-id order.
        players: Vec<Seat>,
        /// The round id who acts first: 0 (left out of the JSON), or
        /// another a preset names.
        #[serde(skip_serializing_if = "is_first_id")]
        first: usize,
        /// Each round id's cards, slots A..E (A..D in hands of four);
        /// `None` for a card the reader cannot see (their own).
        hands: Vec<Vec<Option<ShownCard>>>,
        /// True at a standard table (one game, scored by the height).
        table: bool,
        /// The cards in play.
        deck_kind: Deck,
        /// Cards left in the deck.
        deck: u8,
        /// Tokens on the table.
        tokens: u8,
        /// Mistakes still allowed before the one that ends the round.
        mistakes_left: u8,
        /// The rules of this game.
        rules: Rules,
        /// True when the deal came from the options' preset.
        preset: bool,
    },
    /// A hint was given (rule 5 `SAY`).
    Hinted {
        /// The round, from 0.
        round: u8,
        /// The player who gave it.
        by: Seat,
        /// The player told.
        to: Seat,
        /// The colour or level named.
        clue: Clue,
        /// The slots that match.
        touched: Vec<Slot>,
        /// The other cards of that hand, which now are known not to match.
        untouched: Vec<Slot>,
        /// Tokens left after paying for it.
        tokens: u8,
    },
    /// A card extended its firework (rule 5 `PLAY`).
    Played {
        /// The round, from 0.
        round: u8,
        /// Who played it.
        seat: Seat,
        /// The slot it came from.
        slot: Slot,
        /// The card.
        card: ShownCard,
        /// The firework's new height.
        height: u8,
    },
    /// A played card did not fit: a mistake (rule 5 `PLAY`).
    Mistake {
        /// The round, from 0.
        round: u8,
        /// Who played it.
        seat: Seat,
        /// The slot it came from.
        slot: Slot,
        /// The card, now discarded.
        card: ShownCard,
        /// The height of its colour's firework.
        height: u8,
        /// Mistakes still allowed before the one that ends the round.
        mistakes_left: u8,
        /// The number of the mistake that ends the round (4, or 3 under
        /// the standard rules).
        fatal: u8,
        /// Whether this mistake ends the round.
        ends_round: bool,
        /// The player's own mistakes this round, this one included.
        personal: u8,
        /// Whether it was the last copy of a card its firework still
        /// needed.
        last_copy: bool,
        /// True at a standard table (no personal points; the fatal
        /// mistake ends the game).
        table: bool,
    },
    /// A card was discarded for a token (rule 5 `DISCARD`).
    Discarded {
        /// The round, from 0.
        round: u8,
        /// Who discarded it.
        seat: Seat,
        /// The slot it came from.
        slot: Slot,
        /// The card.
        card: ShownCard,
        /// Tokens after winning one back.
        tokens: u8,
        /// Whether it was the last copy of a card its firework still
        /// needed.
        last_copy: bool,
    },
    /// A card was drawn into the slot just emptied (rule 7).
    Drew {
        /// The round, from 0.
        round: u8,
        /// Who drew it.
        seat: Seat,
        /// The slot it went to.
        slot: Slot,
        /// The card; `None` as its drawer reads it.
        card: Option<ShownCard>,
        /// Cards left in the deck.
        deck: u8,
    },
    /// A 5 completed its firework (rule 6).
    FireworkCompleted {
        /// The round, from 0.
        round: u8,
        /// The colour.
        colour: Colour,
        /// Whether a token came back (not at the maximum).
        token: bool,
        /// Tokens now.
        tokens: u8,
        /// The maximum number of tokens.
        max_tokens: u8,
    },
    /// The deck's last card was drawn: the final turns begin (rule 8).
    LastCardDrawn {
        /// The round, from 0.
        round: u8,
        /// Who drew it.
        seat: Seat,
        /// Turns each player still takes.
        each: u8,
        /// Turns left in all.
        total: u8,
        /// The player who takes the first of them.
        next: Seat,
        /// True at a standard table (discards stay allowed, rule 21).
        table: bool,
    },
    /// One of the final turns was taken (rule 8).
    FinalTurns {
        /// The round, from 0.
        round: u8,
        /// Turns left before the round ends.
        left: u8,
        /// True at a standard table (the game ends).
        table: bool,
    },
    /// The player to act gave an invalid answer or timed out (rule 13).
    Forfeited {
        /// The round, from 0.
        round: u8,
        /// Who.
        seat: Seat,
        /// Why, in plain words.
        reason: String,
        /// True at a standard table (rule 27: the team scores 0).
        table: bool,
    },
    /// A round ended and was scored (rules 8 and 9).
    RoundOver {
        /// The round, from 0.
        round: u8,
        /// Why it ended.
        end: RoundEnd,
        /// Each firework's height, colour order of rule 1 (MULTICOLOR
        /// sixth).
        heights: [u8; COLOURS],
        /// The round's players in round-id order.
        players: Vec<Seat>,
        /// Each round id's own mistakes.
        mistakes: Vec<u8>,
        /// Each round id's points (0 for a player who forfeited); at a
        /// standard table everyone's is the team's score.
        points: Vec<i64>,
        /// The player who forfeited, if one did.
        forfeited: Option<Seat>,
        /// True at a standard table (rules 24 and 27).
        table: bool,
        /// The greatest height (25, or 30 with a sixth colour).
        max_height: u8,
    },
    /// The last round ended (rule 10).
    GameOver {
        /// Each player's game score.
        scores: Vec<i64>,
        /// Each player's rank, 1 = best; equal totals share a rank.
        ranks: Vec<u32>,
        /// True at a standard table (everyone has the team's score).
        table: bool,
    },
}

/// The level points of fireworks at `heights`: 1 + 2 + … + h per colour.
pub fn level_points(heights: &[u8]) -> u32 {
    heights
        .iter()
        .map(|&h| u32::from(h) * (u32::from(h) + 1) / 2)
        .sum()
}

fn slots(list: &[Slot]) -> String {
    join_and(
        &list
            .iter()
            .map(|&s| slot_letter(s).to_string())
            .collect::<Vec<_>>(),
    )
}

fn ordinal(n: u8) -> String {
    match n {
        1 => "first".into(),
        2 => "second".into(),
        3 => "third".into(),
        4 => "fourth".into(),
        5 => "fifth".into(),
        n => format!("{n}th"),
    }
}

fn plural(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

fn tokens_now(tokens: u8) -> String {
    match tokens {
        0 => "no token left".to_string(),
        t => format!("{} now", plural(u32::from(t), "token", "tokens")),
    }
}

/// Text of a hint, e.g. `Bob tells Celia that cards B and D are red; A, C
/// and E are not red (11 tokens now).`
fn hint_text(
    by: &str,
    to: &str,
    clue: Clue,
    touched: &[Slot],
    untouched: &[Slot],
    tokens: u8,
) -> String {
    let whose = if to == "You" { "your cards" } else { "cards" };
    let yes = match touched.len() {
        1 => format!(
            "{} {} is {}",
            whose.trim_end_matches('s'),
            slots(touched),
            clue.describe(false)
        ),
        _ if untouched.is_empty() => {
            format!("{whose} {} are all {}", slots(touched), clue.describe(true))
        }
        _ => format!("{whose} {} are {}", slots(touched), clue.describe(true)),
    };
    let no = match untouched.len() {
        0 => String::new(),
        1 => format!("; {} is not {}", slots(untouched), clue.describe(false)),
        _ => format!("; {} are not {}", slots(untouched), clue.describe(true)),
    };
    let told = if to == "You" { "you" } else { to };
    format!(
        "{by} {} {told} that {yes}{no} (one token spent, {}).",
        agree(by, "tells", "tell"),
        tokens_now(tokens)
    )
}

fn last_copy_text(card: Card) -> String {
    if card.level == 1 {
        format!(
            "That was the last {card}: the {} firework can no longer be started.",
            card.colour.name()
        )
    } else {
        format!(
            "That was the last {card}: the {} firework can no longer go past {}.",
            card.colour.name(),
            card.level - 1
        )
    }
}

/// The word for a number of cards in a hand.
fn count_word(n: usize) -> &'static str {
    ["no", "one", "two", "three", "four", "five"]
        .get(n)
        .copied()
        .unwrap_or("many")
}

fn hand_text(name: &str, hand: &[Option<ShownCard>]) -> String {
    let count = count_word(hand.len());
    if hand.iter().all(Option::is_none) {
        return if name == "You" {
            format!("you hold {count} cards you cannot see")
        } else {
            format!("{name} holds {count} cards that {name} cannot see")
        };
    }
    let cards: Vec<String> = hand
        .iter()
        .map(|c| c.map_or("a card you cannot see".to_string(), |c| c.card.to_string()))
        .collect();
    format!(
        "{name} {} {} (cards A to {})",
        agree(name, "holds", "hold"),
        join_and(&cards),
        slot_letter(hand.len().saturating_sub(1))
    )
}

/// A name inside a sentence: "you" rather than "You".
fn inside(name: &str) -> String {
    if name == "You" {
        "you".to_string()
    } else {
        name.to_string()
    }
}

fn points_text(name: &str, levels: u32, mistakes: u8, points: i64, forfeited: bool) -> String {
    if forfeited {
        return format!("{name} 0 (forfeited)");
    }
    match mistakes {
        0 => format!("{name} 10 + {levels} = {points}"),
        m => format!(
            "{name} 10 + {levels} − {} = {points}",
            plural(u32::from(m), "mistake", "mistakes")
        ),
    }
}

/// The end of a game at a standard table: the heights and the team's
/// score (rules 24 and 27).
fn table_over_text(
    heights: &[u8; COLOURS],
    max: u8,
    end: RoundEnd,
    why: &str,
    points: &[i64],
) -> String {
    let colours = &Colour::ALL[..usize::from(max / 5)];
    let each: Vec<String> = colours
        .iter()
        .map(|c| format!("{} {}", c.name(), heights[c.index()]))
        .collect();
    let height: u8 = heights.iter().sum();
    let score = points.first().copied().unwrap_or(0);
    let scored = match end {
        RoundEnd::FatalMistake => format!(
            "the third mistake ended the game, so the team scores 0 (the fireworks reached {height} out of {max})"
        ),
        RoundEnd::Forfeit => format!(
            "a forfeit ended the game, so the team scores 0 (the fireworks reached {height} out of {max})"
        ),
        _ => format!("the team scores their total height, {score} out of {max}"),
    };
    format!(
        "The game is over because {why}. The fireworks reach {}: {scored}.",
        join_and(&each)
    )
}

impl Explain for FireworksEvent {
    fn explain(&self, names: &[String]) -> String {
        let name = |seat: &Seat| seat_name(names, *seat);
        match self {
            FireworksEvent::RoundStarted {
                round,
                rounds,
                sitting_out,
                players,
                first,
                hands,
                deck,
                tokens,
                mistakes_left,
                rules,
                preset,
                table,
                deck_kind,
            } => {
                let first = (*first).min(players.len().saturating_sub(1));
                let who: Vec<String> = players.iter().map(name).collect();
                // "You" starts a sentence capitalised, "you" anywhere else.
                let inner: Vec<String> = who.iter().map(|n| inside(n)).collect();
                let title = if *table {
                    let mut listed = inner.clone();
                    listed[0].clone_from(&who[0]);
                    format!(
                        "The game begins: {} play together, {} first",
                        join_and(&listed),
                        inner[first]
                    )
                } else if *rounds > 1 {
                    format!(
                        "Round {} of {rounds} begins: {} {} it out, and {} play, {} first",
                        round + 1,
                        name(sitting_out),
                        agree(&name(sitting_out), "sits", "sit"),
                        join_and(&inner),
                        inner[first]
                    )
                } else {
                    let mut listed = inner.clone();
                    listed[0].clone_from(&who[0]);
                    format!(
                        "The round begins: {} play, {} first",
                        join_and(&listed),
                        inner[first]
                    )
                };
                let size = hands.first().map_or(5, Vec::len);
                let deal = if *preset {
                    "The cards are a prepared deal".to_string()
                } else {
                    format!(
                        "The {} cards are shuffled and everyone gets {}",
                        deck_kind.size(),
                        count_word(size)
                    )
                };
                let texts: Vec<String> = (0..players.len())
                    .map(|id| hand_text(&who[id], &hands[id]))
                    .collect();
                let sixth = match deck_kind {
                    Deck::FiveColours => "",
                    Deck::SixColours => " Multicolour is a sixth colour: hints may name it.",
                    Deck::Rainbow => " Multicolour is rainbow: every colour hint touches it, and no hint names it.",
                };
                let unit = if *table { "game" } else { "round" };
                format!(
                    "{title}. {deal}: {}. {} {} left in the deck, {} on the table, and the {} mistake ends the {unit} ({} allowed before it).{sixth}",
                    texts.join("; "),
                    deck,
                    if *deck == 1 { "card is" } else { "cards are" },
                    plural(u32::from(*tokens), "information token", "information tokens"),
                    ordinal(rules.fatal_mistake()),
                    mistakes_left
                )
            }
            FireworksEvent::Hinted {
                by,
                to,
                clue,
                touched,
                untouched,
                tokens,
                ..
            } => hint_text(&name(by), &name(to), *clue, touched, untouched, *tokens),
            FireworksEvent::Played {
                seat,
                slot,
                card,
                height,
                ..
            } => format!(
                "{} {} {} (card {}): it goes on the {} firework, now at {height}.",
                name(seat),
                agree(&name(seat), "plays", "play"),
                card.card,
                slot_letter(*slot),
                card.card.colour.name()
            ),
            FireworksEvent::Mistake {
                seat,
                slot,
                card,
                height,
                mistakes_left,
                fatal,
                ends_round,
                personal,
                last_copy,
                table,
                ..
            } => {
                let who = name(seat);
                let unit = if *table { "game" } else { "round" };
                let fits = if *height == 0 {
                    format!(
                        "it cannot start the {} firework, which needs a 1",
                        card.card.colour.name()
                    )
                } else {
                    format!(
                        "it cannot go on {} at {height}",
                        card.card.colour.name()
                    )
                };
                let count = if *ends_round {
                    format!("that is the {} mistake, and it ends the {unit} at once", ordinal(*fatal))
                } else if *mistakes_left == 0 {
                    format!("a mistake, and the next one (the {}) ends the {unit}", ordinal(*fatal))
                } else {
                    format!(
                        "a mistake, {mistakes_left} left before the {} ends the {unit}",
                        ordinal(*fatal)
                    )
                };
                let cost = if *table {
                    if *ends_round {
                        "The team scores 0.".to_string()
                    } else {
                        String::new()
                    }
                } else if who == "You" {
                    format!("You lose 1 point ({} this round).", plural(u32::from(*personal), "mistake", "mistakes"))
                } else {
                    format!("{who} loses 1 point ({} this round).", plural(u32::from(*personal), "mistake", "mistakes"))
                };
                let mut text = format!(
                    "{who} {} {} (card {}), but {fits}: {count}. The card is discarded. {cost}",
                    agree(&who, "plays", "play"),
                    card.card,
                    slot_letter(*slot)
                );
                if cost.is_empty() {
                    text.truncate(text.trim_end().len());
                }
                if *last_copy {
                    text.push(' ');
                    text.push_str(&last_copy_text(card.card));
                }
                text
            }
            FireworksEvent::Discarded {
                seat,
                slot,
                card,
                tokens,
                last_copy,
                ..
            } => {
                let mut text = format!(
                    "{} {} {} (card {}) and {} back an information token ({}).",
                    name(seat),
                    agree(&name(seat), "discards", "discard"),
                    card.card,
                    slot_letter(*slot),
                    agree(&name(seat), "wins", "win"),
                    tokens_now(*tokens)
                );
                if *last_copy {
                    text.push(' ');
                    text.push_str(&last_copy_text(card.card));
                }
                text
            }
            FireworksEvent::Drew {
                seat,
                slot,
                card,
                deck,
                ..
            } => {
                let who = name(seat);
                let left = plural(u32::from(*deck), "card", "cards");
                match card {
                    Some(card) => format!(
                        "{who} {} {} as the new card {} ({left} left in the deck).",
                        agree(&who, "draws", "draw"),
                        card.card,
                        slot_letter(*slot)
                    ),
                    None if who == "You" => format!(
                        "You draw a card you cannot see as the new card {} ({left} left in the deck).",
                        slot_letter(*slot)
                    ),
                    None => format!(
                        "{who} draws a new card {}, which {who} cannot see ({left} left in the deck).",
                        slot_letter(*slot)
                    ),
                }
            }
            FireworksEvent::FireworkCompleted {
                colour,
                token,
                tokens,
                max_tokens,
                ..
            } => {
                if *token {
                    format!(
                        "The {} firework is complete: an information token comes back ({}).",
                        colour.name(),
                        tokens_now(*tokens)
                    )
                } else {
                    format!(
                        "The {} firework is complete, but all {max_tokens} tokens are already on the table, so no token comes back.",
                        colour.name()
                    )
                }
            }
            FireworksEvent::LastCardDrawn {
                seat,
                each,
                total,
                next,
                table,
                ..
            } => format!(
                "{} {} the last card of the deck: every player now takes {} more {} ({} in all, starting with {}), then the {}. {}",
                name(seat),
                agree(&name(seat), "has drawn", "have drawn"),
                if *table && *each == 1 { "exactly one".to_string() } else { each.to_string() },
                if *each == 1 { "turn" } else { "turns" },
                total,
                inside(&name(next)),
                if *table { "game ends" } else { "round ends" },
                if *table {
                    "Discarding is still allowed (it wins back a token)."
                } else {
                    "Discarding is no longer allowed."
                }
            ),
            FireworksEvent::FinalTurns { left, table, .. } => match left {
                0 if *table => "That was the last turn of the game.".to_string(),
                0 => "That was the last turn of the round.".to_string(),
                n => format!(
                    "{} before the {} ends.",
                    if *n == 1 {
                        "1 final turn is left".to_string()
                    } else {
                        format!("{n} final turns are left")
                    },
                    if *table { "game" } else { "round" }
                ),
            },
            FireworksEvent::Forfeited {
                seat,
                reason,
                table: true,
                ..
            } => {
                let who = name(seat);
                let again = if who == "You" { "you".to_string() } else { who.clone() };
                format!(
                    "{who} {} out ({reason}): the game ends, the team scores 0, and {again} {} last.",
                    agree(&who, "is", "are"),
                    agree(&who, "ranks", "rank")
                )
            }
            FireworksEvent::Forfeited { seat, reason, .. } => {
                let who = name(seat);
                let again = if who == "You" { "you".to_string() } else { who.clone() };
                format!(
                    "{who} {} out ({reason}): {again} {} 0 points for this round, and the round ends.",
                    agree(&who, "is", "are"),
                    agree(&who, "scores", "score")
                )
            }
            FireworksEvent::RoundOver {
                round,
                end,
                heights,
                players,
                mistakes,
                points,
                forfeited,
                table,
                max_height,
            } => {
                let why = match end {
                    RoundEnd::AllComplete if *max_height == 30 => {
                        "all six fireworks are complete".to_string()
                    }
                    RoundEnd::AllComplete => "all five fireworks are complete".to_string(),
                    RoundEnd::FatalMistake if *table => {
                        "the third mistake ends the game".to_string()
                    }
                    RoundEnd::FatalMistake => "a mistake was made with none left".to_string(),
                    RoundEnd::FinalTurnsDone => "the final turns are over".to_string(),
                    RoundEnd::Forfeit => format!(
                        "{} forfeited",
                        forfeited.map_or("a player".to_string(), |s| name(&s))
                    ),
                };
                if *table {
                    return table_over_text(heights, *max_height, *end, &why, points);
                }
                let levels = level_points(heights);
                let sums: Vec<String> = heights[..5]
                    .iter()
                    .map(|&h| (u32::from(h) * (u32::from(h) + 1) / 2).to_string())
                    .collect();
                let scored: Vec<String> = (0..players.len())
                    .map(|id| {
                        points_text(
                            &name(&players[id]),
                            levels,
                            mistakes[id],
                            points[id],
                            *forfeited == Some(players[id]),
                        )
                    })
                    .collect();
                format!(
                    "Round {} is over because {why}. The fireworks reach white {}, red {}, blue {}, green {} and yellow {}: {} = {levels} level points. Each player scores 10 + the level points − their own mistakes: {}.",
                    round + 1,
                    heights[0],
                    heights[1],
                    heights[2],
                    heights[3],
                    heights[4],
                    sums.join(" + "),
                    join_and(&scored)
                )
            }
            FireworksEvent::GameOver {
                scores,
                ranks,
                table: true,
            } => {
                let best = scores.iter().copied().max().unwrap_or(0);
                let last: Vec<String> = (0..ranks.len())
                    .filter(|&s| ranks[s] > 1)
                    .map(|s| inside(&name(&s)))
                    .collect();
                if last.is_empty() {
                    format!("The game is over: the team scores {best}, and everyone shares first place.")
                } else {
                    format!(
                        "The game is over: the team scores {best}; {} forfeited and {} last, the others share first place.",
                        join_and(&last),
                        if last.len() == 1 { "ranks" } else { "rank" }
                    )
                }
            }
            FireworksEvent::GameOver { scores, ranks, .. } => {
                let mut order: Vec<Seat> = (0..scores.len()).collect();
                crate::engine::small_sort::sort_small_by_key(&mut order, |&s| (ranks[s], s));
                let parts: Vec<String> = order
                    .iter()
                    .map(|&s| format!("{}. {} with {}", ranks[s], name(&s), scores[s]))
                    .collect();
                format!(
                    "The game is over; each player's three rounds add up, and the highest total wins: {}.",
                    parts.join(", ")
                )
            }
        }
    }
}
