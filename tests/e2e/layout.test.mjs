// The game table fits the screen like a game table: for every game the
// home page lists, at 1280×720 (a laptop) and at 390×844 (a phone held
// upright), the board with the hand or stones, the status line and the
// current explanation are all inside the viewport without scrolling, and
// on the phone every card number and point name (`.game-label`) is drawn
// at least 14 CSS px tall. Screenshots go to target/screenshots/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, SHOTS, openPage, appReady, gameRoutes } from './harness.mjs';

const SIZES = [
  { name: 'laptop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
  // An embedded lesson (`#/embed/<id>/lesson/1`) in the iframe of
  // docs/embed-demo.html, on a wide and on a narrow page.
  { name: 'frame', width: 760, height: 560, embed: true },
  { name: 'narrow-frame', width: 390, height: 560, embed: true },
];
const shared = sharedBrowser();

/** The viewport box of each selector's first match (or null). */
async function boxes(page, selectors) {
  return page.evaluate((list) => {
    const out = {};
    for (const selector of list) {
      const element = document.querySelector(selector);
      const r = element?.getBoundingClientRect();
      out[selector] = r ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null;
    }
    return out;
  }, selectors);
}

/** The drawn size (font size times the drawing's scale) of every label. */
async function labelSizes(page) {
  return page.locator('.game-board .game-label').evaluateAll((labels) =>
    labels
      .filter((label) => label.getClientRects().length > 0)
      .map((label) => {
        const scale = label.getScreenCTM ? label.getScreenCTM().a : 1;
        return { text: label.textContent, px: parseFloat(getComputedStyle(label).fontSize) * scale };
      }),
  );
}

test('the table, its status and its explanation fit one screen on a laptop and a phone', async () => {
  const { context, page, problems } = await openPage(shared.browser, shared.server.origin);
  const plays = await gameRoutes(page, shared.server.appUrl);
  assert.ok(plays.length >= 2, 'the home page lists the games');
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('parlour.settings.v1', JSON.stringify({ version: 1, step_through: false, animation_speed: 'off' }));
  });
  const report = [];
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const play of plays) {
      const route = size.embed ? play.replace('#/play/', '#/embed/') + '/lesson/1' : play;
      await page.goto(shared.server.appUrl + route);
      await page.reload();
      await appReady(page);
      await page.locator('.game-board').waitFor();
      // Let the AIs move first where they do (the person then waits).
      await page.waitForTimeout(400);
      const found = await boxes(page, ['.game-board', '.game-status', '.step-explanation']);
      const scrolled = await page.evaluate(() => document.scrollingElement.scrollTop);
      assert.equal(scrolled, 0, `${route} at ${size.name} opens at the top`);
      for (const [selector, box] of Object.entries(found)) {
        assert.ok(box, `${route} at ${size.name} shows ${selector}`);
        const inside = box.top >= 0 && box.left >= 0 && box.bottom <= size.height && box.right <= size.width;
        assert.ok(inside, `${route} at ${size.name}: ${selector} ${JSON.stringify(box)} is inside ${size.width}×${size.height}`);
      }
      if (size.name === 'phone' || size.name === 'narrow-frame') {
        const sizes = await labelSizes(page);
        assert.ok(sizes.length > 0, `${route} has card numbers or point names`);
        const small = sizes.filter((s) => s.px < 14);
        assert.deepEqual(small, [], `${route} on a phone draws every label at least 14 px tall`);
        report.push(`${route} ${size.name}: smallest label ${Math.min(...sizes.map((s) => s.px)).toFixed(1)} px`);
      }
      report.push(`${route} ${size.name}: board bottom ${Math.round(found['.game-board'].bottom)}, explanation bottom ${Math.round(found['.step-explanation'].bottom)}`);
      if (process.env.SCREENSHOTS !== '0') {
        await page.screenshot({ path: `${SHOTS}${play.split('/').pop()}-${size.name}.png` });
      }
    }
  }
  console.log(report.join('\n'));
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  await context.close();
});
