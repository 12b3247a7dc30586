//! The lessons a teacher keeps in this browser: a list (newest first) of
//! lessons of any game, each kept whole as data, opened, renamed,
//! duplicated and deleted from the studio's first screen. Plain Rust,
//! tested natively; `store` (wasm) keeps it in `localStorage`.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::text::{t, Lang};

/// The `localStorage` key of the shelf.
pub const SHELF_KEY: &str = "parlour.studio.v1";

/// Where an unreadable shelf is moved before a new one is started, so
/// nothing a teacher wrote is written over.
pub const UNREADABLE_KEY: &str = "parlour.studio.v1.unreadable";

/// The shelf's format version.
pub const SHELF_VERSION: u32 = 1;

/// One lesson kept in the browser.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedLesson {
    /// Its number on this shelf (never reused while it is there).
    pub id: u64,
    /// Its game's id.
    pub game: String,
    /// The lesson as the studio writes it (a `Study` of its game, JSON),
    /// kept also while it does not pass the checks yet.
    pub study: Value,
    /// When it was last saved, in milliseconds since 1970.
    pub saved: f64,
}

impl SavedLesson {
    /// The language the lesson is written in (English when it does not
    /// say, as lessons kept before lessons had a language).
    pub fn lang(&self) -> Lang {
        self.study
            .get("lang")
            .and_then(Value::as_str)
            .and_then(Lang::from_tag)
            .unwrap_or_default()
    }

    /// The lesson's title ("Untitled lesson" when it has none).
    pub fn title(&self) -> String {
        match self.study.get("title").and_then(Value::as_str) {
            Some(title) if !title.trim().is_empty() => title.to_owned(),
            _ => t::studio_untitled().to_string(),
        }
    }
}

/// Every lesson kept, newest first.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Shelf {
    /// The format version ([`SHELF_VERSION`]).
    pub version: u32,
    /// The lessons.
    pub lessons: Vec<SavedLesson>,
}

impl Shelf {
    /// An empty shelf.
    pub fn empty() -> Shelf {
        Shelf {
            version: SHELF_VERSION,
            lessons: Vec::new(),
        }
    }

    /// Reads the stored text (`None`: nothing stored yet). An error says
    /// why the text cannot be read.
    pub fn parse(text: Option<&str>) -> Result<Shelf, String> {
        let Some(text) = text else {
            return Ok(Shelf::empty());
        };
        let shelf: Shelf = serde_json::from_str(text)
            .map_err(|e| t::studio_shelf_bad(e.to_string()).to_string())?;
        if shelf.version != SHELF_VERSION {
            return Err(t::studio_shelf_version(shelf.version).to_string());
        }
        Ok(shelf)
    }

    /// The text to store.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a shelf serializes")
    }

    /// The lesson numbered `id`.
    pub fn get(&self, id: u64) -> Option<&SavedLesson> {
        self.lessons.iter().find(|l| l.id == id)
    }

    /// A number no lesson on the shelf has.
    pub fn next_id(&self) -> u64 {
        self.lessons.iter().map(|l| l.id + 1).max().unwrap_or(1)
    }

    /// Keeps `lesson`: replaces the one with its number, or adds it; it
    /// moves to the top either way.
    pub fn put(&mut self, lesson: SavedLesson) {
        self.lessons.retain(|l| l.id != lesson.id);
        self.lessons.insert(0, lesson);
    }

    /// Renames lesson `id` (its title inside the lesson); false when it
    /// is not there.
    pub fn rename(&mut self, id: u64, title: &str) -> bool {
        let Some(lesson) = self.lessons.iter_mut().find(|l| l.id == id) else {
            return false;
        };
        if let Some(study) = lesson.study.as_object_mut() {
            study.insert("title".into(), Value::String(title.to_owned()));
        }
        true
    }

    /// Adds a copy of lesson `id` titled "… (copy)", saved `now`, at the
    /// top; its number, or `None` when `id` is not there.
    pub fn duplicate(&mut self, id: u64, now: f64) -> Option<u64> {
        let mut copy = self.get(id)?.clone();
        let title = t::studio_copy_title(copy.title()).to_string();
        copy.id = self.next_id();
        copy.saved = now;
        if let Some(study) = copy.study.as_object_mut() {
            study.insert("title".into(), Value::String(title));
        }
        let new_id = copy.id;
        self.lessons.insert(0, copy);
        Some(new_id)
    }

    /// Deletes lesson `id`; false when it is not there.
    pub fn delete(&mut self, id: u64) -> bool {
        let before = self.lessons.len();
        self.lessons.retain(|l| l.id != id);
        self.lessons.len() < before
    }
}
