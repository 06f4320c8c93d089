import { useState } from 'react';
import type { StaffMember } from '@dars/core/contract';
import {
  ConfirmDialog,
  PageHeader,
  QueryState,
  SaveStatus,
  useConsoleRole,
} from '../../shared/console/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { useRemoveStaff, useSetStaffPermissions, useStaff } from './api/staff.ts';
import { AddStaffDialog } from './components/AddStaffDialog.tsx';
import './messages.ts';

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
  const query = useStaff();
  const remove = useRemoveStaff();
  const permit = useSetStaffPermissions();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);

  return (
    <section>
      <PageHeader
        title={t('teacher.staff.title')}
        hint={t('teacher.staff.hint')}
        actions={<Button onClick={() => setAdding(true)}>{t('teacher.staff.add')}</Button>}
      />
      <p className="mb-2">
        <SaveStatus state={remove} success={t('teacher.staff.removed')} fallback="teacher.loadFailed" />
      </p>
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('teacher.staff.empty')} />}
      >
        {(data) => (
          <ul className="divide-y divide-gray-100 rounded-2xl bg-white shadow-sm">
            {data.items.map((member) => (
              <li
                key={member.id}
                className="flex flex-wrap items-center justify-between gap-2 p-4"
                data-testid="staff"
              >
                <span className="min-w-0 break-words">
                  <span className="font-semibold">{member.name}</span>{' '}
                  <span className="text-sm text-gray-600">
                    · {t(`teacher.role.${member.role}`)} · <bdi dir="ltr">{member.email}</bdi>
                  </span>
                </span>
                {member.role === 'Moderator' && (
                  <span className="flex flex-wrap gap-4 text-sm">
                    {(['canCreateCodes', 'canEnrol'] as const).map((key) => (
                      <label key={key} className="flex items-center gap-2">
                        <input
                          type="checkbox"
                          className="h-5 w-5"
                          checked={member[key]}
                          disabled={permit.isPending}
                          onChange={(event) =>
                            permit.mutate({
                              staffId: member.id,
                              canCreateCodes: member.canCreateCodes,
                              canEnrol: member.canEnrol,
                              [key]: event.target.checked,
                            })
                          }
                        />
                        {t(`teacher.staff.${key}`)}
                      </label>
                    ))}
                  </span>
                )}
                {member.role === 'Moderator' && (
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={t('teacher.staff.removeNamed', { name: member.name })}
                    onClick={() => {
                      remove.reset();
                      setRemoving(member);
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
      {adding && <AddStaffDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('teacher.staff.removeTitle', { name: removing?.name ?? '' })}
        confirmLabel={t('teacher.staff.removeYes')}
        state={remove}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      >
        <p>{t('teacher.staff.removeConfirm')}</p>
      </ConfirmDialog>
    </section>
  );
}
