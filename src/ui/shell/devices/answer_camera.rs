//! The host's camera for a guest's answer (wasm, in the table modules
//! only): `Scan answer from <seat>`, shown where the browser can give a
//! page its camera, asks for the camera then and only then; the live
//! video shows in a small region with `Stop`, and every [`FRAME_MS`] a
//! frame is drawn to a canvas, made grey and read (`answer_scanner`).
//! Each new text read is handed to the host's panel, which says whether it
//! took it as the seat's answer: then the camera stops and the region
//! closes. The camera also stops on `Stop` and when the panel goes away.

#![cfg(target_arch = "wasm32")]

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_timers::future::TimeoutFuture;
use js_sys::Reflect;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    CanvasRenderingContext2d, ContextAttributes2d, HtmlCanvasElement, HtmlVideoElement,
    MediaStream, MediaStreamConstraints, MediaStreamTrack, MediaTrackConstraints,
};
use yew::prelude::*;

use crate::text::t;
use crate::ui::components::{button, ButtonKind};

use super::answer_scanner::{codes_in, reading_size, CameraError, Frame, Reader};

/// How often a frame of the video is read, in milliseconds.
pub const FRAME_MS: u32 = 200;

/// Whether this browser can give the page a camera: a secure context with
/// `navigator.mediaDevices.getUserMedia`. Asks nothing of the person.
pub fn camera_available() -> bool {
    let window = gloo::utils::window();
    if !window.is_secure_context() {
        return false;
    }
    Reflect::get(&window.navigator(), &JsValue::from_str("mediaDevices"))
        .ok()
        .filter(|devices| devices.is_object())
        .and_then(|devices| Reflect::get(&devices, &JsValue::from_str("getUserMedia")).ok())
        .is_some_and(|get| get.is_function())
}

/// The camera while it is on; dropping it stops its tracks (the browser's
/// camera light goes off).
struct Camera {
    stream: MediaStream,
}

impl Camera {
    /// Asks the browser for a camera, the one facing away from the person
    /// where there is a choice.
    async fn open() -> Result<Camera, CameraError> {
        let devices = gloo::utils::window()
            .navigator()
            .media_devices()
            .map_err(|_| CameraError::NoCamera)?;
        let video = MediaTrackConstraints::new();
        video.set_facing_mode_str("environment");
        let constraints = MediaStreamConstraints::new();
        constraints.set_audio_bool(false);
        constraints.set_video_media_track_constraints(&video);
        let asked = devices
            .get_user_media_with_constraints(&constraints)
            .map_err(|error| why(&error))?;
        let stream = JsFuture::from(asked).await.map_err(|error| why(&error))?;
        Ok(Camera {
            stream: stream.unchecked_into(),
        })
    }
}

impl Drop for Camera {
    fn drop(&mut self) {
        for track in self.stream.get_tracks() {
            if let Ok(track) = track.dyn_into::<MediaStreamTrack>() {
                track.stop();
            }
        }
    }
}

/// Why the browser refused, from its error's name.
fn why(error: &JsValue) -> CameraError {
    let name = Reflect::get(error, &JsValue::from_str("name"))
        .ok()
        .and_then(|name| name.as_string())
        .unwrap_or_default();
    CameraError::from_name(&name)
}

/// A canvas of its own for reading the video's frames.
fn reading_canvas() -> Option<(HtmlCanvasElement, CanvasRenderingContext2d)> {
    let canvas: HtmlCanvasElement = gloo::utils::document()
        .create_element("canvas")
        .ok()?
        .dyn_into()
        .ok()?;
    let options = ContextAttributes2d::new();
    options.set_will_read_frequently(true);
    let context = canvas
        .get_context_with_context_options("2d", &options)
        .ok()??
        .dyn_into()
        .ok()?;
    Some((canvas, context))
}

/// The video's picture now, in grey, at the reading size; none before it
/// has one.
fn grab(
    video: &HtmlVideoElement,
    canvas: &HtmlCanvasElement,
    context: &CanvasRenderingContext2d,
) -> Option<Frame> {
    // HAVE_CURRENT_DATA: a picture to draw.
    if video.ready_state() < 2 {
        return None;
    }
    let (width, height) = reading_size(video.video_width(), video.video_height())?;
    if canvas.width() != width || canvas.height() != height {
        canvas.set_width(width);
        canvas.set_height(height);
    }
    let (w, h) = (f64::from(width), f64::from(height));
    context
        .draw_image_with_html_video_element_and_dw_and_dh(video, 0.0, 0.0, w, h)
        .ok()?;
    let image = context.get_image_data(0.0, 0.0, w, h).ok()?;
    Frame::from_rgba(width as usize, height as usize, &image.data())
}

/// Where the scanner stands.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Phase {
    /// The camera is off: the `Scan` button shows.
    Off,
    /// The camera is on, or being asked for: the video shows.
    On,
}

/// Properties of [`AnswerCamera`].
#[derive(Properties, PartialEq)]
pub struct AnswerCameraProps {
    /// The seat's name (`Scan answer from Ben`).
    pub name: AttrValue,
    /// Each new text read; returns whether the host took it as the seat's
    /// answer (then the camera stops).
    pub on_text: Callback<String, bool>,
}

/// `Scan answer from <seat>` and, once pressed, the camera reading the
/// guest's answer; nothing where the browser has no camera for pages.
#[function_component(AnswerCamera)]
pub fn answer_camera(props: &AnswerCameraProps) -> Html {
    let phase = use_state(|| Phase::Off);
    let error = use_state(|| None::<String>);
    let video = use_node_ref();
    // The camera while on, and the number of the current scan: a scan whose
    // number is no longer current ends (its camera, if it comes late, is
    // stopped at once).
    let camera: Rc<RefCell<Option<Camera>>> = use_mut_ref(|| None);
    let scan: Rc<Cell<u32>> = (*use_state(|| Rc::new(Cell::new(0)))).clone();
    // The panel's handler as it is now (a scan outlives the render that
    // started it).
    let on_text = use_mut_ref(|| props.on_text.clone());
    *on_text.borrow_mut() = props.on_text.clone();

    let stop = {
        let (phase, camera, scan) = (phase.clone(), camera.clone(), scan.clone());
        Callback::from(move |()| {
            scan.set(scan.get() + 1);
            camera.borrow_mut().take();
            phase.set(Phase::Off);
        })
    };

    // The panel goes away: the camera stops.
    use_effect_with((), {
        let (camera, scan) = (camera.clone(), scan.clone());
        move |_| {
            move || {
                scan.set(scan.get() + 1);
                camera.borrow_mut().take();
            }
        }
    });

    let start = {
        let (phase, error, video, camera, scan) = (
            phase.clone(),
            error.clone(),
            video.clone(),
            camera.clone(),
            scan.clone(),
        );
        let (on_text, stop) = (on_text.clone(), stop.clone());
        Callback::from(move |()| {
            scan.set(scan.get() + 1);
            let this = scan.get();
            phase.set(Phase::On);
            error.set(None);
            let (phase, error, video, camera, scan) = (
                phase.clone(),
                error.clone(),
                video.clone(),
                camera.clone(),
                scan.clone(),
            );
            let (on_text, stop) = (on_text.clone(), stop.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let opened = Camera::open().await;
                if scan.get() != this {
                    return;
                }
                let on = match opened {
                    Ok(on) => on,
                    Err(why) => {
                        phase.set(Phase::Off);
                        error.set(Some(why.words()));
                        return;
                    }
                };
                let (Some(element), Some((canvas, context))) =
                    (video.cast::<HtmlVideoElement>(), reading_canvas())
                else {
                    stop.emit(());
                    error.set(Some(CameraError::Other.words()));
                    return;
                };
                element.set_muted(true);
                element.set_src_object(Some(&on.stream));
                // Kept before anything is awaited again: a `Stop` from now
                // on finds it.
                *camera.borrow_mut() = Some(on);
                if let Ok(playing) = element.play() {
                    // A refusal to play shows as no picture: nothing to say.
                    let _ = JsFuture::from(playing).await;
                }
                let mut reader = Reader::default();
                while scan.get() == this {
                    let read =
                        grab(&element, &canvas, &context).and_then(|f| reader.next(codes_in(&f)));
                    let handler = on_text.borrow().clone();
                    if read.is_some_and(|text| handler.emit(text)) {
                        stop.emit(());
                        break;
                    }
                    TimeoutFuture::new(FRAME_MS).await;
                }
            });
        })
    };

    // `Stop` pressed: the focus goes back to `Scan answer from …` once it
    // is drawn again (a keyboard user stays where they were).
    let wrapper = use_node_ref();
    let refocus = use_mut_ref(|| false);
    let stop_pressed = {
        let (stop, refocus) = (stop.clone(), refocus.clone());
        Callback::from(move |()| {
            *refocus.borrow_mut() = true;
            stop.emit(());
        })
    };
    {
        let (wrapper, refocus, off) = (wrapper.clone(), refocus.clone(), *phase == Phase::Off);
        use_effect(move || {
            if off && std::mem::take(&mut *refocus.borrow_mut()) {
                let scan_button = wrapper
                    .cast::<web_sys::Element>()
                    .and_then(|w| w.query_selector("button").ok().flatten())
                    .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok());
                if let Some(scan_button) = scan_button {
                    let _ = scan_button.focus();
                }
            }
        });
    }

    if !camera_available() {
        return Html::default();
    }
    let name = props.name.to_string();
    html! {
        <div class="answer-camera" ref={wrapper}>
            if *phase == Phase::Off {
                { button(ButtonKind::Secondary, t::remote_scan(name.clone()), None, false, start) }
            } else {
                <div class="answer-camera-view" role="region" aria-label={t::remote_camera_for(name.clone()).to_string()}>
                    <video ref={video} muted=true autoplay=true playsinline=true></video>
                    <p>{ t::remote_camera_help().to_string() }</p>
                    { button(ButtonKind::Secondary, t::remote_camera_stop(), None, false, stop_pressed) }
                </div>
            }
            if let Some(error) = &*error {
                <p class="notice" role="alert">{ error.clone() }</p>
            }
        </div>
    }
}
