// Offline play in headless Firefox: after one visit the service worker
// holds every file of the build; then the server answers nothing but 404
// (as a host gone away would leave only the cache), the page reloads and a
// whole Morris game is played against the easy AI, whose worker also comes
// from the cache. No request but the browser's own update check of sw.js
// reaches the server.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveDist, launchFirefox, openFirefoxPage, openGame, appReady, endPanel, fixedGame, playMorris } from './harness.mjs';

let server;
let browser;
let empty;

before(async () => {
  server = await serveDist();
  browser = await launchFirefox();
  empty = await mkdtemp(join(tmpdir(), 'parlour-gone-'));
});

after(async () => {
  await browser?.close();
  await server?.close();
  await rm(empty, { recursive: true, force: true });
});

test('after one visit, a reload with the server gone plays a whole Morris game', async () => {
  const { page, problems, context } = await openFirefoxPage(browser, server.origin);
  await openGame(page, server.appUrl, 'morris', { step_through: false, animation_speed: 'off' }, fixedGame('morris', 1, [['You'], ['Ben', 'easy']]));
  // The worker is active once its precache is complete; a reload puts the
  // page under its control.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await appReady(page);
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the page is controlled');

  server.setRoot(empty);
  const asked = server.requests.length;
  await page.reload();
  await appReady(page);
  const { moves } = await playMorris(page);
  const end = await endPanel(page);
  assert.match(end.reason, /^(You win|Ben wins) because|the game is a draw/);
  const reached = server.requests.slice(asked).filter((path) => !path.endsWith('/sw.js'));
  assert.deepEqual(reached, [], 'nothing but the update check reached the server');
  console.log(`Firefox offline: ${moves} presses to the end panel from the cache`);
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  await context.close();
});
