import { useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Generic error screen: title, the error text, CORS and connection hints, reload. */
export function ErrorScreen({ error }: { error: unknown }) {
  const t = useT();
  return (
    <div role="alert" className="mx-auto my-16 max-w-xl rounded-2xl bg-white p-8 text-start shadow">
      <h1 className="text-2xl font-bold text-red-800">{t('layout.error.title')}</h1>
      <p className="mt-4 font-semibold text-gray-800">{t('layout.error.details')}</p>
      <pre
        className="mt-1 overflow-auto rounded bg-gray-100 p-3 text-sm whitespace-pre-wrap text-gray-800"
        dir="auto"
      >
        {errorText(error)}
      </pre>
      <p className="mt-4 font-semibold text-gray-800">{t('layout.error.hintsTitle')}</p>
      <ul className="mt-1 list-disc space-y-1 ps-6 text-gray-700">
        <li>{t('layout.error.corsHint')}</li>
        <li>{t('layout.error.connectionHint')}</li>
      </ul>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('layout.error.reload')}
      </Button>
    </div>
  );
}
