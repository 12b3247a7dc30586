//! Share codes: a whole game record, plus the step being shown, in a short
//! URL-safe text (`#/play/<id>/g/<code>`).
//!
//! The bytes, before base64url (no padding):
//!
//! | field | bytes |
//! |---|---|
//! | [`CODE_VERSION`] | 1 |
//! | length of the whole code in bytes | varint |
//! | game id | varint length + UTF-8 |
//! | options | varint length + JSON (length 0: the defaults) |
//! | seed | 8, little-endian |
//! | step count, shown step | varint each |
//! | the shown event: 0 for its step's last, n for event n - 1 of its step (version 2) | varint |
//! | the steps' choices | varint length + a number (little-endian) |
//! | the steps' extras | what the forfeits (choice 0) need, in step order |
//! | check | 2: FNV-1a of everything before, folded to 16 bits |
//!
//! Each step is one choice `c` out of `1 + n` in the state it acts on,
//! where `n` counts the legal actions of every seat in `to_act()`:
//! - `c ≥ 1`: seat `to_act()[k]` played its legal action number `i`, where
//!   `c - 1` is `i` plus the legal-action counts of `to_act()[..k]`, so an
//!   illegal step cannot even be written (every game refuses the actions
//!   it does not list: the conformance suite checks it);
//! - `c = 0`: a seat forfeited; the extras hold the seat (varint) and the
//!   reason (varint length + text).
//!
//! The choices are written as one mixed-radix number (step 0 the lowest
//! digit), so a step costs log2(1 + n) bits rather than a whole byte: a
//! whole five-round 6 nimmt! game (about 210 steps) fits in 170
//! characters (tests).
//!
//! Legal actions are numbered in the order `Game::legal_actions` lists
//! them, so that order is part of the format: a pinned code per game
//! (tests) fails if it changes, and the version must then be bumped.

use std::fmt;

use super::game::{Game, Seat};
use super::record::{apply_step, GameRecord, Record, Step};
use super::session::Moment;

/// Version byte of the share codes written now; bump it when the layout
/// or any game's legal-action order changes, and keep reading the older
/// ones. Version 1 (links made before the shown event was counted) shows
/// the last event of its shown step; version 2 also names the event.
pub const CODE_VERSION: u8 = 2;

/// The oldest version still read.
const OLDEST_VERSION: u8 = 1;

/// Why a share code was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Not base64url text (holds the first bad character).
    NotText(char),
    /// The bytes end before the record does: the link was cut short.
    Truncated,
    /// The check bytes do not match: the code was changed or mangled.
    Damaged,
    /// Written by another version of the code.
    Version(u8),
    /// A record of another game (holds its id).
    WrongGame(String),
    /// The options are not this game's (holds the parser's message).
    Options(String),
    /// Step `index` (0-based) is not legal in its position.
    Illegal {
        /// 0-based position of the step.
        index: usize,
        /// Why, in the rules' words.
        reason: String,
    },
    /// The shown step is past the end of the game.
    ShownPastEnd,
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::NotText(c) => write!(f, "the code holds a character that no game code has ({c:?})"),
            CodeError::Truncated => f.write_str("the code is cut short: copy the whole link"),
            CodeError::Damaged => f.write_str("the code has been changed or mangled: its check does not match"),
            CodeError::Version(v) => write!(
                f,
                "the code was written by another version of parlour (format {v}; this one reads format {CODE_VERSION})"
            ),
            CodeError::WrongGame(id) => write!(f, "the code is a game of {id}, not of this game"),
            CodeError::Options(why) => write!(f, "the code's rules options are not this game's: {why}"),
            CodeError::Illegal { index, reason } => {
                write!(f, "step {} of the code is not legal: {reason}", index + 1)
            }
            CodeError::ShownPastEnd => f.write_str("the code shows a step past the end of its game"),
        }
    }
}

impl std::error::Error for CodeError {}

/// A record read from a code or a file, with the moment it shows.
#[derive(Clone, Debug, PartialEq)]
pub struct SharedGame<G: Game> {
    /// The whole game.
    pub record: GameRecord<G>,
    /// The moment shown: record steps up to it (0 = the start) and the
    /// event among that step's events.
    pub shown: Moment,
}

/// The share code of `record`, showing `shown` (its steps clamped to the
/// record's length). Panics only if `record` does not replay: records the
/// app holds always do.
pub fn encode<G: Game>(record: &GameRecord<G>, shown: Moment) -> String {
    base64url(&encode_bytes::<G>(record, shown))
}

/// The bytes of [`encode`]'s code, before base64url (a lesson's code
/// holds its chapters' games this way).
pub fn encode_bytes<G: Game>(record: &GameRecord<G>, shown: Moment) -> Vec<u8> {
    let mut out = vec![CODE_VERSION];
    put_bytes(&mut out, G::ID.as_bytes());
    let options = if record.options == G::Options::default() {
        Vec::new()
    } else {
        serde_json::to_string(&record.options)
            .expect("options serialize")
            .into_bytes()
    };
    put_bytes(&mut out, &options);
    out.extend_from_slice(&record.seed.to_le_bytes());
    put_varint(&mut out, record.steps.len() as u64);
    let steps = shown.steps.min(record.steps.len());
    put_varint(&mut out, steps as u64);
    // 0: the step's last event; n: its event n - 1.
    put_varint(&mut out, shown.event.map_or(0, |e| e as u64 + 1));
    let (mut state, _) = G::new(&record.options, record.seed);
    let mut extras = Vec::new();
    let mut digits = Vec::with_capacity(record.steps.len());
    for step in &record.steps {
        digits.push(choose(&state, step, &mut extras));
        apply_step(&mut state, step).expect("a held record replays");
    }
    let mut number = Vec::new();
    for &(digit, radix) in digits.iter().rev() {
        mul_add(&mut number, radix, digit);
    }
    let mut number_bytes: Vec<u8> = number.iter().flat_map(|limb| limb.to_le_bytes()).collect();
    while number_bytes.last() == Some(&0) {
        number_bytes.pop();
    }
    put_bytes(&mut out, &number_bytes);
    out.extend_from_slice(&extras);
    // The length counts itself and the two check bytes.
    let mut length = out.len() + 2;
    let mut with_length;
    loop {
        with_length = vec![CODE_VERSION];
        put_varint(&mut with_length, length as u64);
        with_length.extend_from_slice(&out[1..]);
        if with_length.len() + 2 == length {
            break;
        }
        length = with_length.len() + 2;
    }
    let check = checksum(&with_length);
    with_length.extend_from_slice(&check.to_le_bytes());
    with_length
}

/// Reads a share code of game `G`, replaying every step.
pub fn decode<G: Game>(code: &str) -> Result<SharedGame<G>, CodeError> {
    decode_bytes(&unbase64url(code.trim())?)
}

/// Reads the bytes of a share code (see [`encode_bytes`]).
pub fn decode_bytes<G: Game>(bytes: &[u8]) -> Result<SharedGame<G>, CodeError> {
    if bytes.len() < 3 {
        return Err(CodeError::Truncated);
    }
    // Every version starts with its version byte and ends with the check;
    // a code of this version also says how long it is, so a cut-off link
    // is told apart from a mangled one.
    let mut reader = Reader { bytes: &bytes[1..] };
    let version = bytes[0];
    let known = (OLDEST_VERSION..=CODE_VERSION).contains(&version);
    if known && reader.varint().is_ok_and(|n| n > bytes.len() as u64) {
        return Err(CodeError::Truncated);
    }
    let (body, check) = bytes.split_at(bytes.len() - 2);
    if checksum(body).to_le_bytes() != check {
        return Err(CodeError::Damaged);
    }
    if !known {
        return Err(CodeError::Version(version));
    }
    let start = bytes.len() - reader.bytes.len();
    if start > body.len() {
        return Err(CodeError::Truncated);
    }
    reader.bytes = &body[start..];
    let id = reader.text()?;
    if id != G::ID {
        return Err(CodeError::WrongGame(id));
    }
    let options_json = reader.bytes()?;
    let options = if options_json.is_empty() {
        G::Options::default()
    } else {
        // Read as text: the page already holds serde_json's text reader.
        let text = std::str::from_utf8(options_json).map_err(|_| CodeError::Damaged)?;
        serde_json::from_str(text).map_err(|e| CodeError::Options(e.to_string()))?
    };
    let seed = u64::from_le_bytes(reader.take(8)?.try_into().expect("8 bytes"));
    let count = reader.varint()? as usize;
    let shown = reader.varint()? as usize;
    if shown > count {
        return Err(CodeError::ShownPastEnd);
    }
    let event = match version {
        1 => None,
        _ => Some(reader.varint()?),
    };
    let shown = Moment {
        steps: shown,
        event: event
            .filter(|&e| e > 0)
            .map(|e| usize::try_from(e - 1).unwrap_or(usize::MAX)),
    };
    let mut choices: Vec<u32> = reader
        .bytes()?
        .chunks(4)
        .map(|chunk| chunk.iter().rev().fold(0, |n, &b| n << 8 | u32::from(b)))
        .collect();
    let mut record: GameRecord<G> = Record::new(G::ID, options, seed);
    let (mut state, _) = G::new(&record.options, record.seed);
    for index in 0..count {
        let step = read_step(&mut choices, &mut reader, &state, index)?;
        apply_step(&mut state, &step).map_err(|e| CodeError::Illegal {
            index,
            reason: e.to_string(),
        })?;
        record.steps.push(step);
    }
    if !reader.bytes.is_empty() || choices.iter().any(|&limb| limb != 0) {
        return Err(CodeError::Damaged);
    }
    Ok(SharedGame { record, shown })
}

/// Each seat to act with its legal actions, in `to_act()` order.
type Listed<A> = Vec<(Seat, Vec<A>)>;

/// The legal actions of every seat to act in `state`, and how many
/// choices a step there has (one more, for a forfeit).
fn listed<G: Game>(state: &G) -> (Listed<G::Action>, u32) {
    let legal: Listed<G::Action> = state
        .to_act()
        .into_iter()
        .map(|seat| (seat, state.legal_actions(seat)))
        .collect();
    let radix = 1 + legal
        .iter()
        .map(|(_, actions)| actions.len())
        .sum::<usize>();
    (legal, radix as u32)
}

/// The choice (and radix) of one step against `state`, writing what a
/// forfeit needs into `extras`. Panics on an action the rules do not list.
fn choose<G: Game>(state: &G, step: &Step<G::Action>, extras: &mut Vec<u8>) -> (u32, u32) {
    let (legal, radix) = listed(state);
    match step {
        Step::Act { seat, action } => {
            let mut offset = 0;
            for (to_act, actions) in &legal {
                if to_act == seat {
                    let i = actions
                        .iter()
                        .position(|a| a == action)
                        .expect("a listed action");
                    return (1 + (offset + i) as u32, radix);
                }
                offset += actions.len();
            }
            panic!("seat {seat} acted out of turn in a held record")
        }
        Step::Forfeit { seat, reason } => {
            put_varint(extras, *seat as u64);
            put_bytes(extras, reason.as_bytes());
            (0, radix)
        }
    }
}

/// Reads step `index` against `state`: its choice comes from `choices`,
/// a forfeit's seat and reason from `extras`.
fn read_step<G: Game>(
    choices: &mut Vec<u32>,
    extras: &mut Reader<'_>,
    state: &G,
    index: usize,
) -> Result<Step<G::Action>, CodeError> {
    let (legal, radix) = listed(state);
    let mut number = match div_rem(choices, radix) {
        0 => {
            let seat = extras.seat()?;
            if seat >= state.seat_count() {
                return Err(CodeError::Illegal {
                    index,
                    reason: format!("there is no seat {seat}"),
                });
            }
            let reason = extras.text()?;
            return Ok(Step::Forfeit { seat, reason });
        }
        choice => (choice - 1) as usize,
    };
    for (seat, mut actions) in legal {
        if number < actions.len() {
            let action = actions.swap_remove(number);
            return Ok(Step::Act { seat, action });
        }
        number -= actions.len();
    }
    unreachable!("a choice below the radix names a listed action")
}

/// `number = number * radix + digit`, on 32-bit limbs (lowest first).
fn mul_add(number: &mut Vec<u32>, radix: u32, digit: u32) {
    let mut carry = u64::from(digit);
    for limb in number.iter_mut() {
        let value = u64::from(*limb) * u64::from(radix) + carry;
        *limb = value as u32;
        carry = value >> 32;
    }
    if carry > 0 {
        number.push(carry as u32);
    }
}

/// Divides `number` by `radix` in place and returns the remainder.
fn div_rem(number: &mut Vec<u32>, radix: u32) -> u32 {
    let mut rest = 0u64;
    for limb in number.iter_mut().rev() {
        let value = rest << 32 | u64::from(*limb);
        *limb = (value / u64::from(radix)) as u32;
        rest = value % u64::from(radix);
    }
    while number.last() == Some(&0) {
        number.pop();
    }
    rest as u32
}

/// Reads the code's bytes in order; every read fails with
/// [`CodeError::Truncated`] past the end.
pub(crate) struct Reader<'a> {
    /// What is left to read.
    pub(crate) bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    pub(crate) fn take(&mut self, n: usize) -> Result<&'a [u8], CodeError> {
        if self.bytes.len() < n {
            return Err(CodeError::Truncated);
        }
        let (head, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        Ok(head)
    }

    pub(crate) fn varint(&mut self) -> Result<u64, CodeError> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.take(1)?[0];
            value |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(CodeError::Damaged)
    }

    pub(crate) fn seat(&mut self) -> Result<Seat, CodeError> {
        usize::try_from(self.varint()?).map_err(|_| CodeError::Damaged)
    }

    pub(crate) fn bytes(&mut self) -> Result<&'a [u8], CodeError> {
        let len = usize::try_from(self.varint()?).map_err(|_| CodeError::Truncated)?;
        self.take(len)
    }

    pub(crate) fn text(&mut self) -> Result<String, CodeError> {
        String::from_utf8(self.bytes()?.to_vec()).map_err(|_| CodeError::Damaged)
    }
}

pub(crate) fn put_varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value as u8) | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

pub(crate) fn put_bytes(out: &mut Vec<u8>, bytes: &[u8]) {
    put_varint(out, bytes.len() as u64);
    out.extend_from_slice(bytes);
}

/// FNV-1a over `bytes`, folded to 16 bits.
pub(crate) fn checksum(bytes: &[u8]) -> u16 {
    let hash = bytes.iter().fold(0x811c_9dc5u32, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    });
    (hash ^ (hash >> 16)) as u16
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64url without padding (RFC 4648 §5).
pub(crate) fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 3);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// Reads base64url without padding.
pub(crate) fn unbase64url(text: &str) -> Result<Vec<u8>, CodeError> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0);
    for c in text.chars() {
        let value = ALPHABET
            .iter()
            .position(|&a| a as char == c)
            .ok_or(CodeError::NotText(c))?;
        acc = acc << 6 | value as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Ok(out)
}

#[cfg(test)]
#[path = "record_code_tests.rs"]
mod tests;
