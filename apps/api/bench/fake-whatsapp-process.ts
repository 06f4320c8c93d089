/**
 * The fake WhatsApp Cloud API (apps/api/test/fakes/whatsapp-cloud-api.ts) as a process of its own,
 * for bench:messages: it stands for Meta's servers, which in production run elsewhere, so the bench
 * starts it at the lowest CPU priority. Prints `{ url, accessToken }` once listening; answers each
 * IPC message with `{ accepted, recipients }` (messages accepted, distinct phones).
 */
import { startFakeWhatsApp } from '../test/fakes/whatsapp-cloud-api.ts';

const fake = await startFakeWhatsApp();
console.log(JSON.stringify({ url: fake.url, accessToken: fake.accessToken }));
process.on('message', () => {
  process.send!({ accepted: fake.accepted.length, recipients: new Set(fake.accepted.map((m) => m.to)).size });
});
process.on('disconnect', () => void fake.close().then(() => process.exit(0)));
