//! The deal of the day: one seed per calendar day, game, rule set and
//! player count, the same on every device and derived from the date alone
//! (no server). The seed carries its day, so any record of a daily deal
//! (a save, a link, a game file) says which day's deal it is. Stable
//! forever: a day's seed never changes (tests hold fixtures).
//!
//! A seed's 64 bits: the tag `0xDA17` (16 bits), the day counted from
//! 1970-01-01 (24 bits), and 24 bits of an FNV-1a hash of the game's id,
//! the rule set's name and the player count.

use std::fmt;

/// The tag in a daily seed's top 16 bits.
const TAG: u64 = 0xDA17;

/// A calendar day, counted from 1970-01-01 (day 0) in the proleptic
/// Gregorian calendar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(pub u32);

impl Day {
    /// The day of `year`-`month`-`day` (month and day from 1), or `None`
    /// for a date that does not exist or lies before 1970 or after 45,000.
    pub fn from_date(year: i32, month: u32, day: u32) -> Option<Day> {
        if !(1..=12).contains(&month) || day == 0 || day > days_in_month(year, month) {
            return None;
        }
        // Days from 1970-01-01, counted in years that start in March, so
        // that a leap day ends its year (Hinnant's civil-days reckoning).
        let y = i64::from(year) - i64::from(month <= 2);
        let era = y.div_euclid(400);
        let year_of_era = y - era * 400;
        let month_from_march = (i64::from(month) + 9) % 12;
        let day_of_year = (153 * month_from_march + 2) / 5 + i64::from(day) - 1;
        let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
        let days = era * 146_097 + day_of_era - 719_468;
        u32::try_from(days).ok().filter(|&d| d < 1 << 24).map(Day)
    }

    /// The year, month and day of month (month and day from 1).
    pub fn date(self) -> (i32, u32, u32) {
        let z = i64::from(self.0) + 719_468;
        let era = z.div_euclid(146_097);
        let day_of_era = z - era * 146_097;
        let year_of_era =
            (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let month_from_march = (5 * day_of_year + 2) / 153;
        let day = day_of_year - (153 * month_from_march + 2) / 5 + 1;
        let month = if month_from_march < 10 {
            month_from_march + 3
        } else {
            month_from_march - 9
        };
        let year = year_of_era + era * 400 + i64::from(month <= 2);
        (year as i32, month as u32, day as u32)
    }

    /// The day after a number of days (`Day(3).plus(-1)` is `Day(2)`),
    /// or `None` before 1970.
    pub fn plus(self, days: i64) -> Option<Day> {
        u32::try_from(i64::from(self.0) + days)
            .ok()
            .filter(|&d| d < 1 << 24)
            .map(Day)
    }
}

/// `2026-12-07`.
impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (year, month, day) = self.date();
        write!(f, "{year:04}-{month:02}-{day:02}")
    }
}

/// The days of `month` in `year`.
fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        4 | 6 | 9 | 11 => 30,
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        _ => 31,
    }
}

/// The 24 bits of a daily seed that say whose deal it is: an FNV-1a hash
/// of `game`, `rules` and `players`.
fn table_bits(game: &str, rules: &str, players: usize) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let text = format!("{game}|{rules}|{players}");
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    (hash ^ (hash >> 24) ^ (hash >> 48)) & 0xff_ffff
}

/// The seed of `day`'s deal of game `game` under the rule set named
/// `rules` at `players` seats.
pub fn daily_seed(game: &str, rules: &str, players: usize, day: Day) -> u64 {
    TAG << 48 | u64::from(day.0) << 24 | table_bits(game, rules, players)
}

/// The day whose deal `seed` is, for game `game` under the rule set
/// `rules` at `players` seats; `None` for any other seed.
pub fn daily_day(seed: u64, game: &str, rules: &str, players: usize) -> Option<Day> {
    let day = Day(((seed >> 24) & 0xff_ffff) as u32);
    (daily_seed(game, rules, players, day) == seed).then_some(day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_count_from_1970_and_back() {
        assert_eq!(Day::from_date(1970, 1, 1), Some(Day(0)));
        assert_eq!(Day::from_date(2000, 3, 1), Some(Day(11_017)));
        assert_eq!(Day::from_date(2026, 12, 7), Some(Day(20_794)));
        assert_eq!(Day(20_794).to_string(), "2026-12-07");
        for day in (0..60_000).step_by(7).map(Day) {
            let (y, m, d) = day.date();
            assert_eq!(Day::from_date(y, m, d), Some(day));
        }
        assert_eq!(
            Day::from_date(2024, 2, 29).unwrap().plus(1),
            Day::from_date(2024, 3, 1)
        );
        assert_eq!(Day(0).plus(-1), None);
    }

    #[test]
    fn dates_that_do_not_exist_are_refused() {
        assert_eq!(Day::from_date(2026, 2, 29), None);
        assert_eq!(Day::from_date(1900, 2, 29), None);
        assert!(Day::from_date(2000, 2, 29).is_some());
        assert_eq!(Day::from_date(2026, 13, 1), None);
        assert_eq!(Day::from_date(2026, 4, 31), None);
        assert_eq!(Day::from_date(1969, 12, 31), None);
    }

    #[test]
    fn a_days_seed_is_stable_forever_and_tells_its_day() {
        // Fixtures: these seeds deal these days' deals in every build.
        let day = Day::from_date(2026, 12, 7).unwrap();
        assert_eq!(
            daily_seed("fireworks", "standard", 2, day),
            0xDA17_0051_3A00_0000 | table_bits("fireworks", "standard", 2)
        );
        assert_eq!(table_bits("fireworks", "standard", 2), FIXTURE_STANDARD_2);
        assert_eq!(table_bits("fireworks", "codingame", 4), FIXTURE_CODINGAME_4);
        for (rules, players) in [("standard", 2), ("standard", 5), ("codingame", 4)] {
            let seed = daily_seed("fireworks", rules, players, day);
            assert_eq!(daily_day(seed, "fireworks", rules, players), Some(day));
        }
        let seed = daily_seed("fireworks", "standard", 2, day);
        assert_eq!(daily_day(seed, "fireworks", "standard", 3), None);
        assert_eq!(daily_day(seed, "fireworks", "codingame", 2), None);
        assert_eq!(daily_day(seed + 1, "fireworks", "standard", 2), None);
        assert_eq!(daily_day(7, "fireworks", "standard", 2), None);
        assert_ne!(
            seed,
            daily_seed("fireworks", "standard", 2, day.plus(1).unwrap())
        );
    }

    const FIXTURE_STANDARD_2: u64 = 9_630_476;
    const FIXTURE_CODINGAME_4: u64 = 8_111_538;
}
