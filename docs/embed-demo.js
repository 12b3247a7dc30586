// Points embed-demo.html's frames at parlour. The address is the page's
// ?app=<address> if given, else <body data-app="…"> (which the teacher sets).
// Only http(s) addresses are used, so ?app= cannot run script in this page.
const DEFAULT_APP = document.body.dataset.app;

function appAddress() {
  const asked = new URLSearchParams(location.search).get('app');
  for (const candidate of [asked, DEFAULT_APP]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate, location.href);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
      // "…/parlour" means the folder "…/parlour/": the app's files are relative to it.
      if (!url.pathname.endsWith('/') && !url.pathname.endsWith('.html')) url.pathname += '/';
      url.hash = '';
      return url.href;
    } catch {
      // Not an address: try the next one.
    }
  }
  return null;
}

const app = appAddress();
if (app) {
  // Each frame names its page of the app: data-lesson="#/embed/<game>/lesson/<n>".
  for (const frame of document.querySelectorAll('iframe[data-lesson]')) {
    frame.src = new URL(frame.dataset.lesson, app).href;
  }
  const snippet = document.getElementById('snippet');
  if (snippet) snippet.textContent = snippet.textContent.replace(DEFAULT_APP, app);
}
