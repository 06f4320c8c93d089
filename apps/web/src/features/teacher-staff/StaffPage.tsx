import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorTextId } from '../../shared/api/error-text.ts';
import { callTeacher, loadTeacher, teacherQueryKey } from '../../shared/api/teacher-client.ts';
import { PageHeader, QueryState, useConsoleRole } from '../../shared/console/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { FormMessage, PasswordField, TextField } from '../../shared/ui/fields.tsx';
import './messages.ts';

const EMPTY = { name: '', email: '', phoneNumber: '', password: '' };

/** The teacher adds and removes assistants; assistants see that only the teacher may. */
export default function StaffPage() {
  const t = useT();
  const { canEdit } = useConsoleRole();
  if (!canEdit) {
    return (
      <section>
        <PageHeader title={t('teacher.staff.title')} />
        <EmptyState title={t('teacher.staff.adminOnly')} />
      </section>
    );
  }
  return <StaffManager />;
}

function StaffManager() {
  const t = useT();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: teacherQueryKey('teacherStaff'),
    queryFn: ({ signal }) => loadTeacher('teacherStaff', {}, { signal }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: teacherQueryKey('teacherStaff') });
  const add = useMutation({
    mutationFn: (body: typeof EMPTY) => callTeacher('teacherStaffAdd', body),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (staffId: string) => callTeacher('teacherStaffRemove', { staffId }),
    onSuccess: refresh,
  });
  const [draft, setDraft] = useState(EMPTY);
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    try {
      await add.mutateAsync(draft);
      setDraft(EMPTY);
      setNotice({ kind: 'success', text: t('teacher.students.done') });
    } catch (error) {
      setNotice({ kind: 'error', text: t(errorTextId(error, { fallback: 'teacher.loadFailed' })) });
    }
  }

  return (
    <section>
      <PageHeader title={t('teacher.staff.title')} hint={t('teacher.staff.hint')} />
      <form onSubmit={submit} className="mb-5 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2">
        <TextField
          required
          label={t('teacher.staff.name')}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <TextField
          required
          type="email"
          dir="ltr"
          label={t('teacher.staff.email')}
          value={draft.email}
          onChange={(event) => setDraft({ ...draft, email: event.target.value })}
        />
        <TextField
          required
          dir="ltr"
          inputMode="tel"
          label={t('teacher.staff.phone')}
          value={draft.phoneNumber}
          onChange={(event) => setDraft({ ...draft, phoneNumber: event.target.value })}
        />
        <PasswordField
          required
          label={t('teacher.staff.password')}
          value={draft.password}
          onChange={(event) => setDraft({ ...draft, password: event.target.value })}
        />
        <div className="sm:col-span-2">
          <Button type="submit" loading={add.isPending}>
            {t('teacher.staff.add')}
          </Button>
        </div>
        {notice && (
          <div className="sm:col-span-2">
            <FormMessage kind={notice.kind}>{notice.text}</FormMessage>
          </div>
        )}
      </form>
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('teacher.staff.empty')} />}
      >
        {(data) => (
          <ul className="divide-y divide-gray-100 rounded-2xl bg-white shadow-sm">
            {data.items.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <span>
                  <span className="font-semibold">{member.name}</span>{' '}
                  <span className="text-sm text-gray-600">
                    · {t(`teacher.role.${member.role}`)} · <bdi dir="ltr">{member.email}</bdi>
                  </span>
                </span>
                {member.role === 'Moderator' && (
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => {
                      if (window.confirm(t('teacher.staff.removeConfirm'))) remove.mutate(member.id);
                    }}
                  >
                    {t('teacher.staff.remove')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
