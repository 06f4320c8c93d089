import type { StudentDetail } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useWhen } from '../use-when.ts';
import { StudentCard } from './StudentCard.tsx';

type Enrolment = StudentDetail['enrolments'][number];

/** The student's courses: how each was joined (and from which code batch), enrol and unenrol by hand. */
export function EnrolmentsCard({
  student,
  onEnrol,
  onUnenrol,
}: {
  student: StudentDetail;
  onEnrol(): void;
  onUnenrol(enrolment: Enrolment): void;
}) {
  const t = useT();
  const when = useWhen();
  const sourceText = (source: string) =>
    ['code', 'free', 'admin'].includes(source)
      ? t(`teacher.students.source.${source as 'code' | 'free' | 'admin'}`)
      : t('teacher.students.source.other');
  return (
    <StudentCard
      title={t('teacher.students.enrolments')}
      actions={
        <Button size="sm" onClick={onEnrol}>
          {t('teacher.students.enrol')}
        </Button>
      }
    >
      {student.enrolments.length === 0 ? (
        <p className="text-sm text-gray-600">{t('teacher.students.noEnrolments')}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {student.enrolments.map((enrolment) => (
            <li
              key={enrolment.courseId}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
              data-testid="enrolment"
            >
              <span className="min-w-0 break-words">
                <span className="font-semibold">{enrolment.courseName}</span>{' '}
                <span className="text-sm text-gray-600">
                  · {sourceText(enrolment.source)}
                  {enrolment.batch &&
                    ` · ${t('teacher.students.fromBatch', {
                      batch: enrolment.batch.id,
                      label: enrolment.batch.label || t('teacher.students.noBatchLabel'),
                    })}`}{' '}
                  · {when(enrolment.enrolledAt)}
                </span>
              </span>
              <Button size="sm" variant="ghost" onClick={() => onUnenrol(enrolment)}>
                {t('teacher.students.unenrol')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </StudentCard>
  );
}
