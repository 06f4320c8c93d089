import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TeacherLesson, TeacherUnit } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { buttonClasses } from '../../../shared/ui/button-classes.ts';
import { SelectField } from '../../../shared/ui/fields.tsx';
import { callWrite } from '../api/courses.ts';
import { ActiveBadge } from './ItemControls.tsx';

/** Runs a console write asked for at `at` (where its outcome is then shown). */
export type RunWrite = (action: () => Promise<unknown>, at: string) => void;

/** One lesson in its unit: type, state, and (for the teacher) edit, activate, move; its quiz for everyone. */
export function LessonRow({
  lesson,
  handle,
  canEdit,
  units,
  upDown,
  onEdit,
  run,
  status,
}: {
  lesson: TeacherLesson;
  handle: ReactNode;
  canEdit: boolean;
  units: TeacherUnit[];
  upDown: ReactNode;
  onEdit(): void;
  run: RunWrite;
  /** the outcome of this lesson's last write */
  status: ReactNode;
}) {
  const t = useT();
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-xl border border-gray-200 p-2"
      data-testid="lesson"
    >
      {handle}
      <span className="min-w-0 flex-1 basis-40">
        <span className="block font-semibold break-words">{lesson.lessonName}</span>
        <span className="text-xs text-gray-600">
          {t(`teacher.lessons.type.${lesson.type}`)}
          {lesson.type === 'Video' && !lesson.videoUrl ? ` · ${t('teacher.lessons.noVideo')}` : ''}
          {lesson.attachmentUrl ? ` · ${t('teacher.lessons.hasPdf')}` : ''}
        </span>
      </span>
      <ActiveBadge active={lesson.active} />
      {upDown}
      {lesson.type === 'Exam' && (
        <Link to={`/teacher/exams/lesson/${lesson.id}`} className={buttonClasses('ghost', 'sm')}>
          {t('teacher.lessons.editExam')}
        </Link>
      )}
      {lesson.type === 'Quiz' && (
        <Link to={`/teacher/quizzes/${lesson.id}`} className={buttonClasses('ghost', 'sm')}>
          {t('teacher.lessons.editQuiz')}
        </Link>
      )}
      {canEdit && (
        <>
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            aria-label={`${t('teacher.edit')}: ${lesson.lessonName}`}
          >
            {t('teacher.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              run(
                () =>
                  callWrite('teacherUpdateLesson', {
                    lessonId: lesson.id,
                    version: lesson.version,
                    lessonName: lesson.lessonName,
                    subtitle: lesson.subtitle,
                    active: !lesson.active,
                  }),
                `lesson-${lesson.id}`,
              )
            }
          >
            {lesson.active ? t('teacher.item.deactivate') : t('teacher.item.activate')}
          </Button>
          {units.length > 1 && (
            <SelectField
              label={t('teacher.lessons.moveTo')}
              value=""
              className="w-40"
              onChange={(event) => {
                const unitId = Number(event.target.value);
                if (unitId)
                  run(
                    () =>
                      callWrite('teacherMoveLesson', {
                        lessonId: lesson.id,
                        version: lesson.version,
                        unitId,
                      }),
                    `lesson-${lesson.id}`,
                  );
              }}
            >
              <option value="">—</option>
              {units
                .filter((u) => u.id !== lesson.unitId)
                .map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.unitName}
                  </option>
                ))}
            </SelectField>
          )}
        </>
      )}
      {status}
    </div>
  );
}
