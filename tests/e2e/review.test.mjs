// The coach's review in the built app, for each game: a finished game of
// AIs is reviewed in a worker with its progress shown (the page has no
// long task meanwhile), can be stopped and started again (for each game
// whose review runs long enough to be stopped, `review.stoppable` in
// games.mjs), shows each seat's figures, the graph and the graded
// decisions, jumps to a decision's position from the graph and from the
// keyboard, and opens again at once, and turns the mistakes into a lesson
// (surely so for each game whose AIs make mistakes, `review.mistakes`).
// Screenshots at laptop and phone size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, watchLongTasks, longTasks, audit, shot } from './harness.mjs';
import { watchWholeGame } from './positions.mjs';
import { GAMES, GAME_IDS } from './games.mjs';

const shared = sharedBrowser();

const REVIEW = "The coach's review of every decision";

/** Opens the review dialog and waits for the coach to start. */
async function openReview(page) {
  await page.getByRole('button', { name: REVIEW }).click();
  return page.getByRole('dialog', { name: 'Review' });
}

/** The step bar's place (the "Step n of m" text). */
const stepText = (page) => page.locator('.game-info').textContent();

for (const id of GAME_IDS) {
  // A short game, so the suite stays lean.
  const { table, stoppable, mistakes } = GAMES[id].review;
  test(`${id}: the coach reviews a finished game in a worker and jumps to a decision`, { timeout: 400000 }, async () => {
    const { page, problems } = await openPage(shared.browser, shared.server.origin, { bypassCSP: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await watchWholeGame(page, shared.server.appUrl, id, 'light', { ...GAMES[id].midgame, ...table });
    const end = await stepText(page);
    await watchLongTasks(page);
    let dialog = await openReview(page);
    const status = dialog.getByRole('status');
    await status.filter({ hasText: /The coach has judged [1-9]\d* of \d+ decisions/ }).waitFor({ timeout: 60000 });
    if (stoppable) {
      // Stopped, it says so and starts again on request.
      await dialog.getByRole('button', { name: 'Stop' }).click();
      await status.filter({ hasText: 'The review was stopped.' }).waitFor();
      await dialog.getByRole('button', { name: 'Review again' }).click();
      await status.filter({ hasText: /The coach/ }).waitFor();
    }
    // Half-way through (or done, for a quick one), the page has had no
    // long task.
    await page.waitForFunction(() => {
      const m = /judged (\d+) of (\d+)/.exec(document.querySelector('.review-progress [role=status]')?.textContent ?? '');
      return (m && Number(m[1]) * 2 >= Number(m[2])) || document.querySelector('.review-figures');
    }, null, { timeout: 120000 });
    assert.deepEqual(await longTasks(page), [], `${id}: long tasks while the review runs`);
    const figures = dialog.getByRole('table', { name: "Each player's decisions" });
    await figures.waitFor({ timeout: 240000 });
    const rows = await figures.locator('tbody tr').count();
    assert.ok(rows >= 1, `${id}: a row per seat with decisions`);
    assert.match(await dialog.locator('.review-thresholds').textContent(), /^Marks: an inaccuracy from /);
    // Every decision listed on request, each with its mark and its position.
    await dialog.getByLabel('Show every decision, not only the marked ones').check();
    const listed = await dialog.locator('.review-decision').count();
    const points = await dialog.locator('circle[data-step]').count();
    assert.equal(listed, points, `${id}: a point of the graph per decision`);
    assert.ok(listed >= 10, `${id}: ${listed} decisions`);
    await shot(page, `review-${id}-laptop`);
    const violations = await audit(page, `${id} review`);
    assert.deepEqual(violations, []);
    // A click on the graph shows that decision's position.
    const point = dialog.locator('circle[data-step]').nth(Math.floor(points / 2));
    const step = Number(await point.getAttribute('data-step'));
    await point.click();
    await dialog.waitFor({ state: 'detached' });
    const shown = await stepText(page);
    assert.notEqual(shown, end, `${id}: the board left the end for step ${step + 1}`);
    // Opened again, the review is there at once; the keyboard reaches a
    // decision's position too.
    dialog = await openReview(page);
    await figures.waitFor({ timeout: 2000 });
    const first = dialog.getByRole('button', { name: /^Show the position of move \d+$/ }).first();
    if ((await first.count()) > 0) {
      await first.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
    } else {
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize({ width: 390, height: 844 });
    dialog = await openReview(page);
    await figures.waitFor({ timeout: 2000 });
    await shot(page, `review-${id}-phone`);
    const overflow = await page.evaluate(() => {
      const modal = document.querySelector('.modal');
      return Math.max(document.documentElement.scrollWidth - window.innerWidth, modal.scrollWidth - modal.clientWidth);
    });
    assert.ok(overflow <= 0, `${id}: the review fits a phone's width (${overflow}px too wide)`);
    // The mistakes become a lesson: the first asks for a better move.
    const practise = dialog.getByRole('link', { name: 'Practise the mistakes' });
    if (mistakes) assert.equal(await practise.count(), 1, `${id}: the AIs watched make mistakes`);
    if ((await practise.count()) > 0) {
      await practise.click();
      await page.waitForURL(/#\/lesson\//);
      await page.getByText(/played .* here: a (mistake|blunder)\. Find a better move\./).first().waitFor({ timeout: 20000 });
      await shot(page, `practise-${id}-phone`);
    }
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.foreignRequests, []);
  });
}
