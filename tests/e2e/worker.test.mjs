// The browser's AI is the referee's AI: the built worker (the same wasm the
// app starts) answers the positions of tests/fixtures/ai-decisions.json
// with the actions the native engine gives for them (a native test,
// `the_decisions_fixture_is_what_the_engine_answers`, checks the same file).
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

test('the worker decides as the native engine does, with a work cap', async () => {
  const cases = JSON.parse(await readFile(FIXTURE, 'utf8'));
  assert.ok(cases.length > 0);
  const { context, page, problems } = await openPage(browser, server.origin);
  await page.goto(server.appUrl);
  await appReady(page);
  const answers = await page.evaluate(async (requests) => {
    const url = document.querySelector('script[data-parlour-ai]').dataset.parlourAi;
    const worker = new Worker(url);
    const replies = [];
    await new Promise((resolve, reject) => {
      worker.onerror = (event) => reject(new Error(event.message));
      worker.onmessage = (event) => {
        if (event.data === 'ready') {
          for (const request of requests) worker.postMessage(request);
          return;
        }
        replies.push(JSON.parse(event.data));
        if (replies.length === requests.length) resolve();
      };
    });
    worker.terminate();
    return replies;
  }, cases.map((c) => c.request));
  for (const answer of answers) {
    const expected = cases.find((c) => JSON.parse(c.request).id === answer.id);
    assert.equal(answer.error, null, `request ${answer.id}`);
    assert.deepEqual(JSON.parse(answer.action), expected.action, `request ${answer.id}`);
  }
  console.log(`worker: ${answers.length} decisions equal to the native engine's`);
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});
