//! The person's half-made choice in Fireworks and what each press does:
//! a card to play or discard, or a teammate and a clue to hint; the
//! keyboard path (`p`/`d` then A–E; `h`, a teammate's number, a colour
//! letter or a level, Enter); and what the board may offer now
//! ([`FireworksChoices`]: each choice with the rules' refusal). Native,
//! tested natively; the board only draws it.

use crate::engine::fireworks::{slot_letter, Clue, Colour, Fireworks, FireworksAction, HAND_SIZE};
use crate::engine::game::{Game, Seat};
use crate::text::t;
use crate::ui::shell::game_ui::Pressed;
use crate::ui::shell::words::sentence;

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

/// The buttons for the person's half-made choice.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Controls {
    /// Nothing chosen yet: no buttons.
    #[default]
    None,
    /// One of the person's cards is chosen: play it or discard it, each
    /// with the rules' refusal when they refuse it.
    Card {
        /// The slot chosen.
        slot: usize,
        /// Why playing it is refused, if it is.
        play: Option<String>,
        /// Why discarding it is refused, if it is.
        discard: Option<String>,
    },
    /// A teammate is chosen: every clue with the rules' refusal, the clue
    /// chosen, and whether the hint can be given.
    Hint {
        /// The teammate.
        to: Seat,
        /// Every clue (colours, then levels) and why it is refused, if it
        /// is.
        clues: Vec<(Clue, Option<String>)>,
        /// The clue chosen, if any.
        chosen: Option<Clue>,
        /// Why the hint cannot be given yet, if it cannot.
        give: Option<String>,
        /// The other refusals in words, each once.
        notes: Vec<String>,
        /// Some clues match none of the teammate's cards (a hint must
        /// match one).
        matches_none: bool,
    },
}

/// What the person may press now: their own cards, the teammates a hint
/// may go to, and the buttons of the half-made choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FireworksChoices {
    /// The half-made choice.
    pub input: Input,
    /// The slots of the person's own cards.
    pub own: Vec<usize>,
    /// The teammates, in turn order after the person.
    pub mates: Vec<Seat>,
    /// The teammate's slots the hint being made touches.
    pub touched: Vec<usize>,
    /// The buttons.
    pub controls: Controls,
}

/// Why `action` is refused now, as a sentence.
fn refused(state: &Fireworks, seat: Seat, action: FireworksAction) -> Option<String> {
    state
        .refusal(seat, action)
        .map(|e| sentence(&e.to_string()))
}

/// What `seat` may press with `input` half made.
pub fn choices(state: &Fireworks, seat: Seat, input: Input) -> FireworksChoices {
    let view = state.view(seat);
    let own = view
        .round_id(seat)
        .map(|id| view.hands[id].iter().flatten().map(|c| c.slot).collect())
        .unwrap_or_default();
    let (touched, controls) = match input {
        Input::Card(slot) => (
            Vec::new(),
            Controls::Card {
                slot,
                play: refused(state, seat, FireworksAction::Play(slot)),
                discard: refused(state, seat, FireworksAction::Discard(slot)),
            },
        ),
        Input::Hint { to: Some(to), clue } => {
            let mut notes: Vec<String> = Vec::new();
            let mut matches_none = false;
            let clues = Clue::all(view.layout.deck)
                .map(|c| {
                    let error = state.refusal(seat, FireworksAction::Hint { to, clue: c });
                    match &error {
                        Some(crate::engine::fireworks::FireworksError::TouchesNothing(_)) => {
                            matches_none = true
                        }
                        Some(other) => {
                            let why = sentence(&other.to_string());
                            if !notes.contains(&why) {
                                notes.push(why);
                            }
                        }
                        None => {}
                    }
                    (c, error.map(|e| sentence(&e.to_string())))
                })
                .collect();
            let give = match clue {
                Some(c) => refused(state, seat, FireworksAction::Hint { to, clue: c }),
                None => Some(t::ui_fireworks_choose_clue_first().to_string()),
            };
            let touched = clue.map_or_else(Vec::new, |c| view.touched_by(to, c));
            (
                touched,
                Controls::Hint {
                    to,
                    clues,
                    chosen: clue,
                    give,
                    notes,
                    matches_none,
                },
            )
        }
        _ => (Vec::new(), Controls::None),
    };
    FireworksChoices {
        input,
        own,
        mates: view.teammates(seat),
        touched,
        controls,
    }
}

/// What `press` does for `seat` with `input` half made.
pub fn press(
    state: &Fireworks,
    seat: Seat,
    input: &mut Input,
    press: &Press,
) -> Pressed<FireworksAction> {
    match press {
        Press::Card(slot) => {
            if *input == Input::Card(*slot) {
                *input = Input::Nothing;
            } else if own_card(state, seat, *slot) {
                *input = Input::Card(*slot);
            }
            Pressed::wait()
        }
        Press::Play | Press::Discard => match *input {
            Input::Card(slot) => try_act(
                state,
                seat,
                if *press == Press::Play {
                    FireworksAction::Play(slot)
                } else {
                    FireworksAction::Discard(slot)
                },
            ),
            _ => Pressed::refuse(t::ui_fireworks_choose_card_first().to_string()),
        },
        Press::Mate(to) => {
            if state.view(seat).teammates(seat).contains(to) {
                *input = Input::Hint {
                    to: Some(*to),
                    clue: None,
                };
                Pressed::wait()
            } else {
                Pressed::refuse(t::ui_fireworks_hints_to_mate().to_string())
            }
        }
        Press::Clue(clue) => match *input {
            Input::Hint { to: Some(to), .. } => choose_clue(state, seat, input, to, *clue),
            _ => Pressed::refuse(t::ui_fireworks_choose_mate_first().to_string()),
        },
        Press::Give => match *input {
            Input::Hint {
                to: Some(to),
                clue: Some(clue),
            } => try_act(state, seat, FireworksAction::Hint { to, clue }),
            _ => Pressed::refuse(t::ui_fireworks_choose_hint_first().to_string()),
        },
        Press::Key(key) => press_key(state, seat, input, key),
    }
}

// The input's state machine on the engine's state (its refusals are the
// rules' words).

/// Plays `action` unless the rules refuse it, saying why.
fn try_act(state: &Fireworks, seat: Seat, action: FireworksAction) -> Pressed<FireworksAction> {
    match state.refusal(seat, action) {
        None => Pressed::play(action),
        Some(error) => Pressed::refuse(sentence(&error.to_string())),
    }
}

/// Chooses a clue for the hint to `to`, unless the rules refuse it.
fn choose_clue(
    state: &Fireworks,
    seat: Seat,
    input: &mut Input,
    to: Seat,
    clue: Clue,
) -> Pressed<FireworksAction> {
    match state.refusal(seat, FireworksAction::Hint { to, clue }) {
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

/// Whether `seat` holds a card in `slot` this round.
fn own_card(state: &Fireworks, seat: Seat, slot: usize) -> bool {
    let view = state.view(seat);
    view.round_id(seat)
        .is_some_and(|id| view.hands[id].get(slot).is_some_and(Option::is_some))
}

/// One key of the keyboard path.
fn press_key(
    state: &Fireworks,
    seat: Seat,
    input: &mut Input,
    key: &str,
) -> Pressed<FireworksAction> {
    let key = key.to_ascii_lowercase();
    match (*input, key.as_str()) {
        (Input::Card(slot), "p") => try_act(state, seat, FireworksAction::Play(slot)),
        (Input::Card(slot), "d") => try_act(state, seat, FireworksAction::Discard(slot)),
        (Input::Verb { play }, k) => match slot_of_key(k) {
            Some(slot) if own_card(state, seat, slot) => try_act(
                state,
                seat,
                if play {
                    FireworksAction::Play(slot)
                } else {
                    FireworksAction::Discard(slot)
                },
            ),
            Some(slot) => Pressed::refuse(
                t::ui_fireworks_slot_empty(slot_letter(slot).to_string()).to_string(),
            ),
            None => Pressed::refuse(t::ui_fireworks_press_letter().to_string()),
        },
        (
            Input::Hint {
                to: Some(to),
                clue: Some(clue),
            },
            "enter",
        ) => try_act(state, seat, FireworksAction::Hint { to, clue }),
        (Input::Hint { to: None, .. }, k) => {
            let mates = state.view(seat).teammates(seat);
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
                None => Pressed::refuse(t::ui_fireworks_press_mate().to_string()),
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
                Some(clue) => choose_clue(state, seat, input, to, clue),
                None => Pressed::refuse(t::ui_fireworks_press_clue().to_string()),
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
        (_, "h") => match state.refusal(
            seat,
            FireworksAction::Hint {
                to: state
                    .view(seat)
                    .teammates(seat)
                    .first()
                    .copied()
                    .unwrap_or(seat),
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
            Some(slot) if own_card(state, seat, slot) => {
                *input = Input::Card(slot);
                Pressed::wait()
            }
            _ => Pressed::wait(),
        },
    }
}
