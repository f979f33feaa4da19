// The service worker: after the first visit the whole table works offline.
//
// offline.js registers it as sw.js?v=<version of files.json> with the site folder as its scope.
// A new version of the site has a new files.json version, so the script URL changes and the
// browser installs a new worker, which:
//   install   fetches files.json and caches "./", files.json and every file it lists in the
//             cache "tabletop-<version>" (all or nothing: one failed file fails the install);
//   activate  deletes every other "tabletop-*" cache and takes control of open pages;
//   fetch     answers same-origin GETs from that cache first, else from the network. Every
//             file matches ignoring the query (no file of the site depends on it), so
//             index.html?game=betta&…, embed.html#r=… and worker.mjs?games=betta open offline.
//             files.json itself goes to the network first, so a page can find out that a new
//             version exists.
// Nothing here talks to another origin.

const PREFIX = 'tabletop-';
const scope = new URL('./', self.location).href;
const asked = new URL(self.location).searchParams.get('v') || '';
let version = asked; // the files.json version this worker caches; set by install if not given

const cacheName = () => PREFIX + version;

async function readIndex() {
  const response = await fetch(new URL('files.json', scope), { cache: 'no-store' });
  if (!response.ok) throw new Error(`files.json: HTTP ${response.status}`);
  const index = await response.json();
  if (!index || typeof index.version !== 'string' || !Array.isArray(index.files)) {
    throw new Error('files.json: no version or files');
  }
  return index;
}

async function install() {
  const index = await readIndex();
  if (asked && index.version !== asked) {
    // The site changed again while this worker was on its way: the page registers the newer one.
    throw new Error(`files.json is version ${index.version}, this worker was asked for ${asked}`);
  }
  version = index.version;
  const cache = await caches.open(cacheName());
  const urls = ['./', 'files.json', ...index.files].map((path) => new URL(path, scope).href);
  try {
    // cache: 'no-cache' revalidates, so a stale HTTP-cached copy never enters a new version.
    await cache.addAll(urls.map((url) => new Request(url, { cache: 'no-cache' })));
  } catch (error) {
    await caches.delete(cacheName()); // no half-filled cache left behind
    throw error;
  }
}

async function activate() {
  if (!version) {
    // Started again without ?v= and without an install in this run: keep the newest full cache.
    const names = (await caches.keys()).filter((n) => n.startsWith(PREFIX));
    version = names.length ? names[names.length - 1].slice(PREFIX.length) : '';
  }
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== cacheName()) await caches.delete(name);
  }
  await self.clients.claim();
}

self.addEventListener('install', (event) => {
  event.waitUntil(install().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(activate());
});

async function fromCache(request) {
  const cache = await caches.open(cacheName());
  const hit = await cache.match(request, { ignoreSearch: true, ignoreVary: true });
  if (hit) return hit;
  return fetch(request);
}

async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(cacheName());
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !version) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.href.startsWith(scope)) return;
  if (request.headers.has('range')) return; // partial content: let the network answer
  const path = url.pathname.slice(new URL(scope).pathname.length);
  if (path === 'files.json') event.respondWith(networkFirst(request));
  else if (path === 'sw.js') return;
  else event.respondWith(fromCache(request));
});
