// Renders favicon.svg into the PNG icons the web app manifest lists
// (web/icons/icon-192.png, web/icons/icon-512.png), with headless Debian chromium
// through playwright-core, transparent around the cards. Run once after a
// change to web/favicon.svg, and commit the PNGs:
//   node scripts/make-icons.mjs
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { chromium } = require('./node_modules/playwright-core');
const root = fileURLToPath(new URL('../web/', import.meta.url));

const svg = await readFile(root + 'favicon.svg');
const src = 'data:image/svg+xml;base64,' + svg.toString('base64');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<body style="margin:0"><img src="${src}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    const path = `${root}icons/icon-${size}.png`;
    await page.screenshot({ path, omitBackground: true });
    console.log(`wrote ${path}`);
    await page.close();
  }
} finally {
  await browser.close();
}
