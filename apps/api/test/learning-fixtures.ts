/**
 * Course fixtures for the catalogue, learning, content and quiz tests: courses through the real
 * importer, enrolments and unit ownerships written directly (their own endpoints are tested elsewhere).
 */
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/schema.ts';
import {
  importCourse,
  type CourseFileInput,
  type ImportedCourse,
} from '../src/domain/course-import/index.ts';
import { authHeaders, createUser, login, TENANT_ID, type TestApp } from './harness.ts';

export const DAY_MS = 86_400_000;

export const video = (name: string, extra: Record<string, unknown> = {}) => ({
  lessonName: name,
  type: 'Video' as const,
  videoUrl: `https://videos.example/${encodeURIComponent(name)}.mp4`,
  ...extra,
});

/** A quiz whose question i has `answers` options and the correct one at `correct[i]`. */
export const quiz = (name: string, correct: number[], extra: Record<string, unknown> = {}) => ({
  lessonName: name,
  type: 'Quiz' as const,
  questions: correct.map((right, q) => ({
    text: `${name} question ${q + 1}`,
    explanation: `because ${right}`,
    answers: [0, 1, 2, 3].map((a) => ({ text: `${name} q${q + 1} option ${a + 1}`, isCorrect: a === right })),
  })),
  ...extra,
});

/**
 * The standard course: unit 1 [video, quiz (correct 1, 0)], unit 2 [video, quiz (correct 2)],
 * unit 3 [video, video].
 */
export function standardCourse(overrides: Partial<CourseFileInput> = {}): CourseFileInput {
  return {
    courseName: 'أحياء الصف الثالث',
    description: 'Biology',
    grade: 'Secondary3',
    term: 'First',
    price: 150,
    units: [
      { unitName: 'Unit one', titel: 'Cells', lessons: [video('U1 video'), quiz('U1 quiz', [1, 0])] },
      { unitName: 'Unit two', titel: null, lessons: [video('U2 video'), quiz('U2 quiz', [2])] },
      { unitName: 'Unit three', lessons: [video('U3 video a'), video('U3 video b')] },
    ],
    ...overrides,
  };
}

export async function seedCourse(
  t: Pick<TestApp, 'db'>,
  course: CourseFileInput,
  options: { tenantId?: string; now?: Date } = {},
): Promise<ImportedCourse> {
  const at = options.now ?? new Date();
  return importCourse({ db: t.db, tenantId: options.tenantId ?? TENANT_ID, now: () => at }, course);
}

export async function enroll(
  db: Kysely<Database>,
  options: { userId: string; courseId: string; enrollmentDate: string; tenantId?: string },
) {
  await db
    .insertInto('enrollments')
    .values({
      tenant_id: options.tenantId ?? TENANT_ID,
      user_id: options.userId,
      course_id: options.courseId,
      enrollment_date: options.enrollmentDate,
      source: 'admin',
      course_code_id: null,
    })
    .execute();
}

export async function ownUnit(
  db: Kysely<Database>,
  options: { userId: string; unitId: number; acquiredAt: string; tenantId?: string },
) {
  await db
    .insertInto('unit_ownerships')
    .values({
      tenant_id: options.tenantId ?? TENANT_ID,
      user_id: options.userId,
      unit_id: options.unitId,
      acquired_at: options.acquiredAt,
      unit_code_id: null,
    })
    .execute();
}

export interface SignedInStudent {
  id: string;
  token: string;
  headers: Record<string, string>;
}

let deviceSequence = 0;

/** A student inserted directly and logged in through the API. */
export async function signedInStudent(t: TestApp, tenantId: string = TENANT_ID): Promise<SignedInStudent> {
  const user = await createUser(t.db, { tenantId });
  deviceSequence += 1;
  const deviceId = `fixture-device-${deviceSequence}`;
  const session = await login(t.app, {
    identifier: user.identifier,
    password: user.password,
    deviceId,
    tenantId,
  });
  return { id: user.id, token: session.token, headers: authHeaders(session.token, tenantId, deviceId) };
}

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

export function get(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = { 'x-tenant-id': TENANT_ID },
) {
  return app.inject({ method: 'GET', url, headers });
}

export function post(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
}

/** Status and parsed body, to compare with `refusal(...)` or any expected shape in one assertion. */
export const statusAndBody = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.json() as unknown,
});

/** The error envelope `{ success:false, message, data:null }` with its status. */
export const refusal = (status: number, message: string) => ({
  status,
  body: { success: false, message, data: null, code: expect.any(String) },
});
