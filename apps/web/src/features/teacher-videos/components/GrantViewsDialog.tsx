import { videoViewGrantBodySchema } from '@dars/core/contract';
import type { z } from 'zod';
import { FormDialog } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { TextField } from '../../../shared/ui/fields.tsx';
import { useGrantViews } from '../api/videos.ts';

const extraViewsSchema = videoViewGrantBodySchema.pick({ extraViews: true });
type ExtraViews = z.infer<typeof extraViewsSchema>;

export interface GrantTarget {
  studentId: string;
  studentName: string;
  lessonId: number;
  lessonName: string;
}

/** Staff give one student extra views of one lesson's video (the server audits it). */
export function GrantViewsDialog({ target, onClose }: { target: GrantTarget | null; onClose(): void }) {
  const t = useT();
  const grant = useGrantViews();
  return (
    <FormDialog<ExtraViews>
      key={target ? `${target.studentId}-${target.lessonId}` : 'none'}
      open={target !== null}
      onClose={onClose}
      title={t('teacherVideos.grant.title', { name: target?.studentName ?? '' })}
      schema={extraViewsSchema}
      defaultValues={{ extraViews: 1 }}
      submitLabel={t('teacherVideos.grant.confirm')}
      successText={t('teacherVideos.grant.done')}
      onSubmit={(values) =>
        grant.mutateAsync({ lessonId: target!.lessonId, studentId: target!.studentId, ...values })
      }
    >
      {(form) => (
        <>
          <p className="text-gray-700">
            {t('teacherVideos.grant.lesson', { name: target?.lessonName ?? '' })}
          </p>
          <TextField
            label={t('teacherVideos.grant.count')}
            type="number"
            min={1}
            max={50}
            inputMode="numeric"
            {...form.number('extraViews')}
          />
          {form.error('extraViews')}
        </>
      )}
    </FormDialog>
  );
}
