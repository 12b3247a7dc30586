// Where things are drawn, looked at as a person looks at a table: for
// every game, a game in progress (watched to its end, stepped back to a
// moment in the middle, shared and played on against AIs: see
// positions.mjs and each game's `midgame` in games.mjs) and the finished
// game's end panel, at 1280×800 and 390×844, in both themes. Every drawn
// element of the table lies inside the table (and inside its own picture,
// which would clip it), the table fits the screen, no two cards, piles or
// stones overlap, nothing beside the table overlaps (status, step bar,
// log), and the end panel's ranking fits inside the panel and the screen.
// Screenshots go to target/screenshots/ (SCREENSHOTS=0 skips them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedBrowser, shot, openPage, appReady } from './harness.mjs';
import { watchWholeGame, stepBackToMidgame, playOnFromHere, quickSettings } from './positions.mjs';
import { GAMES, GAME_IDS, BOXED } from './games.mjs';

const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const shared = sharedBrowser();

/**
 * Runs in the page: what is drawn wrong in `.game-board` (and in the end
 * panel, when there is one). `pieces` selects the cards, piles and stones
 * that must not overlap one another.
 */
function misdrawn(pieces) {
  const problems = [];
  // The part of an element that shows: its box cut by every ancestor
  // that clips (a scrolling log, a hand that scrolls sideways).
  const rect = (el) => {
    const r = el.getBoundingClientRect();
    let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      if (a instanceof SVGElement) continue;
      const c = a.getBoundingClientRect();
      [left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right), Math.min(bottom, c.bottom)];
    }
    // Cut away whole (a log entry scrolled out of sight): nothing shows.
    const gone = right < left || bottom < top;
    const [width, height] = [Math.max(0, right - left), Math.max(0, bottom - top)];
    return { left, top, right: left + width, bottom: top + height, width, height, gone };
  };
  const whole = (el) => el.getBoundingClientRect();
  const fmt = (r) => `${Math.round(r.width)}×${Math.round(r.height)} at (${Math.round(r.left)}, ${Math.round(r.top)})`;
  const name = (el) => {
    const cls = el.getAttribute('class') ?? '';
    const label = el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 24);
    return `<${el.tagName.toLowerCase()}${cls ? ` class="${cls}"` : ''}> "${label}"`;
  };
  const inside = (r, outer) =>
    r.left >= outer.left - 1 && r.top >= outer.top - 1 && r.right <= outer.right + 1 && r.bottom <= outer.bottom + 1;
  const invisibleShape = (el, style) =>
    el instanceof SVGGeometryElement &&
    !(el instanceof SVGTextContentElement) &&
    ['none', 'transparent', 'rgba(0, 0, 0, 0)'].includes(style.fill) &&
    style.stroke === 'none';
  const drawn = (el) => {
    if (el.getClientRects().length === 0 || el.closest('.sr-only')) return false;
    const r = rect(el);
    if (r.gone || (r.width === 0 && r.height === 0)) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.opacity !== '0' && !invisibleShape(el, style);
  };
  const outermostSvg = (el) => {
    let svg = el instanceof SVGElement ? el.ownerSVGElement : null;
    while (svg?.ownerSVGElement) svg = svg.ownerSVGElement;
    return svg;
  };
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const board = document.querySelector('.game-board');
  const table = rect(board);
  if (table.right > width + 1 || table.left < -1) problems.push(`the table ${fmt(table)} is wider than the screen (${width} px)`);
  if (table.bottom > height + 1) problems.push(`the table ${fmt(table)} goes below the screen (${height} px)`);
  for (const el of board.querySelectorAll('*')) {
    if (!drawn(el)) continue;
    const r = rect(el);
    if (!inside(r, table)) problems.push(`${name(el)} ${fmt(r)} is outside the table ${fmt(table)}`);
    const svg = outermostSvg(el);
    if (svg && !inside(whole(el), whole(svg))) {
      problems.push(`${name(el)} ${fmt(whole(el))} is outside its picture ${fmt(whole(svg))}, which cuts it off`);
    }
  }
  const overlap = (p, q) =>
    Math.min(p.right, q.right) - Math.max(p.left, q.left) > 1 && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 1;
  // Two of `elements` (neither inside the other) that overlap.
  const overlapping = (elements, where) => {
    for (let i = 0; i < elements.length; i++) {
      for (let j = i + 1; j < elements.length; j++) {
        const [a, b] = [elements[i], elements[j]];
        if (a.contains(b) || b.contains(a) || !overlap(rect(a), rect(b))) continue;
        problems.push(`${where}${name(a)} ${fmt(rect(a))} overlaps ${name(b)} ${fmt(rect(b))}`);
      }
    }
  };
  overlapping([...board.querySelectorAll(pieces)].filter(drawn), '');
  // Beside the table: the status, the step bar, the end panel and the
  // log; no two of their texts or controls overlap.
  overlapping([...document.querySelectorAll('.game-side :is(p, h2, h3, button, th, td, li, label, select)')].filter(drawn), 'beside the table, ');
  const panel = document.querySelector('.end-panel');
  if (panel) {
    const box = rect(panel);
    if (box.right > width + 1 || box.left < -1) problems.push(`the end panel ${fmt(box)} is wider than the screen`);
    const cells = [...panel.querySelectorAll('*')].filter(drawn);
    for (const el of cells) {
      if (!inside(rect(el), box)) problems.push(`${name(el)} ${fmt(rect(el))} sticks out of the end panel ${fmt(box)}`);
    }
    if (overlap(box, table)) problems.push(`the end panel ${fmt(box)} overlaps the table ${fmt(table)}`);
  }
  return problems.slice(0, 12);
}

/** Measures the page at every size; `label` names the moment. What is
 * out of place goes to `wrong`, one line per thing. */
async function measureAllSizes(page, id, label, report, wrong, game = GAMES[id].midgame) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(100);
    await shot(page, `geometry-${id}-${label.replaceAll(' ', '-')}-${size.name}`);
    const problems = await page.evaluate(misdrawn, game.pieces);
    wrong.push(...problems.map((p) => `${id} ${label} at ${size.name} ${size.width}×${size.height}: ${p}`));
    const pieces = await page.locator(game.pieces).count();
    report.push(`${id} ${label} ${size.name}: ${pieces} pieces, ${problems.length} things out of place`);
  }
}

test('every game in progress and its end panel are drawn in place at laptop and phone size, in both themes', async () => {
  const { context, page, problems } = await openPage(shared.browser, shared.server.origin);
  // GAMES=take5,morris measures only those (while working on a table).
  const only = process.env.GAMES?.split(',');
  const ids = GAME_IDS.filter((id) => !only || only.includes(id));
  const report = [];
  const wrong = [];
  for (const id of ids) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await watchWholeGame(page, shared.server.appUrl, id);
    await measureAllSizes(page, id, 'end panel', report, wrong);
    await page.setViewportSize({ width: 1280, height: 800 });
    await stepBackToMidgame(page, id);
    const link = await playOnFromHere(page, id);
    report.push(`${id}: ${GAMES[id].midgame.what}, shared as ${link.length} characters`);
    for (const theme of ['light', 'dark']) {
      // The game played on is saved: a reload with the other theme
      // opens it again at the same moment.
      await page.evaluate((settings) => localStorage.setItem('parlour.settings.v1', JSON.stringify(settings)), quickSettings(theme));
      await page.reload();
      await appReady(page);
      await GAMES[id].midgame.yourTurn(page).first().waitFor({ timeout: 30000 });
      await measureAllSizes(page, id, `in progress ${theme}`, report, wrong);
    }
  }
  console.log(report.join('\n'));
  assert.deepEqual(wrong, [], 'everything drawn in place');
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  await context.close();
});

test('the tables of the games in the box (ten seats, five hands, two hands) are drawn in place at laptop and phone size', async () => {
  const { context, page, problems } = await openPage(shared.browser, shared.server.origin);
  const report = [];
  const wrong = [];
  for (const [label, table] of Object.entries(BOXED)) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await watchWholeGame(page, shared.server.appUrl, table.game, 'light', table);
    await measureAllSizes(page, label, 'end panel', report, wrong, table);
    await page.setViewportSize({ width: 1280, height: 800 });
    await stepBackToMidgame(page, label, table);
    await measureAllSizes(page, label, 'in progress', report, wrong, table);
  }
  console.log(report.join('\n'));
  assert.deepEqual(wrong, [], 'everything drawn in place');
  assert.deepEqual(problems.consoleErrors, [], 'console errors');
  await context.close();
});
