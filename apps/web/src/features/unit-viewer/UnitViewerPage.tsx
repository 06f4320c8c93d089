import { useCallback, useEffect, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PreviewBanner } from '../../shared/ui/PreviewBanner.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { WATERMARK, isLessonDone, parseIndexParam } from '@dars/core/rules';
import { useAuth } from '../../shared/auth/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { PageSpinner } from '../../shared/ui/Spinner.tsx';
import { unitTreeKey, useUnitTree } from './api/unit-tree.ts';
import { buildUnitView } from './unit-view.ts';
import {
  LessonListItem,
  LessonStage,
  PlayerShell,
  UnitCountdown,
  CompletionNotSaved,
  closedAccessText,
  lessonContentKey,
  useLessonCompletion,
  useNow,
} from '../player/index.ts';
import './messages.ts';

function UnitNotAvailable() {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-gray-50 p-6 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{t('unitViewer.notAvailableTitle')}</h1>
      <p className="text-gray-600">{t('unitViewer.notAvailableText')}</p>
      <Link
        to="/my-lectures"
        className="inline-flex min-h-11 items-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-secondary"
      >
        {t('unitViewer.backToLectures')}
      </Link>
    </div>
  );
}

export default function UnitViewerPage() {
  const t = useT();
  const params = useParams();
  const unitId = parseIndexParam(params.unitId ?? '');
  const [searchParams, setSearchParams] = useSearchParams();
  // opened from the teacher's console: the server shows staff everything and records nothing
  const preview = searchParams.get('preview') === '1';
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const unit = useUnitTree(unitId);
  const now = useNow();
  const lessonParam = searchParams.get('lesson');

  const view = useMemo(
    () => (unit.data ? buildUnitView(unit.data, unit.dataUpdatedAt || Date.now(), lessonParam) : null),
    [unit.data, unit.dataUpdatedAt, lessonParam],
  );

  const selectLesson = useCallback(
    (index: number, replace = false) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('lesson', String(index));
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const urlTarget = view?.urlTarget ?? null;
  useEffect(() => {
    if (urlTarget !== null) selectLesson(urlTarget, true);
  }, [urlTarget, selectLesson]);

  const courseId = unit.data?.courseId ?? '';
  const completion = useLessonCompletion({
    scopeId: courseId,
    preview,
    refresh: async () => {
      if (unitId !== null) await queryClient.invalidateQueries({ queryKey: unitTreeKey(unitId) });
    },
  });

  const nextIndex = view?.nextIndex ?? null;
  const advance = useCallback(() => {
    if (nextIndex !== null) selectLesson(nextIndex);
    else window.location.reload();
  }, [nextIndex, selectLesson]);

  const onQuizSubmitted = useCallback(() => {
    if (unitId !== null) void queryClient.invalidateQueries({ queryKey: unitTreeKey(unitId) });
    if (view?.selectedLesson)
      void queryClient.invalidateQueries({ queryKey: lessonContentKey(view.selectedLesson.id) });
  }, [unitId, queryClient, view?.selectedLesson]);

  if (unitId === null) return <UnitNotAvailable />;
  if (unit.isPending) return <PageSpinner label={t('unitViewer.loading')} />;
  if (unit.isError || !view || !view.selectedLesson || view.selectedIndex === null)
    return <UnitNotAvailable />;

  const data = unit.data;
  const lesson = view.selectedLesson;
  const availability = (
    <div className="rounded-lg bg-primary-50 p-3 text-sm" data-testid="unit-availability">
      <p className="font-semibold text-primary-900">
        {t('unitViewer.availability')}: {closedAccessText(t, view.access)}
      </p>
      <UnitCountdown access={view.access} now={now} className="block" />
    </div>
  );

  return (
    <>
      {preview && <PreviewBanner backTo={'/teacher/courses'} />}
      <PlayerShell
        backTo="/my-lectures"
        backLabel={t('unitViewer.back')}
        title={`${data.unitName} — ${lesson.lessonName}`}
        subtitle={t('unitViewer.lessonPosition', {
          current: view.selectedIndex + 1,
          total: data.lessons.length,
        })}
        drawerTitle={t('unitViewer.lessonsTitle')}
        drawer={
          <div className="space-y-3">
            {availability}
            <ul className="space-y-1">
              {data.lessons.map((item, index) => (
                <LessonListItem
                  key={item.id}
                  name={item.lessonName}
                  type={item.type}
                  done={isLessonDone(item)}
                  locked={view.locked[index] ?? true}
                  selected={index === view.selectedIndex}
                  onSelect={() => selectLesson(index)}
                />
              ))}
            </ul>
          </div>
        }
      >
        {view.start.kind === 'lesson' && view.start.urlLessonNotAvailable && (
          <p role="status" className="mx-auto mb-3 max-w-5xl rounded-lg bg-amber-50 p-3 text-amber-900">
            {t('access.lessonNotAvailable')}
          </p>
        )}
        <CompletionNotSaved lesson={completion.failed} onRetry={completion.retry} />
        <LessonStage
          key={lesson.id}
          lesson={lesson}
          hasNextLesson={nextIndex !== null}
          watermarkText={user?.phoneNumber ?? ''}
          watermarkOpacity={WATERMARK.unitViewer.opacity}
          complete={completion.complete}
          onAdvance={advance}
          onQuizSubmitted={onQuizSubmitted}
          heading={
            <div className="space-y-2">
              <h2 className="text-lg font-bold text-gray-900 sm:text-xl">{lesson.lessonName}</h2>
              <p className="text-sm text-gray-600">{data.courseName}</p>
              <div className="lg:hidden">{availability}</div>
            </div>
          }
        />
      </PlayerShell>
    </>
  );
}
