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
