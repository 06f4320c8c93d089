import { useState, type FormEvent } from 'react';
import type { TeacherLesson } from '@dars/core/contract';
import { checkVideoLink } from '@dars/core/rules';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { FormMessage, TextField } from '../../../shared/ui/fields.tsx';
import { LessonUploads } from '../../teacher-videos/components/LessonUploads.tsx';
import { ViewLimitForm } from '../../teacher-videos/components/ViewLimitForm.tsx';
import { callWrite, useConsoleWrite } from '../api/courses.ts';
import { startVideoUpload } from '../api/video-upload.ts';
import { AttachmentSection } from './AttachmentSection.tsx';
import { saveErrorText } from './save-error.ts';

function duration(seconds: number | null): string {
  if (!seconds) return '—';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A lesson's name, video (uploaded file or checked link, previewed) and PDF attachment. */
export function LessonDialog({ lesson, onClose }: { lesson: TeacherLesson; onClose(): void }) {
  const t = useT();
  const [name, setName] = useState(lesson.lessonName);
  const [subtitle, setSubtitle] = useState(lesson.subtitle ?? '');
  const [link, setLink] = useState(
    lesson.videoUrl && !lesson.videoUrl.startsWith('/media/') ? lesson.videoUrl : '',
  );
  const [progress, setProgress] = useState<number | null>(null);
  const [keepOriginal, setKeepOriginal] = useState(true);
  const [saved, setSaved] = useState(false);
  const [at, setAt] = useState<'fields' | 'video'>('fields');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const write = useConsoleWrite((run: () => Promise<unknown>) => run());
  const linkCheck = checkVideoLink(link);

  const fail = (error: unknown) => setMessage({ kind: 'error', text: t(saveErrorText(error)) });
  const done = () => {
    setSaved(true);
    setMessage({ kind: 'success', text: t('teacher.saved') });
  };
  /** the outcome of the last save, beside the button that made it */
  const note = (where: typeof at) =>
    message && at === where ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null;

  function saveFields(event: FormEvent) {
    event.preventDefault();
    setAt('fields');
    write.mutate(
      () =>
        callWrite('teacherUpdateLesson', {
          lessonId: lesson.id,
          version: lesson.version,
          lessonName: name,
          subtitle: subtitle || null,
          active: lesson.active,
        }),
      { onSuccess: done, onError: fail },
    );
  }

  function saveLink(event: FormEvent) {
    event.preventDefault();
    setAt('video');
    if (!linkCheck.ok) return setMessage({ kind: 'error', text: t('teacher.video.badLink') });
    write.mutate(
      () => callWrite('teacherSetLessonVideo', { lessonId: lesson.id, version: lesson.version, link }),
      {
        onSuccess: done,
        onError: fail,
      },
    );
  }

  function upload(file: File) {
    setAt('video');
    setMessage(null);
    setProgress(0);
    startVideoUpload(file, {
      onProgress: setProgress,
      onError: () => {
        setProgress(null);
        setMessage({ kind: 'error', text: t('teacher.video.uploadFailed') });
      },
      onDone: (uploadId) => {
        setProgress(100);
        write.mutate(
          () =>
            callWrite('teacherSetLessonVideo', {
              lessonId: lesson.id,
              version: lesson.version,
              uploadId,
              keepOriginal,
            }),
          {
            onSuccess: (answer) => {
              setProgress(null);
              setSaved(true);
              const saved = (answer as { data?: TeacherLesson }).data;
              setMessage({
                kind: 'success',
                text: t('teacher.video.uploaded', {
                  duration: duration(saved?.videoDurationSeconds ?? null),
                }),
              });
            },
            onError: (error) => {
              setProgress(null);
              fail(error);
            },
          },
        );
      },
    });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('teacher.lessons.edit')}
      actions={
        <Button variant="outline" onClick={onClose}>
          {t(saved ? 'teacher.close' : 'teacher.cancel')}
        </Button>
      }
    >
      <div className="max-h-[70vh] space-y-5 overflow-y-auto">
        <form onSubmit={saveFields} className="space-y-3">
          <TextField
            label={t('teacher.lessons.name')}
            value={name}
            required
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label={t('teacher.units.subtitle')}
            value={subtitle}
            maxLength={200}
            onChange={(e) => setSubtitle(e.target.value)}
          />
          <Button type="submit" size="sm" disabled={write.isPending}>
            {t('teacher.save')}
          </Button>
          {note('fields')}
        </form>
        {lesson.type === 'Video' && (
          <section className="space-y-3 border-t border-gray-200 pt-4">
            <h3 className="font-bold">{t('teacher.video.title')}</h3>
            {lesson.videoUrl && (
              <p className="text-sm text-gray-700">
                {t('teacher.video.current')}:{' '}
                <span dir="ltr" className="break-all">
                  {lesson.videoUrl}
                </span>
                {lesson.videoDurationSeconds ? ` (${duration(lesson.videoDurationSeconds)})` : ''}
              </p>
            )}
            <label className="flex min-w-0 flex-col gap-1">
              <span className="font-semibold">{t('teacher.video.upload')}</span>
              <input
                type="file"
                className="max-w-full"
                accept="video/mp4,video/webm"
                aria-label={t('teacher.video.file')}
                disabled={progress !== null}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) upload(file);
                }}
              />
              <span className="text-sm text-gray-600">{t('teacher.video.uploadHint')}</span>
            </label>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={keepOriginal}
                disabled={progress !== null}
                onChange={(event) => setKeepOriginal(event.target.checked)}
              />
              <span>{t('teacherVideos.uploads.keepOriginal')}</span>
            </label>
            {progress !== null && (
              <div>
                <progress max={100} value={progress} className="w-full" />
                <p className="text-sm">
                  {progress < 100
                    ? t('teacher.video.progress', { percent: progress })
                    : t('teacher.video.processing')}
                </p>
              </div>
            )}
            <form onSubmit={saveLink} className="space-y-2">
              <TextField
                label={t('teacher.video.link')}
                dir="ltr"
                type="url"
                value={link}
                placeholder="https://www.youtube.com/watch?v=…"
                onChange={(event) => setLink(event.target.value)}
              />
              {link.trim() !== '' && !linkCheck.ok && (
                <FormMessage kind="error">{t('teacher.video.badLink')}</FormMessage>
              )}
              {linkCheck.ok && (
                <iframe
                  title={t('teacher.video.preview')}
                  src={linkCheck.embedUrl}
                  className="aspect-video w-full rounded-lg bg-black"
                  allow="encrypted-media; picture-in-picture"
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              )}
              <Button type="submit" size="sm" disabled={!linkCheck.ok || write.isPending}>
                {t('teacher.video.saveLink')}
              </Button>
              {note('video')}
            </form>
            <LessonUploads lessonId={lesson.id} />
            <ViewLimitForm
              of={{ target: 'lesson', lessonId: lesson.id }}
              current={lesson.videoViewLimit}
              canEdit
            />
          </section>
        )}
        <AttachmentSection lesson={lesson} onSaved={() => setSaved(true)} />
      </div>
    </Dialog>
  );
}
