import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimits } from '../config.ts';
import { createLimiter, type LimiterStore } from './limiter.ts';

/** Window lengths in seconds (the allowances come from the configuration). */
export interface LimitWindows {
  global: number;
  login: number;
  loginAccount: number;
  /** first block after the per-(account, address) allowance is spent; doubles on every repeat */
  loginBlockBase: number;
  loginBlockMax: number;
  /** how long repeated blocks are remembered, so the next one is longer */
  loginStrikeMemory: number;
  otp: number;
  register: number;
  changePassword: number;
  redemption: number;
  parentLinks: number;
  /** online orders (docs/payments.md); default 10 minutes */
  orders?: number;
}

export const DEFAULT_WINDOWS: LimitWindows = {
  global: 60,
  login: 60,
  loginAccount: 15 * 60,
  loginBlockBase: 60,
  loginBlockMax: 16 * 60,
  loginStrikeMemory: 24 * 60 * 60,
  otp: 10 * 60,
  register: 60 * 60,
  changePassword: 15 * 60,
  redemption: 10 * 60,
  parentLinks: 60 * 60,
};

/** Failed code redemptions allowed per student in the redemption window. */
export const CODE_FAILURES_PER_STUDENT = 10;
/** Per address: higher, because a school or a mobile carrier puts many students behind one address. */
export const CODE_FAILURES_PER_IP = 30;

/**
 * Parent links made per student in the parent-link window (by the student or by staff), and per
 * caller across students: a family needs a few, and each one is a bearer key to the student's
 * progress and an audit row.
 */
export const PARENT_LINKS_PER_STUDENT = 10;
export const PARENT_LINKS_PER_CALLER = 60;

/** Online orders a student may start per order window: enough to retry, too few to flood Paymob. */
export const ORDERS_PER_STUDENT = 10;

/** Every counter of one app, created once per app (tests get fresh ones with every app). */
export interface AppLimits {
  windows: LimitWindows;
  global: RateLimiterAbstract;
  loginAddress: RateLimiterAbstract;
  loginStrikes: RateLimiterAbstract;
  loginAccount: RateLimiterAbstract;
  loginIp: RateLimiterAbstract;
  otpSendAddress: RateLimiterAbstract;
  otpSendAccount: RateLimiterAbstract;
  otpCheckAccount: RateLimiterAbstract;
  otpIp: RateLimiterAbstract;
  register: RateLimiterAbstract;
  changePassword: RateLimiterAbstract;
  redeemStudent: RateLimiterAbstract;
  redeemIp: RateLimiterAbstract;
  parentLinkStudent: RateLimiterAbstract;
  parentLinkCaller: RateLimiterAbstract;
  ordersStudent: RateLimiterAbstract;
}

export function createAppLimits(
  store: LimiterStore,
  limits: RateLimits,
  windows: LimitWindows = DEFAULT_WINDOWS,
): AppLimits {
  const limiter = (name: string, points: number, seconds: number) =>
    createLimiter(store, { name, points, seconds });
  return {
    windows,
    global: limiter('global', limits.globalPerIp, windows.global),
    loginAddress: limiter('login-address', limits.loginPerAccount, windows.login),
    loginStrikes: limiter('login-strikes', Number.MAX_SAFE_INTEGER, windows.loginStrikeMemory),
    loginAccount: limiter('login-account', limits.loginPerAccountTotal, windows.loginAccount),
    loginIp: limiter('login-ip', limits.loginPerIp, windows.login),
    otpSendAddress: limiter('otp-send-address', limits.otpPerAccount, windows.otp),
    otpSendAccount: limiter('otp-send-account', limits.otpSendPerAccountTotal, windows.otp),
    otpCheckAccount: limiter('otp-check-account', limits.otpCheckPerAccount, windows.otp),
    otpIp: limiter('otp-ip', limits.otpPerIp, windows.otp),
    register: limiter('register-ip', limits.registerPerIp, windows.register),
    changePassword: limiter('change-password', limits.changePasswordPerAccount, windows.changePassword),
    redeemStudent: limiter('redeem-student', CODE_FAILURES_PER_STUDENT, windows.redemption),
    redeemIp: limiter('redeem-ip', CODE_FAILURES_PER_IP, windows.redemption),
    parentLinkStudent: limiter('parent-link-student', PARENT_LINKS_PER_STUDENT, windows.parentLinks),
    parentLinkCaller: limiter('parent-link-caller', PARENT_LINKS_PER_CALLER, windows.parentLinks),
    ordersStudent: limiter('orders-student', ORDERS_PER_STUDENT, windows.orders ?? 10 * 60),
  };
}
