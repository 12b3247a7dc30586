//! Fireworks on the shell: the person's half-made choice (a card to play
//! or discard, or a teammate and a clue to hint), the keyboard path
//! (`p`/`d` then A–E; `h`, a teammate's number, a colour letter or a level,
//! Enter), the disabled choices with the engine's reason, the two ways to
//! play (one round, the CodinGame match) and the end panel.

use serde::{Deserialize, Serialize};

use crate::engine::fireworks::{
    slot_letter, Clue, Colour, Fireworks, FireworksAction, FireworksEvent, FireworksOptions,
    SeenCard, HAND_SIZE,
};
use crate::engine::game::{Explain, Game, Seat};
use crate::engine::session::Session;
use crate::ui::shell::game_ui::{ranked_rows, EndSummary, GameUi, People, Pressed, Variant};
use crate::ui::shell::screen::sentence;
use crate::ui::shell::words::and_list;

use super::frame::Frame;

/// The person's half-made choice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Input {
    /// Nothing chosen.
    #[default]
    Nothing,
    /// One of their own cards: play or discard it next.
    Card(usize),
    /// `p` or `d` was pressed: a card letter comes next.
    Verb {
        /// `true` to play, `false` to discard.
        play: bool,
    },
    /// A hint being made: the teammate (`None` after `h`, before the
    /// teammate's number) and the clue.
    Hint {
        /// The teammate told.
        to: Option<Seat>,
        /// The colour or level.
        clue: Option<Clue>,
    },
}

/// What the table sends when pressed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Press {
    /// One of the person's own cards (slot).
    Card(usize),
    /// Play the chosen card.
    Play,
    /// Discard the chosen card.
    Discard,
    /// A teammate (or one of their cards): hint them.
    Mate(Seat),
    /// A colour or level for the hint.
    Clue(Clue),
    /// Give the hint made.
    Give,
    /// A key of the keyboard path (`p`, `a`, `h`, `1`, `r`, `Enter`).
    Key(String),
}

/// Fireworks' display choices, saved with the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    /// Show what each teammate knows of each card under it.
    pub show_knowledge: bool,
    /// Show the AI partners' reasons in the log.
    pub show_ai_reasons: bool,
    /// Add a distinct symbol per colour (colour-blind help).
    pub colour_symbols: bool,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            show_knowledge: true,
            show_ai_reasons: true,
            colour_symbols: false,
        }
    }
}

/// The colour a key names (`r`, `w`, `b`, `g`, `y`).
pub fn colour_of_key(key: &str) -> Option<Colour> {
    Colour::ALL
        .into_iter()
        .find(|c| key.eq_ignore_ascii_case(&c.letter().to_string()))
}

/// The slot a key names (`a`..`e`).
fn slot_of_key(key: &str) -> Option<usize> {
    (0..HAND_SIZE).find(|&s| key.eq_ignore_ascii_case(&slot_letter(s).to_string()))
}

/// What a holder knows of a card, in words: `red 3`, `red`, `3` or
/// `unknown` (a hint's name, or the only colour or level still possible).
pub fn known_text(card: &SeenCard) -> String {
    let colour = card.hints.named_colour.or_else(|| {
        let mask = card.possible.colour_mask();
        (mask.count_ones() == 1).then(|| Colour::from_index(mask.trailing_zeros() as usize))
    });
    let level = card.hints.named_level.or_else(|| {
        let mask = card.possible.level_mask();
        (mask.count_ones() == 1).then(|| mask.trailing_zeros() as u8 + 1)
    });
    match (colour, level) {
        (Some(c), Some(l)) => format!("{} {l}", c.name()),
        (Some(c), None) => c.name().to_owned(),
        (None, Some(l)) => l.to_string(),
        (None, None) => "unknown".to_owned(),
    }
}

impl Fireworks {
    /// `seat`'s teammates this round, in turn order after `seat`.
    pub fn teammates(&self, seat: Seat) -> Vec<Seat> {
        let view = self.view(seat);
        let Some(me) = view.round_id(seat) else {
            return Vec::new();
        };
        (1..3).map(|k| view.players[(me + k) % 3]).collect()
    }

    /// The slots of `to`'s hand that `clue` would touch.
    pub fn touched_by(&self, viewer: Seat, to: Seat, clue: Clue) -> Vec<usize> {
        let view = self.view(viewer);
        view.round_id(to)
            .map(|id| {
                view.hands[id]
                    .iter()
                    .flatten()
                    .filter(|c| c.card.is_some_and(|card| clue.touches(card)))
                    .map(|c| c.slot)
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Plays `action` unless the rules refuse it, saying why.
    fn try_act(&self, seat: Seat, action: FireworksAction) -> Pressed<FireworksAction> {
        match self.refusal(seat, action) {
            None => Pressed::play(action),
            Some(error) => Pressed::refuse(sentence(&error.to_string())),
        }
    }

    /// Chooses a clue for the hint to `to`, unless the rules refuse it.
    fn choose_clue(
        &self,
        seat: Seat,
        input: &mut Input,
        to: Seat,
        clue: Clue,
    ) -> Pressed<FireworksAction> {
        match self.refusal(seat, FireworksAction::Hint { to, clue }) {
            None => {
                *input = Input::Hint {
                    to: Some(to),
                    clue: Some(clue),
                };
                Pressed::wait()
            }
            Some(error) => Pressed::refuse(sentence(&error.to_string())),
        }
    }

    fn own_card(&self, seat: Seat, slot: usize) -> bool {
        let view = self.view(seat);
        view.round_id(seat)
            .is_some_and(|id| view.hands[id].get(slot).is_some_and(Option::is_some))
    }

    fn key(&self, seat: Seat, input: &mut Input, key: &str) -> Pressed<FireworksAction> {
        let key = key.to_ascii_lowercase();
        match (*input, key.as_str()) {
            (Input::Card(slot), "p") => self.try_act(seat, FireworksAction::Play(slot)),
            (Input::Card(slot), "d") => self.try_act(seat, FireworksAction::Discard(slot)),
            (Input::Verb { play }, k) => match slot_of_key(k) {
                Some(slot) if self.own_card(seat, slot) => self.try_act(
                    seat,
                    if play {
                        FireworksAction::Play(slot)
                    } else {
                        FireworksAction::Discard(slot)
                    },
                ),
                Some(slot) => Pressed::refuse(format!("Slot {} is empty.", slot_letter(slot))),
                None => Pressed::refuse("Press a card letter, A to E (Escape cancels)."),
            },
            (
                Input::Hint {
                    to: Some(to),
                    clue: Some(clue),
                },
                "enter",
            ) => self.try_act(seat, FireworksAction::Hint { to, clue }),
            (Input::Hint { to: None, .. }, k) => {
                let mates = self.teammates(seat);
                match k
                    .parse::<usize>()
                    .ok()
                    .and_then(|n| mates.get(n.wrapping_sub(1)))
                {
                    Some(&to) => {
                        *input = Input::Hint {
                            to: Some(to),
                            clue: None,
                        };
                        Pressed::wait()
                    }
                    None => {
                        Pressed::refuse("Press 1 or 2 to choose the teammate (Escape cancels).")
                    }
                }
            }
            (Input::Hint { to: Some(to), .. }, k) => {
                let clue = colour_of_key(k).map(Clue::Colour).or_else(|| {
                    k.parse::<u8>()
                        .ok()
                        .filter(|l| (1..=5).contains(l))
                        .map(Clue::Level)
                });
                match clue {
                    Some(clue) => self.choose_clue(seat, input, to, clue),
                    None => Pressed::refuse(
                        "Press r, w, b, g or y for a colour, 1 to 5 for a level, Enter to give the hint.",
                    ),
                }
            }
            (_, "p") => {
                *input = Input::Verb { play: true };
                Pressed::wait()
            }
            (_, "d") => {
                *input = Input::Verb { play: false };
                Pressed::wait()
            }
            (_, "h") => match self.refusal(
                seat,
                FireworksAction::Hint {
                    to: self.teammates(seat).first().copied().unwrap_or(seat),
                    clue: Clue::Level(1),
                },
            ) {
                Some(error @ crate::engine::fireworks::FireworksError::NoToken) => {
                    Pressed::refuse(sentence(&error.to_string()))
                }
                _ => {
                    *input = Input::Hint {
                        to: None,
                        clue: None,
                    };
                    Pressed::wait()
                }
            },
            (_, k) => match slot_of_key(k) {
                Some(slot) if self.own_card(seat, slot) => {
                    *input = Input::Card(slot);
                    Pressed::wait()
                }
                _ => Pressed::wait(),
            },
        }
    }
}

/// `names[seat]`, or an empty string.
fn name(names: &[String], seat: Seat) -> String {
    names.get(seat).cloned().unwrap_or_default()
}

/// `1 mistake`, `2 mistakes`.
fn mistakes_text(n: u8) -> String {
    if n == 1 {
        "1 mistake".to_owned()
    } else {
        format!("{n} mistakes")
    }
}

impl GameUi for Fireworks {
    type Input = Input;
    type Press = Press;
    type Prefs = Prefs;
    type Frame = Frame;

    const SUMMARY: &'static str = "Build five fireworks together while you cannot see your own cards: give hints, play and discard, with AI partners that explain themselves.";
    const AI_NAMES: &'static [&'static str] = &["Dana", "Ann", "Bob", "Celia"];
    const HOT_SEAT_PEOPLE: (usize, usize) = (3, 4);
    const PERSON_SEATS: &'static [(Seat, &'static str)] = &[(1, "Player 2")];
    const SEAT_LABELS: &'static [&'static str] = &["player 1", "player 2", "player 3", "player 4"];
    const PERSON_LABELS: &'static [&'static str] =
        &["person 1", "person 2", "person 3", "person 4"];
    const UNDO: &'static str = "Undo my last action";
    const MOVING: &'static str = "The cards are moving…";
    const TIMED_LEVEL: Option<(&'static str, u32)> = Some((
        "hard",
        crate::engine::fireworks::ai::hard::DEFAULT_MS as u32,
    ));
    const SKIP: &'static str = "Skip this round";
    const VARIANTS: &'static [Variant] = &[
        Variant {
            label: "One round (3 players)",
            seats: &[1, 2, 3],
        },
        Variant {
            label: "The CodinGame match (4 rounds, 4 players, each sits one out)",
            seats: &[0, 1, 2, 3],
        },
    ];

    fn variant_options(index: usize) -> FireworksOptions {
        if index == 0 {
            FireworksOptions::default().one_round()
        } else {
            FireworksOptions::default()
        }
    }

    fn sits_out(&self, seat: Seat) -> bool {
        !self.is_over() && self.round().round_id(seat).is_none()
    }

    /// Round r is played without player r.
    fn takes_part(&self, seat: Seat) -> bool {
        (0..self.round_count()).any(|r| usize::from(r) != seat)
    }

    fn shows_reasons(prefs: &Prefs) -> bool {
        prefs.show_ai_reasons
    }

    fn frame(session: &Session<Self>, index: usize, viewer: Option<Seat>) -> Frame {
        Frame::at(session, index, viewer)
    }

    fn progress(frame: &Frame) -> String {
        let view = &frame.view;
        format!(
            "Round {} of {} · turn {}",
            view.round + 1,
            view.rounds,
            view.history.len() + 1
        )
    }

    /// Every event is paced: each is a rule a teacher explains.
    fn shows_at_once(_: &FireworksEvent, _: &dyn Fn(Seat) -> bool) -> bool {
        false
    }

    fn press(&self, seat: Seat, input: &mut Input, press: &Press) -> Pressed<FireworksAction> {
        match press {
            Press::Card(slot) => {
                if *input == Input::Card(*slot) {
                    *input = Input::Nothing;
                } else if self.own_card(seat, *slot) {
                    *input = Input::Card(*slot);
                }
                Pressed::wait()
            }
            Press::Play | Press::Discard => match *input {
                Input::Card(slot) => self.try_act(
                    seat,
                    if *press == Press::Play {
                        FireworksAction::Play(slot)
                    } else {
                        FireworksAction::Discard(slot)
                    },
                ),
                _ => Pressed::refuse("Choose one of your cards first."),
            },
            Press::Mate(to) => {
                if self.teammates(seat).contains(to) {
                    *input = Input::Hint {
                        to: Some(*to),
                        clue: None,
                    };
                    Pressed::wait()
                } else {
                    Pressed::refuse("Hints go to a teammate playing this round.")
                }
            }
            Press::Clue(clue) => match *input {
                Input::Hint { to: Some(to), .. } => self.choose_clue(seat, input, to, *clue),
                _ => Pressed::refuse("Choose a teammate first."),
            },
            Press::Give => match *input {
                Input::Hint {
                    to: Some(to),
                    clue: Some(clue),
                } => self.try_act(seat, FireworksAction::Hint { to, clue }),
                _ => Pressed::refuse("Choose a teammate and a colour or a level first."),
            },
            Press::Key(key) => self.key(seat, input, key),
        }
    }

    fn prompt(&self, people: &People, input: &Input, names: &[String]) -> String {
        let acting = self.to_act();
        let Some(&seat) = acting.first() else {
            return String::new();
        };
        if !people.is_human(seat) {
            if let Some(person) = people.person.filter(|&p| self.sits_out(p)) {
                return format!(
                    "{} sits this round out: watch the others play it, or skip it. {} is thinking…",
                    name(names, person),
                    name(names, seat)
                );
            }
            return format!("{} is thinking…", name(names, seat));
        }
        let who = name(names, seat);
        match *input {
            Input::Nothing => format!(
                "{who}, your turn: choose one of your cards to play or discard it (keys p or d, then A–E), or a teammate to give a hint (key h)."
            ),
            Input::Card(slot) => format!(
                "{who}: play or discard card {} (p or d; Escape cancels).",
                slot_letter(slot)
            ),
            Input::Verb { play: true } => format!("{who}: which card to play? Press A to E."),
            Input::Verb { play: false } => format!("{who}: which card to discard? Press A to E."),
            Input::Hint { to: None, .. } => {
                let mates: Vec<String> = self
                    .teammates(seat)
                    .iter()
                    .enumerate()
                    .map(|(i, &m)| format!("{} for {}", i + 1, name(names, m)))
                    .collect();
                format!("{who}: whom to hint? Press {}.", mates.join(" or "))
            }
            Input::Hint {
                to: Some(to),
                clue: None,
            } => format!(
                "{who}: hint {} about a colour (r, w, b, g, y) or a level (1–5).",
                name(names, to)
            ),
            Input::Hint {
                to: Some(to),
                clue: Some(clue),
            } => {
                let touched: Vec<String> = self
                    .touched_by(seat, to, clue)
                    .into_iter()
                    .map(|s| slot_letter(s).to_string())
                    .collect();
                format!(
                    "{who}: the hint \"{clue}\" touches {}'s cards {}. Give hint (Enter) or choose another.",
                    name(names, to),
                    touched.join(", ")
                )
            }
        }
    }

    fn end_summary(session: &Session<Self>, names: &[String]) -> EndSummary {
        let state = session.state();
        let results = state.results();
        let Some(outcome) = state.outcome() else {
            return EndSummary::default();
        };
        let played: Vec<Seat> = (0..4)
            .filter(|&s| results.iter().any(|r| r.players.contains(&s)))
            .collect();
        // Every round in one cell, so the ranking fits a phone and the
        // side column of a laptop.
        let heights: Vec<String> = results.iter().map(|r| r.height().to_string()).collect();
        let columns = vec![
            match results {
                [one] => format!("Round {} (height {}/25)", one.round + 1, one.height()),
                _ => format!("Points by round (heights {} of 25)", and_list(&heights)),
            },
            "Game score".to_owned(),
        ];
        let rows = ranked_rows(&outcome, played, |seat| {
            let rounds: Vec<String> = results
                .iter()
                .map(|r| match r.players.iter().position(|&p| p == seat) {
                    Some(id) if r.mistakes[id] > 0 => {
                        format!("{} ({})", r.points[id], mistakes_text(r.mistakes[id]))
                    }
                    Some(id) => r.points[id].to_string(),
                    None => "sat out".to_owned(),
                })
                .collect();
            vec![rounds.join(" · "), outcome.scores[seat].to_string()]
        });
        let headline = match results {
            [one] => format!("The team built {} of 25 levels in one round", one.height()),
            _ => {
                let best = rows.first().map_or(0, |r| outcome.scores[r.seat]);
                let winners: Vec<String> = rows
                    .iter()
                    .filter(|r| r.rank == 1)
                    .map(|r| name(names, r.seat))
                    .collect();
                format!("{} first with {best} points", winners.join(" and "))
            }
        };
        let reason = session
            .log()
            .iter()
            .rev()
            .find(|e| matches!(e.event, FireworksEvent::RoundOver { .. }))
            .map(|e| e.event.explain(names))
            .unwrap_or_default();
        EndSummary {
            headline,
            reason,
            columns,
            rows,
        }
    }
}
