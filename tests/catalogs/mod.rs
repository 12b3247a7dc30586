//! A language's whole catalog, as the build writes it
//! (`scripts/post-build.sh`): every `src/**/locales/<code>.ftl`, in path
//! order, one after another.

use std::path::{Path, PathBuf};

use parlour::text::{Catalog, Lang};

fn locale_dirs(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            if path.ends_with("locales") {
                out.push(path.clone());
            }
            locale_dirs(&path, out);
        }
    }
}

/// Every `locales` folder under `src/`, in path order.
pub fn dirs() -> Vec<PathBuf> {
    let mut out = Vec::new();
    locale_dirs(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    assert!(!out.is_empty());
    out
}

/// One folder's file for `lang`.
pub fn read(dir: &Path, lang: Lang) -> String {
    let path = dir.join(format!("{}.ftl", lang.code()));
    std::fs::read_to_string(&path).unwrap_or_else(|_| panic!("{} is missing", path.display()))
}

/// Every folder's file for `lang`, one after another.
pub fn whole(lang: Lang) -> String {
    dirs()
        .iter()
        .map(|d| read(d, lang))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The whole catalog of `lang`, read.
#[allow(dead_code)]
pub fn catalog(lang: Lang) -> Catalog {
    Catalog::parse(lang, &whole(lang)).expect("a catalog")
}
