import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFailure, runCommand, type CliDeps } from '../../src/cli/commands.ts';
import { readBunnySettings } from '../../src/domain/videos/video-host-settings.ts';
import { createSettingsBox } from '../../src/secrets/settings-box.ts';
import { createTestApp, engines, TENANT_ID, type TestApp } from '../harness.ts';

const API_KEY = 'cli-stream-api-key-0123456789abcdef';
const TOKEN_KEY = 'cli-token-auth-key-0123456789abcdef';

describe.each(engines())('npm run admin -- video-host:set (%s)', (engine) => {
  let t: TestApp;
  let deps: CliDeps;
  const run = (...argv: string[]) => runCommand(deps, argv);
  const failure = async (...argv: string[]) => describeFailure(await run(...argv).catch((e: unknown) => e));
  const read = () =>
    readBunnySettings({ db: t.db, tenantId: TENANT_ID }, createSettingsBox(t.config.settingsKey));

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

  it.each([
    [['--library', '245871', '--api-key', API_KEY], 1],
    [['--library', 'lib-1', '--api-key', API_KEY, '--token-key', TOKEN_KEY], 2],
    [['--library', '245871', '--api-key', API_KEY, '--token-key', TOKEN_KEY, '--enabled', 'maybe'], 2],
    [['--library', '245871', '--api-key', 'short', '--token-key', TOKEN_KEY], 2],
  ])('refuses %j (exit %i), saving nothing', async (flags, exitCode) => {
    expect(await failure('video-host:set', '--tenant', TENANT_ID, ...flags)).toMatchObject({ exitCode });
    expect(await t.db.selectFrom('video_host_settings').selectAll().execute()).toEqual([]);
  });

  it('saves the library sealed, prints it masked, keeps the keys when turned off, and the server reads it', async () => {
    const output = await run(
      'video-host:set',
      ...['--tenant', TENANT_ID, '--library', '245871', '--api-key', API_KEY, '--token-key', TOKEN_KEY],
    );
    expect(output).toContain('library 245871');
    const shown = await run('video-host:show', '--tenant', TENANT_ID);
    const stored = JSON.stringify(await t.db.selectFrom('video_host_settings').selectAll().execute());
    for (const key of [API_KEY, TOKEN_KEY]) {
      expect(output).not.toContain(key);
      expect(shown).not.toContain(key);
      expect(stored).not.toContain(key);
    }
    expect(await read()).toEqual({
      enabled: true,
      libraryId: '245871',
      apiKey: API_KEY,
      tokenKey: TOKEN_KEY,
    });
    await run('video-host:set', '--tenant', TENANT_ID, '--library', '245871', '--enabled', 'no');
    expect(await read()).toEqual({
      enabled: false,
      libraryId: '245871',
      apiKey: API_KEY,
      tokenKey: TOKEN_KEY,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'video_host_settings.update')
      .execute();
    expect(audit).toEqual([
      { action: 'video_host_settings.update', actor_id: 'admin-command-line' },
      { action: 'video_host_settings.update', actor_id: 'admin-command-line' },
    ]);
  });
});
