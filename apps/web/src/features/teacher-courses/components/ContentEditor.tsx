import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { LessonType, TeacherCourseDetail, TeacherLesson, TeacherUnit } from '@dars/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { buttonClasses } from '../../../shared/ui/button-classes.ts';
import { FormMessage, SelectField, TextField } from '../../../shared/ui/fields.tsx';
import { callWrite, courseDetailKey, useConsoleWrite } from '../api/courses.ts';
import { LessonDialog } from './LessonDialog.tsx';
import { saveErrorText } from './save-error.ts';
import { moveBy, SortableList } from './SortableList.tsx';

interface Props {
  course: TeacherCourseDetail;
  canEdit: boolean;
}

function ActiveBadge({ active }: { active: boolean }) {
  const t = useT();
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-700'}`}
    >
      {active ? t('teacher.item.active') : t('teacher.item.inactive')}
    </span>
  );
}

function UpDown({ index, count, onMove }: { index: number; count: number; onMove(step: -1 | 1): void }) {
  const t = useT();
  return (
    <span className="flex">
      <button
        type="button"
        className={buttonClasses('ghost', 'sm', 'px-2')}
        disabled={index === 0}
        aria-label={t('teacher.item.moveUp')}
        onClick={() => onMove(-1)}
      >
        ▲
      </button>
      <button
        type="button"
        className={buttonClasses('ghost', 'sm', 'px-2')}
        disabled={index === count - 1}
        aria-label={t('teacher.item.moveDown')}
        onClick={() => onMove(1)}
      >
        ▼
      </button>
    </span>
  );
}

/** The course's units and their lessons: add, edit, activate, reorder (drag or keys), move. */
export function ContentEditor({ course, canEdit }: Props) {
  const t = useT();
  const client = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const write = useConsoleWrite((run: () => Promise<unknown>) => run());
  const run = (action: () => Promise<unknown>) => {
    setError(null);
    write.mutate(action, { onError: setError });
  };

  /** Shows the new order at once; the refetch after the write confirms (or undoes) it. */
  function reorderUnits(ids: number[]) {
    client.setQueryData<TeacherCourseDetail>(courseDetailKey(course.id), (current) =>
      current ? { ...current, units: ids.map((id) => current.units.find((u) => u.id === id)!) } : current,
    );
    run(() => callWrite('teacherReorderUnits', { courseId: course.id, ids }));
  }

  function reorderLessons(unit: TeacherUnit, ids: number[]) {
    client.setQueryData<TeacherCourseDetail>(courseDetailKey(course.id), (current) =>
      current
        ? {
            ...current,
            units: current.units.map((u) =>
              u.id === unit.id ? { ...u, lessons: ids.map((id) => u.lessons.find((l) => l.id === id)!) } : u,
            ),
          }
        : current,
    );
    run(() => callWrite('teacherReorderLessons', { unitId: unit.id, ids }));
  }

  const editingLesson = course.units.flatMap((u) => u.lessons).find((l) => l.id === editing);

  return (
    <section className="mt-6">
      <h2 className="text-xl font-bold">{t('teacher.courses.content')}</h2>
      {canEdit && <p className="mb-3 text-sm text-gray-600">{t('teacher.courses.reorderHint')}</p>}
      {error !== null && <FormMessage kind="error">{t(saveErrorText(error))}</FormMessage>}
      {course.units.length === 0 && <p className="my-3 text-gray-600">{t('teacher.units.empty')}</p>}
      <SortableList
        items={course.units}
        nameOf={(u) => u.unitName}
        onReorder={reorderUnits}
        disabled={!canEdit}
      >
        {(unit, handle, index) => (
          <div className="rounded-2xl bg-white p-3 shadow-sm" data-testid="unit">
            <div className="flex flex-wrap items-center gap-2">
              {handle}
              <h3 className="min-w-0 flex-1 basis-40 truncate text-lg font-bold">{unit.unitName}</h3>
              <ActiveBadge active={unit.active} />
              {canEdit && (
                <>
                  <UpDown
                    index={index}
                    count={course.units.length}
                    onMove={(step) =>
                      reorderUnits(
                        moveBy(
                          course.units.map((u) => u.id),
                          index,
                          step,
                        ),
                      )
                    }
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      run(() =>
                        callWrite('teacherUpdateUnit', {
                          unitId: unit.id,
                          version: unit.version,
                          unitName: unit.unitName,
                          subtitle: unit.subtitle,
                          active: !unit.active,
                        }),
                      )
                    }
                  >
                    {unit.active ? t('teacher.item.deactivate') : t('teacher.item.activate')}
                  </Button>
                </>
              )}
              <Link to={`/unit-viewer/${unit.id}?preview=1`} className={buttonClasses('ghost', 'sm')}>
                {t('teacher.units.preview')}
              </Link>
            </div>
            {unit.lessons.length === 0 ? (
              <p className="my-2 text-sm text-gray-600">{t('teacher.units.noLessons')}</p>
            ) : (
              <div className="mt-2 ps-2">
                <SortableList
                  items={unit.lessons}
                  nameOf={(l) => l.lessonName}
                  onReorder={(ids) => reorderLessons(unit, ids)}
                  disabled={!canEdit}
                >
                  {(lesson, lessonHandle, lessonIndex) => (
                    <LessonRow
                      lesson={lesson}
                      handle={lessonHandle}
                      canEdit={canEdit}
                      units={course.units}
                      upDown={
                        canEdit ? (
                          <UpDown
                            index={lessonIndex}
                            count={unit.lessons.length}
                            onMove={(step) =>
                              reorderLessons(
                                unit,
                                moveBy(
                                  unit.lessons.map((l) => l.id),
                                  lessonIndex,
                                  step,
                                ),
                              )
                            }
                          />
                        ) : null
                      }
                      onEdit={() => setEditing(lesson.id)}
                      run={run}
                    />
                  )}
                </SortableList>
              </div>
            )}
            {canEdit && <AddLesson unitId={unit.id} run={run} />}
          </div>
        )}
      </SortableList>
      {canEdit && <AddUnit courseId={course.id} run={run} />}
      {editingLesson && <LessonDialog lesson={editingLesson} onClose={() => setEditing(null)} />}
    </section>
  );
}

function LessonRow({
  lesson,
  handle,
  canEdit,
  units,
  upDown,
  onEdit,
  run,
}: {
  lesson: TeacherLesson;
  handle: React.ReactNode;
  canEdit: boolean;
  units: TeacherUnit[];
  upDown: React.ReactNode;
  onEdit(): void;
  run(action: () => Promise<unknown>): void;
}) {
  const t = useT();
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-xl border border-gray-200 p-2"
      data-testid="lesson"
    >
      {handle}
      <span className="min-w-0 flex-1 basis-40">
        <span className="block truncate font-semibold">{lesson.lessonName}</span>
        <span className="text-xs text-gray-600">
          {t(`teacher.lessons.type.${lesson.type}`)}
          {lesson.type === 'Video' && !lesson.videoUrl ? ` · ${t('teacher.lessons.noVideo')}` : ''}
          {lesson.attachmentUrl ? ` · ${t('teacher.lessons.hasPdf')}` : ''}
        </span>
      </span>
      <ActiveBadge active={lesson.active} />
      {upDown}
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
          {lesson.type === 'Quiz' && (
            <Link to={`/teacher/quizzes/${lesson.id}`} className={buttonClasses('ghost', 'sm')}>
              {t('teacher.lessons.editQuiz')}
            </Link>
          )}
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              run(() =>
                callWrite('teacherUpdateLesson', {
                  lessonId: lesson.id,
                  version: lesson.version,
                  lessonName: lesson.lessonName,
                  subtitle: lesson.subtitle,
                  active: !lesson.active,
                }),
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
                  run(() =>
                    callWrite('teacherMoveLesson', { lessonId: lesson.id, version: lesson.version, unitId }),
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
    </div>
  );
}

function AddUnit({ courseId, run }: { courseId: string; run(action: () => Promise<unknown>): void }) {
  const t = useT();
  const [name, setName] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    run(() => callWrite('teacherCreateUnit', { courseId, unitName: name, active: true }));
    setName('');
  }
  return (
    <form
      onSubmit={submit}
      className="mt-4 flex flex-wrap items-end gap-2 rounded-2xl bg-white p-3 shadow-sm"
    >
      <TextField
        label={t('teacher.units.name')}
        value={name}
        maxLength={100}
        required
        onChange={(e) => setName(e.target.value)}
        className="min-w-48 flex-1"
      />
      <Button type="submit">{t('teacher.units.add')}</Button>
    </form>
  );
}

function AddLesson({ unitId, run }: { unitId: number; run(action: () => Promise<unknown>): void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [type, setType] = useState<LessonType>('Video');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    run(() => callWrite('teacherCreateLesson', { unitId, lessonName: name, type, active: true }));
    setName('');
  }
  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2">
      <TextField
        label={t('teacher.lessons.name')}
        value={name}
        maxLength={100}
        required
        onChange={(e) => setName(e.target.value)}
        className="min-w-40 flex-1"
      />
      <SelectField
        label={t('teacher.lessons.type')}
        value={type}
        onChange={(e) => setType(e.target.value as LessonType)}
      >
        <option value="Video">{t('teacher.lessons.type.Video')}</option>
        <option value="Quiz">{t('teacher.lessons.type.Quiz')}</option>
      </SelectField>
      <Button type="submit" variant="outline">
        {t('teacher.lessons.add')}
      </Button>
    </form>
  );
}
