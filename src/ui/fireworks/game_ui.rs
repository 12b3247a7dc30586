//! Fireworks on the shell: its display choices, the two ways to play (one
//! round, the CodinGame match), who sits a round out, the status line and
//! the end panel; the person's input and choices are [`super::input`]'s.

use serde::{Deserialize, Serialize};

use crate::engine::fireworks::{
    slot_letter, Colour, Fireworks, FireworksAction, FireworksEvent, FireworksOptions, SeenCard,
};
use crate::engine::game::{Explain, Game, Seat};
use crate::engine::session::Session;
use crate::ui::shell::game_ui::{ranked_rows, EndSummary, GameUi, People, Pressed, Variant};
use crate::ui::shell::words::and_list;

use super::frame::Frame;
use super::input::{choices, press as press_with, FireworksChoices, Input, Press};

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
    type Choices = FireworksChoices;

    const SUMMARY: &'static str = "Build five fireworks together while you cannot see your own cards: give hints, play and discard, with AI partners that explain themselves.";
    const AI_NAMES: &'static [&'static str] = &["Dana", "Ann", "Bob", "Celia", "Eve"];
    const HOT_SEAT_PEOPLE: (usize, usize) = (3, 4);
    const PERSON_SEATS: &'static [(Seat, &'static str)] = &[(1, "Player 2")];
    const SEAT_LABELS: &'static [&'static str] =
        &["player 1", "player 2", "player 3", "player 4", "player 5"];
    const PERSON_LABELS: &'static [&'static str] =
        &["person 1", "person 2", "person 3", "person 4", "person 5"];
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

    /// A standard table is played by every seat; in the CodinGame game
    /// round r is played without player r.
    fn takes_part(&self, seat: Seat) -> bool {
        self.layout().table.is_some() || (0..self.round_count()).any(|r| usize::from(r) != seat)
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

    fn choices(&self, seat: Seat, input: &Input) -> FireworksChoices {
        choices(self, seat, *input)
    }

    fn press(&self, seat: Seat, input: &mut Input, press: &Press) -> Pressed<FireworksAction> {
        press_with(self, seat, input, press)
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
                    .view(seat)
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
                    .view(seat)
                    .touched_by(to, clue)
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
        if let Some(n) = state.layout().table {
            return table_summary(session, names, n);
        }
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
        let reason = last_round_end(session, names);
        EndSummary {
            headline,
            reason,
            columns,
            rows,
        }
    }
}

/// The end of a game at a standard table: one score for the team (the
/// height, or 0 after the third mistake or a forfeit), everyone first but
/// a player who forfeited.
fn table_summary(session: &Session<Fireworks>, names: &[String], n: usize) -> EndSummary {
    let state = session.state();
    let Some(outcome) = state.outcome() else {
        return EndSummary::default();
    };
    let max = state.layout().deck.max_height();
    let height = state.round().height();
    let score = outcome.scores.first().copied().unwrap_or(0);
    let columns = vec![format!("Height (of {max})"), "Team score".to_owned()];
    let rows = ranked_rows(&outcome, (0..n).collect::<Vec<Seat>>(), |_| {
        vec![height.to_string(), score.to_string()]
    });
    let headline = if score == 0 && height > 0 {
        format!("The fireworks reached {height} of {max}, but the team scores 0")
    } else {
        format!("The team scores {score} of {max}")
    };
    let reason = last_round_end(session, names);
    EndSummary {
        headline,
        reason,
        columns,
        rows,
    }
}

/// The explanation of the last round's end: why the game ended.
fn last_round_end(session: &Session<Fireworks>, names: &[String]) -> String {
    session
        .log()
        .iter()
        .rev()
        .find(|e| matches!(e.event, FireworksEvent::RoundOver { .. }))
        .map(|e| e.event.explain(names))
        .unwrap_or_default()
}
