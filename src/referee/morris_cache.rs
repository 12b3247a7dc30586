//! The cache folder of `referee solve morris`: one table file per material
//! (`morris-4v5.pmt`, [`crate::engine::morris::ai::endgame::table_file`]),
//! built here by retrograde analysis and read back for queries.
//!
//! The folder is `--cache DIR`, else `$XDG_CACHE_HOME/parlour/morris`,
//! else `$HOME/.cache/parlour/morris`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use super::error::RefereeError;
use crate::engine::morris::ai::endgame::material::Material;
use crate::engine::morris::ai::endgame::sampled::check_samples;
use crate::engine::morris::ai::endgame::shipped::shipped;
use crate::engine::morris::ai::endgame::table_file::{decode_table, encode_table};
use crate::engine::morris::ai::endgame::tables::Tables;
use crate::engine::morris::ai::endgame::verify::check_material;
use crate::engine::rng::Pcg32;

/// The cache folder: `dir` if given, else the user's cache folder's
/// `parlour/morris`.
pub fn cache_dir(dir: Option<&Path>) -> Result<PathBuf, RefereeError> {
    if let Some(dir) = dir {
        return Ok(dir.to_path_buf());
    }
    let non_empty = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    let base = non_empty("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| non_empty("HOME").map(|home| PathBuf::from(home).join(".cache")))
        .ok_or_else(|| {
            RefereeError::Usage(
                "no cache folder: neither XDG_CACHE_HOME nor HOME is set; give --cache DIR".into(),
            )
        })?;
    Ok(base.join("parlour").join("morris"))
}

/// The file of `material` in the cache folder `dir`.
pub fn table_path(dir: &Path, material: Material) -> PathBuf {
    dir.join(format!("morris-{}.pmt", material.name()))
}

/// What the cache holds for one material.
pub enum Cached {
    /// No file.
    Missing,
    /// A file that reads: its slots.
    Read(Vec<u16>),
    /// A file that does not read: why.
    Damaged(String),
}

/// Reads `material`'s file from the cache folder `dir`.
pub fn read_cached(tables: &Tables, dir: &Path, material: Material) -> Cached {
    let path = table_path(dir, material);
    match std::fs::read(&path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Cached::Missing,
        Err(e) => Cached::Damaged(format!("cannot be read ({e})")),
        Ok(bytes) => match decode_table(&bytes, material, tables.len_of(material)) {
            Ok(slots) => Cached::Read(slots),
            Err(why) => Cached::Damaged(why),
        },
    }
}

/// The shipped file's table for `material` (every material up to 5 v 5,
/// the same numbering), if it holds it (none with 6 stones).
fn shipped_slots(material: Material) -> Option<Vec<u16>> {
    let table = shipped()?.table(material)?;
    Some(table.iter().map(|&v| u16::from(v)).collect())
}

/// Loads `materials` for a query: from the cache, else (up to 5 v 5) from
/// the shipped file; a material neither holds stays out. A damaged cache
/// file is an error that says how to mend it.
pub fn load_for_query(
    tables: &mut Tables,
    dir: &Path,
    materials: &[Material],
) -> Result<(), RefereeError> {
    for &material in materials {
        let slots = match read_cached(tables, dir, material) {
            Cached::Read(slots) => Some(slots),
            Cached::Missing => shipped_slots(material),
            Cached::Damaged(why) => {
                return Err(RefereeError::Runtime(format!(
                    "the cached table {} is damaged: {why}; rebuild it with `referee solve morris --build`",
                    table_path(dir, material).display()
                )))
            }
        };
        if let Some(slots) = slots {
            tables
                .insert(material, slots)
                .map_err(RefereeError::Runtime)?;
        }
    }
    Ok(())
}

/// Resets the kernel's peak resident size of this process (Linux; nothing
/// elsewhere), so the next [`peak_rss_mb`] covers what follows.
fn reset_peak_rss() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// The peak resident size of this process in MB (Linux's `VmHWM`).
fn peak_rss_mb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024)
}

/// Builds every material up to `most` stones a side into the cache folder
/// `dir`, smallest first, one line a material on `out`: a file that reads
/// is kept, a damaged one is said so and rebuilt. With `check`, every
/// position of every material is then checked one ply ahead
/// ([`check_material`]) and a sample against a plain search
/// ([`check_samples`]).
pub fn build(
    dir: &Path,
    most: usize,
    check: bool,
    out: &mut dyn Write,
) -> Result<(), RefereeError> {
    let written = |r: std::io::Result<()>| r.map_err(|e| RefereeError::io("cannot write", e));
    std::fs::create_dir_all(dir)
        .map_err(|e| RefereeError::io(&format!("cannot create {}", dir.display()), e))?;
    let mut tables = Tables::up_to(most);
    let all = Instant::now();
    for material in Material::up_to(most) {
        build_one(&mut tables, dir, material, out)?;
        if check {
            check_one(&tables, material, out)?;
        }
    }
    written(writeln!(
        out,
        "done in {:.1} s",
        all.elapsed().as_secs_f64()
    ))
}

/// The plain search's depth for the samples of `material`, as deep as a
/// few seconds allow: flying sides have many moves (3 v 3: 4 plies, 3 v
/// 4 to 3 v 6: 5), sides that step have few (7).
fn sample_plies(material: Material) -> u16 {
    match (material.fewer, material.more) {
        (3, 3) => 4,
        (3, _) => 5,
        _ => 7,
    }
}

/// Checks `material` in `tables`: every position one ply ahead, then a
/// sample of [`SAMPLES`] against a plain search; one line each on `out`.
fn check_one(tables: &Tables, material: Material, out: &mut dyn Write) -> Result<(), RefereeError> {
    let written = |r: std::io::Result<()>| r.map_err(|e| RefereeError::io("cannot write", e));
    let start = Instant::now();
    let checked = check_material(tables, material, 0, 1).map_err(RefereeError::Runtime)?;
    written(writeln!(
        out,
        "{material}: all {checked} positions agree with their moves one ply ahead ({:.1} s)",
        start.elapsed().as_secs_f64()
    ))?;
    let start = Instant::now();
    let plies = sample_plies(material);
    let mut rng = Pcg32::new((material.fewer * 10 + material.more) as u64);
    let counts =
        check_samples(tables, material, SAMPLES, plies, &mut rng).map_err(RefereeError::Runtime)?;
    written(writeln!(
        out,
        "{material}: {SAMPLES} sampled positions agree with a {plies}-ply plain search \
         ({} wins and {} losses within it, {} beyond; {:.1} s)",
        counts.wins,
        counts.losses,
        counts.beyond,
        start.elapsed().as_secs_f64()
    ))
}

/// Positions a material's sample has.
const SAMPLES: usize = 1000;

/// Reads `material` from the cache folder `dir` into `tables`, or solves
/// and writes it (a damaged file is said so and rebuilt); one line on
/// `out`.
fn build_one(
    tables: &mut Tables,
    dir: &Path,
    material: Material,
    out: &mut dyn Write,
) -> Result<(), RefereeError> {
    let written = |r: std::io::Result<()>| r.map_err(|e| RefereeError::io("cannot write", e));
    let path = table_path(dir, material);
    match read_cached(tables, dir, material) {
        Cached::Read(slots) => {
            tables
                .insert(material, slots)
                .map_err(RefereeError::Runtime)?;
            return written(writeln!(
                out,
                "{material}: in the cache ({})",
                path.display()
            ));
        }
        Cached::Damaged(why) => written(writeln!(
            out,
            "{material}: {} is damaged ({why}): rebuilding",
            path.display()
        ))?,
        Cached::Missing => {}
    }
    reset_peak_rss();
    let start = Instant::now();
    let slots = tables.solve(material).map_err(RefereeError::Runtime)?;
    let solving = start.elapsed().as_secs_f64();
    let start = Instant::now();
    let bytes = encode_table(material, slots);
    let part = path.with_extension("part");
    std::fs::write(&part, &bytes)
        .and_then(|()| std::fs::rename(&part, &path))
        .map_err(|e| RefereeError::io(&format!("cannot write {}", path.display()), e))?;
    let summary = tables.summarize(material).expect("just solved");
    let writing = start.elapsed().as_secs_f64();
    let peak = peak_rss_mb().map_or("unknown".into(), |mb| format!("{mb} MB"));
    written(writeln!(
        out,
        "{material}: {} positions, {} wins, {} draws, {} losses, longest {} plies; \
         solved in {solving:.1} s, counted and written in {writing:.1} s, peak RSS {peak}; \
         {} bytes in {}",
        summary.positions(),
        summary.wins,
        summary.draws,
        summary.losses,
        summary.longest,
        bytes.len(),
        path.display()
    ))
}
