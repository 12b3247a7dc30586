//! The codes two devices exchange to open a connection: a browser's
//! session description (SDP) for a data channel, stripped to what the
//! other side needs (the ICE credentials, the DTLS fingerprint, the role,
//! the candidates gathered) and packed into base64url text a link or a
//! QR code carries; read back into a description the browser accepts.
//!
//! Packed, in order: the letter `S` and the version (1 byte each), the side and the DTLS role (1
//! byte), the ICE username fragment and password (each its length and
//! bytes), the SHA-256 fingerprint (32 bytes), the candidates (their count,
//! then each: its kind and address form in 1 byte, the address in 4 or 16
//! bytes or as text, the port in 2 bytes, its priority as a varint), and a
//! 2-byte check of all that. An mDNS host name (a UUID ending `.local`,
//! what browsers give for a device on the same network) packs into 16
//! bytes.

use std::fmt;
use std::net::{Ipv4Addr, Ipv6Addr};

use crate::engine::record_code::{
    base64url, checksum, put_bytes, put_varint, unbase64url, CodeError, Reader,
};

/// The first byte of a connection code: what kind of code it is, so a
/// code pasted in the wrong place is told apart from a damaged one.
const SIGNAL_TAG: u8 = b'S';
/// The version of the packed code.
const SIGNAL_VERSION: u8 = 1;

/// Which side of the connection wrote the code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The host's invitation (`actpass`).
    Offer,
    /// The guest's reply (`active` or `passive`).
    Answer,
}

/// The DTLS role a side takes (`a=setup:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Either (an offer's).
    ActPass,
    /// The DTLS client.
    Active,
    /// The DTLS server.
    Passive,
}

/// How a candidate was found (`typ`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CandidateKind {
    /// The device's own address (or its mDNS name).
    Host,
    /// The address a STUN server saw.
    ServerReflexive,
    /// An address learnt from the other side's checks.
    PeerReflexive,
    /// A relay's address.
    Relay,
}

/// Every DTLS role with its SDP word; its place is its code.
const ROLES: [(Role, &str); 3] = [
    (Role::ActPass, "actpass"),
    (Role::Active, "active"),
    (Role::Passive, "passive"),
];

/// Every candidate kind with its SDP word (`typ`); its place is its code.
const KINDS: [(CandidateKind, &str); 4] = [
    (CandidateKind::Host, "host"),
    (CandidateKind::ServerReflexive, "srflx"),
    (CandidateKind::PeerReflexive, "prflx"),
    (CandidateKind::Relay, "relay"),
];

/// The word and the code of `item` in `table`.
fn word_of<T: PartialEq + Copy>(table: &[(T, &'static str)], item: T) -> (&'static str, u8) {
    let code = table
        .iter()
        .position(|(t, _)| *t == item)
        .expect("every item is listed");
    (table[code].1, code as u8)
}

/// The item `word` names in `table`.
fn named<T: Copy>(table: &[(T, &str)], word: &str) -> Option<T> {
    table.iter().find(|(_, w)| *w == word).map(|(t, _)| *t)
}

/// The item of code `code` in `table`.
fn coded<T: Copy>(table: &[(T, &str)], code: u8) -> Result<T, CodeError> {
    table
        .get(usize::from(code))
        .map(|(t, _)| *t)
        .ok_or(CodeError::Damaged)
}

/// One UDP candidate: where the other side may reach this one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// How it was found.
    pub kind: CandidateKind,
    /// An IP address or an mDNS host name.
    pub address: String,
    /// The UDP port.
    pub port: u16,
    /// Its ICE priority.
    pub priority: u32,
}

/// What one side of a data-channel connection tells the other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signal {
    /// Who wrote it.
    pub side: Side,
    /// Its DTLS role.
    pub role: Role,
    /// The ICE username fragment.
    pub ufrag: String,
    /// The ICE password.
    pub pwd: String,
    /// The SHA-256 fingerprint of its DTLS certificate.
    pub fingerprint: [u8; 32],
    /// Its UDP candidates.
    pub candidates: Vec<Candidate>,
}

/// Why a description or a code could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SignalError {
    /// The description lacks what a connection needs (names it).
    Description(&'static str),
    /// The code is not one of ours or was damaged on the way.
    Code(CodeError),
    /// Another kind of code than the one expected here: an offer where an
    /// answer was expected, an answer where an invitation was.
    WrongSide,
}

impl fmt::Display for SignalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SignalError::Description(what) => {
                write!(f, "the connection's description has no {what}")
            }
            SignalError::Code(error) => error.fmt(f),
            SignalError::WrongSide => f.write_str("this code is not the one expected here"),
        }
    }
}

impl From<CodeError> for SignalError {
    fn from(error: CodeError) -> Self {
        SignalError::Code(error)
    }
}

impl Signal {
    /// Reads what matters of a browser's description `sdp` written by
    /// `side`, once its candidates are gathered. TCP candidates are left
    /// out (browsers connect over UDP).
    pub fn from_sdp(side: Side, sdp: &str) -> Result<Signal, SignalError> {
        let value = |key: &str| {
            sdp.lines()
                .find_map(|line| line.trim().strip_prefix(key))
                .map(str::trim)
        };
        let ufrag = value("a=ice-ufrag:").ok_or(SignalError::Description("ICE username"))?;
        let pwd = value("a=ice-pwd:").ok_or(SignalError::Description("ICE password"))?;
        let fingerprint = value("a=fingerprint:sha-256 ")
            .and_then(parse_fingerprint)
            .ok_or(SignalError::Description("SHA-256 fingerprint"))?;
        let role = value("a=setup:")
            .and_then(|word| named(&ROLES, word))
            .ok_or(SignalError::Description("DTLS role"))?;
        let candidates = sdp
            .lines()
            .filter_map(|line| line.trim().strip_prefix("a=candidate:"))
            .filter_map(parse_candidate)
            .collect();
        Ok(Signal {
            side,
            role,
            ufrag: ufrag.to_string(),
            pwd: pwd.to_string(),
            fingerprint,
            candidates,
        })
    }

    /// The description a browser accepts as the other side's: one data
    /// channel (`mid` 0), every candidate, gathering ended.
    pub fn to_sdp(&self) -> String {
        let fingerprint: Vec<String> = self
            .fingerprint
            .iter()
            .map(|b| format!("{b:02X}"))
            .collect();
        let (role, _) = word_of(&ROLES, self.role);
        let mut sdp = String::from(
            "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n\
             m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n",
        );
        for (index, candidate) in self.candidates.iter().enumerate() {
            let (kind, _) = word_of(&KINDS, candidate.kind);
            let related = if candidate.kind == CandidateKind::Host {
                ""
            } else {
                " raddr 0.0.0.0 rport 0"
            };
            sdp += &format!(
                "a=candidate:{index} 1 udp {} {} {} typ {kind}{related}\r\n",
                candidate.priority, candidate.address, candidate.port
            );
        }
        sdp += &format!(
            "a=end-of-candidates\r\na=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=fingerprint:sha-256 {}\r\n\
             a=setup:{role}\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n",
            self.ufrag,
            self.pwd,
            fingerprint.join(":")
        );
        sdp
    }

    /// The code: base64url text, checked.
    pub fn encode(&self) -> String {
        let mut bytes = vec![SIGNAL_TAG, SIGNAL_VERSION];
        self.pack(&mut bytes);
        seal(bytes)
    }

    /// Reads a code written by `side`; a code cut short, changed, of
    /// another version or of the other side is refused.
    pub fn decode(side: Side, code: &str) -> Result<Signal, SignalError> {
        let body = unseal(code)?;
        let mut reader = Reader { bytes: &body };
        if reader.take(1)?[0] != SIGNAL_TAG {
            return Err(SignalError::WrongSide);
        }
        let version = reader.take(1)?[0];
        if version != SIGNAL_VERSION {
            return Err(CodeError::Version(version).into());
        }
        let signal = Signal::unpack(side, &mut reader)?;
        if !reader.bytes.is_empty() {
            return Err(CodeError::Damaged.into());
        }
        Ok(signal)
    }

    /// Appends the signal's bytes (no version, no check) to `out`.
    pub(crate) fn pack(&self, out: &mut Vec<u8>) {
        out.push(side_and_role(self.side, self.role));
        put_bytes(out, self.ufrag.as_bytes());
        put_bytes(out, self.pwd.as_bytes());
        out.extend_from_slice(&self.fingerprint);
        put_varint(out, self.candidates.len() as u64);
        for candidate in &self.candidates {
            put_candidate(out, candidate);
        }
    }

    /// Reads what [`Signal::pack`] wrote, refusing a signal of the other
    /// side.
    pub(crate) fn unpack(side: Side, reader: &mut Reader) -> Result<Signal, SignalError> {
        let (written_by, role) = read_side_and_role(reader.take(1)?[0])?;
        if written_by != side {
            return Err(SignalError::WrongSide);
        }
        let ufrag = reader.text()?;
        let pwd = reader.text()?;
        let fingerprint: [u8; 32] = reader.take(32)?.try_into().expect("32 bytes taken");
        let count = reader.varint()?;
        let mut candidates = Vec::new();
        for _ in 0..count {
            candidates.push(read_candidate(reader)?);
        }
        Ok(Signal {
            side,
            role,
            ufrag,
            pwd,
            fingerprint,
            candidates,
        })
    }
}

/// `bytes` with their 2-byte check, as base64url text.
pub(crate) fn seal(mut bytes: Vec<u8>) -> String {
    let check = checksum(&bytes);
    bytes.extend_from_slice(&check.to_be_bytes());
    base64url(&bytes)
}

/// The bytes of a code [`seal`] wrote, their check verified: a code cut
/// short or changed anywhere is refused.
pub(crate) fn unseal(code: &str) -> Result<Vec<u8>, CodeError> {
    let code = code.trim();
    let mut bytes = unbase64url(code)?;
    if base64url(&bytes) != code {
        // Bits past the last byte were changed.
        return Err(CodeError::Damaged);
    }
    let Some(body_len) = bytes.len().checked_sub(2) else {
        return Err(CodeError::Truncated);
    };
    let check = bytes.split_off(body_len);
    if checksum(&bytes).to_be_bytes()[..] != check[..] {
        return Err(CodeError::Damaged);
    }
    Ok(bytes)
}

/// `AB:CD:…` (32 bytes) as bytes.
fn parse_fingerprint(text: &str) -> Option<[u8; 32]> {
    let bytes: Vec<u8> = text
        .split(':')
        .map(|pair| u8::from_str_radix(pair, 16).ok())
        .collect::<Option<_>>()?;
    bytes.try_into().ok()
}

/// A UDP candidate of component 1 from its line (after `a=candidate:`).
fn parse_candidate(line: &str) -> Option<Candidate> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    let [_, component, transport, priority, address, port, typ, kind, ..] = fields[..] else {
        return None;
    };
    if component != "1" || !transport.eq_ignore_ascii_case("udp") || typ != "typ" {
        return None;
    }
    let kind = named(&KINDS, kind)?;
    Some(Candidate {
        kind,
        address: address.to_string(),
        port: port.parse().ok()?,
        priority: priority.parse().ok()?,
    })
}

/// The side in the high bits, the role in the low ones.
fn side_and_role(side: Side, role: Role) -> u8 {
    let side = match side {
        Side::Offer => 0,
        Side::Answer => 1,
    };
    let (_, role) = word_of(&ROLES, role);
    side << 4 | role
}

fn read_side_and_role(byte: u8) -> Result<(Side, Role), CodeError> {
    let side = match byte >> 4 {
        0 => Side::Offer,
        1 => Side::Answer,
        _ => return Err(CodeError::Damaged),
    };
    let role = coded(&ROLES, byte & 0x0f)?;
    Ok((side, role))
}

/// How a candidate's address is packed.
const IPV4: u8 = 0;
const IPV6: u8 = 1;
const MDNS: u8 = 2;
const NAME: u8 = 3;

/// An mDNS name `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.local` (lower-case
/// hex) as its 16 bytes.
fn mdns_bytes(address: &str) -> Option<[u8; 16]> {
    let uuid = address.strip_suffix(".local")?;
    let groups: Vec<&str> = uuid.split('-').collect();
    let lengths: Vec<usize> = groups.iter().map(|g| g.len()).collect();
    if lengths != [8, 4, 4, 4, 12] || uuid.chars().any(|c| c.is_ascii_uppercase()) {
        return None;
    }
    let hex = groups.concat();
    let bytes: Vec<u8> = (0..16)
        .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok())
        .collect::<Option<_>>()?;
    bytes.try_into().ok()
}

fn mdns_name(bytes: &[u8]) -> String {
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    format!(
        "{}-{}-{}-{}-{}.local",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

fn put_candidate(out: &mut Vec<u8>, candidate: &Candidate) {
    let (_, kind) = word_of(&KINDS, candidate.kind);
    let address = &candidate.address;
    if let Ok(ip) = address.parse::<Ipv4Addr>() {
        out.push(IPV4 << 4 | kind);
        out.extend_from_slice(&ip.octets());
    } else if let Ok(ip) = address.parse::<Ipv6Addr>() {
        out.push(IPV6 << 4 | kind);
        out.extend_from_slice(&ip.octets());
    } else if let Some(bytes) = mdns_bytes(address) {
        out.push(MDNS << 4 | kind);
        out.extend_from_slice(&bytes);
    } else {
        out.push(NAME << 4 | kind);
        put_bytes(out, address.as_bytes());
    }
    out.extend_from_slice(&candidate.port.to_be_bytes());
    put_varint(out, u64::from(candidate.priority));
}

fn read_candidate(reader: &mut Reader) -> Result<Candidate, CodeError> {
    let byte = reader.take(1)?[0];
    let kind = coded(&KINDS, byte & 0x0f)?;
    let address = match byte >> 4 {
        IPV4 => {
            let octets: [u8; 4] = reader.take(4)?.try_into().expect("4 bytes taken");
            Ipv4Addr::from(octets).to_string()
        }
        IPV6 => {
            let octets: [u8; 16] = reader.take(16)?.try_into().expect("16 bytes taken");
            Ipv6Addr::from(octets).to_string()
        }
        MDNS => mdns_name(reader.take(16)?),
        NAME => reader.text()?,
        _ => return Err(CodeError::Damaged),
    };
    let port = u16::from_be_bytes(reader.take(2)?.try_into().expect("2 bytes taken"));
    let priority = u32::try_from(reader.varint()?).map_err(|_| CodeError::Damaged)?;
    Ok(Candidate {
        kind,
        address,
        port,
        priority,
    })
}
