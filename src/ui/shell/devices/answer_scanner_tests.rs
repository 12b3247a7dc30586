//! The scanner's reading: a guest's answer drawn as the guest's page draws
//! it (qrcodegen, low error correction), seen by a camera (scaled, turned,
//! grey, noisy, on a busy background) and read back by the same function
//! the host's page calls on every frame.

use qrcodegen::{QrCode, QrCodeEcc};

use super::answer_scanner::{codes_in, reading_size, CameraError, Frame, Reader, MAX_SIDE};
use crate::engine::remote::signal::{Side, Signal};

/// An answer as Chromium writes it for one data channel (an mDNS host
/// candidate), as the guest's page would code it.
fn answer_code() -> String {
    let sdp = "v=0\r
o=- 7001 2 IN IP4 127.0.0.1\r
s=-\r
t=0 0\r
a=group:BUNDLE 0\r
a=msid-semantic: WMS\r
m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 0.0.0.0\r
a=candidate:1 1 udp 2113937151 3d1c6a4e-1b2d-4c5e-9f70-0a1b2c3d4e5f.local 50123 typ host generation 0 network-cost 999\r
a=ice-ufrag:Ab3d\r
a=ice-pwd:q8Wz0vGQ1mPqR5sT7uVwXyZa\r
a=ice-options:trickle\r
a=fingerprint:sha-256 9E:A1:0E:9B:33:47:12:FF:00:8D:6E:2A:B4:C9:71:3F:90:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:01\r
a=setup:active\r
a=mid:0\r
a=sctp-port:5000\r
a=max-message-size:262144\r
";
    Signal::from_sdp(Side::Answer, sdp).unwrap().encode()
}

/// A little random generator (xorshift), so the noise is the same on
/// every run.
struct Noise(u64);

impl Noise {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A value in `-spread..=spread`.
    fn around(&mut self, spread: i32) -> i32 {
        (self.next() % (2 * spread as u64 + 1)) as i32 - spread
    }
}

/// How the camera sees the code.
struct Shot {
    width: usize,
    height: usize,
    /// Pixels per module.
    module: f64,
    /// The turn, in degrees.
    turn: f64,
    /// The code's centre, as a share of the frame.
    centre: (f64, f64),
    /// Grey of a dark module and of a light one.
    dark: i32,
    light: i32,
    /// Noise added to every pixel, either way.
    noise: i32,
}

/// `text`'s QR code (with its four modules of quiet zone, white as the
/// guest's page draws it) as the camera sees it in `shot`, on a background
/// of grey stripes.
fn photograph(text: &str, shot: &Shot, noise: &mut Noise) -> Frame {
    let code = QrCode::encode_text(text, QrCodeEcc::Low).unwrap();
    let side = f64::from(code.size() + 8);
    let (sin, cos) = shot.turn.to_radians().sin_cos();
    let (cx, cy) = (
        shot.centre.0 * shot.width as f64,
        shot.centre.1 * shot.height as f64,
    );
    let mut luma = Vec::with_capacity(shot.width * shot.height);
    for y in 0..shot.height {
        for x in 0..shot.width {
            // Back from the frame to the code's modules.
            let (dx, dy) = (x as f64 + 0.5 - cx, y as f64 + 0.5 - cy);
            let u = (cos * dx + sin * dy) / shot.module + side / 2.0;
            let v = (-sin * dx + cos * dy) / shot.module + side / 2.0;
            let grey = if (0.0..side).contains(&u) && (0.0..side).contains(&v) {
                let dark = code.get_module(u as i32 - 4, v as i32 - 4);
                if dark {
                    shot.dark
                } else {
                    shot.light
                }
            } else if (x / 23 + y / 31) % 2 == 0 {
                90
            } else {
                150
            };
            luma.push((grey + noise.around(shot.noise)).clamp(0, 255) as u8);
        }
    }
    Frame {
        width: shot.width,
        height: shot.height,
        luma,
    }
}

#[test]
fn an_answer_seen_by_a_camera_reads_back_as_the_guest_wrote_it() {
    let answer = answer_code();
    assert!(answer.len() > 100, "a real answer's length");
    let mut noise = Noise(0x9e37_79b9_7f4a_7c15);
    let shots = [
        // Straight, large, clean.
        Shot {
            width: 640,
            height: 480,
            module: 5.0,
            turn: 0.0,
            centre: (0.5, 0.5),
            dark: 0,
            light: 255,
            noise: 0,
        },
        // Small (3.2 pixels a module), off centre, grey and noisy.
        Shot {
            width: 640,
            height: 480,
            module: 3.2,
            turn: 0.0,
            centre: (0.35, 0.55),
            dark: 60,
            light: 190,
            noise: 25,
        },
        // Turned a little, as held by hand.
        Shot {
            width: 480,
            height: 640,
            module: 4.3,
            turn: 12.0,
            centre: (0.5, 0.45),
            dark: 40,
            light: 210,
            noise: 15,
        },
        // Upside down.
        Shot {
            width: 640,
            height: 360,
            module: 3.6,
            turn: 180.0,
            centre: (0.6, 0.5),
            dark: 30,
            light: 220,
            noise: 10,
        },
    ];
    for (i, shot) in shots.iter().enumerate() {
        let frame = photograph(&answer, shot, &mut noise);
        assert_eq!(codes_in(&frame), vec![answer.clone()], "shot {i}");
    }
    assert!(Signal::decode(Side::Answer, &answer).is_ok());
}

#[test]
fn a_frame_without_a_code_reads_nothing() {
    let mut noise = Noise(7);
    let luma = (0..320 * 240)
        .map(|_| (100 + noise.around(60)) as u8)
        .collect();
    let frame = Frame {
        width: 320,
        height: 240,
        luma,
    };
    assert!(codes_in(&frame).is_empty());
    // Nor does a frame whose pixels do not match its size, or an empty one.
    let short = Frame {
        width: 10,
        height: 10,
        luma: vec![0; 99],
    };
    assert!(codes_in(&short).is_empty());
    assert!(codes_in(&Frame {
        width: 0,
        height: 0,
        luma: Vec::new()
    })
    .is_empty());
}

#[test]
fn rgba_pixels_become_their_luminance() {
    let rgba = [
        0, 0, 0, 255, // black
        255, 255, 255, 255, // white
        255, 0, 0, 255, // red
        0, 255, 0, 0, // green, even transparent
    ];
    let frame = Frame::from_rgba(2, 2, &rgba).unwrap();
    assert_eq!(frame.luma, vec![0, 255, 76, 149]);
    assert_eq!((frame.width, frame.height), (2, 2));
    assert_eq!(Frame::from_rgba(3, 2, &rgba), None, "too few pixels");
    assert_eq!(
        Frame::from_rgba(usize::MAX, 2, &rgba),
        None,
        "a size that overflows"
    );
}

#[test]
fn a_video_is_read_at_most_at_the_reading_size_keeping_its_shape() {
    assert_eq!(reading_size(0, 480), None, "no picture yet");
    assert_eq!(reading_size(640, 480), Some((640, 480)));
    assert_eq!(reading_size(320, 240), Some((320, 240)), "never enlarged");
    assert_eq!(reading_size(1280, 720), Some((MAX_SIDE, 360)));
    assert_eq!(reading_size(1080, 1920), Some((360, MAX_SIDE)));
    assert_eq!(
        reading_size(4000, 1),
        Some((MAX_SIDE, 1)),
        "a side never shrinks to nothing"
    );
}

#[test]
fn each_text_is_handed_on_once() {
    let mut reader = Reader::default();
    assert_eq!(reader.next(Vec::new()), None);
    assert_eq!(reader.next(vec![" wrong\n".into()]), Some("wrong".into()));
    // The same code still in view: nothing new.
    assert_eq!(reader.next(vec!["wrong".into()]), None);
    assert_eq!(
        reader.next(vec!["  ".into()]),
        None,
        "a blank code is nothing"
    );
    // Two codes in view, one new.
    assert_eq!(
        reader.next(vec!["wrong".into(), "right".into()]),
        Some("right".into())
    );
}

#[test]
fn the_browsers_errors_are_said_in_words() {
    assert_eq!(
        CameraError::from_name("NotAllowedError"),
        CameraError::Denied
    );
    assert_eq!(CameraError::from_name("SecurityError"), CameraError::Denied);
    assert_eq!(
        CameraError::from_name("NotFoundError"),
        CameraError::NoCamera
    );
    assert_eq!(
        CameraError::from_name("OverconstrainedError"),
        CameraError::NoCamera
    );
    assert_eq!(
        CameraError::from_name("NotReadableError"),
        CameraError::Busy
    );
    assert_eq!(CameraError::from_name("TypeError"), CameraError::Other);
    let words: Vec<String> = [
        CameraError::Denied,
        CameraError::NoCamera,
        CameraError::Busy,
        CameraError::Other,
    ]
    .into_iter()
    .map(CameraError::words)
    .collect();
    assert!(words[0].contains("allow"), "{}", words[0]);
    assert!(
        words.iter().all(|w| !w.contains("Error")),
        "never the browser's own name"
    );
    let mut unique = words.clone();
    unique.dedup();
    assert_eq!(unique.len(), 4, "each its own sentence");
}
