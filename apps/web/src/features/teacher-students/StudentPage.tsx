import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { NewParentLink, StudentDetail } from '@dars/core/contract';
import { errorTextId } from '../../shared/api/error-text.ts';
import { PageHeader, QueryState } from '../../shared/console/index.ts';
import { useLocale, useT } from '../../shared/i18n/index.ts';
import { ParentLinkPanel } from '../../shared/parent-links/ParentLinkPanel.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { FormMessage, SelectField, TextField } from '../../shared/ui/fields.tsx';
import { useCourseChoices } from './api/courses.ts';
import { useStudent, useStudentAction } from './api/students.ts';

function Card({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-gray-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

type Pending =
  | { kind: 'deactivate' | 'resetDevices' }
  | { kind: 'enrol' }
  | { kind: 'unenrol'; courseId: string; courseName: string };

/** One student: profile, enrolments, progress, quizzes, devices, parent links and staff actions. */
export default function StudentPage() {
  const t = useT();
  const { studentId = '' } = useParams();
  const query = useStudent(studentId);
  return (
    <section>
      <Link to=".." relative="path" className="mb-3 inline-block text-primary-700 underline">
        {t('teacher.students.back')}
      </Link>
      <QueryState query={query}>{(student) => <StudentView student={student} />}</QueryState>
    </section>
  );
}

function StudentView({ student }: { student: StudentDetail }) {
  const t = useT();
  const { locale } = useLocale();
  const when = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const day = (iso: string | null) => (iso ? when.format(new Date(iso)) : t('teacher.students.never'));
  const deactivate = useStudentAction('teacherStudentDeactivate');
  const reactivate = useStudentAction('teacherStudentReactivate');
  const resetDevices = useStudentAction('teacherStudentResetDevices');
  const passwordReset = useStudentAction('teacherStudentPasswordReset');
  const enrol = useStudentAction('teacherStudentEnrol');
  const unenrol = useStudentAction('teacherStudentUnenrol');
  const createLink = useStudentAction('teacherStudentParentLinkCreate');
  const revokeLink = useStudentAction('teacherStudentParentLinkRevoke');
  const courses = useCourseChoices();
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [courseId, setCourseId] = useState('');
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const id = { studentId: student.id };

  async function run(work: () => Promise<unknown>, success = t('teacher.students.done')) {
    setNotice(null);
    try {
      await work();
      setNotice({ kind: 'success', text: success });
      setPending(null);
      setReason('');
    } catch (error) {
      setNotice({ kind: 'error', text: t(errorTextId(error, { fallback: 'teacher.loadFailed' })) });
    }
  }

  function confirm() {
    if (!pending) return;
    if (pending.kind === 'deactivate') return run(() => deactivate.mutateAsync(id));
    if (pending.kind === 'resetDevices') return run(() => resetDevices.mutateAsync(id));
    if (pending.kind === 'enrol') return run(() => enrol.mutateAsync({ ...id, courseId, reason }));
    if (pending.kind === 'unenrol') {
      const course = pending.courseId;
      return run(() => unenrol.mutateAsync({ ...id, courseId: course, reason }));
    }
  }

  const enrolled = new Set(student.enrolments.map((enrolment) => enrolment.courseId));
  const sourceText = (source: string) =>
    ['code', 'free', 'admin'].includes(source)
      ? t(`teacher.students.source.${source as 'code' | 'free' | 'admin'}`)
      : t('teacher.students.source.other');

  return (
    <div className="space-y-4">
      <PageHeader title={student.name} hint={student.active ? undefined : t('teacher.students.inactive')} />
      {notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}
      <Card
        title={t('teacher.students.profile')}
        actions={
          <div className="flex flex-wrap gap-2">
            {student.active ? (
              <Button size="sm" variant="danger" onClick={() => setPending({ kind: 'deactivate' })}>
                {t('teacher.students.deactivate')}
              </Button>
            ) : (
              <Button size="sm" onClick={() => void run(() => reactivate.mutateAsync(id))}>
                {t('teacher.students.reactivate')}
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void run(() => passwordReset.mutateAsync(id), t('teacher.students.passwordResetSent'))
              }
            >
              {t('teacher.students.passwordReset')}
            </Button>
          </div>
        }
      >
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          {(
            [
              ['teacher.students.phone', <bdi dir="ltr">{student.phoneNumber}</bdi>],
              ['teacher.students.parentPhone', <bdi dir="ltr">{student.parentPhone}</bdi>],
              ['teacher.students.email', <bdi dir="ltr">{student.email}</bdi>],
              ['teacher.students.grade', t(`common.grade.${student.grade}`)],
              ['teacher.students.registered', day(student.registrationDate)],
              ['teacher.students.lastActivity', day(student.lastActivityAt)],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex gap-2">
              <dt className="font-semibold text-gray-700">{t(label)}:</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card
        title={t('teacher.students.enrolments')}
        actions={
          <Button size="sm" onClick={() => setPending({ kind: 'enrol' })}>
            {t('teacher.students.enrol')}
          </Button>
        }
      >
        {student.enrolments.length === 0 ? (
          <p className="text-sm text-gray-600">{t('teacher.students.noEnrolments')}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {student.enrolments.map((enrolment) => (
              <li key={enrolment.courseId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-semibold">{enrolment.courseName}</span>{' '}
                  <span className="text-sm text-gray-600">
                    · {sourceText(enrolment.source)} · {day(enrolment.enrolledAt)}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    setPending({
                      kind: 'unenrol',
                      courseId: enrolment.courseId,
                      courseName: enrolment.courseName,
                    })
                  }
                >
                  {t('teacher.students.unenrol')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title={t('teacher.students.progress')}>
        <div className="space-y-4">
          {student.progress.map((course) => {
            const units = [...new Set(course.lessons.map((lesson) => lesson.unitName))];
            return (
              <div key={course.courseId}>
                <p className="font-semibold">
                  {course.courseName} —{' '}
                  {t('teacher.students.watched', { done: course.completedVideos, total: course.totalVideos })}
                </p>
                <ul className="mt-1 space-y-1 text-sm">
                  {units.map((unit) => {
                    const lessons = course.lessons.filter((lesson) => lesson.unitName === unit);
                    const done = lessons.filter((lesson) => lesson.isCompleted).length;
                    return (
                      <li key={unit} className="flex justify-between gap-2 rounded bg-gray-50 px-2 py-1">
                        <span>{unit}</span>
                        <span className="text-gray-600">
                          {done}/{lessons.length}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </div>
      </Card>

      <Card title={t('teacher.students.quizzes')}>
        {student.quizzes.length === 0 ? (
          <p className="text-sm text-gray-600">{t('teacher.students.noQuizzes')}</p>
        ) : (
          <ul className="divide-y divide-gray-100 text-sm">
            {student.quizzes.map((quiz) => (
              <li key={quiz.lessonId} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <span className="font-semibold">{quiz.lessonName}</span> · {quiz.courseName} ·{' '}
                  {quiz.unitName}
                </span>
                <span className={quiz.passed ? 'text-green-700' : 'text-red-700'}>
                  {t('teacher.students.score', { score: quiz.score })} ·{' '}
                  {quiz.passed ? t('teacher.students.passed') : t('teacher.students.failed')} ·{' '}
                  {t('teacher.students.attempts', { count: quiz.attemptCount })} · {day(quiz.submittedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card
        title={t('teacher.students.devices')}
        actions={
          <Button size="sm" variant="outline" onClick={() => setPending({ kind: 'resetDevices' })}>
            {t('teacher.students.resetDevices')}
          </Button>
        }
      >
        {student.devices.length === 0 ? (
          <p className="text-sm text-gray-600">{t('teacher.students.noDevices')}</p>
        ) : (
          <ul className="divide-y divide-gray-100 text-sm">
            {student.devices.map((device) => (
              <li key={device.id} className="py-2">
                <p dir="ltr" className="break-all text-start">
                  {device.userAgent ?? t('teacher.students.unknownBrowser')}
                </p>
                <p className="text-gray-600">
                  {t('teacher.students.firstSeen')}: {day(device.firstSeenAt)} ·{' '}
                  {t('teacher.students.lastSeen')}: {day(device.lastSeenAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title={t('teacher.students.parentLinks')}>
        <ParentLinkPanel
          studentName={student.name}
          defaultPhone={student.parentPhone}
          links={student.parentLinks}
          onCreate={async (body) => {
            const answer = (await createLink.mutateAsync({ ...id, ...body })) as { data: NewParentLink };
            return answer.data;
          }}
          onRevoke={(linkId) => revokeLink.mutateAsync({ ...id, linkId })}
        />
      </Card>

      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={
          pending?.kind === 'deactivate'
            ? t('teacher.students.deactivate')
            : pending?.kind === 'resetDevices'
              ? t('teacher.students.resetDevices')
              : pending?.kind === 'enrol'
                ? t('teacher.students.enrol')
                : t('teacher.students.unenrolTitle')
        }
        actions={
          <>
            <Button variant={pending?.kind === 'enrol' ? 'primary' : 'danger'} onClick={() => void confirm()}>
              {t('teacher.confirm')}
            </Button>
            <Button variant="outline" onClick={() => setPending(null)}>
              {t('teacher.cancel')}
            </Button>
          </>
        }
      >
        {pending?.kind === 'deactivate' && <p>{t('teacher.students.deactivateConfirm')}</p>}
        {pending?.kind === 'resetDevices' && <p>{t('teacher.students.resetDevicesConfirm')}</p>}
        {pending?.kind === 'unenrol' && <p className="mb-2 font-semibold">{pending.courseName}</p>}
        {pending?.kind === 'enrol' && (
          <SelectField
            label={t('teacher.students.course')}
            value={courseId}
            onChange={(event) => setCourseId(event.target.value)}
          >
            <option value="" />
            {courses.data
              ?.filter((course) => !enrolled.has(course.id))
              .map((course) => (
                <option key={course.id} value={course.id}>
                  {course.name}
                </option>
              ))}
          </SelectField>
        )}
        {(pending?.kind === 'enrol' || pending?.kind === 'unenrol') && (
          <TextField
            label={t('teacher.students.reason')}
            hint={t('teacher.students.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
        {notice?.kind === 'error' && <FormMessage kind="error">{notice.text}</FormMessage>}
      </Dialog>
    </div>
  );
}
