// What the browser tests know of each game, by id: adding a game to
// parlour is adding its own tests/e2e/<id>.test.mjs and its entry in
// GAMES. The tests that run for every game take the list from GAME_IDS:
// the games of the built app, each checked here to have a whole entry.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DIST, morrisPoint, playOneCard, waitForPerson } from './harness.mjs';

/** The smallest Hanabi table, two hands of five: the Fireworks game
 * reviewed, and one of the BOXED tables. */
const HANABI_TWO = {
  seed: 9,
  levels: ['medium', 'medium'],
  options: { rules: { max_tokens: 8, mistakes_allowed: 2, final_turns: 1 }, rounds: 1, preset: null, players: 2 },
};

/**
 * Per game (by id, in home-page order):
 * - `title`: its name in English (puzzles, a11y, studio tests);
 * - `midgame`: the AIs watched to reach its table in progress (a fixed
 *   seed, a quick level per seat), what "in progress" means (`reached`,
 *   run in the page on the board as drawn, told whether it looks at the
 *   watched game or the one played on), what a person can press on their
 *   turn (`yourTurn`, a locator), optionally how to play one turn on
 *   (`playOneTurn`), and the drawn pieces that must never overlap
 *   (positions.mjs, table geometry, hint tests);
 * - `firstMove(page)`: the person's first move in a new game against
 *   AIs, if it is theirs to make before an AI decides (modules test);
 * - `hint`: `check(page, words)`, the coach's hint `words` shown on the
 *   table, and optionally `take(page)`, playing the hinted move (hint test);
 * - `review`: the game reviewed (`table`, what changes from `midgame`'s),
 *   whether its review runs long enough to be stopped (`stoppable`) and
 *   whether its AIs surely make mistakes to practise (`mistakes`);
 * - `ruleSets`: the rule sets its rules page lists, by title;
 * - `studio`: a lesson written in the studio (studio test): its title,
 *   set-up, line, a mark, the teacher's hint after a wrong answer
 *   (`teacherHint`), a wrong and the right answer;
 * - `firefox`: a whole game in Firefox (tests/firefox/games.test.mjs):
 *   the saved game (`seed`, `seats`, `options`), `play(page, ff)` with
 *   puppeteer's page and tests/firefox/harness.mjs as `ff`, resolving to
 *   what it counted, and `check(end, counted)` on the end panel.
 * Its pinned lesson link is tests/fixtures/lessons/<id>.txt (written by
 * tests/study_games.rs).
 */
export const GAMES = {
  take5: {
    title: '6 nimmt!',
    midgame: {
      seed: 11,
      levels: ['easy', 'medium', 'easy', 'medium'],
      options: {},
      what: 'late in a round, a row full',
      // A row of five cards and two to five cards left in every hand; in
      // the watched game also a round after this one, so there are turns
      // to play on until a row is full again.
      reached: (watched) => {
        const rows = [...document.querySelectorAll('.t5-table .t5-row')].map((row) => row.querySelectorAll('.t5-card').length);
        const left = [...document.querySelectorAll('.t5-seat-score')].map((p) => Number(/· (\d+) left/.exec(p.textContent)?.[1] ?? 0));
        const [, round, rounds] = /Round (\d+) of (\d+)/.exec(document.querySelector('.game-info')?.textContent ?? '') ?? [];
        return rows.some((n) => n === 5) && left.every((n) => n >= 2 && n <= 5) && (!watched || Number(round) < Number(rounds));
      },
      yourTurn: (page) => page.locator('button[aria-label^="Play card"]:not([aria-disabled]), [role=button][aria-label^="Take row"]'),
      // The shared moment may be just after a row was taken: play on until
      // a full row lies on the table at the person's turn.
      playOneTurn: async (page) => {
        await playOneCard(page);
        await waitForPerson(page);
      },
      pieces: '.t5-table .t5-card, .t5-seat-card, .t5-hand-card',
    },
    // The AIs choose their cards with the person: nothing to do first.
    firstMove: async () => {},
    hint: {
      check: async (page, words) => {
        const card = /card (\d+)/.exec(words)[1];
        assert.equal(await page.locator('.t5-hand-card.is-suggested').getAttribute('data-card'), card);
      },
      take: (page) => page.locator('.t5-hand-card.is-suggested button').click(),
    },
    review: { table: { options: { rounds: 1, preset: null, seats: 4 } }, stoppable: false, mistakes: false },
    ruleSets: ['Boxed rules: to 66 cows', 'Known cards: to 66 cows'],
    studio: {
      lessonTitle: 'Two cards for one full row',
      // Row 4 is full; the first three seats hold 45, 46 and 47 for it.
      setUp: async (page) => {
        const fill = (label, text) => page.getByLabel(label, { exact: true }).fill(text);
        await fill('Row 1', '10');
        await fill('Row 2', '20');
        await fill('Row 3', '30');
        await fill('Row 4', '40 41 42 43 44');
        await fill('Hand of seat 1', '45 50 51 52 53 54 55 56 57 58');
        await fill('Hand of seat 2', '46 60 61 62 63 64 65 66 67 68');
        await fill('Hand of seat 3', '47 70 71 72 73 74 75 76 77 78');
        await fill('Hand of seat 4', '48 80 81 82 83 84 85 86 87 88');
        await page.getByLabel('The learner sits at', { exact: true }).selectOption({ label: 'Seat 3' });
      },
      line: [take5Card(45), take5Card(46), take5Card(47)],
      mark: 'row 4',
      teacherHint: 'Look at how full row 4 is.',
      wrong: take5Card(70),
      right: take5Card(47),
    },
    firefox: {
      test: 'a whole game against three AIs reaches the ranking',
      seed: 11,
      seats: [['You'], ['Ada', 'easy'], ['Ben', 'easy'], ['Cleo', 'easy']],
      options: {},
      play: async (page, ff) => {
        let cards = 0;
        let picks = 0;
        await ff.playToEnd(page, {
          choices: /^(Play card \d+|Take row [1-4])$/,
          limit: 200,
          move: async (names) => {
            const rows = names.filter((name) => name.startsWith('Take row'));
            if (rows.length > 0) {
              // The first pick through Firefox's accessibility tree.
              await (picks === 0 ? ff.clickButton : ff.clickChoice)(page, rows[picks++ % rows.length]);
              return;
            }
            // Alternately the highest card by keyboard and the lowest by
            // mouse (the first card through Firefox's accessibility tree).
            const keyboard = cards % 2 === 0;
            await (cards++ === 0 ? ff.clickButton : ff.clickChoice)(page, keyboard ? names.at(-1) : names[0], { keyboard });
          },
        });
        return { cards, picks };
      },
      check: (end, { cards, picks }) => {
        console.log(`Firefox 6 nimmt!: ${cards} cards, ${picks} row picks; ${end.title}`);
        assert.equal(cards, 50, 'five rounds of ten cards');
        assert.equal(end.rows.length, 4, 'four players ranked');
        assert.match(end.header, /Cows in rounds 1–5/);
      },
    },
  },
  morris: {
    title: "Nine Men's Morris",
    midgame: {
      seed: 5,
      levels: ['medium', 'medium'],
      options: {},
      what: 'the moving phase, stones moved',
      // No stone left in hand on either side, and both sides with four
      // stones or more (not flying); in the watched game six or more, so
      // the moment played on, a take or two later, is still one.
      reached: (watched) => {
        const phases = [...document.querySelectorAll('.mm-player-phase')].map((p) => p.textContent);
        const white = document.querySelectorAll('.mm-board .mm-stone.mm-white').length;
        const black = document.querySelectorAll('.mm-board .mm-stone.mm-black').length;
        const fewest = watched ? 6 : 4;
        return phases.length === 2 && phases.every((p) => p.startsWith('Moving')) && white >= fewest && black >= fewest;
      },
      yourTurn: (page) => page.getByRole('button', { name: /^[A-G][1-7], .*(can move|can be taken)$/ }),
      pieces: '.mm-board .mm-stone, .mm-stone-row .mm-stone',
    },
    firstMove: async (page) => {
      await page.getByRole('button', { name: /, you can place a stone here$/ }).first().click();
    },
    hint: {
      // Every point marked is one the hint names.
      check: async (page, words) => {
        const fields = [...words.matchAll(/\b([A-G][1-7])\b/g)].map((m) => m[1]);
        const marked = await page.locator('.mm-point.is-suggested').evaluateAll((els) => els.map((e) => e.getAttribute('data-field')));
        assert.ok(fields.length > 0 && marked.every((f) => fields.includes(f)), `${words} / ${marked}`);
      },
    },
    // Two medium AIs make mistakes.
    review: { table: {}, stoppable: true, mistakes: true },
    // Only its own rules.
    ruleSets: [],
    studio: {
      lessonTitle: 'Keep the mill threat',
      // A white stone set on G1 (White then has 8 in hand).
      setUp: async (page) => {
        await page.getByRole('button', { name: 'Point G1: empty' }).click();
        await page.getByRole('button', { name: 'Point G1: white' }).waitFor();
        await page.getByText('White: 1 on the board + 8 in hand + 0 lost = 9 of 9').waitFor();
      },
      line: [morrisPress('A1'), morrisPress('G7'), morrisPress('A4')],
      mark: 'point A1',
      teacherHint: 'Two in a row on the left.',
      wrong: morrisPress('B2'),
      right: morrisPress('A4'),
    },
    firefox: {
      test: 'a whole game against the easy AI reaches the end panel',
      seed: 1,
      seats: [['You'], ['Ben', 'easy']],
      options: {},
      play: (page, ff) => ff.playMorris(page),
      check: (end, { moves, takes, keyboard }) => {
        console.log(`Firefox Morris: ${moves} presses (${keyboard} by keyboard), ${takes} takes; ${end.reason}`);
        assert.match(end.reason, /^(You win|Ben wins) because|the game is a draw/);
        assert.equal(end.rows.length, 2, 'both players ranked');
        assert.ok(moves >= 9, 'at least the nine placements');
        assert.ok(takes >= 1, 'a stone was taken through the UI');
      },
    },
  },
  fireworks: {
    title: 'Fireworks',
    // The CodinGame match of four rounds: its end panel is the widest.
    midgame: {
      seed: 4,
      levels: ['medium', 'medium', 'medium', 'medium'],
      options: {},
      what: 'three or more fireworks built, cards left in the deck',
      // In the watched game two cards or more in the deck, so the moment
      // played on, a draw later, still has one.
      reached: (watched) => {
        const label = document.querySelector('.fw-middle')?.getAttribute('aria-label') ?? '';
        const heights = [...label.matchAll(/(white|red|blue|green|yellow) (\d)/g)].map((m) => Number(m[2]));
        const deck = Number(/Deck: (\d+)/.exec(label)?.[1] ?? 0);
        return heights.filter((h) => h > 0).length >= 3 && heights.some((h) => h >= 2) && deck >= (watched ? 2 : 1);
      },
      yourTurn: (page) => page.getByRole('button', { name: /^Your card [A-E], / }),
      pieces: '.fw-middle .fw-firework, .fw-middle .fw-deck, .fw-middle .fw-tokens, .fw-middle .fw-mistakes, .fw-card',
    },
    // The person's turn may come first: play their first card.
    firstMove: async (page) => {
      const own = page.getByRole('button', { name: /^Your card [A-E], / });
      if (await own.first().isEnabled({ timeout: 2000 }).catch(() => false)) {
        await own.first().click();
        await page.getByRole('button', { name: /^Play card [A-E]$/ }).click();
      }
    },
    hint: {
      check: async (page) => {
        assert.ok((await page.locator('.fw-card-slot.is-suggested, .fw-hand.is-suggested').count()) > 0);
      },
    },
    review: { table: HANABI_TWO, stoppable: false, mistakes: false },
    ruleSets: ['Hanabi, standard rules', 'Hanabi with a sixth colour', 'Hanabi with rainbow cards'],
    studio: {
      lessonTitle: 'Play what is known',
      // Two players under the standard rules, their hands chosen, the rest
      // of the deck shuffled.
      setUp: async (page) => {
        await page.getByLabel('Rules', { exact: true }).selectOption({ label: 'Hanabi, standard rules' });
        await page.getByLabel('Players', { exact: true }).selectOption('2');
        await page.getByRole('button', { name: 'Deal a new table' }).click();
        await page.getByLabel('Top of the deck', { exact: true }).fill('');
        await page.getByLabel('Hand of seat 1', { exact: true }).fill('R1 G1 B3 Y4 W5');
        await page.getByLabel('Hand of seat 2', { exact: true }).fill('R2 G2 B2 Y2 W2');
        await page.getByLabel('The learner sits at', { exact: true }).selectOption({ label: 'Seat 1' });
        await page.locator('.studio-problem').first().waitFor({ state: 'detached' }).catch(() => {});
      },
      line: [fireworksCard('Play', 'A'), fireworksCard('Play', 'A'), fireworksCard('Play', 'B')],
      mark: 'pile red',
      teacherHint: 'Green 1 fits.',
      wrong: fireworksCard('Play', 'C'),
      right: fireworksCard('Play', 'B'),
    },
    firefox: {
      test: 'a whole round with two AI partners reaches the end panel',
      seed: 7,
      seats: [['Dana', 'easy'], ['Ann'], ['Bob', 'easy'], ['Celia', 'easy']],
      options: { rounds: 1 },
      play: async (page, ff) => {
        let clues = 0;
        let keyboard = 0;
        const turns = await ff.playToEnd(page, {
          // The person's own cards are buttons only while it is their turn.
          choices: /^Your card [A-E], /,
          limit: 200,
          move: async (names, turn) => {
            // The first clue's presses go through Firefox's accessibility tree.
            if (turn % 3 === 0 && (await clueBob(page, ff, clues === 0 ? ff.clickButton : ff.clickChoice))) {
              clues++;
              return;
            }
            const letter = names[0].match(/^Your card ([A-E])/)[1].toLowerCase();
            if (turn % 3 === 1) {
              // The keyboard path: d then the card's letter. When
              // discarding is refused (all tokens in the box) a notice
              // says so and the choice stays half made: Escape cancels
              // it, then p plays the card.
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
            // The mouse: the card, then Discard, or Play when discarding
            // is refused.
            await ff.clickChoice(page, names[0]);
            const { names: actions } = await ff.waitForChoices(page, /^(Discard|Play) card [A-E]$/);
            await ff.clickChoice(page, actions.find((a) => a.startsWith('Discard')) ?? actions[0]);
          },
        });
        return { turns, clues, keyboard };
      },
      check: (end, { turns, clues, keyboard }) => {
        console.log(`Firefox Fireworks: ${turns} turns (${clues} clues, ${keyboard} by keyboard); ${end.title}`);
        assert.ok(turns >= 5, `the person acted ${turns} times`);
        assert.ok(clues >= 1 && keyboard >= 1, 'clues and the keyboard path were used');
        assert.equal(end.rows.length, 3, 'three players in the end panel');
        assert.match(end.title, /of 25 levels/);
      },
    },
  },
};

/**
 * The tables of the games in the box, watched as the midgame is (its
 * `reached`, `yourTurn` and `pieces` of the same game): the largest
 * table of each (ten seats of 6 nimmt! to 66 cows, five hands of Hanabi
 * with the rainbow colour) and the smallest Hanabi table, of two (the
 * one reviewed). Measured by table_geometry.test.mjs.
 */
export const BOXED = {
  'take5-ten-seats': {
    ...GAMES.take5.midgame,
    game: 'take5',
    seed: 3,
    levels: Array.from({ length: 10 }, (_, s) => (s % 2 ? 'medium' : 'easy')),
    options: { rounds: 5, preset: null, seats: 10, ending: 'to_66' },
    what: 'ten seats late in a round, a row full',
    // A row of five cards and two to five cards left in every hand.
    reached: () => {
      const rows = [...document.querySelectorAll('.t5-table .t5-row')].map((row) => row.querySelectorAll('.t5-card').length);
      const left = [...document.querySelectorAll('.t5-seat-score')].map((p) => Number(/· (\d+) left/.exec(p.textContent)?.[1] ?? 0));
      return rows.some((n) => n === 5) && left.length === 10 && left.every((n) => n >= 2 && n <= 5);
    },
  },
  'hanabi-five-rainbow': {
    ...GAMES.fireworks.midgame,
    game: 'fireworks',
    seed: 8,
    levels: Array(5).fill('medium'),
    options: { rules: { max_tokens: 8, mistakes_allowed: 2, final_turns: 1 }, rounds: 1, preset: null, players: 5, deck: 'rainbow' },
    what: 'five hands of four, three or more fireworks built',
  },
  'hanabi-four-six-colours': {
    ...GAMES.fireworks.midgame,
    game: 'fireworks',
    seed: 10,
    levels: ['medium', 'easy', 'medium', 'easy'],
    options: { rules: { max_tokens: 8, mistakes_allowed: 2, final_turns: 1 }, rounds: 1, preset: null, players: 4, deck: 'six_colours' },
    what: 'four hands of four, six piles, three or more fireworks built',
  },
  'hanabi-two': {
    ...GAMES.fireworks.midgame,
    game: 'fireworks',
    ...HANABI_TWO,
    what: 'two hands of five, three or more fireworks built',
  },
};

/** What each entry of GAMES must have. */
const FIELDS = ['title', 'midgame', 'firstMove', 'hint', 'review', 'ruleSets', 'studio', 'firefox'];

/** The games of the built app (dist/index.html's `data-parlour-games`,
 * written by the post-build hook), in GAMES's order; throws unless GAMES
 * has a whole entry for each of them and for no other game. */
async function builtGames() {
  const index = join(DIST, 'index.html');
  const html = await readFile(index, 'utf8').catch(() => '');
  const built = /data-parlour-games="([^"]*)"/.exec(html)?.[1].split(' ').filter(Boolean);
  if (!built) throw new Error(`${index} lists no games (data-parlour-games): build the app first`);
  const ids = Object.keys(GAMES);
  const problems = [
    ...built.filter((id) => !ids.includes(id)).map((id) => `${id}: the app has it, tests/e2e/games.mjs has no entry`),
    ...ids.filter((id) => !built.includes(id)).map((id) => `${id}: an entry in tests/e2e/games.mjs, not a game of the built app`),
    ...ids.flatMap((id) => FIELDS.filter((field) => !(field in GAMES[id])).map((field) => `${id}: no \`${field}\` in tests/e2e/games.mjs`)),
  ];
  if (problems.length > 0) throw new Error(`the browser tests' games:\n${problems.join('\n')}`);
  return ids;
}

/** The ids of the games every per-game test runs for. */
export const GAME_IDS = await builtGames();

// Helpers of the entries above (hoisted: the entries call them).

/** 6 nimmt!: chooses card `n` from the hand the board shows. */
function take5Card(n) {
  return async (page) => {
    await page.getByRole('button', { name: new RegExp(`^Play card ${n}\\b`) }).click();
  };
}

/** Morris: presses point `field` on the board (not the set-up editor's). */
function morrisPress(field) {
  return async (page) => {
    await morrisPoint(page, field).first().click();
  };
}

/** Fireworks: plays (`how` 'Play') or discards card `letter` of the seat
 * whose hand is the board's own: the card, then the action. */
function fireworksCard(how, letter) {
  return async (page) => {
    await page.locator('.fw-hand.is-own').getByRole('button', { name: new RegExp(`card ${letter}, `) }).first().click();
    await page.getByRole('button', { name: `${how} card ${letter}`, exact: true }).click();
  };
}

/** Fireworks in Firefox: gives Bob the first clue the rules allow on his
 * first card, pressing through `via`; false (and the choice cancelled)
 * when no clue is allowed. */
async function clueBob(page, ff, via) {
  const [card] = await ff.buttonNames(page, /^Bob's card [A-E], /);
  await via(page, card);
  await page.waitForFunction(() => document.querySelector('.fw-controls .fw-clues') !== null, { timeout: 10000 });
  const [clue] = await ff.buttonNames(page, /^Hint Bob: /);
  if (!clue) {
    await page.keyboard.press('Escape');
    return false;
  }
  await via(page, clue);
  await ff.waitForChoices(page, /^Give hint$/, { timeout: 10000 });
  await via(page, 'Give hint');
  return true;
}
