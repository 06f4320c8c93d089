import { useState, type FormEvent } from 'react';
import { GRADES, type AnnouncePreview, type EndpointBody } from '@dars/core/contract';
import { SaveStatus, TextAreaField } from '../../../shared/console/index.ts';
import { errorTextId } from '../../../shared/api/error-text.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { FormMessage, SelectField } from '../../../shared/ui/fields.tsx';
import { previewAnnouncement, useAnnounce, useCourseChoices } from '../api/messages.ts';
import { PreviewBox } from './PreviewBox.tsx';

type Body = EndpointBody<'teacherAnnounce'>;
const AUDIENCES = ['course', 'grade', 'all'] as const;
const RECIPIENTS = ['parents', 'students', 'both'] as const;

/**
 * An announcement: to whom (a course's students, a grade's, everyone; their parents, themselves
 * or both) and the text. "Preview" counts the recipients and shows a sample without sending;
 * sending is offered once the preview matches what would be sent.
 */
export function AnnounceForm() {
  const t = useT();
  const courses = useCourseChoices();
  const announce = useAnnounce();
  const [draft, setDraft] = useState<
    Required<Pick<Body, 'audience' | 'to' | 'text'>> & Pick<Body, 'courseId' | 'grade'>
  >({
    audience: 'course',
    to: 'parents',
    text: '',
  });
  const [preview, setPreview] = useState<{ of: string; data: AnnouncePreview } | null>(null);
  const [previewError, setPreviewError] = useState<unknown>(null);
  const [previewing, setPreviewing] = useState(false);

  const body: Body = {
    audience: draft.audience,
    to: draft.to,
    text: draft.text,
    ...(draft.audience === 'course' && draft.courseId ? { courseId: draft.courseId } : {}),
    ...(draft.audience === 'grade' && draft.grade ? { grade: draft.grade } : {}),
  };
  const key = JSON.stringify(body);
  const current = preview?.of === key ? preview.data : null;
  const change = (patch: Partial<typeof draft>) => {
    setDraft({ ...draft, ...patch });
    announce.reset();
  };

  async function onPreview(event: FormEvent) {
    event.preventDefault();
    setPreviewing(true);
    setPreviewError(null);
    try {
      setPreview({ of: key, data: await previewAnnouncement(body) });
    } catch (error) {
      setPreviewError(error);
    } finally {
      setPreviewing(false);
    }
  }

  return (
    <form onSubmit={onPreview} noValidate className="space-y-4 rounded-2xl bg-white p-4 shadow-sm">
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          label={t('teacherMessages.announce.audience')}
          value={draft.audience}
          onChange={(event) => change({ audience: event.target.value as Body['audience'] })}
        >
          {AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {t(`teacherMessages.announce.audience.${audience}`)}
            </option>
          ))}
        </SelectField>
        {draft.audience === 'course' && (
          <SelectField
            label={t('teacherMessages.announce.course')}
            value={draft.courseId ?? ''}
            onChange={(event) => change({ courseId: event.target.value || undefined })}
          >
            <option value="">{t('teacherMessages.announce.choose')}</option>
            {(courses.data ?? []).map((course) => (
              <option key={course.id} value={course.id}>
                {course.name}
              </option>
            ))}
          </SelectField>
        )}
        {draft.audience === 'grade' && (
          <SelectField
            label={t('teacherMessages.announce.grade')}
            value={draft.grade ?? ''}
            onChange={(event) => change({ grade: (event.target.value || undefined) as Body['grade'] })}
          >
            <option value="">{t('teacherMessages.announce.choose')}</option>
            {GRADES.map((grade) => (
              <option key={grade} value={grade}>
                {t(`common.grade.${grade}`)}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          label={t('teacherMessages.announce.to')}
          value={draft.to}
          onChange={(event) => change({ to: event.target.value as Body['to'] & string })}
        >
          {RECIPIENTS.map((to) => (
            <option key={to} value={to}>
              {t(`teacherMessages.announce.to.${to}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={t('teacherMessages.announce.text')}
        hint={t('teacherMessages.announce.textHint')}
        rows={4}
        maxLength={900}
        value={draft.text}
        onChange={(event) => change({ text: event.target.value })}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" loading={previewing}>
          {t('teacherMessages.announce.preview')}
        </Button>
        {current && current.recipients > 0 && (
          <Button
            type="button"
            loading={announce.isPending}
            disabled={announce.isSuccess}
            onClick={() => announce.mutate(body)}
          >
            {t('teacherMessages.announce.send')}
          </Button>
        )}
        <SaveStatus
          state={announce}
          success={
            announce.data &&
            t('teacherMessages.announce.queued', {
              queued: announce.data.queued,
              held: announce.data.heldUntilMorning,
              optedOut: announce.data.optedOut,
              withoutPhone: announce.data.withoutPhone,
            })
          }
        />
      </div>
      {previewError !== null && (
        <FormMessage kind="error">
          {t(errorTextId(previewError, { fallback: 'teacher.saveFailed' }))}
        </FormMessage>
      )}
      {current && <PreviewBox preview={current} />}
    </form>
  );
}
