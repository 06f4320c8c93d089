import { useState } from 'react';
import { Link } from 'react-router';
import type { TeacherCourseDetail, TeacherUnit } from '@dars/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { buttonClasses } from '../../../shared/ui/button-classes.ts';
import { SaveStatus } from '../../../shared/console/index.ts';
import { AddLesson, AddUnit } from './AddForms.tsx';
import { ActiveBadge, UpDown } from './ItemControls.tsx';
import { callWrite, courseDetailKey, useConsoleWrite } from '../api/courses.ts';
import { LessonDialog } from './LessonDialog.tsx';
import { LessonRow, type RunWrite } from './LessonRow.tsx';
import { moveBy, SortableList } from './SortableList.tsx';
import { UnitPrice } from './UnitPrice.tsx';

interface Props {
  course: TeacherCourseDetail;
  canEdit: boolean;
}

/** The course's units and their lessons: add, edit, activate, reorder (drag or keys), move. */
export function ContentEditor({ course, canEdit }: Props) {
  const t = useT();
  const client = useQueryClient();
  const [editing, setEditing] = useState<number | null>(null);
  const write = useConsoleWrite((run: () => Promise<unknown>) => run());
  /** where the last write was asked for (`unit-3`, `lesson-8`, `add-unit`…): its outcome shows there */
  const [where, setWhere] = useState<string | null>(null);
  const run: RunWrite = (action, at) => {
    setWhere(at);
    write.mutate(action);
  };
  const status = (at: string) =>
    where === at ? (
      <SaveStatus state={write} success={t('teacher.saved')} fallback="teacher.courses.saveFailed" />
    ) : null;

  /** Shows the new order at once; the refetch after the write confirms (or undoes) it. */
  function reorderUnits(ids: number[], at = 'units') {
    client.setQueryData<TeacherCourseDetail>(courseDetailKey(course.id), (current) =>
      current ? { ...current, units: ids.map((id) => current.units.find((u) => u.id === id)!) } : current,
    );
    run(() => callWrite('teacherReorderUnits', { courseId: course.id, ids }), at);
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
    run(() => callWrite('teacherReorderLessons', { unitId: unit.id, ids }), `unit-${unit.id}`);
  }

  const editingLesson = course.units.flatMap((u) => u.lessons).find((l) => l.id === editing);

  return (
    <section className="mt-6">
      <h2 className="text-xl font-bold">{t('teacher.courses.content')}</h2>
      {canEdit && <p className="mb-3 text-sm text-gray-600">{t('teacher.courses.reorderHint')}</p>}
      {status('units')}
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
              <h3 className="min-w-0 flex-1 basis-40 text-lg font-bold break-words">{unit.unitName}</h3>
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
                        `unit-${unit.id}`,
                      )
                    }
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      run(
                        () =>
                          callWrite('teacherUpdateUnit', {
                            unitId: unit.id,
                            version: unit.version,
                            unitName: unit.unitName,
                            subtitle: unit.subtitle,
                            active: !unit.active,
                          }),
                        `unit-${unit.id}`,
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
              {status(`unit-${unit.id}`)}
            </div>
            <UnitPrice unit={unit} canEdit={canEdit} run={run} />
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
                      status={status(`lesson-${lesson.id}`)}
                    />
                  )}
                </SortableList>
              </div>
            )}
            {canEdit && <AddLesson unitId={unit.id} run={run} status={status(`add-lesson-${unit.id}`)} />}
          </div>
        )}
      </SortableList>
      {canEdit && <AddUnit courseId={course.id} run={run} status={status('add-unit')} />}
      {editingLesson && <LessonDialog lesson={editingLesson} onClose={() => setEditing(null)} />}
    </section>
  );
}
