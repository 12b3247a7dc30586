// One whole game of each game in headless Firefox (Debian's firefox-esr
// through puppeteer-core over WebDriver BiDi), played through the UI by
// accessible names up to the end panel, with no console error: each
// game's `firefox` in tests/e2e/games.mjs says how. The Chromium suite
// (tests/e2e/) checks each screen in depth; this one checks that the same
// release build plays in a second engine.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as ff from './harness.mjs';
import { GAMES, GAME_IDS } from '../e2e/games.mjs';

const SETTINGS = { step_through: false, animation_speed: 'off' };
let server;
let browser;

before(async () => {
  server = await ff.serveDist();
  browser = await ff.launchFirefox();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

for (const id of GAME_IDS) {
  const { title, firefox } = GAMES[id];
  test(`${title}: ${firefox.test}`, async () => {
    const { context, page, problems } = await ff.openFirefoxPage(browser, server.origin);
    await ff.openGame(page, server.appUrl, id, SETTINGS, ff.fixedGame(id, firefox.seed, firefox.seats, firefox.options));
    const counted = await firefox.play(page, ff);
    firefox.check(await ff.endPanel(page), counted);
    assert.deepEqual(problems.consoleErrors, [], 'console errors');
    assert.deepEqual(problems.foreignRequests, [], 'requests to other origins');
    await context.close();
  });
}
