import { useT } from '../../shared/i18n/index.ts';
import { CheckIcon } from './icons.tsx';

/** Shown for CELEBRATION_MS after a completion, then the page moves on. */
export function CelebrationOverlay() {
  const t = useT();
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4"
      role="status"
      aria-live="assertive"
      data-testid="celebration"
    >
      <div className="animate-[bounce_1s_ease-in-out_2] rounded-2xl bg-white px-8 py-6 text-center shadow-2xl">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100 text-green-700">
          <CheckIcon className="size-10" strokeWidth={3} />
        </span>
        <p className="mt-2 text-2xl font-extrabold text-primary-700">{t('player.celebrationTitle')}</p>
        <p className="mt-1 text-gray-700">{t('player.celebrationText')}</p>
      </div>
    </div>
  );
}
