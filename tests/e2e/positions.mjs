// Games in progress, reached as a person would reach them: watch AIs play
// a whole game at the fastest pace, step back to a moment in the middle,
// share that moment and play on from it against AIs. Each game's table and
// what "in progress" means on it is its `midgame` in games.mjs. The table
// geometry test (table_geometry.test.mjs) measures these tables and the
// end panels; scripts/screenshots.mjs photographs them for the README.
import { appReady } from './harness.mjs';
import { GAMES } from './games.mjs';

/** Each game's `midgame` (games.mjs), by id. */
export const MIDGAME = Object.fromEntries(Object.entries(GAMES).map(([id, game]) => [id, game.midgame]));

/** Settings for a quick, unpaused table in `theme`. */
export const quickSettings = (theme = 'light') => ({ version: 1, theme, step_through: false, animation_speed: 'off' });

/** A saved, not started game of `id` in which only AIs play (`game`:
 * the midgame table of `id`, or another, as games.mjs's BOXED). */
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
