/* The installed app's service worker. The server sends this file as /sw.js with the build's
   version and its list of files to keep (VERSION and PRECACHE, written above it by
   ./service-worker.ts), so every new build is a new worker with a new cache. Rules
   (test: apps/api/test/installed-app.test.ts):
   - a page (navigation) is always asked of the network; without a connection the offline page is shown;
   - hashed build files (/assets/) never change under their name: served from the cache once kept;
   - the files installed with the worker (app shell, icons, offline page): from the cache;
   - everything else, the API, lesson media and uploads included, is never kept: the browser fetches
     it as if there were no worker.
   - a push message (Web Push; apps/api/src/domain/messages/push-send.ts sends its JSON: title,
     body, url, tag, lang, dir) is shown as a notification; a click on it focuses the app's window
     on that page, or opens one. */

// the worker's globals; VERSION and PRECACHE are written above this file by ./service-worker.ts
/* global self, caches, VERSION, PRECACHE */

const CACHE = `dars-shell-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
const NEVER_KEPT = /^\/(api|media|uploads|healthz|readyz|metrics|sw\.js|manifest\.webmanifest)(\/|$)/;

/** What the worker does with a request: 'page', 'kept' (cache first) or 'network' (left alone). */
function strategyFor(request, scopeOrigin) {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== scopeOrigin || NEVER_KEPT.test(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (request.headers && request.headers.has && request.headers.has('range')) return 'network';
  if (url.search === '' && (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)))
    return 'kept';
  return 'network';
}

async function keptOrFetched(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

/** The notification a push message's JSON asks for; a message that is not JSON is shown as text. */
function notificationFor(data) {
  let message = {};
  try {
    message = data ? data.json() : {};
  } catch {
    message = { body: data.text() };
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/';
  return {
    title: typeof message.title === 'string' && message.title ? message.title : 'Dars',
    options: {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      lang: typeof message.lang === 'string' ? message.lang : 'ar',
      dir: message.dir === 'ltr' || message.dir === 'rtl' ? message.dir : 'auto',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url },
    },
  };
}

/** Focuses a window of the app already open (on the notification's page), or opens one there. */
async function openFromNotification(url) {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    if (new URL(client.url).origin !== self.location.origin) continue;
    if (client.url !== target && typeof client.navigate === 'function') await client.navigate(target);
    return client.focus();
  }
  return self.clients.openWindow(target);
}

async function pageOrOffline(event) {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: CACHE });
    if (offline) return offline;
    throw error;
  }
}

if (typeof self.skipWaiting === 'function') {
  self.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(CACHE)
        // hashed files never change under their name: the copy the page just loaded will do
        .then((cache) =>
          cache.addAll(
            PRECACHE.map(
              (url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'reload' }),
            ),
          ),
        )
        .then(() => self.skipWaiting()),
    );
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        for (const name of await caches.keys())
          if (name.startsWith('dars-shell-') && name !== CACHE) await caches.delete(name);
        if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
        await self.clients.claim();
      })(),
    );
  });

  self.addEventListener('fetch', (event) => {
    const strategy = strategyFor(event.request, self.location.origin);
    if (strategy === 'page') event.respondWith(pageOrOffline(event));
    else if (strategy === 'kept') event.respondWith(keptOrFetched(event.request));
  });

  self.addEventListener('push', (event) => {
    const { title, options } = notificationFor(event.data);
    event.waitUntil(self.registration.showNotification(title, options));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = (event.notification.data && event.notification.data.url) || '/';
    event.waitUntil(openFromNotification(url));
  });
}
