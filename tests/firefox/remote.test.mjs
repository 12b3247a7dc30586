// A Firefox guest at a Chromium host's table: the host (headless Chromium,
// Playwright) invites the Black seat of a Nine Men's Morris game, headless
// Firefox ESR (puppeteer-core over BiDi) opens the invitation, its answer
// goes back to the host, and the two play the whole game over a WebRTC data
// channel on this machine, with no STUN server.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launchFirefox, openFirefoxPage, buttonNames, clickChoice } from './harness.mjs';
import { launchBrowser, openPage, appReady, morrisPointsWith, MORRIS_CHOICES, morrisGameOver } from '../e2e/harness.mjs';

/** What a Morris point's name ends in when the guest may press it. */
const CHOICE = /^[A-G][1-7], .*(, can be taken|, you can move here|, you can place a stone here|, can move)$/;

let server;
let chromium;
let firefox;

before(async () => {
  server = await serveDist();
  chromium = await launchBrowser();
  firefox = await launchFirefox();
});

after(async () => {
  await firefox?.close();
  await chromium?.close();
  await server?.close();
});

/** Waits until `read(page)` (run in the Firefox page) returns something truthy. */
async function until(page, read, what, timeout = 20000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await page.evaluate(read);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('a Firefox guest plays a whole Morris game at a Chromium host\'s table', async () => {
  const host = await openPage(chromium, server.origin);
  await host.page.goto(server.appUrl);
  await appReady(host.page);
  await host.page.evaluate(() => {
    localStorage.setItem('parlour.settings.v1', JSON.stringify({ version: 1, step_through: false, animation_speed: 'off' }));
    localStorage.setItem(
      'parlour.morris.game.v1',
      JSON.stringify({
        version: 1,
        setup: {
          mode: 'vs_ai',
          seats: [
            { name: 'Ann', kind: { kind: 'human' } },
            { name: 'Ben', kind: { kind: 'remote' } },
          ],
        },
        record: { format: 1, game: 'morris', options: {}, seed: 1, steps: [] },
      }),
    );
  });
  await host.page.goto(server.appUrl + '#/play/morris');
  await host.page.reload();
  const invitation = host.page.locator('#invitation-1');
  await invitation.waitFor({ timeout: 20000 });
  const link = await invitation.inputValue();

  const guest = await openFirefoxPage(firefox, server.origin, { width: 390, height: 844 });
  await guest.page.goto(link);
  const answer = await until(guest.page, () => document.querySelector('#guest-answer')?.value, "the guest's answer");
  await host.page.locator('#answer-1').fill(answer);
  await host.page.getByRole('button', { name: 'Connect Ben' }).click();
  await host.page.getByText('Ben is connected.').waitFor({ timeout: 20000 });
  await until(guest.page, () => document.body.innerText.includes('You play Ben.'), 'the table on the guest');

  let guestMoves = 0;
  for (let guard = 0; guard < 3000 && !(await morrisGameOver(host.page).isVisible()); guard++) {
    let moved = false;
    for (const suffix of MORRIS_CHOICES) {
      const choices = morrisPointsWith(host.page, suffix);
      if ((await choices.count()) > 0) {
        await choices.first().click();
        moved = true;
        break;
      }
    }
    // Taking first, then a point to move to, placing, and picking a stone
    // up last (the one picked up would be put down again).
    const names = await buttonNames(guest.page, CHOICE);
    const name = MORRIS_CHOICES.map((suffix) => names.find((n) => n.endsWith(suffix))).find(Boolean);
    if (name) {
      await clickChoice(guest.page, name);
      guestMoves++;
      moved = true;
    }
    if (!moved) await new Promise((resolve) => setTimeout(resolve, 30));
  }
  await morrisGameOver(host.page).waitFor({ timeout: 10000 });
  await until(guest.page, () => document.body.innerText.includes('The game is over.'), 'the end on the guest');
  console.log(`Firefox guest: ${guestMoves} presses`);
  assert.ok(guestMoves >= 9, 'the Firefox guest placed its stones');
  assert.deepEqual(guest.problems.consoleErrors, []);
  assert.deepEqual(guest.problems.foreignRequests, []);
  assert.deepEqual(host.problems.consoleErrors, []);
  await guest.context.close();
  await host.context.close();
});
