//! Plain objects written and read field by field ([`Writer`], [`Reader`]),
//! and the answers' larger parts as such objects (wasm): the deal's best
//! and the AI teams' games (see [`super::js`]).

#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::JsValue;

use crate::engine::coach::{BestDrop, BestLeft, BestPart};

use super::protocol::TeamPlayed;

/// A plain object being written.
pub(super) struct Writer(Object);

impl Writer {
    pub(super) fn new() -> Writer {
        Writer(Object::new())
    }

    pub(super) fn set(&self, name: &str, value: JsValue) {
        // Setting a property of a plain object cannot fail.
        let _ = Reflect::set(&self.0, &JsValue::from_str(name), &value);
    }

    pub(super) fn text(&self, name: &str, text: &str) {
        self.set(name, JsValue::from_str(text));
    }

    pub(super) fn number(&self, name: &str, number: u64) {
        self.set(name, JsValue::from_f64(number as f64));
    }

    pub(super) fn texts(&self, name: &str, texts: &[String]) {
        let array: Array = texts.iter().map(|t| JsValue::from_str(t)).collect();
        self.set(name, array.into());
    }

    pub(super) fn numbers(&self, name: &str, numbers: impl Iterator<Item = f64>) {
        let array: Array = numbers.map(JsValue::from_f64).collect();
        self.set(name, array.into());
    }

    pub(super) fn done(self) -> JsValue {
        self.0.into()
    }
}

/// A plain object being read: each missing or mistyped field says which.
pub(super) struct Reader<'a>(pub(super) &'a JsValue);

impl Reader<'_> {
    pub(super) fn get(&self, name: &str) -> JsValue {
        Reflect::get(self.0, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
    }

    pub(super) fn text(&self, name: &str) -> Result<String, String> {
        self.get(name)
            .as_string()
            .ok_or_else(|| format!("the message has no text `{name}`"))
    }

    pub(super) fn number(&self, name: &str) -> Result<u64, String> {
        self.get(name)
            .as_f64()
            .filter(|n| *n >= 0.0 && n.fract() == 0.0)
            .map(|n| n as u64)
            .ok_or_else(|| format!("the message has no number `{name}`"))
    }

    /// A field that may be missing.
    pub(super) fn maybe(&self, name: &str) -> Option<JsValue> {
        Some(self.get(name)).filter(|value| !value.is_undefined() && !value.is_null())
    }

    pub(super) fn texts(&self, name: &str) -> Vec<String> {
        Array::from(&self.get(name))
            .iter()
            .map(|t| t.as_string().unwrap_or_default())
            .collect()
    }

    pub(super) fn numbers(&self, name: &str) -> Vec<f64> {
        Array::from(&self.get(name))
            .iter()
            .map(|v| v.as_f64().unwrap_or(f64::NEG_INFINITY))
            .collect()
    }
}

/// The deal's best as plain objects (`{parts: [{first, end, words,
/// score, bound, result?, drops: [{step, seat, words}]}]}`), so the page reads it with
/// no JSON reader.
pub(super) fn best_to_js(best: &BestLeft) -> JsValue {
    let parts: Array = best
        .parts
        .iter()
        .map(|part| {
            let w = Writer::new();
            w.number("first", part.first as u64);
            w.number("end", part.end as u64);
            w.text("words", &part.words);
            w.number("score", part.score);
            w.number("bound", part.bound);
            if let Some(result) = &part.result {
                w.text("result", result);
            }
            let drops: Array = part
                .drops
                .iter()
                .map(|drop| {
                    let d = Writer::new();
                    d.number("step", drop.step as u64);
                    d.number("seat", drop.seat as u64);
                    d.text("words", &drop.words);
                    d.done()
                })
                .collect();
            w.set("drops", drops.into());
            w.done()
        })
        .collect();
    let w = Writer::new();
    w.set("parts", parts.into());
    w.done()
}

/// The deal's best read back from [`best_to_js`]'s objects.
pub(super) fn best_from_js(value: &JsValue) -> Result<BestLeft, String> {
    let parts = Array::from(&Reader(value).get("parts"))
        .iter()
        .map(|part| {
            let r = Reader(&part);
            let drops = Array::from(&r.get("drops"))
                .iter()
                .map(|drop| {
                    let d = Reader(&drop);
                    Ok(BestDrop {
                        step: d.number("step")? as usize,
                        seat: d.number("seat")? as usize,
                        words: d.text("words")?,
                    })
                })
                .collect::<Result<_, String>>()?;
            Ok(BestPart {
                first: r.number("first")? as usize,
                end: r.number("end")? as usize,
                words: r.text("words")?,
                score: r.number("score")?,
                bound: r.number("bound")?,
                result: r.text("result").ok(),
                drops,
            })
        })
        .collect::<Result<_, String>>()?;
    Ok(BestLeft { parts })
}

/// The AI teams' games as plain objects (`[{level, score, record}]`).
pub(super) fn teams_to_js(teams: &[TeamPlayed]) -> JsValue {
    let array: Array = teams
        .iter()
        .map(|team| {
            let w = Writer::new();
            w.text("level", &team.level);
            w.number("score", team.score);
            w.text("record", &team.record);
            w.done()
        })
        .collect();
    array.into()
}

/// The AI teams' games read back from [`teams_to_js`]'s objects.
pub(super) fn teams_from_js(value: &JsValue) -> Result<Vec<TeamPlayed>, String> {
    Array::from(value)
        .iter()
        .map(|team| {
            let r = Reader(&team);
            Ok(TeamPlayed {
                level: r.text("level")?,
                score: r.number("score")?,
                record: r.text("record")?,
            })
        })
        .collect()
}
