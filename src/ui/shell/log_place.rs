//! Where a game screen stands in its event log: how many events have been
//! shown (the rest wait for the animation timer
//! or "Next step"), which one the board shows, and whether the history is
//! being played back. Pure arithmetic on three values and the log length.

/// A screen's position in its event log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LogPlace {
    /// How many events have been shown.
    pub shown: usize,
    /// The event the board shows (`< shown`).
    pub cursor: usize,
    /// Whether the history is being played back.
    pub replaying: bool,
}

impl LogPlace {
    /// Whether the board shows the newest shown event (not the past).
    pub fn following(&self) -> bool {
        self.cursor + 1 >= self.shown
    }

    /// Whether all `len` events are shown and the board shows the present.
    pub fn is_live(&self, len: usize) -> bool {
        self.shown >= len && self.following()
    }

    /// Shows the next waiting event (the board follows it if it was
    /// following); `false` when nothing was waiting.
    pub fn advance(&mut self, len: usize) -> bool {
        if self.shown >= len {
            return false;
        }
        let following = self.following();
        self.shown += 1;
        if following {
            self.cursor = self.shown - 1;
        }
        true
    }

    /// Shows event `index` (clamped to the log), which stops a play-back;
    /// `false` for an empty log.
    pub fn step_to(&mut self, index: usize, len: usize) -> bool {
        self.replaying = false;
        if len == 0 {
            return false;
        }
        self.cursor = index.min(len - 1);
        self.shown = self.shown.max(self.cursor + 1);
        true
    }

    /// Starts (from the first event when at the end) or pauses the
    /// play-back.
    pub fn set_replay(&mut self, on: bool, len: usize) {
        if on && self.cursor + 1 >= len {
            self.cursor = 0;
        }
        self.replaying = on && len > 1;
    }

    /// The play-back shows the next event and stops at the last one.
    pub fn replay_tick(&mut self, len: usize) {
        if self.replaying && self.cursor + 1 < len {
            self.cursor += 1;
            self.shown = self.shown.max(self.cursor + 1);
        }
        if self.cursor + 1 >= len {
            self.replaying = false;
        }
    }

    /// `pace_ms` while playing back with an event still to show.
    pub fn replay_delay(&self, len: usize, pace_ms: u32) -> Option<u32> {
        (self.replaying && self.cursor + 1 < len).then_some(pace_ms)
    }
}
