import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatDate } from '@dars/core/messages/dates';
import { call } from '../../shared/api/client.ts';
import { useLocale, useT } from '../../shared/i18n/index.ts';
import { PageSpinner } from '../../shared/ui/Spinner.tsx';
import './messages.ts';

/**
 * What a parent sees through a link, without an account: the student's name, courses with the
 * lessons watched, quiz scores and dates. Never indexed (and the API answers no-store).
 */
export default function ParentPage() {
  const t = useT();
  const { locale } = useLocale();
  const { token = '' } = useParams();
  const query = useQuery({
    queryKey: ['parent-page', token],
    queryFn: async ({ signal }) => (await call('parentPage', { token }, { signal })).data ?? null,
    retry: false,
    gcTime: 0,
  });
  const day = (iso: string) => formatDate(locale, iso);

  return (
    <main className="mx-auto max-w-2xl space-y-4 p-4">
      <meta name="robots" content="noindex, nofollow" />
      <title>{t('parentPage.title')}</title>
      <h1 className="text-2xl font-bold text-gray-900">{t('parentPage.title')}</h1>
      {query.isPending ? (
        <PageSpinner />
      ) : !query.data ? (
        <p className="rounded-2xl bg-red-50 p-4 text-red-800" role="alert">
          {t('parentPage.invalid')}
        </p>
      ) : (
        <>
          <p className="text-lg font-semibold" data-testid="parent-student">
            {t('parentPage.student', { name: query.data.studentName })}
          </p>
          <section className="rounded-2xl bg-white p-4 shadow-sm">
            <h2 className="mb-2 text-lg font-bold">{t('parentPage.courses')}</h2>
            {query.data.courses.length === 0 && <p className="text-gray-600">{t('parentPage.noCourses')}</p>}
            {query.data.courses.map((course) => (
              <div key={course.courseId} className="mb-3">
                <p className="font-semibold">{course.courseName}</p>
                <p className="text-sm text-gray-700">
                  {t('parentPage.watched', {
                    done: course.completedVideos,
                    count: course.totalVideos,
                    percent: course.percentComplete,
                  })}
                </p>
                <ul className="mt-1 space-y-1 text-sm">
                  {course.lessons.map((lesson) => (
                    <li
                      key={lesson.lessonId}
                      className="flex justify-between gap-2 rounded bg-gray-50 px-2 py-1"
                    >
                      <span>{lesson.lessonName}</span>
                      <span className={lesson.isCompleted ? 'text-green-700' : 'text-gray-500'}>
                        {lesson.completedAt
                          ? t('parentPage.watchedOn', { date: day(lesson.completedAt) })
                          : t('parentPage.notWatched')}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
          <section className="rounded-2xl bg-white p-4 shadow-sm">
            <h2 className="mb-2 text-lg font-bold">{t('parentPage.quizzes')}</h2>
            {query.data.quizzes.length === 0 && <p className="text-gray-600">{t('parentPage.noQuizzes')}</p>}
            <ul className="divide-y divide-gray-100 text-sm">
              {query.data.quizzes.map((quiz) => (
                <li key={quiz.lessonId} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    {quiz.lessonName} · {quiz.courseName}
                  </span>
                  <span className={quiz.passed ? 'text-green-700' : 'text-red-700'}>
                    {t('parentPage.score', { score: quiz.score })} ·{' '}
                    {quiz.passed ? t('parentPage.passed') : t('parentPage.failed')} · {day(quiz.submittedAt)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <p className="text-sm text-gray-600">
            {t('parentPage.validUntil', { date: day(query.data.expiresAt) })}
          </p>
        </>
      )}
    </main>
  );
}
