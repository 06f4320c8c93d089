import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { withCourseDefaults } from '@dars/core/rules';
import { errorTextId } from '../../shared/api/error-text.ts';
import { useAuth } from '../../shared/auth/index.ts';
import { useAppReady } from '../../shared/ssr/server-state.ts';
import { useT } from '../../shared/i18n/index.ts';
import { buttonClasses } from '../../shared/ui/button-classes.ts';
import { ErrorView } from '../../shared/ui/ErrorView.tsx';
import { PageSpinner } from '../../shared/ui/Spinner.tsx';
import { Tabs } from '../../shared/ui/Tabs.tsx';
import { useCourseTree } from './api/course-tree.ts';
import { useIsEnrolled } from './api/is-enrolled.ts';
import { ActionArea } from './components/ActionArea.tsx';
import { CourseHero } from './components/CourseHero.tsx';
import { Curriculum } from './components/Curriculum.tsx';
import { QuestionsSection } from './components/QuestionsSection.tsx';
import './messages.ts';

type Tab = 'curriculum' | 'overview';

export default function CourseDetailsPage() {
  const t = useT();
  const { id = '' } = useParams();
  const course = useCourseTree(id);
  const [tab, setTab] = useState<Tab>('curriculum');
  const { user, isAuthenticated } = useAuth();
  const enrolled = useIsEnrolled(user?.id, id);
  const ready = useAppReady();
  // units priced on their own are sold once the page is live, to whoever does not hold the course
  const sellsUnits = ready && (!isAuthenticated || enrolled.data === false);

  if (course.isPending) return <PageSpinner />;
  if (course.isError)
    return (
      <ErrorView
        title={t('errors.loadCourseDetailsFailed')}
        message={t(errorTextId(course.error, { fallback: 'errors.fetchCourseDetailsFailed' }))}
        onRetry={() => void course.refetch()}
      />
    );
  if (!course.data) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-gray-900">{t('errors.courseNotFound')}</h1>
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('course.browseAll')}
        </Link>
      </section>
    );
  }

  const data = withCourseDefaults(course.data);
  return (
    <>
      <CourseHero course={data} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Tabs<Tab>
            label={t('course.tabs.label')}
            tabs={[
              { key: 'curriculum', label: t('course.tabs.curriculum') },
              { key: 'overview', label: t('course.tabs.overview') },
            ]}
            selected={tab}
            onSelect={setTab}
          >
            {tab === 'curriculum' ? (
              <Curriculum units={data.units} sell={sellsUnits ? data.id : null} />
            ) : (
              <div className="space-y-3 text-start text-gray-800">
                <p>{data.description || t('course.overview.noDescription')}</p>
                <p>{t('common.unitsCount', { count: data.units.length })}</p>
                {data.isOpenToAll && <p>{t('course.overview.openToAll')}</p>}
              </div>
            )}
          </Tabs>
        </div>
        <div className="space-y-6">
          <ActionArea course={data} />
          <QuestionsSection courseName={data.courseName} />
        </div>
      </div>
    </>
  );
}
