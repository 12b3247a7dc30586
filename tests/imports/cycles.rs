//! The cycles of an import graph ([`super::graph::Graph`]): the groups of
//! files that import each other (Tarjan's strongly connected components)
//! and a shortest file chain through each of their files.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use super::graph::Graph;

/// The strongly connected groups of more than one file.
fn strong_groups(graph: &Graph) -> Vec<Vec<usize>> {
    // Tarjan's algorithm, iteratively.
    let n = graph.files.len();
    let mut index = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut groups = Vec::new();
    let mut next = 0;
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work: Vec<(usize, Vec<usize>)> =
            vec![(root, graph.edges[root].iter().copied().collect())];
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some((v, pending)) = work.last_mut() {
            let v = *v;
            if let Some(w) = pending.pop() {
                if index[w] == usize::MAX {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    work.push((w, graph.edges[w].iter().copied().collect()));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            work.pop();
            if let Some((parent, _)) = work.last() {
                low[*parent] = low[*parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut group = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    group.push(w);
                    if w == v {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort_unstable();
                    groups.push(group);
                }
            }
        }
    }
    groups.sort();
    groups
}

/// The shortest path from `from` back to itself inside `group`.
fn shortest_cycle(graph: &Graph, group: &BTreeSet<usize>, from: usize) -> Vec<usize> {
    let mut came: BTreeMap<usize, usize> = BTreeMap::new();
    let mut queue = VecDeque::from([from]);
    while let Some(v) = queue.pop_front() {
        for &w in graph.edges[v].iter().filter(|w| group.contains(w)) {
            if w == from {
                let mut chain = vec![from, v];
                let mut at = v;
                while at != from {
                    at = came[&at];
                    chain.push(at);
                }
                chain.reverse();
                return chain;
            }
            if let std::collections::btree_map::Entry::Vacant(e) = came.entry(w) {
                e.insert(v);
                queue.push_back(w);
            }
        }
    }
    Vec::new()
}

/// Every import cycle: for each group of files that import each other,
/// the shortest cycle through each of its files, as file chains
/// (`a.rs -> b.rs -> a.rs`), without repeats.
pub fn cycles(graph: &Graph) -> Vec<Vec<String>> {
    let mut chains: Vec<Vec<usize>> = Vec::new();
    for group in strong_groups(graph) {
        let members: BTreeSet<usize> = group.iter().copied().collect();
        for &file in &group {
            let chain = shortest_cycle(graph, &members, file);
            // The same cycle from another start is a rotation of it.
            let body = &chain[..chain.len() - 1];
            let seen = chains.iter().any(|c| {
                let other = &c[..c.len() - 1];
                other.len() == body.len()
                    && (0..other.len()).any(|r| {
                        other
                            .iter()
                            .cycle()
                            .skip(r)
                            .take(body.len())
                            .eq(body.iter())
                    })
            });
            if !seen {
                chains.push(chain);
            }
        }
    }
    chains
        .into_iter()
        .map(|c| c.into_iter().map(|f| graph.files[f].clone()).collect())
        .collect()
}
