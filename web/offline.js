// Registers the service worker (sw.js) that keeps the whole table available offline.
//
// The worker's address carries the version from files.json (sw.js?v=<version>): when the site
// changes, the version changes, the browser installs the new worker, and that worker replaces
// the old cache (see sw.js). Offline, files.json comes from the cache and nothing changes.
// Included by index.html and embed.html: <script type="module" src="offline.js">.

async function register() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  let version = '';
  try {
    const response = await fetch(new URL('files.json', import.meta.url), { cache: 'no-store' });
    if (response.ok) version = (await response.json()).version || '';
  } catch (error) {
    // Offline with nothing cached yet, or a host without files.json: nothing to do.
  }
  if (!version) return;
  const url = new URL(`sw.js?v=${encodeURIComponent(version)}`, import.meta.url);
  try {
    const registration = await navigator.serviceWorker.register(url, { scope: './' });
    document.documentElement.dataset.offline = 'registered';
    await navigator.serviceWorker.ready;
    document.documentElement.dataset.offline = 'ready';
    return registration;
  } catch (error) {
    // Storage turned off, a private window, a host that refuses: the table still works online.
    console.warn(`Offline play is not available: ${error && error.message ? error.message : error}`);
  }
}

// Once the page has loaded and the table's engine is up (window.tabletop.ready, when the page
// has one), so copying the site into the cache (about 14 MB) never competes with starting the
// game on a first visit.
async function whenIdle() {
  const engine = window.tabletop && window.tabletop.ready;
  if (engine && typeof engine.then === 'function') {
    try { await engine; } catch (error) { /* the page says why; offline caching still helps */ }
  }
  register();
}
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', () => { whenIdle(); }, { once: true });
