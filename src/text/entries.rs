//! The entries of a Fluent file, split by lines: `id = value` with its
//! continuation lines (indented, or a select's closing brace).
//! Comments and blank lines between entries are skipped. Shared with
//! `build.rs`, which reads the English files the same way.

/// One entry: its id (a term's with its `-`) and its value's source, the
/// first line's text after `=` and every continuation line after a `\n`,
/// trimmed at both ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry<'a> {
    /// The message's id, or a term's (`-take5`).
    pub id: &'a str,
    /// The pattern's source.
    pub source: String,
}

/// The entries of `file`, in file order; an error names the first line
/// that is neither an entry, a continuation, a comment nor blank.
pub fn entries(file: &str) -> Result<Vec<Entry<'_>>, String> {
    let mut out: Vec<Entry<'_>> = Vec::new();
    let mut open = false;
    for (number, line) in file.lines().enumerate() {
        if open && (line.starts_with(' ') || line.starts_with('}')) {
            if let Some(last) = out.last_mut() {
                last.source.push('\n');
                last.source.push_str(line.trim_end_matches([' ', '\r']));
            }
            continue;
        }
        open = false;
        let text = line.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        if line.starts_with(' ') {
            return Err(format!("line {}: indented outside an entry", number + 1));
        }
        let Some((id, value)) = line.split_once('=') else {
            return Err(format!("line {}: not an entry: {line}", number + 1));
        };
        let id = id.trim();
        let name = id.strip_prefix('-').unwrap_or(id);
        let valid = name.starts_with(|c: char| c.is_ascii_alphabetic())
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !valid {
            return Err(format!("line {}: not an id: {id}", number + 1));
        }
        out.push(Entry {
            id,
            source: value.trim_start_matches(' ').to_string(),
        });
        open = true;
    }
    // Fluent trims spaces and line ends, never other white space (a
    // pattern may begin with a no-break space).
    for entry in &mut out {
        entry.source = entry.source.trim_matches([' ', '\n', '\r']).to_string();
    }
    Ok(out)
}
