//! Explanations read as plain English for the person playing as "You".

use parlour::engine::game::{Explain, Game};
use parlour::engine::session::Session;
use parlour::engine::take5::{example::worked_example_options, Take5, Take5Action};

fn names(first: &str) -> Vec<String> {
    [first, "Bob", "Celia", "David"]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

#[test]
fn the_person_called_you_is_addressed_in_the_second_person() {
    let mut session = Session::<Take5>::new(Default::default(), 11);
    let card = session.state().view(0).hand[0];
    let start = session.log().len();
    session.play(0, Take5Action::Play(card)).unwrap();
    let event = &session.log()[start].event;
    assert_eq!(
        event.explain(&names("You")),
        "You have chosen a card and keep it face down."
    );
    assert_eq!(
        event.explain(&names("Alice")),
        "Alice has chosen a card and keeps it face down."
    );
}

#[test]
fn taking_a_row_agrees_with_you() {
    // The worked example: Celia (seat 2) must take a row with her 7.
    let mut session = Session::<Take5>::new(worked_example_options(), 0);
    let mut texts = Vec::new();
    while let Some(&seat) = session.state().to_act().first() {
        let action = *session.state().legal_actions(seat).last().unwrap();
        let start = session.log().len();
        session.play(seat, action).unwrap();
        let mut as_you = names("Alice");
        as_you[2] = "You".to_string();
        texts.extend(
            session.log()[start..]
                .iter()
                .map(|e| e.event.explain(&as_you)),
        );
        if texts.iter().any(|t| t.starts_with("You take row")) {
            return;
        }
    }
    panic!("no row was taken by seat 2: {texts:#?}");
}

/// Every Morris event of a whole random game, explained for "You" and for
/// a named player: no "You places", no "You's stone".
#[test]
fn morris_explanations_agree_with_you() {
    use parlour::engine::morris::Morris;
    use parlour::engine::rng::Pcg32;

    let mut session = Session::<Morris>::new(Default::default(), 3);
    let mut rng = Pcg32::with_stream(5, 1);
    while let Some(&seat) = session.state().to_act().first() {
        let legal = session.state().legal_actions(seat);
        session.play(seat, *rng.choose(&legal).unwrap()).unwrap();
    }
    let you = vec!["You".to_string(), "Ben".to_string()];
    let ann = vec!["Ann".to_string(), "Ben".to_string()];
    let mut saw_take = false;
    for logged in session.log() {
        let text = logged.event.explain(&you);
        for wrong in [
            "You places",
            "You moves",
            "You closes",
            "You takes",
            "You has",
            "You is",
            "You wins",
            "You's",
        ] {
            assert!(!text.contains(wrong), "{text}");
        }
        let named = logged.event.explain(&ann);
        assert!(
            !named.contains("Ann place ") && !named.contains("Ann take "),
            "{named}"
        );
        saw_take |= text.contains("take your stone")
            || text.contains("takes your stone")
            || text.contains("You take Ben's stone");
    }
    assert!(saw_take, "a random game takes stones");
}

/// Every event of a few random games of `G`, explained with seat 0 called
/// "You": the texts that put a third-person verb after "You" (and a text
/// that names "You" at all, so the check is not empty).
fn you_agreements<G: Game>() -> Vec<String>
where
    G::Options: Default,
{
    use parlour::engine::rng::Pcg32;
    let mut rng = Pcg32::new(17);
    let mut names: Vec<String> = (0..G::KIND.seats).map(|s| format!("P{s}")).collect();
    names[0] = "You".to_owned();
    let mut wrong = Vec::new();
    let mut addressed = 0;
    for seed in 0..8 {
        let mut session = Session::<G>::new(Default::default(), seed);
        while let Some(&seat) = session.state().to_act().first() {
            let legal = session.state().legal_actions(seat);
            let action = legal[rng.below(legal.len() as u32) as usize].clone();
            session.play(seat, action).unwrap();
        }
        for logged in session.log() {
            let text = logged.event.explain(&names);
            addressed += usize::from(text.contains("You "));
            let third_person = text.split("You ").skip(1).any(|rest| {
                let word: String = rest.chars().take_while(|c| c.is_alphabetic()).collect();
                matches!(word.as_str(), "has" | "is" | "was" | "does")
                    || (word.ends_with('s') && !word.ends_with("ss") && word.len() > 2)
            });
            if third_person {
                wrong.push(format!("{}: {text}", G::ID));
            }
        }
    }
    if addressed == 0 {
        wrong.push(format!("{}: no explanation addresses You", G::ID));
    }
    wrong
}

#[test]
fn every_game_addresses_you_in_the_second_person() {
    macro_rules! all {
        ($($game:ty),*) => {
            [$(you_agreements::<$game>()),*].concat()
        };
    }
    let wrong = parlour::for_each_game!(all);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
