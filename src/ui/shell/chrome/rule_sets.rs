//! The rule sets a game offers besides its default ones, as a section of
//! its rules page: each one's name in the new-game form and what it
//! changes (from the game's [`RuleSet`] data, so the form, the referee's
//! `--preset` and the page say the same).

use yew::prelude::*;

use crate::engine::tools::RuleSet;

/// The section listing `sets` (the default first); nothing for a game
/// with only its default rules.
pub fn rule_sets(sets: &[RuleSet]) -> Html {
    if sets.len() < 2 {
        return Html::default();
    }
    html! {
        <section class="rule-sets" aria-labelledby="rule-sets-title">
            <h2 id="rule-sets-title">{ "Rule sets" }</h2>
            <p>{ "Choose them under Rules in the new-game form; the bot referee names them with --preset. Everything not said here is as above." }</p>
            <dl>
                { for sets.iter().map(|set| html! {
                    <>
                        <dt>{ set.title }<span class="preset-name">{ format!(" (--preset {})", set.name) }</span></dt>
                        <dd>{ set.summary }</dd>
                    </>
                }) }
            </dl>
        </section>
    }
}
