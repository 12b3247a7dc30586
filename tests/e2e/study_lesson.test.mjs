// A lesson written in the studio, opened from its link (#/lesson/<code>)
// as a learner would: the pinned Morris lesson (tests/study_games.rs
// writes and checks tests/fixtures/lessons/morris.txt), stepped through,
// its question answered wrongly then rightly, the summary, the lesson
// taken again and answered at the first try; a question that accepts
// moves near the best, rated by the AI worker; a damaged link says why;
// the lesson fits a phone's screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sharedBrowser, openPage, appReady, shot } from './harness.mjs';
import { GAME_IDS } from './games.mjs';

const shared = sharedBrowser();
/** The pinned lesson link `name` (tests/study_games.rs writes them). */
async function fixture(name) {
  const path = fileURLToPath(new URL(`../fixtures/lessons/${name}.txt`, import.meta.url));
  return readFile(path, 'utf8').catch(() => {
    throw new Error(`no ${path}: cargo test --test study_games writes it`);
  });
}
const point = (page, field) => page.getByRole('button', { name: new RegExp(`^${field}, `) });

/** Opens `route` in a fresh context (nothing kept from other tests). */
async function open(route, viewport) {
  const { origin, appUrl } = shared.server;
  const opened = await openPage(shared.browser, origin);
  if (viewport) await opened.page.setViewportSize(viewport);
  await opened.page.goto(appUrl + route);
  await appReady(opened.page);
  return opened;
}

test('a Morris lesson link: question, hint, answer, summary, and again at the first try', async () => {
  const code = (await fixture('morris')).trim();
  const { context, page, problems } = await open(`#/lesson/${code}`);
  const lesson = page.getByRole('region', { name: 'Lesson' });
  await page.getByRole('heading', { name: 'Forming a mill and taking', level: 1 }).waitFor();
  assert.match(await page.locator('.lesson-intro').first().textContent(), /written in the studio/);
  const said = lesson.locator('.lesson-said');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  // The first step is the learner's question: the way on is closed.
  assert.equal(await lesson.locator('.lesson-question').textContent(), 'Your move: what would you play here?');
  assert.equal(await next.isDisabled(), true);
  await point(page, 'C3').click();
  await said.waitFor();
  assert.equal(await said.textContent(), 'Not this move. Hint: Look at what the last step changed.');
  assert.match(await point(page, 'C3').getAttribute('aria-label'), /^C3, empty/);
  await page.getByRole('button', { name: 'Show the answer' }).waitFor();
  await point(page, 'A1').click();
  await page.getByText('Right.', { exact: true }).waitFor();
  assert.match(await point(page, 'A1').getAttribute('aria-label'), /^A1, your stone/);
  // The engine's explanation and the teacher's note of the step.
  assert.match(await lesson.locator('.lesson-engine').textContent(), /A1/);
  assert.ok((await lesson.locator('.lesson-note').textContent()).length > 50);
  await shot(page, 'study-lesson-morris');
  while (!(await next.isDisabled())) await next.click();
  const summary = page.getByRole('region', { name: 'Summary' });
  await summary.waitFor();
  assert.match(await summary.textContent(), /Questions right at the first try: 0 of 1\./);
  assert.match(await summary.textContent(), /You play White now/);
  // Back steps through the line again, never past the question's answer.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await summary.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Take the lesson again' }).click();
  await point(page, 'A1').click();
  await page.getByText('Right, at the first try.', { exact: true }).waitFor();
  while (!(await next.isDisabled())) await next.click();
  assert.match(await summary.textContent(), /1 of 1\./);
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.foreignRequests, []);
  await context.close();
});

test('a question that accepts moves near the best asks the AI worker to rate them', async () => {
  const code = (await fixture('take5-near-best')).trim();
  const { context, page, problems } = await open(`#/lesson/${code}`);
  await page.locator('.lesson-question').waitFor();
  const cards = page.locator('button[aria-label^="Play card"]');
  assert.ok((await cards.count()) > 1, 'a hand of several cards');
  // The highest card, not the line's own (the lesson's first card is 3).
  const other = cards.last();
  assert.doesNotMatch(await other.getAttribute('aria-label'), /^Play card 3\b/);
  await other.click();
  await page.getByText('That move is accepted too; the lesson goes on with its own move.', { exact: true }).waitFor({ timeout: 20000 });
  assert.equal(await page.locator('.lesson-question').count(), 0);
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.foreignRequests, []);
  await context.close();
});

test('a damaged lesson link says why, and a cut one too', async () => {
  const code = (await fixture('take5')).trim();
  const damaged = code.slice(0, 40) + (code[40] === 'A' ? 'B' : 'A') + code.slice(41);
  for (const [route, why] of [
    [`#/lesson/${damaged}`, /changed or damaged/],
    [`#/lesson/${code.slice(0, code.length - 30)}`, /cut short/],
    ['#/lesson/AAAA', /./],
  ]) {
    const { context, page, problems } = await open(route);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.textContent(), why);
    await page.getByRole('heading', { name: 'This lesson cannot be opened' }).waitFor();
    assert.deepEqual(problems.consoleErrors, []);
    await context.close();
  }
});

test('each game\'s lesson fits a phone and a laptop', async () => {
  for (const id of GAME_IDS) {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 720 }]) {
      const code = (await fixture(id)).trim();
      const { context, page, problems } = await open(`#/lesson/${code}`, viewport);
      await page.getByRole('region', { name: 'Lesson' }).waitFor();
      await page.locator('.lesson-question').waitFor();
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= viewport.width, `${id} at ${viewport.width}: the page is ${wide} px wide`);
      const board = await page.locator('.game-board').boundingBox();
      assert.ok(board.x >= 0 && board.x + board.width <= viewport.width + 1, `${id}: the table is inside the screen`);
      await shot(page, `study-lesson-${id}-${viewport.width}`);
      assert.deepEqual(problems.consoleErrors, []);
      await context.close();
    }
  }
});
