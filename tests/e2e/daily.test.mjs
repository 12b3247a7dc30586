// The deal of the day in headless Chromium against the release build in
// dist/: from the new-game form, today's deal of standard Hanabi at two
// (its seed worked out here from this browser's date, as the engine's
// `daily_seed` makes it), played by a person who plays their first card
// every turn until the third mistake ends it; the end panel then sets the
// team beside each AI team (played in an AI worker, each game to watch)
// and the deal's best, the form's history keeps the day, and a team's
// game opens from its button. Screenshots at a laptop's and a phone's size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, shot, openPage, appReady } from './harness.mjs';

const shared = sharedBrowser();

/** The engine's daily seed (src/engine/daily.rs): tag, day, and 24 bits
 * of an FNV-1a hash of `game|rules|players`. */
function dailySeed(game, rules, players, day) {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(`${game}|${rules}|${players}`)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  const bits = (hash ^ (hash >> 24n) ^ (hash >> 48n)) & 0xffffffn;
  return (0xda17n << 48n) | (BigInt(day) << 24n) | bits;
}

/** Today in the page's time zone: the day counted from 1970-01-01 and
 * its ISO date. */
async function today(page) {
  return page.evaluate(() => {
    const now = new Date();
    const day = Math.round(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / 86400000);
    const iso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    return { day, iso };
  });
}

const ownCards = (page) => page.getByRole('button', { name: /^Your card [A-E], / });
const gameOver = (page) => page.getByRole('heading', { name: /^Game over: / });
const text = async (locator) => (await locator.textContent())?.trim();

test("today's deal is dealt from the date, and after it the team stands beside the AI teams and the deal's best", { timeout: 300000 }, async () => {
  const { page, problems, context } = await openPage(shared.browser, shared.server.origin);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(shared.server.appUrl);
  await appReady(page);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('parlour.settings.v1', JSON.stringify({ version: 1, step_through: false, animation_speed: 'off' }));
  });
  await page.goto(shared.server.appUrl + '#/play/fireworks');
  await page.reload();
  await appReady(page);
  await page.locator('.fw-board').waitFor();

  // The form: standard rules, two players, against an AI; today's deal.
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'New game' });
  await form.getByLabel('Hanabi, standard rules').check();
  await form.getByLabel('Players').selectOption('2');
  await form.getByLabel('You against an AI').check();
  assert.equal(await form.locator('.daily-history').count(), 0, 'nothing kept yet');
  await form.getByRole('button', { name: 'Play the deal of the day' }).click();
  const { day, iso } = await today(page);
  assert.equal(await text(page.locator('.game-seed')), String(dailySeed('fireworks', 'standard', 2, day)));

  // The person plays their first card every turn: the third mistake ends
  // the game (by keyboard: p, then the card's letter).
  for (let guard = 0; guard < 60 && !(await gameOver(page).isVisible()); guard++) {
    await Promise.race([
      ownCards(page).first().waitFor({ timeout: 30000 }),
      gameOver(page).waitFor({ timeout: 30000 }),
    ]);
    if (await gameOver(page).isVisible()) break;
    await page.keyboard.press('p');
    await page.keyboard.press('a');
    await page.waitForFunction(() => !document.querySelector('.fw-controls'), null, { timeout: 5000 }).catch(() => {});
  }
  await gameOver(page).waitFor();

  // The comparison: the team first, each AI team as the worker plays it,
  // then the deal's best from the coach's worker.
  const daily = page.locator('.end-daily');
  await daily.waitFor();
  const asked = Date.now();
  assert.equal(await text(daily.locator('.end-daily-deal')), `${iso} · Hanabi, standard rules · 2 players`);
  await daily.locator('.end-daily-note').waitFor({ state: 'detached', timeout: 240000 });
  console.log(`deal of the day: the five AI teams played it ${Date.now() - asked} ms after the end panel showed (an AI worker started and run)`);
  const rows = daily.locator('tbody tr');
  await page.waitForFunction(() => document.querySelectorAll('.end-daily tbody tr').length === 7, null, { timeout: 60000 });
  const who = await rows.locator('th').allTextContents();
  assert.deepEqual(who, ['Your team', 'AI team (easy)', 'AI team (medium)', 'AI team (hard)', 'AI team (hat)', 'AI team (hat + search)', "The deal's best"]);
  const figures = await rows.locator('td:first-of-type').allTextContents();
  // The team's score as the rules count it: the third mistake scores 0.
  if (/team scores 0/.test(await text(page.locator('.end-title')))) assert.equal(figures[0], '0 of 25');
  for (const figure of figures.slice(0, 6)) assert.match(figure, /^\d+ of 25$/);
  assert.match(figures[6], /^\d+( \(at most \d+\))?$/);
  const watch = rows.getByRole('button', { name: 'Watch the game: AI team (hard)' });
  assert.ok(await watch.isVisible());
  await shot(page, 'daily-end-laptop');
  await page.setViewportSize({ width: 390, height: 844 });
  await daily.scrollIntoViewIfNeeded();
  const box = await daily.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `inside the screen: ${JSON.stringify(box)}`);
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'no sideways scroll');
  await shot(page, 'daily-end-phone');
  await page.setViewportSize({ width: 1366, height: 900 });

  // Kept in this browser: the form's history shows the day.
  await page.waitForFunction(() => /best=/.test(localStorage.getItem('parlour.fireworks.daily.v1') ?? ''));
  const kept = await page.evaluate(() => localStorage.getItem('parlour.fireworks.daily.v1'));
  const team = figures[0].split(' ')[0];
  assert.match(kept, new RegExp(`^${day} standard 2 ${team}/25 best=\\d+/\\d+ easy=\\d+ medium=\\d+ hard=\\d+ hat=\\d+ hat-search=\\d+\\n$`));
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await form.locator('.daily-history summary').click();
  assert.equal(await text(form.locator('.daily-history summary')), 'Your last deals of the day (1)');
  const line = await text(form.locator('.daily-history li').first());
  const ais = figures.slice(1, 6).map((f) => Number(f.split(' ')[0]));
  assert.match(line, new RegExp(`^${iso} · Hanabi, standard rules, 2 players · your team ${figures[0]} · best AI team (\\w+|hat \\+ search) ${Math.max(...ais)} · the deal's best \\d+`));
  await shot(page, 'daily-history');
  await page.keyboard.press('Escape');

  // A team's game opens from its button, at its end.
  await watch.click();
  await page.getByText(/^A shared game, shown at step/).waitFor();
  await gameOver(page).waitFor();
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.foreignRequests, []);
  await context.close();
});
