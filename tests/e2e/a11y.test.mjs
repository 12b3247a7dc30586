// Accessibility audit of every page with axe-core in headless Chromium, in
// the light and the dark theme, against the release build in dist/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDist, launchBrowser, appReady } from './harness.mjs';

const AXE = join(fileURLToPath(new URL('../..', import.meta.url)), 'scripts/node_modules/axe-core/axe.min.js');
const ROUTES = [
  '#/',
  '#/settings',
  '#/about',
  '#/play/take5',
  '#/rules/take5',
  '#/play/morris',
  '#/rules/morris',
  '#/play/morris/lesson/2',
  '#/play/take5/lesson/1',
];
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

/**
 * A card's face shows its number three times (two corners and the middle)
 * while its button is named once ("Play card 12"); axe's label-in-name
 * check counts the repeats as a mismatch. Every other finding counts.
 */
function counts(violation, node) {
  return !(violation.id === 'label-content-name-mismatch' && node.html.includes('card-button'));
}

for (const theme of ['light', 'dark']) {
  test(`no accessibility violations on any page (${theme} theme)`, async () => {
    // The CSP forbids injected scripts; axe is a test-only guest.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(server.appUrl);
    await appReady(page);
    await page.evaluate(
      (t) => localStorage.setItem('parlour.settings.v1', JSON.stringify({ version: 1, theme: t, animation_speed: 'off', step_through: false })),
      theme,
    );
    const found = [];
    const audit = async (label) => {
      await page.addScriptTag({ path: AXE });
      const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
      for (const violation of result.violations) {
        const nodes = violation.nodes.filter((node) => counts(violation, node));
        if (nodes.length > 0) {
          found.push(`${label} ${violation.id} (${violation.impact}): ${nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
      }
    };
    for (const route of ROUTES) {
      await page.goto(server.appUrl + route);
      await page.reload();
      await appReady(page);
      await page.locator('main h1').first().waitFor();
      await audit(route);
    }
    // A game in progress put aside by a lesson link: the bring-back notice,
    // a refusal notice and a picked-up stone's targets.
    await page.goto(server.appUrl + '#/play/morris');
    await page.evaluate(() => localStorage.removeItem('parlour.morris.game.v1'));
    await page.reload();
    await appReady(page);
    await page.getByRole('button', { name: /^A1, empty/ }).click();
    await page.getByRole('button', { name: /, you can place a stone here$/ }).first().waitFor();
    await page.getByRole('button', { name: /^A1, / }).click();
    await page.locator('.notice').first().waitFor();
    await page.goto(server.appUrl + '#/play/morris/lesson/3');
    await page.getByRole('button', { name: 'Bring back the previous game' }).waitFor();
    await audit('put-aside notice');
    assert.deepEqual(found, []);
    await context.close();
  });
}
