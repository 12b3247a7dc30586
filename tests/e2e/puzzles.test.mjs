// Each game's puzzles page in the built app: the puzzle file is fetched
// when the page opens, at least 50 puzzles are listed by how many AI
// levels miss them, and a puzzle opens in the lesson player. The rules
// page links to it. Screenshots at laptop and phone size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, openPage, shot, audit } from './harness.mjs';
import { GAMES, GAME_IDS } from './games.mjs';

const shared = sharedBrowser();

for (const id of GAME_IDS) {
  const { title } = GAMES[id];
  test(`${id}: the puzzles page lists the mined puzzles and opens one as a lesson`, { timeout: 120000 }, async () => {
    const { page, problems } = await openPage(shared.browser, shared.server.origin, { bypassCSP: true });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${shared.server.appUrl}#/rules/${id}`);
    const link = page.getByRole('link', { name: `Puzzles of ${title}` });
    await link.click();
    await page.getByRole('heading', { name: `Puzzles of ${title}`, level: 1 }).waitFor({ timeout: 30000 });
    await page.getByText(/^Solved 0 of \d+ puzzles in this browser\.$/).waitFor({ timeout: 30000 });
    const puzzles = page.locator('.puzzles-list a');
    assert.ok((await puzzles.count()) >= 50, `${id}: ${await puzzles.count()} puzzles`);
    assert.match(await page.locator('.puzzles-group h2').first().textContent(), /^Missed by \d of \d AI levels$/);
    assert.deepEqual(await audit(page, `${id} puzzles`), []);
    await shot(page, `puzzles-${id}-laptop`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `puzzles-${id}-phone`);
    await puzzles.first().click();
    await page.waitForURL(/#\/lesson\//);
    await page.getByRole('heading', { name: /^Puzzle 1 · / }).first().waitFor({ timeout: 30000 });
    assert.deepEqual(problems, { consoleErrors: [], foreignRequests: [] });
    await page.close();
  });
}

test('in French and German, the puzzles page fetches its language\'s file and the puzzle is written in it', { timeout: 120000 }, async () => {
  for (const [locale, heading, prompt] of [
    ['fr-FR', /^Problème 1 · /, /À vous de jouer\. /],
    ['de-DE', /^Aufgabe 1 · /, /Du bist am Zug\. /],
  ]) {
    const { page, problems } = await openPage(shared.browser, shared.server.origin, { locale });
    const fetched = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop();
      if (name.endsWith('.json')) fetched.push(name);
    });
    await page.goto(`${shared.server.appUrl}#/puzzles/morris`);
    const puzzles = page.locator('.puzzles-list a');
    await puzzles.first().waitFor({ timeout: 30000 });
    assert.match(await puzzles.first().textContent(), heading);
    assert.deepEqual(fetched, [`morris.${locale.slice(0, 2)}.json`]);
    await puzzles.first().click();
    await page.getByRole('heading', { name: heading }).first().waitFor({ timeout: 30000 });
    await page.getByText(prompt).first().waitFor({ timeout: 30000 });
    assert.deepEqual(problems, { consoleErrors: [], foreignRequests: [] });
    await page.close();
  }
});
