//! The coach's grades as the rules page writes them: the thresholds of
//! each rule set of a game, rule sets with the same ones together.

use crate::engine::coach::Coach;
use crate::ui::shell::game_ui::GameUi;

/// The thresholds' sentences of game `G`, in the language of the moment:
/// one per group of rule sets that share them, each with the rule sets'
/// titles (none when every rule set has the same thresholds).
pub fn thresholds_by_rule_set<G: Coach + GameUi>() -> Vec<(Vec<String>, String)> {
    let mut groups: Vec<(Vec<String>, String)> = Vec::new();
    let title = |name: &str, english: &str| {
        G::rule_set_words(name).map_or_else(|| english.to_owned(), |(title, _)| title.to_string())
    };
    let sets: Vec<(String, G::Options)> = match G::PRESETS {
        Some(preset) if !G::RULE_SETS.is_empty() => G::RULE_SETS
            .iter()
            .filter_map(|set| {
                let options = preset(set.name).ok()?;
                Some((title(set.name, set.title), options))
            })
            .collect(),
        _ => vec![(String::new(), G::Options::default())],
    };
    for (title, options) in sets {
        let text = G::thresholds(&options).describe(&G::loss_unit().to_string());
        match groups.iter_mut().find(|(_, t)| *t == text) {
            Some((titles, _)) => titles.push(title),
            None => groups.push((vec![title], text)),
        }
    }
    if groups.len() == 1 {
        groups[0].0.clear();
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::thresholds_by_rule_set;
    use crate::engine::fireworks::state::Fireworks;
    use crate::engine::morris::state::Morris;
    use crate::engine::take5::Take5;

    #[test]
    fn rule_sets_with_the_same_thresholds_are_written_once() {
        let take5 = thresholds_by_rule_set::<Take5>();
        assert_eq!(take5.len(), 1);
        assert!(take5[0].0.is_empty());
        assert_eq!(
            take5[0].1,
            "an inaccuracy from 1, a mistake from 2.5, a blunder from 5 cows lost"
        );
        assert_eq!(thresholds_by_rule_set::<Morris>().len(), 1);
        let fireworks = thresholds_by_rule_set::<Fireworks>();
        assert_eq!(fireworks.len(), 2, "{fireworks:?}");
        assert_eq!(fireworks[0].0.len(), 1, "the CodinGame rules' points");
        assert!(fireworks[0].1.contains("from 1.5"), "{fireworks:?}");
        assert!(fireworks[1].1.contains("from 0.5"), "{fireworks:?}");
    }
}
