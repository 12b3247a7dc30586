//! The rules of Fireworks in our own words, the AI partners' conventions
//! and the lessons.

use yew::prelude::*;

use crate::engine::fireworks::ai::conventions::CONVENTIONS;
use crate::engine::fireworks::Fireworks;
use crate::ui::shell::view::game_lesson_links;

/// The conventions text of the engine (`CONVENTIONS`, written once there):
/// its first line as a lead-in, each numbered paragraph as a list item.
fn conventions() -> Html {
    let mut parts = CONVENTIONS.split("\n\n");
    let lead = parts.next().unwrap_or_default();
    html! {
        <>
            <p>{ lead }</p>
            <ol class="fw-conventions">
                { for parts.map(|p| {
                    let text = p.split_once(". ").map_or(p, |(number, rest)| if number.parse::<u8>().is_ok() { rest } else { p });
                    html! { <li>{ text.to_owned() }</li> }
                }) }
            </ol>
        </>
    }
}

/// The rules page content.
pub fn rules() -> Html {
    html! {
        <article class="fw-rules">
            <p>{ "Fireworks is a game you win together. Three players build five fireworks, one per colour, each from level 1 up to level 5. The twist: you hold your cards facing away from you. You see everybody's cards except your own, and you learn about yours only from your teammates' hints." }</p>
            <h2>{ "The cards" }</h2>
            <p>{ "Five colours (white, red, blue, green, yellow), each with three 1s, two 2s, two 3s, two 4s and one 5: 50 cards. Every card shows its colour's letter (W, R, B, G, Y); the colour-blind setting adds a symbol per colour." }</p>
            <h2>{ "A round" }</h2>
            <ol>
                <li>{ "Each of the three players gets five cards in slots A to E; 35 stay in the deck. The table starts with 12 information tokens, and 3 mistakes may be made: the fourth ends the round." }</li>
                <li>{ "On your turn you do exactly one thing: give a hint, discard a card, or play a card." }</li>
                <li>{ "A hint costs a token. You tell one teammate every card of theirs of one colour, or of one level — all of them, and at least one. Both halves teach: the cards not named are not that colour or level. No token left, no hint." }</li>
                <li>{ "Discarding wins a token back. It is not allowed with all 12 tokens on the table, nor once the deck is empty." }</li>
                <li>{ "Playing puts the card on its colour's firework if it is exactly the next level. Otherwise it is a mistake: the card is discarded, one mistake fewer is left, and you note a personal mistake." }</li>
                <li>{ "After playing or discarding you draw into the same slot. Once the deck is empty, emptied slots stay empty." }</li>
                <li>{ "Finishing a firework with its 5 gives a token back, unless there are already 12." }</li>
                <li>{ "The round ends at once on the fourth mistake or when all five fireworks are complete. When someone draws the last card, everybody, that player included, takes three more turns, and then the round ends." }</li>
            </ol>
            <h2>{ "Scoring" }</h2>
            <p>{ "Each player of a round scores 10 plus the levels on the fireworks (a firework at 3 counts 1 + 2 + 3; all five complete make 75, so 85 in all), minus their own mistakes. Losing the only 5 of a colour costs the team 5 points; a mistake costs you 1 point but also brings the round closer to its end." }</p>
            <h2>{ "The match" }</h2>
            <p>{ "The CodinGame match has four players and four rounds; each round is played by three of them, the first round without player 1, the second without player 2, and so on. Your game score is the sum of your three rounds; the highest wins, and equal scores share a place. You can also play a single round with two AI partners." }</p>
            <h2>{ "Hanabi, standard rules (2 to 5 players)" }</h2>
            <p>{ "The boxed game is one game at one table: 2 to 5 players, player 1 first, then in turn. With 2 or 3 players everyone holds five cards (A to E); with 4 or 5, four cards (A to D). There are 8 information tokens (a completed firework gives one back unless all 8 are on the table), and discarding stays allowed once the deck is empty. The third mistake ends the game at once, and the team then scores 0. When someone draws the last card, everybody, that player included, takes exactly one more turn. Otherwise the team scores the fireworks' total height, 25 at most. Everybody has the team's score; a player who gives an invalid answer or runs out of time ends the game with 0 and ranks last." }</p>
            <h2>{ "The sixth colour" }</h2>
            <p>{ "The box adds ten multicolour cards (three 1s, two 2s, 3s and 4s, one 5: 60 cards, fireworks to 30). Their face is lilac with M and a band of the five colours. With six colours, multicolour is an ordinary colour that hints may name. With rainbow cards, every colour hint touches the multicolour cards as well, no hint may name multicolour, and a hint must still touch at least one card: a card touched by hints naming two different colours is multicolour." }</p>
            <h2>{ "How the AI partners read your hints" }</h2>
            { conventions() }
            <p>{ "Medium follows these conventions; hard follows them too and tries the alternatives on the hands it may hold before it deviates; hat uses a code only AIs can read, so it is for watching AI teams." }</p>
            <h2>{ "Playing here" }</h2>
            <p>{ "Choose one of your cards, then Play or Discard; or choose a teammate's card, then a colour or a level, and Give hint. The cards a hint would touch are highlighted first. A choice the rules refuse is greyed out with the reason. Keyboard: p or d then A–E; h, 1 or 2 for the teammate, r/w/b/g/y or 1–5, then Enter; Escape cancels." }</p>
            <h2>{ "See them happen" }</h2>
            <p>{ "Each lesson shows these rules on a real table, one step at a time, then lets you play on:" }</p>
            { game_lesson_links::<Fireworks>() }
        </article>
    }
}
