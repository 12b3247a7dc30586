//! Work over a range of slots split among the machine's cores (one thread
//! where there is one core, or none to ask about, as in the browser).

use std::ops::Range;

/// The threads to use: the cores the machine reports, else 1.
pub fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Runs `work` over `0..len` cut into pieces, on every core, and returns
/// the results in the pieces' order.
pub fn map_ranges<T: Send>(len: usize, work: impl Fn(Range<usize>) -> T + Sync) -> Vec<T> {
    let threads = threads();
    if threads == 1 {
        return vec![work(0..len)];
    }
    let piece = len.div_ceil(threads * 16).max(1);
    let pieces: Vec<Range<usize>> = (0..len)
        .step_by(piece)
        .map(|start| start..(start + piece).min(len))
        .collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut done: Vec<(usize, T)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(range) = pieces.get(i) else { break };
                        mine.push((i, work(range.clone())));
                    }
                    mine
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("no worker panics"))
            .collect()
    });
    done.sort_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, t)| t).collect()
}
