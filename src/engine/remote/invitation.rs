//! An invitation to one seat of a table: what the guest's page needs to
//! take the seat (the game, its rules, the seat, its name and the table's
//! size) and to connect (the host's offer, [`Signal`]), as one checked
//! base64url code that a link or a QR code carries
//! (`#/play/<id>/join/<code>`).
//!
//! Packed, in order: the letter `I` and the version (1 byte each), the
//! game's id (its length and bytes), the seat and the number of seats
//! (varints), the seat's name (its length and bytes, at most
//! [`NAME_LIMIT`]), the rules' options as JSON (its length and bytes; not
//! deflated, which would put a compressor in the page for a few bytes),
//! the host's offer ([`Signal::pack`]), and a 2-byte check of all that.

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::engine::game::{Game, Seat};
use crate::engine::record_code::{put_bytes, put_varint, CodeError, Reader};

use super::signal::{seal, unseal, Side, Signal, SignalError};

/// The first byte of an invitation's code (a connection code's is `S`).
const INVITATION_TAG: u8 = b'I';
/// The version of the invitation's code.
const INVITATION_VERSION: u8 = 1;

/// The most bytes of a seat's name an invitation carries.
pub const NAME_LIMIT: usize = 40;

/// `name` cut to at most [`NAME_LIMIT`] bytes, on a character's edge.
fn short_name(name: &str) -> &str {
    let mut end = name.len().min(NAME_LIMIT);
    while !name.is_char_boundary(end) {
        end -= 1;
    }
    &name[..end]
}

/// The most bytes the options' JSON may have.
const OPTIONS_LIMIT: usize = 16_384;

/// An invitation to seat `seat` of a table of game `G`.
#[derive(Clone, Debug, PartialEq)]
pub struct Invitation<O> {
    /// The game's id ([`Game::ID`]).
    pub game: String,
    /// The table's rules.
    pub options: O,
    /// The seat the guest takes.
    pub seat: Seat,
    /// The seats at the table.
    pub seats: usize,
    /// The seat's name at the host's table (at most [`NAME_LIMIT`] bytes
    /// are kept).
    pub name: String,
    /// The host's offer.
    pub offer: Signal,
}

/// An invitation to a table of game `G`.
pub type GameInvitation<G> = Invitation<<G as Game>::Options>;

impl<O: Serialize + DeserializeOwned> Invitation<O> {
    /// The code, for a link or a QR code.
    pub fn encode(&self) -> String {
        let mut bytes = vec![INVITATION_TAG, INVITATION_VERSION];
        put_bytes(&mut bytes, self.game.as_bytes());
        put_varint(&mut bytes, self.seat as u64);
        put_varint(&mut bytes, self.seats as u64);
        put_bytes(&mut bytes, short_name(&self.name).as_bytes());
        let options = serde_json::to_vec(&self.options).expect("options always write");
        put_bytes(&mut bytes, &options);
        self.offer.pack(&mut bytes);
        seal(bytes)
    }

    /// Reads an invitation to a table of game `game` (an invitation to
    /// another game is refused with its id); a code cut short, changed or
    /// of another version is refused.
    pub fn decode(game: &str, code: &str) -> Result<Self, SignalError> {
        let body = unseal(code)?;
        let mut reader = Reader { bytes: &body };
        read_header(&mut reader)?;
        let id = reader.text()?;
        if id != game {
            return Err(CodeError::WrongGame(id).into());
        }
        let seat = usize::try_from(reader.varint()?).map_err(|_| CodeError::Damaged)?;
        let seats = usize::try_from(reader.varint()?).map_err(|_| CodeError::Damaged)?;
        if seat >= seats {
            return Err(CodeError::Damaged.into());
        }
        let name = reader.text()?;
        let json = reader.bytes()?;
        if json.len() > OPTIONS_LIMIT {
            return Err(CodeError::Damaged.into());
        }
        let options =
            serde_json::from_slice(json).map_err(|e| CodeError::Options(e.to_string()))?;
        let offer = Signal::unpack(Side::Offer, &mut reader)?;
        if !reader.bytes.is_empty() {
            return Err(CodeError::Damaged.into());
        }
        Ok(Invitation {
            game: id,
            options,
            seat,
            seats,
            name,
            offer,
        })
    }
}

/// The id of the game an invitation's code is for, read before the rest
/// (the page opens that game's module, which reads the whole code).
pub fn invited_game(code: &str) -> Result<String, SignalError> {
    let body = unseal(code)?;
    let mut reader = Reader { bytes: &body };
    read_header(&mut reader)?;
    Ok(reader.text()?)
}

/// Reads the tag and the version: a code that is not an invitation, or an
/// invitation of another version, is refused.
fn read_header(reader: &mut Reader) -> Result<(), SignalError> {
    if reader.take(1)?[0] != INVITATION_TAG {
        return Err(SignalError::WrongSide);
    }
    let version = reader.take(1)?[0];
    if version != INVITATION_VERSION {
        return Err(CodeError::Version(version).into());
    }
    Ok(())
}
