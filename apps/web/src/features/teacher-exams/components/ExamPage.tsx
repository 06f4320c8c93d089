import { Link, useSearchParams } from 'react-router';
import { PageHeader, QueryState } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { buttonClasses } from '../../../shared/ui/button-classes.ts';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { useTeacherExam } from '../api/exams.ts';
import { ExamBuilder } from './ExamBuilder.tsx';
import { ExamResultsPanel } from './ExamResultsPanel.tsx';

type Tab = 'settings' | 'results';

/** One exam lesson: its settings (the builder) and its results. */
export function ExamPage({ lessonId }: { lessonId: number }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'results' ? 'results' : 'settings';
  const exam = useTeacherExam(lessonId);
  return (
    <QueryState query={exam}>
      {(data) => (
        <section>
          <PageHeader
            title={data.lessonName}
            actions={
              <Link to={`/teacher/exams/course/${data.courseId}`} className={buttonClasses('ghost', 'sm')}>
                {t('teacher.exams.backToCourse')}
              </Link>
            }
          />
          <Tabs
            label={t('teacher.exams.examTabs')}
            selected={tab}
            onSelect={(key) => setParams(key === 'results' ? { tab: key } : {}, { replace: true })}
            tabs={[
              { key: 'settings', label: t('teacher.exams.tab.settings') },
              { key: 'results', label: t('teacher.exams.tab.results') },
            ]}
          >
            {tab === 'settings' ? <ExamBuilder exam={data} /> : <ExamResultsPanel lessonId={lessonId} />}
          </Tabs>
        </section>
      )}
    </QueryState>
  );
}
