// parlour in English, French and German: the first language follows the
// browser's, Settings switches it at once (no reload) and keeps it, a page's
// `?lang=` (an embed in a class's language) wins, and the document's `lang`
// follows, so the axe audit still passes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launchBrowser, openPage, appReady, audit, shot } from './harness.mjs';

let server;
let browser;

before(async () => {
  server = await serveDist();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const lang = (page) => page.evaluate(() => document.documentElement.lang);
const nav = (page, name) => page.getByRole('navigation').getByRole('link', { name, exact: true });

/** The words each language shows on the pages the test visits. */
const WORDS = {
  en: { settings: 'Settings', language: 'Language', take5: '6 nimmt!', play: 'Play 6 nimmt!', rules: 'Rules of 6 nimmt!' },
  fr: { settings: 'Réglages', language: 'Langue', take5: '6 qui prend\u00a0!', play: 'Jouer à 6 qui prend\u00a0!', rules: 'Règles de 6 qui prend\u00a0!' },
  de: { settings: 'Einstellungen', language: 'Sprache', take5: '6 nimmt!', play: '6 nimmt! spielen', rules: 'Regeln von 6 nimmt!' },
};

/** Checks the home page, a rules page and a game page in `code`. */
async function pagesRead(page, code) {
  const words = WORDS[code];
  await page.goto(server.appUrl + '#/');
  await appReady(page);
  assert.equal(await lang(page), code);
  await nav(page, words.settings).waitFor();
  await page.getByRole('link', { name: words.play, exact: true }).waitFor();
  await page.getByRole('link', { name: words.rules, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: words.rules }).waitFor();
  await page.goto(server.appUrl + '#/play/take5');
  await page.getByRole('heading', { level: 1, name: words.take5 }).waitFor();
  assert.match(await page.title(), new RegExp(`^${words.take5.replace(/[!?]/g, '.')} · parlour$`));
}

test('the first language follows the browser, and Settings switches it at once and keeps it', async () => {
  const { context, page, problems } = await openPage(browser, server.origin, { locale: 'de-DE', bypassCSP: true });
  await page.goto(server.appUrl);
  await appReady(page);
  assert.equal(await lang(page), 'de', "a German browser's first visit is in German");
  await pagesRead(page, 'de');

  await nav(page, WORDS.de.settings).click();
  const select = page.getByRole('combobox', { name: WORDS.de.language });
  await select.selectOption('fr');
  // At once, without a reload: the header, the page and the form.
  await nav(page, WORDS.fr.settings).waitFor();
  await page.getByRole('heading', { level: 1, name: WORDS.fr.settings }).waitFor();
  const again = page.getByRole('combobox', { name: WORDS.fr.language });
  await again.waitFor();
  assert.equal(await again.inputValue(), 'fr');
  assert.equal(await lang(page), 'fr');
  assert.ok(await again.evaluate((el) => el === document.activeElement), 'the choice keeps the focus');
  assert.deepEqual(await audit(page, 'settings fr'), []);
  // The person's default name reads as French, and is not kept as a typed name.
  assert.equal(await page.getByLabel('Nom du joueur').getAttribute('placeholder'), 'Vous');
  assert.equal(await page.getByLabel('Nom du joueur').inputValue(), '');
  await shot(page, 'languages-settings-fr');

  await page.reload();
  await appReady(page);
  assert.equal(await lang(page), 'fr', 'the choice survives a reload');
  await pagesRead(page, 'fr');
  // The New game dialog shows the person's default name as "Vous" too
  // (for people at one device: against AIs the name is the settings').
  await page.getByRole('button', { name: 'Nouvelle partie', exact: true }).click();
  await page.locator('#new-mode-hot-seat').check();
  const person = page.getByLabel('Nom de la personne 1');
  await person.waitFor({ timeout: 30000 });
  assert.equal(await person.getAttribute('placeholder'), 'Vous');
  assert.equal(await person.inputValue(), '');
  await page.keyboard.press('Escape');
  assert.deepEqual(await audit(page, 'game fr'), []);
  await shot(page, 'languages-game-fr');

  await page.goto(server.appUrl + '#/settings');
  await page.getByRole('combobox', { name: WORDS.fr.language }).selectOption('en');
  await nav(page, WORDS.en.settings).waitFor();
  await pagesRead(page, 'en');
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.foreignRequests, []);
  await context.close();
});

test("an embed's ?lang= shows the class's language and keeps nothing", async () => {
  const { context, page, problems } = await openPage(browser, server.origin, { locale: 'en-US' });
  await page.goto(`${server.appUrl}?lang=fr#/embed/take5/lesson/1`);
  await page.getByRole('link', { name: 'ouvrir dans parlour' }).waitFor();
  assert.equal(await lang(page), 'fr');
  // The route may carry it too, as a teacher may paste it after the hash.
  await page.goto(`${server.appUrl}#/embed/morris/lesson/1?lang=de`);
  await page.reload();
  await page.getByRole('link', { name: 'in parlour öffnen' }).waitFor();
  assert.equal(await lang(page), 'de');
  // A lesson's explanations in each language: the same step of the same
  // lesson reads differently in English, French and German.
  const explained = {};
  for (const code of ['en', 'fr', 'de']) {
    await page.goto(`${server.appUrl}?lang=${code}#/embed/take5/lesson/1`);
    await page.reload();
    const step = page.locator('.step-explanation').first();
    await step.waitFor({ timeout: 30000 });
    // The lesson's first step, its prepared deal (rows starting with 9,
    // 19, 33 and 69), not the fresh game shown while the lesson loads: the
    // step bar's first button (named in the language) until it shows.
    const first = page.locator('.step-controls .step-btn').first();
    for (let i = 0; i < 60 && !((await step.textContent()) ?? '').includes('9, 19, 33'); i++) {
      if (await first.isEnabled()) await first.click();
      await page.waitForTimeout(250);
    }
    assert.equal(await lang(page), code);
    explained[code] = (await step.textContent()).trim();
    assert.ok(explained[code].includes('9, 19, 33'), `${code}: the lesson's first step: ${explained[code]}`);
  }
  assert.notEqual(explained.fr, explained.en, `French: ${explained.fr}`);
  assert.notEqual(explained.de, explained.en, `German: ${explained.de}`);
  assert.notEqual(explained.fr, explained.de);
  // Neither changed the app's own language.
  await page.goto(server.appUrl + '#/');
  await page.reload();
  await appReady(page);
  assert.equal(await lang(page), 'en');
  assert.deepEqual(problems.consoleErrors, []);
  await context.close();
});

test('on a phone, the longer French and German words stay on the screen', async () => {
  for (const locale of ['fr-FR', 'de-DE']) {
    const { context, page, problems } = await openPage(browser, server.origin, { locale });
    await page.setViewportSize({ width: 390, height: 844 });
    const routes = ['#/', ...(await page.goto(server.appUrl).then(() => appReady(page)).then(() =>
      page.locator('main a[href^="#/play/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))))];
    for (const route of routes) {
      await page.goto(server.appUrl + route);
      await appReady(page);
      if (route !== '#/') await page.locator('.game-board').waitFor();
      const wide = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const out = [...document.querySelectorAll('.site-header a, .step-position')]
          .filter((e) => { const r = e.getBoundingClientRect(); return r.left < 0 || r.right > width; })
          .map((e) => e.textContent);
        return { scroll: document.documentElement.scrollWidth, width, out };
      });
      assert.ok(wide.scroll <= wide.width, `${locale} ${route}: the page is ${wide.scroll} px wide on ${wide.width}`);
      assert.deepEqual(wide.out, [], `${locale} ${route}: off the screen`);
      if (route !== '#/') {
        // The step bar's position never sits on its buttons.
        const overlap = await page.evaluate(() => {
          const p = document.querySelector('.step-position')?.getBoundingClientRect();
          return [...document.querySelectorAll('.step-controls .step-btn')].some((b) => {
            const r = b.getBoundingClientRect();
            return p && r.right > p.left && r.left < p.right && r.bottom > p.top && r.top < p.bottom;
          });
        });
        assert.equal(overlap, false, `${locale} ${route}: the step position covers a button`);
      }
    }
    assert.deepEqual(problems.consoleErrors, []);
    await context.close();
  }
});
