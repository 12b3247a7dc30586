// The games people own: the new-game form's Rules and Players, read by
// their accessible names as a person reads them. A family of six plays
// 6 nimmt! to 66 cows (watched by AIs here, so it runs on its own), the
// form keeps the last choice across a reload, a Hanabi player starts the
// standard table of two against one AI, and the rules pages list every
// rule set with what it changes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, shot, openPage, appReady, openDialog } from './harness.mjs';
import { quickSettings } from './positions.mjs';
import { GAMES, GAME_IDS } from './games.mjs';

const shared = sharedBrowser();

/** Opens game `id`'s page with quick settings and nothing saved. */
async function openGame(page, id) {
  await page.goto(shared.server.appUrl);
  await appReady(page);
  await page.evaluate((settings) => {
    localStorage.clear();
    localStorage.setItem('parlour.settings.v1', JSON.stringify(settings));
  }, quickSettings());
  await page.goto(`${shared.server.appUrl}#/play/${id}`);
  await page.reload();
  await appReady(page);
  await page.locator('.game-board').waitFor();
}

test('six AIs play 6 nimmt! to 66 cows, and the form keeps the choice', async () => {
  const { context, page, problems } = await openPage(shared.browser, shared.server.origin);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openGame(page, 'take5');
  await openDialog(page, 'New game');
  const dialog = page.getByRole('dialog');
  const rules = dialog.getByRole('group', { name: 'Rules' });
  for (const name of ['CodinGame rules: five rounds', 'Boxed rules: to 66 cows', 'Known cards: to 66 cows']) {
    await rules.getByRole('radio', { name }).waitFor();
  }
  assert.ok(await rules.getByRole('radio', { name: 'CodinGame rules: five rounds' }).isChecked(), 'the CodinGame rules are the default');
  await rules.getByRole('radio', { name: 'Boxed rules: to 66 cows' }).check();
  await dialog.getByText(/until someone has 66 or more cows/).waitFor();
  const players = dialog.getByLabel('Players');
  assert.deepEqual(await players.locator('option').allTextContents(), ['2', '3', '4', '5', '6', '7', '8', '9', '10']);
  await players.selectOption('6');
  await dialog.getByRole('radio', { name: 'Watch six AIs' }).check();
  // One level per AI, six of them.
  assert.equal(await dialog.getByLabel(/^Level of /).count(), 6);
  await shot(page, 'rule-sets-take5-form');
  await dialog.getByRole('button', { name: 'Start game' }).click();
  await page.getByText(/^Six AIs playing/).waitFor();
  await page.locator('.t5-seat').nth(5).waitFor();
  assert.equal(await page.locator('.t5-seat').count(), 6, 'six seats at the table');
  await page.locator('#game-pace').selectOption('Fast');
  await page.getByRole('heading', { name: /^Game over: / }).waitFor({ timeout: 120000 });
  // The end says why: someone reached 66 cows.
  await page.locator('.end-panel').getByText(/66/).first().waitFor();
  await shot(page, 'rule-sets-take5-six-over');
  // After a reload the form opens with the same rules, count and mode.
  await page.reload();
  await appReady(page);
  await page.locator('.t5-seat').nth(5).waitFor();
  await openDialog(page, 'New game');
  assert.ok(await page.getByRole('radio', { name: 'Boxed rules: to 66 cows' }).isChecked(), 'the rules are kept');
  assert.equal(await page.getByRole('dialog').getByLabel('Players', { exact: true }).inputValue(), '6');
  assert.ok(await page.getByRole('radio', { name: 'Watch six AIs' }).isChecked(), 'the mode is kept');
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  await context.close();
});

test('a Hanabi player starts the standard table of two against one AI', async () => {
  const { context, page, problems } = await openPage(shared.browser, shared.server.origin);
  await page.setViewportSize({ width: 390, height: 844 });
  await openGame(page, 'fireworks');
  await openDialog(page, 'New game');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Hanabi, standard rules' }).check();
  await dialog.getByText(/third mistake ends the game/).waitFor();
  // The CodinGame ways to play (one round, the match) are not offered
  // under the standard rules.
  assert.equal(await dialog.getByRole('group', { name: 'Game' }).count(), 0);
  const players = dialog.getByLabel('Players');
  assert.deepEqual(await players.locator('option').allTextContents(), ['2', '3', '4', '5']);
  assert.equal(await players.inputValue(), '2');
  await dialog.getByRole('radio', { name: 'You against an AI' }).check();
  await shot(page, 'rule-sets-hanabi-form-phone');
  await dialog.getByRole('button', { name: 'Start game' }).click();
  await page.getByText(/^You against an AI/).waitFor();
  await page.getByRole('button', { name: /^Your card [A-E], / }).first().waitFor({ timeout: 30000 });
  assert.equal(await page.getByRole('button', { name: /^Your card [A-E], / }).count(), 5, 'hands of five at a table of two');
  await shot(page, 'rule-sets-hanabi-two-phone');
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  await context.close();
});

test('the rules pages list the rule sets and what each changes', async () => {
  const { context, page } = await openPage(shared.browser, shared.server.origin);
  for (const id of GAME_IDS) {
    await page.goto(`${shared.server.appUrl}#/rules/${id}`);
    await appReady(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const section = page.getByRole('region', { name: 'Rule sets' });
    const titles = GAMES[id].ruleSets;
    // A game with only its own rules lists none.
    if (titles.length === 0) assert.equal(await section.count(), 0, `${id} lists no rule sets`);
    for (const title of titles) await section.getByText(title).waitFor();
  }
  await context.close();
});
