import './messages.ts';
import { Route, Routes, useParams } from 'react-router';
import { useT } from '../../shared/i18n/index.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { CourseExamsPage } from './components/CourseExamsPage.tsx';
import { CoursePicker } from './components/CoursePicker.tsx';
import { ExamPage } from './components/ExamPage.tsx';

function CourseRoute() {
  const courseId = useParams().courseId ?? '';
  return <CourseExamsPage key={courseId} courseId={courseId} />;
}

function ExamRoute() {
  const t = useT();
  const lessonId = Number(useParams().lessonId);
  if (!Number.isInteger(lessonId) || lessonId <= 0) return <EmptyState title={t('teacher.loadFailed')} />;
  return <ExamPage key={lessonId} lessonId={lessonId} />;
}

/**
 * Exams in the console at /teacher/exams: the courses; a course's question bank, exam lessons and
 * honour board (/course/:courseId); an exam's settings and results (/lesson/:lessonId).
 */
export default function ExamsSection() {
  return (
    <Routes>
      <Route index element={<CoursePicker />} />
      <Route path="course/:courseId" element={<CourseRoute />} />
      <Route path="lesson/:lessonId" element={<ExamRoute />} />
      <Route path="*" element={<CoursePicker />} />
    </Routes>
  );
}
