// parlour inside a teacher's page: docs/embed-demo.html, served from a
// second origin, frames one lesson of each game (#/embed/<id>/lesson/1).
// A frame shows only the board, the status and the step bar, steps through
// its lesson, links to the full app in a new tab, and keeps nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDist, launchBrowser, appReady } from './harness.mjs';
import { GAME_IDS } from './games.mjs';

const DOCS = fileURLToPath(new URL('../../docs/', import.meta.url));
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };
let app;
let browser;
// The demo page on `localhost` is another site than the app on 127.0.0.1
// (a third-party frame, as on a school's site); on 127.0.0.1 with another
// port it is another origin of the same site (the frame then sees the
// storage the app uses when opened directly).
let crossSite;
let sameSite;

/** Serves the demo page and its script (only those) on `host`. */
async function serveDemo(host) {
  const server = createServer(async (req, res) => {
    const name = new URL(req.url, 'http://x').pathname.slice(1);
    if (!['embed-demo.html', 'embed-demo.js'].includes(name)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(name)] });
    res.end(await readFile(join(DOCS, name)));
  });
  await new Promise((resolve) => server.listen(0, host, resolve));
  const origin = `http://${host}:${server.address().port}`;
  return { origin, close: () => new Promise((r) => server.close(r)) };
}

before(async () => {
  [app, crossSite, sameSite, browser] = await Promise.all([
    serveDist(),
    serveDemo('localhost'),
    serveDemo('127.0.0.1'),
    launchBrowser(),
  ]);
});

after(async () => {
  await browser?.close();
  await Promise.all([crossSite?.close(), sameSite?.close(), app?.close()]);
});

/**
 * A fresh context and page recording console errors and uncaught errors
 * (Chromium reports those of cross-origin frames on the page too, which
 * the first test checks) and requests to origins other than `origins`.
 */
async function openRecorded(origins) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1000, height: 800 });
  const problems = { consoleErrors: [], foreignRequests: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.consoleErrors.push({ from: msg.location().url, text: msg.text() });
  });
  page.on('pageerror', (err) => problems.consoleErrors.push({ from: 'uncaught', text: String(err) }));
  page.on('request', (req) => {
    const url = req.url();
    if (!origins.some((o) => url.startsWith(o + '/')) && !/^(data|blob|about):/.test(url)) {
      problems.foreignRequests.push(url);
    }
  });
  return { context, page, problems };
}

const demoUrl = (demo) => `${demo.origin}/embed-demo.html?app=${encodeURIComponent(app.appUrl)}`;
const iframe = (page, game) => page.locator(`iframe[data-lesson="#/embed/${game}/lesson/1"]`);
const frameOf = (page, game) => page.frameLocator(`iframe[data-lesson="#/embed/${game}/lesson/1"]`);

/** Steps the framed lesson to its end and returns every explanation seen.
 * The frame shows no intro or outro paragraph: the end is "Next step"
 * turning disabled. Each step must explain something new. */
async function stepToEnd(frame) {
  const next = frame.getByRole('button', { name: 'Next step', exact: true });
  const explanation = frame.locator('.step-explanation');
  const texts = [await explanation.textContent()];
  for (let i = 0; i < 40 && (await next.getAttribute('aria-disabled')) !== 'true'; i++) {
    await next.click();
    texts.push(await explanation.textContent());
    assert.notEqual(texts.at(-1), texts.at(-2), 'each step explains something new');
  }
  assert.equal(await next.getAttribute('aria-disabled'), 'true', 'the lesson ends');
  return texts;
}

/** Every `parlour.` key and its value in the storage `frame` sees, or
 * 'refused' when the browser gives the frame no storage at all. */
const parlourStorage = (frame) =>
  frame.locator('main').evaluate(() => {
    try {
      return Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith('parlour.')));
    } catch (error) {
      if (error.name === 'SecurityError') return 'refused';
      throw error;
    }
  });

test('on another site: a framed board of each game, Morris lesson 1 steps to its mill, nothing kept', async () => {
  const { context, page, problems } = await openRecorded([app.origin, crossSite.origin]);
  await page.goto(demoUrl(crossSite));

  // A frame for a built-in lesson of each game and one for a lesson from
  // its link, each with a title, pointed at the app given in ?app=.
  const frames = page.locator('iframe');
  assert.equal(await frames.count(), GAME_IDS.length + 1);
  for (const frame of await frames.all()) {
    assert.ok((await frame.getAttribute('title'))?.length > 0, 'every frame has a title');
    assert.equal(await frame.getAttribute('loading'), 'lazy');
    assert.ok((await frame.getAttribute('src')).startsWith(app.appUrl + '#/embed/'));
  }
  // Lazy frames load when near the viewport: bring each one in.
  for (const game of GAME_IDS) {
    await iframe(page, game).scrollIntoViewIfNeeded();
    await frameOf(page, game).locator('.game-board').waitFor({ timeout: 15000 });
  }

  const morris = frameOf(page, 'morris');
  await iframe(page, 'morris').scrollIntoViewIfNeeded();
  await morris.locator('.mm-board').waitFor();
  // Only the board, the status and the step bar: no site header, navigation or footer.
  assert.equal(await morris.locator('header, nav, footer, .site-header, .site-footer').count(), 0);
  assert.equal(await morris.getByRole('navigation').count(), 0);
  assert.equal(await morris.getByRole('banner').count(), 0);
  await morris.locator('.game-status').waitFor();
  await morris.getByRole('heading', { level: 1, name: "Nine Men's Morris" }).waitFor({ state: 'attached' });
  for (const name of ['First step', 'Previous step', 'Next step', 'Last step']) {
    await morris.getByRole('button', { name, exact: true }).waitFor();
  }

  const texts = await stepToEnd(morris);
  assert.ok(texts.length >= 4, `several steps (${texts.length})`);
  const all = texts.join('\n');
  assert.match(all, /closes? the mill [A-G][1-7]-[A-G][1-7]-[A-G][1-7]/);
  assert.match(all, /takes? .*stone on [A-G][1-7]/);
  // After the lesson the person may play on.
  assert.match(await morris.locator('.game-status').textContent(), /^You \(White\): /);

  // "open in parlour": the same lesson in the full app, in a new tab.
  const open = morris.getByRole('link', { name: 'open in parlour' });
  assert.equal(await open.getAttribute('target'), '_blank');
  assert.match(await open.getAttribute('href'), /#\/play\/morris\/lesson\/1$/);
  assert.equal(await open.evaluate((a) => a.href), app.appUrl + '#/play/morris/lesson/1');

  // The lesson from its link: a question answered in the frame, and a
  // link to the same lesson in the full app.
  const studio = page.frameLocator('iframe[data-lesson^="#/embed/lesson/"]');
  await page.locator('iframe[data-lesson^="#/embed/lesson/"]').scrollIntoViewIfNeeded();
  await studio.locator('.lesson-question').waitFor({ timeout: 15000 });
  assert.equal(await studio.getByRole('banner').count(), 0);
  await studio.getByRole('button', { name: /^A1, / }).click();
  await studio.getByText('Right, at the first try.', { exact: true }).waitFor();
  const whole = studio.getByRole('link', { name: 'open in parlour' });
  assert.equal(await whole.getAttribute('target'), '_blank');
  assert.match(await whole.evaluate((a) => a.href), /#\/lesson\/[A-Za-z0-9_-]+$/);
  assert.ok((await whole.evaluate((a) => a.href)).startsWith(app.appUrl));

  // Nothing of parlour's kept. Headless Chromium (like Safari, or Chrome in
  // a private window) refuses a third-party frame any storage: the frames
  // must work all the same.
  for (const game of GAME_IDS) {
    const kept = await parlourStorage(frameOf(page, game));
    assert.ok(kept === 'refused' || Object.keys(kept).length === 0, `${game} frame kept ${JSON.stringify(kept)}`);
  }
  // The frames' errors do reach `problems`: one logged in a frame is seen.
  const PROBE = 'probe from the frame';
  await morris.locator('main').evaluate((_, text) => console.error(text), PROBE);
  await page.waitForTimeout(100);
  assert.ok(problems.consoleErrors.some((e) => e.text === PROBE), "the frames' errors are recorded");
  assert.deepEqual(problems.consoleErrors.filter((e) => e.text !== PROBE), [], 'console errors');
  assert.deepEqual(problems.foreignRequests, [], 'requests to other origins');
  await context.close();
});

test("on the app's own site: a framed lesson leaves the visitor's saved game and settings alone", async () => {
  const { context, page, problems } = await openRecorded([app.origin, sameSite.origin]);
  // The visitor has played parlour here before: settings and a game in
  // progress are saved (their exact contents do not matter here).
  await page.goto(app.appUrl);
  await appReady(page);
  const saved = {
    'parlour.settings.v1': JSON.stringify({ version: 1, step_through: false, animation_speed: 'off' }),
    'parlour.morris.game.v1': '{"version":1,"kept":"as it is"}',
  };
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, saved);

  await page.goto(demoUrl(sameSite));
  await iframe(page, 'morris').scrollIntoViewIfNeeded();
  const morris = frameOf(page, 'morris');
  await morris.locator('.mm-board').waitFor({ timeout: 15000 });
  // The frame sees the app's own storage (so the check below means something) …
  assert.deepEqual(await parlourStorage(morris), saved);
  // … and a whole lesson, stepped through, changes nothing in it: the
  // lesson neither replaces nor puts aside the visitor's game.
  const texts = await stepToEnd(morris);
  assert.match(texts.join('\n'), /closes? the mill/);
  assert.deepEqual(await parlourStorage(morris), saved);
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  assert.deepEqual(problems.foreignRequests, [], 'requests to other origins');
  await context.close();
});
