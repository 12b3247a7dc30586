//! Who sits in a seat: a built-in AI (`ai:<level>`) or an external bot
//! started with `sh -c` (`cmd:<shell command>`).

use std::fmt;
use std::str::FromStr;

/// One `--seat` value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatSpec {
    /// A built-in AI of the named level (`ai:easy`).
    Ai(String),
    /// An external bot: a shell command run with `sh -c` (`cmd:./bot`).
    Cmd(String),
}

impl FromStr for SeatSpec {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        if let Some(level) = text.strip_prefix("ai:") {
            if level.is_empty() {
                return Err("`ai:` needs a level, e.g. `ai:easy`".to_string());
            }
            Ok(SeatSpec::Ai(level.to_string()))
        } else if let Some(command) = text.strip_prefix("cmd:") {
            if command.trim().is_empty() {
                return Err("`cmd:` needs a shell command, e.g. `cmd:./my_bot`".to_string());
            }
            Ok(SeatSpec::Cmd(command.to_string()))
        } else {
            Err(format!(
                "`{text}` is not a seat; write `ai:<level>` or `cmd:<shell command>`"
            ))
        }
    }
}

impl fmt::Display for SeatSpec {
    /// The spec exactly as it is written on the command line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatSpec::Ai(level) => write!(f, "ai:{level}"),
            SeatSpec::Cmd(command) => write!(f, "cmd:{command}"),
        }
    }
}

/// The seed of the AI in `seat` for a game dealt with `game_seed`: a
/// SplitMix64 mix of both, so that seats get unrelated random streams and
/// the same game seed always gives the same AIs.
pub fn agent_seed(game_seed: u64, seat: usize) -> u64 {
    let mut z = game_seed ^ (seat as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_parse_and_print_back_as_given() {
        for text in ["ai:easy", "cmd:python3 bot.py --fast", "cmd:./a:b"] {
            let spec: SeatSpec = text.parse().unwrap();
            assert_eq!(spec.to_string(), text);
        }
        assert_eq!(
            "cmd:sh x.sh".parse::<SeatSpec>(),
            Ok(SeatSpec::Cmd("sh x.sh".to_string()))
        );
        assert_eq!(
            "ai:perfect".parse::<SeatSpec>(),
            Ok(SeatSpec::Ai("perfect".to_string()))
        );
    }

    #[test]
    fn bad_specs_are_refused_with_a_hint() {
        assert!("human"
            .parse::<SeatSpec>()
            .unwrap_err()
            .contains("ai:<level>"));
        assert!("ai:".parse::<SeatSpec>().is_err());
        assert!("cmd:  ".parse::<SeatSpec>().is_err());
    }

    #[test]
    fn agent_seeds_differ_by_seat_and_game() {
        assert_ne!(agent_seed(7, 0), agent_seed(7, 1));
        assert_ne!(agent_seed(7, 0), agent_seed(8, 0));
        assert_eq!(agent_seed(7, 1), agent_seed(7, 1));
    }
}
