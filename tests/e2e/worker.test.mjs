// The browser's AI is the referee's AI: each game's built AI worker (the
// same wasm the app starts) answers the positions of
// tests/fixtures/ai-decisions.json with the actions the native engine gives
// for them (a native test, `the_decisions_fixture_is_what_the_engine_answers`,
// checks the same file).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { serveDist, launchBrowser, openPage, appReady } from './harness.mjs';

const FIXTURE = new URL('../fixtures/ai-decisions.json', import.meta.url);
let server;
let browser;

before(async () => {
  server = await serveDist();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** A request's JSON text as the plain object the page posts (a seed does
 * not fit a JavaScript number: it crosses as text). */
function asObject(text) {
  return JSON.parse(text.replace(/"seed":(\d+)/, '"seed":"$1"'));
}

test('the worker decides as the native engine does, with a work cap', async () => {
  const cases = JSON.parse(await readFile(FIXTURE, 'utf8'));
  assert.ok(cases.length > 0);
  const { context, page, problems } = await openPage(browser, server.origin);
  await page.goto(server.appUrl);
  await appReady(page);
  const answers = await page.evaluate(async (requests) => {
    const replies = [];
    // Each request to its game's AI worker (the game named in its text).
    const games = [...new Set(requests.map((r) => r.game))];
    for (const game of games) {
      const mine = requests.filter((r) => r.game === game);
      const worker = new Worker(`./ai_${game}_loader.js`);
      await new Promise((resolve, reject) => {
        let got = 0;
        worker.onerror = (event) => reject(new Error(event.message));
        worker.onmessage = (event) => {
          if (event.data.kind === 'ready') {
            for (const request of mine) worker.postMessage(request);
            return;
          }
          replies.push(event.data);
          if (++got === mine.length) resolve();
        };
      });
      worker.terminate();
    }
    return replies;
  }, cases.map((c) => asObject(c.request)));
  for (const answer of answers) {
    assert.equal(answer.kind, 'decided', JSON.stringify(answer));
    const { id, action } = answer;
    const expected = cases.find((c) => JSON.parse(c.request).id === id);
    assert.deepEqual(JSON.parse(action), expected.action, `request ${id}`);
  }
  console.log(`worker: ${answers.length} decisions equal to the native engine's`);
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('a Morris request makes its AI worker fetch the endgame tables once, and hard then plays them', async () => {
  // Three stones (A1 D1 G4) against four (C4 F4 E5 G7), White to move: the
  // tables win in 25 plies with G4-G1 taking E5; with a 60-node cap the
  // search alone takes C4 instead (native example, seed 1).
  const preset = {
    stones: [['A1', 'D1', 'G4'], ['C4', 'F4', 'E5', 'G7']],
    in_hand: [0, 0],
    taken: [5, 6],
    to_move: 0,
    moves: 40,
  };
  const record = { format: 1, game: 'morris', options: { max_moves: 200, preset }, seed: 1, steps: [] };
  const request = (id) =>
    ({ task: 'decide', id, game: 'morris', record: JSON.stringify(record), seat: 0, level: 'hard', seed: '1', max_work: 60 });
  const { context, page, problems } = await openPage(browser, server.origin);
  const fetched = [];
  context.on('request', (r) => {
    if (r.url().endsWith('morris-endgame.bin')) fetched.push(r.url());
  });
  await page.goto(server.appUrl);
  await appReady(page);
  const found = await page.evaluate(async ([first, second]) => {
    const worker = new Worker('./ai_morris_loader.js');
    const ask = (message) =>
      new Promise((resolve) => {
        worker.onmessage = (event) => resolve(event.data);
        worker.postMessage(message);
      });
    await new Promise((resolve) => {
      worker.onmessage = (event) => event.data.kind === 'ready' && resolve();
    });
    const answers = [await ask(first)];
    const firstAnswered = performance.now();
    // The file arrives after the first answer; ask every 10 ms until hard
    // plays it (how long the fetch and the read took, for docs/morris.md).
    const played = (answer) => JSON.parse(answer.action);
    for (let i = 0; i < 500 && played(answers.at(-1)) !== 'MOVE&TAKE;G4;G1;E5'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      answers.push(await ask(second));
    }
    const ready = Math.round(performance.now() - firstAnswered);
    worker.terminate();
    return { moves: answers.map(played), ready };
  }, [request(1), request(2)]);
  console.log(`endgame tables: answers ${JSON.stringify(found.moves)}; fetched ${fetched.length} time(s); hard played them ${found.ready} ms after its first answer (the file fetched and read)`);
  const moves = found.moves;
  assert.equal(moves.at(-1), 'MOVE&TAKE;G4;G1;E5');
  assert.ok(fetched.length >= 1, 'the file was fetched');
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});
