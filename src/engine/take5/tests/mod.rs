//! Tests of the 6 nimmt! engine.
