// Starts parlour. Loaded as a same-origin module so the page's CSP needs no
// 'unsafe-inline' script (see Trunk.toml). Trunk writes the hashed names of
// the page's wasm-bindgen JS and wasm file into this tag's data attributes.
const tag = document.querySelector('script[data-parlour-js]');

// The panic overlay's Reload button (built by Rust with plain DOM calls) is
// handled here in plain JavaScript, so it works even after the wasm module
// has aborted.
document.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest('[data-parlour-reload]')) {
    location.reload();
  }
});

// Apply the saved theme before the wasm loads, so a dark-theme player does
// not see a flash of the light page (src/ui/theme.rs takes over afterwards).
try {
  const saved = JSON.parse(localStorage.getItem('parlour.settings.v1') || '{}');
  const dark = saved.theme === 'dark' ||
    (saved.theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
} catch {
  // Unreadable storage: the app reports it once it has started.
}

function showLoadError(error) {
  const box = document.getElementById('app') || document.body;
  const message = document.createElement('p');
  message.className = 'load-error';
  message.setAttribute('role', 'alert');
  message.textContent = 'parlour could not start in this browser: ' + error;
  box.replaceChildren(message);
}

// Every wasm module of the page is loaded the same way: parlourModule(name)
// imports the ES module <name>.js (the wasm-bindgen glue) and starts
// <name>_bg.wasm, both relative to the page, once per page whichever module
// asks (the page's own, a game's, the extras module, the studio), and
// resolves to the module's exports; a failed loading is forgotten, so a
// later call tries again (src/ui/modules/loading.rs).
const base = document.baseURI;
const modules = new Map();
function loadModule(js, wasm) {
  return import(new URL(js, base).href).then(async (glue) => {
    await glue.default({ module_or_path: new URL(wasm, base) });
    // The module's start and its first call (a part mounted, a screen
    // drawn) run as two tasks, so neither holds the page for both.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return glue;
  });
}
globalThis.parlourModule = (name) => {
  if (!modules.has(name)) {
    const loading = loadModule(`./${name}.js`, `./${name}_bg.wasm`);
    modules.set(name, loading);
    loading.catch(() => modules.delete(name));
  }
  return modules.get(name);
};

// Which module starts: an address that opens on a game (#/play/<id>…,
// #/embed/<id>…: a shared game, a lesson, a class's embed) starts that game's
// own module, the whole app with that game's screen (src/ui/modules); any
// other address starts the page's, which carries no game. scripts/post-build.sh
// lists the games that have a module; Trunk names the page's files.
const opening = /^#\/(?:play|embed)\/([a-z0-9]+)(\/join\/)?/.exec(location.hash);
const games = (tag.dataset.parlourGames || '').split(' ');
const game = opening && games.includes(opening[1]) ? opening[1] : null;
// An invitation to a table hosted on another device starts the game's guest
// module (only the guest's page) at once.
const kind = game && opening[2] ? 'guest' : 'play';

// Fetch the wasm beside the JavaScript glue, not after it.
const preload = document.createElement('link');
preload.rel = 'preload';
preload.as = 'fetch';
preload.type = 'application/wasm';
preload.crossOrigin = 'anonymous';
preload.href = game ? `${kind}_${game}_bg.wasm` : tag.dataset.parlourWasm;
document.head.append(preload);

try {
  if (game) {
    // A game's module is asked to start; the page's starts itself (its main).
    const screen = await globalThis.parlourModule(`${kind}_${game}`);
    screen.start(false);
  } else {
    await loadModule(tag.dataset.parlourJs, tag.dataset.parlourWasm);
  }
} catch (error) {
  console.error(error);
  showLoadError(error);
}

// Offline play and the update notice (offline.js), only now that the app has
// started (or failed to: a newer build may fix it), so that the service
// worker's downloads never compete with the first paint.
if ('serviceWorker' in navigator) {
  import('./offline.js').catch((error) => console.warn('parlour: offline.js did not load:', error));
}
