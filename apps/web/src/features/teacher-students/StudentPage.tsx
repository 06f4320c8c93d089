import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { NewParentLink, StudentDetail } from '@dars/core/contract';
import { ConfirmDialog, PageHeader, QueryState } from '../../shared/console/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { ParentLinkPanel } from '../../shared/parent-links/ParentLinkPanel.tsx';
import { useStudent, useStudentAction } from './api/students.ts';
import { DevicesCard } from './components/DevicesCard.tsx';
import { EnrolDialog } from './components/EnrolDialog.tsx';
import { EnrolmentsCard } from './components/EnrolmentsCard.tsx';
import { ProgressCard, QuizzesCard } from './components/LearningCards.tsx';
import { ProfileCard } from './components/ProfileCard.tsx';
import { StudentCard } from './components/StudentCard.tsx';
import { StudentMessagesCard } from '../teacher-messages/StudentMessagesCard.tsx';

type Pending =
  | { kind: 'deactivate' | 'resetDevices' | 'enrol' }
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
  const deactivate = useStudentAction('teacherStudentDeactivate');
  const resetDevices = useStudentAction('teacherStudentResetDevices');
  const createLink = useStudentAction('teacherStudentParentLinkCreate');
  const revokeLink = useStudentAction('teacherStudentParentLinkRevoke');
  const [pending, setPending] = useState<Pending | null>(null);
  const id = { studentId: student.id };
  const confirming = pending?.kind === 'deactivate' || pending?.kind === 'resetDevices' ? pending.kind : null;
  const action = confirming === 'deactivate' ? deactivate : resetDevices;

  return (
    <div className="space-y-4">
      <PageHeader title={student.name} hint={student.active ? undefined : t('teacher.students.inactive')} />
      <ProfileCard
        student={student}
        deactivation={deactivate}
        onDeactivate={() => {
          deactivate.reset();
          setPending({ kind: 'deactivate' });
        }}
      />
      <EnrolmentsCard
        student={student}
        onEnrol={() => setPending({ kind: 'enrol' })}
        onUnenrol={(enrolment) => setPending({ kind: 'unenrol', ...enrolment })}
      />
      <ProgressCard student={student} />
      <QuizzesCard student={student} />
      <DevicesCard
        student={student}
        reset={resetDevices}
        onReset={() => {
          resetDevices.reset();
          setPending({ kind: 'resetDevices' });
        }}
      />
      <StudentCard title={t('teacher.students.parentLinks')}>
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
      </StudentCard>
      <StudentMessagesCard studentId={student.id} />

      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setPending(null)}
        title={t(
          confirming === 'deactivate' ? 'teacher.students.deactivate' : 'teacher.students.resetDevices',
        )}
        confirmLabel={t('teacher.confirm')}
        state={action}
        onConfirm={() => action.mutate(id, { onSuccess: () => setPending(null) })}
      >
        <p>
          {t(
            confirming === 'deactivate'
              ? 'teacher.students.deactivateConfirm'
              : 'teacher.students.resetDevicesConfirm',
          )}
        </p>
      </ConfirmDialog>
      {(pending?.kind === 'enrol' || pending?.kind === 'unenrol') && (
        <EnrolDialog
          student={student}
          unenrol={pending.kind === 'unenrol' ? pending : undefined}
          onClose={() => setPending(null)}
        />
      )}
    </div>
  );
}
