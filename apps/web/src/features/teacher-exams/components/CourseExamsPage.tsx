import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader, QueryState } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { buttonClasses } from '../../../shared/ui/button-classes.ts';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { useCourseDetail } from '../api/exams.ts';
import { BankPanel } from './BankPanel.tsx';
import { ExamLessonList } from './ExamLessonList.tsx';
import { HonourPanel } from './HonourPanel.tsx';

type Tab = 'bank' | 'exams' | 'honour';

/** One course: its question bank, its exam lessons, its honour board. */
export function CourseExamsPage({ courseId }: { courseId: string }) {
  const t = useT();
  const [tab, setTab] = useState<Tab>('bank');
  const course = useCourseDetail(courseId);
  return (
    <QueryState query={course}>
      {(detail) => {
        const exams = detail.units.flatMap((unit) =>
          unit.lessons.filter((lesson) => lesson.type === 'Exam').map((lesson) => ({ ...lesson, unit })),
        );
        return (
          <section>
            <PageHeader
              title={detail.courseName}
              actions={
                <Link to="/teacher/exams" className={buttonClasses('ghost', 'sm')}>
                  {t('teacher.exams.backToCourses')}
                </Link>
              }
            />
            <Tabs
              label={t('teacher.exams.tabs')}
              selected={tab}
              onSelect={(key) => setTab(key as Tab)}
              tabs={[
                { key: 'bank', label: t('teacher.exams.tab.bank') },
                { key: 'exams', label: t('teacher.exams.tab.exams') },
                { key: 'honour', label: t('teacher.exams.tab.honour') },
              ]}
            >
              {tab === 'bank' && <BankPanel courseId={courseId} />}
              {tab === 'exams' && <ExamLessonList exams={exams} />}
              {tab === 'honour' && (
                <HonourPanel
                  courseId={courseId}
                  exams={exams.map((e) => ({ id: e.id, name: e.lessonName }))}
                />
              )}
            </Tabs>
          </section>
        );
      }}
    </QueryState>
  );
}
