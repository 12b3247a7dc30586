//! What happens in a round of Fireworks, one teaching step at a time.
//!
//! Every event carries its data and a plain-language explanation naming
//! the rule at work. Events name players by global seat. Cards in hands
//! are read per viewer: [`crate::engine::game::Game::event_for`] takes the
//! faces out of a deal or a draw into the viewer's own hand.

use serde::{Deserialize, Serialize};

/// Whether a round id is 0, the rules' first player (left out of the
/// JSON of [`FireworksEvent::RoundStarted`]).
fn is_first_id(id: &usize) -> bool {
    *id == 0
}

use super::actions::{slot_letter, Clue, Slot};
use super::cards::{Card, CardId, Colour, COLOURS};
use super::options::{Deck, Rules};
use crate::engine::game::{seat_name, Explain, Seat};
use crate::text::{t, Arg, Msg};

/// A physical card with its face: events say which card moved, so the
/// conformance suite can check no one reads a card hidden from them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
        #[serde(skip_serializing_if = "is_first_id", default)]
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

/// The name the reader plays under: the sentences give "You" its own
/// verb forms and pronouns.
const YOU: &str = "You";

/// What ends, the key of `$unit`: the game at a standard table, else
/// the round.
fn unit(table: bool) -> &'static str {
    if table {
        "game"
    } else {
        "round"
    }
}

/// A slot's letter (`A`).
fn letter(slot: Slot) -> String {
    slot_letter(slot).to_string()
}

/// Slot letters as a list (`A, C and E`).
fn slots(list: &[Slot]) -> Arg {
    Arg::List(list.iter().map(|&s| Arg::Str(letter(s))).collect())
}

/// The players named `names` as a list, the reader as a pronoun;
/// `capital`: the list begins a clause, so its first word is capitalised
/// (in English).
fn players_list(names: &[String], capital: bool) -> Arg {
    Arg::List(
        names
            .iter()
            .enumerate()
            .map(|(i, name)| match name == YOU {
                true if capital && i == 0 => t::fireworks_you_first().into(),
                true => t::fireworks_you().into(),
                false => Arg::Str(name.clone()),
            })
            .collect(),
    )
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
) -> Msg {
    let one = touched.len() == 1;
    let yes = match clue {
        Clue::Colour(colour) => {
            let colour = colour.card_msg(!one);
            if one {
                t::fireworks_hint_colour_one(to, slots(touched), colour)
            } else if untouched.is_empty() {
                t::fireworks_hint_colour_all(to, slots(touched), colour)
            } else {
                t::fireworks_hint_colour_some(to, slots(touched), colour)
            }
        }
        Clue::Level(level) => {
            if one {
                t::fireworks_hint_level_one(to, slots(touched), level)
            } else if untouched.is_empty() {
                t::fireworks_hint_level_all(to, slots(touched), level)
            } else {
                t::fireworks_hint_level_some(to, slots(touched), level)
            }
        }
    };
    let what = if untouched.is_empty() {
        yes
    } else {
        let several = untouched.len() > 1;
        let no = match clue {
            Clue::Colour(colour) if several => {
                t::fireworks_hint_colour_not_some(slots(untouched), colour.card_msg(true))
            }
            Clue::Colour(colour) => {
                t::fireworks_hint_colour_not_one(slots(untouched), colour.card_msg(false))
            }
            Clue::Level(level) if several => {
                t::fireworks_hint_level_not_some(slots(untouched), level)
            }
            Clue::Level(level) => t::fireworks_hint_level_not_one(slots(untouched), level),
        };
        t::fireworks_hint_and_not(yes, no)
    };
    let now = t::fireworks_tokens_now(tokens);
    if to == YOU {
        t::fireworks_hint_to_you(by, what, now)
    } else {
        t::fireworks_hint(by, to, what, now)
    }
}

fn last_copy_text(card: Card) -> Msg {
    if card.level == 1 {
        t::fireworks_last_copy_start(card.msg(), card.colour.firework_msg())
    } else {
        t::fireworks_last_copy(card.msg(), card.colour.firework_msg(), card.level - 1)
    }
}

fn hand_text(name: &str, hand: &[Option<ShownCard>]) -> Msg {
    let count = t::fireworks_card_count(hand.len());
    if hand.iter().all(Option::is_none) {
        return if name == YOU {
            t::fireworks_hand_yours_unseen(count)
        } else {
            t::fireworks_hand_unseen(name, count)
        };
    }
    let cards: Vec<Msg> = hand
        .iter()
        .map(|c| c.map_or_else(t::fireworks_unseen_card, |c| c.card.msg()))
        .collect();
    t::fireworks_hand(name, cards, letter(hand.len().saturating_sub(1)))
}

fn points_text(name: &str, levels: u32, mistakes: u8, points: i64, forfeited: bool) -> Msg {
    if forfeited {
        return t::fireworks_points_forfeited(name);
    }
    match mistakes {
        0 => t::fireworks_points(name, levels, points),
        m => t::fireworks_points_mistakes(name, levels, m, points),
    }
}

/// The end of a game at a standard table: the heights and the team's
/// score (rules 24 and 27).
fn table_over_text(
    heights: &[u8; COLOURS],
    max: u8,
    end: RoundEnd,
    why: Msg,
    points: &[i64],
) -> Msg {
    let colours = &Colour::ALL[..usize::from(max / 5)];
    let each: Vec<Msg> = colours
        .iter()
        .map(|c| t::fireworks_height(c.name_msg(), heights[c.index()]))
        .collect();
    let height: u8 = heights.iter().sum();
    let score = points.first().copied().unwrap_or(0);
    let scored = match end {
        RoundEnd::FatalMistake => t::fireworks_table_fatal(height, max),
        RoundEnd::Forfeit => t::fireworks_table_forfeit(height, max),
        _ => t::fireworks_table_height(score, max),
    };
    t::fireworks_table_over(why, each, scored)
}

/// Sentences one after another.
fn sentences(parts: impl IntoIterator<Item = Msg>) -> String {
    parts
        .into_iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
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
                let first_name = who.get(first).cloned().unwrap_or_default();
                let title = if *table {
                    t::fireworks_begins_table(players_list(&who, true), first_name)
                } else if *rounds > 1 {
                    t::fireworks_begins_round_of(
                        round + 1,
                        *rounds,
                        name(sitting_out),
                        players_list(&who, false),
                        first_name,
                    )
                } else {
                    t::fireworks_begins_round(players_list(&who, true), first_name)
                };
                let size = hands.first().map_or(5, Vec::len);
                let deal = if *preset {
                    t::fireworks_deal_preset()
                } else {
                    t::fireworks_deal_shuffled(deck_kind.size(), t::fireworks_card_count(size))
                };
                let held: Arg = (0..players.len())
                    .map(|id| hand_text(&who[id], &hands[id]))
                    .reduce(t::fireworks_hands_then)
                    .map_or_else(|| Arg::Str(String::new()), Arg::from);
                let started = t::fireworks_round_started(
                    title,
                    deal,
                    held,
                    *deck,
                    *tokens,
                    t::fireworks_ordinal(rules.fatal_mistake()),
                    unit(*table),
                    *mistakes_left,
                );
                let sixth = match deck_kind {
                    Deck::FiveColours => None,
                    Deck::SixColours => Some(t::fireworks_sixth_colour()),
                    Deck::Rainbow => Some(t::fireworks_rainbow()),
                };
                sentences(std::iter::once(started).chain(sixth))
            }
            FireworksEvent::Hinted {
                by,
                to,
                clue,
                touched,
                untouched,
                tokens,
                ..
            } => hint_text(&name(by), &name(to), *clue, touched, untouched, *tokens).to_string(),
            FireworksEvent::Played {
                seat,
                slot,
                card,
                height,
                ..
            } => t::fireworks_played(
                name(seat),
                card.card.msg(),
                letter(*slot),
                card.card.colour.firework_msg(),
                *height,
            )
            .to_string(),
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
                let unit = unit(*table);
                let colour = card.card.colour.firework_msg();
                let fits = if *height == 0 {
                    t::fireworks_cannot_start(colour)
                } else {
                    t::fireworks_cannot_go(colour, *height)
                };
                let nth = t::fireworks_ordinal(*fatal);
                let count = if *ends_round {
                    t::fireworks_mistake_ends(nth, unit)
                } else if *mistakes_left == 0 {
                    t::fireworks_mistake_next_ends(nth, unit)
                } else {
                    t::fireworks_mistake_left(*mistakes_left, nth, unit)
                };
                let cost = match table {
                    true => ends_round.then(t::fireworks_team_scores_zero),
                    false => Some(t::fireworks_point_lost(&who, *personal)),
                };
                let said = t::fireworks_mistake(&who, card.card.msg(), letter(*slot), fits, count);
                sentences(
                    std::iter::once(said)
                        .chain(cost)
                        .chain(last_copy.then(|| last_copy_text(card.card))),
                )
            }
            FireworksEvent::Discarded {
                seat,
                slot,
                card,
                tokens,
                last_copy,
                ..
            } => {
                let said = t::fireworks_discarded(
                    name(seat),
                    card.card.msg(),
                    letter(*slot),
                    t::fireworks_tokens_now(*tokens),
                );
                sentences(std::iter::once(said).chain(last_copy.then(|| last_copy_text(card.card))))
            }
            FireworksEvent::Drew {
                seat,
                slot,
                card,
                deck,
                ..
            } => {
                let who = name(seat);
                match card {
                    Some(card) => t::fireworks_drew(who, card.card.msg(), letter(*slot), *deck),
                    None if who == YOU => t::fireworks_drew_yours(letter(*slot), *deck),
                    None => t::fireworks_drew_unseen(who, letter(*slot), *deck),
                }
                .to_string()
            }
            FireworksEvent::FireworkCompleted {
                colour,
                token,
                tokens,
                max_tokens,
                ..
            } => if *token {
                t::fireworks_completed(colour.firework_msg(), t::fireworks_tokens_now(*tokens))
            } else {
                t::fireworks_completed_full(colour.firework_msg(), *max_tokens)
            }
            .to_string(),
            FireworksEvent::LastCardDrawn {
                seat,
                each,
                total,
                next,
                table,
                ..
            } => {
                let more = if *table && *each == 1 {
                    t::fireworks_one_more_turn()
                } else {
                    t::fireworks_more_turns(*each)
                };
                let drawn =
                    t::fireworks_last_card(name(seat), more, *total, name(next), unit(*table));
                let discarding = if *table {
                    t::fireworks_discard_still()
                } else {
                    t::fireworks_discard_over()
                };
                sentences([drawn, discarding])
            }
            FireworksEvent::FinalTurns { left, table, .. } => match left {
                0 => t::fireworks_last_turn(unit(*table)),
                n => t::fireworks_final_turns(*n, unit(*table)),
            }
            .to_string(),
            FireworksEvent::Forfeited {
                seat,
                reason,
                table: true,
                ..
            } => t::fireworks_forfeit_table(name(seat), reason).to_string(),
            FireworksEvent::Forfeited { seat, reason, .. } => {
                t::fireworks_forfeit(name(seat), reason).to_string()
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
                    RoundEnd::AllComplete => {
                        t::fireworks_why_all_complete(if *max_height == 30 { 6 } else { 5 })
                    }
                    RoundEnd::FatalMistake if *table => t::fireworks_why_third_mistake(),
                    RoundEnd::FatalMistake => t::fireworks_why_no_mistake_left(),
                    RoundEnd::FinalTurnsDone => t::fireworks_why_final_turns(),
                    RoundEnd::Forfeit => forfeited
                        .map_or_else(t::fireworks_why_someone_forfeited, |s| {
                            t::fireworks_why_forfeit(name(&s))
                        }),
                };
                if *table {
                    return table_over_text(heights, *max_height, *end, why, points).to_string();
                }
                let levels = level_points(heights);
                let sums: Vec<String> = heights[..5]
                    .iter()
                    .map(|&h| (u32::from(h) * (u32::from(h) + 1) / 2).to_string())
                    .collect();
                let scored: Vec<Msg> = (0..players.len())
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
                t::fireworks_round_over(
                    round + 1,
                    why,
                    heights[0],
                    heights[1],
                    heights[2],
                    heights[3],
                    heights[4],
                    sums.join(" + "),
                    levels,
                    scored,
                )
                .to_string()
            }
            FireworksEvent::GameOver {
                scores,
                ranks,
                table: true,
            } => {
                let best = scores.iter().copied().max().unwrap_or(0);
                let last: Vec<String> = (0..ranks.len())
                    .filter(|&s| ranks[s] > 1)
                    .map(|s| name(&s))
                    .collect();
                if last.is_empty() {
                    t::fireworks_game_over_table(best)
                } else {
                    t::fireworks_game_over_table_forfeit(
                        best,
                        players_list(&last, false),
                        last.len(),
                    )
                }
                .to_string()
            }
            FireworksEvent::GameOver { scores, ranks, .. } => {
                let mut order: Vec<Seat> = (0..scores.len()).collect();
                crate::engine::small_sort::sort_small_by_key(&mut order, |&s| (ranks[s], s));
                let ranking: Vec<String> = order
                    .iter()
                    .map(|&s| t::fireworks_rank(ranks[s], name(&s), scores[s]).to_string())
                    .collect();
                t::fireworks_game_over(ranking.join(", ")).to_string()
            }
        }
    }
}
