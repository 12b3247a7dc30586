//! The host's invitations (wasm): for each seat played on another device,
//! an `Invitation for <seat>` (QR code, link, `Copy`) carrying the
//! host's offer, an `Answer from <seat>` box, `Scan answer from <seat>`
//! where the browser has a camera for pages (`answer_camera`: a code read
//! is checked as a pasted one and, if it is an answer, connected as by
//! `Connect`) and `Connect <seat>`; then,
//! once the channel is open, an update of the table after every change
//! (`engine::remote::host::updates_for`) and every message the guest sends
//! handed to the screen (`Msg::Guest`), which reads and checks it before
//! the one road for moves, its refusal sent back; an ask for the coach's
//! hint is answered by [`super::host_hint`]. A seat whose device left can
//! be handed to an AI and back, or invited again.

#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::engine::game::Seat;
use crate::engine::remote::hint::asks_hint;
use crate::engine::remote::host::{update_text, updates_for, Seating};
use crate::engine::remote::invitation::Invitation;
use crate::engine::remote::signal::{Side, Signal};
use crate::text::t;
use crate::ui::components::code_box::CodeBox;
use crate::ui::components::{button, ButtonKind};
use crate::ui::remote::link::{failure_words, Link, LinkError};
use crate::ui::route::Route;

use super::super::game_ui::GameUi;
use super::super::screen::{Msg, Screen, SeatMsg};
use super::super::sharing::full_link;
use super::answer_camera::AnswerCamera;
use super::host_hint::{answer_hint, guests_may_hint};

/// How long the host waits for a channel to open once it has taken an
/// answer, before it says the connection failed.
const OPEN_WAIT_MS: u32 = 20_000;

/// Where one remote seat stands.
#[derive(Clone, Debug, PartialEq)]
enum Invite {
    /// The offer is being written.
    Preparing,
    /// The invitation is shown (`link`); `error` says why the last answer
    /// pasted was refused.
    Shown {
        /// The invitation's full link.
        link: String,
        /// Why the last answer was refused.
        error: Option<String>,
    },
    /// The answer was taken; the channel is opening.
    Connecting,
    /// The channel is open.
    Connected,
    /// The channel closed: the guest's device left.
    Left,
    /// The connection failed; the words say what to try.
    Failed(String),
}

/// Every remote seat's state, changed one seat at a time.
#[derive(Clone, Debug, Default, PartialEq)]
struct Invites(BTreeMap<Seat, Invite>);

impl Reducible for Invites {
    type Action = (Seat, Invite);

    fn reduce(self: Rc<Self>, (seat, invite): (Seat, Invite)) -> Rc<Self> {
        let mut next = (*self).clone();
        next.0.insert(seat, invite);
        Rc::new(next)
    }
}

/// One seat's connection.
struct SeatLink {
    /// The data channel.
    link: Rc<Link>,
    /// The parts of the game the guest holds.
    parts_held: usize,
    /// The seat's refusals of this game already sent
    /// (`Screen::guest_refusals`).
    refusals_sent: usize,
    /// Whether the channel has opened.
    opened: bool,
    /// Whether an answer is being taken (a second `Connect` waits).
    accepting: bool,
}

/// The connections of the table, by seat.
type Links = Rc<RefCell<BTreeMap<Seat, SeatLink>>>;

/// The seat's `Answer from <seat>` box, while its invitation shows.
fn answer_field(seat: Seat) -> Option<web_sys::HtmlTextAreaElement> {
    gloo::utils::document()
        .get_element_by_id(&format!("answer-{seat}"))
        .and_then(|e| e.dyn_into().ok())
}

/// The invitation `shown` again, saying the answer given was refused.
fn refused(shown: Option<Invite>) -> Option<Invite> {
    let Some(Invite::Shown { link, .. }) = shown else {
        return None;
    };
    let error = Some(t::remote_bad_answer().to_string());
    Some(Invite::Shown { link, error })
}

/// Properties of [`HostPanel`].
#[derive(Properties, PartialEq)]
pub struct HostPanelProps<G: GameUi + 'static> {
    /// The game screen.
    pub screen: UseReducerHandle<Screen<G>>,
    /// The level of an AI that stands in for a seat whose device left.
    pub level: AttrValue,
    /// The STUN server the settings name, if any.
    #[prop_or_default]
    pub stun: Option<AttrValue>,
}

/// Who sits where, as the guests are told.
fn seating<G: GameUi>(screen: &Screen<G>) -> Seating {
    Seating {
        names: screen.names(),
        levels: screen
            .setup
            .seats
            .iter()
            .map(|seat| seat.level().map(str::to_owned))
            .collect(),
        hints: guests_may_hint(screen),
    }
}

/// Sends the guest at `seat` the refusals of its messages and what it has
/// not had of the table (`seating`: who sits where), stopping at a message the channel does not take
/// (the rest goes after the next change).
fn send_news<G: GameUi>(screen: &Screen<G>, seating: &Seating, seat: Seat, at: &mut SeatLink) {
    if !at.link.is_open() {
        return;
    }
    let refusals = screen.guest_refusals.iter().filter(|(s, _)| *s == seat);
    for (_, refusal) in refusals.skip(at.refusals_sent) {
        if at.link.send(refusal).is_err() {
            return;
        }
        at.refusals_sent += 1;
    }
    for update in updates_for(&screen.session, seat, at.parts_held, seating) {
        if at.link.send(&update_text(&update)).is_err() {
            return;
        }
        at.parts_held = update.parts();
    }
}

/// [`HostPanel`] of `screen`: what the table module gives its game
/// screens (`ui::shell::page::RemotePanel`).
pub fn remote_panel<G: GameUi + 'static>(
    screen: UseReducerHandle<Screen<G>>,
    level: AttrValue,
    stun: Option<AttrValue>,
) -> Html {
    html! { <HostPanel<G> {screen} {level} {stun} /> }
}

/// The host's invitations and connections.
#[function_component(HostPanel)]
pub fn host_panel<G: GameUi + 'static>(props: &HostPanelProps<G>) -> Html {
    let invites = use_reducer(Invites::default);
    let links: Links = use_mut_ref(BTreeMap::new);
    // The screen as it is now, for the channels' handlers.
    let current = use_mut_ref(|| props.screen.clone());
    *current.borrow_mut() = props.screen.clone();
    let screen = &props.screen;
    let remote = screen.setup.remote_seats();
    let seed = screen.session.record().seed;

    // Opens an invitation for `seat` (again: its old link is closed).
    let invite = {
        let (invites, links, current) = (invites.clone(), links.clone(), current.clone());
        let stun = props.stun.clone();
        Callback::from(move |seat: Seat| {
            if let Some(old) = links.borrow_mut().remove(&seat) {
                old.link.close();
            }
            invites.dispatch((seat, Invite::Preparing));
            let (invites, links, current) = (invites.clone(), links.clone(), current.clone());
            let stun = stun.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let made = Link::offer(stun.as_deref()).await;
                let read = made.and_then(|(link, code)| {
                    Ok((
                        link,
                        Signal::decode(Side::Offer, &code).map_err(LinkError::Code)?,
                    ))
                });
                let (link, offer) = match read {
                    Ok(read) => read,
                    Err(error) => {
                        let words = failure_words(&error);
                        invites.dispatch((seat, Invite::Failed(words)));
                        return;
                    }
                };
                let screen = current.borrow().clone();
                let invitation = Invitation {
                    game: G::ID.to_owned(),
                    options: screen.session.record().options.clone(),
                    seat,
                    seats: screen.session.state().seat_count(),
                    name: screen.names().get(seat).cloned().unwrap_or_default(),
                    offer,
                };
                let link = Rc::new(link);
                link.on_open({
                    let (invites, links, current) =
                        (invites.clone(), links.clone(), current.clone());
                    move || {
                        invites.dispatch((seat, Invite::Connected));
                        let screen = current.borrow().clone();
                        if let Some(at) = links.borrow_mut().get_mut(&seat) {
                            at.parts_held = 0;
                            at.opened = true;
                            send_news(&screen, &seating(&screen), seat, at);
                        }
                    }
                });
                link.on_close({
                    let (invites, links) = (invites.clone(), links.clone());
                    let weak = Rc::downgrade(&link);
                    move || {
                        // Only the seat's current link: an old one closed
                        // after a new invitation changes nothing.
                        let now = links.borrow().get(&seat).map(|at| Rc::downgrade(&at.link));
                        if now.is_some_and(|now| now.ptr_eq(&weak)) {
                            invites.dispatch((seat, Invite::Left));
                        }
                    }
                });
                link.on_message({
                    let current = current.clone();
                    let weak = Rc::downgrade(&link);
                    move |text| {
                        let screen = current.borrow().clone();
                        match weak.upgrade() {
                            Some(link) if asks_hint(&text) => {
                                answer_hint(screen, seat, &text, link);
                            }
                            _ => screen.dispatch(Msg::Guest { seat, text }),
                        }
                    }
                });
                let refusals_sent = screen
                    .guest_refusals
                    .iter()
                    .filter(|(s, _)| *s == seat)
                    .count();
                links.borrow_mut().insert(
                    seat,
                    SeatLink {
                        link,
                        parts_held: 0,
                        refusals_sent,
                        opened: false,
                        accepting: false,
                    },
                );
                invites.dispatch((
                    seat,
                    Invite::Shown {
                        link: full_link(&Route::Join(G::ID, invitation.encode())),
                        error: None,
                    },
                ));
            });
        })
    };

    // A new game, or other seats on other devices: every invitation anew.
    use_effect_with((screen.game_number, seed, remote.clone()), {
        let (invite, links) = (invite.clone(), links.clone());
        move |(_, _, remote)| {
            for (_, old) in std::mem::take(&mut *links.borrow_mut()) {
                old.link.close();
            }
            for &seat in remote {
                invite.emit(seat);
            }
            move || {
                for (_, old) in std::mem::take(&mut *links.borrow_mut()) {
                    old.link.close();
                }
            }
        }
    });

    // Every change of the table reaches every connected guest.
    use_effect_with(screen.version, {
        let (links, screen) = (links.clone(), screen.clone());
        move |_| {
            // Who sits where (and the settings' hints) read once for all.
            let seating = seating(&screen);
            for (seat, at) in links.borrow_mut().iter_mut() {
                send_news(&screen, &seating, *seat, at);
            }
        }
    });

    let connect = {
        let (invites, links) = (invites.clone(), links.clone());
        let names = screen.names();
        Callback::from(move |seat: Seat| {
            let Some(link) = links.borrow_mut().get_mut(&seat).and_then(|at| {
                // One answer at a time: a second press waits for the first.
                (!at.accepting).then(|| {
                    at.accepting = true;
                    at.link.clone()
                })
            }) else {
                return;
            };
            let code = answer_field(seat)
                .map(|field| field.value())
                .unwrap_or_default();
            let (invites, links) = (invites.clone(), links.clone());
            let name = names.get(seat).cloned().unwrap_or_default();
            let shown = invites.0.get(&seat).cloned();
            wasm_bindgen_futures::spawn_local(async move {
                let accepted = link.accept(code.trim()).await;
                if let Some(at) = links.borrow_mut().get_mut(&seat) {
                    at.accepting = false;
                }
                match accepted {
                    Err(_) => {
                        if let Some(again) = refused(shown) {
                            invites.dispatch((seat, again));
                        }
                    }
                    Ok(()) => {
                        if !link.is_open() {
                            invites.dispatch((seat, Invite::Connecting));
                        }
                        gloo_timers::future::TimeoutFuture::new(OPEN_WAIT_MS).await;
                        let never_opened = links
                            .borrow()
                            .get(&seat)
                            .is_some_and(|at| Rc::ptr_eq(&at.link, &link) && !at.opened);
                        if never_opened {
                            invites.dispatch((
                                seat,
                                Invite::Failed(t::remote_failed(name).to_string()),
                            ));
                        }
                    }
                }
            });
        })
    };

    let names = screen.names();
    let rows = remote.iter().map(|&seat| {
        let name = names.get(seat).cloned().unwrap_or_default();
        let state = invites.0.get(&seat).cloned().unwrap_or(Invite::Preparing);
        let stand_in = screen.setup.level(seat).is_some();
        let again = {
            let invite = invite.clone();
            Callback::from(move |_| invite.emit(seat))
        };
        let connect_seat = {
            let connect = connect.clone();
            Callback::from(move |_| connect.emit(seat))
        };
        // A code the camera read: refused as a pasted one would be, or put
        // in the box and connected.
        let scanned = {
            let (connect, invites, shown) = (connect.clone(), invites.clone(), state.clone());
            Callback::from(move |code: String| {
                if Signal::decode(Side::Answer, &code).is_err() {
                    if let Some(again) = refused(Some(shown.clone())) {
                        invites.dispatch((seat, again));
                    }
                    return false;
                }
                if let Some(field) = answer_field(seat) {
                    field.set_value(&code);
                }
                connect.emit(seat);
                true
            })
        };
        let hand = {
            let (screen, level) = (screen.clone(), props.level.to_string());
            Callback::from(move |_| {
                let msg = if stand_in {
                    SeatMsg::HandBack(seat)
                } else {
                    SeatMsg::HandToAi {
                        seat,
                        level: level.clone(),
                    }
                };
                screen.dispatch(msg.into());
            })
        };
        let hand_words = if stand_in {
            t::remote_hand_back(name.clone())
        } else {
            t::remote_hand_to_ai(name.clone())
        };
        let body = match &state {
            Invite::Preparing => html! { <p role="status">{ t::remote_preparing().to_string() }</p> },
            Invite::Shown { link, error } => html! {
                <>
                    <p>{ t::remote_invitation_help().to_string() }</p>
                    <CodeBox id={AttrValue::from(format!("invitation-{seat}"))} label={AttrValue::from(t::remote_invitation_for(name.clone()).to_string())} text={AttrValue::from(link.clone())} qr_label={AttrValue::from(t::remote_invitation_for(name.clone()).to_string())} />
                    <div class="field">
                        <label for={format!("answer-{seat}")}>{ t::remote_answer_from(name.clone()).to_string() }</label>
                        <textarea id={format!("answer-{seat}")} rows="3" placeholder={t::remote_answer_help().to_string()} />
                    </div>
                    <AnswerCamera name={AttrValue::from(name.clone())} on_text={scanned} />
                    if let Some(error) = error {
                        <p class="notice" role="alert">{ error.clone() }</p>
                    }
                    { button(ButtonKind::Primary, t::remote_connect(name.clone()), None, false, connect_seat) }
                </>
            },
            Invite::Connecting => html! { <p role="status">{ t::remote_connecting(name.clone()).to_string() }</p> },
            Invite::Connected => html! { <p role="status" class="remote-connected">{ t::remote_connected(name.clone()).to_string() }</p> },
            Invite::Left => html! { <p class="notice" role="alert">{ t::remote_left(name.clone()).to_string() }</p> },
            Invite::Failed(why) => html! { <p class="notice" role="alert">{ why.clone() }</p> },
        };
        let may_invite_again = matches!(state, Invite::Connecting | Invite::Left | Invite::Failed(_));
        html! {
            <section class="remote-seat" data-seat={seat.to_string()} aria-label={t::remote_invitation_for(name.clone()).to_string()}>
                <h3>{ name.clone() }</h3>
                { body }
                <div class="remote-actions">
                    if may_invite_again {
                        { button(ButtonKind::Secondary, t::remote_invite_again(name.clone()), None, false, again) }
                    }
                    if !screen.session.state().is_over() {
                        { button(ButtonKind::Secondary, hand_words, None, false, hand) }
                    }
                </div>
            </section>
        }
    });
    html! {
        <section class="host-panel" aria-label={t::remote_mode(remote.len()).to_string()}>
            { for rows }
        </section>
    }
}
