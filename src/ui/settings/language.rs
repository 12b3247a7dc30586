//! The language setting and how the app's language is chosen: a page's
//! `?lang=` first (an embed shows its class's language), then the
//! language chosen in Settings, then the browser's preferred languages.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::text::Lang;

/// The language chosen in Settings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LanguageChoice {
    /// The first of the browser's preferred languages parlour speaks.
    #[default]
    Browser,
    /// This language, whatever the browser prefers.
    Fixed(Lang),
}

impl LanguageChoice {
    /// Every choice, in form order.
    pub const ALL: [LanguageChoice; 4] = [
        LanguageChoice::Browser,
        LanguageChoice::Fixed(Lang::En),
        LanguageChoice::Fixed(Lang::Fr),
        LanguageChoice::Fixed(Lang::De),
    ];

    /// The value saved in the settings' JSON and used by the form.
    pub fn key(self) -> &'static str {
        match self {
            LanguageChoice::Browser => "browser",
            LanguageChoice::Fixed(lang) => lang.code(),
        }
    }

    /// The choice saved as `key`.
    pub fn from_key(key: &str) -> Option<LanguageChoice> {
        if key == "browser" {
            return Some(LanguageChoice::Browser);
        }
        Lang::ALL
            .into_iter()
            .find(|l| l.code() == key)
            .map(LanguageChoice::Fixed)
    }
}

impl Serialize for LanguageChoice {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.key())
    }
}

impl<'de> Deserialize<'de> for LanguageChoice {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let key = String::deserialize(deserializer)?;
        LanguageChoice::from_key(&key)
            .ok_or_else(|| serde::de::Error::custom(format!("no language {key}")))
    }
}

/// The language a page shows: its address's `lang` (`?lang=fr`, before or
/// inside the `#` route), else the setting, else the first of the
/// browser's languages parlour speaks, else English.
pub fn chosen_lang<'a>(
    address: &str,
    choice: LanguageChoice,
    browser: impl IntoIterator<Item = &'a str>,
) -> Lang {
    if let Some(lang) = address_lang(address) {
        return lang;
    }
    match choice {
        LanguageChoice::Fixed(lang) => lang,
        LanguageChoice::Browser => Lang::preferred(browser),
    }
}

/// The `lang` parameter of an address's queries (`?lang=de` or
/// `#/embed/take5/lesson/1?lang=de`), when parlour speaks it.
pub fn address_lang(address: &str) -> Option<Lang> {
    address
        .split(['?', '&', '#'])
        .filter_map(|part| part.strip_prefix("lang="))
        .find_map(Lang::from_tag)
}

/// The route part of a `#` hash without its query (`#/play/take5?lang=fr`
/// is `#/play/take5`).
pub fn without_query(hash: &str) -> &str {
    hash.split('?').next().unwrap_or(hash)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_wins_then_the_setting_then_the_browser() {
        let fr = LanguageChoice::Fixed(Lang::Fr);
        assert_eq!(chosen_lang("https://x/p/?lang=de#/", fr, ["en"]), Lang::De);
        assert_eq!(
            chosen_lang("https://x/p/#/embed/take5/lesson/1?lang=de", fr, []),
            Lang::De
        );
        assert_eq!(
            chosen_lang("https://x/p/?a=1&lang=xx#/", fr, ["de"]),
            Lang::Fr
        );
        assert_eq!(
            chosen_lang("https://x/", LanguageChoice::Browser, ["es", "de-CH"]),
            Lang::De
        );
        assert_eq!(
            chosen_lang("https://x/", LanguageChoice::Browser, ["es"]),
            Lang::En
        );
    }

    #[test]
    fn the_choice_is_saved_by_its_key() {
        for choice in LanguageChoice::ALL {
            let json = serde_json::to_string(&choice).unwrap();
            assert_eq!(
                serde_json::from_str::<LanguageChoice>(&json).unwrap(),
                choice
            );
        }
        assert!(serde_json::from_str::<LanguageChoice>("\"xx\"").is_err());
        assert_eq!(without_query("#/play/take5?lang=fr"), "#/play/take5");
    }
}
