import { useId, useState } from 'react';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { resolveImage } from '../../../shared/ui/images.ts';
import { uploadBankPicture } from '../api/bank.ts';

/** A picture of a question, an option or an explanation: uploaded when chosen, removable. */
export function PictureField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange(path: string | null): void;
}) {
  const t = useT();
  const id = useId();
  const [state, setState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setState('uploading');
    try {
      onChange(await uploadBankPicture(file));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-gray-800">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        {value && <img src={resolveImage(value)} alt={label} className="h-14 w-14 rounded-lg object-cover" />}
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="max-w-full text-sm"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {value && (
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            {t('teacher.exams.form.removePicture')}
          </Button>
        )}
      </div>
      {state !== 'idle' && (
        <p role={state === 'failed' ? 'alert' : 'status'} className="text-sm text-gray-700">
          {t(state === 'uploading' ? 'teacher.exams.form.uploading' : 'teacher.exams.form.pictureFailed')}
        </p>
      )}
    </div>
  );
}
