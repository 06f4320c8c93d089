import { Route, Routes, useParams } from 'react-router';
import { QueryState } from '../../shared/console/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { useEditorQuiz } from './api/quiz.ts';
import { QuizEditor } from './components/QuizEditor.tsx';
import './messages.ts';

function QuizEditorRoute() {
  const t = useT();
  const lessonId = Number(useParams().lessonId);
  const valid = Number.isInteger(lessonId) && lessonId > 0;
  const query = useEditorQuiz(valid ? lessonId : 0);
  if (!valid) return <EmptyState title={t('teacher.loadFailed')} />;
  return <QueryState query={query}>{(quiz) => <QuizEditor key={quiz.lessonId} quiz={quiz} />}</QueryState>;
}

function NoQuiz() {
  const t = useT();
  return <EmptyState title={t('teacher.loadFailed')} />;
}

/** The quiz editor at /teacher/quizzes/:lessonId, opened from a quiz lesson. */
export default function QuizEditorPage() {
  return (
    <Routes>
      <Route path=":lessonId" element={<QuizEditorRoute />} />
      <Route path="*" element={<NoQuiz />} />
    </Routes>
  );
}
