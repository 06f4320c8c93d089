import { useState, type FormEvent } from 'react';
import type { TeacherLesson } from '@dars/core/contract';
import { SaveStatus } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/fields.tsx';
import { callWrite, useConsoleWrite } from '../api/courses.ts';

/** A lesson's PDF: upload one (with its title) or remove it; the outcome shows beside the buttons. */
export function AttachmentSection({ lesson, onSaved }: { lesson: TeacherLesson; onSaved(): void }) {
  const t = useT();
  const [title, setTitle] = useState(lesson.attachmentTitle ?? '');
  const write = useConsoleWrite((run: () => Promise<unknown>) => run());

  function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) return;
    write.mutate(
      () =>
        callWrite('teacherLessonAttachment', {
          lessonId: lesson.id,
          version: lesson.version,
          title: title || file.name,
          file,
        }),
      { onSuccess: onSaved },
    );
  }

  return (
    <section className="space-y-3 border-t border-gray-200 pt-4">
      <h3 className="font-bold">{t('teacher.pdf.title')}</h3>
      {lesson.attachmentUrl && (
        <p className="text-sm break-words">
          {lesson.attachmentTitle}{' '}
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              write.mutate(
                () =>
                  callWrite('teacherRemoveLessonAttachment', {
                    lessonId: lesson.id,
                    version: lesson.version,
                  }),
                { onSuccess: onSaved },
              )
            }
          >
            {t('teacher.pdf.remove')}
          </Button>
        </p>
      )}
      <form onSubmit={upload} className="space-y-2">
        <TextField
          label={t('teacher.pdf.name')}
          value={title}
          maxLength={100}
          onChange={(e) => setTitle(e.target.value)}
        />
        <label className="flex min-w-0 flex-col gap-1">
          <span className="font-semibold">{t('teacher.pdf.file')}</span>
          <input type="file" name="file" accept="application/pdf" className="max-w-full" />
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" size="sm" disabled={write.isPending}>
            {t('teacher.pdf.upload')}
          </Button>
          <SaveStatus state={write} success={t('teacher.saved')} />
        </div>
      </form>
    </section>
  );
}
