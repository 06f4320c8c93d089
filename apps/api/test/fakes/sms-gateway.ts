/**
 * A local HTTP SMS gateway for tests, answering as the gateway that `src/providers/sms/http-sms.ts`
 * speaks to: POST of JSON `{ to: "+2010…", sender, text }` with `Authorization: Bearer <token>`
 * → 200 `{ id }`; a wrong token → 401; queued failures (`failNext`) → 429 with Retry-After
 * (seconds) or 500. It records every accepted message.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSmsMessage {
  to: string;
  sender: string;
  text: string;
  id: string;
}

export interface FakeSmsGateway {
  /** the address to save as the channel's URL */
  url: string;
  accepted: FakeSmsMessage[];
  /** every request, accepted or not */
  requests: number;
  /** the next requests fail with these statuses, in order */
  failNext: Array<429 | 500>;
  /** Retry-After sent with a 429, in seconds */
  retryAfterSeconds: number;
  token: string;
  close(): Promise<void>;
}

export async function startFakeSmsGateway(token = 'sms-gateway-token-0123456789'): Promise<FakeSmsGateway> {
  let sequence = 0;
  const fake: FakeSmsGateway = {
    url: '',
    accepted: [],
    requests: 0,
    failNext: [],
    retryAfterSeconds: 30,
    token,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const answer = (res: http.ServerResponse, status: number, body: object, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      fake.requests += 1;
      if (req.method !== 'POST' || req.url !== '/send') return answer(res, 404, { error: 'not found' });
      if (req.headers.authorization !== `Bearer ${fake.token}`)
        return answer(res, 401, { error: 'unauthorized' });
      const failure = fake.failNext.shift();
      if (failure === 429)
        return answer(
          res,
          429,
          { error: 'too many requests' },
          { 'retry-after': String(fake.retryAfterSeconds) },
        );
      if (failure === 500) return answer(res, 500, { error: 'internal error' });
      let body: { to?: unknown; sender?: unknown; text?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(res, 400, { error: 'invalid JSON' });
      }
      if (
        typeof body.to !== 'string' ||
        !/^\+[0-9]{8,15}$/.test(body.to) ||
        typeof body.sender !== 'string' ||
        typeof body.text !== 'string' ||
        body.text.length === 0
      )
        return answer(res, 400, { error: 'to, sender and text are required' });
      sequence += 1;
      const id = `sms-${String(sequence).padStart(6, '0')}`;
      fake.accepted.push({ to: body.to, sender: body.sender, text: body.text, id });
      answer(res, 200, { id, status: 'queued' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  return fake;
}
