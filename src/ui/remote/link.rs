//! One WebRTC data channel between the host's page and a guest's, opened
//! by the two codes of `engine::remote::signal`: the host makes an offer
//! ([`Link::offer`]), the guest answers it ([`Link::answer`]), the host
//! takes the answer ([`Link::accept`]). Candidates are gathered before a
//! code is written, so one code each way is enough; with no STUN server
//! only the devices' own addresses (their mDNS names) are offered, and no
//! request leaves the network.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::future::TimeoutFuture;
use js_sys::Array;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcDataChannelState,
    RtcIceGatheringState, RtcIceServer, RtcPeerConnection, RtcSdpType, RtcSessionDescriptionInit,
};

use crate::engine::remote::signal::{Side, Signal, SignalError};
use crate::text::t;

/// How long candidates are gathered before a code is written with those
/// found (a STUN server that does not answer must not hold the code).
const GATHERING_MS: u32 = 4_000;

/// How often the gathering is looked at.
const POLL_MS: u32 = 25;

/// Why a link could not be made.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkError {
    /// The other side's code could not be read.
    Code(SignalError),
    /// The browser refused (its own words).
    Browser(String),
}

impl From<SignalError> for LinkError {
    fn from(error: SignalError) -> Self {
        LinkError::Code(error)
    }
}

/// Why a connection could not be prepared, in the person's language: a
/// browser with no WebRTC says so; otherwise the reason, in the browser's
/// words or the code's.
pub fn failure_words(error: &LinkError) -> String {
    let has_webrtc =
        js_sys::Reflect::has(&js_sys::global(), &JsValue::from_str("RTCPeerConnection"))
            .unwrap_or(false);
    match error {
        _ if !has_webrtc => t::remote_no_webrtc(),
        LinkError::Code(error) => t::remote_link_failed(error.to_string()),
        LinkError::Browser(reason) => t::remote_link_failed(reason.clone()),
    }
    .to_string()
}

/// The browser's error as text.
fn browser(error: JsValue) -> LinkError {
    LinkError::Browser(
        error
            .dyn_ref::<js_sys::Error>()
            .map(|e| String::from(e.message()))
            .or_else(|| error.as_string())
            .unwrap_or_else(|| format!("{error:?}")),
    )
}

/// A handler handed to the browser.
type Handler = Closure<dyn FnMut(JsValue)>;

/// A connection to one other device and its one data channel.
pub struct Link {
    peer: RtcPeerConnection,
    channel: RtcDataChannel,
    /// The handlers handed to the browser, kept as long as the link.
    handlers: RefCell<Vec<Handler>>,
}

impl Link {
    /// The host's side: a new link and its offer's code.
    pub async fn offer(stun: Option<&str>) -> Result<(Link, String), LinkError> {
        let link = Link::new(stun)?;
        let offer = JsFuture::from(link.peer.create_offer())
            .await
            .map_err(browser)?;
        link.set_local(offer).await?;
        let code = link.local_signal(Side::Offer).await?.encode();
        Ok((link, code))
    }

    /// The guest's side: a link that answers the host's offer `offer`, and
    /// its answer's code.
    pub async fn answer(stun: Option<&str>, offer: &Signal) -> Result<(Link, String), LinkError> {
        let link = Link::new(stun)?;
        link.set_remote(RtcSdpType::Offer, offer).await?;
        let answer = JsFuture::from(link.peer.create_answer())
            .await
            .map_err(browser)?;
        link.set_local(answer).await?;
        let code = link.local_signal(Side::Answer).await?.encode();
        Ok((link, code))
    }

    /// The host takes the guest's answer `code`; the channel opens soon
    /// after ([`Link::on_open`]).
    pub async fn accept(&self, code: &str) -> Result<(), LinkError> {
        let answer = Signal::decode(Side::Answer, code)?;
        self.set_remote(RtcSdpType::Answer, &answer).await
    }

    /// Calls `open` once the channel is open (at once if it is).
    pub fn on_open(&self, open: impl FnMut() + 'static) {
        let open = Rc::new(RefCell::new(open));
        if self.is_open() {
            (open.borrow_mut())();
            return;
        }
        let handler = Handler::new(move |_| (open.borrow_mut())());
        self.keep(handler, RtcDataChannel::set_onopen);
    }

    /// Calls `message` with every text the other side sends.
    pub fn on_message(&self, mut message: impl FnMut(String) + 'static) {
        let handler = Handler::new(move |event: JsValue| {
            if let Some(text) = event
                .dyn_ref::<MessageEvent>()
                .and_then(|e| e.data().as_string())
            {
                message(text);
            }
        });
        self.keep(handler, RtcDataChannel::set_onmessage);
    }

    /// Calls `closed` when the channel closes (the other device left).
    pub fn on_close(&self, mut closed: impl FnMut() + 'static) {
        self.keep(Handler::new(move |_| closed()), RtcDataChannel::set_onclose);
    }

    /// Hands `handler` to the channel with `set` (one of its `set_on…`)
    /// and keeps it as long as the link.
    fn keep(&self, handler: Handler, set: fn(&RtcDataChannel, Option<&js_sys::Function>)) {
        set(&self.channel, Some(handler.as_ref().unchecked_ref()));
        self.handlers.borrow_mut().push(handler);
    }

    /// Whether the channel is open.
    pub fn is_open(&self) -> bool {
        self.channel.ready_state() == RtcDataChannelState::Open
    }

    /// Sends `text` to the other side.
    pub fn send(&self, text: &str) -> Result<(), LinkError> {
        self.channel.send_with_str(text).map_err(browser)
    }

    /// Closes the channel and the connection.
    pub fn close(&self) {
        self.channel.close();
        self.peer.close();
    }

    /// A connection with its one channel (negotiated: both sides make it
    /// with id 0, so neither waits for the other's).
    fn new(stun: Option<&str>) -> Result<Link, LinkError> {
        let config = RtcConfiguration::new();
        let servers = Array::new();
        if let Some(url) = stun {
            let server = RtcIceServer::new();
            server.set_urls_str(url);
            servers.push(&server);
        }
        config.set_ice_servers(&servers);
        let peer = RtcPeerConnection::new_with_configuration(&config).map_err(browser)?;
        let init = RtcDataChannelInit::new();
        init.set_negotiated(true);
        init.set_id(0);
        let channel = peer.create_data_channel_with_data_channel_dict("parlour", &init);
        Ok(Link {
            peer,
            channel,
            handlers: RefCell::new(Vec::new()),
        })
    }

    /// Sets the description the browser made (`offer` or `answer`).
    async fn set_local(&self, description: JsValue) -> Result<(), LinkError> {
        let description: RtcSessionDescriptionInit = description.unchecked_into();
        JsFuture::from(self.peer.set_local_description(&description))
            .await
            .map(|_| ())
            .map_err(browser)
    }

    /// Sets the other side's description, rebuilt from its code.
    async fn set_remote(&self, kind: RtcSdpType, signal: &Signal) -> Result<(), LinkError> {
        let description = RtcSessionDescriptionInit::new(kind);
        description.set_sdp(&signal.to_sdp());
        JsFuture::from(self.peer.set_remote_description(&description))
            .await
            .map(|_| ())
            .map_err(browser)
    }

    /// This side's description once its candidates are gathered (or after
    /// [`GATHERING_MS`]), as a signal.
    async fn local_signal(&self, side: Side) -> Result<Signal, LinkError> {
        gathered(&self.peer).await;
        let sdp = self
            .peer
            .local_description()
            .ok_or_else(|| LinkError::Browser("no local description".into()))?
            .sdp();
        Ok(Signal::from_sdp(side, &sdp)?)
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        self.channel.set_onopen(None);
        self.channel.set_onmessage(None);
        self.channel.set_onclose(None);
        self.close();
    }
}

/// Resolves when `peer` has gathered its candidates (looked at every
/// [`POLL_MS`]), or after [`GATHERING_MS`].
async fn gathered(peer: &RtcPeerConnection) {
    let mut waited = 0;
    while peer.ice_gathering_state() != RtcIceGatheringState::Complete && waited < GATHERING_MS {
        TimeoutFuture::new(POLL_MS).await;
        waited += POLL_MS;
    }
}
