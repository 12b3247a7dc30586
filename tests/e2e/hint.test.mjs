// The coach's hint in the built app, for each game: on the person's turn
// in a game against AIs, ? (or the toolbar's Hint button) asks the coach,
// in a worker of its own (the page has no long task meanwhile), and the
// suggested move is named with why and highlighted on the table; playing
// the move takes the hint away (for each game whose hinted move the test
// plays, `hint.take` in games.mjs). A setting turns the button off. Screenshots of
// a game in progress with a hint, at laptop and phone size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, watchLongTasks, longTasks, shot } from './harness.mjs';
import { gameInProgress } from './positions.mjs';
import { GAMES, GAME_IDS } from './games.mjs';

const shared = sharedBrowser();

const HINT = "Hint: the coach's move for you (?)";

/** Asks for the hint with the keyboard and waits for it. */
async function askHint(page) {
  await page.locator('body').press('?');
  const text = page.locator('.hint-box .hint-text');
  await text.filter({ hasText: /^The coach suggests / }).waitFor({ timeout: 60000 });
  return text.textContent();
}

for (const id of GAME_IDS) {
  test(`${id}: the coach's hint names a move, says why and shows it on the table`, { timeout: 300000 }, async () => {
    const { page, problems } = await openPage(shared.browser, shared.server.origin, { bypassCSP: true });
    await page.setViewportSize({ width: 1366, height: 768 });
    await gameInProgress(page, shared.server.appUrl, id);
    await page.getByRole('button', { name: HINT }).waitFor();
    await watchLongTasks(page);
    const words = await askHint(page);
    assert.deepEqual(await longTasks(page), [], `${id}: long tasks while the coach thinks`);
    assert.match(words, /^The coach suggests .+\. \S/, `${id}: the move and why: ${words}`);
    await page.waitForFunction(() => document.querySelectorAll('.is-suggested').length > 0);
    await GAMES[id].hint.check(page, words);
    await shot(page, `hint-${id}-laptop`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `hint-${id}-phone`);
    await page.setViewportSize({ width: 1366, height: 768 });
    const { take } = GAMES[id].hint;
    if (take) {
      // Playing the hinted move takes the hint away.
      await take(page);
      await page.locator('.hint-box').waitFor({ state: 'detached' });
      assert.equal(await page.locator('.is-suggested').count(), 0);
    }
    // Turned off in the settings, the button is gone.
    await page.evaluate(() => {
      const key = 'parlour.settings.v1';
      const settings = JSON.parse(localStorage.getItem(key) ?? '{"version":1}');
      localStorage.setItem(key, JSON.stringify({ ...settings, hints: 'never' }));
    });
    await page.reload();
    await page.locator('.game-bar').waitFor();
    await page.waitForTimeout(500);
    assert.equal(await page.getByRole('button', { name: HINT }).count(), 0);
    assert.deepEqual(problems, { consoleErrors: [], foreignRequests: [] }, `${id}: console errors`);
    await page.close();
  });
}
