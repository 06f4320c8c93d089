import { useState, type FormEvent } from 'react';
import type { PageParams } from '../../../shared/console/index.ts';
import { useT, type MessageId } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { SelectField, TextField } from '../../../shared/ui/fields.tsx';
import { AUDIT_SUBJECTS, camel } from '../audit-sentence.ts';

export const AUDIT_FILTERS = ['actorId', 'action', 'from', 'to'] as const;
type Filter = (typeof AUDIT_FILTERS)[number];

/** Who, what kind of change and when: choices, not codes. */
export function AuditFilters({
  paging,
  actors,
}: {
  paging: PageParams<Filter>;
  actors: { id: string; name: string }[];
}) {
  const t = useT();
  const [draft, setDraft] = useState(paging.filters);
  function apply(event: FormEvent) {
    event.preventDefault();
    paging.setFilters(draft);
  }
  return (
    <form
      onSubmit={apply}
      className="mb-5 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField
        label={t('teacher.audit.person')}
        value={draft.actorId}
        onChange={(event) => setDraft({ ...draft, actorId: event.target.value })}
      >
        <option value="">{t('teacher.audit.anyone')}</option>
        {actors.map((actor) => (
          <option key={actor.id} value={actor.id}>
            {actor.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('teacher.audit.subject')}
        value={draft.action}
        onChange={(event) => setDraft({ ...draft, action: event.target.value })}
      >
        <option value="">{t('teacher.audit.anything')}</option>
        {AUDIT_SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {t(`teacher.audit.subject.${camel(subject)}` as MessageId)}
          </option>
        ))}
      </SelectField>
      <TextField
        type="date"
        label={t('teacher.audit.from')}
        value={draft.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        type="date"
        label={t('teacher.audit.to')}
        value={draft.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">{t('teacher.filter.apply')}</Button>
        <Button
          variant="outline"
          onClick={() => {
            setDraft({ actorId: '', action: '', from: '', to: '' });
            paging.clear();
          }}
        >
          {t('teacher.filter.clear')}
        </Button>
      </div>
    </form>
  );
}
