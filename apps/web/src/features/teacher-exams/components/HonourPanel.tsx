import { useState } from 'react';
import { QueryState, SaveStatus, useConsoleRole } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { SelectField } from '../../../shared/ui/fields.tsx';
import { useSetHonourOnHome, useTeacherHonourBoard } from '../api/exams.ts';

/** The honour board of the course or of one exam, and the switch that shows the course's on the home page. */
export function HonourPanel({
  courseId,
  exams,
}: {
  courseId: string;
  exams: Array<{ id: number; name: string }>;
}) {
  const t = useT();
  const { canEdit } = useConsoleRole();
  const [lessonId, setLessonId] = useState<number | null>(null);
  const board = useTeacherHonourBoard(courseId, lessonId);
  const onHome = useSetHonourOnHome(courseId);
  // the switch shows the teacher's choice at once; a refused save puts the stored one back
  const [shown, setShown] = useState<boolean | null>(null);
  return (
    <div className="mt-4 space-y-4">
      <div className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2">
        <SelectField
          label={t('teacher.exams.honour.scope')}
          value={lessonId === null ? '' : String(lessonId)}
          onChange={(event) => setLessonId(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('teacher.exams.honour.wholeCourse')}</option>
          {exams.map((exam) => (
            <option key={exam.id} value={exam.id}>
              {exam.name}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-1 self-end">
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={shown ?? board.data?.onHome ?? false}
              disabled={!canEdit || !board.data || onHome.isPending}
              onChange={(event) => {
                setShown(event.target.checked);
                onHome.mutate(event.target.checked, { onError: () => setShown(null) });
              }}
            />
            {t('teacher.exams.honour.onHome')}
          </label>
          <p className="text-sm text-gray-600">{t('teacher.exams.honour.onHomeHint')}</p>
          <SaveStatus state={onHome} success={t('teacher.exams.honour.saved')} />
        </div>
      </div>
      <QueryState
        query={board}
        isEmpty={(data) => data.entries.length === 0}
        empty={<EmptyState title={t('teacher.exams.honour.empty')} />}
      >
        {(data) => (
          <ol className="grid gap-2" data-testid="honour-board">
            {data.entries.map((entry) => (
              <li key={entry.rank} className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm">
                <span
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary font-bold text-white"
                  aria-label={t('teacher.exams.honour.rank')}
                >
                  {entry.rank}
                </span>
                <span className="min-w-0 flex-1 font-semibold break-words" dir="auto">
                  {entry.name}
                </span>
                <span className="font-bold">{entry.score}%</span>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </div>
  );
}
