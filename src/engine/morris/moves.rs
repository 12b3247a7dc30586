//! One move = one CodinGame command (rule 9): a placement or a move, with
//! its victim when it closes a mill. Serialized as the command text.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

use super::board::Field;

/// A placement (`from` is `None`) or a move/flight, with the stone it takes
/// when it closes a mill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The field the stone leaves; `None` for a placement.
    pub from: Option<Field>,
    /// The field the stone arrives on.
    pub to: Field,
    /// The opponent stone taken, for a move that closes a mill.
    pub take: Option<Field>,
}

impl Move {
    /// `PLACE;to`.
    pub fn place(to: Field) -> Move {
        Move {
            from: None,
            to,
            take: None,
        }
    }

    /// `MOVE;from;to`.
    pub fn step(from: Field, to: Field) -> Move {
        Move {
            from: Some(from),
            to,
            take: None,
        }
    }

    /// The same move taking `victim`.
    pub fn taking(self, victim: Field) -> Move {
        Move {
            take: Some(victim),
            ..self
        }
    }

    /// The command word: `PLACE`, `PLACE&TAKE`, `MOVE` or `MOVE&TAKE`.
    pub fn word(&self) -> &'static str {
        match (self.from.is_some(), self.take.is_some()) {
            (false, false) => "PLACE",
            (false, true) => "PLACE&TAKE",
            (true, false) => "MOVE",
            (true, true) => "MOVE&TAKE",
        }
    }

    /// Parses a command's text (syntax only; legality is checked elsewhere).
    pub fn parse(text: &str) -> Result<Move, String> {
        let parts: Vec<&str> = text.split(';').collect();
        let word = parts[0];
        let fields = &parts[1..];
        let (needed, usage) = match word {
            "PLACE" => (1, "PLACE;field"),
            "PLACE&TAKE" => (2, "PLACE&TAKE;field;victim"),
            "MOVE" => (2, "MOVE;from;to"),
            "MOVE&TAKE" => (3, "MOVE&TAKE;from;to;victim"),
            "" => return Err("the answer is empty: expected a command such as PLACE;D2".into()),
            other => {
                return Err(format!(
                    "unknown command `{other}`: expected PLACE, PLACE&TAKE, MOVE or MOVE&TAKE"
                ))
            }
        };
        if fields.len() != needed {
            let plural = if needed == 1 { "" } else { "s" };
            return Err(format!(
                "{word} needs {needed} field{plural} ({usage}), but `{text}` gives {}",
                fields.len()
            ));
        }
        let mut parsed = Vec::with_capacity(needed);
        for name in fields {
            parsed.push(Field::parse(name).ok_or_else(|| {
                format!("`{name}` is not a field name (fields are A1, D1, G1, … G7)")
            })?);
        }
        Ok(match word {
            "PLACE" => Move::place(parsed[0]),
            "PLACE&TAKE" => Move::place(parsed[0]).taking(parsed[1]),
            "MOVE" => Move::step(parsed[0], parsed[1]),
            _ => Move::step(parsed[0], parsed[1]).taking(parsed[2]),
        })
    }
}

impl fmt::Display for Move {
    /// The command text, e.g. `MOVE&TAKE;A1;A4;D7`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())?;
        if let Some(from) = self.from {
            write!(f, ";{from}")?;
        }
        write!(f, ";{}", self.to)?;
        if let Some(victim) = self.take {
            write!(f, ";{victim}")?;
        }
        Ok(())
    }
}

impl Serialize for Move {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Move::parse(&text).map_err(serde::de::Error::custom)
    }
}
