import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../shared/console/index.ts';
import { TEACHER_PREFIX } from '../../shared/api/teacher-client.ts';
import { useT } from '../../shared/i18n/index.ts';
import { callWrite } from './api/courses.ts';
import { CourseForm, EMPTY_COURSE } from './components/CourseForm.tsx';

/** A new course's fields; once saved, its page opens to add units and lessons. */
export function NewCoursePage() {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  return (
    <section>
      <PageHeader title={t('teacher.courses.new')} />
      <CourseForm
        initial={EMPTY_COURSE}
        onSave={async (values) => {
          const answer = (await callWrite('teacherCreateCourse', { ...values })) as { data?: { id: string } };
          await client.invalidateQueries({ queryKey: [TEACHER_PREFIX] });
          if (answer.data?.id) void navigate(`/teacher/courses/${answer.data.id}`);
        }}
      />
    </section>
  );
}
