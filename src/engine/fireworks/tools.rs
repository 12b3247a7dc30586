//! The referee's tools for Fireworks: its named rules presets and, as a
//! cooperative game, its team figures ([`super::team`]).

use super::options::FireworksOptions;
use super::state::Fireworks;
use crate::engine::team::TeamTool;
use crate::engine::tools::{GameTools, PresetFn};

impl GameTools for Fireworks {
    const PRESETS: Option<PresetFn<Self>> = Some(FireworksOptions::preset);
    const TEAM: Option<TeamTool<Self>> = Some(TeamTool::of());
}
