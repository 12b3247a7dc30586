// Offline play and updates, on the page's side. boot.js imports this module
// once the app has started, so none of it delays the first paint.
//
// Registers sw.js from the app's own folder (a relative URL: its scope is
// whatever folder the app is served from). When a new build has installed
// and waits while this page runs on the old one, a notice offers to reload:
// its button tells the waiting worker to take over, and when it does
// (`controllerchange`) the page reloads once, into the new build. Until
// then the page keeps running on its own build's files. Saved games and
// settings are in localStorage, which an update leaves alone.
const sw = navigator.serviceWorker;

// Only a page that a worker already controls has an old build to leave; the
// first visit's page came from the network and has nothing to reload for.
const controlled = Boolean(sw.controller);
let reloading = false;
sw.addEventListener('controllerchange', () => {
  if (!controlled || reloading) return;
  reloading = true;
  location.reload();
});

function offerUpdate(registration) {
  if (!controlled || document.querySelector('.update-notice')) return;
  // An empty live region first, its words a moment later, so screen readers
  // announce them.
  const notice = document.createElement('div');
  notice.className = 'notice update-notice';
  notice.setAttribute('role', 'status');
  document.body.append(notice);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-primary';
  button.textContent = 'Reload to update';
  button.addEventListener('click', () => {
    button.disabled = true;
    registration.waiting?.postMessage({ type: 'skip-waiting' });
  });
  setTimeout(() => notice.append('A new version of parlour is ready. ', button), 100);
}

function watchInstalling(registration) {
  const worker = registration.installing;
  worker?.addEventListener('statechange', () => {
    if (worker.state === 'installed') offerUpdate(registration);
  });
}

try {
  const registration = await sw.register(new URL('./sw.js', document.baseURI));
  if (registration.waiting) offerUpdate(registration);
  watchInstalling(registration);
  registration.addEventListener('updatefound', () => watchInstalling(registration));
} catch (error) {
  // The app works without it (online); say why it will not work offline.
  console.warn('parlour: no offline play in this browser:', error);
}
