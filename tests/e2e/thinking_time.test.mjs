// The "AI thinking time" setting (issue 12) in headless Chromium: chosen in
// a Morris game's Settings dialog, it makes the page ask the AI worker for
// `hard@500` instead of `hard`, the worker thinks that long, the page shows
// the AI thinking meanwhile, and the choice survives a reload. The worker's
// messages are watched from the test alone (a wrapped `Worker`), so the
// app exposes nothing for it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  serveDist,
  launchBrowser,
  openPage,
  appReady,
  openDialog,
  closeDialog,
  morrisPointsWith,
  waitForMorrisChoice,
} from './harness.mjs';

const SETTINGS_KEY = 'parlour.settings.v1';
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

/** Records every AI decision the page asks the worker for and when its
 * answer came (`window.__decisions`: level, asked and answered times). */
function watchWorker() {
  if (typeof Worker === 'undefined') return;
  window.__decisions = [];
  const byId = new Map();
  window.Worker = class extends Worker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const id = event.data.kind === 'ready' ? null : event.data.id;
        const decision = byId.get(id);
        if (decision) decision.answered = performance.now();
      });
    }
    postMessage(message, ...rest) {
      // The page posts a plain object.
      const request = message;
      if (request.task === 'decide') {
        const decision = { level: request.level, asked: performance.now(), answered: null };
        byId.set(request.id, decision);
        window.__decisions.push(decision);
      }
      return super.postMessage(message, ...rest);
    }
  };
}

/** Places a White stone on the first free point and waits for the AI's
 * answer; resolves to the AI decision it caused. */
async function placeAndWait(page) {
  const before = await page.evaluate(() => window.__decisions.length);
  await morrisPointsWith(page, ', you can place a stone here').first().click();
  await page.locator('.game-status').filter({ hasText: 'is thinking…' }).waitFor({ timeout: 2000 });
  await page.waitForFunction((n) => window.__decisions[n]?.answered != null, before, { timeout: 10000 });
  await waitForMorrisChoice(page);
  return page.evaluate((n) => window.__decisions[n], before);
}

test('a longer AI thinking time asks the worker for hard@500 and survives a reload', async () => {
  const { context, page, problems } = await openPage(browser, server.origin);
  await context.addInitScript(watchWorker);
  await page.goto(server.appUrl);
  await appReady(page);
  await page.evaluate((key) => {
    localStorage.clear();
    localStorage.setItem(key, JSON.stringify({ version: 1, ai_level: 'hard', animation_speed: 'off', step_through: false }));
  }, SETTINGS_KEY);
  // Reloaded before the game page opens, so its fresh game is against hard.
  await page.reload();
  await appReady(page);
  await page.goto(server.appUrl + '#/play/morris');
  await page.locator('.mm-board').waitFor();

  // The open game against hard takes the new time at once.
  await openDialog(page, 'Settings');
  const think = page.getByLabel('AI thinking time');
  assert.equal(await think.inputValue(), 'quick', "the game's own time by default");
  await think.selectOption({ label: 'Half a second' });
  await page.locator('#save-status').filter({ hasText: 'Saved' }).waitFor();
  await closeDialog(page);
  // Black's first three placements come from the placement book (no
  // search); its fourth is searched, for the whole half second.
  let took = 0;
  for (let placed = 0; placed < 4; placed++) {
    const decision = await placeAndWait(page);
    assert.equal(decision.level, 'hard@500');
    took = decision.answered - decision.asked;
  }
  assert.ok(took >= 450, `the worker thought ${Math.round(took)} ms`);

  // After a reload the setting is kept and the resumed game uses it.
  await page.reload();
  await appReady(page);
  await page.locator('.mm-board').waitFor();
  const again = await placeAndWait(page);
  assert.equal(again.level, 'hard@500');
  await openDialog(page, 'Settings');
  assert.equal(await page.getByLabel('AI thinking time').inputValue(), '0.5s');
  console.log(`thinking time: the worker took ${Math.round(took)} ms for hard@500`);
  const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), SETTINGS_KEY);
  assert.equal(saved.ai_time, '0.5s');
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});
