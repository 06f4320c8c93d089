import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../shared/api/client.ts';
import { errorTextId } from '../../shared/api/error-text.ts';
import { useT } from '../../shared/i18n/index.ts';

const KEY = ['honour-name'];
type Show = 'name' | 'initials';

/** How the honour boards ("الأوائل") show the student: full name or initials, saved when picked. */
export function HonourNameSection() {
  const t = useT();
  const client = useQueryClient();
  // read when opened, so the profile form's own requests stay the only ones at first
  const [open, setOpen] = useState(false);
  const query = useQuery({
    enabled: open,
    queryKey: KEY,
    queryFn: async ({ signal }) => {
      const body = await call('honourNameGet', {}, { signal });
      if (!body?.data) throw new ApiError(400, body?.message ?? '', body);
      return body.data.show;
    },
  });
  const save = useMutation({
    mutationFn: async (show: Show) => {
      await call('honourName', { show });
      return show;
    },
    onSuccess: (show) => client.setQueryData(KEY, show),
  });
  // the choice shows at once; a failed save puts the stored one back
  const [picked, setPicked] = useState<Show | null>(null);
  const current = picked ?? query.data;
  return (
    <details
      className="mt-6 rounded-2xl bg-white p-4 shadow-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-lg font-bold">{t('exam.honourChoiceTitle')}</summary>
      <fieldset className="mt-3 space-y-3" disabled={query.isPending}>
        <legend className="sr-only">{t('exam.honourChoiceTitle')}</legend>
        <p className="text-sm text-gray-600">{t('exam.honourChoiceHint')}</p>
        {(['name', 'initials'] as const).map((show) => (
          <label key={show} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="honour-name"
              className="size-5"
              checked={current === show}
              onChange={() => {
                setPicked(show);
                save.mutate(show, { onError: () => setPicked(null) });
              }}
            />
            {t(show === 'name' ? 'exam.honourShowName' : 'exam.honourShowInitials')}
          </label>
        ))}
        {save.isSuccess && (
          <p role="status" className="text-sm font-semibold text-green-800">
            {t('exam.saved')}
          </p>
        )}
        {(save.isError || query.isError) && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {t(errorTextId(save.error ?? query.error, { fallback: 'exam.loadFailed' }))}
          </p>
        )}
      </fieldset>
    </details>
  );
}
