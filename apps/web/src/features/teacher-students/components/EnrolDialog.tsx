import { enrolBodySchema, type StudentDetail } from '@dars/core/contract';
import { FormDialog } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { SelectField, TextField } from '../../../shared/ui/fields.tsx';
import { useCourseChoices } from '../api/courses.ts';
import { useStudentAction } from '../api/students.ts';

/**
 * Enrols the student in a course by hand, or (with `unenrol`) removes them from one; either way
 * with a reason the audit log keeps.
 */
export function EnrolDialog({
  student,
  unenrol,
  onClose,
}: {
  student: StudentDetail;
  unenrol?: { courseId: string; courseName: string };
  onClose(): void;
}) {
  const t = useT();
  const courses = useCourseChoices();
  const enrol = useStudentAction('teacherStudentEnrol');
  const remove = useStudentAction('teacherStudentUnenrol');
  const enrolled = new Set(student.enrolments.map((enrolment) => enrolment.courseId));
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t(unenrol ? 'teacher.students.unenrolTitle' : 'teacher.students.enrol')}
      schema={enrolBodySchema}
      defaultValues={{ courseId: unenrol?.courseId ?? '', reason: '' }}
      submitLabel={t(unenrol ? 'teacher.students.unenrol' : 'teacher.students.enrol')}
      successText={t('teacher.students.done')}
      onSubmit={(body) => (unenrol ? remove : enrol).mutateAsync({ studentId: student.id, ...body })}
    >
      {(form) => (
        <>
          {unenrol ? (
            <p className="font-semibold break-words">{unenrol.courseName}</p>
          ) : (
            <div>
              <SelectField label={t('teacher.students.course')} {...form.text('courseId')}>
                <option value="" />
                {courses.data
                  ?.filter((course) => !enrolled.has(course.id))
                  .map((course) => (
                    <option key={course.id} value={course.id}>
                      {course.name}
                    </option>
                  ))}
              </SelectField>
              {form.error('courseId')}
            </div>
          )}
          <div>
            <TextField
              label={t('teacher.students.reason')}
              hint={t('teacher.students.reasonHint')}
              {...form.text('reason')}
            />
            {form.error('reason')}
          </div>
        </>
      )}
    </FormDialog>
  );
}
