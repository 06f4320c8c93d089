import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacMatches, processedSignedString, responseSignedString } from './paymob-hmac.ts';

/** The sample transaction of Paymob's HMAC documentation, and the concatenated string it gives there. */
const SAMPLE = {
  amount_cents: 100000,
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  error_occured: false,
  has_parent_transaction: false,
  id: 192036465,
  integration_id: 4097558,
  is_3d_secure: true,
  is_auth: false,
  is_capture: false,
  is_refunded: false,
  is_standalone_payment: true,
  is_voided: false,
  order: { id: 217503754, merchant_order_id: 'not signed' },
  owner: 302852,
  pending: false,
  source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
  success: true,
  // fields outside the list are not signed
  profile_id: 1,
  data: { message: 'Approved' },
};
const DOCUMENTED =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';

const flat = (order: 'order_id' | 'order') => ({
  ...Object.fromEntries(
    Object.entries(SAMPLE)
      .filter(([, v]) => typeof v !== 'object')
      .map(([k, v]) => [k, String(v)]),
  ),
  [order]: '217503754',
  'source_data.pan': '2346',
  'source_data.sub_type': 'MasterCard',
  'source_data.type': 'card',
});

describe('Paymob callback HMAC', () => {
  it('concatenates the processed callback fields as the documentation shows', () => {
    expect(processedSignedString(SAMPLE)).toBe(DOCUMENTED);
  });

  it.each(['order_id', 'order'] as const)(
    'reads the response callback query the same way (order as %s)',
    (key) => {
      expect(responseSignedString(flat(key))).toBe(DOCUMENTED);
    },
  );

  const secret = 'HMACSECRET';
  const good = crypto.createHmac('sha512', secret).update(DOCUMENTED).digest('hex');
  it.each([
    ['the right HMAC', good, true],
    ['the right HMAC in capitals', good.toUpperCase(), true],
    ['another secret', crypto.createHmac('sha512', 'other').update(DOCUMENTED).digest('hex'), false],
    ['one digit changed', `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`, false],
    ['a short value', good.slice(0, 64), false],
    ['none', undefined, false],
    ['not hex', 'z'.repeat(128), false],
  ])('%s → %s', (_label, received, expected) => {
    expect(hmacMatches(secret, DOCUMENTED, received)).toBe(expected);
  });
});
