//! 6 nimmt! (Take 5): rules, AIs and the CodinGame protocol (RULES.md §1).
