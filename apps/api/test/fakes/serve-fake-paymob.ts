/**
 * The fake Paymob as a process, for e2e (e2e/playwright.config.ts starts it on FAKE_PAYMOB_PORT and
 * points the server's PAYMOB_API_BASE at it). The account below is what e2e/specs/payments.spec.ts
 * saves as the demo tenant's settings.
 */
import { startFakePaymob } from './fake-paymob.ts';

export const E2E_PAYMOB_ACCOUNT = {
  secretKey: 'egy_sk_test_e2e_5f2a9c1d7b3e4f60a8c9d0e1',
  publicKey: 'egy_pk_test_e2e_8b7a6c5d4e3f2a1b',
  hmacSecret: 'E2EHMACSECRET00112233445566778899',
  apiKey: 'ZTJlLWFwaS1rZXktMDAxMTIyMzM0NDU1NjY3Nzg4OTk',
  integrations: { card: 5101, wallet: 5102, kiosk: 5103 },
};

const port = Number(process.env.FAKE_PAYMOB_PORT ?? 0);
const fake = await startFakePaymob([E2E_PAYMOB_ACCOUNT], { port });
console.log(`fake Paymob listening at ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
