// When the browser keeps nothing for parlour (storage full, or switched off
// altogether), the app says so once in a role="alert" notice
// (src/ui/keeping.rs, NOT_KEPT) and play goes on; a save that fails in the
// middle of a game leaves the previous save as it was.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launchBrowser, openPage, appReady } from './harness.mjs';

const SETTINGS_KEY = 'parlour.settings.v1';
const GAME_KEY = 'parlour.morris.game.v1';
const NOT_KEPT = /^This browser is not keeping anything for parlour/;
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

const point = (page, field) => page.getByRole('button', { name: new RegExp(`^${field}, `) });
const placeable = (page) => page.getByRole('button', { name: /^[A-G][1-7], .*you can place a stone here$/ });
const opponentStones = (page) => page.getByRole('button', { name: /^[A-G][1-7], opponent stone/ });
const notices = (page) => page.getByRole('alert').filter({ hasText: NOT_KEPT });

/**
 * Places a stone on the first free point and waits for the AI's stone.
 * With step-through on (the default when no settings can be read) the
 * AI's move is shown only after "Next step", so that is pressed as
 * needed. Returns the point played.
 */
async function placeAndAwaitReply(page) {
  await placeable(page).first().waitFor();
  const before = await opponentStones(page).count();
  const field = (await placeable(page).first().getAttribute('aria-label')).slice(0, 2);
  await point(page, field).click();
  const next = page.getByRole('button', { name: 'Next step', exact: true });
  const deadline = Date.now() + 15000;
  while ((await opponentStones(page).count()) <= before) {
    assert.ok(Date.now() < deadline, 'the AI answered within 15 s');
    if ((await next.count()) > 0 && (await next.getAttribute('aria-disabled')) !== 'true') await next.click();
    else await page.waitForTimeout(50);
  }
  // Its turn is over once a point can be pressed again.
  await placeable(page).first().waitFor();
  return field;
}

/** Opens #/play/morris first thing in a context whose storage is broken
 * by `breakStorage` (an init script), plays a move, and checks the notice. */
async function playWithBrokenStorage(breakStorage) {
  const { context, page, problems } = await openPage(browser, server.origin);
  await context.addInitScript(breakStorage);
  await page.goto(server.appUrl + '#/play/morris');
  await appReady(page);
  await page.locator('.mm-board').waitFor();
  const field = await placeAndAwaitReply(page);
  assert.match(await point(page, field).getAttribute('aria-label'), new RegExp(`^${field}, your stone`));
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  assert.deepEqual(problems.foreignRequests, [], 'requests to other origins');
  // Every save of the move failed too: still one notice. (The game page
  // saves before the app listens: the notice must still show.)
  assert.equal(await notices(page).count(), 1, 'the notice is shown once');
  await context.close();
}

test('storage that refuses every write: one notice, and the game plays on', async () => {
  await playWithBrokenStorage(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
});

test('no localStorage at all: the app starts, tells once, and plays', async () => {
  await playWithBrokenStorage(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
});

test('a save that fails mid-game: one notice, the previous save is kept whole', async () => {
  const { context, page, problems } = await openPage(browser, server.origin);
  await page.goto(server.appUrl);
  await appReady(page);
  // A fresh game against the easy AI, moves shown at once.
  await page.evaluate(
    ([settingsKey, settings, gameKey]) => {
      localStorage.setItem(settingsKey, JSON.stringify(settings));
      localStorage.removeItem(gameKey);
    },
    [SETTINGS_KEY, { version: 1, step_through: false, animation_speed: 'off', ai_level: 'easy' }, GAME_KEY],
  );
  await page.goto(server.appUrl + '#/play/morris');
  await page.reload();
  await appReady(page);
  await page.locator('.mm-board').waitFor();
  await placeAndAwaitReply(page);
  // The save holds the person's move and the AI's.
  const savedGame = () => page.evaluate((key) => localStorage.getItem(key), GAME_KEY);
  await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key) ?? '{}').record?.steps?.length === 2, GAME_KEY);
  const earlier = await savedGame();
  assert.equal(await notices(page).count(), 0, 'no notice while saving works');

  // From now on every write fails as when the quota is reached.
  await page.evaluate(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await placeAndAwaitReply(page);
  await notices(page).first().waitFor();
  // Both moves' saves failed (the person's and the AI's): told once.
  assert.equal(await notices(page).count(), 1, 'the notice is shown once');
  assert.equal(await savedGame(), earlier, 'the earlier save is still there, whole');
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  assert.deepEqual(problems.foreignRequests, [], 'requests to other origins');
  await context.close();
});
