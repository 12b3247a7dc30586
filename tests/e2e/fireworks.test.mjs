// End-to-end tests of the Fireworks screen in headless Chromium, against
// the release build in dist/ served from a sub-folder. Cards and choices
// are found by their accessible names ("Your card A, red", "Bob's card B,
// red 3", "Hint Bob: red", "Play card A"); screenshots go to
// target/screenshots/ (set SCREENSHOTS=0 to skip).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, shot, openPage, appReady, openDialog } from './harness.mjs';

const SETTINGS_KEY = 'parlour.settings.v1';
const GAME_KEY = 'parlour.fireworks.game.v1';
const shared = sharedBrowser();

/** One round against two AIs of `level` with seed `seed`, not started. */
const oneRound = (level, seed) => ({
  version: 1,
  setup: {
    mode: 'vs_ai',
    seats: [
      { name: 'Dana', kind: { kind: 'ai', level } },
      { name: 'Ann', kind: { kind: 'human' } },
      { name: 'Bob', kind: { kind: 'ai', level } },
      { name: 'Celia', kind: { kind: 'ai', level } },
    ],
  },
  record: { format: 1, game: 'fireworks', options: { rounds: 1 }, seed, steps: [] },
});

async function openFireworks(settings, saved = null, route = '#/play/fireworks') {
  const opened = await openPage(shared.browser, shared.server.origin);
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
  await page.goto(shared.server.appUrl + route);
  await page.reload();
  await appReady(page);
  await page.locator('.fw-board').waitFor();
  return opened;
}

const cards = (page, owner) => page.getByRole('button', { name: new RegExp(`^${owner} card [A-E], `) });
const ownCards = (page) => cards(page, 'Your');
const gameOver = (page) => page.getByRole('heading', { name: /^Game over: / });

/** Waits until the person may act or the game is over. */
async function waitForTurn(page) {
  await Promise.race([
    ownCards(page).first().waitFor({ timeout: 30000 }),
    gameOver(page).waitFor({ timeout: 30000 }),
  ]).catch(() => {});
}

/** Every accessible name and text in the page, for leak checks. */
async function everythingReadable(page) {
  return page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const e of document.querySelectorAll('[aria-label],[title]')) {
      parts.push(e.getAttribute('aria-label') ?? '', e.getAttribute('title') ?? '');
    }
    return parts.join('\n');
  });
}

test('a whole round against two AIs played through the UI reaches the end panel', async () => {
  const { context, page, problems } = await openFireworks(
    { step_through: false, animation_speed: 'off' },
    oneRound('easy', 7),
  );
  let turns = 0;
  let clues = 0;
  let keyboard = 0;
  for (let guard = 0; guard < 200; guard++) {
    await waitForTurn(page);
    if (await gameOver(page).isVisible()) break;
    if (turns === 0) await shot(page, 'fireworks-turn');
    const kind = turns % 3;
    let acted = false;
    if (kind === 0) {
      // A clue with the mouse: a teammate's card, a clue the rules allow, Give hint.
      await cards(page, "Bob's").first().click();
      const clue = page.locator('button[aria-label^="Hint Bob: "]:not([disabled])').first();
      if ((await clue.count()) > 0) {
        await clue.click();
        assert.ok((await page.locator('.fw-card.is-touched').count()) >= 1, 'touched cards highlighted');
        if (clues === 0) await shot(page, 'fireworks-hint');
        await page.getByRole('button', { name: 'Give hint' }).click();
        clues++;
        acted = true;
      } else {
        await page.keyboard.press('Escape');
      }
    } else if (kind === 1) {
      // The keyboard: d then the first card letter, else p.
      const first = await ownCards(page).first().textContent();
      const letter = first.match(/^Your card ([A-E])/)[1].toLowerCase();
      await page.keyboard.press('d');
      await page.keyboard.press(letter);
      if (await page.locator('.notice').count()) {
        await page.keyboard.press('p');
        await page.keyboard.press(letter);
      }
      keyboard++;
      acted = true;
    }
    if (!acted) {
      await ownCards(page).first().click();
      const discard = page.getByRole('button', { name: /^Discard card [A-E]$/ });
      if (await discard.isEnabled()) await discard.click();
      else await page.getByRole('button', { name: /^Play card [A-E]$/ }).click();
    }
    turns++;
    await page.waitForFunction(() => !document.querySelector('.fw-controls'), null, { timeout: 5000 }).catch(() => {});
  }
  await gameOver(page).waitFor();
  assert.ok(turns >= 5, `the person acted ${turns} times`);
  assert.ok(clues >= 1 && keyboard >= 1);
  const rows = await page.locator('.end-panel tbody tr').count();
  assert.equal(rows, 3, 'three players in the end panel');
  assert.match(await page.locator('.end-title').textContent(), /of 25 levels/);
  await shot(page, 'fireworks-end');
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  assert.deepEqual(problems.foreignRequests, [], 'requests to other origins');
  await context.close();
});

test('hot-seat: the pass screen hides every hand, and the DOM never holds the own cards', async () => {
  const { context, page, problems } = await openFireworks({ step_through: false, animation_speed: 'off' });
  await openDialog(page, 'New game');
  await page.getByLabel('3 to 3 people on this device').or(page.getByLabel('Three people on this device')).check();
  await page.getByLabel('Name of person 1').fill('Ann');
  await page.getByLabel('Name of person 2').fill('Bo');
  await page.getByLabel('Name of person 3').fill('Cy');
  await page.getByRole('button', { name: 'Start game' }).click();
  const iAm = (name) => page.getByRole('button', { name: `I am ${name}: show my hand` });
  const hintNext = async (mate) => {
    await cards(page, `${mate}'s`).first().click();
    await page.locator(`button[aria-label^="Hint ${mate}: "]:not([disabled])`).first().click();
    await page.getByRole('button', { name: 'Give hint' }).click();
  };
  await iAm('Ann').waitFor();
  assert.equal(await page.locator('.fw-card').count(), 0, 'hands covered before Ann confirms');
  await iAm('Ann').click();
  await hintNext('Bo');
  await iAm('Bo').waitFor();
  assert.equal(await page.locator('.fw-card').count(), 0, 'hands covered between people');
  await iAm('Bo').click();
  // Bo sees Ann's hand (a hint does not change it): remember it.
  const annCards = await cards(page, "Ann's").evaluateAll((list) =>
    list.map((c) => c.querySelector('.sr-only').textContent.replace("Ann's ", '')),
  );
  assert.equal(annCards.length, 5);
  await hintNext('Cy');
  await iAm('Cy').click();
  await hintNext('Ann');
  await iAm('Ann').click();
  await ownCards(page).first().waitFor();
  const readable = await everythingReadable(page);
  assert.ok(!readable.includes("Ann's card"), "Ann's own hand is never named for her");
  // Her own cards: named only by what she knows (one hint cannot tell a
  // colour and a level), drawn face down.
  const own = await ownCards(page).evaluateAll((list) => list.map((c) => c.querySelector('.sr-only').textContent));
  assert.equal(own.length, 5);
  for (const card of annCards) {
    assert.ok(!own.includes(`Your ${card}`), `"${card}" is not how Ann's own card reads`);
  }
  assert.equal(await page.locator('.fw-hand.is-own .fw-card-svg:not(.fw-back)').count(), 0, 'no face in her hand');
  assert.equal(await page.locator('.fw-hand.is-own .fw-back').count(), 5);
  assert.match(readable, /Ann holds five cards that Ann cannot see/, 'the deal reads as unseen cards');
  await shot(page, 'fireworks-hot-seat');
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('every lesson steps through and waits for the learner', async () => {
  const { context, page, problems } = await openFireworks({ step_through: true, animation_speed: 'fast' });
  for (let n = 1; n <= 8; n++) {
    await page.goto(shared.server.appUrl + `#/play/fireworks/lesson/${n}`);
    const next = page.getByRole('button', { name: 'Next step', exact: true });
    await next.waitFor();
    let steps = 0;
    for (; steps < 60 && (await page.locator('.lesson-outro').count()) === 0; steps++) {
      if ((await next.getAttribute('aria-disabled')) === 'true') await page.waitForTimeout(50);
      else await next.click();
    }
    assert.equal(await page.locator('.lesson-outro').count(), 1, `lesson ${n} reaches its outro`);
    assert.ok(steps >= 1, `lesson ${n} has steps`);
    assert.ok((await page.locator('.step-explanation').textContent()).length > 10);
    await page.getByRole('button', { name: 'Previous step', exact: true }).waitFor();
    if (n === 1) await shot(page, 'fireworks-lesson-1');
  }
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test("in French, the AIs' reasons in the log are French", async () => {
  // The person gives a clue (by keyboard, as in any language); the medium
  // AIs after them say why, in the words of the page's AI worker, told the
  // language before its first request.
  const { context, page, problems } = await openFireworks(
    { step_through: false, animation_speed: 'off', language: 'fr' },
    oneRound('medium', 3),
  );
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  await page.locator('.fw-card').first().waitFor();
  await page.keyboard.press('h');
  await page.keyboard.press('1');
  for (const key of ['r', 'w', 'b', 'g', 'y']) {
    await page.keyboard.press(key);
    if ((await page.locator('.fw-card.is-touched').count()) > 0) break;
  }
  await page.keyboard.press('Enter');
  await page.locator('.log-entry', { hasText: ' Pourquoi : ' }).first().waitFor({ timeout: 30000 });
  const log = await page.locator('.log-entry').allTextContents();
  assert.ok(!log.some((e) => / Why: /.test(e)), `no English reason: ${log.join(' | ')}`);
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('reload resumes mid-round; colour symbols and AI reasons follow the toggles', async () => {
  const { context, page, problems } = await openFireworks(
    { step_through: false, animation_speed: 'off' },
    oneRound('medium', 3),
  );
  for (let i = 0; i < 2; i++) {
    await waitForTurn(page);
    await page.keyboard.press('h');
    await page.keyboard.press('1');
    for (const key of ['r', 'w', 'b', 'g', 'y']) {
      await page.keyboard.press(key);
      if ((await page.locator('.fw-card.is-touched').count()) > 0) break;
    }
    await page.keyboard.press('Enter');
  }
  await waitForTurn(page);
  const log = async () => page.locator('.log-entry').allTextContents();
  const before = await log();
  assert.ok(before.some((e) => / Why: (Bob|Celia) /.test(e)), 'the medium partners say why');
  await page.reload();
  await appReady(page);
  await waitForTurn(page);
  assert.deepEqual(await log(), before, 'the same game after a reload');
  // Reasons off.
  await page.getByLabel('AI reasons in the log').uncheck();
  assert.ok(!(await log()).some((e) => / Why: /.test(e)));
  // Colour symbols on, and kept after a reload.
  assert.equal(await page.locator('.fw-card-symbol').count(), 0);
  await page.getByLabel('Colour symbols (colour-blind help)').check();
  assert.ok((await page.locator('.fw-card-symbol').count()) >= 10);
  await page.reload();
  await appReady(page);
  await page.locator('.fw-board').waitFor();
  assert.ok((await page.locator('.fw-card-symbol').count()) >= 10);
  await shot(page, 'fireworks-symbols');
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});
