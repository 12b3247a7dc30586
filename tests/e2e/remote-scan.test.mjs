// The host takes a guest's answer with its camera, in headless Chromium:
// the host's browser has Chromium's fake camera, which films a Y4M file
// this test writes from the QR code the guest's page shows (read from the
// page's SVG, module by module). Chromium opens the file each time a
// capture starts, so each test writes its picture before pressing Scan.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { sharedBrowser, launchBrowser, SHOTS, openPage, appReady } from './harness.mjs';

const SETTINGS_KEY = 'parlour.settings.v1';
const SETTINGS = { version: 1, step_through: false, animation_speed: 'off', ai_level: 'easy' };
const WIDTH = 640;
const HEIGHT = 480;
const FILM = join(tmpdir(), `parlour-scan-${process.pid}.y4m`);

/** Writes the camera's film: one 640×480 frame of grey levels `luma`. */
function film(luma) {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  writeFileSync(FILM, Buffer.concat([header, Buffer.from(luma), chroma]));
}

/** A frame of grey stripes with `svg`'s QR code (its `viewBox` side and
 * its path of one-module squares, `M x,y h1v1h-1z`, as `qr_code` draws
 * them) in the middle, `module` pixels a module, its quiet zone white. */
function frameOf({ side, path }, module = 6) {
  const luma = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) luma[y * WIDTH + x] = (Math.floor(x / 40) + Math.floor(y / 40)) % 2 ? 90 : 150;
  }
  const left = Math.floor((WIDTH - side * module) / 2);
  const top = Math.floor((HEIGHT - side * module) / 2);
  const dark = new Set([...path.matchAll(/M(\d+),(\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`));
  assert.ok(dark.size > 100, `the QR code has its modules (${dark.size})`);
  for (let v = 0; v < side; v++) {
    for (let u = 0; u < side; u++) {
      const grey = dark.has(`${u},${v}`) ? 20 : 235;
      for (let dy = 0; dy < module; dy++) {
        luma.fill(grey, (top + v * module + dy) * WIDTH + left + u * module, (top + v * module + dy) * WIDTH + left + (u + 1) * module);
      }
    }
  }
  return luma;
}

/** The QR code `locator` (an `svg.qr-code`) shows. */
async function qrOf(locator) {
  return locator.evaluate((svg) => ({
    side: Number(svg.getAttribute('viewBox').split(' ')[2]),
    path: svg.querySelector('path').getAttribute('d'),
  }));
}

// Chromium lists its fake camera from the file when it starts: it must be
// there, whatever it shows.
film(new Uint8Array(WIDTH * HEIGHT).fill(200));
const shared = sharedBrowser([
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${FILM}`,
]);
after(() => rmSync(FILM, { force: true }));

/** Keeps, in the page, every camera stream it was given. */
function recordStreams() {
  window.__streams = [];
  const ask = MediaDevices.prototype.getUserMedia;
  MediaDevices.prototype.getUserMedia = async function (...args) {
    const stream = await ask.apply(this, args);
    window.__streams.push(stream);
    return stream;
  };
}

/** Whether every track of every stream the page was given has stopped. */
const allStopped = (page) =>
  page.evaluate(() => window.__streams.length > 0 && window.__streams.every((s) => s.getTracks().every((t) => t.readyState === 'ended')));

/** A host's page on a Morris table where Ben plays on another device. */
async function openHost(browser, size = { width: 1280, height: 800 }) {
  const opened = await openPage(browser, shared.server.origin);
  const { page } = opened;
  await page.addInitScript(recordStreams);
  await page.setViewportSize(size);
  await page.goto(shared.server.appUrl);
  await appReady(page);
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
  await page.evaluate(([key, settings, game]) => {
    localStorage.setItem(key, JSON.stringify(settings));
    localStorage.setItem('parlour.morris.game.v1', JSON.stringify(game));
  }, [SETTINGS_KEY, SETTINGS, saved]);
  await page.goto(shared.server.appUrl + '#/play/morris');
  await page.reload();
  await appReady(page);
  await page.locator('#invitation-1').waitFor({ timeout: 10000 });
  return opened;
}

test("the host scans the guest's answer with its camera and the table connects", async () => {
  const host = await openHost(shared.browser);
  const link = await host.page.locator('#invitation-1').inputValue();
  // The scan button asks for nothing until pressed.
  const scan = host.page.getByRole('button', { name: 'Scan answer from Ben' });
  await scan.waitFor();
  assert.equal(await host.page.evaluate(() => window.__streams.length), 0, 'no camera before the press');

  const guest = await openPage(shared.browser, shared.server.origin);
  await guest.page.setViewportSize({ width: 390, height: 844 });
  await guest.page.goto(link);
  await guest.page.locator('#guest-answer').waitFor({ timeout: 10000 });
  film(frameOf(await qrOf(guest.page.locator('svg.qr-code'))));

  await scan.click();
  const camera = host.page.getByRole('region', { name: "Camera for Ben's answer" });
  await host.page.getByText('Ben is connected.').waitFor({ timeout: 15000 });
  await guest.page.getByText('You play Ben.').waitFor({ timeout: 10000 });
  assert.equal(await camera.count(), 0, 'the camera closed');
  assert.ok(await allStopped(host.page), "the camera's tracks stopped");
  assert.deepEqual(host.problems.consoleErrors, []);
  assert.deepEqual(guest.problems.consoleErrors, []);
  await guest.context.close();
  await host.context.close();
});

test('a scanned invitation is refused with a sentence while the camera goes on; Stop stops it', async () => {
  for (const [size, name] of [[{ width: 1280, height: 800 }, 'laptop'], [{ width: 390, height: 844 }, 'phone']]) {
    const host = await openHost(shared.browser, size);
    // The host's own invitation, filmed by mistake.
    film(frameOf(await qrOf(host.page.locator('.remote-seat[data-seat="1"] svg.qr-code'))));
    await host.page.getByRole('button', { name: 'Scan answer from Ben' }).click();
    const camera = host.page.getByRole('region', { name: "Camera for Ben's answer" });
    await camera.waitFor();
    await host.page.getByText("This is not the answer code of this seat's invitation.").waitFor({ timeout: 15000 });
    assert.equal(await camera.count(), 1, 'the camera goes on for the right code');
    // The video plays: it has a picture.
    await host.page.waitForFunction(() => document.querySelector('.answer-camera video')?.videoWidth > 0);
    if (process.env.SCREENSHOTS !== '0') {
      // The seat's whole panel: invitation, answer box, camera, sentence.
      await host.page.locator('.remote-seat[data-seat="1"]').screenshot({ path: `${SHOTS}remote-scan-host-${name}.png` });
    }
    // Stop from the keyboard: the focus goes back to the Scan button.
    await camera.getByRole('button', { name: 'Stop' }).press('Enter');
    assert.equal(await camera.count(), 0, 'Stop closes the camera');
    await host.page.getByRole('button', { name: 'Scan answer from Ben' }).and(host.page.locator(':focus')).waitFor();
    assert.ok(await allStopped(host.page), "the camera's tracks stopped");
    await host.page.getByRole('button', { name: 'Scan answer from Ben' }).waitFor();
    assert.deepEqual(host.problems.consoleErrors, []);
    await host.context.close();
  }
});

test('the camera left open stops when the panel goes away', async () => {
  const host = await openHost(shared.browser);
  await host.page.getByRole('button', { name: 'Scan answer from Ben' }).click();
  await host.page.getByRole('region', { name: "Camera for Ben's answer" }).waitFor();
  await host.page.waitForFunction(() => window.__streams.length === 1);
  assert.ok(!(await allStopped(host.page)), 'the camera is on');
  // The host goes to the home page (the same page: only its address's
  // route changes): the host's panel goes away.
  await host.page.goto(shared.server.appUrl + '#/');
  await host.page.locator('.host-panel').waitFor({ state: 'detached', timeout: 10000 });
  assert.equal(await host.page.evaluate(() => window.__streams.length), 1, 'the same page');
  assert.ok(await allStopped(host.page), "the camera's tracks stopped");
  await host.context.close();
});

test('a camera refused to the page is said in words, and the answer can still be pasted', async () => {
  // A browser that asks the person, who is not there: headless Chromium
  // refuses.
  const browser = await launchBrowser(['--use-fake-device-for-media-stream']);
  try {
    const host = await openHost(browser);
    await host.page.getByRole('button', { name: 'Scan answer from Ben' }).click();
    await host.page.getByText('The camera may not be used here').waitFor({ timeout: 10000 });
    assert.equal(await host.page.getByRole('region', { name: "Camera for Ben's answer" }).count(), 0);
    await host.page.getByRole('button', { name: 'Scan answer from Ben' }).waitFor();
    await host.page.getByRole('button', { name: 'Connect Ben' }).waitFor();
    const alerts = await host.page.getByRole('alert').allTextContents();
    assert.ok(alerts.every((text) => !/Error|DOMException/.test(text)), `no browser error shown: ${alerts}`);
    await host.context.close();
  } finally {
    await browser.close();
  }
});
