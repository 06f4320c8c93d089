import { describe, expect, it } from 'vitest';
import { accessMessages } from './catalogue/access.ts';
import { commonMessages } from './catalogue/common.ts';
import { translate } from './index.ts';
import { createRegisteredTranslator, isRegistered, registerMessages } from './runtime.ts';

describe('registered catalogue (code-split clients)', () => {
  it('shows the id of an area that is not registered yet, and the text once it is', () => {
    const t = createRegisteredTranslator('ar');
    expect(isRegistered('access.availableInDays')).toBe(false);
    expect(t('access.availableInDays', { count: 3 })).toBe('access.availableInDays');
    registerMessages(accessMessages, commonMessages);
    expect(isRegistered('access.availableInDays')).toBe(true);
    expect(t('access.availableInDays', { count: 3 })).toBe(
      translate('ar', 'access.availableInDays', { count: 3 }),
    );
  });

  it.each([0, 1, 2, 3, 11, 100])('gives the same plural forms as the full catalogue (count %i)', (count) => {
    registerMessages(accessMessages);
    for (const locale of ['ar', 'en'] as const) {
      expect(createRegisteredTranslator(locale)('access.availableInDays', { count })).toBe(
        translate(locale, 'access.availableInDays', { count }),
      );
    }
  });
});
