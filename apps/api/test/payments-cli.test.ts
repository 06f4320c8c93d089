import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFailure, runCommand, type CliDeps } from '../src/cli/commands.ts';
import { readPaymobSettings } from '../src/domain/orders/paymob-settings.ts';
import { createSettingsBox } from '../src/secrets/settings-box.ts';
import { createTestApp, engines, TENANT_ID, type TestApp } from './harness.ts';

const SECRET = 'egy_sk_test_cli_0123456789abcdef0123';
const HMAC = 'CLIHMACSECRET0123456789ABCDEF';
const API_KEY = 'Y2xpLWFwaS1rZXktMDEyMzQ1Njc4OWFiY2RlZg';

describe.each(engines())('npm run admin -- payments:set (%s)', (engine) => {
  let t: TestApp;
  let deps: CliDeps;
  const run = (...argv: string[]) => runCommand(deps, argv);
  const failure = async (...argv: string[]) => describeFailure(await run(...argv).catch((e: unknown) => e));

  beforeAll(async () => {
    t = await createTestApp({ engine });
    deps = {
      db: t.db,
      codeHashKey: t.config.codeHashKey,
      settingsKey: t.config.settingsKey,
      now: () => new Date(),
      cwd: t.dataDir,
    };
  });
  afterAll(() => t?.close());

  it('refuses a first save without every key, and a bad integration id', async () => {
    expect(
      await failure('payments:set', '--tenant', TENANT_ID, '--public-key', 'egy_pk_test_cli', '--card', '5'),
    ).toMatchObject({
      exitCode: 1,
    });
    expect(
      await failure(
        'payments:set',
        '--tenant',
        TENANT_ID,
        '--public-key',
        'egy_pk_test_cli',
        '--card',
        'abc',
      ),
    ).toMatchObject({ exitCode: 2 });
    expect(await t.db.selectFrom('payment_settings').selectAll().execute()).toHaveLength(0);
  });

  it('saves the settings sealed, prints them masked, and the server reads them', async () => {
    const output = await run(
      'payments:set',
      '--tenant',
      TENANT_ID,
      '--public-key',
      'egy_pk_test_cli',
      '--secret-key',
      SECRET,
      '--hmac-secret',
      HMAC,
      '--api-key',
      API_KEY,
      '--card',
      '4511',
      '--kiosk',
      '4513',
    );
    expect(output).toContain('card 4511, kiosk 4513');
    const shown = await run('payments:show', '--tenant', TENANT_ID);
    const stored = JSON.stringify(await t.db.selectFrom('payment_settings').selectAll().execute());
    for (const key of [SECRET, HMAC, API_KEY]) {
      expect(output).not.toContain(key);
      expect(shown).not.toContain(key);
      expect(stored).not.toContain(key);
    }
    const settings = await readPaymobSettings(
      { db: t.db, tenantId: TENANT_ID },
      { settingsBox: createSettingsBox(t.config.settingsKey) },
    );
    expect(settings).toEqual({
      publicKey: 'egy_pk_test_cli',
      secretKey: SECRET,
      hmacSecret: HMAC,
      apiKey: API_KEY,
      integrations: { card: 4511, kiosk: 4513 },
    });
  });
});
