//! The connection codes: a browser's description packed and read back,
//! and every damaged code refused.

use super::signal::{Candidate, CandidateKind, Role, Side, Signal, SignalError};
use crate::engine::record_code::CodeError;

/// An offer as Chromium writes it for one data channel, its candidates
/// gathered (an mDNS host name, a TCP candidate and a server-reflexive
/// one).
const CHROMIUM_OFFER: &str = "v=0\r
o=- 4611731400430051336 2 IN IP4 127.0.0.1\r
s=-\r
t=0 0\r
a=group:BUNDLE 0\r
a=extmap-allow-mixed\r
a=msid-semantic: WMS\r
m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 0.0.0.0\r
a=candidate:2999745851 1 udp 2113937151 8c3f6a4e-1b2d-4c5e-9f70-0a1b2c3d4e5f.local 54321 typ host generation 0 network-cost 999\r
a=candidate:1467250027 1 tcp 1518280447 8c3f6a4e-1b2d-4c5e-9f70-0a1b2c3d4e5f.local 9 typ host tcptype active generation 0 network-cost 999\r
a=candidate:842163049 1 udp 1677729535 203.0.113.7 61000 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999\r
a=ice-ufrag:Xy9Q\r
a=ice-pwd:k3Jz0vGQ1mPqR5sT7uVwXyZa\r
a=ice-options:trickle\r
a=fingerprint:sha-256 5C:A1:0E:9B:33:47:12:FF:00:8D:6E:2A:B4:C9:71:3F:90:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF\r
a=setup:actpass\r
a=mid:0\r
a=sctp-port:5000\r
a=max-message-size:262144\r
";

/// An answer as Firefox writes it (IPv4 and IPv6 host candidates).
const FIREFOX_ANSWER: &str = "v=0\r
o=mozilla...THIS_IS_SDPARTA-99.0 1234567890 0 IN IP4 0.0.0.0\r
s=-\r
t=0 0\r
a=fingerprint:sha-256 01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF\r
a=group:BUNDLE 0\r
a=ice-options:trickle\r
a=msid-semantic:WMS *\r
m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 0.0.0.0\r
a=candidate:0 1 UDP 2122252543 192.168.1.20 40123 typ host\r
a=candidate:1 1 UDP 2122187007 fe80::1c2b:3aff:fe4d:5e6f 40124 typ host\r
a=candidate:2 2 UDP 2122252542 192.168.1.20 40125 typ host\r
a=sendrecv\r
a=end-of-candidates\r
a=ice-pwd:0123456789abcdef0123456789abcdef\r
a=ice-ufrag:89abcdef\r
a=mid:0\r
a=setup:active\r
a=sctp-port:5000\r
a=max-message-size:1073741823\r
";

#[test]
fn an_offer_keeps_what_the_connection_needs() {
    let offer = Signal::from_sdp(Side::Offer, CHROMIUM_OFFER).unwrap();
    assert_eq!(offer.role, Role::ActPass);
    assert_eq!(
        (offer.ufrag.as_str(), offer.pwd.as_str()),
        ("Xy9Q", "k3Jz0vGQ1mPqR5sT7uVwXyZa")
    );
    assert_eq!(offer.fingerprint[..3], [0x5C, 0xA1, 0x0E]);
    assert_eq!(
        offer.candidates,
        vec![
            Candidate {
                kind: CandidateKind::Host,
                address: "8c3f6a4e-1b2d-4c5e-9f70-0a1b2c3d4e5f.local".into(),
                port: 54321,
                priority: 2_113_937_151,
            },
            Candidate {
                kind: CandidateKind::ServerReflexive,
                address: "203.0.113.7".into(),
                port: 61000,
                priority: 1_677_729_535,
            },
        ]
    );
}

#[test]
fn codes_read_back_as_written_for_both_browsers() {
    for (side, sdp) in [
        (Side::Offer, CHROMIUM_OFFER),
        (Side::Answer, FIREFOX_ANSWER),
    ] {
        let signal = Signal::from_sdp(side, sdp).unwrap();
        let code = signal.encode();
        assert!(code
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
        assert_eq!(Signal::decode(side, &code), Ok(signal.clone()));
        assert_eq!(Signal::from_sdp(side, &signal.to_sdp()), Ok(signal));
    }
}

#[test]
fn a_code_is_short_enough_for_a_link_and_a_qr_code() {
    let offer = Signal::from_sdp(Side::Offer, CHROMIUM_OFFER).unwrap();
    let code = offer.encode();
    assert!(code.len() < 160, "{} characters: {code}", code.len());
    assert!(CHROMIUM_OFFER.len() > 5 * code.len());
}

#[test]
fn the_description_written_back_names_every_candidate_and_the_role() {
    let answer = Signal::from_sdp(Side::Answer, FIREFOX_ANSWER).unwrap();
    let sdp = answer.to_sdp();
    assert!(sdp.contains("a=candidate:0 1 udp 2122252543 192.168.1.20 40123 typ host\r\n"));
    assert!(sdp.contains("fe80::1c2b:3aff:fe4d:5e6f 40124 typ host"));
    assert!(!sdp.contains("40125"), "a second component is left out");
    assert!(sdp.contains("a=setup:active\r\n"));
    assert!(sdp.contains("a=mid:0\r\n"));
    assert!(sdp.starts_with("v=0\r\n"));
}

#[test]
fn a_description_without_credentials_or_fingerprint_is_refused() {
    let without = |line: &str| {
        CHROMIUM_OFFER
            .lines()
            .filter(|l| !l.starts_with(line))
            .collect::<Vec<_>>()
            .join("\n")
    };
    for (line, what) in [
        ("a=ice-ufrag", "ICE username"),
        ("a=ice-pwd", "ICE password"),
        ("a=fingerprint", "SHA-256 fingerprint"),
        ("a=setup", "DTLS role"),
    ] {
        assert_eq!(
            Signal::from_sdp(Side::Offer, &without(line)),
            Err(SignalError::Description(what))
        );
    }
}

#[test]
fn a_damaged_code_is_refused() {
    let code = Signal::from_sdp(Side::Offer, CHROMIUM_OFFER)
        .unwrap()
        .encode();
    assert_eq!(
        Signal::decode(Side::Offer, &code[..code.len() - 9]),
        Err(SignalError::Code(CodeError::Damaged))
    );
    assert_eq!(
        Signal::decode(Side::Offer, "AA"),
        Err(SignalError::Code(CodeError::Truncated))
    );
    assert_eq!(
        Signal::decode(Side::Offer, "abc!"),
        Err(SignalError::Code(CodeError::NotText('!')))
    );
    for at in 0..code.len() {
        let mut changed: Vec<char> = code.chars().collect();
        changed[at] = if changed[at] == 'A' { 'B' } else { 'A' };
        let changed: String = changed.into_iter().collect();
        assert!(
            Signal::decode(Side::Offer, &changed).is_err(),
            "a change at {at} is caught"
        );
    }
}

#[test]
fn an_offer_is_not_taken_for_an_answer() {
    let code = Signal::from_sdp(Side::Offer, CHROMIUM_OFFER)
        .unwrap()
        .encode();
    assert_eq!(
        Signal::decode(Side::Answer, &code),
        Err(SignalError::WrongSide)
    );
}

mod invitations {
    use super::*;
    use crate::engine::remote::invitation::{invited_game, Invitation};
    use serde::{Deserialize, Serialize};

    /// Options of a made-up game, with some text to deflate.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    struct Rules {
        rounds: u32,
        name: String,
    }

    fn invitation() -> Invitation<Rules> {
        Invitation {
            game: "take5".into(),
            options: Rules {
                rounds: 5,
                name: "to 66 cows".into(),
            },
            seat: 2,
            seats: 4,
            name: "Zoë".into(),
            offer: Signal::from_sdp(Side::Offer, CHROMIUM_OFFER).unwrap(),
        }
    }

    #[test]
    fn an_invitation_reads_back_as_written() {
        let code = invitation().encode();
        assert_eq!(invited_game(&code), Ok("take5".into()));
        assert_eq!(Invitation::decode("take5", &code), Ok(invitation()));
        assert!(code.len() < 220, "{} characters", code.len());
    }

    #[test]
    fn a_long_name_is_cut_on_a_characters_edge() {
        let mut long = invitation();
        long.name = "é".repeat(60);
        let read = Invitation::<Rules>::decode("take5", &long.encode()).unwrap();
        assert_eq!(read.name, "é".repeat(20));
    }

    #[test]
    fn an_invitation_to_another_game_or_damaged_is_refused() {
        let code = invitation().encode();
        assert_eq!(
            Invitation::<Rules>::decode("morris", &code),
            Err(SignalError::Code(CodeError::WrongGame("take5".into())))
        );
        assert_eq!(
            Invitation::<Rules>::decode("take5", &code[..40]),
            Err(SignalError::Code(CodeError::Damaged))
        );
        let mut other = invitation();
        other.seat = 4;
        assert_eq!(
            Invitation::<Rules>::decode("take5", &other.encode()),
            Err(SignalError::Code(CodeError::Damaged))
        );
        let answer = Signal::from_sdp(Side::Answer, FIREFOX_ANSWER).unwrap();
        assert_eq!(
            Invitation::<Rules>::decode("take5", &answer.encode()),
            Err(SignalError::WrongSide)
        );
    }
}
