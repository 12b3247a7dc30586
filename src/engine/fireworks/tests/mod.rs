//! Tests of the Fireworks engine, one file per topic.

mod conformance;
