// Games in progress, reached as a person would reach them: watch AIs play
// a whole game at the fastest pace, step back to a moment in the middle,
// share that moment and play on from it against AIs. The table geometry
// test (table_geometry.test.mjs) measures these tables and the end panels;
// scripts/screenshots.mjs photographs them for the README.
import { appReady, playOneCard, waitForPerson } from './harness.mjs';

/**
 * Per game (by id): the AIs watched (a fixed seed, a quick level per
 * seat), what "in
 * progress" means on its table (a test run in the page on the board as
 * drawn, told whether it looks at the watched game or the one played on), what a person can press when it is their turn (a locator), and
 * the drawn pieces (cards, piles, stones) that must never overlap.
 */
export const MIDGAME = {
  take5: {
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
  morris: {
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
  // The CodinGame match of four rounds: its end panel is the widest.
  fireworks: {
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
};

/**
 * The tables of the games in the box, watched as MIDGAME's are (its
 * `reached`, `yourTurn` and `pieces` of the same game): the largest
 * table of each (ten seats of 6 nimmt! to 66 cows, five hands of Hanabi
 * with the rainbow colour) and the smallest Hanabi table, of two.
 */
export const BOXED = {
  'take5-ten-seats': {
    ...MIDGAME.take5,
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
    ...MIDGAME.fireworks,
    game: 'fireworks',
    seed: 8,
    levels: Array(5).fill('medium'),
    options: { rules: { max_tokens: 8, mistakes_allowed: 2, final_turns: 1 }, rounds: 1, preset: null, players: 5, deck: 'rainbow' },
    what: 'five hands of four, three or more fireworks built',
  },
  'hanabi-four-six-colours': {
    ...MIDGAME.fireworks,
    game: 'fireworks',
    seed: 10,
    levels: ['medium', 'easy', 'medium', 'easy'],
    options: { rules: { max_tokens: 8, mistakes_allowed: 2, final_turns: 1 }, rounds: 1, preset: null, players: 4, deck: 'six_colours' },
    what: 'four hands of four, six piles, three or more fireworks built',
  },
  'hanabi-two': {
    ...MIDGAME.fireworks,
    game: 'fireworks',
    seed: 9,
    levels: ['medium', 'medium'],
    options: { rules: { max_tokens: 8, mistakes_allowed: 2, final_turns: 1 }, rounds: 1, preset: null, players: 2 },
    what: 'two hands of five, three or more fireworks built',
  },
};

/** Settings for a quick, unpaused table in `theme`. */
export const quickSettings = (theme = 'light') => ({ version: 1, theme, step_through: false, animation_speed: 'off' });

/** A saved, not started game of `id` in which only AIs play (`game`:
 * MIDGAME's table of `id`, or a BOXED one). */
function watchedGame(id, game = MIDGAME[id]) {
  return {
    version: 1,
    setup: {
      mode: 'watch',
      seats: game.levels.map((level, s) => ({ name: `AI ${s + 1}`, kind: { kind: 'ai', level } })),
    },
    record: { format: 1, game: id, options: game.options, seed: game.seed, steps: [] },
  };
}

/** Opens `route` with these settings (and this saved game of `id`, if
 * given) in a page that has loaded the app once. */
export async function openWith(page, appUrl, route, settings, id = null, saved = null) {
  await page.goto(appUrl);
  await appReady(page);
  await page.evaluate(
    ([settings, key, saved]) => {
      localStorage.clear();
      localStorage.setItem('parlour.settings.v1', JSON.stringify(settings));
      if (key) localStorage.setItem(key, JSON.stringify(saved));
    },
    [settings, id && `parlour.${id}.game.v1`, saved],
  );
  await page.goto(appUrl + route);
  await page.reload();
  await appReady(page);
  await page.locator('.game-board').waitFor();
}

/** Watches AIs play a whole game of `id` at the fastest pace and waits for
 * its end panel. */
export async function watchWholeGame(page, appUrl, id, theme = 'light', game = MIDGAME[id]) {
  await openWith(page, appUrl, `#/play/${id}`, quickSettings(theme), id, watchedGame(id, game));
  await page.locator('#game-pace').selectOption('Fast');
  await page.getByRole('heading', { name: /^Game over: / }).waitFor({ timeout: 180000 });
}

/** From the end of a finished game, steps back (Left arrow on the step
 * bar) to the last moment where `id`'s table is in progress. */
export async function stepBackToMidgame(page, id, game = MIDGAME[id]) {
  await page.getByRole('button', { name: 'Previous step' }).focus();
  for (let i = 0; i < 1500; i++) {
    if (await page.evaluate(game.reached, true)) return;
    await page.keyboard.press('ArrowLeft');
  }
  throw new Error(`${id}: no moment of the watched game is ${game.what}`);
}

/** Shares the moment on the board, opens the link, plays on from it
 * against AIs and waits for the person's turn (playing the person's turns
 * where the game says how, until the table is in progress as it means).
 * Resolves to the link. */
export async function playOnFromHere(page, id) {
  await page.getByRole('button', { name: 'Share this game' }).click();
  await page.waitForFunction(() => document.getElementById('share-link')?.value.startsWith('http'));
  const link = await page.locator('#share-link').inputValue();
  await page.keyboard.press('Escape');
  await page.goto(link);
  await page.getByText(/^A shared game, shown at step/).waitFor();
  await page.getByRole('button', { name: 'Play on from here against AIs' }).click();
  const game = MIDGAME[id];
  await game.yourTurn(page).first().waitFor({ timeout: 30000 });
  for (let turn = 0; !(await page.evaluate(game.reached, false)); turn++) {
    if (!game.playOneTurn || turn >= 60) throw new Error(`${id}: the game played on is not ${game.what}`);
    await game.playOneTurn(page);
  }
  return link;
}

/** A game of `id` in progress against AIs, waiting for the person (the
 * page's saved game, so a reload keeps it). */
export async function gameInProgress(page, appUrl, id) {
  await watchWholeGame(page, appUrl, id);
  await stepBackToMidgame(page, id);
  await playOnFromHere(page, id);
}
