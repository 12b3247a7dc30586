// What the studio test (studio.test.mjs) does in each game: its title, how
// the teacher sets up the table, the three steps of the line (the third is
// the learner's, asked as a question), a mark, and a wrong and a right
// answer on the learner's board.
import { morrisPoint } from './harness.mjs';

/** Clicks Morris point `field` on the board (not the set-up editor's). */
const point = (field) => async (page) => {
  await morrisPoint(page, field).first().click();
};

export const STUDIO_GAMES = [
  {
    id: 'morris',
    title: "Nine Men's Morris",
    lessonTitle: 'Keep the mill threat',
    setUp: async () => {},
    line: [point('A1'), point('G7'), point('A4')],
    mark: 'point A1',
    hint: 'Two in a row on the left.',
    wrong: point('G1'),
    right: point('A4'),
  },
];

/** Plays (`play`) or discards card `letter` of the seat whose hand is
 * the board's own: the card, then the action. */
const card = (how, letter) => async (page) => {
  await page.locator('.fw-hand.is-own').getByRole('button', { name: new RegExp(`card ${letter}, `) }).first().click();
  await page.getByRole('button', { name: `${how} card ${letter}`, exact: true }).click();
};

STUDIO_GAMES.push({
  id: 'fireworks',
  title: 'Fireworks',
  lessonTitle: 'Play what is known',
  // Two players under the standard rules, their hands chosen, the rest of
  // the deck shuffled.
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
  line: [card('Play', 'A'), card('Play', 'A'), card('Play', 'B')],
  mark: 'pile red',
  marksDrawn: true,
  hint: 'Green 1 fits.',
  wrong: card('Play', 'C'),
  right: card('Play', 'B'),
});
