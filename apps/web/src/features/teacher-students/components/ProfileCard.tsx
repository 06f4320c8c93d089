import type { StudentDetail } from '@dars/core/contract';
import { SaveStatus } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useStudentAction } from '../api/students.ts';
import { useWhen } from '../use-when.ts';
import { PhoneLinks } from './PhoneLinks.tsx';
import { StudentCard } from './StudentCard.tsx';

/**
 * Who the student is and how to reach them. The everyday action (a password-reset code) comes
 * first; stopping the account comes last and asks first.
 */
export function ProfileCard({
  student,
  deactivation,
  onDeactivate,
}: {
  student: StudentDetail;
  /** the deactivation's outcome, shown beside its button */
  deactivation: Parameters<typeof SaveStatus>[0]['state'];
  onDeactivate(): void;
}) {
  const t = useT();
  const when = useWhen();
  const reactivate = useStudentAction('teacherStudentReactivate');
  const passwordReset = useStudentAction('teacherStudentPasswordReset');
  const id = { studentId: student.id };
  const rows = [
    ['teacher.students.phone', <PhoneLinks phone={student.phoneNumber} whose={student.name} />],
    [
      'teacher.students.parentPhone',
      <PhoneLinks
        phone={student.parentPhone}
        whose={t('teacher.students.parentOf', { name: student.name })}
      />,
    ],
    [
      'teacher.students.email',
      <bdi dir="ltr" className="break-all">
        {student.email}
      </bdi>,
    ],
    ['teacher.students.grade', t(`common.grade.${student.grade}`)],
    ['teacher.students.registered', when(student.registrationDate)],
    ['teacher.students.lastActivity', when(student.lastActivityAt)],
  ] as const;

  return (
    <StudentCard title={t('teacher.students.profile')}>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex min-w-0 flex-wrap gap-x-2">
            <dt className="font-semibold text-gray-700">{t(label)}:</dt>
            <dd className="min-w-0">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-gray-100 pt-3">
        <Button size="sm" variant="outline" onClick={() => passwordReset.mutate(id)}>
          {t('teacher.students.passwordReset')}
        </Button>
        <SaveStatus
          state={passwordReset}
          success={t('teacher.students.passwordResetSent')}
          fallback="teacher.loadFailed"
        />
        <span className="grow" />
        {student.active ? (
          <Button size="sm" variant="danger" onClick={onDeactivate}>
            {t('teacher.students.deactivate')}
          </Button>
        ) : (
          <Button size="sm" onClick={() => reactivate.mutate(id)} loading={reactivate.isPending}>
            {t('teacher.students.reactivate')}
          </Button>
        )}
        <SaveStatus
          state={deactivation}
          success={t('teacher.students.deactivated')}
          fallback="teacher.loadFailed"
        />
        <SaveStatus
          state={reactivate}
          success={t('teacher.students.reactivated')}
          fallback="teacher.loadFailed"
        />
      </div>
    </StudentCard>
  );
}
