// A studio lesson's progress is kept in the browser: the pinned Morris
// lesson (tests/fixtures/lessons/morris.txt, one question) answered after
// a wrong try, the page reloaded: "Solved 1 of 1 question", the question
// not asked again, the end ticking it; Start over (from the keyboard)
// forgets it, also after a reload. A browser that keeps nothing says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sharedBrowser, openPage, appReady, shot } from './harness.mjs';

const shared = sharedBrowser();
const fixture = (id) => readFile(fileURLToPath(new URL(`../fixtures/lessons/${id}.txt`, import.meta.url)), 'utf8');
const point = (page, field) => page.getByRole('button', { name: new RegExp(`^${field}, `) });
const KEY = 'parlour.lessons.progress';

test('a lesson opens again where it was left, and Start over forgets it', async () => {
  const code = (await fixture('morris')).trim();
  const { origin, appUrl } = shared.server;
  const { context, page, problems } = await openPage(shared.browser, origin);
  await page.goto(appUrl + `#/lesson/${code}`);
  await appReady(page);
  const lesson = page.getByRole('region', { name: 'Lesson' });
  const question = lesson.locator('.lesson-question');
  const count = lesson.locator('.lesson-progress-count');
  await question.waitFor();
  assert.equal(await count.count(), 0, 'nothing to show before the first answer');
  // A wrong try, then the right move.
  await point(page, 'C3').click();
  await page.getByRole('button', { name: 'Show the answer' }).waitFor();
  await point(page, 'A1').click();
  await page.getByText('Right.', { exact: true }).waitFor();
  assert.equal(await count.textContent(), 'Solved 1 of 1 question');
  const kept = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), KEY));
  assert.equal(kept.version, 1);
  assert.equal(kept.lessons.length, 1);
  assert.match(kept.lessons[0].key, /^[0-9a-f]{16}$/);
  assert.deepEqual(kept.lessons[0].progress.marks, [{ chapter: 0, step: 0, mark: 'right', first_try: false }]);

  // Reloaded: the progress is shown and the question is not asked again.
  await page.reload();
  await appReady(page);
  await count.waitFor();
  assert.equal(await count.textContent(), 'Solved 1 of 1 question');
  assert.equal(await question.count(), 0);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  assert.equal(await next.isDisabled(), false, 'the answered question is passed');
  for (const [width, height] of [[390, 844], [1366, 768]]) {
    await page.setViewportSize({ width, height });
    await count.scrollIntoViewIfNeeded();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= width, `the page is ${wide} px wide at ${width}`);
    await shot(page, `lesson-progress-${width}`);
  }
  // The end ticks the question.
  while (!(await next.isDisabled())) await next.click();
  const summary = page.getByRole('region', { name: 'Summary' });
  await summary.waitFor();
  const item = summary.getByRole('list', { name: 'Questions' }).getByRole('listitem');
  assert.equal(await item.count(), 1);
  assert.equal(await item.textContent(), '✓Question 1 (step 1): solved');
  await summary.scrollIntoViewIfNeeded();
  await shot(page, 'lesson-progress-end-1366');
  // Start over, from the keyboard: the question is asked again and the
  // progress is forgotten, also after a reload.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  const startOver = page.getByRole('button', { name: /^Start over/ });
  await startOver.focus();
  await page.keyboard.press('Enter');
  await question.waitFor();
  assert.equal(await count.count(), 0);
  assert.equal(await page.evaluate((key) => JSON.parse(localStorage.getItem(key)).lessons.length, KEY), 0);
  await page.reload();
  await appReady(page);
  await question.waitFor();
  assert.equal(await count.count(), 0);
  // Right at the first try this time.
  await point(page, 'A1').click();
  await page.getByText('Right, at the first try.', { exact: true }).waitFor();
  assert.equal(await count.textContent(), 'Solved 1 of 1 question');
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.foreignRequests, []);
  await context.close();
});

test('a browser that keeps nothing: the lesson is taken, and says so once', async () => {
  const code = (await fixture('morris')).trim();
  const { origin, appUrl } = shared.server;
  const { context, page } = await openPage(shared.browser, origin);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto(appUrl + `#/lesson/${code}`);
  await appReady(page);
  const lesson = page.getByRole('region', { name: 'Lesson' });
  await lesson.locator('.lesson-question').waitFor();
  const note = lesson.locator('.lesson-progress-note');
  assert.equal(await note.count(), 1);
  assert.match(await note.textContent(), /keeps nothing for this page: your progress in this lesson is not kept/);
  await point(page, 'A1').click();
  await page.getByText('Right, at the first try.', { exact: true }).waitFor();
  assert.equal(await lesson.locator('.lesson-progress-count').textContent(), 'Solved 1 of 1 question');
  assert.equal(await note.count(), 1, 'said once');
  await context.close();
});
