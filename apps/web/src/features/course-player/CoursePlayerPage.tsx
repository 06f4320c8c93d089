import { useCallback, useEffect, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PreviewBanner } from '../../shared/ui/PreviewBanner.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { WATERMARK, isLessonDone, withCourseDefaults, type LessonRef } from '@dars/core/rules';
import { useAuth } from '../../shared/auth/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { PageSpinner } from '../../shared/ui/Spinner.tsx';
import { courseTreeKey, useCourseTree } from './api/course-tree.ts';
import { CourseDrawer } from './CourseDrawer.tsx';
import { buildCourseView, withLocalCompletions } from './course-view.ts';
import {
  LessonStage,
  PlayerShell,
  UnitCountdown,
  CompletionNotSaved,
  closedAccessText,
  lessonContentKey,
  readCompletedLessons,
  useLessonCompletion,
  useNow,
} from '../player/index.ts';
import './messages.ts';

function CourseNotFound() {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-gray-50 p-6 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{t('access.courseNotFound')}</h1>
      <p className="text-gray-600">{t('coursePlayer.notFoundText')}</p>
      <Link
        to="/enrolled-courses"
        className="inline-flex min-h-11 items-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-secondary"
      >
        {t('coursePlayer.backToCourses')}
      </Link>
    </div>
  );
}

export default function CoursePlayerPage() {
  const t = useT();
  const { courseId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  // opened from the teacher's console: the server shows staff everything and records nothing
  const preview = searchParams.get('preview') === '1';
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const tree = useCourseTree(courseId);
  const now = useNow();

  const unitParam = searchParams.get('unit');
  const lessonParam = searchParams.get('lesson');
  // Access windows and the starting lesson are decided when the tree arrives, not every second.
  const view = useMemo(() => {
    if (!tree.data) return null;
    const merged = withLocalCompletions(tree.data, readCompletedLessons(courseId));
    return buildCourseView(merged, tree.dataUpdatedAt || Date.now(), {
      unit: unitParam,
      lesson: lessonParam,
    });
  }, [tree.data, tree.dataUpdatedAt, courseId, unitParam, lessonParam]);

  const selectLesson = useCallback(
    (ref: LessonRef, replace = false) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('unit', String(ref.unitIndex));
          next.set('lesson', String(ref.lessonIndex));
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  // The URL names the lesson on screen, so reload and back keep it (see CourseView.urlTarget).
  const selected = view?.selected ?? null;
  const urlTarget = view?.urlTarget ?? null;
  useEffect(() => {
    if (urlTarget) selectLesson(urlTarget, true);
  }, [urlTarget, selectLesson]);

  const completion = useLessonCompletion({
    scopeId: courseId,
    preview,
    refresh: () => queryClient.invalidateQueries({ queryKey: courseTreeKey(courseId) }),
  });

  const next = view?.next ?? null;
  const nextUnitClosed = view?.nextUnitClosed ?? null;
  const advance = useCallback(() => {
    if (next) selectLesson(next);
    // The next unit is still closed: stay on the finished lesson, which then says when it opens.
    else if (!nextUnitClosed) window.location.reload();
  }, [next, nextUnitClosed, selectLesson]);

  const onQuizSubmitted = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: courseTreeKey(courseId) });
    if (view?.selectedLesson)
      void queryClient.invalidateQueries({ queryKey: lessonContentKey(view.selectedLesson.id) });
  }, [courseId, queryClient, view?.selectedLesson]);

  if (tree.isPending) return <PageSpinner label={t('coursePlayer.loading')} />;
  if (tree.isError || !view || view.start.kind === 'empty') return <CourseNotFound />;

  const course = withCourseDefaults(tree.data);
  const lesson = view.selectedLesson;
  const currentUnit = selected ? view.units[selected.unitIndex] : undefined;

  return (
    <>
      {preview && <PreviewBanner backTo={`/teacher/courses/${courseId}`} />}
      <PlayerShell
        backTo="/enrolled-courses"
        backLabel={t('coursePlayer.back')}
        title={course.courseName}
        subtitle={
          view.position.number !== null
            ? t('coursePlayer.lessonPosition', { current: view.position.number, total: view.position.total })
            : undefined
        }
        end={
          <div className="w-24 shrink-0 sm:w-44" data-testid="course-progress">
            <p className="text-end text-xs font-semibold text-primary-800 sm:text-sm">
              {t('coursePlayer.percentComplete', { percent: view.percent })}
            </p>
            <div
              role="progressbar"
              aria-label={t('coursePlayer.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={view.percent}
              className="mt-1 h-2 overflow-hidden rounded-full bg-gray-200"
            >
              <div
                className="h-full rounded-full bg-primary-600 transition-[width]"
                style={{ width: `${view.percent}%` }}
              />
            </div>
          </div>
        }
        drawerTitle={t('coursePlayer.unitsTitle')}
        drawer={
          <CourseDrawer
            units={view.units}
            selected={selected}
            now={now}
            onSelect={(ref) => selectLesson(ref)}
          />
        }
      >
        {view.start.kind === 'lesson' && view.start.urlLessonNotAvailable && (
          <p role="status" className="mx-auto mb-3 max-w-5xl rounded-lg bg-amber-50 p-3 text-amber-900">
            {t('access.lessonNotAvailable')}
          </p>
        )}
        {nextUnitClosed && isLessonDone(lesson) && (
          <p role="status" className="mx-auto mb-3 max-w-5xl rounded-lg bg-primary-50 p-3 text-primary-900">
            {t('coursePlayer.nextUnitClosed', {
              // Isolated, so an Arabic unit name keeps its quotes in place inside English text.
              unit: `\u2068${nextUnitClosed.name}\u2069`,
              when: closedAccessText(t, nextUnitClosed.access),
            })}
          </p>
        )}
        <CompletionNotSaved lesson={completion.failed} onRetry={completion.retry} />
        {view.start.kind === 'no-accessible-unit' || !lesson || !currentUnit ? (
          <div className="mx-auto max-w-xl rounded-xl bg-white p-6 text-center shadow-sm">
            <h2 className="text-lg font-bold text-gray-900">{t('access.noUnits')}</h2>
            <p className="mt-2 text-gray-600">{t('access.tryAgainOrContactSupport')}</p>
          </div>
        ) : (
          <LessonStage
            key={lesson.id}
            lesson={lesson}
            hasNextLesson={next !== null}
            watermarkText={user?.phoneNumber ?? ''}
            watermarkOpacity={WATERMARK.course.opacity}
            complete={completion.complete}
            onAdvance={advance}
            onQuizSubmitted={onQuizSubmitted}
            heading={
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-bold text-gray-900 sm:text-xl">{lesson.lessonName}</h2>
                <span className="flex flex-wrap items-baseline gap-2 text-sm text-gray-600">
                  <span>{currentUnit.name}</span>
                  <UnitCountdown access={currentUnit.access} now={now} />
                </span>
              </div>
            }
          />
        )}
      </PlayerShell>
    </>
  );
}
