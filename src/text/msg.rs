//! A message to show: its definition (its id's hash and English source)
//! and its arguments' values (written out by `write.rs`).

/// A message as the code knows it: its id's hash and its English pattern.
/// Every one is generated from the English `.ftl` files by `build.rs`, as
/// a function in [`super::t`]. The page finds a message in a catalog by
/// the hash alone (computed at compile time: no id is in the wasm); native
/// builds keep the id too, for the tests' reports.
#[derive(Debug, PartialEq)]
pub struct Def {
    /// The message's id in every language's files.
    #[cfg(not(target_arch = "wasm32"))]
    pub id: &'static str,
    /// [`id_hash`] of the id.
    pub hash: u32,
    /// Its arguments' names, in the order a [`Msg`] holds their values.
    pub params: &'static [&'static str],
    /// Its English pattern's source.
    pub en: &'static str,
}

impl Def {
    /// The definition of message `id` with English pattern `en` (a `const`
    /// so that, in a `static`, the id is hashed at compile time).
    pub const fn new(id: &'static str, params: &'static [&'static str], en: &'static str) -> Def {
        Def {
            #[cfg(not(target_arch = "wasm32"))]
            id,
            hash: id_hash(id),
            params,
            en,
        }
    }
}

/// FNV-1a of an id's bytes: how catalogs and definitions find messages.
pub const fn id_hash(id: &str) -> u32 {
    let bytes = id.as_bytes();
    let mut h: u32 = 0x811c_9dc5;
    let mut i = 0;
    while i < bytes.len() {
        h = (h ^ bytes[i] as u32).wrapping_mul(0x0100_0193);
        i += 1;
    }
    h
}

/// A message with its arguments; `to_string()` writes it in the language
/// of the moment ([`set_catalog`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Msg {
    pub(super) def: &'static Def,
    pub(super) args: Vec<Arg>,
}

impl Msg {
    /// A message from its definition and its arguments' values, in the
    /// order of [`Def::params`].
    pub fn new(def: &'static Def, args: Vec<Arg>) -> Msg {
        Msg { def, args }
    }

    /// The message's id (native builds only).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn id(&self) -> &'static str {
        self.def.id
    }
}

/// A value given to a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text written as it is (a player's name).
    Str(String),
    /// A whole number; a select on it picks by plural category.
    Num(i64),
    /// A number shown with decimals: `scaled` is the number times
    /// 10^`places` (8.9 is `Dec(89, 1)`; see [`Arg::dec`]), written with the
    /// language's decimal point (`1.5` is `one` in French). Integers only:
    /// no float formatting in the page.
    Dec(i64, u8),
    /// Another message, written in the same language.
    Msg(Box<Msg>),
    /// Items written as a list: "A, B and C" in the language's words.
    List(Vec<Arg>),
}

impl Arg {
    /// `value` shown with `places` decimals (rounded half away from zero).
    pub fn dec(value: f64, places: u8) -> Arg {
        let scaled = value * 10f64.powi(i32::from(places));
        Arg::Dec(scaled.round() as i64, places)
    }
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
