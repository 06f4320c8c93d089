import crypto from 'node:crypto';
import type { TenantContext } from '../../context.ts';

/**
 * The short code the watermark carries beside the phone number: 3 characters for the day and 5
 * for the student, keyed by the server secret, so a code read off a leaked clip names the student
 * and the day, and cannot be made for another student without the server. Crockford base32 (no
 * I, L, O, U): easy to read off a video and type.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const EPOCH_DAY = Date.UTC(2024, 0, 1) / 86_400_000;

export function watermarkKey(serverSecret: string): crypto.KeyObject {
  return crypto.createSecretKey(
    crypto.createHmac('sha256', serverSecret).update('dars watermark code v1').digest(),
  );
}

function base32(value: number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) {
    text = ALPHABET[value % 32]! + text;
    value = Math.floor(value / 32);
  }
  return text;
}

const dayNumber = (at: Date) => Math.floor(at.getTime() / 86_400_000) - EPOCH_DAY;

function studentPart(key: crypto.KeyObject, tenantId: string, userId: string, day: number): string {
  const digest = crypto.createHmac('sha256', key).update(`${tenantId}\n${userId}\n${day}`).digest();
  return base32(digest.readUInt32BE(0) % 32 ** 5, 5);
}

/** `DDD-SSSSS`: the day (UTC) and the student. */
export function watermarkCode(key: crypto.KeyObject, tenantId: string, userId: string, at: Date): string {
  const day = dayNumber(at);
  return `${base32(day, 3)}-${studentPart(key, tenantId, userId, day)}`;
}

/** The code typed as read (any case, spaces, O for 0, I/L for 1), or null when it cannot be one. */
export function normaliseWatermarkCode(text: string): { day: number; student: string } | null {
  const clean = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{8}$/.test(clean)) return null;
  let day = 0;
  for (const char of clean.slice(0, 3)) day = day * 32 + ALPHABET.indexOf(char);
  return { day, student: clean.slice(3) };
}

export interface TracedCode {
  day: string;
  student: { id: string; name: string; phoneNumber: string; email: string };
  devices: Array<{ deviceId: string; userAgent: string | null; lastSeenAt: string }>;
  views: Array<{
    lessonId: number;
    lessonName: string;
    deviceId: string;
    startedAt: string;
    watchedSeconds: number;
    counted: boolean;
  }>;
}

/** The students of the tenant whose code of that day it is (one, but for a 1 in 33 million clash), with devices and views. */
export async function traceWatermarkCode(
  ctx: TenantContext,
  key: crypto.KeyObject,
  text: string,
): Promise<TracedCode[]> {
  const code = normaliseWatermarkCode(text);
  if (!code) return [];
  const students = await ctx.db
    .selectFrom('users')
    .select(['id', 'user_name', 'phone_number', 'email'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('role', '=', 'Student')
    .execute();
  const matches = students.filter((s) => studentPart(key, ctx.tenantId, s.id, code.day) === code.student);
  const day = new Date((code.day + EPOCH_DAY) * 86_400_000).toISOString().slice(0, 10);
  return Promise.all(
    matches.map(async (s) => {
      const devices = await ctx.db
        .selectFrom('devices')
        .select(['device_id', 'user_agent', 'last_seen_at'])
        .where('tenant_id', '=', ctx.tenantId)
        .where('user_id', '=', s.id)
        .orderBy('last_seen_at', 'desc')
        .execute();
      const views = await ctx.db
        .selectFrom('video_views')
        .innerJoin('lessons', 'lessons.id', 'video_views.lesson_id')
        .select([
          'video_views.lesson_id',
          'lessons.lesson_name',
          'video_views.device_id',
          'video_views.started_at',
          'video_views.watched_seconds',
          'video_views.counted_at',
        ])
        .where('video_views.tenant_id', '=', ctx.tenantId)
        .where('video_views.user_id', '=', s.id)
        .orderBy('video_views.started_at', 'desc')
        .limit(200)
        .execute();
      return {
        day,
        student: { id: s.id, name: s.user_name, phoneNumber: s.phone_number, email: s.email },
        devices: devices.map((d) => ({
          deviceId: d.device_id,
          userAgent: d.user_agent,
          lastSeenAt: d.last_seen_at,
        })),
        views: views.map((v) => ({
          lessonId: v.lesson_id,
          lessonName: v.lesson_name,
          deviceId: v.device_id,
          startedAt: v.started_at,
          watchedSeconds: Number(v.watched_seconds),
          counted: v.counted_at !== null,
        })),
      };
    }),
  );
}
