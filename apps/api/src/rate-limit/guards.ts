import { SERVER_MESSAGES } from '@dars/core/messages';
import { normalizeEmail, parseLoginIdentifier } from '@dars/core/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { isRegisteredDevice } from '../domain/auth/devices.ts';
import { findUserByIdentifier } from '../domain/auth/login.ts';
import { AppError } from '../errors.ts';
import { refusal } from './limiter.ts';

type Hit = readonly [RateLimiterAbstract, string];

interface Outcome {
  passed: Hit[];
  refused: Array<{ hit: Hit; res: RateLimiterRes }>;
}

/** The address limits are keyed by: the connection's, or the one a trusted proxy reported. */
export const addressOf = (request: FastifyRequest) => request.ip || 'unknown';

/** One atomic consume on every counter (all of them, so a refused hit still counts everywhere). */
async function consumeEach(hits: Hit[]): Promise<Outcome> {
  const outcome: Outcome = { passed: [], refused: [] };
  const settled = await Promise.allSettled(hits.map(([limiter, key]) => limiter.consume(key)));
  settled.forEach((result, i) => {
    const hit = hits[i]!;
    if (result.status === 'fulfilled') outcome.passed.push(hit);
    else outcome.refused.push({ hit, res: refusal(result.reason) });
  });
  return outcome;
}

/** The guards by the name `/metrics` counts their refusals under (`dars_rate_limit_refusals_total`). */
type GuardName =
  'login' | 'otp-send' | 'otp-check' | 'register' | 'change-password' | 'redeem' | 'parent-link' | 'order';

function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  guard: GuardName,
  waitMs: number,
  message: string,
): never {
  request.server.metrics.rateLimitRefused(guard);
  reply.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw new AppError(429, 'rate_limited', message);
}

const longestWait = (outcome: Outcome) => Math.max(0, ...outcome.refused.map(({ res }) => res.msBeforeNext));
const rewardAll = (hits: Hit[]) => Promise.all(hits.map(([limiter, key]) => limiter.reward(key)));

/**
 * The account a login names, whatever its spelling: the user's id when it exists (so its email and
 * its phone share one counter), else the identifier normalised as login reads it (Arabic-Indic
 * digits, case and spaces do not make a new counter).
 */
export async function loginAccountOf(request: FastifyRequest, identifier: string): Promise<string> {
  return (await loginAccount(request, identifier)).key;
}

async function loginAccount(
  request: FastifyRequest,
  identifier: string,
): Promise<{ key: string; userId: string | null }> {
  const parsed = parseLoginIdentifier(identifier);
  if (parsed.kind === 'invalid') return { key: `invalid:${normalizeEmail(identifier)}`, userId: null };
  const user = await findUserByIdentifier(request.ctx, identifier);
  return user
    ? { key: `user:${user.id}`, userId: user.id }
    : { key: `${parsed.kind}:${parsed.value}`, userId: null };
}

/**
 * Before a password is checked: per (account, address) with a block that doubles on every repeat
 * (so a stranger at a shared school address locks the account at that address only), per account
 * across addresses (a higher ceiling that spreading over addresses still reaches), and per address.
 * `succeeded()` after a right password forgets the (account, address) counters and gives the
 * attempt back to the account-wide one.
 *
 * The account-wide ceiling alone does not stop a device already registered to the account (its
 * DeviceId): anyone who knows a student's phone number can spend that ceiling, and the owner must
 * still get in from their own device with the right password. The other two limits still apply.
 */
export async function guardLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  identifier: string,
  deviceId: string | null = null,
) {
  const limits = request.server.limits;
  const named = await loginAccount(request, identifier);
  const account = `${request.tenantId}:${named.key}`;
  const address = addressOf(request);
  const pair = `${account}:${address}`;
  const outcome = await consumeEach([
    [limits.loginAddress, pair],
    [limits.loginAccount, account],
    [limits.loginIp, address],
  ]);
  let waitMs = longestWait(outcome);
  const overflow = outcome.refused.find(({ hit }) => hit[0] === limits.loginAddress);
  if (overflow && overflow.res.consumedPoints === limits.loginAddress.points + 1) {
    const strikes = (await limits.loginStrikes.penalty(pair)).consumedPoints;
    const { loginBlockBase, loginBlockMax } = limits.windows;
    const seconds = Math.min(loginBlockBase * 2 ** (strikes - 1), loginBlockMax);
    await limits.loginAddress.block(pair, seconds);
    waitMs = Math.max(waitMs, seconds * 1000);
  }
  if (outcome.refused.length > 0) {
    const accountWideOnly = outcome.refused.every(({ hit }) => hit[0] === limits.loginAccount);
    const ownDevice =
      accountWideOnly &&
      named.userId !== null &&
      deviceId !== null &&
      (await isRegisteredDevice(request.ctx, { userId: named.userId, deviceId }));
    if (!ownDevice) refuse(request, reply, 'login', waitMs, SERVER_MESSAGES.loginRateLimited);
  }
  return {
    async succeeded() {
      await Promise.all([
        limits.loginAddress.delete(pair),
        limits.loginStrikes.delete(pair),
        limits.loginAccount.reward(account),
      ]);
    },
  };
}

const otpAccount = (request: FastifyRequest, email: string) =>
  `${request.tenantId}:email:${normalizeEmail(email)}`;

/**
 * Before a one-time code is mailed: per (account, address), per account across addresses (high
 * enough that a stranger at one address cannot use up the owner's sends), and per address.
 */
export async function guardOtpSend(request: FastifyRequest, reply: FastifyReply, email: string) {
  const limits = request.server.limits;
  const account = otpAccount(request, email);
  const address = addressOf(request);
  const outcome = await consumeEach([
    [limits.otpSendAddress, `${account}:${address}`],
    [limits.otpSendAccount, account],
    [limits.otpIp, address],
  ]);
  if (outcome.refused.length > 0)
    refuse(request, reply, 'otp-send', longestWait(outcome), SERVER_MESSAGES.tooManyAttempts);
}

/** Before a one-time code is checked: per account (guessing is spread over no address) and per address. */
export async function guardOtpCheck(request: FastifyRequest, reply: FastifyReply, email: string) {
  const limits = request.server.limits;
  const address = addressOf(request);
  const outcome = await consumeEach([
    [limits.otpCheckAccount, otpAccount(request, email)],
    [limits.otpIp, address],
  ]);
  if (outcome.refused.length > 0)
    refuse(request, reply, 'otp-check', longestWait(outcome), SERVER_MESSAGES.tooManyAttempts);
}

/** Before a registration is read: per address. */
export async function guardRegistration(request: FastifyRequest, reply: FastifyReply) {
  const outcome = await consumeEach([[request.server.limits.register, addressOf(request)]]);
  if (outcome.refused.length > 0)
    refuse(request, reply, 'register', longestWait(outcome), SERVER_MESSAGES.tooManyRequests);
}

/** Before the current password is checked: per account; `succeeded()` forgets the count. */
export async function guardPasswordChange(request: FastifyRequest, reply: FastifyReply, userId: string) {
  const limiter = request.server.limits.changePassword;
  const key = `${request.tenantId}:${userId}`;
  const outcome = await consumeEach([[limiter, key]]);
  if (outcome.refused.length > 0)
    refuse(request, reply, 'change-password', longestWait(outcome), SERVER_MESSAGES.tooManyAttempts);
  return {
    async succeeded() {
      await limiter.delete(key);
    },
  };
}

/**
 * Runs one code redemption under the failure limits (per student, per address). The attempt is
 * counted before the code is looked at, so concurrent wrong codes cannot all slip under the limit;
 * it is given back when the code turns out right, or fails for another reason than `isFailure`.
 * A refused attempt gives back what it took from the counters that were not yet over.
 */
export async function guardRedemption<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  studentId: string,
  isFailure: (error: unknown) => boolean,
  redeem: () => Promise<T>,
): Promise<T> {
  const limits = request.server.limits;
  const hits: Hit[] = [
    [limits.redeemStudent, `${request.tenantId}:${studentId}`],
    [limits.redeemIp, addressOf(request)],
  ];
  const outcome = await consumeEach(hits);
  if (outcome.refused.length > 0) {
    await rewardAll(outcome.passed);
    refuse(request, reply, 'redeem', longestWait(outcome), SERVER_MESSAGES.tooManyAttempts);
  }
  try {
    const result = await redeem();
    await rewardAll(hits);
    return result;
  } catch (error) {
    if (!isFailure(error)) await rewardAll(hits);
    throw error;
  }
}

/** Before a parent link is made: per student (whoever makes it) and per caller. */
export async function guardParentLinkCreation(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { studentId: string; callerId: string },
) {
  const limits = request.server.limits;
  const outcome = await consumeEach([
    [limits.parentLinkStudent, `${request.tenantId}:${options.studentId}`],
    [limits.parentLinkCaller, `${request.tenantId}:${options.callerId}`],
  ]);
  if (outcome.refused.length > 0) {
    await rewardAll(outcome.passed);
    refuse(request, reply, 'parent-link', longestWait(outcome), SERVER_MESSAGES.tooManyRequests);
  }
}

/** Before an online order is made: per student (docs/payments.md). */
export async function guardOrderCreation(request: FastifyRequest, reply: FastifyReply, studentId: string) {
  const outcome = await consumeEach([
    [request.server.limits.ordersStudent, `${request.tenantId}:${studentId}`],
  ]);
  if (outcome.refused.length > 0)
    refuse(request, reply, 'order', longestWait(outcome), SERVER_MESSAGES.tooManyRequests);
}
