import { STATUS_CODES } from 'node:http';
import { Agent, request } from 'undici';

/**
 * A provider's answer to one POST: its status, its JSON body (null when the body is not JSON) and
 * its headers by lower-case name.
 */
export interface ProviderAnswer {
  status: number;
  ok: boolean;
  /** the status's standard phrase ("Too Many Requests"): HTTP/1.1 answers carry no reliable one */
  statusText: string;
  body: unknown;
  header(name: string): string | null;
}

/** How long a provider may take to start and to go on answering before the call fails. */
const PROVIDER_TIMEOUT_MS = 15_000;

/**
 * Kept-alive connections to the providers, shared by every send of this process. A bulk send
 * makes one call per message, so the per-call cost matters: undici's `request` costs about a fifth
 * of the CPU of `fetch`, whose WHATWG streams and abort signals are most of its time
 * (docs/decisions/0043-less-work-per-message.md).
 */
const providers = new Agent({
  keepAliveTimeout: 30_000,
  headersTimeout: PROVIDER_TIMEOUT_MS,
  bodyTimeout: PROVIDER_TIMEOUT_MS,
});

/** POSTs `body` as JSON to `url`; network failures and timeouts reject, any HTTP status answers. */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<ProviderAnswer> {
  const response = await request(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    dispatcher: providers,
  });
  const text = await response.body.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const { statusCode, headers: answerHeaders } = response;
  return {
    status: statusCode,
    ok: statusCode >= 200 && statusCode < 300,
    statusText: STATUS_CODES[statusCode] ?? '',
    body: parsed,
    header(name) {
      const value = answerHeaders[name.toLowerCase()];
      return (Array.isArray(value) ? value[0] : value) ?? null;
    },
  };
}
