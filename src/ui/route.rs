//! Hash routes, so the app works from any static folder without server
//! rewrites: the part after `#` is the only thing that changes.

/// One page of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// `#/` (also an empty hash): the list of games.
    Home,
    /// `#/settings`: the preferences form.
    Settings,
    /// `#/about`: what parlour is and how step-through works.
    About,
    /// `#/play/<id>`: the table of a listed game.
    Play(&'static str),
    /// `#/play/<id>/lesson/<n>`: lesson `n` (from 1) of a game, started on
    /// arrival; a link a teacher can share.
    Lesson(&'static str, u8),
    /// `#/play/<id>/g/<code>`: a shared game (a record and the step shown,
    /// see `engine::record_code`), opened in review.
    Shared(&'static str, String),
    /// `#/play/<id>/join/<code>`: a seat at a table hosted on another
    /// device (the invitation's code, see `engine::remote::invitation`).
    Join(&'static str, String),
    /// `#/embed/<id>/lesson/<n>`: a lesson alone (board, explanation and
    /// step bar), for an `<iframe>` on another site.
    EmbedLesson(&'static str, u8),
    /// `#/embed/<id>/g/<code>`: a shared game alone, for an `<iframe>`.
    EmbedShared(&'static str, String),
    /// `#/rules/<id>`: the rules of a listed game.
    Rules(&'static str),
    /// `#/lesson/<code>`: a lesson written in the studio, the whole of it
    /// in the link (its game is inside the code).
    StudyLesson(String),
    /// `#/embed/lesson/<code>`: a studio lesson alone, for an `<iframe>`.
    EmbedStudyLesson(String),
    /// `#/studio…`: the lesson studio; holds what follows `#/studio`
    /// (`""`: the saved lessons; `/lesson/<code>`, `/<id>/lesson/<n>`,
    /// `/<id>/g/<code>`: that lesson or game opened to write a lesson).
    Studio(String),
    /// `#/puzzles/<id>`: a game's puzzles, mined from the AIs' own games.
    Puzzles(&'static str),
    /// Anything else; holds the path that was asked for (without `#`).
    NotFound(String),
}

impl Route {
    /// Reads a `location.hash` value (`""`, `"#/"`, `"#/play/<id>"`, …).
    /// `game_ids` are the games that exist: a play or rules path naming any
    /// other id is [`Route::NotFound`]. A trailing `/` is ignored.
    pub fn parse(hash: &str, game_ids: &[&'static str]) -> Route {
        let path = hash.strip_prefix('#').unwrap_or(hash);
        let trimmed = path.trim_end_matches('/');
        let find = |id: &str| game_ids.iter().copied().find(|known| *known == id);
        let segments: Vec<&str> = trimmed.split('/').collect();
        match segments.as_slice() {
            [""] => Route::Home,
            ["", "settings"] => Route::Settings,
            ["", "about"] => Route::About,
            ["", "play", id] => {
                find(id).map_or_else(|| Route::NotFound(path.to_owned()), Route::Play)
            }
            ["", "play", id, "lesson", n] => match (find(id), n.parse::<u8>()) {
                (Some(id), Ok(n)) if n > 0 => Route::Lesson(id, n),
                _ => Route::NotFound(path.to_owned()),
            },
            ["", "embed", id, "lesson", n] => match (find(id), n.parse::<u8>()) {
                (Some(id), Ok(n)) if n > 0 => Route::EmbedLesson(id, n),
                _ => Route::NotFound(path.to_owned()),
            },
            ["", "play", id, "g", code] if !code.is_empty() => find(id).map_or_else(
                || Route::NotFound(path.to_owned()),
                |id| Route::Shared(id, (*code).to_owned()),
            ),
            ["", "play", id, "join", code] if !code.is_empty() => find(id).map_or_else(
                || Route::NotFound(path.to_owned()),
                |id| Route::Join(id, (*code).to_owned()),
            ),
            ["", "embed", id, "g", code] if !code.is_empty() => find(id).map_or_else(
                || Route::NotFound(path.to_owned()),
                |id| Route::EmbedShared(id, (*code).to_owned()),
            ),
            ["", "lesson", code] if !code.is_empty() => Route::StudyLesson((*code).to_owned()),
            ["", "embed", "lesson", code] if !code.is_empty() => {
                Route::EmbedStudyLesson((*code).to_owned())
            }
            ["", "studio", ..] => Route::Studio(trimmed["/studio".len()..].to_owned()),
            ["", "rules", id] => {
                find(id).map_or_else(|| Route::NotFound(path.to_owned()), Route::Rules)
            }
            ["", "puzzles", id] => {
                find(id).map_or_else(|| Route::NotFound(path.to_owned()), Route::Puzzles)
            }
            _ => Route::NotFound(path.to_owned()),
        }
    }

    /// Whether this page is shown alone in a frame (no header, no
    /// navigation, nothing saved).
    pub fn is_embed(&self) -> bool {
        matches!(
            self,
            Route::EmbedLesson(..) | Route::EmbedShared(..) | Route::EmbedStudyLesson(..)
        )
    }

    /// The full app's page of an embedded one (`open in parlour`).
    pub fn unembedded(&self) -> Route {
        match self {
            Route::EmbedLesson(id, n) => Route::Lesson(id, *n),
            Route::EmbedShared(id, code) => Route::Shared(id, code.clone()),
            Route::EmbedStudyLesson(code) => Route::StudyLesson(code.clone()),
            other => other.clone(),
        }
    }

    /// The relative link to this page (`#/settings`); relative so the app
    /// keeps working when served from a sub-folder.
    pub fn href(&self) -> String {
        match self {
            Route::Home => "#/".to_owned(),
            Route::Settings => "#/settings".to_owned(),
            Route::About => "#/about".to_owned(),
            Route::Play(id) => format!("#/play/{id}"),
            Route::Lesson(id, n) => format!("#/play/{id}/lesson/{n}"),
            Route::Shared(id, code) => format!("#/play/{id}/g/{code}"),
            Route::Join(id, code) => format!("#/play/{id}/join/{code}"),
            Route::EmbedLesson(id, n) => format!("#/embed/{id}/lesson/{n}"),
            Route::EmbedShared(id, code) => format!("#/embed/{id}/g/{code}"),
            Route::Rules(id) => format!("#/rules/{id}"),
            Route::Puzzles(id) => format!("#/puzzles/{id}"),
            Route::StudyLesson(code) => format!("#/lesson/{code}"),
            Route::EmbedStudyLesson(code) => format!("#/embed/lesson/{code}"),
            Route::Studio(open) => format!("#/studio{open}"),
            Route::NotFound(path) => format!("#{path}"),
        }
    }
}

/// Shows `href` (e.g. `#/settings`) in the address bar without a new
/// history entry or a `hashchange` (the page stays as it is).
#[cfg(target_arch = "wasm32")]
pub fn replace_address(href: &str) {
    let window = gloo::utils::window();
    if let Ok(history) = window.history() {
        // Failing only leaves the old address in the bar.
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(href));
    }
}

#[cfg(test)]
mod tests {
    use super::Route;

    #[test]
    fn routes_parse_from_the_hash() {
        let games = ["alpha", "beta"];
        assert_eq!(Route::parse("", &games), Route::Home);
        assert_eq!(Route::parse("#", &games), Route::Home);
        assert_eq!(Route::parse("#/", &games), Route::Home);
        assert_eq!(Route::parse("#/settings", &games), Route::Settings);
        assert_eq!(Route::parse("#/settings/", &games), Route::Settings);
        assert_eq!(Route::parse("#/about", &games), Route::About);
        assert_eq!(
            Route::parse("#/play/beta/lesson/3", &games),
            Route::Lesson("beta", 3)
        );
        assert_eq!(
            Route::parse("#/play/beta/lesson/0", &games),
            Route::NotFound("/play/beta/lesson/0".to_owned())
        );
        assert_eq!(
            Route::parse("#/play/beta/lesson/x", &games),
            Route::NotFound("/play/beta/lesson/x".to_owned())
        );
        assert_eq!(Route::parse("#/play/alpha", &games), Route::Play("alpha"));
        assert_eq!(Route::parse("#/rules/beta", &games), Route::Rules("beta"));
        assert_eq!(
            Route::parse("#/puzzles/beta", &games),
            Route::Puzzles("beta")
        );
        assert_eq!(
            Route::parse("#/puzzles/chess", &games),
            Route::NotFound("/puzzles/chess".to_owned())
        );
        assert_eq!(
            Route::parse("#/play/chess", &games),
            Route::NotFound("/play/chess".to_owned())
        );
        assert_eq!(
            Route::parse("#/rules", &games),
            Route::NotFound("/rules".to_owned())
        );
        assert_eq!(
            Route::parse("#/play/alpha/x", &games),
            Route::NotFound("/play/alpha/x".to_owned())
        );
        assert_eq!(
            Route::parse("#settings", &games),
            Route::NotFound("settings".to_owned())
        );
        assert_eq!(
            Route::parse("#/play/beta/g/AQx", &games),
            Route::Shared("beta", "AQx".to_owned())
        );
        assert_eq!(
            Route::parse("#/play/chess/g/AQx", &games),
            Route::NotFound("/play/chess/g/AQx".to_owned())
        );
        assert_eq!(
            Route::parse("#/play/beta/g/", &games),
            Route::NotFound("/play/beta/g/".to_owned())
        );
        assert_eq!(
            Route::parse("#/embed/alpha/lesson/2", &games),
            Route::EmbedLesson("alpha", 2)
        );
        assert!(Route::parse("#/embed/alpha/g/AQx", &games).is_embed());
        assert_eq!(
            Route::parse("#/embed/alpha/g/AQx", &games)
                .unembedded()
                .href(),
            "#/play/alpha/g/AQx"
        );
        assert_eq!(
            Route::parse("#/lesson/AQx-_", &games),
            Route::StudyLesson("AQx-_".to_owned())
        );
        assert_eq!(
            Route::parse("#/embed/lesson/AQx", &games).unembedded(),
            Route::StudyLesson("AQx".to_owned())
        );
        assert!(Route::parse("#/embed/lesson/AQx", &games).is_embed());
        assert_eq!(
            Route::parse("#/lesson/", &games),
            Route::NotFound("/lesson/".to_owned())
        );
        assert_eq!(
            Route::parse("#/play/alpha", &[]),
            Route::NotFound("/play/alpha".to_owned())
        );
    }

    #[test]
    fn route_links_are_relative_hashes() {
        assert_eq!(Route::Home.href(), "#/");
        assert_eq!(Route::Settings.href(), "#/settings");
        assert_eq!(Route::About.href(), "#/about");
        assert_eq!(Route::Play("alpha").href(), "#/play/alpha");
        assert_eq!(Route::Rules("beta").href(), "#/rules/beta");
        for route in [
            Route::Home,
            Route::Settings,
            Route::About,
            Route::Play("alpha"),
            Route::Lesson("alpha", 2),
            Route::Shared("beta", "AQx-_9".to_owned()),
            Route::EmbedLesson("alpha", 1),
            Route::EmbedShared("alpha", "AQx".to_owned()),
            Route::Rules("beta"),
            Route::Puzzles("alpha"),
        ] {
            assert_eq!(Route::parse(&route.href(), &["alpha", "beta"]), route);
        }
    }
}
