//! Word helpers shared by every game's texts (native, tested natively).

use crate::text::t;

/// `word` with a capital first letter.
pub fn capitalized(word: String) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// `text` with a capital first letter and a full stop.
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let mut out: String = chars
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    out.push_str(chars.as_str());
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

/// `Ada`, `Ada and Ben`, `Ada, Ben and Cleo`, in the language of the
/// moment.
pub fn and_list(items: &[String]) -> String {
    t::shell_list(items.to_vec()).to_string()
}

#[cfg(test)]
mod tests {
    use super::and_list;

    #[test]
    fn lists_join_with_commas_and_a_final_and() {
        let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(and_list(&names(&[])), "");
        assert_eq!(and_list(&names(&["Ada"])), "Ada");
        assert_eq!(and_list(&names(&["Ada", "Ben"])), "Ada and Ben");
        assert_eq!(
            and_list(&names(&["Ada", "Ben", "Cleo"])),
            "Ada, Ben and Cleo"
        );
    }
}
