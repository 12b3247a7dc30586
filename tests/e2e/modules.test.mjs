// Each game's screen is a wasm module of its own (the whole app with that
// game and its new-game form): a first visit downloads the one module its
// address needs, the page is handed from module to module as the person
// goes from game to game, with the focus, the header and the language as
// after any navigation, and a new game against an AI adds only the game's
// own AI worker. Against the release build in dist/, served from a
// sub-folder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sharedBrowser, openPage, gameRoutes, DIST } from './harness.mjs';
import { quickSettings } from './positions.mjs';
import { GAMES, GAME_IDS } from './games.mjs';

const shared = sharedBrowser();

/** Records the app modules' wasm files the page fetches (the page's
 * `parlour-*_bg.wasm`, a game's `play_<id>_bg.wasm`), by file name. */
function recordModules(page) {
  const fetched = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop();
    if (/^(parlour-.*|play_[a-z0-9]+)_bg\.wasm$/.test(name)) fetched.push(name);
  });
  return fetched;
}

/** Waits for a game's screen: its toolbar's New game button. */
async function screenReady(page) {
  await page.getByRole('button', { name: 'New game', exact: true }).waitFor({ timeout: 20000 });
}

test('a first visit fetches one module: the page\'s for the home page, the game\'s for a game', async () => {
  const home = await openPage(shared.browser, shared.server.origin);
  const homeFetched = recordModules(home.page);
  const routes = await gameRoutes(home.page, shared.server.appUrl);
  assert.deepEqual(routes.map((route) => route.replace('#/play/', '')).sort(), [...GAME_IDS].sort(), 'the home page lists the games');
  await home.page.waitForTimeout(500);
  assert.equal(homeFetched.length, 1, `one module for the home page: ${homeFetched}`);
  assert.match(homeFetched[0], /^parlour-/);
  assert.deepEqual(home.problems.consoleErrors, []);
  await home.context.close();

  for (const route of routes) {
    const id = route.replace('#/play/', '');
    const visit = await openPage(shared.browser, shared.server.origin);
    const fetched = recordModules(visit.page);
    await visit.page.goto(shared.server.appUrl + route);
    await screenReady(visit.page);
    assert.deepEqual(fetched, [`play_${id}_bg.wasm`], `only ${id}'s module for ${route}`);
    assert.ok(await visit.page.getByRole('navigation', { name: 'Main' }).isVisible(), 'the header is there');
    assert.deepEqual(visit.problems.consoleErrors, [], `console errors on ${route}`);
    await visit.context.close();
  }
});

test('going from game to game hands the page over, focus on main, each module fetched once', async () => {
  const { context, page, problems } = await openPage(shared.browser, shared.server.origin);
  const fetched = recordModules(page);
  const routes = await gameRoutes(page, shared.server.appUrl);
  const [first, second] = routes;

  // From the home page, by keyboard, to the first game.
  const link = page.locator(`main a[href="${first}"]`).first();
  await link.focus();
  await page.keyboard.press('Enter');
  await screenReady(page);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'main', 'the focus is on main');
  assert.ok(await page.getByRole('navigation', { name: 'Main' }).isVisible(), 'the header is there');
  assert.equal(await page.locator('#app').count(), 1, 'one app element');

  // To the second game, home (drawn by the second game's module), and back.
  await page.evaluate((route) => { location.hash = route; }, second);
  await screenReady(page);
  const secondTitle = await page.title();
  await page.evaluate(() => { location.hash = '#/'; });
  await page.locator(`main a[href="${first}"]`).first().waitFor();
  await page.evaluate((route) => { location.hash = route; }, first);
  await screenReady(page);
  assert.notEqual(await page.title(), secondTitle, 'the first game is shown again');
  await page.goBack();
  await page.locator(`main a[href="${first}"]`).first().waitFor();

  const files = [...new Set(fetched)];
  assert.equal(fetched.length, files.length, `no module fetched twice: ${fetched}`);
  const firstId = first.replace('#/play/', '');
  const secondId = second.replace('#/play/', '');
  assert.ok(files.includes(`play_${firstId}_bg.wasm`) && files.includes(`play_${secondId}_bg.wasm`));
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

/** Counts the AI decisions the page's workers answer
 * (`window.__decided`), as an init script. */
function countDecisions() {
  if (typeof Worker === 'undefined') return;
  window.__decided = 0;
  window.Worker = class extends Worker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (event.data?.kind === 'decided') window.__decided += 1;
      });
    }
  };
}

test('opening a game, a new game from its form and an AI\'s move download 500 KB at most: no extras module, no coach', async () => {
  for (const id of GAME_IDS) {
    const { context, page, problems } = await openPage(shared.browser, shared.server.origin);
    await context.addInitScript(countDecisions);
    // Events shown at once, so an AI is asked as soon as it is its turn.
    await context.addInitScript((settings) => {
      localStorage.setItem('parlour.settings.v1', JSON.stringify(settings));
    }, quickSettings());
    const fetched = new Set();
    context.on('request', (request) => {
      // The service worker's precache (offline play, in the background)
      // is not the path's.
      if (request.serviceWorker()) return;
      const name = new URL(request.url()).pathname.split('/').pop();
      if (name) fetched.add(name);
    });
    await page.goto(`${shared.server.appUrl}#/play/${id}`);
    await screenReady(page);
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await GAMES[id].firstMove(page);
    await page.waitForFunction(() => window.__decided >= 1, null, { timeout: 20000 });
    let bytes = 0;
    const counted = [];
    for (const name of fetched) {
      const file = await readFile(join(DIST, name)).catch(() => null);
      if (!file || !/\.(html|js|wasm|css)$/.test(name)) continue;
      if (name === 'offline.js' || name === 'sw.js') continue;
      bytes += gzipSync(file, { level: 9 }).length;
      counted.push(name);
    }
    const kb = Math.ceil(bytes / 1024);
    console.log(`${id}: a new game against its AI: ${kb} KB gzip (${counted.sort().join(' ')})`);
    assert.ok(counted.includes(`play_${id}_bg.wasm`) && counted.includes(`ai_${id}_bg.wasm`), counted.join(' '));
    assert.deepEqual(counted.filter((n) => /^(extras|coach|studio)/.test(n)), [], 'neither the extras module nor the coach');
    assert.ok(kb <= 500, `${id}: ${kb} KB gzip`);
    assert.deepEqual(problems.consoleErrors, []);
    await context.close();
  }
});
