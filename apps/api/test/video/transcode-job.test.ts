import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonMediaDir } from '../../src/domain/media/lesson-media.ts';
import { queueLessonVideoTranscode, transcodeVideoJob } from '../../src/domain/videos/transcode-job.ts';
import { createClock, createTestApp, engines, TENANT_ID, type TestApp } from '../harness.ts';
import { seedCourse, standardCourse, video } from '../learning-fixtures.ts';
import { FFMPEG } from './video-fixtures.ts';

const NOW = new Date('2026-03-01T09:00:00.000Z');

describe.each(engines())('the transcode job of an uploaded lesson video (%s)', (engine) => {
  let t: TestApp;
  let lessonId: number;
  const clock = createClock(NOW);

  /** A 12-second 360p upload with sound, stored as the console's upload stores it. */
  const upload = (name: string, valid = true) => {
    const file = path.join(lessonMediaDir(t.dataDir), name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (!valid) fs.writeFileSync(file, 'not a video at all');
    else
      execFileSync(FFMPEG, [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
        ...[
          '-f',
          'lavfi',
          '-i',
          'testsrc=s=640x360:r=5:d=12',
          '-f',
          'lavfi',
          '-i',
          'sine=d=12:sample_rate=8000',
        ],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file],
      ]);
    return { file, storedPath: `/media/lessons/${name}` };
  };
  const videoRow = (id: string) =>
    t.db.selectFrom('lesson_videos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp({
      engine,
      now: clock.now,
      jobs: [transcodeVideoJob],
      env: { VIDEO_ENCODER_PRESET: 'ultrafast' },
    });
    const course = await seedCourse(
      t,
      standardCourse({ units: [{ unitName: 'U', lessons: [video('V')] }] }),
      { now: NOW },
    );
    lessonId = course.units[0]!.lessonIds[0]!;
  });
  afterAll(async () => t?.close());

  it('makes the ladder in the background, then removes the original when the teacher chose so', async () => {
    const { file, storedPath } = upload('lesson-a.mp4');
    const ctx = { db: t.db, tenantId: TENANT_ID, now: clock.now };
    const id = await queueLessonVideoTranscode(ctx, {
      lessonId,
      sourcePath: storedPath,
      keepOriginal: false,
      settingsKey: t.config.settingsKey,
    });
    expect(await videoRow(id)).toMatchObject({ status: 'queued', progress: 0 });
    expect(await t.app.jobs.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    const row = await videoRow(id);
    expect(row).toMatchObject({
      status: 'ready',
      progress: 1,
      error: null,
      source_path: null,
      playlist_path: `/media/lessons/hls/${id}/master.m3u8`,
    });
    expect(row.duration_seconds).toBeCloseTo(12, 0);
    expect(fs.existsSync(file)).toBe(false);
    const master = fs.readFileSync(path.join(lessonMediaDir(t.dataDir), 'hls', id, 'master.m3u8'), 'utf8');
    // a 360p source: 240p and 360p, never upscaled
    expect([...master.matchAll(/RESOLUTION=\d+x(\d+)/g)].map((m) => m[1])).toEqual(['240', '360']);
    // the key is stored sealed, never as its hex
    expect(row.key_sealed).toMatch(/^v1\./);
  }, 120_000);

  it('keeps the original when asked', async () => {
    const { file, storedPath } = upload('lesson-b.mp4');
    const ctx = { db: t.db, tenantId: TENANT_ID, now: clock.now };
    const id = await queueLessonVideoTranscode(ctx, {
      lessonId,
      sourcePath: storedPath,
      keepOriginal: true,
      settingsKey: t.config.settingsKey,
    });
    await t.app.jobs.runDue();
    expect(await videoRow(id)).toMatchObject({ status: 'ready', source_path: storedPath });
    expect(fs.existsSync(file)).toBe(true);
  }, 120_000);

  it('marks a file ffmpeg cannot read as failed, with no retry and nothing half-written', async () => {
    const { storedPath } = upload('broken.mp4', false);
    const ctx = { db: t.db, tenantId: TENANT_ID, now: clock.now };
    const id = await queueLessonVideoTranscode(ctx, {
      lessonId,
      sourcePath: storedPath,
      keepOriginal: true,
      settingsKey: t.config.settingsKey,
    });
    expect(await t.app.jobs.runDue()).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(await videoRow(id)).toMatchObject({ status: 'failed', error: 'not_a_video', playlist_path: null });
    expect(fs.existsSync(path.join(lessonMediaDir(t.dataDir), 'hls', id))).toBe(false);
  });
});
