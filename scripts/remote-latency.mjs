// How long a guest's move takes to reach every device: a whole Nine Men's
// Morris game between a host page (White, a person) and a guest page
// (Black) in separate headless Chromium contexts, over a WebRTC data
// channel on this machine with no STUN server. Every page records when each
// of its channel's messages left and arrived (performance.timeOrigin +
// performance.now(), one clock on one machine), and this prints, over the
// guest's moves: guest → host (the choice's one way), the host's turn (its
// choice read, played, drawn and the update written), and the round trip
// (the guest's choice to the guest's table updated), as median and p95.
//
// Usage (after `trunk build --release --offline`):
//   node scripts/remote-latency.mjs
import { serveDist, launchBrowser, openPage, appReady, morrisPointsWith, MORRIS_CHOICES, morrisGameOver } from '../tests/e2e/harness.mjs';

/** Records, in the page, every message its data channels send and receive. */
function recordChannel() {
  window.__sent = [];
  window.__received = [];
  const now = () => performance.timeOrigin + performance.now();
  const make = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = make.apply(this, args);
    const send = channel.send.bind(channel);
    channel.send = (data) => {
      window.__sent.push([now(), data]);
      send(data);
    };
    channel.addEventListener('message', (event) => window.__received.push([now(), event.data]));
    return channel;
  };
}

const SETTINGS = { version: 1, step_through: false, animation_speed: 'off' };
const SAVED = {
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

async function open(browser, server, url, saved) {
  const opened = await openPage(browser, server.origin);
  await opened.page.addInitScript(recordChannel);
  await opened.page.goto(server.appUrl);
  await appReady(opened.page);
  await opened.page.evaluate(
    ([settings, saved]) => {
      localStorage.setItem('parlour.settings.v1', JSON.stringify(settings));
      if (saved) localStorage.setItem('parlour.morris.game.v1', JSON.stringify(saved));
    },
    [SETTINGS, saved],
  );
  await opened.page.goto(url);
  await opened.page.reload();
  return opened.page;
}

async function pressOne(page) {
  for (const suffix of MORRIS_CHOICES) {
    const choices = morrisPointsWith(page, suffix);
    if ((await choices.count()) > 0) {
      await choices.first().click();
      return true;
    }
  }
  return false;
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const line = (name, values) =>
  `${name.padEnd(44)} median ${quantile(values, 0.5).toFixed(1).padStart(6)} ms   p95 ${quantile(values, 0.95).toFixed(1).padStart(6)} ms   (${values.length} moves)`;

const server = await serveDist();
const browser = await launchBrowser();
try {
  const host = await open(browser, server, server.appUrl + '#/play/morris', SAVED);
  const invitation = host.locator('#invitation-1');
  await invitation.waitFor({ timeout: 15000 });
  const guest = await open(browser, server, await invitation.inputValue(), null);
  const answer = guest.locator('#guest-answer');
  await answer.waitFor({ timeout: 15000 });
  await host.locator('#answer-1').fill(await answer.inputValue());
  await host.getByRole('button', { name: 'Connect Ben' }).click();
  await guest.getByText('You play Ben.').waitFor({ timeout: 15000 });
  for (let guard = 0; guard < 3000 && !(await morrisGameOver(host).isVisible()); guard++) {
    const moved = (await pressOne(host)) | (await pressOne(guest));
    if (!moved) await host.waitForTimeout(20);
  }
  const [guestSent, guestReceived] = await guest.evaluate(() => [window.__sent, window.__received]);
  const [hostSent, hostReceived] = await host.evaluate(() => [window.__sent, window.__received]);
  const oneWay = [];
  const hostTurn = [];
  const roundTrip = [];
  for (const [sentAt, text] of guestSent) {
    const step = JSON.parse(text).step;
    const arrived = hostReceived.find(([at, t]) => t === text && at >= sentAt - 1);
    // The update that answers it: the first one after it naming a later step.
    const answered = hostSent.find(([at, t]) => at >= (arrived?.[0] ?? sentAt) && JSON.parse(t).step > step);
    const back = guestReceived.find(([at, t]) => at >= sentAt && JSON.parse(t).step > step);
    if (!arrived || !answered || !back) continue;
    oneWay.push(arrived[0] - sentAt);
    hostTurn.push(answered[0] - arrived[0]);
    roundTrip.push(back[0] - sentAt);
  }
  console.log(`A whole game of Nine Men's Morris, host and guest in headless Chromium on this machine (${server.origin}):`);
  console.log(line('guest → host (the choice crosses)', oneWay));
  console.log(line("the host's turn (read, played, drawn, sent)", hostTurn));
  console.log(line("round trip (the guest's table updated)", roundTrip));
} finally {
  await browser.close();
  await server.close();
}
