//! The decoders of share codes and lesson codes, fed at least 1,000,000
//! random and mutated inputs over the three games: none may panic, and
//! every refusal is a typed error ([`CodeError`], [`StudyError`]) whose
//! message says something. The corpus is every built-in lesson as a
//! studio lesson and as a share code of its game; the mutations cut, flip,
//! insert and replace characters of the codes, and also change the bytes
//! under a fresh check (so the readers behind the check are reached), and
//! random text and random bytes make up the rest.
//!
//! `PARLOUR_FUZZ_INPUTS` sets the number of inputs (default 1,000,000);
//! the count and the time are printed (docs/performance.md, "Share links, lesson links and their readers").

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Instant;

use parlour::engine::fireworks::Fireworks;
use parlour::engine::lesson::{HasLessons, LessonStart};
use parlour::engine::morris::Morris;
use parlour::engine::record_code::{decode, encode};
use parlour::engine::rng::Pcg32;
use parlour::engine::session::Moment;
use parlour::engine::study::code::{decode_study, encode_study, unwrap_body, wrap_body};
use parlour::engine::study::model::Study;
use parlour::engine::study::setup::Studio;
use parlour::engine::take5::Take5;

const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The corpus of one game: its lessons' codes and share codes.
fn corpus<G: Studio + HasLessons>() -> Vec<(bool, String)> {
    let mut codes = Vec::new();
    for lesson in G::lessons() {
        let study = Study::from_lesson(&lesson);
        codes.push((true, encode_study(&study)));
        let record = LessonStart::of(&lesson).record;
        let shown = Moment {
            steps: record.steps.len() / 2,
            event: None,
        };
        codes.push((false, encode::<G>(&record, shown)));
    }
    codes
}

/// One input made from `seed` (a code of the corpus, mutated; or random
/// text).
fn input(rng: &mut Pcg32, seed: &str) -> String {
    let mut text: Vec<u8> = seed.as_bytes().to_vec();
    match rng.below(10) {
        0 => {
            let n = rng.index(200);
            return (0..n).map(|_| ALPHABET[rng.index(64)] as char).collect();
        }
        1 => {
            let n = rng.index(80);
            return (0..n)
                .map(|_| char::from_u32(rng.below(0x3000)).unwrap_or('?'))
                .collect();
        }
        2 => text.truncate(rng.index(text.len() + 1)),
        3..=6 => {
            for _ in 0..1 + rng.index(3) {
                let at = rng.index(text.len().max(1));
                if at < text.len() {
                    text[at] = ALPHABET[rng.index(64)];
                }
            }
        }
        7 => {
            let at = rng.index(text.len() + 1);
            text.insert(at, ALPHABET[rng.index(64)]);
        }
        8 => return rewrap(rng, seed),
        _ => return rewrap_body(rng, seed),
    }
    String::from_utf8(text).expect("ASCII")
}

/// `code` with bytes changed under a fresh length and check, so the
/// decoders get past the check and read the changed body.
fn rewrap(rng: &mut Pcg32, code: &str) -> String {
    let mut bytes = parlour::engine::study::fuzzing::unbase64url(code);
    if bytes.len() < 4 {
        return code.to_owned();
    }
    let body = bytes.len() - 2;
    for _ in 0..1 + rng.index(4) {
        let at = 2 + rng.index(body - 2);
        bytes[at] = rng.below(256) as u8;
    }
    parlour::engine::study::fuzzing::recheck(&mut bytes);
    parlour::engine::study::fuzzing::base64url(&bytes)
}

/// A lesson `code` whose inflated body is changed (bytes replaced, cut
/// or inserted) and wrapped again, so the body's reader and the checks
/// read it; a share code is changed as [`rewrap`] does.
fn rewrap_body(rng: &mut Pcg32, code: &str) -> String {
    let Some(mut body) = unwrap_body(code) else {
        return rewrap(rng, code);
    };
    match rng.below(3) {
        0 => body.truncate(rng.index(body.len() + 1)),
        1 => {
            let at = rng.index(body.len() + 1);
            body.insert(at, rng.below(256) as u8);
        }
        _ => {
            for _ in 0..1 + rng.index(3) {
                let at = rng.index(body.len().max(1));
                if at < body.len() {
                    body[at] = if rng.below(2) == 0 {
                        rng.below(256) as u8
                    } else {
                        body[at].wrapping_add(1)
                    };
                }
            }
        }
    }
    wrap_body(&body)
}

/// Feeds `count` inputs to both decoders of `G`; panics with the input
/// that made a decoder panic or give an empty message.
fn feed<G: Studio + HasLessons>(count: usize, seed: u64) -> (usize, usize) {
    let corpus = corpus::<G>();
    let mut rng = Pcg32::new(seed);
    let (mut accepted, mut refused) = (0, 0);
    for _ in 0..count {
        let (lesson, base) = &corpus[rng.index(corpus.len())];
        let text = input(&mut rng, base);
        let result = catch_unwind(AssertUnwindSafe(|| {
            if *lesson {
                decode_study::<G>(&text)
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            } else {
                decode::<G>(&text).map(|_| ()).map_err(|e| e.to_string())
            }
        }));
        match result {
            Ok(Ok(())) => accepted += 1,
            Ok(Err(message)) => {
                assert!(!message.trim().is_empty(), "an empty refusal of {text:?}");
                refused += 1;
            }
            Err(_) => panic!("{} decoder panicked on {text:?}", G::ID),
        }
    }
    (accepted, refused)
}

#[test]
fn a_million_random_and_mutated_codes_never_panic() {
    let total: usize = std::env::var("PARLOUR_FUZZ_INPUTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1_000_000);
    let each = total.div_ceil(3);
    let start = Instant::now();
    std::panic::set_hook(Box::new(|_| {}));
    let results = std::thread::scope(|scope| {
        let take5 = scope.spawn(|| feed::<Take5>(each, 1));
        let morris = scope.spawn(|| feed::<Morris>(each, 2));
        let fireworks = feed::<Fireworks>(each, 3);
        [take5.join().unwrap(), morris.join().unwrap(), fireworks]
    });
    let _ = std::panic::take_hook();
    let accepted: usize = results.iter().map(|r| r.0).sum();
    let refused: usize = results.iter().map(|r| r.1).sum();
    assert_eq!(accepted + refused, each * 3);
    assert!(refused > accepted, "most mutated inputs are refused");
    eprintln!(
        "decoder fuzz: {} inputs ({accepted} read, {refused} refused with a typed error) in {:.1} s",
        each * 3,
        start.elapsed().as_secs_f64()
    );
}
