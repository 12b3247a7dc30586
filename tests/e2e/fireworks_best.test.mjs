// The outlook of a Fireworks table and the best a deal allowed, in
// headless Chromium against the release build in dist/: a standard game
// of two where the second player discards the last copy of a 5 on the
// second turn (its share codes are pinned by the native test
// `ui::fireworks::outlook_tests`), opened from a link. Seen by the seat
// to act, the table shows the public outlook and, at that step only, that
// a perfect score is no longer possible; the same game played to its end
// shows the deal's best (the coach's worker's solver) and the team's
// score against it in the end panel. Screenshots of a game in progress at
// a phone's and a laptop's size go to target/screenshots/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, shot, openPage, appReady } from './harness.mjs';

const shared = sharedBrowser();

/** The game where the 5 is discarded, shown after that step. */
const OPEN =
  'AoEBCWZpcmV3b3Jrc2R7InJ1bGVzIjp7Im1heF90b2tlbnMiOjgsIm1pc3Rha2VzX2FsbG93ZWQiOjIsImZpbmFsX3R1cm5zIjoxfSwicm91bmRzIjoxLCJwcmVzZXQiOm51bGwsInBsYXllcnMiOjJ9AAAAAAAAAAACAgABWmV4';
/** The same game played on to its end (ten steps), shown at its end. */
const DONE =
  'AoUBCWZpcmV3b3Jrc2R7InJ1bGVzIjp7Im1heF90b2tlbnMiOjgsIm1pc3Rha2VzX2FsbG93ZWQiOjIsImZpbmFsX3R1cm5zIjoxfSwicm91bmRzIjoxLCJwcmVzZXQiOm51bGwsInBsYXllcnMiOjJ9AAAAAAAAAAAKCgAFChqc8AMFPw';

const LOST = /^A perfect score is no longer possible: the last (White|Red|Blue|Green|Yellow) 5 was discarded\.$/;

/** Opens the shared game `code` at `size`. */
async function openShared(code, size = { width: 1366, height: 768 }) {
  const opened = await openPage(shared.browser, shared.server.origin);
  const { page } = opened;
  await page.setViewportSize(size);
  await page.goto(shared.server.appUrl + `#/play/fireworks/g/${code}`);
  await appReady(page);
  await page.locator('.fw-board').waitFor();
  return opened;
}

const text = async (locator) => (await locator.textContent())?.trim();

test('the step that discards a last copy says a perfect score is no longer possible, and no other', async () => {
  const { page, problems, context } = await openShared(OPEN);
  const facts = page.locator('.outlook-facts');
  const moment = page.locator('.outlook-moment');
  await moment.waitFor();
  assert.match(await text(moment), LOST);
  assert.equal(await text(facts), 'Max score 24 of 25 · pace 17 · at most 87 turns left');
  // The seat to act reads the game: nothing of the solver's is shown.
  assert.equal(await page.locator('.outlook-best').count(), 0);
  await shot(page, 'fireworks-best-laptop');
  // Back, one event at a time, to the clue before it: the outlook is a
  // perfect score, and no moment is said.
  const previous = page.getByRole('button', { name: 'Previous step' });
  while ((await moment.count()) > 0) await previous.click();
  assert.equal(await text(facts), 'Max score 25 of 25 · pace 17 · at most 88 turns left');
  // Forward by keyboard (the step controls take the arrows): the moment
  // is said again at its step.
  await page.getByRole('button', { name: 'Next step' }).focus();
  await page.keyboard.press('ArrowRight');
  await moment.waitFor();
  assert.match(await text(moment), LOST);
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.foreignRequests, []);
  await context.close();
});

test('on a phone the outlook and the moment fit beside the table', async () => {
  const { page, problems, context } = await openShared(OPEN, { width: 390, height: 844 });
  const moment = page.locator('.outlook-moment');
  await moment.waitFor();
  const box = await moment.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `inside the screen: ${JSON.stringify(box)}`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scroll: ${width}`);
  await shot(page, 'fireworks-best-phone');
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test("a finished game shows the deal's best, the solver's moment and the team's score against it", async () => {
  const { page, problems, context } = await openShared(DONE);
  const result = page.locator('.end-best');
  await result.waitFor({ timeout: 30000 });
  assert.equal(await text(result), 'The team scored 0 of the 25 this deal allowed.');
  await shot(page, 'fireworks-best-end');
  // Step back to the discard: the deal's best and the solver's words.
  await page.getByRole('button', { name: 'First step' }).click();
  const next = page.getByRole('button', { name: 'Next step' });
  const moment = page.locator('.outlook-moment');
  for (let i = 0; i < 40 && (await moment.count()) === 0; i += 1) await next.click();
  assert.match(await text(moment), LOST);
  assert.equal(
    await text(page.locator('.outlook-best')),
    'Best score this deal allows: 25 of 25, a perfect score.',
  );
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('the review marks the decision after which the perfect score went', { timeout: 300000 }, async () => {
  const { page, problems, context } = await openShared(DONE);
  await page.getByRole('button', { name: "The coach's review of every decision" }).click();
  const dialog = page.getByRole('dialog', { name: 'Review' });
  const marked = dialog.locator('.review-best-lost').first();
  await marked.waitFor({ timeout: 240000 });
  assert.match(await text(marked), LOST);
  await shot(page, 'fireworks-best-review');
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});
