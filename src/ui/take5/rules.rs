//! The rules of 6 nimmt! in our own words, with the cow table.

use yew::prelude::*;

use crate::ui::shell::view::game_lesson_links;

use crate::engine::take5::{cows, Card, Take5};
use crate::engine::tools::GameTools;

/// Example cards for each line of the cow table.
const COW_TABLE: [(&str, Card); 5] = [
    ("55", 55),
    ("Other multiples of 11 (11, 22, 33, 44, 66, 77, 88, 99)", 11),
    ("Multiples of 10 (10, 20, … 100)", 10),
    ("Other multiples of 5 (5, 15, 25, … 95)", 5),
    ("Every other card", 1),
];

/// The rules page content.
pub fn rules() -> Html {
    html! {
        <article class="t5-rules">
            <p>{ "Two to ten players try to collect as few cow heads as possible (four on CodinGame). The cows you take add up, and the lowest total wins. Equal totals share a place. How long a game lasts depends on the rules chosen:" }</p>
            <ul class="t5-rule-sets">
                { for Take5::RULE_SETS.iter().map(|set| html! {
                    <li><strong>{ set.title }</strong>{ ": " }{ set.summary }</li>
                }) }
            </ul>
            <h2>{ "The cards" }</h2>
            <p>{ "The deck holds the cards 1 to 104, each once. Every card shows some cow heads:" }</p>
            <table class="t5-cow-table">
                <thead><tr><th scope="col">{ "Cards" }</th><th scope="col">{ "Cow heads each" }</th></tr></thead>
                <tbody>
                    { for COW_TABLE.iter().map(|(label, example)| html! {
                        <tr><td>{ *label }</td><td>{ cows(*example) }</td></tr>
                    }) }
                </tbody>
            </table>
            <p>{ "The whole deck holds 171 cow heads." }</p>
            <h2>{ "A round" }</h2>
            <ol>
                <li>{ "All 104 cards are shuffled (with known cards, only the cards 1 to 10 × players + 4: all of them are dealt). Four cards start the four rows on the table, and each player gets ten cards. The rest are not used this round." }</li>
                <li>{ "In each of the ten turns, every player secretly picks one card from their hand. Then everybody shows their card at the same moment." }</li>
                <li>{ "The shown cards go onto the rows one at a time, from the lowest card to the highest." }</li>
                <li>{ "A card goes on the row whose last card is the highest one still below it: the closest fit." }</li>
                <li>{ "If that row already holds five cards, your card would be the sixth. You take the five cards (their cow heads count against you) and your card starts that row again." }</li>
                <li>{ "If your card is lower than the last card of every row, it fits nowhere. You choose any row, take all its cards, and your card starts that row. The cards played after yours in the same turn may go on it." }</li>
            </ol>
            <p>{ "Only the lowest card of a turn can ever need a choice, so at most one player chooses a row per turn. Cards you take never come back to your hand." }</p>
            <h2>{ "Tips" }</h2>
            <ul>
                <li>{ "The card counter (a display choice of the game, off by default) lists the cards you have not seen this round and, for each row, the cards that land on it now and which of them would take it. With known cards the unseen cards are exactly the other players' hands." }</li>
                <li>{ "Look at the rows' lengths: a row with four cards is dangerous for the next player who fits there." }</li>
                <li>{ "When you must take a row, compare what each row costs. A long row of plain cards may be cheaper than a short row holding 55." }</li>
            </ul>
            <h2>{ "See them happen" }</h2>
            <p>{ "Each lesson shows these rules on a real table, one step at a time, then lets you play on:" }</p>
            { game_lesson_links::<Take5>() }
        </article>
    }
}
