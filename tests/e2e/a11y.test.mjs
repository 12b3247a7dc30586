// Accessibility audit of every page with axe-core in headless Chromium, in
// the light and the dark theme, against the release build in dist/. The
// pages come from the app itself: the fixed pages, every game the home
// page lists, its rules page, and the lesson links its rules page offers;
// then the lesson studio's list and a new lesson's editor in each game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launchBrowser, appReady, gameRoutes, audit, openDialog } from './harness.mjs';
import { GAMES, GAME_IDS } from './games.mjs';

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

/** Every page to audit, and each game's first lesson link. */
async function routes(page) {
  const plays = await gameRoutes(page, server.appUrl);
  const rules = plays.map((href) => href.replace('#/play/', '#/rules/'));
  const lessons = [];
  for (const route of rules) {
    await page.goto(server.appUrl + route);
    await page.locator('.rules-lessons a').first().waitFor();
    lessons.push(await page.locator('.rules-lessons a').first().getAttribute('href'));
  }
  return ['#/', '#/settings', '#/about', ...plays, ...rules, ...lessons];
}

for (const theme of ['light', 'dark']) {
  test(`no accessibility violations on any page or game dialog (${theme} theme)`, async () => {
    // The CSP forbids injected scripts; axe is a test-only guest.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(server.appUrl);
    await appReady(page);
    await page.evaluate(
      (t) => localStorage.setItem('parlour.settings.v1', JSON.stringify({ version: 1, theme: t, animation_speed: 'off', step_through: false })),
      theme,
    );
    const found = [];
    const all = await routes(page);
    for (const route of all) {
      await page.goto(server.appUrl + route);
      await page.reload();
      await appReady(page);
      await page.locator('main h1').first().waitFor();
      found.push(...(await audit(page, route)));
    }
    // The game toolbar's dialogs, on the first game.
    const first = all.find((r) => r.startsWith('#/play/') && !r.includes('/lesson/'));
    for (const dialog of ['New game', 'Lessons', 'Settings', 'Bot protocol view', /^Rules of /, 'Share this game']) {
      await page.goto(server.appUrl + first);
      await page.reload();
      await appReady(page);
      await openDialog(page, dialog);
      found.push(...(await audit(page, `${first} ${dialog} dialog`)));
    }
    // A shared game in review (its play-on buttons), and the first game's
    // first lesson embedded alone.
    await page.waitForFunction(() => document.getElementById('share-link')?.value.startsWith('http'));
    const link = await page.locator('#share-link').inputValue();
    await page.goto(link);
    await page.reload();
    await appReady(page);
    await page.getByRole('button', { name: 'Play on from here against AIs' }).waitFor();
    found.push(...(await audit(page, 'a shared game')));
    const embed = first.replace('#/play/', '#/embed/') + '/lesson/1';
    await page.goto(server.appUrl + embed);
    await page.reload();
    await appReady(page);
    await page.locator('.step-bar').waitFor();
    found.push(...(await audit(page, embed)));
    // The lesson studio: its list, and a new lesson's editor in each game.
    await page.goto(server.appUrl + '#/studio');
    await page.reload();
    await appReady(page);
    await page.getByRole('heading', { level: 1, name: 'Lesson studio' }).waitFor();
    found.push(...(await audit(page, '#/studio')));
    for (const game of GAME_IDS.map((id) => GAMES[id].title)) {
      await page.goto(server.appUrl + '#/studio');
      await page.getByRole('button', { name: `New ${game} lesson` }).click();
      await page.getByRole('heading', { level: 1, name: new RegExp(`^${game.replace('!', '\\!')}: `) }).waitFor();
      found.push(...(await audit(page, `the studio's ${game} editor`)));
    }
    assert.deepEqual(found, []);
    await context.close();
  });
}
