//! Runs games between bots and AIs (native only).
