# The app around the games: header, pages, titles, notices.

-parlour = parlour
app-nav-label = Main
app-nav-home = Home
app-nav-studio = Studio
app-nav-settings = Settings
app-nav-about = About
app-footer = { -parlour } runs entirely in your browser and sends nothing anywhere.
app-dismiss = Dismiss
app-dismiss-notice = Dismiss notice
# The document's title: a page's name, then the app's.
app-title = { $page } · { -parlour }
app-title-settings = Settings
app-title-about = About
app-title-shared = A shared game of { $game }
app-title-join = Joining a table of { $game }
app-title-lesson = Lesson { $number } of { $game }
app-title-rules = Rules of { $game }
app-title-puzzles = Puzzles of { $game }
app-title-study-lesson = A lesson
app-title-studio = Lesson studio
app-title-not-found = Page not found
home-lead = Card and board games against small computer opponents, with every move explained step by step.
home-play = Play { $game }
home-rules = Rules of { $game }
page-open-in-parlour = open in { -parlour }
page-rules-title = Rules of { $game }
page-play = Play { $game }
not-found-title = Page not found
# The address asked for is shown as code between the two parts.
not-found-before = There is no page at{" "}
not-found-after = . It may be a game that is not playable yet, or a mistyped address.
not-found-home = Go to the home page
settings-title = Settings
app-title-home = { -parlour }
# The page's description (its <meta name="description">, as the manifest's).
app-description = Play and learn CodinGame's board and card games in the browser, online or offline, with exact rules, AIs, lessons and a coach.
