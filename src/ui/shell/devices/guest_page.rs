//! The guest's page (`#/play/<id>/join/<code>`): it reads the invitation,
//! answers the host's offer with a code of its own (QR code, text and
//! `Copy`), and once the channel is open draws the table from its seat
//! with the game's own board, the status, the coach's hint where the host
//! offers it, the explanations and the log; its presses go to the host as
//! choices.

#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::marker::PhantomData;
use std::rc::Rc;

use yew::prelude::*;

use crate::engine::remote::invitation::GameInvitation;
use crate::engine::remote::seat_state::SeatState;
use crate::text::t;
use crate::ui::components::code_box::CodeBox;
use crate::ui::components::{button, ButtonKind};
use crate::ui::remote::link::{failure_words, Link};

use super::super::drawing::{BoardProps, GameDrawing};
use super::super::sharing::{share, share_link, Written};
use super::guest::GuestTable;
use super::guest_hint_row::hint_row;
use crate::engine::session::Moment;
use crate::ui::components::suggested::use_suggested;

/// Properties of [`GuestPage`].
#[derive(Properties, PartialEq)]
pub struct GuestPageProps<G: PartialEq> {
    /// The invitation's code.
    pub code: AttrValue,
    /// The STUN server the settings name, if any.
    #[prop_or_default]
    pub stun: Option<AttrValue>,
    /// The game.
    #[prop_or_default]
    pub game: PhantomData<G>,
}

/// Where the connection with the host stands.
#[derive(Clone, Debug, PartialEq)]
enum Connection {
    /// The answer is being written.
    Answering,
    /// The answer is shown; the host has not connected yet.
    Answered(String),
    /// The channel is open.
    Open,
    /// The channel closed.
    Lost,
    /// Nothing could be done (the words say why).
    Failed(String),
}

/// The guest's page of game `G`.
#[function_component(GuestPage)]
pub fn guest_page<G: GameDrawing + SeatState + 'static>(props: &GuestPageProps<G>) -> Html {
    let invitation = use_memo(props.code.clone(), |code| {
        GameInvitation::<G>::decode(G::ID, code).ok()
    });
    let table: Rc<RefCell<Option<GuestTable<G>>>> = use_mut_ref(|| None);
    let link: Rc<RefCell<Option<Rc<Link>>>> = use_mut_ref(|| None);
    let connection = use_state(|| Connection::Answering);
    let redraw = use_force_update();
    // Once the game is over: the link that opens it for review, written
    // by the game's worker as the Share dialog's.
    let review = use_state(|| None::<AttrValue>);
    let over = table.borrow().as_ref().is_some_and(GuestTable::is_over);
    use_effect_with(over, {
        let (table, review) = (table.clone(), review.clone());
        move |over| {
            if !*over {
                review.set(None);
            }
            let record = table.borrow().as_ref().and_then(|t| t.record.clone());
            if let (true, Some(record)) = (*over, record) {
                let moment = Moment {
                    steps: record.steps.len(),
                    event: None,
                };
                let json = serde_json::to_string(&record).expect("records serialize");
                share(
                    G::ID,
                    json,
                    moment,
                    Callback::from(move |written: Result<Written, String>| {
                        if let Ok(written) = written {
                            review.set(Some(share_link(G::ID, &written.code)));
                        }
                    }),
                );
            }
        }
    });

    use_effect_with(props.code.clone(), {
        let (invitation, table, link) = (invitation.clone(), table.clone(), link.clone());
        let (connection, redraw) = (connection.clone(), redraw.clone());
        let stun = props.stun.clone();
        move |_| {
            let kept = link.clone();
            match &*invitation {
                None => connection.set(Connection::Failed(t::remote_bad_invitation().to_string())),
                Some(invited) => {
                    *table.borrow_mut() = Some(GuestTable::new(
                        invited.options.clone(),
                        invited.seat,
                        invited.seats,
                    ));
                    let offer = invited.offer.clone();
                    wasm_bindgen_futures::spawn_local(async move {
                        match Link::answer(stun.as_deref(), &offer).await {
                            Err(error) => connection.set(Connection::Failed(failure_words(&error))),
                            Ok((made, code)) => {
                                let made = Rc::new(made);
                                made.on_open({
                                    let connection = connection.clone();
                                    move || connection.set(Connection::Open)
                                });
                                made.on_close({
                                    let connection = connection.clone();
                                    move || connection.set(Connection::Lost)
                                });
                                made.on_message({
                                    let (table, redraw) = (table.clone(), redraw.clone());
                                    move |text| {
                                        if let Some(table) = table.borrow_mut().as_mut() {
                                            table.read(&text);
                                        }
                                        redraw.force_update();
                                    }
                                });
                                *link.borrow_mut() = Some(made);
                                connection.set(Connection::Answered(code));
                            }
                        }
                    });
                }
            }
            // Another invitation on this page: the old link goes.
            move || {
                if let Some(old) = kept.borrow_mut().take() {
                    old.close();
                }
            }
        }
    });

    // What the guest does to its table, and the message it makes sent to
    // the host; the page drawn again.
    let act = {
        let (table, link, redraw) = (table.clone(), link.clone(), redraw.clone());
        move |doing: &dyn Fn(&mut GuestTable<G>) -> Option<String>| {
            let sent = table.borrow_mut().as_mut().and_then(doing);
            if let (Some(text), Some(link)) = (sent, link.borrow().as_ref()) {
                let _ = link.send(&text);
            }
            redraw.force_update();
        }
    };
    let press = {
        let act = act.clone();
        Callback::from(move |press: G::Press| act(&|t| t.press(&press)))
    };
    let cancel = {
        let (table, redraw) = (table.clone(), redraw.clone());
        Callback::from(move |()| {
            if let Some(table) = table.borrow_mut().as_mut() {
                table.cancel();
            }
            redraw.force_update();
        })
    };
    let ask_hint = Callback::from(move |()| {
        let lang = crate::text::current_lang().code();
        act(&|t| t.ask_hint(lang))
    });
    use_suggested(
        table
            .borrow()
            .as_ref()
            .and_then(|t| t.hint_shown().filter(|_| t.shown.is_none()))
            .map(|hint| hint.selectors.clone())
            .unwrap_or_default(),
    );
    let show = {
        let (table, redraw) = (table.clone(), redraw.clone());
        Callback::from(move |index: usize| {
            if let Some(table) = table.borrow_mut().as_mut() {
                table.show(index);
            }
            redraw.force_update();
        })
    };

    let invited_name = invitation
        .as_ref()
        .as_ref()
        .map(|invited| invited.name.clone())
        .unwrap_or_default();
    let heading = html! { <h2 id="guest-title" class="guest-title">{ t::remote_join_title().to_string() }</h2> };
    let body = match (&*connection, table.borrow().as_ref()) {
        (Connection::Failed(why), _) => {
            html! { <p class="notice" role="alert">{ why.clone() }</p> }
        }
        (_, None) => Html::default(),
        (Connection::Answering, Some(_)) => {
            html! { <p role="status">{ t::remote_preparing().to_string() }</p> }
        }
        (Connection::Answered(code), Some(_)) => html! {
            <>
                <p>{ t::remote_join_intro(G::name(), invited_name.clone()).to_string() }</p>
                <p>{ t::remote_answer_tell().to_string() }</p>
                <CodeBox id="guest-answer" label={AttrValue::from(t::remote_your_answer().to_string())} text={AttrValue::from(code.clone())} qr_label={AttrValue::from(t::remote_your_answer().to_string())} />
            </>
        },
        (Connection::Open | Connection::Lost, Some(table)) => html! {
            <>
                { guest_table(table, &connection, press, cancel, show, ask_hint) }
                if let Some(href) = (*review).clone() {
                    <p class="guest-review"><a class="btn btn-primary" {href}>{ t::remote_review().to_string() }</a></p>
                }
            </>
        },
    };
    html! {
        // The game's class: its style sheet's colours and sizes.
        <section class={classes!("guest-page", format!("game-{}", G::ID))} aria-label={t::remote_join_title().to_string()}>
            if !matches!(*connection, Connection::Open | Connection::Lost) { { heading } }
            { body }
        </section>
    }
}

/// The table on the guest's page once connected.
fn guest_table<G: GameDrawing + SeatState>(
    table: &GuestTable<G>,
    connection: &Connection,
    press: Callback<G::Press>,
    cancel: Callback<()>,
    show: Callback<usize>,
    ask_hint: Callback<()>,
) -> Html {
    let Some(frame) = table.frame() else {
        return html! { <p role="status">{ t::remote_host_connected().to_string() }</p> };
    };
    let progress = G::progress(&frame);
    let names = table.names.clone();
    let roles = table.roles();
    let board = BoardProps::<G> {
        frame: Rc::new(frame),
        viewer: Some(table.seat),
        names: names.clone(),
        roles,
        yours: true,
        present: table.shown.is_none() && !table.is_over(),
        waiting: if table.shown.is_none() {
            table.to_act.clone()
        } else {
            Vec::new()
        },
        choices: table.choices(),
        prefs: G::Prefs::default(),
        animate: false,
        version: table.version,
        press,
        cancel,
    };
    let len = table.len();
    let shown = table.shown.unwrap_or(len);
    let back = {
        let show = show.clone();
        Callback::from(move |_| show.emit(shown.saturating_sub(1)))
    };
    let forward = {
        let show = show.clone();
        Callback::from(move |_| show.emit(shown + 1))
    };
    let present = Callback::from(move |_| show.emit(len));
    let seat = table.seat;
    let me = names.get(seat).cloned().unwrap_or_default();
    html! {
        <div class="guest-table">
            <p class="guest-seat">{ t::remote_you_play(me).to_string() }
                { " · " } { progress }
            </p>
            if *connection == Connection::Lost {
                <p class="notice" role="alert">{ t::remote_host_lost().to_string() }</p>
            }
            if let Some(notice) = &table.notice {
                <p class="notice" role="alert">{ notice.clone() }</p>
            }
            <p class="status-line guest-status" role="status" aria-live="polite">{ table.status() }</p>
            { hint_row(table, ask_hint) }
            { G::table(&board) }
            <div class="guest-steps">
                { button(ButtonKind::Secondary, t::shell_step_previous(), None, shown == 0, back) }
                { button(ButtonKind::Secondary, t::shell_step_next(), None, table.shown.is_none(), forward) }
                { button(ButtonKind::Secondary, t::shell_step_last(), None, table.shown.is_none(), present) }
            </div>
            if let Some(explanation) = table.explanation() {
                <p class="guest-explanation">{ explanation }</p>
            }
            <section class="guest-log" aria-labelledby="guest-log-title">
                <h3 id="guest-log-title">{ t::shell_log().to_string() }</h3>
                <ol>
                    { for table.explanations().into_iter().map(|line| html! { <li>{ line }</li> }) }
                </ol>
            </section>
        </div>
    }
}
