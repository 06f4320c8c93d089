import { Link } from 'react-router';
import { accessMessages } from '@dars/core/messages/areas/access';
import { registerMessages, useT } from '../i18n/index.ts';

// the players register this area too; the banner does not rely on it
registerMessages(accessMessages);

/**
 * The mark of a staff preview in the course player and the unit viewer (`?preview=1`, opened
 * from the console): what a student would see, with nothing recorded. The strip stays on screen.
 */
export function PreviewBanner({ backTo }: { backTo: string }) {
  const t = useT();
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-300 px-3 py-2 text-center text-sm font-semibold text-gray-900 shadow-lg"
    >
      <span>{t('access.preview.banner')}</span>
      <Link to={backTo} className="underline">
        {t('access.preview.back')}
      </Link>
    </div>
  );
}
