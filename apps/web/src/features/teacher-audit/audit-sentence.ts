import { AUDIT_ACTIONS, type AuditEntry } from '@dars/core/contract';
import type { MessageId } from '../../shared/i18n/index.ts';

/** The kinds of thing the filter offers (the server filters by an entry's entity type). */
export const AUDIT_SUBJECTS = [
  'course',
  'unit',
  'lesson',
  'quiz',
  'code_batch',
  'student',
  'enrolment',
  'parent_link',
  'staff',
  'book',
  'testimonial',
  'profile',
] as const;

export { AUDIT_ACTIONS };

const known = new Set<string>(AUDIT_ACTIONS);

/** `code_batch.create` → `codeBatchCreate`, `bank-question.import` → `bankQuestionImport`: catalogue keys are letters and dots. */
export const camel = (code: string) =>
  code.replace(/[._-]([a-z])/g, (_m, letter: string) => letter.toUpperCase());

/** `lesson.attachment.remove` → `teacher.audit.do.lessonAttachmentRemove`; unknown → the generic one. */
export function actionText(action: string): MessageId {
  return known.has(action) ? (`teacher.audit.do.${camel(action)}` as MessageId) : 'teacher.audit.do.other';
}

const NAME_FIELDS = [
  'courseName',
  'lessonName',
  'unitName',
  'title',
  'author',
  'name',
  'teacherName',
  'label',
  'code',
];

/** The name of the course, lesson, unit, book… an entry is about, from what it recorded. */
export function subjectName(entry: AuditEntry): string {
  if (entry.studentName) return entry.studentName;
  for (const side of [entry.after, entry.before]) {
    if (!side || typeof side !== 'object' || Array.isArray(side)) continue;
    for (const field of NAME_FIELDS) {
      const value = (side as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return entry.entityType === 'code_batch' ? `#${entry.entityId}` : '';
}

/** Fields every row carries that say nothing to a teacher. */
const QUIET = new Set([
  'id',
  'version',
  'createdAt',
  'modifiedAt',
  'position',
  'tenantId',
  'courseId',
  'unitId',
]);

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields whose value changed between before and after (both sides objects); else none. */
export function changedFields(entry: AuditEntry): FieldChange[] {
  const { before, after } = entry;
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    Boolean(value) && typeof value === 'object' && !Array.isArray(value);
  if (!isRecord(before) && !isRecord(after)) return [];
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((field) => !QUIET.has(field) && JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: was[field], after: now[field] }));
}

const FIELD_LABELS = new Set([
  'courseName',
  'lessonName',
  'unitName',
  'subtitle',
  'description',
  'price',
  'active',
  'grade',
  'title',
  'author',
  'caption',
  'text',
  'rating',
  'hidden',
  'teacherName',
  'specialization',
  'bio',
  'videoUrl',
  'attachmentTitle',
  'attachmentUrl',
  'imagePath',
  'photoUrl',
  'settings',
  'questions',
  'archived',
  'type',
  'label',
  'revokedAt',
  'expiresAt',
  'count',
  'format',
]);

/** The catalogue's name of a field, or null (the field is then shown as recorded). */
export function fieldText(field: string): MessageId | null {
  return FIELD_LABELS.has(field) ? (`teacher.audit.field.${field}` as MessageId) : null;
}
