/**
 * A local WhatsApp Cloud API for tests, answering as Meta's documentation describes:
 * POST /{version}/{phone-number-id}/messages with `Authorization: Bearer <token>` and a template
 * message body → 200 `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }`;
 * a wrong token → 401 with a Graph error (code 190); queued failures (`failNext`) → 429 with
 * Retry-After and error code 130429, or 500. It records every accepted message.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTemplateMessage {
  phoneNumberId: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  messageId: string;
}

export interface FakeWhatsApp {
  url: string;
  accepted: FakeTemplateMessage[];
  /** every request, accepted or not */
  requests: number;
  /** the next requests fail with these statuses, in order */
  failNext: Array<429 | 500>;
  /** the token the fake accepts */
  accessToken: string;
  close(): Promise<void>;
}

export async function startFakeWhatsApp(
  accessToken = 'EAAG-test-access-token-0123456789',
): Promise<FakeWhatsApp> {
  let sequence = 0;
  const fake: FakeWhatsApp = {
    url: '',
    accepted: [],
    requests: 0,
    failNext: [],
    accessToken,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const graphError = (
    res: http.ServerResponse,
    status: number,
    code: number,
    message: string,
    headers = {},
  ) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf' } }));
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      fake.requests += 1;
      const match = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) return graphError(res, 404, 803, 'Unknown path');
      if (req.headers.authorization !== `Bearer ${fake.accessToken}`)
        return graphError(res, 401, 190, 'Invalid OAuth access token.');
      const failure = fake.failNext.shift();
      if (failure === 429) return graphError(res, 429, 130429, 'Rate limit hit', { 'retry-after': '20' });
      if (failure === 500) return graphError(res, 500, 1, 'An unknown error occurred');
      let body: {
        messaging_product?: string;
        to?: string;
        type?: string;
        template?: {
          name?: string;
          language?: { code?: string };
          components?: Array<{ type?: string; parameters?: Array<{ type?: string; text?: string }> }>;
        };
      };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return graphError(res, 400, 100, 'Invalid JSON');
      }
      const parameters = body.template?.components?.find((c) => c.type === 'body')?.parameters ?? [];
      if (
        body.messaging_product !== 'whatsapp' ||
        body.type !== 'template' ||
        !body.to ||
        !body.template?.name ||
        !body.template.language?.code ||
        parameters.some((p) => p.type !== 'text' || typeof p.text !== 'string' || /[\n\t]/.test(p.text))
      )
        return graphError(res, 400, 100, '(#100) Invalid parameter');
      sequence += 1;
      const messageId = `wamid.fake${String(sequence).padStart(8, '0')}`;
      fake.accepted.push({
        phoneNumberId: match[1]!,
        to: body.to,
        template: body.template.name,
        language: body.template.language.code,
        parameters: parameters.map((p) => p.text!),
        messageId,
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: messageId }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
