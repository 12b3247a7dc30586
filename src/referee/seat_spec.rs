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
}
