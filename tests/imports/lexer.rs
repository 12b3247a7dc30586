//! A small Rust lexer for the import graph: identifiers, `::`, single
//! punctuation and string literals; comments, numbers, char literals and
//! lifetimes are dropped.

/// One token of Rust source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// An identifier or keyword (`r#x` as `x`, `$crate` as `$crate`).
    Ident(String),
    /// `::`.
    PathSep,
    /// A string literal's text (escapes left as written).
    Str(String),
    /// Any other single character.
    Punct(char),
}

fn is_ident_start(c: char) -> bool {
    c.is_alphabetic() || c == '_'
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Skips a (possibly nested) block comment starting at `i` (`/*`).
fn skip_block_comment(s: &[char], mut i: usize) -> usize {
    let mut depth = 0;
    while i < s.len() {
        if s[i] == '/' && s.get(i + 1) == Some(&'*') {
            depth += 1;
            i += 2;
        } else if s[i] == '*' && s.get(i + 1) == Some(&'/') {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += 1;
        }
    }
    i
}

/// Reads a raw string whose `r` is at `i`: returns its text and the index
/// after it, or `None` when `i` does not start one.
fn raw_string(s: &[char], i: usize) -> Option<(String, usize)> {
    let mut j = i + 1;
    let mut hashes = 0;
    while s.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    if s.get(j) != Some(&'"') {
        return None;
    }
    let start = j + 1;
    let mut k = start;
    while k < s.len() {
        if s[k] == '"' && (0..hashes).all(|h| s.get(k + 1 + h) == Some(&'#')) {
            return Some((s[start..k].iter().collect(), k + 1 + hashes));
        }
        k += 1;
    }
    Some((s[start..].iter().collect(), s.len()))
}

/// Reads a quoted string whose `"` is at `i`.
fn quoted_string(s: &[char], i: usize) -> (String, usize) {
    let mut k = i + 1;
    while k < s.len() && s[k] != '"' {
        k += if s[k] == '\\' { 2 } else { 1 };
    }
    (s[i + 1..k.min(s.len())].iter().collect(), k + 1)
}

/// The tokens of `source`.
pub fn tokens(source: &str) -> Vec<Tok> {
    let s: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c.is_whitespace() {
            i += 1;
        } else if c == '/' && s.get(i + 1) == Some(&'/') {
            while i < s.len() && s[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && s.get(i + 1) == Some(&'*') {
            i = skip_block_comment(&s, i);
        } else if c == '"' {
            let (text, next) = quoted_string(&s, i);
            out.push(Tok::Str(text));
            i = next;
        } else if (c == 'r' || (c == 'b' && s.get(i + 1) == Some(&'r')))
            && raw_string(&s, if c == 'b' { i + 1 } else { i }).is_some()
        {
            let (text, next) = raw_string(&s, if c == 'b' { i + 1 } else { i }).unwrap();
            out.push(Tok::Str(text));
            i = next;
        } else if c == 'b' && s.get(i + 1) == Some(&'"') {
            let (text, next) = quoted_string(&s, i + 1);
            out.push(Tok::Str(text));
            i = next;
        } else if c == '\'' || (c == 'b' && s.get(i + 1) == Some(&'\'')) {
            let q = if c == 'b' { i + 1 } else { i };
            if s.get(q + 1) == Some(&'\\') {
                // An escaped char literal: up to the closing quote.
                let mut k = q + 3;
                while k < s.len() && s[k] != '\'' {
                    k += 1;
                }
                i = k + 1;
            } else if s.get(q + 2) == Some(&'\'') {
                i = q + 3;
            } else {
                // A lifetime or label: drop the quote, the name follows.
                i = q + 1;
            }
        } else if c == 'r'
            && s.get(i + 1) == Some(&'#')
            && s.get(i + 2).is_some_and(|&c| is_ident_start(c))
        {
            let start = i + 2;
            let mut k = start;
            while k < s.len() && is_ident_char(s[k]) {
                k += 1;
            }
            out.push(Tok::Ident(s[start..k].iter().collect()));
            i = k;
        } else if is_ident_start(c)
            || (c == '$' && s.get(i + 1).is_some_and(|&c| is_ident_start(c)))
        {
            let mut k = i + 1;
            while k < s.len() && is_ident_char(s[k]) {
                k += 1;
            }
            out.push(Tok::Ident(s[i..k].iter().collect()));
            i = k;
        } else if c.is_ascii_digit() {
            while i < s.len() && is_ident_char(s[i]) {
                i += 1;
            }
        } else if c == ':' && s.get(i + 1) == Some(&':') {
            out.push(Tok::PathSep);
            i += 2;
        } else {
            out.push(Tok::Punct(c));
            i += 1;
        }
    }
    out
}
