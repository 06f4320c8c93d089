import { useState, type FormEvent } from 'react';
import { SaveStatus } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { FormMessage, TextField } from '../../../shared/ui/fields.tsx';
import { useSaveViewLimit } from '../api/videos.ts';
import '../messages.ts';

export type ViewLimitTarget = { target: 'lesson'; lessonId: number } | { target: 'course'; courseId: string };

/** The same bounds the server checks (contract/teacher/videos.ts): a whole number of views, 1–100. */
export function parseViewLimit(text: string): { ok: true; limit: number | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, limit: null };
  if (!/^\d{1,3}$/.test(trimmed)) return { ok: false };
  const limit = Number(trimmed);
  return limit >= 1 && limit <= 100 ? { ok: true, limit } : { ok: false };
}

/**
 * Views per student of each uploaded video: of a course (empty: no limit), or of one lesson
 * (empty: the course's). The server counts a view once 30 % was watched and refuses the video
 * after the last one.
 */
export function ViewLimitForm({
  of,
  current,
  canEdit,
}: {
  of: ViewLimitTarget;
  current: number | null;
  canEdit: boolean;
}) {
  const t = useT();
  const save = useSaveViewLimit();
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const value = draft ?? (current === null ? '' : String(current));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseViewLimit(value);
    setInvalid(!parsed.ok);
    if (!parsed.ok) return;
    save.mutate({ ...of, limit: parsed.limit }, { onSuccess: () => setDraft(null) });
  }

  return (
    <form onSubmit={submit} className="space-y-2" noValidate data-testid={`view-limit-${of.target}`}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-40">
          <TextField
            label={t('teacherVideos.limit.title')}
            type="number"
            min={1}
            max={100}
            inputMode="numeric"
            readOnly={!canEdit}
            value={value}
            aria-invalid={invalid}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        {canEdit && (
          <Button type="submit" size="sm" loading={save.isPending}>
            {t('teacherVideos.limit.save')}
          </Button>
        )}
        <SaveStatus state={save} success={t('teacherVideos.limit.saved')} />
      </div>
      <p className="text-sm text-gray-600">
        {t(of.target === 'course' ? 'teacherVideos.limit.courseHint' : 'teacherVideos.limit.lessonHint')}
      </p>
      {invalid && <FormMessage kind="error">{t('teacher.form.invalid')}</FormMessage>}
    </form>
  );
}
