# The settings form and the settings' choices.

settings-level-easy = Easy
settings-level-medium = Medium
settings-level-hard = Hard
settings-speed-off = Off
settings-speed-slow = Slow
settings-speed-normal = Normal
settings-speed-fast = Fast
settings-theme-system = Same as my system
settings-theme-light = Light
settings-theme-dark = Dark
settings-hints-against-ais = Against AIs only
settings-hints-always = Also in hot-seat games
settings-hints-never = Never
settings-time-quick = Quick (the game's own time, under 0.1 s)
settings-time-200 = 0.2 seconds
settings-time-500 = Half a second
settings-time-1000 = 1 second
settings-time-2000 = 2 seconds
settings-not-here = Settings are not available here.
settings-saved-idle = Changes are saved in this browser as soon as you make them.
settings-saved = ✓ Saved
settings-not-saved = Not saved: { $reason }.
settings-name = Player name
settings-name-hint = Shown at the table (up to { $count } characters).
settings-level = Default AI level
settings-time = AI thinking time
settings-time-hint = How long the hard AI may think over each move when you play against it. Easy and medium take no longer.
settings-speed = Animation speed
settings-theme = Theme
settings-step = Open finished rounds in step-through mode
settings-hints = The coach's hint button
settings-language = Language
# The first choice: the language the browser prefers ($lang: its own name).
settings-language-browser = The browser's language ({ $lang })
settings-language-hint = Everything parlour shows, the rules and the lessons too. A lesson written in the studio keeps its own language.
