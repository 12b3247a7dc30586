// End-to-end tests of the 6 nimmt! screen in headless Chromium, against
// the release build in dist/ served from a sub-folder (/sub/parlour/).
// Screenshots go to target/screenshots/ (set SCREENSHOTS=0 to skip).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, SHOTS, openPage, appReady, openDialog, closeDialog, watchLongTasks, longTasks, playable, rowButtons, waitForPerson, playOneCard } from './harness.mjs';

const SETTINGS_KEY = 'parlour.settings.v1';
const GAME_KEY = 'parlour.take5.game.v1';
const shared = sharedBrowser();

async function shot(page, name) {
  if (process.env.SCREENSHOTS === '0') return;
  await page.locator('.game-status').evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: SHOTS + name + '.png', fullPage: false });
}

/** Opens the take5 page with the given settings and no saved game. */
async function openTake5(settings) {
  const opened = await openPage(shared.browser, shared.server.origin);
  const { page } = opened;
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(shared.server.appUrl);
  await appReady(page);
  await page.evaluate(
    ([key, value, gameKey]) => {
      localStorage.setItem(key, JSON.stringify(value));
      localStorage.removeItem(gameKey);
    },
    [SETTINGS_KEY, { version: 1, ...settings }, GAME_KEY],
  );
  await page.goto(shared.server.appUrl + '#/play/take5');
  await page.reload();
  await appReady(page);
  await page.locator('.t5-table').waitFor();
  return opened;
}

test('a full game against three AIs through the UI reaches the ranking', async () => {
  const { context, page, problems } = await openTake5({
    step_through: false,
    animation_speed: 'off',
    ai_level: 'medium',
  });
  // The home lists the game.
  let turns = 0;
  let picks = 0;
  let refocused = 0;
  let pickShot = false;
  let midShot = false;
  const ranking = page.getByRole('heading', { name: 'Final ranking' });
  for (let guard = 0; guard < 200; guard++) {
    await Promise.race([
      playable(page).first().waitFor({ timeout: 20000 }),
      rowButtons(page).first().waitFor({ timeout: 20000 }),
      ranking.waitFor({ timeout: 20000 }),
    ]).catch(() => {});
    if (await ranking.isVisible()) break;
    if ((await rowButtons(page).count()) > 0) {
      const costs = await page.locator('.t5-row-cost').allTextContents();
      const cows = costs.map((t) => parseInt(t, 10));
      const cheapest = cows.indexOf(Math.min(...cows));
      if (!pickShot) {
        await shot(page, 'take5-row-pick');
        pickShot = true;
      }
      await page.getByRole('button', { name: `Take row ${cheapest + 1}`, exact: true }).click();
      picks++;
      continue;
    }
    const cards = playable(page);
    if ((await cards.count()) > 0) {
      if (turns === 12 && !midShot) {
        await shot(page, 'take5-mid-game');
        midShot = true;
      }
      // Keyboard for half the turns: Enter on the focused card (focus
      // comes back to the hand by itself after a keyboard play).
      const card = turns % 2 === 0 ? cards.last() : cards.first();
      if (turns % 2 === 0) {
        const focused = await page.evaluate(() =>
          document.activeElement?.getAttribute('aria-label') ?? '',
        );
        if (focused.startsWith('Play card')) refocused++;
        else await card.focus();
        await page.keyboard.press('Enter');
      } else {
        await card.click();
      }
      turns++;
    }
  }
  await ranking.waitFor();
  assert.equal(turns, 50, 'five rounds of ten cards');
  const rows = page.locator('.end-ranking tbody tr');
  assert.equal(await rows.count(), 4);
  const header = await page.locator('.end-ranking thead').textContent();
  assert.match(header, /Cows in rounds 1–5/);
  for (const cells of await rows.locator('td:nth-child(3)').allTextContents()) {
    assert.match(cells, /^\d+( · \d+){4}$/, 'one count of cows per round');
  }
  await shot(page, 'take5-end');
  assert.ok(refocused > 0, 'focus returns to the hand after a play');
  // A new game with the same seed deals the same hand again.
  const seed = await page.locator('.game-seed').textContent();
  await page.getByRole('button', { name: 'New game with the same seed' }).click();
  assert.equal(await page.locator('.game-seed').textContent(), seed);
  assert.equal(await playable(page).count(), 10);
  console.log(`played ${turns} cards, ${picks} row picks, focus restored ${refocused} times`);
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  assert.deepEqual(problems.foreignRequests, [], 'requests to other origins');
  await context.close();
});

test('the worked-example lesson steps through all four placements', async () => {
  const { context, page, problems } = await openTake5({ step_through: true, animation_speed: 'normal' });
  await openDialog(page, 'Lessons');
  await page.getByRole('button', { name: 'Lesson 1: The worked example' }).click();
  await page.locator('.lesson-intro').waitFor();
  const explanation = page.locator('.step-explanation');
  const texts = [];
  const next = page.getByRole('button', { name: 'Next step', exact: true });
  for (let i = 0; i < 20; i++) {
    if ((await next.getAttribute('aria-disabled')) === 'true') break;
    await next.click();
    texts.push(await explanation.textContent());
    if (texts.at(-1).includes('must take a row')) await shot(page, 'take5-step-through');
  }
  const all = texts.join('\n');
  assert.match(all, /7 is lower than every row's last card, so Celia must take a row/);
  assert.match(all, /Celia takes row \d \(69 72 81, 3 cows\)/);
  assert.match(all, /23 \(Alice\) goes on row \d after 21/);
  assert.match(all, /64 \(David\) goes on row \d after 57/);
  assert.match(all, /88 would be the sixth: Bob takes 33 42 50 57 64 \(11 cows\)/);
  // Going back shows the table before the placements.
  await page.getByRole('button', { name: 'Previous step', exact: true }).click();
  assert.notEqual(await explanation.textContent(), texts.at(-1));
  // The lesson's last words come once its script has been stepped through.
  await page.getByRole('button', { name: 'Last step', exact: true }).click();
  await page.locator('.lesson-outro').waitFor();
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.foreignRequests, []);
  await context.close();
});

test('a reload in the middle of a game resumes the same game', async () => {
  const { context, page, problems } = await openTake5({ step_through: false, animation_speed: 'off' });
  for (let i = 0; i < 3; i++) await playOneCard(page);
  await waitForPerson(page);
  while ((await rowButtons(page).count()) > 0) {
    await rowButtons(page).first().click();
    await waitForPerson(page);
  }
  const hand = await page.locator('button[aria-label^="Play card"]').evaluateAll((b) =>
    b.map((e) => e.getAttribute('aria-label')),
  );
  const seed = await page.locator('.game-seed').textContent();
  await page.reload();
  await appReady(page);
  await playable(page).first().waitFor();
  const after = await page.locator('button[aria-label^="Play card"]').evaluateAll((b) =>
    b.map((e) => e.getAttribute('aria-label')),
  );
  assert.equal(await page.locator('.game-seed').textContent(), seed);
  assert.deepEqual(after, hand);
  assert.equal(after.length, 7);
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.foreignRequests, []);
  await context.close();
});

test('a corrupt saved game gives a fresh game and a notice', async () => {
  const { context, page, problems } = await openTake5({ step_through: false });
  // Leave the game page first, so no AI move saves over the broken value.
  await page.goto(shared.server.appUrl + '#/about');
  await page.evaluate((key) => localStorage.setItem(key, '{"version":1,"setup":'), GAME_KEY);
  await page.reload();
  await appReady(page);
  await page.goto(shared.server.appUrl + '#/play/take5');
  await page.locator('.notice').filter({ hasText: 'could not be read' }).waitFor();
  assert.equal(await playable(page).count(), 10);
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('hot-seat covers the hand between people; watch mode plays by itself', async () => {
  const { context, page, problems } = await openTake5({ step_through: false, animation_speed: 'off' });
  await openDialog(page, 'New game');
  await page.getByLabel('2 to 4 people on this device').check();
  await page.getByLabel('Name of person 1').fill('Ann');
  await page.getByLabel('Name of person 2').fill('Bo');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('button', { name: 'I am Ann: show my hand' }).waitFor();
  assert.equal(await page.locator('button[aria-label^="Play card"]').count(), 0, 'hand covered');
  await shot(page, 'take5-hot-seat-pass');
  await page.getByRole('button', { name: 'I am Ann: show my hand' }).click();
  await playable(page).first().click();
  await page.getByRole('button', { name: 'I am Bo: show my hand' }).waitFor();
  assert.equal(await page.locator('button[aria-label^="Play card"]').count(), 0, 'hand covered again');
  await page.getByRole('button', { name: 'I am Bo: show my hand' }).click();
  assert.equal(await playable(page).count(), 10);

  await openDialog(page, 'New game');
  await page.getByLabel('Watch four AIs').check();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByLabel('AI speed').selectOption('Fast');
  const info = page.locator('.game-info').first();
  await page.waitForFunction(() => /turn [3-9]/.test(document.querySelector('.game-info').textContent));
  assert.match(await info.textContent(), /Four AIs playing/);
  assert.equal(await page.locator('button[aria-label^="Play card"]').count(), 0);
  await shot(page, 'take5-watch');
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.foreignRequests, []);
  await context.close();
});

test('lesson 3: the person takes the cheapest row; the protocol panel shows the bot input', async () => {
  const { context, page, problems } = await openTake5({ step_through: true, animation_speed: 'fast' });
  await openDialog(page, 'Lessons');
  await page.getByRole('button', { name: 'Lesson 3: A card lower than every row' }).click();
  const next = page.getByRole('button', { name: 'Next step', exact: true });
  const explanation = page.locator('.step-explanation');
  for (let i = 0; i < 10 && (await rowButtons(page).count()) === 0; i++) {
    if ((await next.getAttribute('aria-disabled')) === 'true') await page.waitForTimeout(50);
    else await next.click();
  }
  assert.match(await explanation.textContent(), /8 is lower than every row's last card, so You must take a row/);
  const costs = await page.locator('.t5-row-cost').allTextContents();
  assert.deepEqual(costs, ['8 cows', '9 cows', '2 cows', '8 cows']);
  await openDialog(page, 'Bot protocol view');
  assert.equal(await page.locator('.protocol-lines').first().textContent(), '4 0');
  assert.match(await page.locator('.protocol-turn').textContent(), /^CHOOSE_LINE_TO_PICK\n/);
  await closeDialog(page);
  await shot(page, 'take5-lesson3-pick');
  await page.getByRole('button', { name: 'Take row 3', exact: true }).press('Enter');
  await next.click();
  assert.match(await explanation.textContent(), /You take row 3 \(61 63, 2 cows\)/);
  await openDialog(page, 'Bot protocol view');
  assert.match(await page.locator('.protocol-last').textContent(), /^PICK 2$/);
  await closeDialog(page);
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.foreignRequests, []);
  await context.close();
});

test('the rules page shows the cow table', async () => {
  const { context, page, problems } = await openPage(shared.browser, shared.server.origin);
  await page.goto(shared.server.appUrl + '#/rules/take5');
  await appReady(page);
  const table = await page.locator('.t5-cow-table').textContent();
  assert.match(table, /55\s*7/);
  assert.match(table, /Every other card\s*1/);
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('undo takes back the last card against AIs', async () => {
  const { context, page, problems } = await openTake5({ step_through: false, animation_speed: 'off' });
  await waitForPerson(page);
  const undo = page.getByRole('button', { name: 'Undo my last card' });
  assert.ok(await undo.isDisabled(), 'nothing to undo at the start');
  const before = await page.locator('button[aria-label^="Play card"]').evaluateAll((b) =>
    b.map((e) => e.getAttribute('aria-label')),
  );
  await playOneCard(page);
  await waitForPerson(page);
  await undo.click();
  await playable(page).first().waitFor();
  const after = await page.locator('button[aria-label^="Play card"]').evaluateAll((b) =>
    b.map((e) => e.getAttribute('aria-label')),
  );
  assert.deepEqual(after, before);
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('four hard AIs play a round in the worker: no long task on the page', async () => {
  const { context, page, problems } = await openPage(shared.browser, shared.server.origin);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(shared.server.appUrl);
  await appReady(page);
  const watch = {
    version: 1,
    setup: {
      mode: 'watch',
      seats: ['Ada', 'Ben', 'Cleo', 'Dev'].map((name) => ({ name, kind: { kind: 'ai', level: 'hard' } })),
    },
    record: { format: 1, game: 'take5', options: {}, seed: 2026, steps: [] },
  };
  await page.evaluate(
    ([settingsKey, gameKey, game]) => {
      localStorage.setItem(settingsKey, JSON.stringify({ version: 1, step_through: false, animation_speed: 'fast' }));
      localStorage.setItem(gameKey, JSON.stringify(game));
    },
    [SETTINGS_KEY, GAME_KEY, watch],
  );
  await page.goto(shared.server.appUrl + '#/play/take5');
  await page.reload();
  await appReady(page);
  await page.getByLabel('AI speed').selectOption('Fast');
  await watchLongTasks(page);
  await page.waitForFunction(() => /Round 2 of 5/.test(document.querySelector('.game-info')?.textContent ?? ''), null, {
    timeout: 60000,
  });
  const tasks = await longTasks(page);
  console.log(`take5 watch round: long tasks ${JSON.stringify(tasks)}`);
  assert.deepEqual(tasks, [], 'no main-thread task over 50 ms while the AIs think');
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});
