import { Link } from 'react-router';
import { useT } from '../../shared/i18n/index.ts';
import { buttonClasses } from '../../shared/ui/button-classes.ts';

export default function NotFoundPage() {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('layout.notFound.title')}</h1>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('layout.notFound.backHome')}
      </Link>
    </section>
  );
}
