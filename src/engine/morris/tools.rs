//! The referee's tools for Nine Men's Morris: perft ([`super::perft`]) and
//! the hard AI's search statistics ([`super::ai`]).

use super::state::Morris;
use crate::engine::tools::{perft_of, GameTools, PerftFn, SearchTool};

impl GameTools for Morris {
    const PERFT: Option<PerftFn> = Some(perft_of::<Self>());
    const SEARCH: Option<SearchTool<Self>> = Some(SearchTool::of());
}
