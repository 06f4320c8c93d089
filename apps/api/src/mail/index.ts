import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { OtpPurpose } from '../db/schema.ts';

export interface OtpMessage {
  to: string;
  purpose: OtpPurpose;
  code: string;
}

export interface Mailer {
  sendOtp(message: OtpMessage): Promise<void>;
  close(): Promise<void>;
}

const SUBJECTS: Record<OtpPurpose, string> = {
  'confirm-email': 'رمز تأكيد البريد الإلكتروني — Email confirmation code',
  'reset-password': 'رمز إعادة تعيين كلمة المرور — Password reset code',
};

function otpText({ purpose, code }: OtpMessage): string {
  const what = purpose === 'confirm-email' ? 'تأكيد بريدك الإلكتروني' : 'إعادة تعيين كلمة المرور';
  return `رمزك لـ${what} هو: ${code}\nينتهي خلال 10 دقائق.\n\nYour code is ${code}. It expires in 10 minutes.`;
}

/**
 * Without SMTP: every message is logged (without the code) and appended as one JSON line
 * `{ at, to, purpose, code }` to DATA_DIR/outbox.jsonl, which the e2e tests read.
 */
export function createOutboxMailer(
  dataDir: string,
  log?: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): Mailer {
  const file = path.join(dataDir, 'outbox.jsonl');
  return {
    async sendOtp(message) {
      await fs.promises.mkdir(dataDir, { recursive: true });
      const line = JSON.stringify({
        at: now().toISOString(),
        to: message.to,
        purpose: message.purpose,
        code: message.code,
      });
      await fs.promises.appendFile(file, line + '\n', { mode: 0o600 });
      log?.info(
        { to: message.to, purpose: message.purpose, outbox: file },
        'mail written to the outbox (no SMTP_URL)',
      );
    },
    async close() {},
  };
}

export async function createSmtpMailer(
  smtpUrl: string,
  from: string,
  log?: FastifyBaseLogger,
): Promise<Mailer> {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async sendOtp(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: SUBJECTS[message.purpose],
        text: otpText(message),
      });
      log?.info({ to: message.to, purpose: message.purpose }, 'mail sent');
    },
    async close() {
      transport.close();
    },
  };
}

export async function createMailer(
  options: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  log?: FastifyBaseLogger,
  now?: () => Date,
): Promise<Mailer> {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.mailFrom, log)
    : createOutboxMailer(options.dataDir, log, now);
}
