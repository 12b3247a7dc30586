//! The referee's tools for Nine Men's Morris: perft ([`super::perft`]),
//! the hard AI's search statistics ([`super::ai`]) and random playouts on
//! the position core ([`super::playout`]).

use super::playout::core_playouts;
use super::state::Morris;
use crate::engine::tools::{perft_of, CorePlayoutsFn, GameTools, PerftFn, SearchTool};

impl GameTools for Morris {
    const PERFT: Option<PerftFn> = Some(perft_of::<Self>());
    const SEARCH: Option<SearchTool<Self>> = Some(SearchTool::of());
    const CORE_PLAYOUTS: Option<CorePlayoutsFn> = Some(core_playouts);
}
