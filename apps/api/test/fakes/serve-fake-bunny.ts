/**
 * The fake Bunny Stream as a process, for e2e (e2e/playwright.config.ts starts it on
 * FAKE_BUNNY_PORT and points the server's BUNNY_API_BASE and BUNNY_EMBED_BASE at it). The library
 * below is what e2e/specs/leak-tracing.spec.ts saves as the demo tenant's; an upload's encoding is
 * finished at its first read, so a spec waits one status poll, not Bunny's real encoding.
 */
import { startFakeBunny } from './fake-bunny-stream.ts';

export const E2E_BUNNY_LIBRARY = {
  libraryId: '424242',
  apiKey: 'e2e-stream-api-key-0123456789abcdef',
  tokenKey: 'e2e-token-auth-key-0123456789abcdef',
};

const port = Number(process.env.FAKE_BUNNY_PORT ?? 0);
const fake = await startFakeBunny([E2E_BUNNY_LIBRARY], { port, finishAtFirstRead: 20 });
console.log(`fake Bunny Stream listening at ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
