// End-to-end tests of the app shell in headless Chromium, against the
// release build in dist/ served from a sub-folder (/sub/parlour/).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launchBrowser, openPage, appReady, gameRoutes, openDialog, closeDialog } from './harness.mjs';

const SETTINGS_KEY = 'parlour.settings.v1';
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

/** The routes to visit: the fixed pages plus every game the home lists. */
async function allRoutes(page) {
  await page.goto(server.appUrl);
  await appReady(page);
  const plays = await page
    .locator('main a[href^="#/play/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const rules = plays.map((href) => href.replace('#/play/', '#/rules/'));
  return ['#/', '#/settings', '#/about', ...plays, ...rules];
}

test('every route renders from a sub-folder with no console error and no foreign request', async () => {
  const { context, page, problems } = await openPage(browser, server.origin);
  const routes = await allRoutes(page);
  for (const route of routes) {
    // A fresh load of each deep link, as a bookmark or shared link would do.
    await page.goto(server.appUrl + route);
    await page.reload();
    await appReady(page);
    const heading = (await page.locator('main h1').first().textContent()).trim();
    assert.ok(heading.length > 0, `${route} has a heading`);
    assert.doesNotMatch(heading, /not found/i, `${route} is a real page`);
  }
  await page.goto(server.appUrl + '#/no-such-page');
  await appReady(page);
  assert.match(await page.locator('main h1').first().textContent(), /not found/i);
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  assert.deepEqual(problems.foreignRequests, [], 'requests to other origins');
  await context.close();
});

test('navigation links work by keyboard and mark the current page', async () => {
  const { context, page, problems } = await openPage(browser, server.origin);
  await page.goto(server.appUrl);
  await appReady(page);
  const settingsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' });
  await settingsLink.focus();
  await page.keyboard.press('Enter');
  await page.locator('#setting-name').waitFor();
  assert.match(page.url(), /\/sub\/parlour\/#\/settings$/);
  assert.equal(await settingsLink.getAttribute('aria-current'), 'page');
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('a settings change survives a reload', async () => {
  const { context, page, problems } = await openPage(browser, server.origin);
  await page.goto(server.appUrl + '#/settings');
  await appReady(page);
  await page.getByLabel('Player name').fill('Ada Lovelace');
  await page.locator('#theme-dark').check();
  await page.locator('#ai-level-hard').check();
  await page.locator('#save-status').filter({ hasText: 'Saved' }).waitFor();
  await page.reload();
  await appReady(page);
  assert.equal(await page.getByLabel('Player name').inputValue(), 'Ada Lovelace');
  assert.ok(await page.locator('#theme-dark').isChecked());
  assert.ok(await page.locator('#ai-level-hard').isChecked());
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.equal(await page.locator('.notice').count(), 0, 'no notice for good settings');
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('corrupted saved settings leave the app working with a notice, keeping other data', async () => {
  const { context, page, problems } = await openPage(browser, server.origin);
  await page.goto(server.appUrl);
  await appReady(page);

  // Unreadable JSON: everything falls back to defaults.
  await page.evaluate((key) => {
    localStorage.setItem(key, '{"player_name": "Bo", "theme": ');
    localStorage.setItem('someone.else', 'keep me');
  }, SETTINGS_KEY);
  await page.goto(server.appUrl + '#/settings');
  await page.reload();
  await appReady(page);
  await page.locator('.notice').waitFor();
  assert.match(await page.locator('.notice').textContent(), /could not be read/);
  // The default name is the field's placeholder, in the language of the moment.
  assert.equal(await page.getByLabel('Player name').inputValue(), '');
  assert.equal(await page.getByLabel('Player name').getAttribute('placeholder'), 'You');

  // One bad field: only that field is reset, the rest is kept.
  await page.evaluate((key) => {
    localStorage.setItem(key, JSON.stringify({ version: 1, player_name: 'Bo', theme: 42, ai_level: 'hard' }));
  }, SETTINGS_KEY);
  await page.reload();
  await appReady(page);
  await page.locator('.notice').waitFor();
  assert.match(await page.locator('.notice').textContent(), /theme/);
  assert.equal(await page.getByLabel('Player name').inputValue(), 'Bo');
  assert.ok(await page.locator('#ai-level-hard').isChecked());
  assert.equal(await page.evaluate(() => localStorage.getItem('someone.else')), 'keep me');

  await page.getByRole('button', { name: 'Dismiss notice' }).click();
  assert.equal(await page.locator('.notice').count(), 0);
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('the step-through bar on the about page answers clicks and keys', async () => {
  const { context, page, problems } = await openPage(browser, server.origin);
  await page.goto(server.appUrl + '#/about');
  await appReady(page);
  const position = page.locator('.step-position');
  const first = await position.textContent();
  await page.getByRole('button', { name: 'Next step', exact: true }).click();
  assert.notEqual(await position.textContent(), first);
  await page.keyboard.press('End');
  const last = await position.textContent();
  const [, current, total] = last.match(/(\d+)\D+(\d+)/);
  assert.equal(current, total);
  await page.keyboard.press('Home');
  assert.equal(await position.textContent(), first);
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test("settings changed in a game's Settings dialog apply at once to the open game", async () => {
  const { context, page, problems } = await openPage(browser, server.origin);
  const plays = await gameRoutes(page, server.appUrl);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('parlour.settings.v1', JSON.stringify({ version: 1, theme: 'light', step_through: true }));
  });
  await page.goto(server.appUrl + plays[0]);
  await page.reload();
  await appReady(page);
  await page.locator('.game-board').waitFor();
  const toolbarStep = page.locator('#game-step-through');
  assert.ok(await toolbarStep.isChecked());
  await openDialog(page, 'Settings');
  await page.getByLabel('Player name').fill('Zed');
  await page.locator('#theme-dark').check();
  await page.locator('#setting-step').uncheck();
  await page.locator('#save-status').filter({ hasText: 'Saved' }).waitFor();
  await closeDialog(page);
  // The open game follows: the person's name, the theme, step-through.
  await page.waitForFunction(() => document.querySelector('.game-board').textContent.includes('Zed'));
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.ok(!(await toolbarStep.isChecked()), 'step-through follows the setting');
  assert.match(await page.locator('.game-status').textContent(), /Zed/);
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});
