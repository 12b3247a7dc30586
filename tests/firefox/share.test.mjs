// A share link's round trip in headless Firefox: a Morris game shared at an
// earlier step opens in a fresh browser context at that step, steps
// through, and plays on against the AI; Back returns to the shared game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  serveDist,
  launchFirefox,
  openFirefoxPage,
  openGame,
  appReady,
  clickButton,
  clickChoice,
  waitForChoices,
} from './harness.mjs';

const PLACE = /^[A-G][1-7], empty, you can place a stone here$/;
let server;
let browser;

before(async () => {
  server = await serveDist();
  browser = await launchFirefox();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** Waits until `read(page)` (run in the page) returns something truthy. */
async function until(page, read, what, ...args) {
  const deadline = Date.now() + 15000;
  for (;;) {
    const value = await page.evaluate(read, ...args);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const status = (page) => page.$eval('.game-status', (el) => el.textContent);
const position = (page) => page.$eval('.step-position', (el) => el.textContent);

test('a shared Morris game opens at its step in a fresh context and plays on', async () => {
  const first = await openFirefoxPage(browser, server.origin);
  const seats = [{ name: 'You', kind: { kind: 'human' } }, { name: 'Ben', kind: { kind: 'ai', level: 'easy' } }];
  await openGame(first.page, server.appUrl, 'morris', { step_through: false, animation_speed: 'off' }, {
    version: 1,
    setup: { mode: 'vs_ai', seats },
    record: { format: 1, game: 'morris', options: {}, seed: 1, steps: [] },
  });
  // Two placements, each answered by the AI.
  let seen = await waitForChoices(first.page, PLACE);
  for (let i = 0; i < 2; i++) {
    await clickChoice(first.page, seen.names[i * 5]);
    seen = await waitForChoices(first.page, PLACE, { previous: seen.key });
  }
  await clickButton(first.page, 'Previous step');
  const shown = await position(first.page);
  await clickButton(first.page, 'Share this game');
  const link = await until(first.page, () => {
    const value = document.getElementById('share-link')?.value ?? '';
    return value.startsWith('http') && value;
  }, 'the share link');
  assert.match(link, /#\/play\/morris\/g\/[A-Za-z0-9_-]+$/);

  const second = await openFirefoxPage(browser, server.origin);
  const { page } = second;
  await page.goto(link);
  await appReady(page);
  await until(page, () => document.querySelector('.game-status')?.textContent.startsWith('A shared game'), 'the shared game');
  assert.equal(await position(page), shown);
  // One numbering: the status says the step the sharer's step bar said.
  assert.ok((await status(page)).includes(`shown at ${shown}:`), await status(page));
  await clickChoice(page, 'Next step');
  assert.notEqual(await position(page), shown);
  await clickButton(page, 'Play on from here against AIs');
  await until(page, () => location.hash === '#/play/morris', 'the play page');
  // Three steps were shown: the AI (Ben) is to move, then the person.
  await waitForChoices(page, PLACE);
  const steps = await page.evaluate(() => JSON.parse(localStorage.getItem('parlour.morris.game.v1')).record.steps.length);
  assert.equal(steps, 4, 'three shown steps and the AI reply');
  await page.goBack();
  await until(page, () => document.querySelector('.game-status')?.textContent.startsWith('A shared game'), 'the shared game after Back');

  for (const { problems, context } of [first, second]) {
    assert.deepEqual(problems.consoleErrors, [], 'console errors');
    assert.deepEqual(problems.foreignRequests, [], 'requests to other origins');
    await context.close();
  }
});
