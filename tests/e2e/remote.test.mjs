// Play together on several devices, in headless Chromium: a host page and
// guest pages in separate browser contexts (separate storage, as separate
// devices), connected over WebRTC data channels on this machine with no
// STUN server, by the invitation links and answer codes the pages show.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, SHOTS, openPage, appReady, openDialog, playable, rowButtons, morrisPointsWith, MORRIS_CHOICES, morrisGameOver } from './harness.mjs';

const SETTINGS_KEY = 'parlour.settings.v1';
const shared = sharedBrowser();

const SETTINGS = { version: 1, step_through: false, animation_speed: 'off', ai_level: 'easy' };

/** Records, in the page, every message its data channels receive. */
function recordMessages() {
  window.__received = [];
  const make = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = make.apply(this, args);
    channel.addEventListener('message', (event) => window.__received.push(event.data));
    return channel;
  };
}

async function shot(page, name, full = false) {
  if (process.env.SCREENSHOTS === '0') return;
  await page.screenshot({ path: SHOTS + name + '.png', fullPage: full });
}

/** Opens the host's page on `game` with `saved` as its saved game. */
async function openHost(game, saved) {
  const opened = await openPage(shared.browser, shared.server.origin);
  const { page } = opened;
  await page.addInitScript(recordMessages);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(shared.server.appUrl);
  await appReady(page);
  await page.evaluate(
    ([settingsKey, settings, gameKey, game]) => {
      localStorage.setItem(settingsKey, JSON.stringify(settings));
      localStorage.setItem(gameKey, JSON.stringify(game));
    },
    [SETTINGS_KEY, SETTINGS, `parlour.${game}.game.v1`, saved],
  );
  await page.goto(shared.server.appUrl + `#/play/${game}`);
  await page.reload();
  await appReady(page);
  return opened;
}

/** The wasm modules `page` has fetched, by name (`guest_take5`, …). */
async function wasmModules(page) {
  const names = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  return names.filter((path) => path.endsWith('_bg.wasm'))
    .map((path) => path.split('/').pop().replace(/(-[0-9a-f]+)?_bg\.wasm$/, ''));
}

/** Connects the guest of the host's seat `seat` (named `name`): opens
 * the invitation link in a new context (its settings `settings`, English
 * by default), gives its answer to the host. */
async function join(host, seat, name, settings = SETTINGS) {
  const invitation = host.page.locator(`#invitation-${seat}`);
  await invitation.waitFor({ timeout: 10000 });
  const link = await invitation.inputValue();
  assert.match(link, /#\/play\/\w+\/join\/[A-Za-z0-9_-]+$/, 'the invitation is a join link');
  assert.ok(link.length < 900, `the invitation fits a QR code (${link.length} characters)`);
  await host.page.locator(`.remote-seat[data-seat="${seat}"] svg.qr-code`).waitFor();
  const guest = await openPage(shared.browser, shared.server.origin);
  await guest.page.addInitScript(recordMessages);
  await guest.page.setViewportSize({ width: 390, height: 844 });
  await guest.page.goto(shared.server.appUrl);
  await appReady(guest.page);
  await guest.page.evaluate(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [SETTINGS_KEY, settings]);
  await guest.page.goto(link);
  const answer = guest.page.locator('#guest-answer');
  await answer.waitFor({ timeout: 10000 });
  await guest.page.getByText(name).first().waitFor();
  const code = await answer.inputValue();
  assert.ok(code.length < 300, `the answer is short (${code.length} characters)`);
  console.log(`${name}: an invitation link of ${link.length} characters, an answer of ${code.length}`);
  await host.page.locator(`#answer-${seat}`).fill(code);
  await host.page.getByRole('button', { name: `Connect ${name}` }).click();
  await host.page.getByText(`${name} is connected.`).waitFor({ timeout: 15000 });
  await guest.page.locator('.guest-seat').getByText(name).waitFor({ timeout: 10000 });
  const game = link.match(/#\/play\/(\w+)\/join/)[1];
  assert.deepEqual((await wasmModules(guest.page)).filter((m) => m !== 'parlour'), [`guest_${game}`],
    "the guest's page is its own module: neither the game's screen nor the host's");
  return guest;
}

/** 6 nimmt!: plays whatever `page` may play now; whether it did. */
async function playTake5(page) {
  if ((await rowButtons(page).count()) > 0) {
    await rowButtons(page).first().click();
    return true;
  }
  if ((await playable(page).count()) > 0) {
    await playable(page).first().click();
    return true;
  }
  return false;
}

test('the New game form seats a person on another device; remote play loads only then', async () => {
  const opened = await openPage(shared.browser, shared.server.origin);
  const { page } = opened;
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(shared.server.appUrl);
  await appReady(page);
  await page.evaluate(([key, value]) => {
    localStorage.setItem(key, JSON.stringify(value));
    localStorage.removeItem('parlour.take5.game.v1');
  }, [SETTINGS_KEY, SETTINGS]);
  await page.goto(shared.server.appUrl + '#/play/take5');
  await page.reload();
  await appReady(page);
  await page.locator('.t5-table').waitFor();
  const tableModule = () => shared.server.requests.filter((path) => path.includes('table_take5'));
  assert.deepEqual(tableModule(), [], 'the game page carries no remote play');
  await openDialog(page, 'New game');
  await page.locator('#new-level-1').selectOption({ label: 'Person on another device' });
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.locator('#invitation-1').waitFor({ timeout: 15000 });
  assert.ok(tableModule().length > 0, 'the table module was fetched for the invitation');
  assert.equal(await page.locator('.remote-seat').count(), 1, 'one seat on another device');
  await page.getByText('A table with one person on another device').waitFor();
  assert.deepEqual(opened.problems.consoleErrors, []);
  await opened.context.close();
});

test('6 nimmt!: a host and two guests on other devices play a whole game with an AI', async () => {
  const saved = {
    version: 1,
    setup: {
      mode: 'vs_ai',
      seats: [
        { name: 'Ann', kind: { kind: 'human' } },
        { name: 'Ben', kind: { kind: 'remote' } },
        { name: 'Cy', kind: { kind: 'remote' } },
        { name: 'Dee', kind: { kind: 'ai', level: 'easy' } },
      ],
    },
    record: { format: 1, game: 'take5', options: { seats: 4 }, seed: 5, steps: [] },
  };
  const host = await openHost('take5', saved);
  await host.page.locator('.t5-table').waitFor();
  const ben = await join(host, 1, 'Ben');
  let cy = await join(host, 2, 'Cy');
  const pages = [host.page, ben.page, cy.page];
  const ranking = host.page.getByRole('heading', { name: 'Final ranking' });
  let plays = [0, 0, 0];
  let shotMid = false;
  for (let guard = 0; guard < 2000 && !(await ranking.isVisible()); guard++) {
    let any = false;
    for (let i = 0; i < pages.length; i++) {
      if (await playTake5(pages[i])) {
        plays[i]++;
        any = true;
      }
    }
    if (!shotMid && plays[1] >= 3) {
      shotMid = true;
      await shot(ben.page, 'remote-take5-guest-phone', true);
      await shot(host.page, 'remote-take5-host-laptop');
      // Cy's device reloads: the host says so, an AI plays Cy meanwhile,
      // a new invitation gives Cy the seat back with the whole history.
      await cy.page.reload();
      await host.page.getByText("Cy's device left the table.").waitFor({ timeout: 15000 });
      await host.page.getByRole('button', { name: 'Let an AI play Cy' }).click();
      await host.page.getByText('Cy · AI · easy').waitFor();
      await ben.page.waitForTimeout(200);
      await host.page.getByRole('button', { name: 'Give Cy back to the other device' }).click();
      await host.page.getByRole('button', { name: 'New invitation for Cy' }).click();
      await cy.context.close();
      cy = await join(host, 2, 'Cy');
      pages[2] = cy.page;
      const log = await cy.page.locator('.guest-log li').count();
      assert.ok(log > 10, `the rejoined guest has the whole log (${log} events)`);
    }
    if (!any) await host.page.waitForTimeout(30);
  }
  if (!(await ranking.isVisible())) {
    for (const [name, page] of [['host', host.page], ['Ben', ben.page], ['Cy', cy.page]]) {
      const status = await page.locator('.guest-status, .game-status').first().textContent().catch(() => '?');
      const notice = await page.locator('.notice').allTextContents().catch(() => []);
      console.log(`${name}: ${status} | ${notice.join(' / ')}`);
      const got = await page.evaluate(() => (window.__received ?? []).slice(-3).map((t) => t.slice(0, 300)));
      console.log(`${name} received last: ${JSON.stringify(got)}`);
    }
  }
  await ranking.waitFor({ timeout: 10000 });
  for (const guest of [ben, cy]) {
    await guest.page.getByText('The game is over.').waitFor({ timeout: 10000 });
  }
  console.log(`6 nimmt!: the host played ${plays[0]} times, the guests ${plays[1]} and ${plays[2]}`);
  // The guest reviews the finished game like any shared game.
  await ben.page.getByRole('link', { name: 'Review the whole game' }).click();
  await ben.page.getByRole('heading', { name: 'Final ranking' }).waitFor({ timeout: 15000 });
  assert.ok((await wasmModules(ben.page)).includes('play_take5'), "the game's module took the page for the review");
  assert.ok(plays[1] >= 5 && plays[2] >= 5, 'each guest played its cards from its own page');
  // What crossed: every message the guests received is theirs, of this
  // version, within a data channel's bounds.
  for (const [guest, seat] of [[ben, 1], [cy, 2]]) {
    const received = await guest.page.evaluate(() => window.__received);
    assert.ok(received.length > 10, `seat ${seat} received ${received.length} messages`);
    for (const text of received) {
      const message = JSON.parse(text);
      assert.equal(message.v, 1);
      if (!('refused' in message)) assert.equal(message.seat, seat);
      assert.ok(text.length < 256 * 1024);
    }
    // Nothing hidden crossed: another seat's face-down choice came without
    // its card, and the only hand in a view is the guest's own.
    const updates = received.map((text) => JSON.parse(text)).filter((m) => m.seen);
    const events = updates.flatMap((m) => m.seen.flatMap((s) => s.events));
    const others = events.filter((e) => e.kind === 'chose' && e.seat !== seat);
    assert.ok(others.length > 10, `seat ${seat} saw others choose`);
    assert.ok(others.every((e) => e.card === null), 'no other seat\'s face-down card crossed');
    assert.ok(updates.every((m) => m.seen.every((s) => s.view.seat === seat)), 'every view is the seat\'s own');
    assert.deepEqual(guest.problems.consoleErrors, []);
  }
  assert.deepEqual(host.problems.consoleErrors, []);
  for (const opened of [host, ben, cy]) {
    assert.deepEqual(opened.problems.foreignRequests, [], 'no request left the app');
    await opened.context.close();
  }
});

test('a damaged or wrong answer is refused with a sentence, and the right one still connects', async () => {
  const saved = {
    version: 1,
    setup: {
      mode: 'vs_ai',
      seats: [
        { name: 'Ann', kind: { kind: 'human' } },
        { name: 'Ben', kind: { kind: 'remote' } },
      ],
    },
    record: { format: 1, game: 'morris', options: {}, seed: 1, steps: [] },
  };
  const host = await openHost('morris', saved);
  await host.page.locator('#invitation-1').waitFor({ timeout: 10000 });
  const link = await host.page.locator('#invitation-1').inputValue();
  await host.page.locator('#answer-1').fill('not a code');
  await host.page.getByRole('button', { name: 'Connect Ben' }).click();
  await host.page.getByText("This is not the answer code of this seat's invitation.").waitFor();
  // The invitation itself pasted back as an answer is refused too.
  await host.page.locator('#answer-1').fill(link.split('/join/')[1]);
  await host.page.getByRole('button', { name: 'Connect Ben' }).click();
  await host.page.getByText("This is not the answer code of this seat's invitation.").waitFor();
  // A damaged invitation says so on the guest's page.
  const guest = await openPage(shared.browser, shared.server.origin);
  await guest.page.goto(shared.server.appUrl + '#/play/morris/join/AAAA');
  await guest.page.getByText('This invitation cannot be opened').waitFor();
  assert.deepEqual(await wasmModules(guest.page), ['guest_morris'],
    "an invitation's address starts the guest's module alone");
  await guest.context.close();
  await host.context.close();
});

/** Fireworks: plays the page's turn if it is its turn: a discard, else a
 * hint the rules allow, else a card played; whether it did. */
async function playFireworks(page) {
  const own = page.getByRole('button', { name: /^Your card [A-E], / });
  if ((await own.count()) === 0) return false;
  await own.first().click();
  const discard = page.getByRole('button', { name: /^Discard card [A-E]$/ });
  if ((await discard.count()) === 0) return false;
  if (await discard.isEnabled()) {
    await discard.click();
    return true;
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^[^ ]+'s card [A-E], / }).first().click();
  const clue = page.locator('button[aria-label^="Hint "]:not([disabled])').first();
  if ((await clue.count()) > 0) {
    await clue.click();
    await page.getByRole('button', { name: 'Give hint' }).click();
    return true;
  }
  await page.keyboard.press('Escape');
  await own.first().click();
  await page.getByRole('button', { name: /^Play card [A-E]$/ }).click();
  return true;
}

test('Fireworks: a host and two guests play a whole round, each seeing the others\' cards only', async () => {
  const saved = {
    version: 1,
    setup: {
      mode: 'vs_ai',
      seats: [
        { name: 'Ann', kind: { kind: 'human' } },
        { name: 'Ben', kind: { kind: 'remote' } },
        { name: 'Cy', kind: { kind: 'remote' } },
      ],
    },
    record: { format: 1, game: 'fireworks', options: { rules: { max_tokens: 8, mistakes_allowed: 2, final_turns: 1 }, rounds: 1, preset: null, players: 3 }, seed: 4, steps: [] },
  };
  const host = await openHost('fireworks', saved);
  await host.page.locator('.fw-board').waitFor();
  const ben = await join(host, 1, 'Ben');
  const cy = await join(host, 2, 'Cy');
  const pages = [host.page, ben.page, cy.page];
  const over = host.page.getByRole('heading', { name: /^Game over: / });
  const plays = [0, 0, 0];
  for (let guard = 0; guard < 3000 && !(await over.isVisible()); guard++) {
    let any = false;
    for (let i = 0; i < pages.length; i++) {
      if (await playFireworks(pages[i])) {
        plays[i]++;
        any = true;
        if (i === 1 && plays[1] === 2) await shot(ben.page, 'remote-fireworks-guest-phone', true);
      }
    }
    if (!any) await host.page.waitForTimeout(30);
  }
  await over.waitFor({ timeout: 10000 });
  for (const guest of [ben, cy]) await guest.page.getByText('The game is over.').waitFor({ timeout: 10000 });
  console.log(`Fireworks: the host played ${plays[0]} turns, the guests ${plays[1]} and ${plays[2]}`);
  assert.ok(plays[1] >= 3 && plays[2] >= 3);
  // A guest's own cards never reached its page: every own card it was sent
  // is face down.
  for (const guest of [ben, cy]) {
    const received = await guest.page.evaluate(() => window.__received);
    const own = received
      .map((text) => JSON.parse(text))
      .filter((m) => m.seen)
      .flatMap((m) => m.seen.map((s) => s.view.hands[s.view.me] ?? []))
      .flat()
      .filter(Boolean);
    assert.ok(own.length > 0);
    assert.ok(own.every((card) => card.card === null), 'no own card face up');
    assert.deepEqual(guest.problems.consoleErrors, []);
  }
  assert.deepEqual(host.problems.consoleErrors, []);
  for (const opened of [host, ben, cy]) await opened.context.close();
});

/** Morris: presses one pressable point of the page, if any. */
async function playMorris(page) {
  for (const suffix of MORRIS_CHOICES) {
    const choices = morrisPointsWith(page, suffix);
    if ((await choices.count()) > 0) {
      await choices.first().click();
      return true;
    }
  }
  return false;
}

test('Nine Men\'s Morris: a guest plays Black from its own page to the end, across a reload of the host', async () => {
  const saved = {
    version: 1,
    setup: {
      mode: 'vs_ai',
      seats: [
        { name: 'Ann', kind: { kind: 'human' } },
        { name: 'Ben', kind: { kind: 'remote' } },
      ],
    },
    record: { format: 1, game: 'morris', options: {}, seed: 1, steps: [] },
  };
  const host = await openHost('morris', saved);
  let ben = await join(host, 1, 'Ben');
  const presses = [0, 0];
  // The host reloads after a few moves: the game resumes from its save,
  // the seat is invited again, and the guest's new page gets it back.
  let reloaded = false;
  for (let guard = 0; guard < 3000 && !(await morrisGameOver(host.page).isVisible()); guard++) {
    let any = false;
    for (const [i, page] of [host.page, ben.page].entries()) {
      if (await playMorris(page)) {
        presses[i]++;
        any = true;
      }
    }
    if (!any) await host.page.waitForTimeout(30);
    if (!reloaded && presses[1] >= 4) {
      reloaded = true;
      await host.page.reload();
      await appReady(host.page);
      await ben.context.close();
      ben = await join(host, 1, 'Ben');
      const log = await ben.page.locator('.guest-log li').count();
      assert.ok(log >= 8, `the game went on from the host's save (${log} events)`);
    }
  }
  await morrisGameOver(host.page).waitFor({ timeout: 10000 });
  await ben.page.getByText('The game is over.').waitFor({ timeout: 10000 });
  console.log(`Morris: ${presses[0]} presses on the host, ${presses[1]} on the guest`);
  assert.ok(presses[1] >= 9, 'the guest placed its stones');
  assert.deepEqual(ben.problems.consoleErrors, []);
  assert.deepEqual(host.problems.consoleErrors, []);
  await ben.context.close();
  await host.context.close();
});

test("the coach's hint on a guest's page, asked in its own language, marks the move until it is played", async () => {
  const saved = {
    version: 1,
    setup: {
      mode: 'vs_ai',
      seats: [
        { name: 'Ann', kind: { kind: 'human' } },
        { name: 'Ben', kind: { kind: 'remote' } },
      ],
    },
    record: { format: 1, game: 'morris', options: {}, seed: 1, steps: [] },
  };
  const host = await openHost('morris', saved);
  const ben = await join(host, 1, 'Ben', { ...SETTINGS, language: 'fr' });
  // The guest's board wears its game's colours (the wood, not a bare
  // SVG's black).
  const wood = await ben.page.evaluate(() => getComputedStyle(document.querySelector('.mm-board-bg')).fill);
  assert.notEqual(wood, 'rgb(0, 0, 0)', "the guest's board has its game's style");
  const hint = ben.page.getByRole('button', { name: 'Indice' });
  assert.equal(await hint.count(), 0, 'no hint while Ann decides');
  assert.ok(await playMorris(host.page), 'Ann places a stone');
  await hint.click();
  const words = ben.page.locator('.guest-hint[role="status"]');
  await words.getByText(/^L'entraîneur vous conseille/).waitFor({ timeout: 20000 });
  console.log(`the guest's hint: ${await words.innerText()}`);
  // The move is marked on the board.
  await ben.page.locator('.guest-table .is-suggested').first().waitFor({ timeout: 5000 });
  assert.equal(await hint.count(), 0, 'one hint per decision');
  // Only the hint crossed, in French; the host's page stays in English.
  await host.page.getByText('Waiting for Ben.').waitFor();
  // Ben plays the move the coach marked.
  await ben.page.locator('.guest-table .is-suggested').first().click();
  await words.waitFor({ state: 'detached', timeout: 10000 });
  assert.equal(await ben.page.locator('.is-suggested').count(), 0, 'the mark goes with the hint');
  assert.deepEqual(ben.problems.consoleErrors, []);
  assert.deepEqual(host.problems.consoleErrors, []);
  await ben.context.close();
  await host.context.close();
});

test('a connection that never opens says what to try', async () => {
  const saved = {
    version: 1,
    setup: {
      mode: 'vs_ai',
      seats: [
        { name: 'Ann', kind: { kind: 'human' } },
        { name: 'Ben', kind: { kind: 'remote' } },
      ],
    },
    record: { format: 1, game: 'morris', options: {}, seed: 1, steps: [] },
  };
  const host = await openHost('morris', saved);
  const link = await (async () => {
    await host.page.locator('#invitation-1').waitFor({ timeout: 10000 });
    return host.page.locator('#invitation-1').inputValue();
  })();
  // The guest answers, then its device goes away before the host connects.
  const guest = await openPage(shared.browser, shared.server.origin);
  await guest.page.goto(link);
  const code = await guest.page.locator('#guest-answer').inputValue();
  await guest.context.close();
  await host.page.locator('#answer-1').fill(code);
  await host.page.getByRole('button', { name: 'Connect Ben' }).click();
  await host.page.getByText('No connection with Ben. Both devices must be on the same Wi-Fi network').waitFor({ timeout: 30000 });
  await host.page.getByRole('button', { name: 'New invitation for Ben' }).waitFor();
  await host.context.close();
});
