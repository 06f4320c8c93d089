import { useState } from 'react';
import { QueryState } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { useExamResults } from '../api/exams.ts';
import { AttemptTimeline } from './AttemptTimeline.tsx';
import { QuestionFigures } from './QuestionFigures.tsx';
import { ScoreDistribution } from './ScoreDistribution.tsx';
import { StudentAttempts } from './StudentAttempts.tsx';

/** An exam's results: the score distribution, each question's figures, each student's attempt. */
export function ExamResultsPanel({ lessonId }: { lessonId: number }) {
  const t = useT();
  const results = useExamResults(lessonId);
  const [timeline, setTimeline] = useState<number | null>(null);
  return (
    <QueryState
      query={results}
      isEmpty={(data) => data.students.length === 0}
      empty={<EmptyState title={t('teacher.exams.results.none')} />}
    >
      {(data) => (
        <div className="mt-4 space-y-4">
          <ScoreDistribution results={data} />
          <QuestionFigures questions={data.questions} />
          <StudentAttempts students={data.students} onTimeline={setTimeline} />
          <AttemptTimeline attemptId={timeline} onClose={() => setTimeline(null)} />
        </div>
      )}
    </QueryState>
  );
}
