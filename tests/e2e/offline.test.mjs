// Offline play and updates, end to end in headless Chromium against the
// release build served from a sub-folder: the service worker (sw.js,
// registered by offline.js) precaches the whole build, the app then loads
// and plays against its AIs (a web worker) with the network gone, and a new
// build deployed at the same address is offered, taken on request, and
// keeps the saved games. A screenshot of the update notice goes to
// target/screenshots/ (set SCREENSHOTS=0 to skip).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  DIST,
  serveDist,
  launchBrowser,
  openPage,
  appReady,
  morrisPoint,
  morrisPointsWith,
  MORRIS_FIXED_GAME,
  playMorrisGame,
  playable,
  rowButtons,
  waitForPerson,
  playOneCard,
} from './harness.mjs';
import { GAME_IDS } from './games.mjs';

const HOOK = fileURLToPath(new URL('../../scripts/post-build.sh', import.meta.url));
const SHOTS = fileURLToPath(new URL('../../target/screenshots/', import.meta.url));
const SETTINGS_KEY = 'parlour.settings.v1';
const MORRIS_KEY = 'parlour.morris.game.v1';
const TAKE5_KEY = 'parlour.take5.game.v1';
let server;
let browser;
const temps = [];

before(async () => {
  server = await serveDist();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
  for (const dir of temps) await rm(dir, { recursive: true, force: true });
});

/** The BUILD line the post-build hook wrote into a build's sw.js. */
async function buildOf(dir) {
  const sw = await readFile(join(dir, 'sw.js'), 'utf8');
  const line = sw.split('\n').find((l) => l.endsWith('// parlour:precache'));
  const match = /^const BUILD = (\{.*\}); \/\/ parlour:precache$/.exec(line);
  assert.ok(match, `a precache line in ${dir}/sw.js`);
  return JSON.parse(match[1].replace('version:', '"version":').replace('files:', '"files":'));
}

/** A copy of dist/ in a temporary folder, changed by `change(dir)`, with
 * the post-build hook run on it again: another build of the app. */
async function copyOfDist(change = async () => {}) {
  const dir = await mkdtemp(join(tmpdir(), 'parlour-dist-'));
  temps.push(dir);
  await cp(DIST, dir, { recursive: true });
  await change(dir);
  await promisify(execFile)('sh', [HOOK], { env: { ...process.env, TRUNK_STAGING_DIR: dir } });
  return dir;
}

/** Loads the app and waits until its service worker controls the page. */
async function openControlled() {
  const opened = await openPage(browser, server.origin);
  const { page } = opened;
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(server.appUrl);
  await appReady(page);
  // The first visit came from the network: no controller yet, and no
  // "new version" notice for it.
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null);
  // `ready`: the worker is active, so its install (the precache) is done.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await appReady(page);
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the page is controlled');
  assert.equal(await page.locator('.update-notice').count(), 0);
  return opened;
}

/** The page's caches: name → the app-relative paths they hold. */
async function cachesOf(page) {
  return page.evaluate(async () => {
    const out = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const keys = await cache.keys();
      // Each file's path in the app (a puzzle file or a catalog is in its folder).
      out[name] = keys
        .map((r) => {
          const path = new URL(r.url).pathname;
          const inFolder = /\/((?:puzzles|locales)\/[^/]+)$/.exec(path);
          return inFolder ? inFolder[1] : path.replace(/^.*\//, '');
        })
        .sort();
    }
    return out;
  });
}

/** Writes the settings and saved games (null removes one) to localStorage. */
async function store(page, entries) {
  await page.evaluate((pairs) => {
    for (const [key, value] of pairs) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    }
  }, Object.entries(entries));
}

/** Opens a game's page by a real load (through the service worker). */
async function loadGame(page, id) {
  await page.goto(server.appUrl + '#/play/' + id);
  await page.reload();
  await appReady(page);
}

test('the post-build hook can run again on a build: same build, same service worker', async () => {
  const again = await copyOfDist();
  for (const file of ['sw.js', 'index.html']) {
    assert.equal(await readFile(join(again, file), 'utf8'), await readFile(join(DIST, file), 'utf8'), file);
  }
  const build = await buildOf(DIST);
  assert.match(build.version, /^[0-9a-f]{16}$/);
  // Every file of the build but the service worker itself (those in
  // folders, the puzzle files, by their path), with its SHA-256.
  const files = (await readdir(DIST, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? e.path, e.name).slice(DIST.length + 1))
    .filter((f) => f !== 'sw.js')
    .sort();
  assert.deepEqual(Object.keys(build.files).sort(), files);
  for (const file of files) {
    const sha256 = createHash('sha256').update(await readFile(join(DIST, file))).digest('hex');
    assert.equal(build.files[file], sha256, file);
  }
  for (const part of ['index.html', 'boot.js', 'offline.js', 'manifest.webmanifest', 'icon-192.png', 'icon-512.png']) {
    assert.ok(part in build.files, part);
  }
  for (const worker of [...GAME_IDS.map((id) => `ai_${id}`), 'coach']) {
    assert.ok(files.includes(`${worker}_bg.wasm`), `the worker ${worker}`);
  }
  assert.ok(files.some((f) => /^parlour-[0-9a-f]+_bg\.wasm$/.test(f)), "the page's wasm");
});

test('with the network gone the app loads and plays Morris and 6 nimmt! against its AIs', async () => {
  const { context, page, problems } = await openControlled();
  const build = await buildOf(DIST);
  const cached = await cachesOf(page);
  assert.deepEqual(Object.keys(cached), [`parlour-${build.version} ${server.appUrl}`]);
  assert.deepEqual(Object.values(cached)[0], Object.keys(build.files).sort(), 'every file of the build is cached');
  // The manifest is linked and says how to install the app.
  const manifest = JSON.parse(await readFile(join(DIST, 'manifest.webmanifest'), 'utf8'));
  assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), './manifest.webmanifest');
  assert.equal(manifest.name, 'parlour');
  assert.equal(manifest.start_url, './');
  assert.deepEqual(manifest.icons.map((i) => i.sizes).sort(), ['192x192', '512x512', 'any']);

  await store(page, {
    [SETTINGS_KEY]: { version: 1, step_through: false, animation_speed: 'off', ai_level: 'easy' },
    [MORRIS_KEY]: MORRIS_FIXED_GAME,
  });
  const asked = server.requests.length;
  await context.setOffline(true);

  // A whole Morris game against the easy AI, its moves from the worker.
  await loadGame(page, 'morris');
  await page.locator('.mm-board').waitFor();
  const { presses, takes } = await playMorrisGame(page);
  const reason = await page.locator('.end-reason').textContent();
  assert.match(reason, /^(You win|Ben wins) because|the game is a draw/);
  assert.ok(presses >= 9 && takes >= 1, `a real game: ${presses} presses, ${takes} takes`);

  // 6 nimmt! against three hard AIs: three turns, each answered by all three.
  await store(page, {
    [TAKE5_KEY]: {
      version: 1,
      setup: {
        mode: 'vs_ai',
        seats: [
          { name: 'You', kind: { kind: 'human' } },
          ...['Ada', 'Ben', 'Cleo'].map((name) => ({ name, kind: { kind: 'ai', level: 'hard' } })),
        ],
      },
      record: { format: 1, game: 'take5', options: {}, seed: 11, steps: [] },
    },
  });
  await loadGame(page, 'take5');
  await page.locator('.t5-table').waitFor();
  assert.equal(await page.getByText('AI · hard').count(), 3);
  for (let turn = 0; turn < 3; turn++) await playOneCard(page);
  // The third turn is over once the person may play again (after taking a
  // row, if their card asks for one).
  await waitForPerson(page);
  while ((await rowButtons(page).count()) > 0) {
    await rowButtons(page).first().click();
    await waitForPerson(page);
  }
  await playable(page).first().waitFor();
  assert.equal(await page.locator('button[aria-label^="Play card"]').count(), 7, 'three cards played');
  console.log(`offline: Morris in ${presses} presses (${reason}); three 6 nimmt! turns against hard AIs`);

  assert.equal(server.requests.length, asked, `nothing reached the server: ${server.requests.slice(asked)}`);
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  assert.deepEqual(problems.foreignRequests, [], 'requests to other origins');
  await context.close();
});

test('a build that does not match its file list (a deploy in progress) is not installed', async (t) => {
  // The hook ran on the copy, then one of its files changed: the server
  // serves a file that is not the one sw.js lists.
  const half = await copyOfDist(async (dir) => {
    const page = join(dir, 'index.html');
    await writeFile(page, (await readFile(page, 'utf8')).replace('<title>parlour</title>', '<title>parlour</title><meta name=parlour-build content=C>'));
  });
  await writeFile(join(half, 'boot.js'), (await readFile(join(half, 'boot.js'), 'utf8')) + '\n// not the listed boot.js\n');
  t.after(() => server.setRoot(DIST));
  const { context, page, problems } = await openControlled();
  server.setRoot(half);
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration.update();
    const worker = registration.installing;
    if (!worker) return 'no new worker';
    await new Promise((resolve) => {
      const settled = () => ['installed', 'activated', 'redundant'].includes(worker.state) && resolve();
      worker.addEventListener('statechange', settled);
      settled();
    });
    return worker.state;
  });
  assert.equal(state, 'redundant', 'the install failed');
  assert.deepEqual(Object.keys(await cachesOf(page)), [`parlour-${(await buildOf(DIST)).version} ${server.appUrl}`]);
  await page.waitForTimeout(300);
  assert.equal(await page.locator('.update-notice').count(), 0, 'no update offered');
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  await context.close();
});

test('a new build at the same address is offered, taken on request, and keeps the saved game', async (t) => {
  // Build B: build A with one more tag in its page, its hook run again.
  const marked = await copyOfDist(async (dir) => {
    const page = join(dir, 'index.html');
    const html = await readFile(page, 'utf8');
    assert.ok(html.includes('<title>parlour</title>'));
    await writeFile(page, html.replace('<title>parlour</title>', '<title>parlour</title><meta name=parlour-build content=B>'));
  });
  const [a, b] = [await buildOf(DIST), await buildOf(marked)];
  assert.notEqual(a.version, b.version, 'a changed file is a new version');
  t.after(() => server.setRoot(DIST));

  const { context, page, problems } = await openControlled();
  await store(page, {
    [SETTINGS_KEY]: { version: 1, step_through: false, animation_speed: 'off' },
    [MORRIS_KEY]: null,
  });
  await loadGame(page, 'morris');
  // A game under way: a stone of each side.
  await morrisPoint(page, 'D2').click();
  await morrisPointsWith(page, ', you can place a stone here').first().waitFor();
  const board = () => page.locator('.mm-point').evaluateAll((ps) => ps.map((p) => p.getAttribute('aria-label')));
  const before = await board();
  assert.equal(before.filter((l) => l.includes('opponent stone')).length, 1);

  // Deploy B; the page checks for an update (as a navigation would).
  server.setRoot(marked);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  const notice = page.getByRole('status').filter({ hasText: 'A new version of parlour is ready.' });
  await notice.waitFor();
  await notice.getByRole('button', { name: 'Reload to update' }).waitFor();
  if (process.env.SCREENSHOTS !== '0') {
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: SHOTS + 'update-notice.png' });
  }
  // B waits: this page still runs on A, from A's cache.
  assert.equal(await page.locator('meta[name="parlour-build"]').count(), 0);
  assert.equal(Object.keys(await cachesOf(page)).length, 2, "A's cache and B's");
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null));

  let loads = 0;
  page.on('load', () => loads++);
  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Reload to update' }).click();
  await reloaded;
  await appReady(page);
  // The page is B's, controlled by B's worker, and A's cache is gone.
  await page.locator('meta[name="parlour-build"]').waitFor({ state: 'attached' });
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null));
  const cached = await cachesOf(page);
  assert.deepEqual(Object.keys(cached), [`parlour-${b.version} ${server.appUrl}`]);
  assert.deepEqual(Object.values(cached)[0], Object.keys(b.files).sort());
  assert.equal(await page.locator('.update-notice').count(), 0);
  // The game goes on where it was, and B's AI worker answers the next stone.
  await morrisPointsWith(page, ', you can place a stone here').first().waitFor();
  assert.deepEqual(await board(), before);
  assert.match(await morrisPoint(page, 'D2').getAttribute('aria-label'), /^D2, your stone/);
  const next = (await morrisPointsWith(page, ', you can place a stone here').first().getAttribute('aria-label')).slice(0, 2);
  await morrisPoint(page, next).click();
  await page.waitForFunction(
    () => [...document.querySelectorAll('.mm-point')].filter((p) => /opponent stone/.test(p.getAttribute('aria-label'))).length === 2,
  );
  await page.waitForTimeout(500);
  assert.equal(loads, 1, 'the page reloaded once');
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  await context.close();
});
