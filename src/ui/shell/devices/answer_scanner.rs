//! Reading a guest's answer with the host's camera, the part that needs no
//! browser: a frame of the video as grayscale ([`Frame`]), the QR codes
//! found in it ([`codes_in`], quircs), which texts are new ([`Reader`]),
//! the size a frame is read at ([`reading_size`]) and, from the name of the
//! browser's error, why the camera could not be opened ([`CameraError`]).
//! The camera itself and its panel are `answer_camera` (wasm).

use crate::text::t;

/// The longest side, in pixels, a video frame is read at: a QR code that
/// fills a third of a 640-pixel frame still has 3 pixels per module, and
/// quirc reads such a frame in a few milliseconds.
pub const MAX_SIDE: u32 = 640;

/// One picture from the camera in grayscale: `width × height` luminance
/// bytes, row by row (0 black, 255 white).
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// Pixels per row.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// The pixels' luminance, row by row.
    pub luma: Vec<u8>,
}

impl Frame {
    /// The frame of `width × height` RGBA pixels (a canvas's image data),
    /// each pixel's luminance by the BT.601 weights; none if `rgba` is not
    /// that many pixels.
    pub fn from_rgba(width: usize, height: usize, rgba: &[u8]) -> Option<Frame> {
        if width.checked_mul(height)?.checked_mul(4)? != rgba.len() {
            return None;
        }
        let luma = rgba
            .chunks_exact(4)
            .map(|p| {
                let sum = 299 * u32::from(p[0]) + 587 * u32::from(p[1]) + 114 * u32::from(p[2]);
                (sum / 1000) as u8
            })
            .collect();
        Some(Frame {
            width,
            height,
            luma,
        })
    }
}

/// The texts of the QR codes found in `frame`, in the order found; a code
/// quirc finds but cannot read, or whose bytes are not UTF-8, is left out.
pub fn codes_in(frame: &Frame) -> Vec<String> {
    if frame.width == 0 || frame.height == 0 || frame.luma.len() != frame.width * frame.height {
        return Vec::new();
    }
    let mut quirc = quircs::Quirc::default();
    quirc
        .identify(frame.width, frame.height, &frame.luma)
        .filter_map(|code| code.ok()?.decode().ok())
        .filter_map(|data| String::from_utf8(data.payload).ok())
        .collect()
}

/// The size a `width × height` video is drawn at to be read: the same
/// shape, its longest side at most [`MAX_SIDE`]; none before the video
/// has a size.
pub fn reading_size(width: u32, height: u32) -> Option<(u32, u32)> {
    if width == 0 || height == 0 {
        return None;
    }
    let longest = width.max(height);
    if longest <= MAX_SIDE {
        return Some((width, height));
    }
    let scale =
        |side: u32| ((u64::from(side) * u64::from(MAX_SIDE)) / u64::from(longest)).max(1) as u32;
    Some((scale(width), scale(height)))
}

/// What the scanner has read so far: each text is handed on once, so a
/// wrong code held in front of the camera is refused once, not five times
/// a second.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Reader {
    /// Every text handed on.
    seen: Vec<String>,
}

impl Reader {
    /// The first of `texts` (a frame's codes, see [`codes_in`]) not handed
    /// on before, trimmed, and now remembered.
    pub fn next(&mut self, texts: Vec<String>) -> Option<String> {
        let text = texts
            .into_iter()
            .map(|text| text.trim().to_owned())
            .find(|text| !text.is_empty() && !self.seen.contains(text))?;
        self.seen.push(text.clone());
        Some(text)
    }
}

/// Why the camera could not be opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CameraError {
    /// The person or the browser refused the camera to the page.
    Denied,
    /// The device has no camera.
    NoCamera,
    /// The camera is in use elsewhere, or would not start.
    Busy,
    /// Anything else the browser said.
    Other,
}

impl CameraError {
    /// The error `getUserMedia` rejected with, by its `name`
    /// (a `DOMException`'s).
    pub fn from_name(name: &str) -> CameraError {
        match name {
            "NotAllowedError" | "SecurityError" | "PermissionDeniedError" => CameraError::Denied,
            "NotFoundError" | "OverconstrainedError" | "DevicesNotFoundError" => {
                CameraError::NoCamera
            }
            "NotReadableError" | "AbortError" | "TrackStartError" => CameraError::Busy,
            _ => CameraError::Other,
        }
    }

    /// What the host's panel says, in the person's language.
    pub fn words(self) -> String {
        match self {
            CameraError::Denied => t::remote_camera_denied(),
            CameraError::NoCamera => t::remote_camera_none(),
            CameraError::Busy => t::remote_camera_busy(),
            CameraError::Other => t::remote_camera_failed(),
        }
        .to_string()
    }
}
