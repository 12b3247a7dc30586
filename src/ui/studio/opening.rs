//! What the studio opens on, read from the address after `#/studio`.

/// Where the studio starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opening {
    /// The saved lessons (`#/studio`).
    Shelf,
    /// A lesson from its link code (`#/studio/lesson/<code>`), to change
    /// it or keep it.
    Lesson(String),
    /// A built-in lesson (`#/studio/<game>/lesson/<n>`), as a new lesson.
    Builtin {
        /// The game's id.
        game: String,
        /// The lesson's number, from 1.
        number: u8,
    },
    /// A game from its share code (`#/studio/<game>/g/<code>`): a shared
    /// game or the one on screen, as a new lesson's line.
    Game {
        /// The game's id.
        game: String,
        /// The share code.
        code: String,
    },
    /// A lesson kept in this browser (`#/studio/saved/<id>`).
    Saved(u64),
}

impl Opening {
    /// Reads what follows `#/studio`; an address it does not know opens
    /// the saved lessons.
    pub fn parse(open: &str) -> Opening {
        let parts: Vec<&str> = open.trim_matches('/').split('/').collect();
        match parts.as_slice() {
            ["lesson", code] if !code.is_empty() => Opening::Lesson((*code).to_owned()),
            ["saved", id] => id.parse().map_or(Opening::Shelf, Opening::Saved),
            [game, "lesson", n] => match n.parse::<u8>() {
                Ok(number) if number > 0 => Opening::Builtin {
                    game: (*game).to_owned(),
                    number,
                },
                _ => Opening::Shelf,
            },
            [game, "g", code] if !code.is_empty() => Opening::Game {
                game: (*game).to_owned(),
                code: (*code).to_owned(),
            },
            _ => Opening::Shelf,
        }
    }

    /// The address of this opening (`#/studio…`).
    pub fn href(&self) -> String {
        match self {
            Opening::Shelf => "#/studio".to_owned(),
            Opening::Lesson(code) => format!("#/studio/lesson/{code}"),
            Opening::Builtin { game, number } => format!("#/studio/{game}/lesson/{number}"),
            Opening::Game { game, code } => format!("#/studio/{game}/g/{code}"),
            Opening::Saved(id) => format!("#/studio/saved/{id}"),
        }
    }
}
