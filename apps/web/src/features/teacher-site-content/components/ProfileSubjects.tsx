import type { TeacherProfileForm } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/fields.tsx';

type Subject = TeacherProfileForm['subjects'][number];

/** The subjects the teacher teaches, each with its level; rows added and removed in place. */
export function ProfileSubjects({
  subjects,
  onChange,
}: {
  subjects: Subject[];
  onChange(next: Subject[]): void;
}) {
  const t = useT();
  const edit = (index: number, patch: Partial<Subject>) =>
    onChange(subjects.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 font-semibold text-gray-800">{t('teacher.home.subjects')}</legend>
      <ul className="space-y-2">
        {subjects.map((subject, index) => (
          <li key={index} className="flex flex-wrap items-end gap-2">
            <div className="min-w-40 flex-1">
              <TextField
                label={t('teacher.home.subjectName')}
                value={subject.name}
                onChange={(event) => edit(index, { name: event.target.value })}
              />
            </div>
            <div className="min-w-40 flex-1">
              <TextField
                label={t('teacher.home.subjectLevel')}
                value={subject.level}
                onChange={(event) => edit(index, { level: event.target.value })}
              />
            </div>
            <Button variant="outline" onClick={() => onChange(subjects.filter((_s, i) => i !== index))}>
              {t('teacher.home.removeSubject')}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        size="sm"
        className="mt-2"
        onClick={() => onChange([...subjects, { name: '', level: '' }])}
      >
        {t('teacher.home.addSubject')}
      </Button>
    </fieldset>
  );
}
