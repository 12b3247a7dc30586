//! `morris_mcts`: a plain Monte Carlo tree search bot for Nine Men's Morris
//! that speaks the CodinGame protocol (RULES.md §3.3) on stdin/stdout, an
//! independent opponent to measure the built-in `hard` AI against (issue
//! 12).
//!
//! What it is: UCT (UCB1 with exploration constant `c`, default 1.4) over
//! a fresh tree every turn, a fixed number of simulations per move
//! (`--sims N`, default 2000), each expanding one new node and finishing
//! the game with uniformly random legal commands. A rollout always reaches
//! the end of the game: the rules' move limit (the 200th move of the game
//! is a draw) bounds it, so no separate cap is needed. A win scores 1, a
//! draw 0.5, a loss 0; the move played is the root's most visited child.
//! With only one legal command it answers at once without searching.
//!
//! What it is not: it uses the engine's rules only (`Position`, the move
//! generator, `Move` parsing and printing) and none of the project's AI
//! code (`engine::morris::ai`, the agents): no evaluation function, no
//! transposition table, no time budget (it thinks until its simulations
//! are done, however long that takes; run it with the referee's
//! `--time-scale` when that exceeds the protocol's 50 ms), no tree reuse
//! between turns.
//!
//! The protocol gives the board but not the counters, so the bot rebuilds
//! the position from its own turn count: before its `t`-th turn (0-based)
//! seat `s` has placed `min(t, 9)` stones, the opponent `min(t + s, 9)`,
//! `2t + s` moves have been played, and each seat's losses are 9 minus its
//! stones on the board and in hand. It checks the rebuilt position's legal
//! list against the referee's, command by command, and stops with an error
//! (exit code 1) if they differ.
//!
//! Usage: `morris_mcts [--sims N] [--seed S] [--c F] [--verbose]`. Without
//! `--seed` the seed is drawn from the clock and the process id; it is
//! printed on stderr either way so that a game can be replayed. Build with
//! `cargo build --release --example morris_mcts` (or use
//! `tests/bots/morris_mcts.sh`, which builds it when it is missing), then
//! e.g. `referee play morris --seed 1 --seat ai:hard --seat
//! 'cmd:tests/bots/morris_mcts.sh --sims 2000' --time-scale 4`.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;
use std::time::Instant;

use parlour::engine::morris::board::FIELD_NAMES;
use parlour::engine::morris::movegen::generate;
use parlour::engine::morris::position::{Position, DEFAULT_MAX_MOVES, STONES};
use parlour::engine::morris::status::{status, Status};
use parlour::engine::morris::{Field, Move};

/// What the command line asks for.
#[derive(Clone, Debug)]
struct Config {
    sims: u32,
    seed: u64,
    c: f64,
    verbose: bool,
}

const USAGE: &str = "usage: morris_mcts [--sims N] [--seed S] [--c F] [--verbose]";

fn parse_args(args: &[String]) -> Result<Config, String> {
    let mut config = Config {
        sims: 2000,
        seed: clock_seed(),
        c: 1.4,
        verbose: false,
    };
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        let mut value = || {
            i += 1;
            args.get(i)
                .cloned()
                .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))
        };
        match flag {
            "--sims" => {
                config.sims = value()?
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| format!("--sims needs a positive integer\n{USAGE}"))?
            }
            "--seed" => {
                config.seed = value()?
                    .parse()
                    .map_err(|_| format!("--seed needs an unsigned integer\n{USAGE}"))?
            }
            "--c" => {
                config.c = value()?
                    .parse()
                    .ok()
                    .filter(|c: &f64| c.is_finite() && *c >= 0.0)
                    .ok_or_else(|| format!("--c needs a number >= 0\n{USAGE}"))?
            }
            "--verbose" => config.verbose = true,
            "--help" | "-h" => return Err(USAGE.to_string()),
            other => return Err(format!("unknown argument `{other}`\n{USAGE}")),
        }
        i += 1;
    }
    Ok(config)
}

/// A seed from the clock and the process id (when `--seed` is not given).
fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    splitmix(nanos ^ (u64::from(std::process::id()) << 32))
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// xorshift64*: small, fast and good enough for picking random moves.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        // xorshift must not start at 0.
        Rng(splitmix(seed) | 1)
    }

    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in `0..n` (`n > 0`), by multiply-shift.
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    Win(usize),
    Draw,
}

impl End {
    /// 1 for a win of `seat`, 0.5 for a draw, 0 for a loss.
    fn reward(self, seat: usize) -> f64 {
        match self {
            End::Win(winner) if winner == seat => 1.0,
            End::Win(_) => 0.0,
            End::Draw => 0.5,
        }
    }
}

/// Rule 8 for a position just reached by a move.
fn end_of(pos: &Position) -> Option<End> {
    match status(pos) {
        Status::Ongoing => None,
        Status::Draw => Some(End::Draw),
        Status::TookSeven | Status::Blocked => Some(End::Win(1 - pos.side())),
    }
}

/// One node of the search tree: a position and the statistics of the move
/// that led to it, from the point of view of the seat that played it.
struct Node {
    pos: Position,
    mv: Option<Move>,
    parent: Option<usize>,
    children: Vec<usize>,
    untried: Vec<Move>,
    end: Option<End>,
    visits: u32,
    /// Sum of the rewards of the seat that played `mv`.
    reward: f64,
}

impl Node {
    fn new(pos: Position, mv: Option<Move>, parent: Option<usize>, end: Option<End>) -> Node {
        let mut untried = Vec::new();
        if end.is_none() {
            generate(&pos, &mut untried);
        }
        Node {
            pos,
            mv,
            parent,
            children: Vec::new(),
            untried,
            end,
            visits: 0,
            reward: 0.0,
        }
    }
}

/// What one search found, for `--verbose`.
struct SearchReport {
    best: Move,
    visits: u32,
    mean_reward: f64,
    nodes: usize,
}

/// Runs `sims` UCT simulations from `root` (a position whose side to move
/// has a legal command) and returns the most visited move.
fn search(root: Position, sims: u32, c: f64, rng: &mut Rng) -> SearchReport {
    let mut tree = vec![Node::new(root, None, None, None)];
    let mut moves = Vec::with_capacity(64);
    for _ in 0..sims {
        // Selection: descend through fully expanded, unfinished nodes.
        let mut node = 0;
        while tree[node].untried.is_empty() && tree[node].end.is_none() {
            let log_n = f64::from(tree[node].visits).ln();
            node = *tree[node]
                .children
                .iter()
                .max_by(|&&a, &&b| {
                    ucb(&tree[a], log_n, c)
                        .partial_cmp(&ucb(&tree[b], log_n, c))
                        .expect("UCB values are finite")
                })
                .expect("an unfinished node has a legal move");
        }
        // Expansion: one untried move, chosen at random.
        if !tree[node].untried.is_empty() {
            let k = rng.below(tree[node].untried.len());
            let mv = tree[node].untried.swap_remove(k);
            let pos = tree[node].pos.after(mv);
            let child = tree.len();
            tree.push(Node::new(pos, Some(mv), Some(node), end_of(&pos)));
            tree[node].children.push(child);
            node = child;
        }
        // Simulation: uniformly random commands to the end of the game.
        let end = match tree[node].end {
            Some(end) => end,
            None => rollout(tree[node].pos, rng, &mut moves),
        };
        // Back-propagation: each node scores for the seat that moved into it.
        let mut at = Some(node);
        while let Some(i) = at {
            let n = &mut tree[i];
            n.visits += 1;
            n.reward += end.reward(1 - n.pos.side());
            at = n.parent;
        }
    }
    let best = *tree[0]
        .children
        .iter()
        .max_by(|&&a, &&b| {
            (tree[a].visits, tree[a].reward)
                .partial_cmp(&(tree[b].visits, tree[b].reward))
                .expect("rewards are finite")
        })
        .expect("at least one simulation expands the root");
    SearchReport {
        best: tree[best].mv.expect("a child has a move"),
        visits: tree[best].visits,
        mean_reward: tree[best].reward / f64::from(tree[best].visits),
        nodes: tree.len(),
    }
}

/// UCB1 of a child whose parent has `ln(visits) = log_n`.
fn ucb(node: &Node, log_n: f64, c: f64) -> f64 {
    let n = f64::from(node.visits);
    node.reward / n + c * (log_n / n).sqrt()
}

/// Plays uniformly random legal commands from `pos` (not finished) until
/// the game ends.
fn rollout(mut pos: Position, rng: &mut Rng, moves: &mut Vec<Move>) -> End {
    loop {
        moves.clear();
        generate(&pos, moves);
        let mv = moves[rng.below(moves.len())];
        pos = pos.after(mv);
        if let Some(end) = end_of(&pos) {
            return end;
        }
    }
}

/// Rebuilds the position before `seat`'s `turn`-th turn (0-based) from the
/// board line of rule 12 (see the module documentation).
fn rebuild(seat: usize, turn: u32, board: &str) -> Result<Position, String> {
    let mut stones = [0u32; 2];
    let entries: Vec<&str> = board.split(';').collect();
    if entries.len() != FIELD_NAMES.len() {
        return Err(format!(
            "the board line has {} fields: {board}",
            entries.len()
        ));
    }
    for entry in entries {
        let (name, owner) = entry
            .split_once(':')
            .ok_or_else(|| format!("bad board entry `{entry}`"))?;
        let field = Field::parse(name).ok_or_else(|| format!("bad field `{name}`"))?;
        match owner {
            "0" => stones[0] |= field.bit(),
            "1" => stones[1] |= field.bit(),
            "2" => {}
            _ => return Err(format!("bad board entry `{entry}`")),
        }
    }
    // Seat 0 has moved `turn` times and so has seat 1 before seat 0's turn;
    // before seat 1's turn, seat 0 has moved once more.
    let turn = u64::from(turn);
    let own_moves = turn;
    let opp_moves = turn + seat as u64;
    let mut placed = [0u8; 2];
    placed[seat] = own_moves.min(u64::from(STONES)) as u8;
    placed[1 - seat] = opp_moves.min(u64::from(STONES)) as u8;
    let mut taken = [0u8; 2];
    for s in 0..2 {
        let kept = u64::from(stones[s].count_ones()) + u64::from(STONES - placed[s]);
        // Seat s lost 9 - kept stones: the opponent took them.
        taken[1 - s] = u64::from(STONES)
            .checked_sub(kept)
            .ok_or_else(|| format!("seat {s} has more stones than it can have: {board}"))?
            as u8;
    }
    let moves = 2 * turn + seat as u64;
    let pos = Position {
        stones,
        placed,
        taken,
        to_move: seat as u8,
        moves: u16::try_from(moves).map_err(|_| "too many turns".to_string())?,
        max_moves: DEFAULT_MAX_MOVES,
    };
    pos.check()?;
    Ok(pos)
}

/// Reads one line without its line ending; `None` at the end of input.
fn read_line(input: &mut impl BufRead) -> Result<Option<String>, String> {
    let mut line = String::new();
    match input.read_line(&mut line) {
        Ok(0) => Ok(None),
        Ok(_) => Ok(Some(line.trim_end_matches(['\n', '\r']).to_string())),
        Err(e) => Err(format!("cannot read stdin: {e}")),
    }
}

fn expect_line(input: &mut impl BufRead) -> Result<String, String> {
    read_line(input)?.ok_or_else(|| "stdin closed in the middle of a turn".to_string())
}

fn parse_count(line: &str, what: &str) -> Result<usize, String> {
    line.trim()
        .parse()
        .map_err(|_| format!("expected {what}, got `{line}`"))
}

/// Plays turns until stdin closes (the referee ends the game).
fn play(config: &Config, input: &mut impl BufRead, out: &mut impl Write) -> Result<(), String> {
    let mut rng = Rng::new(config.seed);
    let mut seat: Option<usize> = None;
    let mut turn = 0u32;
    let mut moves = Vec::with_capacity(64);
    while let Some(first) = read_line(input)? {
        let seat = match seat {
            Some(seat) => seat,
            None => {
                // Initial input (rule 11): seat id, 24, the neighbour lines.
                let s = match first.trim() {
                    "0" => 0,
                    "1" => 1,
                    other => return Err(format!("expected the seat id, got `{other}`")),
                };
                let fields = parse_count(&expect_line(input)?, "the field count")?;
                for _ in 0..fields {
                    expect_line(input)?;
                }
                eprintln!(
                    "morris_mcts: seat {s}, {} simulations per move, c = {}, seed {}",
                    config.sims, config.c, config.seed
                );
                seat = Some(s);
                // The opponent's last command follows.
                expect_line(input)?;
                s
            }
        };
        let board = expect_line(input)?;
        let count = parse_count(&expect_line(input)?, "the number of legal commands")?;
        let mut legal = Vec::with_capacity(count);
        for _ in 0..count {
            legal.push(expect_line(input)?);
        }
        let pos = rebuild(seat, turn, &board)?;
        moves.clear();
        generate(&pos, &mut moves);
        let mine: Vec<String> = moves.iter().map(Move::to_string).collect();
        if mine != legal {
            return Err(format!(
                "turn {turn}: the rebuilt position's legal list differs from the referee's\n\
                 board {board}\nreferee: {}\nrebuilt: {}",
                legal.join(" "),
                mine.join(" ")
            ));
        }
        let start = Instant::now();
        let answer = if moves.len() == 1 {
            moves[0]
        } else {
            let report = search(pos, config.sims, config.c, &mut rng);
            if config.verbose {
                eprintln!(
                    "morris_mcts: turn {turn}: {} after {} simulations in {:.1} ms: \
                     {} visits, mean reward {:.3}, {} nodes",
                    report.best,
                    config.sims,
                    start.elapsed().as_secs_f64() * 1000.0,
                    report.visits,
                    report.mean_reward,
                    report.nodes
                );
            }
            report.best
        };
        writeln!(out, "{answer}")
            .and_then(|()| out.flush())
            .map_err(|e| format!("cannot write stdout: {e}"))?;
        turn += 1;
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let config = match parse_args(&args) {
        Ok(config) => config,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let stdin = io::stdin();
    let stdout = io::stdout();
    match play(&config, &mut stdin.lock(), &mut stdout.lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("morris_mcts: {message}");
            ExitCode::FAILURE
        }
    }
}
