// The lesson studio as a teacher uses it, in each game: a new lesson, its
// table set up, three steps played on the board, notes (one with markup in
// it, shown as text), a mark, a question on the learner's move; the lesson
// kept in the browser's list, its link opened in a fresh context and taken
// as a learner (a wrong answer and its hint, the right one, the summary);
// its file downloaded and opened in another fresh context; the lesson
// embedded in a page of another origin; the studio's layout at laptop and
// phone sizes; and a learner's phone taking the lesson offline.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedBrowser, openPage, appReady, shot } from './harness.mjs';
import { GAMES, GAME_IDS } from './games.mjs';

const shared = sharedBrowser();

/** A fresh context at `route`. */
async function open(route, viewport = { width: 1280, height: 720 }) {
  const { origin, appUrl } = shared.server;
  const opened = await openPage(shared.browser, origin);
  await opened.page.setViewportSize(viewport);
  await opened.page.goto(appUrl + route);
  await appReady(opened.page);
  return opened;
}

/** What sticks out of the page on the right (nothing when it does not
 * scroll sideways): the first few elements, by tag, class and right edge. */
const scrollsSideways = (page) =>
  page.evaluate(() =>
    document.documentElement.scrollWidth > window.innerWidth + 1
      ? [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 8)
          .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`)
      : false,
  );

/** Writes `text` in the field labelled `label`. */
async function write(page, label, text) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(text);
}

/** A page on another origin that frames `src`. */
async function serveFrame(src) {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>A class page</title><h1>Our lesson</h1><iframe src="${src}" title="A parlour lesson" width="900" height="700"></iframe>`);
  });
  await new Promise((resolve) => server.listen(0, 'localhost', resolve));
  return { url: `http://localhost:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) };
}

for (const id of GAME_IDS) {
  // Its title, how the teacher sets up the table, the three steps of the
  // line (the third the learner's, asked as a question), a mark, and a
  // wrong and a right answer on the learner's board.
  const game = { id, title: GAMES[id].title, ...GAMES[id].studio };
  test(`a teacher writes a ${game.title} lesson and a learner takes it from its link, its file and an embed`, async () => {
    const title = `${game.title}: ${game.lessonTitle}`;
    // The teacher.
    const teacher = await open('#/studio');
    const { page } = teacher;
    await page.getByRole('button', { name: `New ${game.title} lesson` }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`^${game.title}: `) }).waitFor();
    assert.match(page.url(), /#\/studio\/saved\/\d+$/);
    await write(page, 'Lesson title', game.lessonTitle);
    await write(page, 'Introduction', 'A lesson written in the studio.');
    await write(page, 'Final note', 'Well done.');
    await game.setUp(page);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // Three steps, the third the learner's: a question.
    for (const move of game.line) await move(page);
    await page.getByText('Step 3 of 3', { exact: true }).waitFor();
    await write(page, 'Note on step 3', 'The move that keeps the threat.');
    await page.getByLabel('Ask the learner to find this move').check();
    await write(page, 'What the learner is asked', 'Your move: what keeps the threat?');
    await write(page, 'Hint after a wrong answer', game.teacherHint);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await write(page, 'Note on step 2', 'The answer to it.');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await write(page, 'Note on step 1', '<b>Look</b> at this <script>alert(1)</script>.');
    await page.getByText(/^Marks on the table/).click();
    await page.getByLabel(game.mark, { exact: true }).check();
    assert.ok((await page.locator('.studio-line .is-marked').count()) > 0, 'the mark is drawn on the board');
    await page.getByRole('button', { name: 'To the end' }).click();
    await shot(page, `studio-${game.id}-editor`);
    assert.equal(await scrollsSideways(page), false, 'the studio fits a laptop');
    const link = await page.getByLabel(/^Link \(\d+ characters\)$/).inputValue();
    assert.match(link, /#\/lesson\/[A-Za-z0-9_-]+$/);
    const code = link.split('#/lesson/')[1];
    // Kept in the browser's list.
    await page.getByRole('link', { name: '← Your lessons' }).click();
    await page.getByRole('link', { name: game.lessonTitle }).waitFor();
    // The file.
    await page.getByRole('link', { name: game.lessonTitle }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the lesson file' }).click(),
    ]);
    const file = join(await mkdtemp(join(tmpdir(), 'parlour-lesson-')), download.suggestedFilename());
    await download.saveAs(file);
    assert.match(download.suggestedFilename(), /\.json$/);
    // On a phone, the studio fits without side-scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    assert.equal(await scrollsSideways(page), false, 'the studio fits a phone');
    await shot(page, `studio-${game.id}-editor-phone`);
    assert.deepEqual(teacher.problems, { consoleErrors: [], foreignRequests: [] });
    await teacher.context.close();

    // A learner opens the link.
    const learner = await open(`#/lesson/${code}`, { width: 390, height: 844 });
    const lp = learner.page;
    await lp.getByRole('heading', { name: game.lessonTitle, level: 1 }).waitFor();
    const lesson = lp.getByRole('region', { name: 'Lesson' });
    const next = lp.getByRole('button', { name: 'Next', exact: true });
    await next.click();
    const note = lesson.locator('.lesson-note');
    assert.equal(await note.textContent(), '<b>Look</b> at this <script>alert(1)</script>.');
    assert.equal(await note.locator('b, script').count(), 0, 'a note is text, never markup');
    assert.ok((await lp.locator('.is-marked').count()) > 0, 'the mark is drawn for the learner');
    await next.click();
    assert.equal(await lesson.locator('.lesson-question').textContent(), 'Your move: what keeps the threat?');
    assert.equal(await next.isDisabled(), true);
    await game.wrong(lp);
    await lesson.getByText(`Not this move. Hint: ${game.teacherHint}`).waitFor();
    await game.right(lp);
    await lesson.getByText('Right.', { exact: true }).waitFor();
    assert.equal(await note.textContent(), 'The move that keeps the threat.');
    const summary = lp.getByRole('region', { name: 'Summary' });
    await summary.waitFor();
    assert.match(await summary.textContent(), /Well done\..*Questions right at the first try: 0 of 1\./);
    assert.equal(await scrollsSideways(lp), false, 'the lesson fits a phone');
    await shot(lp, `studio-${game.id}-learner-phone`);
    assert.deepEqual(learner.problems, { consoleErrors: [], foreignRequests: [] });
    await learner.context.close();

    // The file, opened in another browser's studio.
    const other = await open('#/studio');
    await other.page.getByLabel('Open a lesson file').setInputFiles(file);
    await other.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await other.page.getByText('The table before the first step (3 in the line)').waitFor();
    await other.page.getByRole('link', { name: '← Your lessons' }).click();
    await other.page.getByRole('link', { name: game.lessonTitle }).waitFor();
    await other.context.close();

    // Embedded in a page of another origin.
    const frame = await serveFrame(`${shared.server.appUrl}#/embed/lesson/${code}`);
    const embedded = await openPage(shared.browser, shared.server.origin);
    await embedded.page.goto(frame.url);
    const inside = embedded.page.frameLocator('iframe');
    await inside.getByRole('heading', { name: game.lessonTitle, level: 1 }).waitFor({ timeout: 20000 });
    await inside.getByRole('button', { name: 'Next', exact: true }).click();
    await inside.getByText('at this').waitFor();
    await embedded.context.close();
    await frame.close();
  });
}

test('a built-in lesson and the game on screen open in the studio as new lessons', async () => {
  const { page, problems, context } = await open('#/rules/morris');
  await page.getByRole('link', { name: 'open in the studio: lesson 1' }).click();
  await page.getByRole('heading', { level: 1, name: /^Nine Men's Morris: / }).waitFor();
  assert.match(page.url(), /#\/studio\/saved\/\d+$/);
  await page.getByText(/^The table before the first step \(\d+ in the line\)$/).waitFor();
  // A game on screen: the Share dialog's Open in the studio.
  await page.goto(shared.server.appUrl + '#/play/morris/lesson/1');
  await page.getByRole('button', { name: 'Share this game' }).click();
  await page.waitForFunction(() => document.getElementById('share-link')?.value.startsWith('http'));
  await page.getByRole('link', { name: 'Open in the studio' }).click();
  await page.getByRole('heading', { level: 1, name: "Nine Men's Morris: A lesson from a game of Nine Men's Morris" }).waitFor();
  // Both are kept in the list.
  await page.getByRole('link', { name: '← Your lessons' }).click();
  const list = page.getByRole('list', { name: 'Your lessons' });
  await list.getByRole('listitem').nth(1).waitFor();
  assert.equal(await list.getByRole('listitem').count(), 2);
  // Renamed, duplicated, deleted.
  await list.getByRole('button', { name: /^Rename A lesson from a game/ }).click();
  await page.getByLabel('New name').fill('Mills from a real game');
  await page.getByRole('button', { name: 'Save the name' }).click();
  await list.getByRole('link', { name: 'Mills from a real game' }).waitFor();
  await list.getByRole('button', { name: 'Duplicate Mills from a real game' }).click();
  await list.getByRole('link', { name: 'Mills from a real game (copy)' }).waitFor();
  await list.getByRole('button', { name: 'Delete Mills from a real game (copy)' }).click();
  await page.getByRole('button', { name: 'Delete it' }).click();
  await list.getByRole('link', { name: 'Mills from a real game (copy)' }).waitFor({ state: 'detached' });
  // Kept across a reload.
  await page.reload();
  await appReady(page);
  await list.getByRole('link', { name: 'Mills from a real game' }).waitFor();
  await list.getByRole('listitem').nth(1).waitFor();
  assert.equal(await list.getByRole('listitem').count(), 2);
  // A bad lesson link says why, and the list is unchanged.
  await page.getByLabel('Lesson link').fill(`${shared.server.appUrl}#/lesson/AQxx`);
  await page.getByRole('button', { name: 'Open the link' }).click();
  await page.getByRole('alert').filter({ hasText: 'This lesson link cannot be opened' }).waitFor();
  await page.getByRole('link', { name: 'See your lessons' }).click();
  await list.getByRole('listitem').nth(1).waitFor();
  assert.equal(await list.getByRole('listitem').count(), 2);
  assert.deepEqual(problems, { consoleErrors: [], foreignRequests: [] });
  await context.close();
});

test('a learner who visited once takes a lesson offline', async () => {
  const code = (await readFile(new URL('../fixtures/lessons/morris.txt', import.meta.url), 'utf8')).trim();
  const { page, context } = await open('', { width: 390, height: 844 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await appReady(page);
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the page is controlled');
  await context.setOffline(true);
  await page.goto(`${shared.server.appUrl}#/lesson/${code}`);
  await page.getByRole('heading', { name: 'Forming a mill and taking', level: 1 }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Forming a mill and taking', level: 1 }).waitFor();
  assert.equal(await page.getByRole('region', { name: 'Lesson' }).count(), 1);
  await context.close();
});
