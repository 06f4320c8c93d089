import type { AuditEntry } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { actionText, changedFields, fieldText, subjectName } from '../audit-sentence.ts';

/** A recorded value as a teacher reads it: text as is, yes/no, a count for a list. */
function useValueText() {
  const t = useT();
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('teacher.audit.empty.value');
    if (typeof value === 'boolean') return t(value ? 'teacher.audit.yes' : 'teacher.audit.no');
    if (typeof value === 'string') return value.length > 120 ? `${value.slice(0, 119)}…` : value;
    if (typeof value === 'number') return String(value);
    if (Array.isArray(value)) return t('teacher.audit.list', { count: value.length });
    return t('teacher.audit.changedValue');
  };
}

/** One entry as a sentence (who did what to which course, lesson, student or code), then what changed. */
export function AuditEntryCard({ entry, when }: { entry: AuditEntry; when: string }) {
  const t = useT();
  const valueText = useValueText();
  const changes =
    entry.action.endsWith('.create') || entry.action.endsWith('.delete') ? [] : changedFields(entry);
  return (
    <li className="min-w-0 rounded-2xl bg-white p-4 shadow-sm" data-testid="audit-entry">
      <p className="font-semibold break-words text-gray-900" data-testid="audit-sentence">
        {t(actionText(entry.action), {
          actor: entry.actorName,
          name: subjectName(entry),
          action: entry.action,
        })}
      </p>
      <time dateTime={entry.at} className="text-sm text-gray-600">
        {when}
      </time>
      {changes.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer font-semibold text-primary-700">
            {t('teacher.audit.details')}
          </summary>
          <ul className="mt-2 space-y-1 text-sm">
            {changes.map((change) => {
              const label = fieldText(change.field);
              return (
                <li key={change.field} className="break-words">
                  {t('teacher.audit.change', {
                    field: label ? t(label) : change.field,
                    before: valueText(change.before),
                    after: valueText(change.after),
                  })}
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </li>
  );
}
