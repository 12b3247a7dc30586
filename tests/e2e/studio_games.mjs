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
    // A white stone set on G1 (White then has 8 in hand).
    setUp: async (page) => {
      await page.getByRole('button', { name: 'Point G1: empty' }).click();
      await page.getByRole('button', { name: 'Point G1: white' }).waitFor();
      await page.getByText('White: 1 on the board + 8 in hand + 0 lost = 9 of 9').waitFor();
    },
    line: [point('A1'), point('G7'), point('A4')],
    mark: 'point A1',
    hint: 'Two in a row on the left.',
    wrong: point('B2'),
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
  hint: 'Green 1 fits.',
  wrong: card('Play', 'C'),
  right: card('Play', 'B'),
});

/** Chooses 6 nimmt! card `n` from the hand the board shows. */
const choose = (n) => async (page) => {
  await page.getByRole('button', { name: new RegExp(`^Play card ${n}\\b`) }).click();
};

STUDIO_GAMES.unshift({
  id: 'take5',
  title: '6 nimmt!',
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
  line: [choose(45), choose(46), choose(47)],
  mark: 'row 4',
  hint: 'Look at how full row 4 is.',
  wrong: choose(70),
  right: choose(47),
});
