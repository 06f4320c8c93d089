import { describe, expect, it } from 'vitest';
import { teacherMessages } from '@dars/core/messages/areas/teacher';
import {
  AUDIT_ACTIONS,
  AUDIT_SUBJECTS,
  actionText,
  camel,
  changedFields,
  fieldText,
} from './audit-sentence.ts';

const catalogue = teacherMessages as unknown as Record<string, { ar: string; en: string } | undefined>;

describe('audit sentences', () => {
  it.each(AUDIT_ACTIONS)('%s has its own sentence naming who (and what, when there is a name)', (action) => {
    const id = actionText(action);
    expect(id).not.toBe('teacher.audit.do.other');
    expect(catalogue[id]?.ar).toContain('{actor}');
  });

  it.each(AUDIT_SUBJECTS)('the filter choice %s has a name', (subject) => {
    expect(catalogue[`teacher.audit.subject.${camel(subject)}`]).toBeDefined();
  });

  it('an action it does not know falls back to the generic sentence', () => {
    expect(actionText('payment.refund')).toBe('teacher.audit.do.other');
  });

  it.each([
    [{ courseName: 'أ', version: 1 }, { courseName: 'ب', version: 2 }, ['courseName']],
    [{ active: true, price: 5 }, { active: true, price: 6 }, ['price']],
    [null, { title: 'x' }, ['title']],
    [[1, 2], [2, 1], []],
  ])('changed fields of %j → %j: %j', (before, after, fields) => {
    const entry = { before, after } as Parameters<typeof changedFields>[0];
    expect(changedFields(entry).map((change) => change.field)).toEqual(fields);
  });

  it('names known fields from the catalogue and leaves others as recorded', () => {
    expect(catalogue[fieldText('courseName')!]?.ar).toBe('اسم الدورة');
    expect(fieldText('someNewField')).toBeNull();
  });
});
