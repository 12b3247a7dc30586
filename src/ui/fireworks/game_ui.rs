//! Fireworks on the shell: its display choices, the two ways to play (one
//! round, the CodinGame match), who sits a round out, the status line and
//! the end panel; the person's input and choices are [`super::input`]'s.

use serde::{Deserialize, Serialize};

use crate::engine::fireworks::{
    slot_letter, Colour, Fireworks, FireworksAction, FireworksEvent, FireworksOptions, SeenCard,
};
use crate::engine::game::{Explain, Game, Seat};
use crate::engine::session::Session;
use crate::ui::shell::game_ui::{
    ranked_rows, EndSummary, GameUi, Outlook, People, Pressed, Variant, Words,
};

use super::frame::Frame;
use super::input::{choices, press as press_with, FireworksChoices, Input, Press};
use super::words;
use crate::text::{t, Arg};

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
        (Some(c), Some(l)) => words::colour_level(c, l).to_string(),
        (Some(c), None) => words::colour(c).to_string(),
        (None, Some(l)) => l.to_string(),
        (None, None) => t::ui_fireworks_unknown().to_string(),
    }
}

/// `names[seat]`, or an empty string.
fn name(names: &[String], seat: Seat) -> String {
    names.get(seat).cloned().unwrap_or_default()
}

/// The selector of slot `slot` of `seat`'s hand.
fn slot_selector(seat: Seat, slot: usize) -> String {
    format!(
        ".fw-hand[data-seat=\"{}\"] .fw-card-slot[data-slot=\"{}\"]",
        seat + 1,
        slot_letter(slot)
    )
}

impl GameUi for Fireworks {
    type Input = Input;
    type Press = Press;
    type Prefs = Prefs;
    type Frame = Frame;
    type Choices = FireworksChoices;

    fn summary() -> crate::text::Msg {
        crate::text::t::ui_fireworks_summary()
    }
    const AI_NAMES: &'static [&'static str] = &["Dana", "Ann", "Bob", "Celia", "Eve"];
    const HOT_SEAT_PEOPLE: (usize, usize) = (3, 4);
    const PERSON_SEATS: &'static [(Seat, fn() -> crate::text::Msg)] =
        &[(1, crate::text::t::ui_fireworks_person_seat)];
    fn seat_label(seat: Seat) -> crate::text::Msg {
        crate::text::t::ui_fireworks_seat_label(seat + 1)
    }
    fn undo() -> crate::text::Msg {
        crate::text::t::ui_fireworks_undo_button()
    }
    fn moving() -> crate::text::Msg {
        crate::text::t::ui_fireworks_moving_status()
    }
    const TIMED_LEVEL: Option<(&'static str, u32)> = Some((
        "hard",
        crate::engine::fireworks::ai::hard::DEFAULT_MS as u32,
    ));
    fn skip() -> crate::text::Msg {
        crate::text::t::ui_fireworks_skip_button()
    }
    const RULE_SET_WORDS: &'static [(&'static str, Words, Words)] = &[
        (
            "codingame",
            t::ui_fireworks_rule_set_codingame,
            t::ui_fireworks_rule_set_codingame_about,
        ),
        (
            "standard",
            t::ui_fireworks_rule_set_standard,
            t::ui_fireworks_rule_set_standard_about,
        ),
        (
            "standard-6-colours",
            t::ui_fireworks_rule_set_six_colours,
            t::ui_fireworks_rule_set_six_colours_about,
        ),
        (
            "standard-rainbow",
            t::ui_fireworks_rule_set_rainbow,
            t::ui_fireworks_rule_set_rainbow_about,
        ),
    ];
    const VARIANTS: &'static [Variant] = &[
        Variant {
            label: crate::text::t::ui_fireworks_variant_one_round,
            seats: &[1, 2, 3],
        },
        Variant {
            label: crate::text::t::ui_fireworks_variant_match,
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

    /// The table once the event's part was played (`after`), with the
    /// shown event's highlight, as [`Frame::at`] draws it at the host:
    /// `before` is not needed.
    fn seat_frame(
        _before: &<Self as Game>::View,
        events: &[<Self as Game>::Event],
        after: &<Self as Game>::View,
        seat: Seat,
    ) -> Frame {
        let frame = Frame::of_view(after.clone(), Some(seat));
        match events.last() {
            Some(event) => frame.showing(event),
            None => frame,
        }
    }

    fn frame(session: &Session<Self>, index: usize, viewer: Option<Seat>) -> Frame {
        Frame::at(session, index, viewer)
    }

    fn outlook(frame: &Frame) -> Option<Outlook> {
        super::outlook::outlook(frame)
    }

    fn progress(frame: &Frame) -> String {
        let view = &frame.view;
        t::ui_fireworks_progress(view.round + 1, view.rounds, view.history.len() + 1).to_string()
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
                return t::ui_fireworks_prompt_sits_out(name(names, person), name(names, seat))
                    .to_string();
            }
            return t::ui_fireworks_prompt_thinking(name(names, seat)).to_string();
        }
        let who = name(names, seat);
        let prompt = match *input {
            Input::Nothing => t::ui_fireworks_prompt_turn(who),
            Input::Card(slot) => t::ui_fireworks_prompt_card(who, slot_letter(slot).to_string()),
            Input::Verb { play: true } => t::ui_fireworks_prompt_play(who),
            Input::Verb { play: false } => t::ui_fireworks_prompt_discard(who),
            Input::Hint { to: None, .. } => {
                let mates: Vec<Arg> = self
                    .view(seat)
                    .teammates(seat)
                    .iter()
                    .enumerate()
                    .map(|(i, &m)| t::ui_fireworks_prompt_key_for(i + 1, name(names, m)).into())
                    .collect();
                t::ui_fireworks_prompt_whom(who, words::or_list(mates))
            }
            Input::Hint {
                to: Some(to),
                clue: None,
            } => t::ui_fireworks_prompt_clue(who, name(names, to)),
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
                t::ui_fireworks_prompt_touches(
                    who,
                    words::clue(clue),
                    name(names, to),
                    touched.join(", "),
                )
            }
        };
        prompt.to_string()
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
                [one] => t::ui_fireworks_end_round_column(one.round + 1, one.height()),
                _ => t::ui_fireworks_end_rounds_column(heights),
            }
            .to_string(),
            t::ui_fireworks_end_game_score().to_string(),
        ];
        let rows = ranked_rows(&outcome, played, |seat| {
            let rounds: Vec<String> = results
                .iter()
                .map(|r| match r.players.iter().position(|&p| p == seat) {
                    Some(id) if r.mistakes[id] > 0 => {
                        t::ui_fireworks_end_points_mistakes(r.points[id], r.mistakes[id])
                            .to_string()
                    }
                    Some(id) => r.points[id].to_string(),
                    None => t::ui_fireworks_end_sat_out().to_string(),
                })
                .collect();
            vec![rounds.join(" · "), outcome.scores[seat].to_string()]
        });
        let headline = match results {
            [one] => t::ui_fireworks_end_one_round(one.height()).to_string(),
            _ => {
                let best = rows.first().map_or(0, |r| outcome.scores[r.seat]);
                let winners: Vec<Arg> = rows
                    .iter()
                    .filter(|r| r.rank == 1)
                    .map(|r| name(names, r.seat).into())
                    .collect();
                t::ui_fireworks_end_first(words::and_list(winners), best).to_string()
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

    fn action_selectors(&self, seat: Seat, action: &FireworksAction) -> Vec<String> {
        match *action {
            FireworksAction::Play(slot) | FireworksAction::Discard(slot) => {
                vec![slot_selector(seat, slot)]
            }
            FireworksAction::Hint { to, clue } => {
                let touched = self.view(seat).touched_by(to, clue);
                if touched.is_empty() {
                    vec![format!(".fw-hand[data-seat=\"{}\"]", to + 1)]
                } else {
                    touched
                        .into_iter()
                        .map(|slot| slot_selector(to, slot))
                        .collect()
                }
            }
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
    let columns = vec![
        t::ui_fireworks_end_height_column(max).to_string(),
        t::ui_fireworks_end_team_score().to_string(),
    ];
    let rows = ranked_rows(&outcome, (0..n).collect::<Vec<Seat>>(), |_| {
        vec![height.to_string(), score.to_string()]
    });
    let headline = if score == 0 && height > 0 {
        t::ui_fireworks_end_zero(height, max)
    } else {
        t::ui_fireworks_end_team(score, max)
    }
    .to_string();
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
