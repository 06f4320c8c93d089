import { useT } from '../../shared/i18n/index.ts';
import { DownloadIcon } from './icons.tsx';
import { fileExtension } from './video-source.ts';

export function AttachmentCard({ url, title }: { url: string; title: string | null }) {
  const t = useT();
  const extension = fileExtension(url);
  return (
    <section
      aria-labelledby="materials-title"
      className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <div className="min-w-0 flex-1">
        <h2 id="materials-title" className="text-base font-bold text-gray-900">
          {t('player.materialsTitle')}
        </h2>
        <p className="mt-1 flex items-center gap-2 truncate text-gray-700">
          {extension && (
            <span
              data-testid="attachment-extension"
              className="rounded bg-secondary/10 px-2 py-0.5 text-xs font-bold text-secondary"
              dir="ltr"
            >
              {extension}
            </span>
          )}
          <span className="truncate">{title || url}</span>
        </p>
      </div>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        download
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary-700 px-4 font-semibold text-white hover:bg-primary-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-secondary"
      >
        <DownloadIcon className="size-5" />
        {t('common.download')}
      </a>
    </section>
  );
}
