// One whole game of each game in headless Firefox (Debian's firefox-esr
// through puppeteer-core over WebDriver BiDi), played through the UI by
// accessible names up to the end panel, with no console error. The
// Chromium suite (tests/e2e/) checks each screen in depth; this one checks
// that the same release build plays in a second engine.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  serveDist,
  launchFirefox,
  openFirefoxPage,
  openGame,
  clickButton,
  clickChoice,
  buttonNames,
  waitForChoices,
  playToEnd,
  endPanel,
  fixedGame,
  playMorris,
} from './harness.mjs';

const SETTINGS = { step_through: false, animation_speed: 'off' };
let server;
let browser;

before(async () => {
  server = await serveDist();
  browser = await launchFirefox();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens `game` in a fresh context with `saved` as its saved game. */
async function open(game, saved) {
  const opened = await openFirefoxPage(browser, server.origin);
  await openGame(opened.page, server.appUrl, game, SETTINGS, saved);
  return opened;
}

/** Fails on any console error, page error or request to another origin. */
async function closeClean({ context, problems }) {
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  assert.deepEqual(problems.foreignRequests, [], 'requests to other origins');
  await context.close();
}

test('Morris: a whole game against the easy AI reaches the end panel', async () => {
  const opened = await open('morris', fixedGame('morris', 1, [['You'], ['Ben', 'easy']]));
  const { page } = opened;
  const { moves, takes, keyboard } = await playMorris(page);
  const end = await endPanel(page);
  console.log(`Firefox Morris: ${moves} presses (${keyboard} by keyboard), ${takes} takes; ${end.reason}`);
  assert.match(end.reason, /^(You win|Ben wins) because|the game is a draw/);
  assert.equal(end.rows.length, 2, 'both players ranked');
  assert.ok(moves >= 9, 'at least the nine placements');
  assert.ok(takes >= 1, 'a stone was taken through the UI');
  await closeClean(opened);
});

test('6 nimmt!: a whole game against three AIs reaches the ranking', async () => {
  const seats = [['You'], ['Ada', 'easy'], ['Ben', 'easy'], ['Cleo', 'easy']];
  const opened = await open('take5', fixedGame('take5', 11, seats));
  const { page } = opened;
  let cards = 0;
  let picks = 0;
  await playToEnd(page, {
    choices: /^(Play card \d+|Take row [1-4])$/,
    limit: 200,
    move: async (names) => {
      const rows = names.filter((name) => name.startsWith('Take row'));
      if (rows.length > 0) {
        // The first pick through Firefox's accessibility tree.
        await (picks === 0 ? clickButton : clickChoice)(page, rows[picks++ % rows.length]);
        return;
      }
      // Alternately the highest card by keyboard and the lowest by mouse
      // (the first card through Firefox's accessibility tree).
      const keyboard = cards % 2 === 0;
      await (cards++ === 0 ? clickButton : clickChoice)(page, keyboard ? names.at(-1) : names[0], { keyboard });
    },
  });
  const end = await endPanel(page);
  console.log(`Firefox 6 nimmt!: ${cards} cards, ${picks} row picks; ${end.title}`);
  assert.equal(cards, 50, 'five rounds of ten cards');
  assert.equal(end.rows.length, 4, 'four players ranked');
  assert.match(end.header, /Cows in rounds 1–5/);
  await closeClean(opened);
});

/** Hints Bob about the first clue the rules allow on his first card;
 * false (and the choice cancelled) when no clue is allowed. */
async function hintBob(page, via) {
  const [card] = await buttonNames(page, /^Bob's card [A-E], /);
  await via(page, card);
  await page.waitForFunction(() => document.querySelector('.fw-controls .fw-clues') !== null, { timeout: 10000 });
  const [clue] = await buttonNames(page, /^Hint Bob: /);
  if (!clue) {
    await page.keyboard.press('Escape');
    return false;
  }
  await via(page, clue);
  await waitForChoices(page, /^Give hint$/, { timeout: 10000 });
  await via(page, 'Give hint');
  return true;
}

test('Fireworks: a whole round with two AI partners reaches the end panel', async () => {
  const seats = [['Dana', 'easy'], ['Ann'], ['Bob', 'easy'], ['Celia', 'easy']];
  const opened = await open('fireworks', fixedGame('fireworks', 7, seats, { rounds: 1 }));
  const { page } = opened;
  let hints = 0;
  let keyboard = 0;
  const turns = await playToEnd(page, {
    // The person's own cards are buttons only while it is the person's turn.
    choices: /^Your card [A-E], /,
    limit: 200,
    move: async (names, turn) => {
      // The first hint's presses go through Firefox's accessibility tree.
      if (turn % 3 === 0 && (await hintBob(page, hints === 0 ? clickButton : clickChoice))) {
        hints++;
        return;
      }
      const letter = names[0].match(/^Your card ([A-E])/)[1].toLowerCase();
      if (turn % 3 === 1) {
        // The keyboard path: d then the card's letter. When discarding is
        // refused (all tokens in the box) a notice says so and the choice
        // stays half made: Escape cancels it, then p plays the card.
        await page.keyboard.press('d');
        await page.keyboard.press(letter);
        if (await page.evaluate(() => document.querySelector('.notice') !== null)) {
          await page.keyboard.press('Escape');
          await page.keyboard.press('p');
          await page.keyboard.press(letter);
        }
        keyboard++;
        return;
      }
      // The mouse: the card, then Discard, or Play when discarding is refused.
      await clickChoice(page, names[0]);
      const { names: actions } = await waitForChoices(page, /^(Discard|Play) card [A-E]$/);
      await clickChoice(page, actions.find((a) => a.startsWith('Discard')) ?? actions[0]);
    },
  });
  const end = await endPanel(page);
  console.log(`Firefox Fireworks: ${turns} turns (${hints} hints, ${keyboard} by keyboard); ${end.title}`);
  assert.ok(turns >= 5, `the person acted ${turns} times`);
  assert.ok(hints >= 1 && keyboard >= 1, 'hints and the keyboard path were used');
  assert.equal(end.rows.length, 3, 'three players in the end panel');
  assert.match(end.title, /of 25 levels/);
  await closeClean(opened);
});
