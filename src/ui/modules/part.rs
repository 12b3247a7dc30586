//! What the page asks a module to draw ([`Part`]: one of the extras
//! module's parts, or the studio), as JSON across modules.

use serde::{Deserialize, Serialize};

use crate::text::{t, Msg};

/// One part a module draws: the extras module's, or the studio.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "part", rename_all = "snake_case")]
pub enum Part {
    /// Game `game`'s rules page, with its rule sets and lessons.
    Rules {
        /// The game's id.
        game: String,
    },
    /// Game `game`'s lessons as a list; choosing one sends its number.
    Lessons {
        /// The game's id.
        game: String,
    },
    /// The bot protocol view of `seat` in a game: what its bot reads now
    /// and its last command seen.
    Protocol {
        /// The game's id.
        game: String,
        /// The game's record, as JSON.
        record: String,
        /// The seat whose input is shown (`None`: nobody may look now).
        seat: Option<usize>,
        /// The seats' names.
        names: Vec<String>,
    },
    /// The about page: what parlour is, what it keeps, and a short
    /// demonstration of step-through.
    About,
    /// A lesson written in the studio, from its link's code (the code
    /// names its game).
    Lesson {
        /// The code after `#/lesson/`.
        code: String,
    },
    /// The lesson studio: the extras module fetches the studio's own
    /// module (a third one, for teachers) and mounts it here, opened on
    /// what follows `#/studio` in the address: nothing (the saved
    /// lessons), `lesson/<code>`, `<game>/lesson/<n>` or `<game>/g/<code>`.
    Studio {
        /// The address after `#/studio` (`""`, `/lesson/…`, …).
        open: String,
    },
    /// The coach's review of a game: every decision the viewer may see,
    /// judged in a worker of its own; choosing a decision sends its record
    /// step back.
    Review {
        /// The game's id.
        game: String,
        /// The game's record, as JSON.
        record: String,
        /// Who reads it (`None`: a spectator, who sees everything).
        viewer: Option<usize>,
        /// The seats' names.
        names: Vec<String>,
    },
    /// The coach's hint for `seat` in a game: the hard AI's move, shown on
    /// the page's table, with its reason.
    Hint {
        /// The game's id.
        game: String,
        /// The game's record when the hint was asked for, as JSON.
        record: String,
        /// The seat to move.
        seat: usize,
        /// The seats' names.
        names: Vec<String>,
    },
    /// Game `game`'s puzzles page: positions mined from the AIs' own
    /// games, each opened as a lesson.
    Puzzles {
        /// The game's id.
        game: String,
    },
    /// The settings form; every change is saved by the form and sent
    /// back as the settings' JSON (as they are stored).
    Settings {
        /// The settings when the form opens, as stored.
        settings: String,
    },
}

impl Part {
    /// The part as the JSON the module reads.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("parts serialize")
    }

    /// Reads a part; the error says what is wrong.
    pub fn from_json(text: &str) -> Result<Part, String> {
        serde_json::from_str(text).map_err(|e| t::extras_not_a_part(e.to_string()).to_string())
    }

    /// What the page shows while the module loads (`Loading the rules…`),
    /// in the language of the moment.
    pub fn loading_text(&self) -> Msg {
        match self {
            Part::Rules { .. } => t::extras_loading_rules(),
            Part::Settings { .. } => t::extras_loading_settings(),
            Part::Protocol { .. } => t::extras_loading_protocol(),
            Part::Lessons { .. } => t::extras_loading_lessons(),
            Part::Lesson { .. } => t::extras_loading_lesson(),
            Part::About => t::extras_loading_about(),
            Part::Puzzles { .. } => t::extras_loading_puzzles(),
            Part::Studio { .. } => t::extras_loading_studio(),
            Part::Review { .. } | Part::Hint { .. } => t::extras_loading_coach(),
        }
    }

    /// What the page shows when the module could not load (`why`), in the
    /// language of the moment: `Loading the rules failed: … Check the
    /// connection and open it again.`
    pub fn failed_text(&self, why: &str) -> Msg {
        match self {
            Part::Rules { .. } => t::extras_failed_rules(why),
            Part::Settings { .. } => t::extras_failed_settings(why),
            Part::Protocol { .. } => t::extras_failed_protocol(why),
            Part::Lessons { .. } => t::extras_failed_lessons(why),
            Part::Lesson { .. } => t::extras_failed_lesson(why),
            Part::About => t::extras_failed_about(why),
            Part::Puzzles { .. } => t::extras_failed_puzzles(why),
            Part::Studio { .. } => t::extras_failed_studio(why),
            Part::Review { .. } | Part::Hint { .. } => t::extras_failed_coach(why),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Part;

    #[test]
    fn parts_cross_as_json_and_a_bad_one_is_refused() {
        let parts = [
            Part::Rules {
                game: "take5".into(),
            },
            Part::Settings {
                settings: "{\"version\":1}".into(),
            },
            Part::Lessons {
                game: "take5".into(),
            },
            Part::Lesson { code: "AQx".into() },
            Part::Puzzles {
                game: "morris".into(),
            },
            Part::Studio {
                open: "/lesson/AQx".into(),
            },
            Part::Protocol {
                game: "morris".into(),
                record: "{}".into(),
                seat: Some(1),
                names: vec!["Ada".into(), "Ben".into()],
            },
            Part::Review {
                game: "take5".into(),
                record: "{}".into(),
                viewer: None,
                names: vec!["Ada".into(), "Ben".into()],
            },
            Part::Hint {
                game: "morris".into(),
                record: "{}".into(),
                seat: 1,
                names: vec!["Ada".into(), "Ben".into()],
            },
        ];
        for part in parts {
            assert_eq!(Part::from_json(&part.to_json()), Ok(part));
        }
        let bad = Part::from_json("{\"part\":\"studio_editor\"}").unwrap_err();
        assert!(bad.contains("not a part"), "{bad}");
    }
}
