// Firefox harness: Debian's firefox-esr driven by puppeteer-core over
// WebDriver BiDi, against the release build in dist/ served from the same
// sub-folder as the Chromium tests (the server is tests/e2e/harness.mjs's).
//
// Why puppeteer-core and not Playwright: Playwright drives only its own
// patched Firefox build, which cannot be downloaded on these machines;
// puppeteer-core speaks WebDriver BiDi to a stock Firefox and never
// downloads a browser. puppeteer-core stays on 24.x: 25 needs Node 22.12,
// the machines have Node 20.
//
// Quirks of puppeteer-core 24.43 with Firefox ESR 153 over BiDi, found
// while writing these tests:
// - `::-p-aria(...)` selectors go through BiDi's accessibility locator,
//   i.e. Firefox's own accessibility tree: names match exactly (no regular
//   expressions, no substrings) and the selector parser has no escapes, so
//   a name with a double quote cannot be written. And each lookup takes
//   0.7-2 s (a whole game would take minutes), against about 10 ms for a
//   `page.evaluate`. So the page itself lists "every point whose name ends
//   with ', can move'" (`waitForChoices`) and finds the button to press
//   (`clickChoice`); `clickButton` goes through the accessibility tree and
//   is used where a test checks that Firefox names a control that way.
// - `ElementHandle.focus()` throws "Cannot focus non-HTMLElement" on the
//   board's SVG points, which do take focus: `el.focus()` in the page.
// - There is no `getByRole(..).count()`/`isVisible()`: counting and
//   reading go through `page.evaluate`/`page.$$eval`, which run in the page.
//   `page.$`/`page.$$` cost about 200 ms each (a remote handle per match),
//   so loops ask `page.evaluate` for plain values instead.
// - Functions given to `evaluate`/`waitForFunction` are sent as source
//   text: they cannot close over test variables (pass them as arguments)
//   and a RegExp cannot be an argument (its source and flags are passed).
// - `page.on('console')` reports the page's console (its errors are the
//   ones counted; wasm-bindgen's "deprecated parameters" line is a
//   warning); `page.on('pageerror')` reports uncaught exceptions, as
//   "Error: Error: <message>". A fetch to another origin that the app's
//   Content-Security-Policy blocks never becomes a 'request' event: it
//   shows up as a console error instead, so it fails the tests all the same.
// - Launching Firefox takes about 5 s: one browser per test file.
// - Each `browser.createBrowserContext()` is a BiDi user context with its
//   own storage, so every test starts with empty localStorage; the
//   profile itself is a fresh temporary one made by puppeteer per launch.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { serveDist, BASE_PATH } from '../e2e/harness.mjs';

export { serveDist, BASE_PATH };

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../..', import.meta.url));
const puppeteer = require(join(root, 'scripts/node_modules/puppeteer-core'));

/** Launches headless Debian firefox-esr (or `$FIREFOX`) with a fresh
 * temporary profile; puppeteer removes it again on `browser.close()`. */
export function launchFirefox() {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: process.env.FIREFOX ?? '/usr/bin/firefox-esr',
    headless: true,
    // Nothing outside this machine can be reached: no captive-portal or
    // connectivity probes (puppeteer's profile already turns off updates,
    // telemetry and remote settings).
    extraPrefsFirefox: {
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  });
}

/**
 * Opens a page in a new browser context (its own localStorage) that
 * records console errors, uncaught page errors and requests to any origin
 * other than `origin`. Returns `{ context, page, problems }`.
 */
export async function openFirefoxPage(browser, origin, viewport = { width: 1280, height: 1000 }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  const problems = { consoleErrors: [], foreignRequests: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => problems.consoleErrors.push(String(err)));
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin + '/') && !/^(data|blob|about):/.test(url)) problems.foreignRequests.push(url);
  });
  return { context, page, problems };
}

/** Waits until the Yew app has mounted (its main landmark is visible). */
export async function appReady(page) {
  await page.waitForSelector('::-p-aria([role="main"])', { visible: true, timeout: 15000 });
}

/**
 * Opens `#/play/<game>` with `settings` saved and either `saved` as the
 * saved game or no saved game: the storage is written from the app's own
 * origin, then the page is reloaded so the app reads it at start.
 */
export async function openGame(page, appUrl, game, settings, saved = null) {
  await page.goto(appUrl);
  await appReady(page);
  await page.evaluate(
    (gameKey, settingsText, savedText) => {
      localStorage.setItem('parlour.settings.v1', settingsText);
      if (savedText) localStorage.setItem(gameKey, savedText);
      else localStorage.removeItem(gameKey);
    },
    `parlour.${game}.game.v1`,
    JSON.stringify({ version: 1, ...settings }),
    saved && JSON.stringify(saved),
  );
  await page.goto(`${appUrl}#/play/${game}`);
  await page.reload();
  await appReady(page);
}

/** The ARIA selector of the button named exactly `name`. */
export function buttonSelector(name) {
  if (name.includes('"')) throw new Error(`puppeteer's ARIA selector cannot name ${name}`);
  return `::-p-aria([name="${name}"][role="button"])`;
}

/** Clicks `handle` with the mouse, or focuses it and presses Enter.
 * (`ElementHandle.focus()` refuses SVG elements, "Cannot focus
 * non-HTMLElement", though they focus fine: hence `el.focus()`.) */
async function activate(page, handle, keyboard) {
  try {
    if (keyboard) {
      await handle.evaluate((el) => el.focus());
      await page.keyboard.press('Enter');
    } else {
      await handle.click();
    }
  } finally {
    await handle.dispose();
  }
}

/**
 * Clicks (or with `{ keyboard: true }` focuses and presses Enter on) the
 * button that Firefox's accessibility tree names exactly `name`, waiting
 * up to 10 s for it. Each lookup costs 0.7-2 s in Firefox, so games are
 * played with `clickChoice`; this checks that Firefox names things so.
 */
export async function clickButton(page, name, { keyboard = false } = {}) {
  const handle = await page.waitForSelector(buttonSelector(name), { visible: true, timeout: 10000 });
  await activate(page, handle, keyboard);
}

/**
 * Clicks (or focuses and presses Enter on) the enabled button that
 * `waitForChoices` named `name`, found by the page (a few ms) rather than
 * through the accessibility tree. Throws if there is none.
 */
export async function clickChoice(page, name, { keyboard = false } = {}) {
  const handle = (await page.evaluateHandle(choicesInPage, '', '', name)).asElement();
  if (!handle) throw new Error(`no enabled button named ${name}`);
  await activate(page, handle, keyboard);
}

/**
 * Runs in the page: the enabled, visible buttons whose name matches the
 * pattern, whether a heading "Game over: …" is shown, and a key that
 * changes with every step of the game (the log's length and those names);
 * or, given `wanted`, the first such button named exactly that (or null).
 * Names are read as this app builds them: `aria-label`, else the text
 * outside `aria-hidden` parts (`clickButton` checks Firefox agrees).
 */
function choicesInPage(source, flags, wanted) {
  const pattern = new RegExp(source, flags);
  const text = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE || node.getAttribute('aria-hidden') === 'true') return '';
    return [...node.childNodes].map(text).join('');
  };
  const nameOf = (el) => (el.getAttribute('aria-label') ?? text(el)).replace(/\s+/g, ' ').trim();
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const buttons = [...document.querySelectorAll('button, [role="button"]')].filter(
    (el) => !el.disabled && el.getAttribute('aria-disabled') !== 'true' && shown(el),
  );
  if (wanted !== undefined) return buttons.find((el) => nameOf(el) === wanted) ?? null;
  const names = buttons.map(nameOf).filter((name) => pattern.test(name));
  const over = [...document.querySelectorAll('h1, h2, h3, [role="heading"]')].some((h) =>
    nameOf(h).startsWith('Game over: '),
  );
  const key = `${document.querySelectorAll('.log-entry').length}|${names.join('\n')}`;
  return { names, over, key };
}

/** The names of the enabled buttons matching `pattern`, now. */
export async function buttonNames(page, pattern) {
  return (await page.evaluate(choicesInPage, pattern.source, pattern.flags)).names;
}

/**
 * Waits until a button matching `pattern` is enabled or the game is over,
 * and (given `previous`, an earlier answer's key) until the page has moved
 * on from that answer, so a move is never chosen from the screen the last
 * move was made on. Resolves to `{ names, over, key }`.
 */
export async function waitForChoices(page, pattern, { previous = null, timeout = 30000 } = {}) {
  // Polled from here rather than with `waitForFunction`: that would need
  // `choicesInPage` rebuilt in the page with `new Function`, which the
  // app's Content-Security-Policy forbids.
  const deadline = Date.now() + timeout;
  for (;;) {
    const seen = await page.evaluate(choicesInPage, pattern.source, pattern.flags);
    if ((seen.over || seen.names.length > 0) && seen.key !== previous) return seen;
    if (Date.now() > deadline) {
      throw new Error(`no new choice matching ${pattern} within ${timeout} ms (now ${JSON.stringify(seen)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Plays a game through the UI until its end panel: waits for the buttons
 * matching `choices` (on a screen that changed since the last move) and
 * lets `move(names, turn)` act on them. Resolves to the number of moves;
 * throws if the game has not ended after `limit` moves.
 */
export async function playToEnd(page, { choices, move, limit }) {
  const started = Date.now();
  let previous = null;
  for (let turn = 0; turn < limit; turn++) {
    const seen = await waitForChoices(page, choices, { previous });
    if (seen.over) return turn;
    // PARLOUR_TRACE=1 prints every move's choices, for a stalled game.
    if (process.env.PARLOUR_TRACE) console.log(`move ${turn} (${Date.now() - started} ms): ${seen.key}`);
    await move(seen.names, turn);
    previous = seen.key;
  }
  throw new Error(`the game did not end within ${limit} moves`);
}

/** The end panel's headline, reason and ranking rows' texts. */
export async function endPanel(page) {
  await page.waitForSelector('.end-panel', { visible: true, timeout: 10000 });
  return page.$eval('.end-panel', (panel) => ({
    title: panel.querySelector('.end-title').textContent,
    reason: panel.querySelector('.end-reason').textContent,
    header: panel.querySelector('thead').textContent,
    rows: [...panel.querySelectorAll('tbody tr')].map((tr) => tr.textContent),
  }));
}

/**
 * A saved, not yet started game with a fixed seed: the same deal on every
 * run and, in the turn-based Morris and Fireworks, the same whole game (a
 * failure can be replayed). In 6 nimmt! an AI's card is seeded by the
 * record's length when it is asked, which depends on whether the person
 * played before or after it, so those games vary and only what holds for
 * every game is checked. `seats` lists `[name, level]`, no level for the
 * person.
 */
export const fixedGame = (game, seed, seats, options = {}) => ({
  version: 1,
  setup: {
    mode: 'vs_ai',
    seats: seats.map(([name, level]) => ({ name, kind: level ? { kind: 'ai', level } : { kind: 'human' } })),
  },
  record: { format: 1, game, options, seed, steps: [] },
});


// A point's name ends with what pressing it does; taking comes first when
// a mill was closed, then moving the chosen stone, placing, choosing one.
const MORRIS_CHOICES = [', can be taken', ', you can move here', ', you can place a stone here', ', can move'];

/**
 * Plays the person's side of a Morris game to its end panel: every third
 * move by keyboard (focus the point, Enter), the rest by mouse, the first
 * through Firefox's accessibility tree. Resolves to the counts of moves,
 * takes and keyboard moves.
 */
export async function playMorris(page) {
  let takes = 0;
  let keyboard = 0;
  const moves = await playToEnd(page, {
    choices: /^[A-G][1-7], .*, (can be taken|you can move here|you can place a stone here|can move)$/,
    limit: 900,
    move: async (names, turn) => {
      const kind = MORRIS_CHOICES.find((suffix) => names.some((name) => name.endsWith(suffix)));
      const options = names.filter((name) => name.endsWith(kind));
      if (kind === ', can be taken') takes++;
      if (turn % 3 === 0) keyboard++;
      await (turn === 0 ? clickButton : clickChoice)(page, options[turn % options.length], { keyboard: turn % 3 === 0 });
    },
  });
  return { moves, takes, keyboard };
}
