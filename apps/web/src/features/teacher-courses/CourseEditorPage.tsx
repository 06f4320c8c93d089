import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { TeacherCourseDetail } from '@dars/core/contract';
import { PageHeader, QueryState, useConsoleRole } from '../../shared/console/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { buttonClasses } from '../../shared/ui/button-classes.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { FormMessage, TextField } from '../../shared/ui/fields.tsx';
import { resolveImage } from '../../shared/ui/images.ts';
import { callWrite, useConsoleWrite, useTeacherCourse } from './api/courses.ts';
import { ContentEditor } from './components/ContentEditor.tsx';
import { CourseForm } from './components/CourseForm.tsx';
import { saveErrorText } from './components/save-error.ts';
import { ViewLimitForm } from '../teacher-videos/components/ViewLimitForm.tsx';

type Pending = 'duplicate' | 'archive' | 'delete' | null;

function CourseActions({ course }: { course: TeacherCourseDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);
  const [copyName, setCopyName] = useState(`${course.courseName} ${t('teacher.courses.copySuffix')}`);
  const [error, setError] = useState<unknown>(null);
  const write = useConsoleWrite((run: () => Promise<unknown>) => run());
  const close = () => {
    setPending(null);
    setError(null);
  };

  function confirm() {
    if (pending === 'duplicate') {
      write.mutate(() => callWrite('teacherDuplicateCourse', { courseId: course.id, courseName: copyName }), {
        onSuccess: (answer) => {
          close();
          const id = (answer as { data?: { id: string } }).data?.id;
          if (id) void navigate(`/teacher/courses/${id}`);
        },
        onError: setError,
      });
    } else if (pending === 'archive') {
      write.mutate(
        () =>
          callWrite('teacherArchiveCourse', {
            courseId: course.id,
            version: course.version,
            archived: !course.archivedAt,
          }),
        { onSuccess: close, onError: setError },
      );
    } else if (pending === 'delete') {
      write.mutate(() => callWrite('teacherDeleteCourse', { courseId: course.id, version: course.version }), {
        onSuccess: () => void navigate('/teacher/courses'),
        onError: setError,
      });
    }
  }

  const title =
    pending === 'duplicate'
      ? t('teacher.courses.duplicate')
      : pending === 'archive'
        ? course.archivedAt
          ? t('teacher.courses.unarchive')
          : t('teacher.courses.archive')
        : t('teacher.delete');

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setPending('duplicate')}>
        {t('teacher.courses.duplicate')}
      </Button>
      {course.enrolledCount > 0 || course.archivedAt ? (
        <Button size="sm" variant="outline" onClick={() => setPending('archive')}>
          {course.archivedAt ? t('teacher.courses.unarchive') : t('teacher.courses.archive')}
        </Button>
      ) : (
        <Button size="sm" variant="danger" onClick={() => setPending('delete')}>
          {t('teacher.delete')}
        </Button>
      )}
      <Dialog
        open={pending !== null}
        onClose={close}
        title={title}
        actions={
          <>
            <Button
              variant={pending === 'delete' ? 'danger' : 'primary'}
              onClick={confirm}
              disabled={write.isPending}
            >
              {t('teacher.confirm')}
            </Button>
            <Button variant="outline" onClick={close}>
              {t('teacher.cancel')}
            </Button>
          </>
        }
      >
        {pending === 'duplicate' && (
          <div className="space-y-2">
            <TextField
              label={t('teacher.courses.duplicateName')}
              value={copyName}
              maxLength={100}
              onChange={(e) => setCopyName(e.target.value)}
            />
            <p className="text-sm text-gray-600">{t('teacher.courses.duplicateHint')}</p>
          </div>
        )}
        {pending === 'archive' && !course.archivedAt && <p>{t('teacher.courses.archiveConfirm')}</p>}
        {pending === 'delete' && <p>{t('teacher.courses.deleteConfirm')}</p>}
        {error !== null && <FormMessage kind="error">{t(saveErrorText(error))}</FormMessage>}
      </Dialog>
    </>
  );
}

function ImageUpload({ course }: { course: TeacherCourseDetail }) {
  const t = useT();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const write = useConsoleWrite((run: () => Promise<unknown>) => run());
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-3 shadow-sm">
      <img src={resolveImage(course.imagePath)} alt="" className="h-20 w-20 rounded-xl object-cover" />
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t('teacher.courses.image')}</span>
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(event) => {
            const image = event.target.files?.[0];
            if (!image) return;
            write.mutate(
              () => callWrite('teacherCourseImage', { courseId: course.id, version: course.version, image }),
              {
                onSuccess: () => setMessage({ kind: 'success', text: t('teacher.courses.imageUploaded') }),
                onError: (error) => setMessage({ kind: 'error', text: t(saveErrorText(error)) }),
              },
            );
          }}
        />
        <span className="text-sm text-gray-600">{t('teacher.courses.imageHint')}</span>
      </label>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
    </div>
  );
}

/** One course: its fields and image, its units and lessons, and preview, copy, archive or delete. */
export function CourseEditorPage() {
  const t = useT();
  const { courseId = '' } = useParams();
  const { canEdit } = useConsoleRole();
  const query = useTeacherCourse(courseId);

  return (
    <section>
      <Link to="/teacher/courses" className="mb-2 inline-block text-primary-700 underline">
        {t('teacher.courses.back')}
      </Link>
      <QueryState query={query}>
        {(course) => (
          <>
            <PageHeader
              title={course.courseName}
              hint={t('teacher.courses.counts', {
                units: course.unitCount,
                lessons: course.lessonCount,
                students: course.enrolledCount,
              })}
              actions={
                <>
                  <Link
                    to={`/course-player/${course.id}?preview=1`}
                    className={buttonClasses('secondary', 'sm')}
                  >
                    {t('teacher.courses.preview')}
                  </Link>
                  {canEdit && <CourseActions course={course} />}
                </>
              }
            />
            <h2 className="mb-2 text-xl font-bold">{t('teacher.courses.details')}</h2>
            <CourseForm
              key={course.version}
              initial={course}
              readOnly={!canEdit}
              onSave={(values) =>
                callWrite('teacherUpdateCourse', { courseId: course.id, version: course.version, ...values })
              }
            />
            {canEdit && (
              <div className="mt-3">
                <ImageUpload course={course} />
              </div>
            )}
            <div className="mt-4 rounded-2xl bg-white p-3 shadow-sm">
              <ViewLimitForm
                of={{ target: 'course', courseId: course.id }}
                current={course.videoViewLimit}
                canEdit={canEdit}
              />
            </div>
            <ContentEditor course={course} canEdit={canEdit} />
          </>
        )}
      </QueryState>
    </section>
  );
}
