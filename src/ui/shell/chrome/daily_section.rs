//! The new-game form's deal of the day (a cooperative game's): what it
//! is, the button that starts today's deal under the rules and players
//! chosen above, and the deals this browser has kept, newest first.

use yew::prelude::*;

use crate::engine::daily::Day;
use crate::text::t;
use crate::ui::components::{button, ButtonKind};
use crate::ui::shell::new_game::RulesChoice;
use crate::ui::shell::storage::load_daily;

/// Today, in this browser's time zone.
pub fn today() -> Option<Day> {
    let now = js_sys::Date::new_0();
    Day::from_date(
        now.get_full_year() as i32,
        now.get_month() + 1,
        now.get_date(),
    )
}

/// The section: `on_play` starts today's deal.
pub fn daily_section(game: &'static str, rules: &[RulesChoice], on_play: Callback<()>) -> Html {
    let lines = load_daily(game).lines(rules);
    html! {
        <section class="field new-daily" aria-labelledby="new-daily-title">
            <h3 id="new-daily-title">{ t::shell_daily_title().to_string() }</h3>
            <p class="field-note">{ t::shell_daily_about().to_string() }</p>
            { button(ButtonKind::Secondary, t::shell_daily_play(), None, false, on_play) }
            if !lines.is_empty() {
                <details class="daily-history">
                    <summary>{ t::shell_daily_history(lines.len()).to_string() }</summary>
                    <ul>{ for lines.into_iter().map(|line| html! { <li>{ line }</li> }) }</ul>
                </details>
            }
        </section>
    }
}
