//! Sorting the handful of items the rules sort (a hand of ten cards, the
//! four cards of a turn, a ranking, the 24 protocol lines): a plain
//! insertion sort, stable, quick for short slices and a few bytes of code
//! where the standard library's sorts are a few kilobytes per type (the
//! browser downloads every one of them).

/// Sorts `items` in place by `key`, keeping equal items in order.
pub fn sort_small_by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && key(&items[j - 1]) > key(&items[j]) {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `items` in place, keeping equal items in order.
pub fn sort_small<T: Ord>(items: &mut [T]) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && items[j - 1] > items[j] {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::Pcg32;

    #[test]
    fn it_sorts_like_the_standard_library_and_keeps_ties_in_order() {
        let mut rng = Pcg32::new(5);
        for len in 0..40 {
            let items: Vec<(u8, usize)> = (0..len).map(|i| ((rng.below(6)) as u8, i)).collect();
            let mut ours = items.clone();
            sort_small_by_key(&mut ours, |&(k, _)| k);
            let mut theirs = items.clone();
            theirs.sort_by_key(|&(k, _)| k);
            assert_eq!(ours, theirs, "stable by key");
            let mut plain = items.clone();
            sort_small(&mut plain);
            let mut expected = items;
            expected.sort();
            assert_eq!(plain, expected);
        }
    }
}
