/**
 * The demo data of a fresh installation (tenant `tenant5` plus a second tenant `tenant-demo-b`),
 * written in one transaction the first time the server starts. Codes are printed once and kept
 * in DATA_DIR/demo-codes.json for the e2e tests.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { TenantContext } from '../context.ts';
import type { Engine } from '../db/connect.ts';
import type { Database, Role } from '../db/schema.ts';
import { hashPassword } from '../domain/auth/passwords.ts';
import { importCourse } from '../domain/course-import/index.ts';
import { setContact, setTeacherProfile, upsertTenant } from '../domain/tenants/index.ts';
import { createCodeBatch } from '../domain/codes/index.ts';
import { createSettingsBox } from '../secrets/settings-box.ts';
import {
  DEMO_STUDENT_COURSE_KEY,
  UNIT_CODE_TARGETS,
  demoBCourseFile,
  demoCourseFiles,
} from './demo-catalogue.ts';
import {
  DEMO_BOOKS,
  DEMO_B_PROFILE,
  DEMO_B_TENANT_ID,
  DEMO_CONTACT,
  DEMO_MODERATOR,
  DEMO_PASSWORD,
  DEMO_PROFILE,
  DEMO_TEACHER,
  DEMO_STUDENT,
  DEMO_TENANT_ID,
  DEMO_TENANT_NAME,
} from './demo-tenant.ts';

export {
  DEMO_TENANT_ID,
  DEMO_B_TENANT_ID,
  DEMO_PASSWORD,
  DEMO_STUDENT,
  DEMO_MODERATOR,
  DEMO_TEACHER,
} from './demo-tenant.ts';

export const DEMO_CODES_FILE = 'demo-codes.json';
const CODES_PER_TARGET = 5;
/** the label the console shows for the demo's code batches (a teacher names a batch in Arabic) */
export const DEMO_BATCH_LABEL = 'دفعة تجريبية';

export interface DemoCodes {
  courseCodes: Array<{ code: string; courseId: string; courseName: string }>;
  unitCodes: Array<{ code: string; unitId: number; unitName: string }>;
  /** codes of the second tenant, for cross-tenant checks */
  otherTenant: {
    tenantId: string;
    courseCodes: Array<{ code: string; courseId: string; courseName: string }>;
  };
}

export interface SeedOptions {
  db: Kysely<Database>;
  engine?: Engine;
  dataDir: string;
  codeHashKey: string;
  /** the server's SETTINGS_KEY: the demo batches keep sealed copies, so they can be downloaded again */
  settingsKey?: string;
  now?: () => Date;
}

export interface SeedResult {
  seeded: boolean;
  codes?: DemoCodes;
  codesFile?: string;
  /** the demo accounts and codes for a person, one line each (see ./announce.ts) */
  banner?: string[];
}

/** Seeds the demo tenants unless `tenant5` exists already (then does nothing). */
export async function seedDemoIfEmpty(options: SeedOptions): Promise<SeedResult> {
  const { db, dataDir, codeHashKey } = options;
  const codeBox = options.settingsKey ? createSettingsBox(options.settingsKey) : undefined;
  const now = options.now ?? (() => new Date());

  if (await tenantExists(db, DEMO_TENANT_ID)) return { seeded: false };

  // argon2 is slow on purpose: hash before the transaction opens
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let codes: DemoCodes;
  try {
    codes = await db.transaction().execute(async (trx) => {
      const ctx: TenantContext = { db: trx, tenantId: DEMO_TENANT_ID, now };
      await upsertTenant(trx, {
        id: DEMO_TENANT_ID,
        name: DEMO_TENANT_NAME,
        domains: ['localhost', '127.0.0.1'],
        now: now(),
      });
      await setTeacherProfile(ctx, DEMO_PROFILE);
      await setContact(ctx, DEMO_CONTACT);
      await insertBooks(ctx);

      const courses = new Map<string, Awaited<ReturnType<typeof importCourse>> & { price: number }>();
      for (const { key, price, file } of demoCourseFiles())
        courses.set(key, { ...(await importCourse(ctx, file)), price });

      const studentId = await insertUser(ctx, { ...DEMO_STUDENT, role: 'Student', passwordHash });
      const moderatorId = await insertUser(ctx, { ...DEMO_MODERATOR, role: 'Moderator', passwordHash });
      // the demo assistant is one the teacher trusts with the centre's work: code batches and
      // enrolling by hand (a new assistant starts with neither, docs/product-rules.md)
      await trx
        .updateTable('users')
        .set({ can_create_codes: 1, can_enrol: 1 })
        .where('tenant_id', '=', DEMO_TENANT_ID)
        .where('id', '=', moderatorId)
        .execute();
      await insertUser(ctx, { ...DEMO_TEACHER, role: 'Admin', passwordHash });
      const enrolled = courses.get(DEMO_STUDENT_COURSE_KEY)!;
      await trx
        .insertInto('enrollments')
        .values({
          tenant_id: DEMO_TENANT_ID,
          user_id: studentId,
          course_id: enrolled.courseId,
          enrollment_date: now().toISOString(),
          source: 'admin',
          course_code_id: null,
        })
        .execute();

      const courseCodes: DemoCodes['courseCodes'] = [];
      for (const course of courses.values()) {
        if (course.price <= 0) continue;
        const batch = await createCodeBatch(ctx, {
          kind: 'course',
          targetId: course.courseId,
          count: CODES_PER_TARGET,
          label: DEMO_BATCH_LABEL,
          codeHashKey,
          codeBox,
        });
        for (const code of batch.codes)
          courseCodes.push({ code, courseId: course.courseId, courseName: course.courseName });
      }
      const unitCodes: DemoCodes['unitCodes'] = [];
      for (const [key, unitIndex] of UNIT_CODE_TARGETS) {
        const unit = courses.get(key)!.units[unitIndex]!;
        const batch = await createCodeBatch(ctx, {
          kind: 'unit',
          targetId: unit.unitId,
          count: CODES_PER_TARGET,
          label: DEMO_BATCH_LABEL,
          codeHashKey,
          codeBox,
        });
        for (const code of batch.codes)
          unitCodes.push({ code, unitId: unit.unitId, unitName: unit.unitName });
      }

      const ctxB: TenantContext = { db: trx, tenantId: DEMO_B_TENANT_ID, now };
      await upsertTenant(trx, { id: DEMO_B_TENANT_ID, name: 'Demo tenant B', domains: [], now: now() });
      await setTeacherProfile(ctxB, DEMO_B_PROFILE);
      await setContact(ctxB, { whatsapp: '01111111111', facebook: '', youtube: '', tiktok: '' });
      const courseB = await importCourse(ctxB, demoBCourseFile());
      const batchB = await createCodeBatch(ctxB, {
        kind: 'course',
        targetId: courseB.courseId,
        count: 2,
        label: DEMO_BATCH_LABEL,
        codeHashKey,
        codeBox,
      });

      return {
        courseCodes,
        unitCodes,
        otherTenant: {
          tenantId: DEMO_B_TENANT_ID,
          courseCodes: batchB.codes.map((code) => ({
            code,
            courseId: courseB.courseId,
            courseName: courseB.courseName,
          })),
        },
      };
    });
  } catch (error) {
    // Another instance seeded at the same moment: its transaction won and ours rolled back, on a
    // unique key or on the importer finding the demo course there already. Ours wrote nothing, so
    // a demo tenant that exists now is the other instance's.
    if (await tenantExists(db, DEMO_TENANT_ID)) return { seeded: false };
    throw error;
  }

  fs.mkdirSync(dataDir, { recursive: true });
  const codesFile = path.join(dataDir, DEMO_CODES_FILE);
  fs.writeFileSync(codesFile, JSON.stringify(codes, null, 2) + '\n', { mode: 0o600 });
  return { seeded: true, codes, codesFile, banner: demoBanner(codes, codesFile) };
}

async function tenantExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await db.selectFrom('tenants').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

async function insertBooks(ctx: TenantContext) {
  const at = ctx.now().toISOString();
  await ctx.db
    .insertInto('books')
    .values(
      DEMO_BOOKS.map((book) => ({
        tenant_id: ctx.tenantId,
        ...book,
        image_path: null,
        active: 1 as const,
        created_at: at,
        modified_at: at,
      })),
    )
    .execute();
}

async function insertUser(
  ctx: TenantContext,
  user: {
    userName: string;
    email: string;
    phoneNumber: string;
    parentPhone: string;
    academicYear: Database['users']['academic_year'];
    role: Role;
    passwordHash: string;
  },
): Promise<string> {
  const id = crypto.randomUUID();
  const at = ctx.now().toISOString();
  await ctx.db
    .insertInto('users')
    .values({
      id,
      tenant_id: ctx.tenantId,
      role: user.role,
      user_name: user.userName,
      email: user.email.toLowerCase(),
      phone_number: user.phoneNumber,
      parent_phone: user.parentPhone,
      academic_year: user.academicYear,
      image_path: null,
      password_hash: user.passwordHash,
      email_confirmed: 1,
      active: 1,
      registration_date: at,
      updated_at: at,
    })
    .execute();
  return id;
}

function demoBanner(codes: DemoCodes, file: string): string[] {
  return [
    'Demo data created for tenant "tenant5".',
    `  Student:   ${DEMO_STUDENT.email} / ${DEMO_STUDENT.phoneNumber}  password ${DEMO_PASSWORD}`,
    `  Teacher:   ${DEMO_TEACHER.email}  password ${DEMO_PASSWORD}  (console at /teacher)`,
    `  Moderator: ${DEMO_MODERATOR.email}  password ${DEMO_PASSWORD}`,
    '  Course codes:',
    ...codes.courseCodes.map((c) => `    ${c.code}  ${c.courseName}`),
    '  Unit codes:',
    ...codes.unitCodes.map((c) => `    ${c.code}  ${c.unitName}`),
    `  (also written to ${file})`,
  ];
}
