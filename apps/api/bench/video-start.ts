/**
 * Time to first frame and stalls of a lesson video in Chromium on a throttled connection
 * (1.6 Mbit/s down, 150 ms latency): the protected HLS path (domain/videos: signed playlists,
 * AES-128 segments, the key from its 5-minute URL with the student's token and device) beside
 * today's path for an upload (one MP4 behind a signed URL), in the same run. The page is served
 * from another origin than the API (the split deploy's CORS rules). Not part of `npm test`.
 *
 *   npm run bench:video            (SECONDS=60 of playback watched per path)
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { hashPassword } from '../src/domain/auth/passwords.ts';
import { importCourse } from '../src/domain/course-import/index.ts';
import { lessonMediaDir } from '../src/domain/media/lesson-media.ts';
import { findFfmpeg } from '../src/domain/videos/ffmpeg-binary.ts';
import { queueLessonVideo } from '../src/domain/videos/lesson-video.ts';
import { transcodeLessonVideo } from '../src/domain/videos/transcode-lesson-video.ts';
import { createSettingsBox } from '../src/secrets/settings-box.ts';

/** The measuring page: plays `url`, timing the first painted frame and every stall after it. */
const PAGE = String.raw`<!doctype html><html><body style="margin:0;background:#000">
<video id="v" muted playsinline autoplay style="width:640px"></video>
<script src="/hls.js"></script>
<script>
const setup = JSON.parse(decodeURIComponent(location.hash.slice(1)));
const video = document.getElementById('v');
const t0 = performance.now();
let firstFrame = null, stalls = 0, stalledMs = 0, stallStart = null, level = null, failure = null;
video.requestVideoFrameCallback(() => { firstFrame = performance.now() - t0; });
video.addEventListener('waiting', () => { if (firstFrame !== null && stallStart === null) { stalls++; stallStart = performance.now(); } });
video.addEventListener('playing', () => { if (stallStart !== null) { stalledMs += performance.now() - stallStart; stallStart = null; } });
video.addEventListener('error', () => { failure = 'media error'; });
if (setup.mode === 'hls') {
  const hls = new Hls({
    xhrSetup(xhr, url) {
      if (!url.startsWith('dars-key:')) return;
      xhr.open('GET', setup.keyUrl, true);
      xhr.setRequestHeader('Authorization', 'Bearer ' + setup.token);
      xhr.setRequestHeader('DeviceId', setup.deviceId);
    },
  });
  hls.on(Hls.Events.LEVEL_SWITCHED, (_e, d) => { level = hls.levels[d.level].height; });
  hls.on(Hls.Events.ERROR, (_e, d) => { if (d.fatal) failure = d.details; });
  hls.loadSource(setup.url);
  hls.attachMedia(video);
} else {
  video.src = setup.url;
}
const tick = setInterval(() => {
  const done = failure || (firstFrame !== null && video.currentTime >= setup.watchSeconds) || performance.now() - t0 > (setup.watchSeconds + 80) * 1000;
  if (!done) return;
  clearInterval(tick);
  if (stallStart !== null) stalledMs += performance.now() - stallStart;
  window.benchResult = {
    firstFrameMs: firstFrame === null ? null : Math.round(firstFrame),
    stallsAfterFirstFrame: stalls,
    stalledMs: Math.round(stalledMs),
    playedSeconds: Math.round(video.currentTime),
    wallSeconds: Math.round((performance.now() - t0) / 1000),
    lastLevelHeight: level,
    failure,
    // what was fetched before the first frame: where its time went
    beforeFirstFrame: performance.getEntriesByType('resource')
      .filter((e) => e.startTime >= t0 && !e.name.endsWith('favicon.ico') && (firstFrame === null || e.startTime - t0 < firstFrame))
      .map((e) => e.name.replace(/[?#].*/, '').split('/').slice(-2).join('/') + ' ' + Math.round(e.startTime - t0) + ' to ' + Math.round(e.responseEnd - t0) + ' ms'),
  };
}, 250);
</script></body></html>`;

const WATCH_SECONDS = Number(process.env.SECONDS ?? 60);
const TENANT = 'bench';
const ffmpeg = findFfmpeg();
if (!ffmpeg) throw new Error('no ffmpeg');
const require = createRequire(import.meta.url);
const hlsScript = fs.readFileSync(require.resolve('hls.js/dist/hls.min.js'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-video-bench-'));

// the page's own origin (a static host of the web app in a split deploy)
const page = http.createServer((request, response) => {
  if (request.url === '/hls.js') {
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(hlsScript);
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
});
await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
const pageOrigin = `http://127.0.0.1:${(page.address() as { port: number }).port}`;

const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  CORS_ORIGINS: pageOrigin,
  PUBLIC_WEB_DIR: '/nonexistent',
  GLOBAL_LIMIT_PER_IP: '1000000',
});
const dbHandle = await connectDatabase({ dataDir, poolSize: 5 });
await migrateToLatest(dbHandle.db);
await dbHandle.db
  .insertInto('tenants')
  .values({ id: TENANT, name: TENANT, domains: '[]', created_at: new Date().toISOString() })
  .execute();
const app = await buildApp({ config, dbHandle, logger: false });
const apiOrigin = await app.listen({ port: 0, host: '127.0.0.1' });

try {
  // a lesson's upload as a teacher's phone makes it: 720p, 25 fps, sound, ~2.5 Mbit/s (moov first)
  console.log('making the upload and its ladder…');
  const name = `bench-${crypto.randomUUID()}.mp4`;
  const upload = path.join(lessonMediaDir(dataDir), name);
  fs.mkdirSync(path.dirname(upload), { recursive: true });
  execFileSync(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=s=1280x720:r=25:d=${WATCH_SECONDS + 15}`],
    ...['-f', 'lavfi', '-i', `sine=f=330:d=${WATCH_SECONDS + 15}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '2500k', '-maxrate', '2700k', '-bufsize', '5000k'],
    ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-shortest', upload],
  ]);
  const course = await importCourse({ db: dbHandle.db, tenantId: TENANT, now: () => new Date() }, {
    courseName: 'Bench',
    description: '',
    grade: 'Secondary3',
    term: 'First',
    price: 0,
    isOpenToAll: true,
    units: [
      { unitName: 'U', lessons: [{ lessonName: 'V', type: 'Video', videoUrl: `/media/lessons/${name}` }] },
    ],
  } as never);
  const lessonId = course.units[0]!.lessonIds[0]!;
  const box = createSettingsBox(config.settingsKey);
  const ctx = { db: dbHandle.db, tenantId: TENANT, now: () => new Date() };
  const video = await queueLessonVideo(ctx, {
    lessonId,
    sourcePath: `/media/lessons/${name}`,
    keepOriginal: true,
    box,
  });
  const outcome = await transcodeLessonVideo(ctx, { videoId: video.id, dataDir, ffmpeg, box });
  if (outcome !== 'ready') throw new Error(`transcode ${outcome}`);

  const userId = crypto.randomUUID();
  const at = new Date().toISOString();
  await dbHandle.db
    .insertInto('users')
    .values({
      id: userId,
      tenant_id: TENANT,
      role: 'Student',
      user_name: 'Bench',
      email: 'bench@example.com',
      phone_number: '01012345678',
      parent_phone: '01112345678',
      academic_year: 'Secondary3',
      image_path: null,
      password_hash: await hashPassword('Passw0rd!'),
      email_confirmed: 1,
      active: 1,
      registration_date: at,
      updated_at: at,
    })
    .execute();
  const deviceId = 'bench-device';
  const headers = { 'content-type': 'application/json', 'x-tenant-id': TENANT, deviceid: deviceId };
  const login = await fetch(`${apiOrigin}/api/Auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ EmailorMobile: 'bench@example.com', password: 'Passw0rd!' }),
  });
  const token = ((await login.json()) as { token: string }).token;
  const auth = { 'x-tenant-id': TENANT, deviceid: deviceId, authorization: `Bearer ${token}` };
  const mp4Url = await app.mediaStore.studentUrl(`/media/lessons/${name}`, {
    tenantId: TENANT,
    userId,
    now: new Date(),
    origin: () => apiOrigin,
  });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const results: Record<string, unknown> = {};
  for (const mode of ['hls', 'mp4'] as const) {
    // each path starts a fresh viewing (its own key URL) in a fresh browser context (empty cache)
    const playback = await fetch(`${apiOrigin}/api/Video/playback/${lessonId}`, {
      method: 'POST',
      headers: auth,
    });
    if (!playback.ok) throw new Error(`playback ${playback.status}: ${await playback.text()}`);
    const data = ((await playback.json()) as { data: { playlistUrl: string; keyUrl: string } }).data;
    const context = await browser.newContext();
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1_000_000) / 8,
      uploadThroughput: (0.75 * 1_000_000) / 8,
    });
    const setup = {
      mode,
      url: mode === 'hls' ? data.playlistUrl : mp4Url,
      keyUrl: data.keyUrl,
      token,
      deviceId,
      watchSeconds: WATCH_SECONDS,
    };
    await tab.goto(`${pageOrigin}/#${encodeURIComponent(JSON.stringify(setup))}`);
    await tab.waitForFunction('window.benchResult', undefined, {
      timeout: (WATCH_SECONDS + 90) * 1000,
      polling: 500,
    });
    results[mode] = await tab.evaluate('window.benchResult');
    await context.close();
  }
  await browser.close();
  console.log(
    JSON.stringify(
      { network: '1.6 Mbit/s down, 150 ms latency', watchSeconds: WATCH_SECONDS, ...results },
      null,
      2,
    ),
  );
} finally {
  await app.close();
  await dbHandle.close();
  page.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
