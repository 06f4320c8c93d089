/**
 * The admin commands. Each takes the parsed options and returns the text to print; errors are
 * `UsageError` (exit 2) or `AppError` (exit 1) with a one-line message.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  characterCount,
  isEgyptianMobile,
  isEmail,
  matchesSearch,
  isRole,
  isStaffRole,
  MIN_PASSWORD_LENGTH,
} from '@dars/core/rules';
import type { Kysely } from 'kysely';
import type { AppCaches } from '../cache/app-caches.ts';
import type { Caller, TenantContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { resetStudentDevices } from '../domain/auth/devices.ts';
import { importCourse } from '../domain/course-import/index.ts';
import { setContact, setTeacherProfile, upsertTenant } from '../domain/tenants/index.ts';
import { createCodeBatch } from '../domain/codes/index.ts';
import { addStaff } from '../domain/staff/add-staff.ts';
import { AppError, badRequest, conflict, notFound } from '../errors.ts';
import { tenantContentChanged } from '../cache/tenant-content-changed.ts';
import { csvText, type Cell } from '../files/index.ts';
import { createSettingsBox } from '../secrets/settings-box.ts';
import { parseFlags, requireFlag, UsageError, type Flags } from './args.ts';
import { paymentSettingsBodySchema, videoHostSettingsBodySchema } from '@dars/core/contract';
import {
  maskedBunnySettings,
  readBunnySettings,
  saveBunnySettings,
} from '../domain/videos/video-host-settings.ts';
import { savePaymentSettings, readPaymentSettingsView } from '../domain/orders/save-payment-settings.ts';

function settingsBoxOf(deps: CliDeps) {
  if (!deps.settingsKey) throw new UsageError('The settings key (SETTINGS_KEY) is not available.');
  return createSettingsBox(deps.settingsKey);
}

function paymobAccess(deps: CliDeps) {
  if (!deps.settingsKey) throw new UsageError('The settings key (SETTINGS_KEY) is not available.');
  return {
    settingsBox: createSettingsBox(deps.settingsKey),
    apiBase: deps.paymobApiBase ?? 'https://accept.paymob.com',
  };
}

export interface CliDeps {
  db: Kysely<Database>;
  codeHashKey: string;
  /**
   * the server's SETTINGS_KEY: new codes keep sealed copies, so the teacher can download them
   * again, and a tenant's provider secrets are sealed under it (payments:set)
   */
  settingsKey?: string;
  now: () => Date;
  /** where relative --file paths resolve from */
  cwd: string;
  /**
   * with Redis: announces content changes to the running instances (`tenantContentChanged`),
   * which drop their cached pages, trees and catalogue at once instead of within 30 s
   */
  caches?: AppCaches;
  /** PAYMOB_API_BASE */
  paymobApiBase?: string;
}

interface CommandSpec {
  usage: string;
  options: string[];
  run: (deps: CliDeps, flags: Flags) => Promise<string>;
}

/** Who the audit log names for changes made from the admin command line. */
const COMMAND_LINE_ACTOR: Caller = { userId: 'admin-command-line', role: 'Admin', deviceId: null };

async function tenantCtx(deps: CliDeps, flags: Flags): Promise<TenantContext> {
  const tenantId = requireFlag(flags, 'tenant');
  const tenant = await deps.db
    .selectFrom('tenants')
    .select('id')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (!tenant) throw notFound(`Unknown tenant "${tenantId}". Create it first with tenant:upsert.`);
  return { db: deps.db, tenantId, now: deps.now, ...(deps.caches ? { caches: deps.caches } : {}) };
}

function readJsonFile(deps: CliDeps, flags: Flags): unknown {
  const file = path.resolve(deps.cwd, requireFlag(flags, 'file'));
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`Cannot read file ${file}.`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw badRequest('invalid_json', `${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** A list for the terminal (or a file it is redirected to): CSV without a byte-order mark. */
const terminalCsv = (rows: ReadonlyArray<readonly Cell[]>, delimiter = ',') =>
  csvText(rows, { bom: false, delimiter, eol: '\n' }).replace(/\n$/, '');

export const COMMANDS: Record<string, CommandSpec> = {
  'tenant:upsert': {
    usage: 'tenant:upsert --id <tenant-id> --name <name> [--domains a.example,b.example]',
    options: ['id', 'name', 'domains'],
    async run(deps, flags) {
      const id = requireFlag(flags, 'id');
      const domains =
        flags.domains === undefined
          ? undefined
          : flags.domains
              .split(',')
              .map((d) => d.trim())
              .filter(Boolean);
      const { created } = await upsertTenant(deps.db, {
        id,
        name: requireFlag(flags, 'name'),
        domains,
        now: deps.now(),
      });
      await tenantContentChanged({ tenantId: id, caches: deps.caches });
      return `${created ? 'Created' : 'Updated'} tenant ${id}.`;
    },
  },
  'tenant:video-key': {
    usage: 'tenant:video-key --tenant <tenant-id> --key <token key at iframe.mediadelivery.net | "">',
    options: ['tenant', 'key'],
    async run(deps, flags) {
      const ctx = await tenantCtx(deps, flags);
      const key = (flags.key ?? '').trim();
      await deps.db
        .updateTable('tenants')
        .set({ video_token_key: key || null })
        .where('id', '=', ctx.tenantId)
        .execute();
      await tenantContentChanged(ctx);
      return key
        ? `Embeds of ${ctx.tenantId} now carry expiring tokens.`
        : `Embeds of ${ctx.tenantId} are sent as stored (no token key).`;
    },
  },
  'profile:set': {
    usage: 'profile:set --tenant <tenant-id> --file profile.json',
    options: ['tenant', 'file'],
    async run(deps, flags) {
      const ctx = await tenantCtx(deps, flags);
      await setTeacherProfile(ctx, readJsonFile(deps, flags));
      await tenantContentChanged(ctx);
      return `Teacher profile of ${ctx.tenantId} saved.`;
    },
  },
  'contact:set': {
    usage:
      'contact:set --tenant <tenant-id> [--whatsapp 010…] [--facebook URL] [--youtube URL] [--tiktok URL]  (an empty value clears a link)',
    options: ['tenant', 'whatsapp', 'facebook', 'youtube', 'tiktok'],
    async run(deps, flags) {
      const ctx = await tenantCtx(deps, flags);
      const fields = ['whatsapp', 'facebook', 'youtube', 'tiktok'] as const;
      if (!fields.some((f) => f in flags))
        throw new UsageError('Give at least one of --whatsapp --facebook --youtube --tiktok.');
      await setContact(ctx, {
        whatsapp: flags.whatsapp,
        facebook: flags.facebook,
        youtube: flags.youtube,
        tiktok: flags.tiktok,
      });
      await tenantContentChanged(ctx);
      return `Contact of ${ctx.tenantId} saved.`;
    },
  },
  'course:import': {
    usage: 'course:import --tenant <tenant-id> --file course.json',
    options: ['tenant', 'file'],
    async run(deps, flags) {
      const ctx = await tenantCtx(deps, flags);
      const imported = await importCourse(ctx, readJsonFile(deps, flags));
      await tenantContentChanged(ctx);
      const lessons = imported.units.reduce((sum, u) => sum + u.lessonIds.length, 0);
      return [
        `Imported course ${imported.courseId} "${imported.courseName}": ${imported.units.length} units, ${lessons} lessons.`,
        ...imported.units.map((u) => `  unit ${u.unitId}: ${u.unitName}`),
      ].join('\n');
    },
  },
  'codes:create': {
    usage:
      'codes:create --tenant <tenant-id> --kind course|unit --target <course-id|unit-id> --count N [--format csv|json] [--label text]',
    options: ['tenant', 'kind', 'target', 'count', 'format', 'label'],
    async run(deps, flags) {
      const kind = requireFlag(flags, 'kind');
      if (kind !== 'course' && kind !== 'unit') throw new UsageError('--kind must be course or unit.');
      const countText = requireFlag(flags, 'count');
      const count = Number(countText);
      if (!/^\d+$/.test(countText) || count < 1)
        throw new UsageError('--count must be a whole number above 0.');
      const format = flags.format ?? 'csv';
      if (format !== 'csv' && format !== 'json') throw new UsageError('--format must be csv or json.');
      const ctx = await tenantCtx(deps, flags);
      const batch = await createCodeBatch(ctx, {
        kind,
        targetId: requireFlag(flags, 'target'),
        count,
        label: flags.label ?? null,
        codeHashKey: deps.codeHashKey,
        codeBox: deps.settingsKey ? createSettingsBox(deps.settingsKey) : undefined,
      });
      if (format === 'json') {
        return JSON.stringify(
          {
            batchId: batch.batchId,
            kind,
            targetId: batch.targetId,
            targetName: batch.targetName,
            codes: batch.codes,
          },
          null,
          2,
        );
      }
      return terminalCsv([
        ['code', 'kind', 'targetId', 'targetName'],
        ...batch.codes.map((code) => [code, kind, batch.targetId, batch.targetName]),
      ]);
    },
  },
  'students:list': {
    usage: 'students:list --tenant <tenant-id> [--search text]',
    options: ['tenant', 'search'],
    async run(deps, flags) {
      const ctx = await tenantCtx(deps, flags);
      const rows = await ctx.db
        .selectFrom('users')
        .select(['id', 'user_name', 'email', 'phone_number', 'academic_year', 'active', 'registration_date'])
        .where('tenant_id', '=', ctx.tenantId)
        .where('role', '=', 'Student')
        .orderBy('registration_date')
        .execute();
      const search = flags.search?.trim();
      const matching = search
        ? rows.filter((r) => matchesSearch(search, [r.user_name, r.email, r.phone_number]))
        : rows;
      const lines = matching.map((r) => [
        r.id,
        r.user_name,
        r.email,
        r.phone_number,
        r.academic_year,
        r.active ? 'active' : 'inactive',
      ]);
      return [...(lines.length > 0 ? [terminalCsv(lines, '\t')] : []), `${matching.length} student(s).`].join(
        '\n',
      );
    },
  },
  'devices:reset': {
    usage: 'devices:reset --tenant <tenant-id> --student <id|email|phone>',
    options: ['tenant', 'student'],
    async run(deps, flags) {
      const ctx = await tenantCtx(deps, flags);
      const who = requireFlag(flags, 'student');
      const student = await ctx.db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('tenant_id', '=', ctx.tenantId)
        .where('role', '=', 'Student')
        .where((eb) =>
          eb.or([eb('id', '=', who), eb('email', '=', who.toLowerCase()), eb('phone_number', '=', who)]),
        )
        .executeTakeFirst();
      if (!student) throw notFound(`No student "${who}" in tenant ${ctx.tenantId}.`);
      const { removedDevices } = await resetStudentDevices(ctx, { studentId: student.id });
      return `Removed ${removedDevices} device(s) of ${student.email}; their sessions are signed out.`;
    },
  },
  'payments:set': {
    usage:
      'payments:set --tenant <tenant-id> --public-key <key> [--secret-key <key>] [--hmac-secret <secret>] [--api-key <key>] [--card <integration id>] [--wallet <id>] [--kiosk <id>]',
    options: ['tenant', 'public-key', 'secret-key', 'hmac-secret', 'api-key', 'card', 'wallet', 'kiosk'],
    async run(deps, flags) {
      const id = (name: string) => (flags[name] === undefined ? undefined : Number(flags[name]));
      const parsed = paymentSettingsBodySchema.safeParse({
        publicKey: flags['public-key'],
        secretKey: flags['secret-key'],
        hmacSecret: flags['hmac-secret'],
        apiKey: flags['api-key'],
        integrations: { card: id('card'), wallet: id('wallet'), kiosk: id('kiosk') },
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const flag = String(issue.path.at(-1) ?? '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        throw new UsageError(`--${flag}: ${issue.message}`);
      }
      const ctx = await tenantCtx(deps, flags);
      const saved = await savePaymentSettings(ctx, paymobAccess(deps), {
        caller: COMMAND_LINE_ACTOR,
        settings: parsed.data,
      });
      const methods = Object.entries(saved?.integrations ?? {}).map(([m, n]) => `${m} ${n}`);
      return `Saved the Paymob settings of ${ctx.tenantId} (secret key ${saved?.secretKey}, methods: ${methods.join(', ') || 'none: no online payment'}).`;
    },
  },
  'payments:show': {
    usage: 'payments:show --tenant <tenant-id>',
    options: ['tenant'],
    async run(deps, flags) {
      const ctx = await tenantCtx(deps, flags);
      const view = await readPaymentSettingsView(ctx, paymobAccess(deps));
      return view
        ? JSON.stringify(view, null, 2)
        : `${ctx.tenantId} has no Paymob settings: no online payment.`;
    },
  },
  'video-host:set': {
    usage:
      'video-host:set --tenant <tenant-id> --library <library id> [--api-key <Stream API key>] [--token-key <token authentication key>] [--enabled yes|no]',
    options: ['tenant', 'library', 'api-key', 'token-key', 'enabled'],
    async run(deps, flags) {
      const enabled = flags.enabled ?? 'yes';
      if (enabled !== 'yes' && enabled !== 'no') throw new UsageError('--enabled: yes or no.');
      const parsed = videoHostSettingsBodySchema.safeParse({
        enabled: enabled === 'yes',
        libraryId: flags.library,
        apiKey: flags['api-key'],
        tokenKey: flags['token-key'],
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = String(issue.path.at(-1) ?? '');
        const flag =
          field === 'libraryId' ? 'library' : field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        throw new UsageError(`--${flag}: ${issue.message}`);
      }
      const ctx = await tenantCtx(deps, flags);
      const saved = await saveBunnySettings(ctx, settingsBoxOf(deps), {
        caller: COMMAND_LINE_ACTOR,
        settings: parsed.data,
      });
      return saved?.enabled
        ? `New lesson uploads of ${ctx.tenantId} go to Bunny Stream library ${saved.libraryId} (API key ${saved.apiKey}, token key ${saved.tokenKey}).`
        : `Bunny Stream settings of ${ctx.tenantId} kept but off: new lesson uploads are transcoded here.`;
    },
  },
  'video-host:show': {
    usage: 'video-host:show --tenant <tenant-id>',
    options: ['tenant'],
    async run(deps, flags) {
      const ctx = await tenantCtx(deps, flags);
      const view = maskedBunnySettings(await readBunnySettings(ctx, settingsBoxOf(deps)));
      return view
        ? JSON.stringify(view, null, 2)
        : `${ctx.tenantId} has no Bunny Stream library: lesson uploads are transcoded here.`;
    },
  },
  'staff:create': {
    usage:
      'staff:create --tenant <tenant-id> --email <email> --name <name> --phone 01XXXXXXXXX --password <password> [--role Moderator|Admin]',
    options: ['tenant', 'email', 'name', 'phone', 'password', 'role'],
    async run(deps, flags) {
      const email = requireFlag(flags, 'email').toLowerCase();
      if (!isEmail(email)) throw new UsageError('--email is not a valid email address.');
      const name = requireFlag(flags, 'name');
      const phone = requireFlag(flags, 'phone');
      if (!isEgyptianMobile(phone)) throw new UsageError('--phone must be 01 followed by 9 digits.');
      const password = flags.password ?? '';
      if (characterCount(password) < MIN_PASSWORD_LENGTH) {
        throw new UsageError(`--password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
      }
      const role = flags.role ?? 'Moderator';
      if (!isRole(role) || !isStaffRole(role)) throw new UsageError('--role must be Moderator or Admin.');
      const ctx = await tenantCtx(deps, flags);
      try {
        const { id } = await addStaff(ctx, {
          caller: COMMAND_LINE_ACTOR,
          name,
          email,
          phoneNumber: phone,
          password,
          role,
        });
        return `Created ${role} ${email} (${id}) in ${ctx.tenantId}.`;
      } catch (error) {
        if (error instanceof AppError && (error.code === 'email_taken' || error.code === 'phone_taken'))
          throw conflict('user_exists', 'A user with this email or phone already exists in the tenant.');
        throw error;
      }
    },
  },
};

export function usage(): string {
  return [
    'Usage: npm run admin -- <command> [options]',
    '',
    'Commands:',
    ...Object.values(COMMANDS).map((c) => `  ${c.usage}`),
    '  backup --file <path>     online copy of the embedded database (safe while the server runs)',
    '  restore --file <path>    replace the embedded database with a backup (stop the server first)',
  ].join('\n');
}

/** Runs one command line in-process: `['codes:create', '--tenant', 'tenant5', …]`. */
export async function runCommand(deps: CliDeps, argv: string[]): Promise<string> {
  const [name, ...rest] = argv;
  if (!name) throw new UsageError('No command given.');
  const command = COMMANDS[name];
  if (!command) throw new UsageError(`Unknown command "${name}".`);
  const flags = parseFlags(rest, command.options);
  return command.run(deps, flags);
}

/** The one line to print for a failure, and the exit code. */
export function describeFailure(error: unknown): { message: string; exitCode: number } {
  if (error instanceof UsageError) return { message: `${error.message}\n\n${usage()}`, exitCode: 2 };
  if (error instanceof AppError) return { message: `Error: ${error.message}`, exitCode: 1 };
  return { message: `Error: ${error instanceof Error ? error.message : String(error)}`, exitCode: 1 };
}
