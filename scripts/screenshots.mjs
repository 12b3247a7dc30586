// Photographs every game in progress for the README, from the release
// build in dist/ (scripts/screenshots.sh builds it first): each game is
// watched to its end, stepped back to a moment in the middle (piles
// built, rows full, stones moved), shared and played on against AIs, as
// the table geometry test does (tests/e2e/positions.mjs), then shot at
// 1280×720 and 390×844 into docs/<id>-laptop.png and docs/<id>-phone.png.
import { fileURLToPath } from 'node:url';
import { serveDist, launchBrowser, openPage, appReady, gameRoutes } from '../tests/e2e/harness.mjs';
import { gameInProgress, MIDGAME } from '../tests/e2e/positions.mjs';

const DOCS = fileURLToPath(new URL('../docs/', import.meta.url));
const SIZES = [
  { name: 'laptop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
];

const server = await serveDist();
const browser = await launchBrowser();
try {
  const { page, problems } = await openPage(browser, server.origin);
  const ids = (await gameRoutes(page, server.appUrl)).map((route) => route.split('/').pop());
  for (const id of ids) {
    await page.setViewportSize(SIZES[0]);
    await gameInProgress(page, server.appUrl, id);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.reload();
      await appReady(page);
      await MIDGAME[id].yourTurn(page).first().waitFor({ timeout: 30000 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const path = `${DOCS}${id}-${size.name}.png`;
      await page.screenshot({ path });
      console.log(`${path}: ${MIDGAME[id].what}`);
    }
  }
  if (problems.consoleErrors.length > 0) throw new Error(`console errors: ${problems.consoleErrors.join('; ')}`);
} finally {
  await browser.close();
  await server.close();
}
