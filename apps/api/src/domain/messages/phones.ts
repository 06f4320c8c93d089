/**
 * Registered phones are Egyptian mobiles as typed at sign-up ("01012345678"); providers want the
 * international form without "+" ("201012345678"), which is also what WhatsApp's webhooks name.
 */
export function internationalPhone(registered: string | null | undefined): string | null {
  const digits = (registered ?? '').replace(/[\s-]/g, '');
  if (/^01[0-9]{9}$/.test(digits)) return `2${digits}`;
  if (/^\+?201[0-9]{9}$/.test(digits)) return digits.replace(/^\+/, '');
  return null;
}
