//! Nine Men's Morris: rules, AIs and the CodinGame protocol (RULES.md §3).
