// Sharing a game, end to end in headless Chromium (release build, served
// from a sub-folder): a link opens the same position in a fresh browser,
// steps through the whole game and plays on (the original stays behind
// Back); a downloaded file opens the same way; every kind of bad link and
// bad file gives a clear notice and leaves the saved game as it was.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { serveDist, launchBrowser, openPage, appReady } from './harness.mjs';

const SETTINGS = { version: 1, step_through: false, animation_speed: 'off', ai_level: 'easy' };
const GAME_KEY = 'parlour.morris.game.v1';
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

// The share code's bytes (engine/record_code.rs): base64url without
// padding, the last two bytes an FNV-1a check folded to 16 bits.
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function bytesOf(code) {
  const out = [];
  let acc = 0;
  let bits = 0;
  for (const c of code) {
    acc = (acc << 6) | B64.indexOf(c);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 255);
      acc &= (1 << bits) - 1;
    }
  }
  return out;
}

function codeOf(bytes) {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = bytes.slice(i, i + 3);
    const n = chunk.reduce((acc, b, j) => acc | (b << (16 - 8 * j)), 0);
    for (let j = 0; j <= chunk.length; j++) text += B64[(n >> (18 - 6 * j)) & 63];
  }
  return text;
}

/** `body` (a code's bytes without its check) with a correct check. */
function sealed(body) {
  let h = 0x811c9dc5;
  for (const b of body) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  const check = (h ^ (h >>> 16)) & 0xffff;
  return codeOf([...body, check & 255, check >> 8]);
}

/** A well-sealed code of `game` with no steps, then `tail` bytes. */
function handMade(game, count, tail) {
  const id = [...game].map((c) => c.charCodeAt(0));
  const body = [1, 0, id.length, ...id, 0, 0, 0, 0, 0, 0, 0, 0, 0, count, 0, ...tail];
  body[1] = body.length + 2;
  return sealed(body);
}

/** Opens Morris against the easy AI with seed 1 (the full-game test's). */
async function openMorris() {
  const opened = await openPage(browser, server.origin);
  const { page } = opened;
  await page.goto(server.appUrl);
  await appReady(page);
  await page.evaluate(
    ([settings, key]) => {
      localStorage.setItem('parlour.settings.v1', JSON.stringify(settings));
      localStorage.setItem(key, JSON.stringify({
        version: 1,
        setup: { mode: 'vs_ai', seats: [{ name: 'You', kind: { kind: 'human' } }, { name: 'Ben', kind: { kind: 'ai', level: 'easy' } }] },
        record: { format: 1, game: 'morris', options: {}, seed: 1, steps: [] },
      }));
    },
    [SETTINGS, GAME_KEY],
  );
  await page.goto(server.appUrl + '#/play/morris');
  await page.reload();
  await appReady(page);
  return opened;
}

const placeable = (page) => page.getByRole('button', { name: /, you can place a stone here$/ });
const stepsSaved = (page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key)).record.steps.length, GAME_KEY);
// A link carries no names ("Player 2" for "Ben"): the moment is compared
// by its position and what the explanation says happened.
const shownAt = async (page) => ({
  position: await page.locator('.step-position').textContent(),
  happened: (await page.locator('.step-explanation').textContent()).replace(/^(You|Ben|Player \d) places?/, '…'),
});

/** The stones on the board, as `D2 white` (whoever looks at it). */
const stonesOf = (page) =>
  page.locator('.mm-board .mm-point').evaluateAll((points) =>
    points
      .filter((p) => p.classList.contains('mm-white') || p.classList.contains('mm-black'))
      .map((p) => `${p.getAttribute('aria-label').split(',')[0]} ${p.classList.contains('mm-white') ? 'white' : 'black'}`),
  );

/** Places `n` stones, each answered by the AI. */
async function place(page, n) {
  for (let i = 0; i < n; i++) {
    const before = await stepsSaved(page);
    await placeable(page).nth(i * 3).click();
    await page.waitForFunction(
      ([key, want]) => JSON.parse(localStorage.getItem(key)).record.steps.length >= want,
      [GAME_KEY, before + 2],
    );
    await placeable(page).first().waitFor();
  }
}

/** The link the Share dialog gives for the shown step. */
async function shareLink(page) {
  await page.getByRole('button', { name: 'Share this game' }).click();
  const field = page.getByLabel('Link to this game');
  await page.waitForFunction(() => document.getElementById('share-link')?.value.startsWith('http'));
  const link = await field.inputValue();
  await page.keyboard.press('Escape');
  return link;
}

test('a shared link opens the same position in a fresh browser, steps through and plays on', async () => {
  const { page, problems, context } = await openMorris();
  await place(page, 3);
  await page.getByRole('button', { name: 'Previous step' }).click();
  await page.getByRole('button', { name: 'Previous step' }).click();
  const shown = await shownAt(page);
  const link = await shareLink(page);
  assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/sub\/parlour\/#\/play\/morris\/g\/[A-Za-z0-9_-]+$/);
  console.log(`Morris after 6 moves: a link of ${link.length} characters (code ${link.split('/g/')[1].length})`);
  const saved = await stepsSaved(page);

  const fresh = await openPage(browser, server.origin);
  const other = fresh.page;
  await other.goto(link);
  await appReady(other);
  // One numbering: the status and the step bar say the sharer's step.
  const sharerStep = shown.position.match(/^step (\d+) of/)[1];
  await other.getByText(new RegExp(`^A shared game, shown at step ${sharerStep} of \\d+`)).waitFor();
  assert.deepEqual(await shownAt(other), shown, 'the same moment, explained the same way');
  assert.equal(await placeable(other).count(), 0, 'nobody plays a shared game');
  await other.getByRole('button', { name: 'Last step' }).click();
  assert.match(await other.locator('.step-position').textContent(), /^step (\d+) of \1$/);
  await other.getByRole('button', { name: 'First step' }).click();
  await other.getByRole('button', { name: 'Next step' }).click();
  // Back to the shared moment, then play on from it.
  await other.goto(link);
  await other.getByText(/^A shared game, shown at step/).waitFor();
  const board = await stonesOf(other);
  await other.getByRole('button', { name: 'Play on from here against AIs' }).click();
  await other.waitForURL(/#\/play\/morris$/);
  await placeable(other).first().waitFor();
  assert.deepEqual(await stonesOf(other), board, 'the game played on starts at the shown moment');
  const steps = await stepsSaved(other);
  assert.ok(steps < 6, 'without the moves after it');
  await placeable(other).first().click();
  await other.waitForFunction(([key, want]) => JSON.parse(localStorage.getItem(key)).record.steps.length >= want, [GAME_KEY, steps + 1]);
  // The shared game stays behind Back.
  await other.goBack();
  await other.getByText(/^A shared game, shown at step/).waitFor();

  // The first browser's own game is untouched.
  await page.reload();
  await appReady(page);
  assert.equal(await stepsSaved(page), saved);
  assert.deepEqual([...problems.consoleErrors, ...fresh.problems.consoleErrors], []);
  await fresh.context.close();
  await context.close();
});

test('every kind of bad link gives a notice and leaves the saved game alone', async () => {
  const { page, problems, context } = await openMorris();
  await place(page, 1);
  const link = await shareLink(page);
  const code = link.split('/g/')[1];
  const savedBefore = await page.evaluate((key) => localStorage.getItem(key), GAME_KEY);
  const other = bytesOf(code);
  other[0] = 3;
  const bad = [
    ['cut short', code.slice(0, -5), /cut short/],
    ['another game', handMade('take5', 0, [0]), /a game of take5, not of this game/],
    ['another version', sealed(other.slice(0, -2)), /another version of parlour \(format 3/],
    ['an illegal step', handMade('morris', 1, [0, 9, 1, 120]), /step 1 of the code is not legal/],
    ['random bytes', codeOf([7, 99, 3, 250, 18, 44, 201, 9, 77, 0, 5, 13]), /changed or mangled/],
    ['not a code', 'hello%20world', /character that no game code has/],
  ];
  for (const [kind, text, reason] of bad) {
    await page.goto(`${server.appUrl}#/play/morris/g/${text}`);
    const notice = page.locator('.notice', { hasText: 'This game link cannot be opened' });
    await notice.filter({ hasText: reason }).waitFor({ timeout: 5000 }).catch(() => {
      throw new Error(`${kind}: no notice matching ${reason}`);
    });
    assert.match(await notice.textContent(), /Nothing was changed\./, kind);
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), GAME_KEY), savedBefore, kind);
    await page.getByRole('button', { name: 'Dismiss notice' }).click();
  }
  // The saved game is still the one on the table.
  await page.goto(`${server.appUrl}#/play/morris`);
  await page.reload();
  await appReady(page);
  assert.equal(await stepsSaved(page), 2);
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('a downloaded game file opens at the same step; bad files are refused in words', async () => {
  const { page, problems, context } = await openMorris();
  await place(page, 2);
  await page.getByRole('button', { name: 'Previous step' }).click();
  const shown = await shownAt(page);
  await page.getByRole('button', { name: 'Share this game' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download game as a file' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'parlour-morris-1.json');
  const text = await readFile(await download.path(), 'utf8');
  const file = JSON.parse(text);
  assert.equal(file.game, 'morris');
  assert.equal(file.steps.length, 4);
  await page.keyboard.press('Escape');
  const savedBefore = await page.evaluate((key) => localStorage.getItem(key), GAME_KEY);

  const open = async (target, name, body) => {
    await target.getByRole('button', { name: 'Share this game' }).click();
    await target.locator('.share-panel input[type=file]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(body) });
  };
  const fresh = await openPage(browser, server.origin);
  await fresh.page.goto(server.appUrl + '#/play/morris');
  await appReady(fresh.page);
  await open(fresh.page, 'game.json', text);
  await fresh.page.getByText(/^A shared game, shown at step \d+ of \d+/).waitFor();
  assert.deepEqual(await shownAt(fresh.page), shown);

  const illegal = { ...file, steps: [file.steps[0], file.steps[0]] };
  const bad = [
    ['cut short', text.slice(0, text.length / 2), /not a parlour game file/],
    ['another game', text.replace('"game":"morris"', '"game":"take5"'), /a game of take5, not of Nine Men/],
    ['another format', text.replace('"format":1', '"format":9'), /format 9/],
    ['an illegal step', JSON.stringify(illegal), /step 2 of the record is not legal/],
    ['random bytes', '\u0007\u00ff\u0010garbage', /not a parlour game file/],
  ];
  for (const [kind, body, reason] of bad) {
    await open(page, 'bad.json', body);
    const notice = page.locator('.notice', { hasText: 'This file cannot be opened' });
    await notice.filter({ hasText: reason }).waitFor({ timeout: 5000 }).catch(() => {
      throw new Error(`${kind}: no notice matching ${reason}`);
    });
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), GAME_KEY), savedBefore, kind);
    await page.getByRole('button', { name: 'Dismiss notice' }).click();
  }
  assert.deepEqual([...problems.consoleErrors, ...fresh.problems.consoleErrors], []);
  await fresh.context.close();
  await context.close();
});
