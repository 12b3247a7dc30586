//! Nine Men's Morris on the shell: the person's half-made move (a stone
//! picked up, a mill waiting for the stone it takes), what pressing each
//! point does (from the engine's legal list only), the status line and the
//! end panel.

use serde::{Deserialize, Serialize};

use crate::engine::game::{Explain, Game, Seat};
use crate::engine::morris::movegen::why_illegal;
use crate::engine::morris::{Field, GameResult, Morris, MorrisEvent, MorrisView, Move, Phase};
use crate::engine::session::Session;
use crate::text::{t, Msg};
use crate::ui::shell::game_ui::{EndSummary, GameUi, People, Pressed, ScoreRow};
use crate::ui::shell::words::sentence;

use super::frame::Frame;
use crate::engine::small_sort::sort_small_by_key;

/// The colour of `seat`'s stones, as the seat's name ("White",
/// "Black"), in the language of the moment.
pub fn colour(seat: Seat) -> Msg {
    if seat == 0 {
        t::ui_morris_colour_white()
    } else {
        t::ui_morris_colour_black()
    }
}

/// The key of `seat`'s colour in the messages' selects: "white" or
/// "black".
pub fn side_key(seat: Seat) -> &'static str {
    if seat == 0 {
        "white"
    } else {
        "black"
    }
}

/// The person's half-made move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MorrisInput {
    /// The own stone picked up (moving and flying).
    pub selected: Option<Field>,
    /// A move that closes a mill, waiting for the stone it takes.
    pub pending: Option<Move>,
}

/// Display choices saved with a Morris game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MorrisPrefs {
    /// Whether the point names are drawn on the board.
    #[serde(default = "shown")]
    pub labels: bool,
}

fn shown() -> bool {
    true
}

impl Default for MorrisPrefs {
    fn default() -> Self {
        MorrisPrefs { labels: true }
    }
}

/// What pressing a point would do now, for the person to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointRole {
    /// Nothing.
    Idle,
    /// A stone can be placed here.
    Place,
    /// This own stone can be picked up to move.
    Movable,
    /// This own stone is picked up.
    Selected,
    /// The picked-up stone can go here.
    Target,
    /// This opponent stone can be taken by the waiting mill.
    Victim,
    /// This opponent stone stands in a mill and cannot be taken now.
    Protected,
}

/// What pressing each point would do for `seat` (all idle for `None`).
/// Everything comes from the engine's legal list.
pub fn point_roles(state: &Morris, seat: Option<Seat>, input: &MorrisInput) -> Vec<PointRole> {
    let mut roles = vec![PointRole::Idle; 24];
    let Some(seat) = seat else {
        return roles;
    };
    let legal = state.legal_actions(seat);
    if let Some(pending) = input.pending {
        let pos = state.position();
        for field in (0..24).map(|i| Field(i as u8)) {
            if pos.owner(field) == Some(1 - seat) {
                roles[field.index()] = PointRole::Protected;
            }
        }
        for mv in legal
            .iter()
            .filter(|m| m.from == pending.from && m.to == pending.to)
        {
            if let Some(victim) = mv.take {
                roles[victim.index()] = PointRole::Victim;
            }
        }
        return roles;
    }
    for mv in &legal {
        match mv.from {
            None => roles[mv.to.index()] = PointRole::Place,
            Some(from) => {
                if input.selected == Some(from) {
                    roles[from.index()] = PointRole::Selected;
                    roles[mv.to.index()] = PointRole::Target;
                } else if roles[from.index()] == PointRole::Idle {
                    roles[from.index()] = PointRole::Movable;
                }
            }
        }
    }
    roles
}

/// What the person may press: what each point does, and the move that
/// waits for the stone its mill takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MorrisChoices {
    /// What pressing each point does, in field order.
    pub roles: Vec<PointRole>,
    /// A move that closes a mill, waiting for the stone it takes.
    pub pending: Option<Move>,
}

impl GameUi for Morris {
    type Input = MorrisInput;
    type Press = Field;
    type Prefs = MorrisPrefs;
    type Frame = Frame;
    type Choices = MorrisChoices;

    fn summary() -> crate::text::Msg {
        crate::text::t::ui_morris_summary()
    }
    const AI_NAMES: &'static [&'static str] = &["Ada", "Ben"];
    const HOT_SEAT_PEOPLE: (usize, usize) = (2, 2);
    const PERSON_SEATS: &'static [(Seat, fn() -> crate::text::Msg)] = &[
        (0, crate::text::t::ui_morris_person_seat_white),
        (1, crate::text::t::ui_morris_person_seat_black),
    ];
    fn seat_label(seat: Seat) -> Msg {
        match seat {
            0 => t::ui_morris_seat_label_white(),
            _ => t::ui_morris_seat_label_black(),
        }
    }
    fn person_label(seat: Seat) -> Msg {
        match seat {
            0 => t::ui_morris_name_label_white(),
            _ => t::ui_morris_name_label_black(),
        }
    }
    fn undo() -> crate::text::Msg {
        crate::text::t::ui_morris_undo_button()
    }
    fn moving() -> crate::text::Msg {
        crate::text::t::ui_morris_moving_status()
    }
    const TIMED_LEVEL: Option<(&'static str, u32)> =
        Some(("hard", crate::engine::morris::ai::DEFAULT_TIME_MS as u32));

    /// Nothing is hidden: the guest's frame is the host's.
    fn seat_frame(
        before: &MorrisView,
        events: &[MorrisEvent],
        after: &MorrisView,
        _: Seat,
    ) -> Frame {
        Frame::of_step(before, events, after)
    }

    fn frame(session: &Session<Self>, index: usize, _: Option<Seat>) -> Frame {
        Frame::at(session, index)
    }

    fn progress(frame: &Frame) -> String {
        t::ui_morris_progress(frame.moves.0, frame.moves.1).to_string()
    }

    /// A person's own placement or move shows at once; its consequences
    /// (a mill, a take) wait in step-through.
    fn shows_at_once(event: &MorrisEvent, person: &dyn Fn(Seat) -> bool) -> bool {
        match event {
            MorrisEvent::Placed { seat, .. }
            | MorrisEvent::Moved { seat, .. }
            | MorrisEvent::Flew { seat, .. } => person(*seat),
            _ => false,
        }
    }

    fn hot_seat_side(&self) -> Option<Seat> {
        Some(self.position().side())
    }

    /// Pick up, put down, place or take.
    fn choices(&self, seat: Seat, input: &MorrisInput) -> MorrisChoices {
        MorrisChoices {
            roles: point_roles(self, Some(seat), input),
            pending: input.pending,
        }
    }

    fn press(&self, seat: Seat, input: &mut MorrisInput, field: &Field) -> Pressed<Move> {
        let field = *field;
        let legal = self.legal_actions(seat);
        let pos = *self.position();
        if let Some(pending) = input.pending {
            let chosen = pending.taking(field);
            if legal.contains(&chosen) {
                return Pressed::play(chosen);
            }
            if field == pending.to || Some(field) == pending.from {
                *input = MorrisInput::default();
                return Pressed::refuse(t::ui_morris_taken_back().to_string());
            }
            let why = why_illegal(&pos, chosen).unwrap_or_default();
            return Pressed::refuse(t::ui_morris_take_highlighted(sentence(&why)).to_string());
        }
        let placing = legal.iter().any(|m| m.from.is_none());
        let candidate = if placing {
            Some(Move::place(field))
        } else if legal.iter().any(|m| m.from == Some(field)) {
            input.selected = if input.selected == Some(field) {
                None
            } else {
                Some(field)
            };
            return Pressed::wait();
        } else {
            input.selected.map(|from| Move::step(from, field))
        };
        let Some(candidate) = candidate else {
            return Pressed::refuse(
                match pos.owner(field) {
                    Some(owner) if owner == seat => t::ui_morris_stuck(field.name()),
                    Some(_) => t::ui_morris_opponent_stone(field.name()),
                    None => t::ui_morris_choose_stone_first(),
                }
                .to_string(),
            );
        };
        let matching: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| m.from == candidate.from && m.to == candidate.to)
            .collect();
        match matching.as_slice() {
            [] => Pressed::refuse(sentence(&why_illegal(&pos, candidate).unwrap_or_default())),
            [only] if only.take.is_none() => Pressed::play(*only),
            _ => {
                input.selected = None;
                input.pending = Some(candidate);
                Pressed::wait()
            }
        }
    }

    fn prompt(&self, people: &People, input: &MorrisInput, names: &[String]) -> String {
        let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
        let pos = self.position();
        let seat = pos.side();
        let (who, hue) = (name(seat), colour(seat));
        if !people.is_human(seat) {
            return t::ui_morris_thinking(who, hue).to_string();
        }
        if let Some(pending) = input.pending {
            return t::ui_morris_prompt_take(who, hue, pending.to.name()).to_string();
        }
        match (pos.phase(seat), input.selected) {
            (Phase::Placing, _) => t::ui_morris_prompt_place(who, hue, pos.in_hand(seat)),
            (Phase::Moving, None) => t::ui_morris_prompt_move(who, hue),
            (Phase::Flying, None) => t::ui_morris_prompt_fly(who, hue),
            (_, Some(from)) => t::ui_morris_prompt_where(who, hue, from.name()),
        }
        .to_string()
    }

    fn end_summary(session: &Session<Self>, names: &[String]) -> EndSummary {
        let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
        let log = session.log();
        let end = log
            .iter()
            .rposition(|e| matches!(e.event, MorrisEvent::GameOver { .. }));
        let (headline, reason) = match end.map(|i| (i, &log[i].event)) {
            Some((i, MorrisEvent::GameOver { result })) => {
                // A draw is explained by the move limit's event, a win by its own.
                let reason = match (result, i.checked_sub(1).map(|p| &log[p].event)) {
                    (GameResult::Draw, Some(limit @ MorrisEvent::MoveLimit { .. })) => {
                        limit.explain(names)
                    }
                    _ => log[i].event.explain(names),
                };
                let headline = match result {
                    GameResult::Draw => t::ui_morris_draw().to_string(),
                    GameResult::Win { winner, .. } => {
                        t::ui_morris_wins(name(*winner), colour(*winner)).to_string()
                    }
                };
                (headline, reason)
            }
            _ => (String::new(), String::new()),
        };
        let view = session.state().view(0);
        let ranks = session
            .state()
            .outcome()
            .map_or(vec![1, 1], |outcome| outcome.ranks);
        let mut rows: Vec<ScoreRow> = (0..2)
            .map(|seat| ScoreRow {
                rank: ranks[seat],
                seat,
                cells: vec![colour(seat).to_string(), view.taken[seat].to_string()],
            })
            .collect();
        sort_small_by_key(&mut rows, |row| (row.rank, row.seat));
        EndSummary {
            headline,
            reason,
            columns: vec![
                t::ui_morris_column_colour().to_string(),
                t::ui_morris_column_taken().to_string(),
            ],
            rows,
        }
    }

    fn action_selectors(&self, _seat: Seat, mv: &Move) -> Vec<String> {
        [mv.from, Some(mv.to), mv.take]
            .into_iter()
            .flatten()
            .map(|field| format!(".mm-board .mm-point[data-field=\"{}\"]", field.name()))
            .collect()
    }
}
