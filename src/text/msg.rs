//! A message to show: its definition (id and English source) and its
//! arguments, written in the language of the moment.

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

use super::catalog::Catalog;
use super::lang::Lang;
use super::pattern::{write, write_value, Arg, Scope};

/// A message as the code knows it: its id and its English pattern. Every
/// one is generated from the English `.ftl` files by `build.rs`, as a
/// function in [`super::t`].
#[derive(Debug, PartialEq)]
pub struct Def {
    /// The message's id in every language's files.
    pub id: &'static str,
    /// Its English pattern's source.
    pub en: &'static str,
}

/// A message with its arguments; `to_string()` writes it in the language
/// of the moment ([`set_catalog`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Msg {
    def: &'static Def,
    args: Vec<(&'static str, Arg)>,
}

impl Msg {
    /// A message from its definition and named arguments.
    pub fn new(def: &'static Def, args: Vec<(&'static str, Arg)>) -> Msg {
        Msg { def, args }
    }

    /// The message's id.
    pub fn id(&self) -> &'static str {
        self.def.id
    }

    /// Written in `catalog`'s language (English without one).
    pub fn write_in(&self, catalog: Option<&Catalog>) -> String {
        let mut out = String::new();
        self.write_to(&mut out, catalog);
        out
    }

    fn write_to(&self, out: &mut String, catalog: Option<&Catalog>) {
        let found = catalog.and_then(|c| c.get(self.def.id).map(|s| (c, s)));
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
        self.msg
            .args
            .iter()
            .find(|(key, _)| *key == name)
            .map(|(_, arg)| arg)
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
    static UNTRANSLATED: RefCell<Vec<&'static str>> = const { RefCell::new(Vec::new()) };
}

/// The ids of the messages this thread wrote in English because its
/// catalog lacked them, since the last call (the catalog tests read it).
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

macro_rules! into_arg {
    ($($t:ty => $via:expr),* $(,)?) => {
        $(impl From<$t> for Arg {
            fn from(value: $t) -> Arg {
                $via(value)
            }
        })*
    };
}

into_arg!(
    String => Arg::Str,
    &str => |s: &str| Arg::Str(s.to_string()),
    &String => |s: &String| Arg::Str(s.clone()),
    u8 => |n: u8| Arg::Num(n.into()),
    u16 => |n: u16| Arg::Num(n.into()),
    u32 => |n: u32| Arg::Num(n.into()),
    i32 => |n: i32| Arg::Num(n.into()),
    i64 => Arg::Num,
    u64 => |n: u64| Arg::Num(n as i64),
    usize => |n: usize| Arg::Num(n as i64),
    Msg => |m: Msg| Arg::Msg(Box::new(m)),
    Vec<Msg> => |ms: Vec<Msg>| Arg::List(ms.into_iter().map(|m| Arg::Msg(Box::new(m))).collect()),
    Vec<String> => |ss: Vec<String>| Arg::List(ss.into_iter().map(Arg::Str).collect()),
);
