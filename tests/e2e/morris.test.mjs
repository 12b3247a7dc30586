// End-to-end tests of the Nine Men's Morris screen in headless Chromium,
// against the release build in dist/ served from a sub-folder. Points are
// found by their accessible names ("A1, empty, …"); screenshots go to
// target/screenshots/ (set SCREENSHOTS=0 to skip).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedBrowser,
  SHOTS,
  openPage,
  appReady,
  openDialog,
  watchLongTasks,
  longTasks,
  audit,
  morrisPoint as point,
  morrisPointsWith as withRole,
  MORRIS_FIXED_GAME as FIXED_GAME,
  playMorrisGame,
} from './harness.mjs';

const SETTINGS_KEY = 'parlour.settings.v1';
const GAME_KEY = 'parlour.morris.game.v1';
const shared = sharedBrowser();

async function shot(page, name) {
  if (process.env.SCREENSHOTS === '0') return;
  await page.locator('.game-status').evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: SHOTS + name + '.png', fullPage: false });
}

/**
 * Opens the Morris page with the given settings and no saved game, or with
 * `saved` (an object for the game key) in its place.
 */
async function openMorris(settings, saved = null, options = {}) {
  const opened = await openPage(shared.browser, shared.server.origin, options);
  const { page } = opened;
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(shared.server.appUrl);
  await appReady(page);
  await page.evaluate(
    ([key, value, gameKey, game]) => {
      localStorage.setItem(key, JSON.stringify(value));
      if (game) localStorage.setItem(gameKey, JSON.stringify(game));
      else localStorage.removeItem(gameKey);
    },
    [SETTINGS_KEY, { version: 1, ...settings }, GAME_KEY, saved],
  );
  await page.goto(shared.server.appUrl + '#/play/morris');
  await page.reload();
  await appReady(page);
  await page.locator('.mm-board').waitFor();
  return opened;
}

test('a full game against the easy AI through the UI reaches the end screen', async () => {
  const { context, page, problems } = await openMorris(
    { step_through: false, animation_speed: 'off', ai_level: 'easy' },
    FIXED_GAME,
  );
  let shotTake = false;
  const { presses, keyboard, takes } = await playMorrisGame(page, {
    onTake: async () => {
      if (!shotTake) {
        await shot(page, 'morris-take');
        shotTake = true;
      }
    },
  });
  const reason = await page.locator('.end-reason').textContent();
  assert.match(reason, /^(You win|Ben wins) because|the game is a draw/);
  await shot(page, 'morris-end');
  console.log(`Morris: ${presses} presses (${keyboard} by keyboard), ${takes} takes; ${reason}`);
  assert.ok(presses >= 9, 'at least the nine placements');
  // With seed 1 this way of pressing closes mills: taking works through the UI.
  assert.ok(takes >= 1, 'the person took a stone');
  // The finished game plays back on its own, and pauses.
  await page.getByRole('button', { name: 'Replay from the start' }).click();
  await page.getByLabel('Replay speed').selectOption('Fast');
  await page.waitForFunction(() =>
    /^step ([5-9]|\d\d+) of/.test(document.querySelector('.step-position')?.textContent ?? ''),
  );
  await page.getByRole('button', { name: 'Pause replay' }).click();
  const paused = await page.locator('.step-position').textContent();
  await page.waitForTimeout(400);
  assert.equal(await page.locator('.step-position').textContent(), paused);
  // Going back in the history shows an earlier board; Play again starts anew.
  await page.getByRole('button', { name: 'Previous step', exact: true }).click();
  assert.match(await page.locator('.game-status').textContent(), /earlier moment/);
  await page.getByRole('button', { name: 'Play again' }).click();
  await point(page, 'A1').first().waitFor();
  assert.match(await point(page, 'A1').getAttribute('aria-label'), /^A1, empty/);
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  assert.deepEqual(problems.foreignRequests, [], 'requests to other origins');
  await context.close();
});

test('lesson 1 is stepped through to its mill and take', async () => {
  const { context, page, problems } = await openMorris({ step_through: true, animation_speed: 'normal' });
  await openDialog(page, 'Lessons');
  await page.getByRole('button', { name: /^Lesson 1: / }).click();
  await page.locator('.lesson-intro').waitFor();
  const explanation = page.locator('.step-explanation');
  const next = page.getByRole('button', { name: 'Next step', exact: true });
  const texts = [];
  for (let i = 0; i < 40; i++) {
    if ((await next.getAttribute('aria-disabled')) === 'true') break;
    await next.click();
    texts.push(await explanation.textContent());
    if (/closes? the mill/.test(texts.at(-1))) await shot(page, 'morris-lesson-mill');
  }
  const all = texts.join('\n');
  assert.match(all, /closes? the mill [A-G][1-7]-[A-G][1-7]-[A-G][1-7]/);
  assert.match(all, /takes? .*stone on [A-G][1-7]/);
  await page.locator('.lesson-outro').waitFor();
  // The board shows a closed mill.
  assert.ok((await page.locator('.mm-mill').count()) > 0);
  await page.getByRole('button', { name: 'Previous step', exact: true }).click();
  assert.notEqual(await explanation.textContent(), texts.at(-1));
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.foreignRequests, []);
  await context.close();
});

test('a reload in the middle of a game resumes it', async () => {
  const { context, page, problems } = await openMorris({ step_through: false, animation_speed: 'off' });
  await point(page, 'D2').click();
  // The AI answers; then place a second stone.
  await withRole(page, ', you can place a stone here').first().waitFor();
  const second = await withRole(page, ', you can place a stone here').first().getAttribute('aria-label');
  const field = second.slice(0, 2);
  await point(page, field).click();
  await withRole(page, ', you can place a stone here').first().waitFor();
  const before = await page.locator('.mm-point').evaluateAll((ps) => ps.map((p) => p.getAttribute('aria-label')));
  await page.reload();
  await appReady(page);
  await withRole(page, ', you can place a stone here').first().waitFor();
  const afterReload = await page.locator('.mm-point').evaluateAll((ps) => ps.map((p) => p.getAttribute('aria-label')));
  assert.deepEqual(afterReload, before);
  assert.match(await point(page, 'D2').getAttribute('aria-label'), /^D2, your stone/);
  assert.equal(before.filter((l) => l.includes('opponent stone')).length, 2);
  // Undo goes back before the second stone and the AI's reply.
  await page.getByRole('button', { name: 'Undo my last move' }).click();
  assert.match(await point(page, field).getAttribute('aria-label'), new RegExp(`^${field}, empty`));
  // A lesson puts the unfinished game aside; it can be brought back.
  await openDialog(page, 'Lessons');
  await page.getByRole('button', { name: /^Lesson 2: / }).click();
  await page.locator('.lesson-intro').waitFor();
  await page.getByRole('button', { name: 'Bring back the previous game' }).click();
  await page.locator('.lesson-intro').waitFor({ state: 'detached' });
  assert.match(await point(page, 'D2').getAttribute('aria-label'), /^D2, your stone/);
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.foreignRequests, []);
  await context.close();
});

test('the rules explain mills, flying and the 200-move draw, and link to the lessons', async () => {
  const { context, page, problems } = await openMorris({});
  // The toolbar's Rules dialog shows the rules beside the game.
  await openDialog(page, "Rules of Nine Men's Morris");
  const article = page.getByRole('dialog').locator('article.mm-rules');
  await article.waitFor();
  const text = await article.textContent();
  assert.match(text, /mill/i);
  assert.match(text, /fly/i);
  assert.match(text, /200/);
  // Its lesson links start a lesson; the address then becomes the play
  // page's, so a reload resumes the lesson rather than restarting it.
  await page.getByRole('link', { name: 'Lesson 3: Flying' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.locator('.lesson-intro').waitFor();
  assert.match(await page.locator('.game-info').textContent(), /^Lesson 3: Flying/);
  await page.waitForFunction(() => location.hash === '#/play/morris');
  await page.getByRole('button', { name: 'Last step', exact: true }).click();
  await page.reload();
  await appReady(page);
  await page.locator('.lesson-outro').waitFor();
  assert.equal(await page.title(), "Nine Men's Morris · parlour");
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('hot-seat alternates the two people and watch mode plays on its own', async () => {
  const { context, page, problems } = await openMorris({ step_through: false, animation_speed: 'off' });
  await openDialog(page, 'New game');
  await page.getByLabel('Two people on this device').check();
  await page.getByLabel('Name of the White player').fill('Ann');
  await page.getByLabel('Name of the Black player').fill('Bo');
  await page.getByRole('button', { name: 'Start game' }).click();
  assert.match(await page.locator('.game-status').textContent(), /^Ann \(White\): place a stone/);
  // Keyboard: arrows walk along the lines, Enter places.
  await point(page, 'A1').focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  assert.match(focused, /^B4, empty/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // Now Bo moves: A1 is the opponent's stone from Bo's side.
  assert.match(await page.locator('.game-status').textContent(), /^Bo \(Black\): place a stone/);
  assert.match(await point(page, 'A1').getAttribute('aria-label'), /^A1, opponent stone/);
  await point(page, 'G7').click();
  assert.match(await point(page, 'G7').getAttribute('aria-label'), /^G7, opponent stone/);
  assert.match(await point(page, 'A1').getAttribute('aria-label'), /^A1, your stone/);
  assert.equal(await page.getByRole('button', { name: 'Undo my last move' }).count(), 0);

  await openDialog(page, 'New game');
  await page.getByLabel('Watch two AIs').check();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('AI speed').selectOption('Fast');
  await page.waitForFunction(() => document.querySelectorAll('.mm-board .mm-stone').length >= 6);
  const labels = await page.locator('.mm-point').evaluateAll((ps) => ps.map((p) => p.getAttribute('aria-label')));
  assert.ok(labels.some((l) => / (White|Black) stone/.test(l)), 'watching names the colours');
  assert.ok(labels.every((l) => !l.includes('you can')), 'nothing to press while watching');
  await shot(page, 'morris-watch');
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.foreignRequests, []);
  await context.close();
});

test('two hard AIs play 30 moves in the worker: no long task on the page', async () => {
  const watch = {
    version: 1,
    setup: {
      mode: 'watch',
      seats: [
        { name: 'Ada', kind: { kind: 'ai', level: 'hard' } },
        { name: 'Ben', kind: { kind: 'ai', level: 'hard' } },
      ],
    },
    record: { format: 1, game: 'morris', options: {}, seed: 2026, steps: [] },
  };
  const { context, page, problems } = await openMorris({ step_through: false, animation_speed: 'fast' }, watch);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByLabel('AI speed').selectOption('Fast');
  await watchLongTasks(page);
  await page.waitForFunction(
    () => {
      const found = /move (\d+) of/.exec(document.querySelector('.game-info')?.textContent ?? '');
      return found && Number(found[1]) >= 30;
    },
    null,
    { timeout: 60000 },
  );
  const tasks = await longTasks(page);
  console.log(`morris watch 30 moves: long tasks ${JSON.stringify(tasks)}`);
  assert.deepEqual(tasks, [], 'no main-thread task over 50 ms while the AIs think');
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('a refused press, a picked-up stone and the put-aside notice pass the accessibility audit', async () => {
  const { context, page } = await openMorris({ step_through: false, animation_speed: 'off' }, null, { bypassCSP: true });
  await point(page, 'A1').click();
  await withRole(page, ', you can place a stone here').first().waitFor();
  await point(page, 'A1').click();
  await page.locator('.notice').first().waitFor();
  await page.goto(shared.server.appUrl + '#/play/morris/lesson/3');
  await page.getByRole('button', { name: 'Bring back the previous game' }).waitFor();
  assert.deepEqual(await audit(page, 'put-aside notice'), []);
  await context.close();
});
