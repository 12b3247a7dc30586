//! An independent, deliberately naive rule implementation written straight
//! from the text of RULES.md §3: field names as strings, lists instead of
//! bit masks. The engine is cross-checked against it.

use std::collections::BTreeMap;

/// Rule 1, copied from RULES.md.
pub const RULE_1: &str = "A1 D1 G1 B2 D2 F2 C3 D3 E3 A4 B4 C4 E4 F4 G4 C5 D5 E5 B6 D6 F6 A7 D7 G7";

/// Rule 2, copied from RULES.md.
pub const RULE_2: &str = "A1: A4 D1 · D1: D2 A1 G1 · G1: G4 D1 · B2: B4 D2 · D2: D1 D3 B2 F2 ·
   F2: F4 D2 · C3: C4 D3 · D3: D2 C3 E3 · E3: E4 D3 · A4: A1 A7 B4 ·
   B4: B2 B6 A4 C4 · C4: C3 C5 B4 · E4: E3 E5 F4 · F4: F2 F6 E4 G4 ·
   G4: G1 G7 F4 · C5: C4 D5 · D5: D6 C5 E5 · E5: E4 D5 · B6: B4 D6 ·
   D6: D5 D7 B6 F6 · F6: D6 F4 · A7: A4 D7 · D7: D6 A7 G7 · G7: G4 D7.";

/// Rule 3, copied from RULES.md.
pub const RULE_3: &str = "A1-D1-G1, B2-D2-F2, C3-D3-E3, A4-B4-C4, E4-F4-G4,
   C5-D5-E5, B6-D6-F6, A7-D7-G7; columns A1-A4-A7, B2-B4-B6, C3-C4-C5,
   D1-D2-D3, D5-D6-D7, E3-E4-E5, F2-F4-F6, G1-G4-G7.";

/// The canonical field order.
pub fn canonical() -> Vec<String> {
    RULE_1.split_whitespace().map(str::to_string).collect()
}

/// Each field's neighbours in rule-2 order.
pub fn neighbours() -> BTreeMap<String, Vec<String>> {
    RULE_2
        .trim_end_matches('.')
        .split('·')
        .map(|entry| {
            let (field, list) = entry.split_once(':').unwrap();
            (
                field.trim().to_string(),
                list.split_whitespace().map(str::to_string).collect(),
            )
        })
        .collect()
}

/// The 16 mills.
pub fn mills() -> Vec<Vec<String>> {
    RULE_3
        .replace("columns", "")
        .replace(['.', ';'], ",")
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|m| m.split('-').map(str::to_string).collect())
        .collect()
}

/// A position in the simplest possible representation.
#[derive(Clone, Debug, PartialEq)]
pub struct NaiveState {
    /// Owner of each occupied field.
    pub board: BTreeMap<String, usize>,
    /// Stones each seat still has to place.
    pub in_hand: [u32; 2],
    /// Stones each seat has lost.
    pub lost: [u32; 2],
    /// Seat to move.
    pub to_move: usize,
    /// Moves played.
    pub moves: u32,
    /// Move limit.
    pub max_moves: u32,
}

/// The tables, parsed once per use.
pub struct Rules {
    canon: Vec<String>,
    neighbours: BTreeMap<String, Vec<String>>,
    mills: Vec<Vec<String>>,
}

impl Rules {
    /// Parses the rule text.
    pub fn new() -> Rules {
        Rules {
            canon: canonical(),
            neighbours: neighbours(),
            mills: mills(),
        }
    }

    fn in_mill(&self, board: &BTreeMap<String, usize>, seat: usize, field: &str) -> bool {
        self.mills
            .iter()
            .any(|m| m.iter().any(|f| f == field) && m.iter().all(|f| board.get(f) == Some(&seat)))
    }

    fn closes(&self, board: &BTreeMap<String, usize>, seat: usize, to: &str) -> bool {
        self.in_mill(board, seat, to)
    }

    /// The legal commands, in rule-10 order, as text.
    pub fn legal(&self, s: &NaiveState) -> Vec<String> {
        let me = s.to_move;
        let opp = 1 - me;
        let empties: Vec<&String> = self
            .canon
            .iter()
            .filter(|f| !s.board.contains_key(*f))
            .collect();
        let opp_stones: Vec<&String> = self
            .canon
            .iter()
            .filter(|f| s.board.get(*f) == Some(&opp))
            .collect();
        let mut victims: Vec<&String> = opp_stones
            .iter()
            .copied()
            .filter(|f| !self.in_mill(&s.board, opp, f))
            .collect();
        if victims.is_empty() {
            victims = opp_stones.clone();
        }
        // (from, to) pairs in rule-10 order; `from` empty for placements.
        let mut pairs: Vec<(String, String)> = Vec::new();
        if s.in_hand[me] > 0 {
            for to in &empties {
                pairs.push((String::new(), to.to_string()));
            }
        } else {
            let flying = s.lost[me] == 6;
            for from in self.canon.iter().filter(|f| s.board.get(*f) == Some(&me)) {
                let targets: Vec<&String> = if flying {
                    empties.clone()
                } else {
                    self.neighbours[from]
                        .iter()
                        .filter(|f| !s.board.contains_key(*f))
                        .collect()
                };
                for to in targets {
                    pairs.push((from.clone(), to.clone()));
                }
            }
        }
        let mut out = Vec::new();
        for (from, to) in pairs {
            let mut b = s.board.clone();
            b.remove(&from);
            b.insert(to.clone(), me);
            let (word, fields) = if from.is_empty() {
                ("PLACE", to.clone())
            } else {
                ("MOVE", format!("{from};{to}"))
            };
            if self.closes(&b, me, &to) {
                if !opp_stones.is_empty() {
                    for v in &victims {
                        out.push(format!("{word}&TAKE;{fields};{v}"));
                    }
                }
            } else {
                out.push(format!("{word};{fields}"));
            }
        }
        out
    }

    /// Plays `command` (which must be legal) and returns the new state and
    /// the result of rule 8: `None` while the game goes on, `Some(None)`
    /// for a draw, `Some(Some(seat))` for a win.
    pub fn play(&self, s: &NaiveState, command: &str) -> (NaiveState, Option<Option<usize>>) {
        let parts: Vec<&str> = command.split(';').collect();
        let me = s.to_move;
        let mut n = s.clone();
        let (to, victim) = match parts[0] {
            "PLACE" => (parts[1], None),
            "PLACE&TAKE" => (parts[1], Some(parts[2])),
            "MOVE" => (parts[2], None),
            _ => (parts[2], Some(parts[3])),
        };
        if parts[0].starts_with("PLACE") {
            n.in_hand[me] -= 1;
        } else {
            n.board.remove(parts[1]);
        }
        n.board.insert(to.to_string(), me);
        if let Some(v) = victim {
            n.board.remove(v);
            n.lost[1 - me] += 1;
        }
        n.moves += 1;
        n.to_move = 1 - me;
        let mut result = None;
        if n.moves == n.max_moves {
            result = Some(None);
        }
        // The 7th take wins; otherwise a blocked opponent loses.
        if n.lost[1 - me] == 7 || self.legal(&n).is_empty() {
            result = Some(Some(me));
        }
        (n, result)
    }

    /// Perft by playing every sequence.
    pub fn perft(&self, s: &NaiveState, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.legal(s)
            .iter()
            .map(|c| match self.play(s, c) {
                (next, None) => self.perft(&next, depth - 1),
                (_, Some(_)) => u64::from(depth == 1),
            })
            .sum()
    }
}
