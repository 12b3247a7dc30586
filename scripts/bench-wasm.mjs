// Times the engine benchmark's loop (engine::bench::random_playouts on
// Nine Men's Morris) natively, through `referee bench morris --json`, and as
// wasm in headless Chromium, through the wasm-bindgen package of
// examples/wasm_engine_bench.rs. Run by scripts/bench-wasm.sh, which builds
// both; prints a table with games/s, moves/s and the wasm/native ratio.
//
// Usage: node scripts/bench-wasm.mjs --referee PATH --pkg DIR
//        [--games N] [--seed S] [--runs R]
// Runs alternate (native, wasm, native, wasm, …) so that a change in the
// machine's load hits both sides; the best run of each side is compared
// (the ratio of the median runs is printed too).
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const { chromium } = require(join(root, 'scripts/node_modules/playwright-core'));

const { values: opts } = parseArgs({
  options: {
    referee: { type: 'string' },
    pkg: { type: 'string' },
    games: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '0' },
    runs: { type: 'string', default: '3' },
  },
});
if (!opts.referee || !opts.pkg) {
  console.error('usage: bench-wasm.mjs --referee PATH --pkg DIR [--games N] [--seed S] [--runs R]');
  process.exit(2);
}
const games = Number.parseInt(opts.games, 10);
const seed = BigInt(opts.seed);
const runs = Number.parseInt(opts.runs, 10);
if (!(games > 0) || !(runs > 0)) {
  console.error('--games and --runs must be positive integers');
  process.exit(2);
}

/** One native run: `referee bench morris`, timed by the referee itself. */
function nativeRun() {
  const out = execFileSync(
    opts.referee,
    ['bench', 'morris', '--games', String(games), '--seed', String(seed), '--json'],
    { encoding: 'utf8' },
  );
  const report = JSON.parse(out);
  return { moves: report.moves, seconds: report.elapsed_s };
}

/** Serves the wasm-bindgen package and an empty page on 127.0.0.1. */
async function servePackage() {
  const types = { '.js': 'text/javascript', '.wasm': 'application/wasm' };
  const server = createServer(async (req, res) => {
    const name = new URL(req.url, 'http://x').pathname.slice(1);
    if (name === '') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>bench</title>');
      return;
    }
    const type = types[name.slice(name.lastIndexOf('.'))];
    if (!type || name.includes('/')) {
      res.writeHead(404).end();
      return;
    }
    try {
      res.writeHead(200, { 'content-type': type }).end(await readFile(join(opts.pkg, name)));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

/** Loads the package in the page; plays a short warm-up so the wasm is fully compiled. */
async function loadWasm(page) {
  await page.evaluate(
    async ({ warmup, seed }) => {
      const bench = await import('/wasm_engine_bench.js');
      await bench.default();
      bench.morris_random_playouts(BigInt(warmup), BigInt(seed));
      globalThis.bench = bench;
    },
    { warmup: Math.min(games, 2000), seed: String(seed) },
  );
}

/** One wasm run, timed with performance.now() around the one call. */
async function wasmRun(page) {
  return page.evaluate(
    ({ games, seed }) => {
      const start = performance.now();
      const moves = globalThis.bench.morris_random_playouts(BigInt(games), BigInt(seed));
      const seconds = (performance.now() - start) / 1000;
      return { moves: Number(moves), seconds };
    },
    { games, seed: String(seed) },
  );
}

const server = await servePackage();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const results = { native: [], wasm: [] };
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(server.url);
  await loadWasm(page);
  for (let run = 1; run <= runs; run++) {
    const native = nativeRun();
    const wasm = await wasmRun(page);
    results.native.push(native);
    results.wasm.push(wasm);
    console.error(
      `run ${run}/${runs}: native ${native.seconds.toFixed(3)} s, wasm ${wasm.seconds.toFixed(3)} s`,
    );
  }
} finally {
  await browser.close();
  server.close();
}

const moves = results.native[0].moves;
for (const side of ['native', 'wasm']) {
  for (const run of results[side]) {
    if (run.moves !== moves) {
      console.error(`the ${side} side played ${run.moves} moves instead of ${moves}: not the same games`);
      process.exit(1);
    }
  }
}
const times = (side) => results[side].map((r) => r.seconds).sort((a, b) => a - b);
const median = (sorted) =>
  sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const rows = ['native', 'wasm'].map((side) => {
  const sorted = times(side);
  const seconds = sorted[0];
  return { side, seconds, median: median(sorted), gamesPerS: games / seconds, movesPerS: moves / seconds };
});
console.log(`Morris random playouts: ${fmt(games)} games, ${fmt(moves)} moves, seed ${seed}, ${runs} runs per side`);
console.log('side    best s  median s   games/s (best)   moves/s (best)');
for (const r of rows) {
  console.log(
    `${r.side.padEnd(6)} ${r.seconds.toFixed(3).padStart(7)} ${r.median.toFixed(3).padStart(9)} ${fmt(r.gamesPerS).padStart(16)} ${fmt(r.movesPerS).padStart(16)}`,
  );
}
const ratio = rows[1].gamesPerS / rows[0].gamesPerS;
const movesRatio = rows[1].movesPerS / rows[0].movesPerS;
const medianRatio = rows[0].median / rows[1].median;
console.log(
  `wasm/native, best runs: ${ratio.toFixed(3)} (games/s), ${movesRatio.toFixed(3)} (moves/s); median runs: ${medianRatio.toFixed(3)}`,
);
