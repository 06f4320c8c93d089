/**
 * The fake WhatsApp Cloud API as a process, for e2e (e2e/playwright.config.ts starts it on
 * FAKE_WHATSAPP_PORT and points the server's WHATSAPP_API_BASE at it). Besides the Graph API path
 * it answers GET /__accepted with every template message it accepted, so a spec can check who got
 * what. The access token below is what e2e/specs/messages.spec.ts saves as the demo tenant's.
 */
import http from 'node:http';
import { startFakeWhatsApp } from './whatsapp-cloud-api.ts';

export const E2E_WHATSAPP_TOKEN = 'EAAG-e2e-access-token-0123456789';

const port = Number(process.env.FAKE_WHATSAPP_PORT ?? 0);
const fake = await startFakeWhatsApp(E2E_WHATSAPP_TOKEN);
const proxy = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/__accepted') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(fake.accepted));
    return;
  }
  const upstream = http.request(
    `${fake.url}${req.url ?? '/'}`,
    { method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
console.log(`fake WhatsApp listening on ${port}`);
const stop = () =>
  void Promise.all([fake.close(), new Promise((r) => proxy.close(r))]).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
