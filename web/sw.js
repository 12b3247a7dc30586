// parlour's service worker: plays the app offline, one build at a time.
//
// Registered by offline.js from the app's folder, so its scope is that folder
// (and any sub-folder a host may serve it from). Plain JavaScript, copied
// verbatim by Trunk; scripts/post-build.sh then writes the build's file list
// and version into the BUILD line below, after every build.
//
// - install: downloads every file of the build into the cache
//   `parlour-<version> <scope>`, bypassing the HTTP cache (boot.js, the
//   files copied as they are, and every module's and worker's files but the
//   page's own module have no hash in their names, so only the cache
//   version tells two builds apart), each checked against its SHA-256 (a
//   host being deployed to file by file may serve half of each build). One
//   missing or different file fails the install (the next visit tries
//   again), and the previous version keeps serving.
// - a new version waits (no skipWaiting on install): a page started from one
//   build must never load the files of another (a game's module, the extras
//   module, the studio and the workers load after the first paint). The
//   page offers "Reload to update" and posts {type: 'skip-waiting'} when
//   the person asks.
// - activate: deletes the caches of this scope's other versions.
// - fetch: same-origin GETs inside the scope come from this version's cache
//   first; navigations to the app's folder (or index.html, whatever the
//   query or hash) get the cached index.html; anything else, or anything
//   not cached, goes to the network.

// The next line is rewritten by scripts/post-build.sh (keep its marker).
// BUILD.files maps each file (relative to this script) to its SHA-256, in hex.
const BUILD = { version: '', files: {} }; // parlour:precache

const SCOPE = self.registration.scope;
const CACHE = `parlour-${BUILD.version} ${SCOPE}`;
const INDEX = new URL('index.html', SCOPE).href;

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

async function precache() {
  if (!BUILD.version || !BUILD.files['index.html']) {
    // Only a build's hook-written copy can run; the source file cannot.
    throw new Error('parlour sw.js: no precache list (not written by scripts/post-build.sh)');
  }
  const cache = await caches.open(CACHE);
  // `reload`: straight from the server, never a stale HTTP-cached file of an
  // older build; `integrity`: the fetch fails unless the file is this
  // build's. addAll stores nothing unless every fetch succeeds with an OK.
  const requests = Object.entries(BUILD.files).map(
    ([file, sha256]) => new Request(new URL(file, SCOPE), { cache: 'reload', integrity: sri(sha256) }),
  );
  try {
    await cache.addAll(requests);
  } catch (error) {
    // Leave nothing behind: the next visit starts this install afresh.
    await caches.delete(CACHE);
    throw error;
  }
}

/** A Subresource Integrity value from a SHA-256 in hex. */
function sri(hex) {
  const bytes = hex.match(/../g).map((pair) => parseInt(pair, 16));
  return 'sha256-' + btoa(String.fromCharCode(...bytes));
}

self.addEventListener('activate', (event) => {
  event.waitUntil(dropOtherVersions());
});

async function dropOtherVersions() {
  // Caches are per origin: only this scope's own older versions go, so
  // another copy of parlour in another folder of the same host keeps its own.
  const suffix = ` ${SCOPE}`;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith('parlour-') && name.endsWith(suffix) && name !== CACHE)
      .map((name) => caches.delete(name)),
  );
}

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  event.respondWith(answer(request));
});

/** True for the addresses of the app's page itself: its folder or index.html. */
function isAppPage(address) {
  const url = new URL(address);
  url.search = '';
  url.hash = '';
  return url.href === SCOPE || url.href === INDEX;
}

async function answer(request) {
  const page = request.mode === 'navigate' && isAppPage(request.url);
  // caches.match with a cacheName, unlike caches.open, never creates the
  // cache: if it is gone, everything comes from the network.
  const cached = await caches.match(page ? INDEX : request, { cacheName: CACHE });
  return cached || fetch(request);
}
