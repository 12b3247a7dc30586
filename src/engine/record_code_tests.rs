//! The share code round-trips random records of every game and refuses
//! every kind of damage with its own error.

use super::*;
use crate::engine::fireworks::{Fireworks, FireworksOptions};
use crate::engine::morris::Morris;
use crate::engine::rng::Pcg32;
use crate::engine::take5::Take5;

/// A record of `G` played by random legal steps (a random seat among
/// those to act), with a forfeit now and then when `forfeits` is set, cut
/// at `max_steps`.
fn random_record<G: Game>(
    options: G::Options,
    seed: u64,
    max_steps: usize,
    forfeits: bool,
) -> GameRecord<G> {
    let mut rng = Pcg32::new(seed ^ 0x5eed);
    let mut record: GameRecord<G> = Record::new(G::ID, options, seed);
    let (mut state, _) = G::new(&record.options, seed);
    while !state.is_over() && record.steps.len() < max_steps {
        let to_act = state.to_act();
        let seat = to_act[rng.below(to_act.len() as u32) as usize];
        let step = if forfeits && rng.below(40) == 0 {
            Step::Forfeit {
                seat,
                reason: "sent “garbage” ✗".into(),
            }
        } else {
            let legal = state.legal_actions(seat);
            Step::Act {
                seat,
                action: legal[rng.below(legal.len() as u32) as usize].clone(),
            }
        };
        apply_step(&mut state, &step).expect("legal");
        record.steps.push(step);
    }
    record
}

/// The last event of `steps` record steps.
fn last(steps: usize) -> Moment {
    Moment { steps, event: None }
}

/// Round-trips random records of `G` at every kind of shown step and
/// returns the longest code of a game without forfeits.
fn round_trips<G: Game>(options: impl Fn(u64) -> G::Options) -> usize {
    let mut longest = 0;
    for seed in 0..40u64 {
        let record = random_record::<G>(options(seed), seed, usize::MAX, seed % 4 == 3);
        let half = record.steps.len() / 2;
        for shown in [
            last(0),
            last(half),
            Moment {
                steps: half,
                event: Some(seed as usize % 3),
            },
            last(record.steps.len()),
        ] {
            let code = encode::<G>(&record, shown);
            assert!(code
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
            let back = decode::<G>(&code).unwrap_or_else(|e| panic!("{} seed {seed}: {e}", G::ID));
            assert_eq!(
                back,
                SharedGame {
                    record: record.clone(),
                    shown
                }
            );
            if seed % 4 != 3 {
                longest = longest.max(code.len());
            }
        }
    }
    longest
}

#[test]
fn random_records_of_every_game_round_trip() {
    let take5 = round_trips::<Take5>(|_| Default::default());
    let morris = round_trips::<Morris>(|_| Default::default());
    let fireworks = round_trips::<Fireworks>(|seed| {
        if seed % 2 == 0 {
            FireworksOptions::default()
        } else {
            FireworksOptions::preset("standard").expect("a preset")
        }
    });
    eprintln!("longest random codes: take5 {take5}, morris {morris}, fireworks {fireworks}");
    // Random play makes long games: these bound what people's games need.
    assert!(take5 < 200, "take5 {take5}");
    assert!(morris < 200, "morris {morris}");
    assert!(fireworks < 300, "fireworks {fireworks}");
}

#[test]
fn a_six_nimmt_game_of_fifty_card_choices_fits_a_short_link() {
    let record = random_record::<Take5>(Default::default(), 7, 50, false);
    let link = format!("#/play/take5/g/{}", encode::<Take5>(&record, last(50)));
    assert!(link.len() < 100, "{} characters: {link}", link.len());
}

/// The raw bytes of a code.
fn bytes_of(code: &str) -> Vec<u8> {
    unbase64url(code).expect("a code")
}

/// A code of `bytes` with its check (the last two bytes) made right again.
fn resealed(mut bytes: Vec<u8>) -> String {
    let body = bytes.len() - 2;
    let check = checksum(&bytes[..body]);
    bytes[body..].copy_from_slice(&check.to_le_bytes());
    base64url(&bytes)
}

#[test]
fn every_damaged_code_is_refused_with_its_own_error() {
    let record = random_record::<Take5>(Default::default(), 11, 30, false);
    let code = encode::<Take5>(&record, last(12));
    let bytes = bytes_of(&code);

    // Every cut is refused, as cut short (or unreadable when it splits a
    // base64 group); none reads as a shorter game.
    for cut in 0..code.len() {
        let err = decode::<Take5>(&code[..cut]).expect_err("cut");
        assert!(
            matches!(err, CodeError::Truncated | CodeError::Damaged),
            "cut {cut}: {err:?}"
        );
    }
    // Every changed byte is refused.
    for at in 0..bytes.len() {
        for flip in [1u8, 0x80] {
            let mut changed = bytes.clone();
            changed[at] ^= flip;
            assert!(
                decode::<Take5>(&base64url(&changed)).is_err(),
                "byte {at} ^ {flip}"
            );
        }
    }
    // Random bytes and random text.
    let mut rng = Pcg32::new(99);
    for len in 0..60 {
        let random: Vec<u8> = (0..len).map(|_| rng.below(256) as u8).collect();
        let err = decode::<Take5>(&base64url(&random)).expect_err("random");
        assert!(
            matches!(err, CodeError::Truncated | CodeError::Damaged),
            "{len}: {err:?}"
        );
    }
    assert_eq!(decode::<Take5>("not a code!"), Err(CodeError::NotText(' ')));
    // Appended bytes.
    assert_eq!(
        decode::<Take5>(&format!("{code}AAAA")),
        Err(CodeError::Damaged)
    );

    // Well-sealed codes that are still wrong.
    let mut other_version = bytes.clone();
    other_version[0] = CODE_VERSION + 1;
    assert_eq!(
        decode::<Take5>(&resealed(other_version)),
        Err(CodeError::Version(CODE_VERSION + 1))
    );
    let morris = encode::<Morris>(
        &random_record::<Morris>(Default::default(), 1, 10, false),
        last(3),
    );
    assert_eq!(
        decode::<Take5>(&morris),
        Err(CodeError::WrongGame("morris".into()))
    );
}

/// A sealed take5 code of seed 5 built by hand: `count` steps, `shown`
/// (its last event), the choices' number, the extras and the options'
/// JSON.
fn hand_built(count: u64, shown: u64, number: &[u8], extras: &[u8], options: &[u8]) -> String {
    let mut out = vec![CODE_VERSION, 0];
    put_bytes(&mut out, b"take5");
    put_bytes(&mut out, options);
    out.extend_from_slice(&5u64.to_le_bytes());
    put_varint(&mut out, count);
    put_varint(&mut out, shown);
    put_varint(&mut out, 0);
    put_bytes(&mut out, number);
    out.extend_from_slice(extras);
    out[1] = (out.len() + 2) as u8;
    out.extend_from_slice(&[0, 0]);
    resealed(out)
}

#[test]
fn sealed_codes_with_impossible_content_are_refused() {
    let steps = |code: &str| decode::<Take5>(code).map(|g| g.record.steps.len());
    assert_eq!(steps(&hand_built(0, 0, &[], &[], b"")), Ok(0));
    // 30 < 41 choices at the first step (40 cards in hand and a forfeit).
    assert_eq!(steps(&hand_built(1, 1, &[30], &[], b"")), Ok(1));
    assert_eq!(
        steps(&hand_built(1, 2, &[30], &[], b"")),
        Err(CodeError::ShownPastEnd)
    );
    // A number with more in it than its steps use.
    assert_eq!(
        steps(&hand_built(1, 0, &[30, 7], &[], b"")),
        Err(CodeError::Damaged)
    );
    // A forfeit without its seat and reason; a forfeit of a seat that
    // does not exist.
    assert_eq!(
        steps(&hand_built(1, 0, &[], &[], b"")),
        Err(CodeError::Truncated)
    );
    assert_eq!(
        steps(&hand_built(1, 0, &[], &[9, 1, b'x'], b"")),
        Err(CodeError::Illegal {
            index: 0,
            reason: "there is no seat 9".into()
        })
    );
    assert!(matches!(
        steps(&hand_built(0, 0, &[], &[], b"{\"rounds\":\"x\"}")),
        Err(CodeError::Options(_))
    ));
}

#[test]
fn pinned_codes_keep_their_meaning() {
    // If a game's legal-action order or the layout changes, this fails:
    // bump CODE_VERSION then, keep reading the older codes, and pin the
    // new ones.
    let take5 = random_record::<Take5>(Default::default(), 2026, 12, false);
    let morris = random_record::<Morris>(Default::default(), 2026, 12, false);
    let fireworks = random_record::<Fireworks>(Default::default(), 2026, 12, false);
    let shown = Moment {
        steps: 12,
        event: Some(1),
    };
    let codes = [
        encode::<Take5>(&take5, shown),
        encode::<Morris>(&morris, shown),
        encode::<Fireworks>(&fireworks, shown),
    ];
    assert_eq!(codes, PINNED_V2);
    let read = |shared: Result<SharedGame<Take5>, CodeError>| shared.expect("reads");
    assert_eq!(read(decode::<Take5>(PINNED_V2[0])).shown, shown);
    // Links made before the shown event was counted (version 1) still
    // open the same games at the last event of their shown step.
    let old = read(decode::<Take5>(PINNED_V1[0]));
    assert_eq!((old.record, old.shown), (take5, last(12)));
    let old = decode::<Morris>(PINNED_V1[1]).expect("reads");
    assert_eq!((old.record, old.shown), (morris, last(12)));
    let old = decode::<Fireworks>(PINNED_V1[2]).expect("reads");
    assert_eq!((old.record, old.shown), (fireworks, last(12)));
}

/// The codes of 12 random steps of each game from seed 2026, showing the
/// second event of step 12.
const PINNED_V2: [&str; 3] = [
    "Ah4FdGFrZTUA6gcAAAAAAAAMDAIHqdJhzGIkAaiY",
    "Ah8GbW9ycmlzAOoHAAAAAAAADAwCB4kVFxvdcxMsaQ",
    "AiIJZmlyZXdvcmtzAOoHAAAAAAAADAwCB5YJUfiPEjsjIg",
];

/// Version 1 codes of the same games, showing step 12, as links made by
/// the builds before version 2 wrote them.
const PINNED_V1: [&str; 3] = [
    "AR0FdGFrZTUA6gcAAAAAAAAMDAep0mHMYiQBJaE",
    "AR4GbW9ycmlzAOoHAAAAAAAADAwHiRUXG91zE1Rd",
    "ASEJZmlyZXdvcmtzAOoHAAAAAAAADAwHlglR-I8SOx-7",
];
