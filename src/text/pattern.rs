//! A Fluent pattern written out with its arguments, read straight from its
//! source: the subset parlour's catalogs use (text; `{ $var }`; a term
//! `{ -name }`; a string literal `{ "{" }`; and a select `{ $var -> … }`
//! whose variants each take one line, on a number's plural category, an
//! exact number or a string). Anything else is written as `{?}`, which the
//! catalog tests find.

use std::fmt::Write;

use super::lang::Lang;
use super::msg::Arg;

/// What a pattern is written with: the language's plural rules, its terms,
/// the arguments, and how to write a nested message or a list.
pub(crate) trait Scope {
    /// The language whose plural rules and decimal point apply.
    fn lang(&self) -> Lang;
    /// The argument named `name`.
    fn arg(&self, name: &str) -> Option<&Arg>;
    /// A term's pattern source (`id` without its `-`).
    fn term(&self, id: &str) -> Option<&str>;
    /// Writes an argument that is not a plain string or number.
    fn write_arg(&self, out: &mut String, arg: &Arg);
}

/// Writes `source` with `scope` into `out`.
pub(crate) fn write(out: &mut String, source: &str, scope: &dyn Scope) {
    let mut reader = Reader {
        text: source.as_bytes(),
        at: 0,
    };
    reader.pattern(out, scope, false);
}

struct Reader<'a> {
    text: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    fn str(&self, from: usize, to: usize) -> &str {
        std::str::from_utf8(&self.text[from..to]).unwrap_or("")
    }

    fn blank(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\n' | b'\r' | b'\t')) {
            self.at += 1;
        }
    }

    fn name(&mut self) -> usize {
        let from = self.at;
        while matches!(self.peek(), Some(c) if c.is_ascii_alphanumeric() || c == b'-' || c == b'_')
        {
            self.at += 1;
        }
        from
    }

    /// Text and placeables up to the end (`line`: up to the end of the
    /// line, a variant's value, whose trailing spaces are dropped); writes
    /// them only when `out` is given.
    fn pattern(&mut self, out: &mut String, scope: &dyn Scope, line: bool) {
        let start = out.len();
        while let Some(c) = self.peek() {
            match c {
                b'\n' if line => break,
                b'{' => {
                    self.at += 1;
                    self.placeable(out, scope);
                }
                _ => {
                    let from = self.at;
                    while matches!(self.peek(), Some(c) if c != b'{' && !(line && c == b'\n')) {
                        self.at += 1;
                    }
                    out.push_str(self.str(from, self.at));
                }
            }
        }
        if line {
            let kept = out[start..].trim_end_matches(' ').len();
            out.truncate(start + kept);
        }
    }

    /// A placeable, after its `{`, through its `}`.
    fn placeable(&mut self, out: &mut String, scope: &dyn Scope) {
        self.blank();
        let value = self.expression(scope);
        self.blank();
        if self.text[self.at..].starts_with(b"->") {
            self.at += 2;
            self.variants(out, scope, value.as_ref());
        } else {
            match value {
                Some(Value::Arg(arg)) => write_value(out, arg, scope),
                Some(Value::Text(text)) => out.push_str(&text),
                None => out.push_str("{?}"),
            }
        }
        self.blank();
        if self.peek() == Some(b'}') {
            self.at += 1;
        }
    }

    fn expression<'s>(&mut self, scope: &'s dyn Scope) -> Option<Value<'s>> {
        match self.peek()? {
            b'$' => {
                self.at += 1;
                let from = self.name();
                scope.arg(self.str(from, self.at)).map(Value::Arg)
            }
            b'-' => {
                self.at += 1;
                let from = self.name();
                let source = scope.term(self.str(from, self.at))?;
                let mut text = String::new();
                write(&mut text, source, &Terms(scope));
                Some(Value::Text(text))
            }
            b'"' => {
                self.at += 1;
                let from = self.at;
                while !matches!(self.peek(), Some(b'"') | None) {
                    self.at += 1;
                }
                let text = self.str(from, self.at).to_string();
                self.at += 1;
                Some(Value::Text(text))
            }
            _ => {
                self.name();
                None
            }
        }
    }

    /// A select's variants through its last; writes the one `value` picks.
    fn variants(&mut self, out: &mut String, scope: &dyn Scope, value: Option<&Value<'_>>) {
        let mut chosen: Option<String> = None;
        let mut fallback: Option<String> = None;
        let mut category_match: Option<String> = None;
        loop {
            self.blank();
            let default = self.peek() == Some(b'*');
            if default {
                self.at += 1;
            }
            if self.peek() != Some(b'[') {
                break;
            }
            self.at += 1;
            self.blank();
            let from = self.at;
            while !matches!(self.peek(), Some(b']') | None) {
                self.at += 1;
            }
            let key = self.str(from, self.at).trim().to_string();
            self.at += 1;
            while self.peek() == Some(b' ') {
                self.at += 1;
            }
            let mut text = String::new();
            self.pattern(&mut text, scope, true);
            match matches(value, &key, scope.lang()) {
                Match::Exact if chosen.is_none() => chosen = Some(text.clone()),
                Match::Category if category_match.is_none() => category_match = Some(text.clone()),
                _ => {}
            }
            if default {
                fallback = Some(text);
            }
        }
        out.push_str(
            &chosen
                .or(category_match)
                .or(fallback)
                .unwrap_or_else(|| "{?}".to_string()),
        );
    }
}

/// A selector's or a placeable's value.
enum Value<'s> {
    Arg(&'s Arg),
    Text(String),
}

enum Match {
    Exact,
    Category,
    No,
}

fn matches(value: Option<&Value<'_>>, key: &str, lang: Lang) -> Match {
    match value {
        Some(Value::Arg(Arg::Num(n))) => {
            if key.parse::<i64>().ok() == Some(*n) {
                Match::Exact
            } else if lang.plural(*n as f64, 0) == key {
                Match::Category
            } else {
                Match::No
            }
        }
        Some(Value::Arg(Arg::Dec(scaled, places))) => {
            let whole = scaled.unsigned_abs() / 10u64.pow(u32::from(*places));
            if lang.plural(whole as f64, usize::from(*places)) == key {
                Match::Category
            } else {
                Match::No
            }
        }
        Some(Value::Arg(Arg::Str(s))) if s == key => Match::Exact,
        Some(Value::Text(s)) if s == key => Match::Exact,
        _ => Match::No,
    }
}

/// Writes one argument: a string as it is, a number in the scope's
/// language, a message or a list through the scope.
pub(crate) fn write_value(out: &mut String, arg: &Arg, scope: &dyn Scope) {
    match arg {
        Arg::Str(s) => out.push_str(s),
        Arg::Num(n) => {
            let _ = write!(out, "{n}");
        }
        Arg::Dec(scaled, places) => {
            let unit = 10u64.pow(u32::from(*places));
            let (whole, part) = (scaled.unsigned_abs() / unit, scaled.unsigned_abs() % unit);
            let sign = if *scaled < 0 { "-" } else { "" };
            let _ = write!(out, "{sign}{whole}");
            if *places > 0 {
                out.push(scope.lang().decimal_point());
                let digits = part.to_string();
                for _ in digits.len()..usize::from(*places) {
                    out.push('0');
                }
                out.push_str(&digits);
            }
        }
        Arg::Msg(_) | Arg::List(_) => scope.write_arg(out, arg),
    }
}

/// A term's scope: the language and the terms, but no arguments (Fluent
/// gives a term none of the message's).
struct Terms<'s>(&'s dyn Scope);

impl Scope for Terms<'_> {
    fn lang(&self) -> Lang {
        self.0.lang()
    }
    fn arg(&self, _: &str) -> Option<&Arg> {
        None
    }
    fn term(&self, id: &str) -> Option<&str> {
        self.0.term(id)
    }
    fn write_arg(&self, out: &mut String, arg: &Arg) {
        self.0.write_arg(out, arg)
    }
}
