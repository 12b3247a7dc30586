//! The languages parlour speaks and their plural rules (CLDR's cardinal
//! rules for integers and for numbers shown with decimals).

/// A language of the app. English is built into every module; French and
/// German are catalogs fetched when chosen (`locales/<code>.ftl`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English: the source language, and the referee's.
    #[default]
    En,
    /// French.
    Fr,
    /// German.
    De,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::De];

    /// The BCP 47 code: the `?lang=` value, the document's `lang`, the
    /// catalog's file name.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
        }
    }

    /// The language's own name for itself, as a language menu shows it.
    pub fn autonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
        }
    }

    /// The language of a BCP 47 tag (`fr`, `fr-CA`, `de-AT`, `EN-gb`), if
    /// parlour speaks it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?;
        Lang::ALL
            .into_iter()
            .find(|l| primary.eq_ignore_ascii_case(l.code()))
    }

    /// The first of a browser's preferred languages parlour speaks, or
    /// English.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }

    /// The plural category (`one` or `other`) of a number shown with
    /// `decimals` digits after the point, as CLDR defines it for this
    /// language (French counts 0 and 1, and 1.5, as `one`).
    pub fn plural(self, value: f64, decimals: usize) -> &'static str {
        let whole = value.abs().trunc();
        let one = match self {
            Lang::En | Lang::De => decimals == 0 && whole == 1.0,
            Lang::Fr => whole < 2.0,
        };
        if one {
            "one"
        } else {
            "other"
        }
    }

    /// The decimal separator.
    pub fn decimal_point(self) -> char {
        match self {
            Lang::En => '.',
            Lang::Fr | Lang::De => ',',
        }
    }
}

/// Kept by its code (`"fr"`), as lesson files and the studio's shelf
/// write it.
impl serde::Serialize for Lang {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.code())
    }
}

/// Read from its code (any tag [`Lang::from_tag`] takes); a language
/// parlour does not speak is refused.
impl<'de> serde::Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Lang, D::Error> {
        let tag = String::deserialize(deserializer)?;
        Lang::from_tag(&tag)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown language {tag:?}")))
    }
}
