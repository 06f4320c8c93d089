import { useState, type FormEvent, type ReactNode } from 'react';
import type { LessonType } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { SelectField, TextField } from '../../../shared/ui/fields.tsx';
import { callWrite } from '../api/courses.ts';
import type { RunWrite } from './LessonRow.tsx';

/** Adds a unit at the end of the course. */
export function AddUnit({ courseId, run, status }: { courseId: string; run: RunWrite; status: ReactNode }) {
  const t = useT();
  const [name, setName] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    run(() => callWrite('teacherCreateUnit', { courseId, unitName: name, active: true }), 'add-unit');
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
      {status}
    </form>
  );
}

/** Adds a lesson (video or quiz) at the end of a unit. */
export function AddLesson({ unitId, run, status }: { unitId: number; run: RunWrite; status: ReactNode }) {
  const t = useT();
  const [name, setName] = useState('');
  const [type, setType] = useState<LessonType>('Video');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    run(
      () => callWrite('teacherCreateLesson', { unitId, lessonName: name, type, active: true }),
      `add-lesson-${unitId}`,
    );
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
      {status}
    </form>
  );
}
