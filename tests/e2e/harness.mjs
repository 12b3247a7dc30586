// Shared e2e harness: serves dist/ under a sub-folder on 127.0.0.1 and
// drives Debian's chromium through playwright-core, recording console
// errors and every request that leaves the app's origin. Also: playing a
// whole Nine Men's Morris game through the UI (morris and offline tests).
import { createServer } from 'node:http';
import { mkdir, readFile } from 'node:fs/promises';
import { before, after } from 'node:test';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../..', import.meta.url));
const { chromium } = require(join(root, 'scripts/node_modules/playwright-core'));

export const DIST = join(root, 'dist');
/** Where the tests' screenshots go. */
export const SHOTS = join(root, 'target/screenshots/');
export const BASE_PATH = '/sub/parlour/';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Starts a static server for a built app (dist/ unless told) at BASE_PATH.
 * Resolves to its origin and app URL, `requests` (every path asked for, in
 * order), `setRoot(dir)` (serve another build from the same URL from now
 * on, as a deploy would) and `close()`.
 */
export async function serveDist(root = DIST) {
  let current = root;
  const requests = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    requests.push(url.pathname);
    if (!url.pathname.startsWith(BASE_PATH)) {
      res.writeHead(404).end('outside the app folder');
      return;
    }
    let rel = normalize(decodeURIComponent(url.pathname.slice(BASE_PATH.length)));
    if (rel === '.' || rel === '' || rel.endsWith('/')) rel = join(rel, 'index.html');
    if (rel.startsWith('..')) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(join(current, rel));
      res.writeHead(200, { 'content-type': TYPES[extname(rel)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    appUrl: origin + BASE_PATH,
    requests,
    setRoot: (dir) => {
      current = dir;
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

/**
 * For a test file: serves dist/ and launches the browser (with the extra
 * command-line `args`, if any) before its tests and closes both after
 * them, and makes target/screenshots/ (unless SCREENSHOTS=0). The returned
 * object's `server` and `browser` are set once the tests run.
 */
export function sharedBrowser(args = []) {
  const shared = { server: null, browser: null };
  before(async () => {
    shared.server = await serveDist();
    shared.browser = await launchBrowser(args);
    if (process.env.SCREENSHOTS !== '0') await mkdir(SHOTS, { recursive: true });
  });
  after(async () => {
    await shared.browser?.close();
    await shared.server?.close();
  });
  return shared;
}

/** Saves what `page` shows as target/screenshots/<name>.png (unless
 * SCREENSHOTS=0). */
export async function shot(page, name) {
  if (process.env.SCREENSHOTS === '0') return;
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: false });
}

/** Launches headless Debian chromium with the flags this machine needs,
 * and the extra `args` a test asks for. */
export function launchBrowser(args = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...args,
    ],
  });
}

/**
 * Opens a fresh page that records console errors, page errors and requests
 * to any origin other than `origin`. Returns the page and its records.
 */
export async function openPage(browser, origin, options = {}) {
  // `bypassCSP` lets the test-only axe script in (see `audit`).
  // English unless asked (`locale` sets navigator.languages, which the
  // app's first language follows).
  const context = await browser.newContext({ bypassCSP: options.bypassCSP ?? false, locale: options.locale ?? 'en-US' });
  const page = await context.newPage();
  const problems = { consoleErrors: [], foreignRequests: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => problems.consoleErrors.push(String(err)));
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin + '/') && !url.startsWith('data:') && !url.startsWith('blob:')) {
      problems.foreignRequests.push(url);
    }
  });
  return { context, page, problems };
}

/** Waits until the Yew app has mounted (its main landmark is visible). */
export async function appReady(page) {
  await page.getByRole('main').waitFor({ state: 'visible', timeout: 15000 });
}

/** The games the app lists on its home page, as their play routes
 * (`#/play/<id>`): tests iterate over these instead of naming games. */
export async function gameRoutes(page, appUrl) {
  await page.goto(appUrl);
  await appReady(page);
  return page
    .locator('main a[href^="#/play/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
}

/** Opens one of the game toolbar's dialogs ("New game", "Lessons", …). */
export async function openDialog(page, name) {
  const exact = typeof name === 'string';
  await page.getByRole('button', { name, exact }).click();
  await page.getByRole('dialog').waitFor();
}

/** Closes the open dialog with Escape. */
export async function closeDialog(page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Starts counting the page's long main-thread tasks (over 50 ms). */
export async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: false });
  });
}

/** The long tasks seen since `watchLongTasks`, their durations in ms. */
export async function longTasks(page) {
  return page.evaluate(() => window.__longTasks);
}

const AXE = join(root, 'scripts/node_modules/axe-core/axe.min.js');

/**
 * A card's face shows its number three times (two corners and the middle)
 * while its button is named once ("Play card 12"); axe's label-in-name
 * check counts the repeats as a mismatch. Every other finding counts.
 */
function counts(violation, node) {
  return !(violation.id === 'label-content-name-mismatch' && node.html.includes('card-button'));
}

/** Runs axe-core on the page (its context must bypass the CSP) and
 * returns one line per violation found, prefixed with `label`. */
export async function audit(page, label) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  const found = [];
  for (const violation of result.violations) {
    const nodes = violation.nodes.filter((node) => counts(violation, node));
    if (nodes.length > 0) {
      found.push(`${label} ${violation.id} (${violation.impact}): ${nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
  return found;
}

// Nine Men's Morris through the UI. Points are found by their accessible
// names ("A1, empty, …", "D2, your stone, can move", …).

/** The point `field` ("A1") of the Morris board. */
export const morrisPoint = (page, field) => page.getByRole('button', { name: new RegExp(`^${field}, `) });
/** The Morris points whose names end in `suffix` (", can be taken", …). */
export const morrisPointsWith = (page, suffix) =>
  page.getByRole('button', { name: new RegExp(`^[A-G][1-7], .*${suffix}$`) });
/** What a Morris point's name ends in when the person can press it. */
export const MORRIS_CHOICES = [', can be taken', ', you can move here', ', you can place a stone here', ', can move'];
/** The end panel's heading. */
export const morrisGameOver = (page) => page.getByRole('heading', { name: /^Game over: / });

/** Waits until a Morris point can be pressed or the game is over; throws
 * after 20 s of neither (an AI that never answers, say). */
export async function waitForMorrisChoice(page) {
  await Promise.race([
    ...MORRIS_CHOICES.map((c) => morrisPointsWith(page, c).first().waitFor({ timeout: 20000 })),
    morrisGameOver(page).waitFor({ timeout: 20000 }),
  ]).catch((error) => {
    throw new Error(`Morris: no point to press and no end panel within 20 s (${error.message.split('\n')[0]})`);
  });
}

/** A saved, not yet started Morris game against the easy AI with a fixed
 * seed (for `parlour.morris.game.v1`), so the AI's replies (and the whole
 * game that `playMorrisGame` plays) are the same on every run. */
export const MORRIS_FIXED_GAME = {
  version: 1,
  setup: {
    mode: 'vs_ai',
    seats: [
      { name: 'You', kind: { kind: 'human' } },
      { name: 'Ben', kind: { kind: 'ai', level: 'easy' } },
    ],
  },
  record: { format: 1, game: 'morris', options: {}, seed: 1, steps: [] },
};

/**
 * Plays the person's side of the Morris game on the page until the end
 * panel shows: each turn presses one of the pressable points (taking first,
 * then moving, placing, picking a stone), cycling through them, every third
 * press by keyboard (focus, Enter). `onTake` runs before each take. Resolves
 * to the counts of presses, keyboard presses and takes.
 */
export async function playMorrisGame(page, { onTake = async () => {} } = {}) {
  let presses = 0;
  let keyboard = 0;
  let takes = 0;
  for (let guard = 0; guard < 900; guard++) {
    await waitForMorrisChoice(page);
    if (await morrisGameOver(page).isVisible()) break;
    let pressed = false;
    for (const suffix of MORRIS_CHOICES) {
      const choices = morrisPointsWith(page, suffix);
      const n = await choices.count();
      if (n === 0) continue;
      const target = choices.nth(presses % n);
      if (suffix === ', can be taken') {
        takes++;
        await onTake();
      }
      if (presses % 3 === 0) {
        await target.focus();
        await page.keyboard.press('Enter');
        keyboard++;
      } else {
        await target.click();
      }
      presses++;
      pressed = true;
      break;
    }
    if (!pressed) await page.waitForTimeout(50);
  }
  await morrisGameOver(page).waitFor();
  return { presses, keyboard, takes };
}

/** 6 nimmt!: the person's cards that can be played now. */
export const playable = (page) => page.locator('button[aria-label^="Play card"]:not([aria-disabled])');
/** 6 nimmt!: the row buttons, when the person must take a row. */
export const rowButtons = (page) => page.getByRole('button', { name: /^Take row [1-4]$/ });

/** 6 nimmt!: waits until the person can play a card or must take a row. */
export async function waitForPerson(page) {
  await Promise.race([
    playable(page).first().waitFor({ timeout: 20000 }),
    rowButtons(page).first().waitFor({ timeout: 20000 }),
  ]);
}

/** 6 nimmt!: waits for the person's turn, then plays the first card of the
 * hand (taking row 1 whenever a row must be taken first). */
export async function playOneCard(page) {
  for (;;) {
    await waitForPerson(page);
    if ((await rowButtons(page).count()) > 0) {
      await rowButtons(page).first().click();
      continue;
    }
    await playable(page).first().click();
    return;
  }
}
