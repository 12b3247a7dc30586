//! The answers' larger parts as plain objects (wasm): the deal's best
//! and the AI teams' games, written by the worker and read by the page
//! field by field (see [`super::js`]).

#![cfg(target_arch = "wasm32")]

use js_sys::Array;
use wasm_bindgen::JsValue;

use crate::engine::coach::{BestDrop, BestLeft, BestPart};

use super::js::{Reader, Writer};
use super::protocol::TeamPlayed;

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

/// The AI teams' games as plain objects (`[{level, height, record}]`).
pub(super) fn teams_to_js(teams: &[TeamPlayed]) -> JsValue {
    let array: Array = teams
        .iter()
        .map(|team| {
            let w = Writer::new();
            w.text("level", &team.level);
            w.number("height", team.height);
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
                height: r.number("height")?,
                record: r.text("record")?,
            })
        })
        .collect()
}
