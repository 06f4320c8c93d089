import { useNavigate } from 'react-router';
import type { Enrolment } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Dialog } from '../../../shared/ui/Dialog.tsx';

export interface CodeSuccess {
  /** The course the code opened, from the server's answer (null when it did not say). */
  enrolment: Enrolment | null;
}

/**
 * The dialog after a redeemed course code. A code is bound to its course, not to the page it
 * was typed on: when it opened another course, the dialog names that course and offers to go there.
 */
export function CodeSuccessDialog({
  success,
  pageCourseId,
  onClose,
  beforeLeave,
}: {
  success: CodeSuccess | null;
  pageCourseId: string;
  onClose(): void;
  /** Runs before navigating away (refreshes the student's data). */
  beforeLeave(): void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const other = success?.enrolment && success.enrolment.courseId !== pageCourseId ? success.enrolment : null;
  // Isolated, so an Arabic course name keeps its quotes in place inside English text.
  const otherName = other ? `\u2068${other.courseName}\u2069` : '';

  function leaveTo(path: string) {
    beforeLeave();
    void navigate(path);
  }

  return (
    <Dialog
      open={success !== null}
      onClose={onClose}
      title={t('course.success.title')}
      actions={
        <>
          {other ? (
            <Button onClick={() => leaveTo(`/course-player/${other.courseId}`)}>
              {t('course.success.goToCourse', { course: otherName })}
            </Button>
          ) : (
            <Button onClick={() => leaveTo('/my-lectures')}>{t('course.success.goToLectures')}</Button>
          )}
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      <p>{other ? t('course.success.otherCourseText', { course: otherName }) : t('course.success.text')}</p>
    </Dialog>
  );
}
