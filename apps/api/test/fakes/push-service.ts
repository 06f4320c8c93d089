/**
 * A local push service for tests, as the Web Push RFCs describe it, on https (web-push sends
 * only over TLS) with a certificate made for 127.0.0.1 when it starts: the server under test trusts
 * it through PUSH_SERVICE_CA = `caFile`. `subscribe()` plays the
 * browser: it makes a P-256 key pair and a 16-byte auth secret and answers the subscription a
 * browser would give the page (an endpoint here and its keys). A push request to an endpoint
 * (RFC 8030: POST with a TTL header) is checked as a push service does:
 * - `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): the JWT is ES256-signed by k, its
 *   `aud` is this service's origin, its `exp` is in the future and no more than 24 hours ahead,
 *   its `sub` a mailto: or https: contact, and k is the key the subscription was made with;
 * - `Content-Encoding: aes128gcm` (RFC 8188) and a body the subscription's keys decrypt (RFC 8291).
 * It answers 201 with a Location, or what `answerNext` asks (404, 410, 429 with Retry-After,
 * 500); an unsubscribed endpoint answers 410. Decrypted messages are kept in `received`.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface FakePushDevice {
  id: string;
  /** what PushSubscription.toJSON() gives the page */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export interface FakePushMessage {
  deviceId: string;
  /** the decrypted payload */
  text: string;
  ttl: number;
  urgency: string | null;
  /** the VAPID JWT's claims */
  claims: { aud: string; exp: number; sub: string };
}

export interface FakePushService {
  url: string;
  /** the PEM of the fake's self-signed certificate, for PUSH_SERVICE_CA */
  caFile: string;
  subscribe(applicationServerKey?: string): FakePushDevice;
  /** the browser unsubscribed: its endpoint answers 410 from now on */
  unsubscribe(deviceId: string): void;
  received: FakePushMessage[];
  /** requests refused for a bad signature, key, claim or encryption, with why */
  refused: string[];
  /** every push request */
  requests: number;
  /** the next push requests get these answers instead of 201, in order */
  answerNext: Array<{ status: 404 | 410 | 429 | 500; retryAfterSeconds?: number }>;
  close(): Promise<void>;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

interface Device {
  ecdh: crypto.ECDH;
  publicKey: Buffer;
  auth: Buffer;
  applicationServerKey: string | undefined;
  gone: boolean;
}

/** RFC 8291 section 3.4 / RFC 8188 section 2: one aes128gcm record, keyed by the subscription. */
function decryptAes128gcm(body: Buffer, device: Pick<Device, 'ecdh' | 'publicKey' | 'auth'>): string {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || serverPublicKey[0] !== 0x04) throw new Error('keyid is not a P-256 public key');
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error('more than one record');
  const ecdhSecret = device.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, serverPublicKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (end < 0 || padded[end] !== 0x02) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: the JWT's signature by k, and its claims. Throws with the reason when one is wrong. */
function checkVapid(
  authorization: string | undefined,
  audience: string,
  nowSeconds: number,
): { claims: FakePushMessage['claims']; key: string } {
  const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(
    authorization ?? '',
  );
  if (!match) throw new Error('no vapid Authorization');
  const [, token, key] = match as unknown as [string, string, string];
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
  if (head.alg !== 'ES256') throw new Error('JWT alg is not ES256');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) throw new Error('k is not a P-256 public key');
  const publicKey = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('JWT signature does not match k');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as FakePushMessage['claims'];
  if (claims.aud !== audience) throw new Error(`aud ${claims.aud} is not ${audience}`);
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) throw new Error('JWT expired');
  if (claims.exp > nowSeconds + 24 * 60 * 60) throw new Error('exp more than 24 hours ahead');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    throw new Error('sub is not a mailto: or https: contact');
  return { claims, key };
}

/** A self-signed certificate for 127.0.0.1 (the openssl command line, as a developer would). */
function makeCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8'), certFile };
}

export async function startFakePushService(): Promise<FakePushService> {
  const devices = new Map<string, Device>();
  let sequence = 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-fake-push-'));
  const tlsFiles = makeCertificate(dir);
  const fake: FakePushService = {
    url: '',
    caFile: tlsFiles.certFile,
    received: [],
    refused: [],
    requests: 0,
    answerNext: [],
    subscribe(applicationServerKey) {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const id = crypto.randomBytes(12).toString('base64url');
      const device: Device = {
        ecdh,
        publicKey: ecdh.getPublicKey(),
        auth: crypto.randomBytes(16),
        applicationServerKey,
        gone: false,
      };
      devices.set(id, device);
      return {
        id,
        subscription: {
          endpoint: `${fake.url}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64url(device.publicKey), auth: b64url(device.auth) },
        },
      };
    },
    unsubscribe(deviceId) {
      const device = devices.get(deviceId);
      if (device) device.gone = true;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };

  const server = https.createServer({ key: tlsFiles.key, cert: tlsFiles.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      fake.requests += 1;
      const answer = (status: number, headers: Record<string, string> = {}, text = '') => {
        res.writeHead(status, { 'content-type': 'text/plain', ...headers });
        res.end(text);
      };
      const refuse = (status: number, reason: string) => {
        fake.refused.push(reason);
        answer(status, {}, reason);
      };
      const match = /^\/push\/([A-Za-z0-9_-]+)$/.exec(req.url ?? '');
      const device = match ? devices.get(match[1]!) : undefined;
      if (req.method !== 'POST' || !match || !device) return answer(404, {}, 'no such subscription');
      if (device.gone) return answer(410, {}, 'subscription expired');
      const ttl = req.headers.ttl;
      if (typeof ttl !== 'string' || !/^\d+$/.test(ttl)) return refuse(400, 'TTL header missing');
      let claims: FakePushMessage['claims'];
      try {
        const checked = checkVapid(req.headers.authorization, fake.url, Math.floor(Date.now() / 1000));
        claims = checked.claims;
        if (device.applicationServerKey && checked.key !== device.applicationServerKey)
          return refuse(403, 'k is not the key the subscription was made with');
      } catch (error) {
        return refuse(401, (error as Error).message);
      }
      if (req.headers['content-encoding'] !== 'aes128gcm')
        return refuse(415, 'Content-Encoding is not aes128gcm');
      let text: string;
      try {
        text = decryptAes128gcm(Buffer.concat(chunks), device);
      } catch (error) {
        return refuse(400, `cannot decrypt: ${(error as Error).message}`);
      }
      const next = fake.answerNext.shift();
      if (next) {
        const headers: Record<string, string> =
          next.retryAfterSeconds === undefined ? {} : { 'retry-after': String(next.retryAfterSeconds) };
        if (next.status === 410 || next.status === 404) device.gone = true;
        return answer(next.status, headers, 'as asked');
      }
      fake.received.push({
        deviceId: match[1]!,
        text,
        ttl: Number(ttl),
        urgency: typeof req.headers.urgency === 'string' ? req.headers.urgency : null,
        claims,
      });
      sequence += 1;
      answer(201, { location: `${fake.url}/message/${sequence}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
