//! Rules 1–3: fields, neighbours, mills.

use super::naive;
use crate::engine::morris::board::{
    mill_name, Field, FIELD_NAMES, MILLS, MILLS_OF, MILL_MASK, MILL_NAMES, NEIGHBOURS,
    NEIGHBOUR_MASK,
};

#[test]
fn rule_1_canonical_field_order_matches_the_rule_text() {
    assert_eq!(FIELD_NAMES.to_vec(), naive::canonical());
    for (i, name) in FIELD_NAMES.iter().enumerate() {
        assert_eq!(Field::parse(name), Some(Field(i as u8)));
    }
    assert_eq!(Field::parse("D4"), None);
    assert_eq!(Field::parse("a1"), None);
}

#[test]
fn rule_2_neighbours_match_the_rule_text_in_order_and_are_symmetric() {
    let text = naive::neighbours();
    assert_eq!(text.len(), 24);
    for (i, list) in NEIGHBOURS.iter().enumerate() {
        let names: Vec<String> = list
            .iter()
            .map(|&n| FIELD_NAMES[n as usize].to_string())
            .collect();
        assert_eq!(
            names, text[FIELD_NAMES[i]],
            "neighbours of {}",
            FIELD_NAMES[i]
        );
        for &n in *list {
            assert!(NEIGHBOUR_MASK[n as usize] & (1 << i) != 0, "symmetry");
        }
    }
    let f = |n: &str| Field::parse(n).unwrap();
    assert!(!f("D3").is_adjacent(f("D5")));
    assert!(!f("C4").is_adjacent(f("E4")));
    assert!(f("D2").is_adjacent(f("D3")));
}

#[test]
fn rule_3_sixteen_mills_match_the_rule_text_and_each_field_is_in_two() {
    let text = naive::mills();
    assert_eq!(text.len(), 16);
    let names: Vec<String> = (0..16).map(mill_name).collect();
    let expected: Vec<String> = text.iter().map(|m| m.join("-")).collect();
    assert_eq!(names, expected);
    for (name, mill) in MILL_NAMES.iter().zip(MILLS) {
        let fields: Vec<&str> = mill.iter().map(|&f| FIELD_NAMES[f as usize]).collect();
        assert_eq!(*name, fields.join("-"));
    }
    for (f, of) in MILLS_OF.iter().enumerate() {
        for &m in of {
            assert!(MILLS[m as usize].contains(&(f as u8)));
            assert!(MILL_MASK[m as usize] & (1 << f) != 0);
        }
        assert_ne!(of[0], of[1]);
    }
}
