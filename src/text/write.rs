//! A message written out in the language of the moment: the thread's
//! catalog ([`set_catalog`]; none is English), the catalog's entry or the
//! English pattern, its terms, nested messages and lists.

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

use super::catalog::Catalog;
use super::lang::Lang;
use super::msg::{Arg, Msg};
use super::pattern::{write, write_value, Scope};

impl Msg {
    /// Written in `catalog`'s language (English without one).
    pub fn write_in(&self, catalog: Option<&Catalog>) -> String {
        let mut out = String::new();
        self.write_to(&mut out, catalog);
        out
    }

    fn write_to(&self, out: &mut String, catalog: Option<&Catalog>) {
        let found = catalog.and_then(|c| c.get_hashed(self.def.hash).map(|s| (c, s)));
        #[cfg(not(target_arch = "wasm32"))]
        if catalog.is_some() && found.is_none() {
            UNTRANSLATED.with(|u| u.borrow_mut().push(self.def.id));
        }
        let scope = MsgScope {
            msg: self,
            catalog: found.map(|(c, _)| c),
        };
        write(out, found.map_or(self.def.en, |(_, s)| s), &scope);
    }
}

struct MsgScope<'a> {
    msg: &'a Msg,
    /// The catalog the message came from; `None`: English.
    catalog: Option<&'a Catalog>,
}

impl Scope for MsgScope<'_> {
    fn lang(&self) -> Lang {
        self.catalog.map_or(Lang::En, Catalog::lang)
    }
    fn arg(&self, name: &str) -> Option<&Arg> {
        let index = self.msg.def.params.iter().position(|p| *p == name)?;
        self.msg.args.get(index)
    }
    fn term(&self, id: &str) -> Option<&str> {
        match self.catalog {
            Some(catalog) => catalog.get(&format!("-{id}")),
            None => super::t::english_term(id),
        }
    }
    fn write_arg(&self, out: &mut String, arg: &Arg) {
        match arg {
            Arg::Msg(msg) => msg.write_to(out, self.catalog),
            Arg::List(items) => {
                let mut written: Vec<String> = items
                    .iter()
                    .map(|item| {
                        let mut text = String::new();
                        write_value(&mut text, item, self);
                        text
                    })
                    .collect();
                match written.len() {
                    0 => {}
                    1 => out.push_str(&written[0]),
                    _ => {
                        let last = written.pop().unwrap_or_default();
                        let first = written.join(", ");
                        super::t::text_list_and(first, last).write_to(out, self.catalog);
                    }
                }
            }
            Arg::Str(_) | Arg::Num(_) | Arg::Dec(..) => {}
        }
    }
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        CURRENT.with(|current| f.write_str(&self.write_in(current.borrow().as_deref())))
    }
}

thread_local! {
    static CURRENT: RefCell<Option<Rc<Catalog>>> = const { RefCell::new(None) };
}

#[cfg(not(target_arch = "wasm32"))]
thread_local! {
    static UNTRANSLATED: RefCell<Vec<&'static str>> = const { RefCell::new(Vec::new()) };
}

/// The ids of the messages this thread wrote in English because its
/// catalog lacked them, since the last call (the catalog tests read it;
/// native builds only).
#[cfg(not(target_arch = "wasm32"))]
pub fn take_untranslated() -> Vec<&'static str> {
    UNTRANSLATED.with(|u| std::mem::take(&mut *u.borrow_mut()))
}

/// Makes `catalog` the language of this thread's texts from now on
/// (`None`: English, the default of every thread).
pub fn set_catalog(catalog: Option<Rc<Catalog>>) {
    CURRENT.with(|current| *current.borrow_mut() = catalog);
}

/// The language this thread writes its texts in.
pub fn current_lang() -> Lang {
    CURRENT.with(|current| current.borrow().as_ref().map_or(Lang::En, |c| c.lang()))
}

/// Makes language `code` this thread's, its catalog read from `text`
/// (ignored for English), unless it is already: how a worker takes the
/// page's language (a module of the page takes it with
/// `ui::locale::adopt`, which keeps the text to hand on too). An unknown
/// code or an unreadable catalog says why.
pub fn adopt_in_worker(code: &str, text: &str) -> Result<(), String> {
    let lang = Lang::from_tag(code).ok_or_else(|| format!("no language {code}"))?;
    if lang == current_lang() {
        return Ok(());
    }
    let catalog = match lang {
        Lang::En => None,
        _ => Some(Rc::new(Catalog::parse(lang, text)?)),
    };
    set_catalog(catalog);
    Ok(())
}
