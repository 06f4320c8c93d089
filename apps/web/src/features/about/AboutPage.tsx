import { Link } from 'react-router';
import { resolveImagePath } from '@dars/core/rules';
import { errorTextId } from '../../shared/api/error-text.ts';
import { useTenantProfile } from '../../shared/api/tenant-profile.ts';
import { apiBase } from '../../shared/config.ts';
import { useLocale, useT } from '../../shared/i18n/index.ts';
import { buttonClasses } from '../../shared/ui/button-classes.ts';
import { ErrorView } from '../../shared/ui/ErrorView.tsx';
import { PageSpinner } from '../../shared/ui/Spinner.tsx';
import './messages.ts';

const TEACHER_PLACEHOLDER = '/images/hero.svg';

/** Teacher profile: qualifications, approach, subjects with levels, statistics, call to action. */
export default function AboutPage() {
  const t = useT();
  const { formatNumber } = useLocale();
  const profile = useTenantProfile();

  if (profile.isLoading) return <PageSpinner />;
  if (profile.error || !profile.data)
    return (
      <ErrorView
        message={t(errorTextId(profile.error, { fallback: 'errors.unexpectedTryLater' }))}
        onRetry={() => window.location.reload()}
      />
    );
  const data = profile.data;
  const plain = (value: number) => formatNumber(value, { useGrouping: false });
  const stats = [
    { value: `${plain(data.statistics.years)}+`, label: t('marketing.teacher.years.caption') },
    { value: `${plain(data.statistics.studentsPassed)}+`, label: t('marketing.teacher.passed.caption') },
    { value: `${plain(data.statistics.lessons)}+`, label: t('marketing.teacher.lessons.caption') },
    { value: `${plain(data.statistics.successRate)}%`, label: t('marketing.teacher.successRate.caption') },
  ];

  return (
    <>
      <section aria-labelledby="about-title" className="bg-gradient-to-b from-primary-50 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-3">
          <img
            src={resolveImagePath(data.photoUrl, apiBase(), TEACHER_PLACEHOLDER)}
            alt={t('about.photoAlt', { teacher: data.teacherName })}
            width={320}
            height={320}
            className="mx-auto aspect-square w-56 rounded-full bg-primary-100 object-cover shadow md:w-72"
          />
          <div className="text-start md:col-span-2">
            <p className="font-semibold text-secondary">{t('about.kicker')}</p>
            <h1 id="about-title" dir="auto" className="mt-1 text-3xl font-bold text-gray-900 md:text-4xl">
              {data.teacherName}
            </h1>
            <p dir="auto" className="mt-2 text-lg font-semibold text-primary-800">
              {data.specialization}
            </p>
            <p dir="auto" className="mt-4 text-gray-700">
              {data.bio}
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-stats" className="bg-primary-800 text-white">
        <h2 id="about-stats" className="sr-only">
          {t('about.statsTitle')}
        </h2>
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 text-center md:grid-cols-4">
          {stats.map((item) => (
            <div key={item.label} className="flex flex-col-reverse">
              <dt className="mt-1">{item.label}</dt>
              <dd className="text-3xl font-bold" dir="ltr">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-2">
        <section
          aria-labelledby="about-qualifications"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 text-start"
        >
          <h2 id="about-qualifications" className="text-xl font-bold text-gray-900">
            {t('about.qualifications')}
          </h2>
          <ul dir="auto" className="mt-4 list-disc space-y-2 ps-6 text-gray-800">
            {data.qualifications.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="about-approach"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 text-start"
        >
          <h2 id="about-approach" className="text-xl font-bold text-gray-900">
            {t('about.approach')}
          </h2>
          <ul dir="auto" className="mt-4 list-disc space-y-2 ps-6 text-gray-800">
            {data.approach.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="about-subjects"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 text-start md:col-span-2"
        >
          <h2 id="about-subjects" className="text-xl font-bold text-gray-900">
            {t('about.subjects')}
          </h2>
          <table className="mt-4 w-full text-start">
            <thead>
              <tr className="border-b border-gray-200 text-gray-700">
                <th scope="col" className="py-2 text-start">
                  {t('about.subject')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('about.level')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.subjects.map((subject) => (
                <tr key={subject.name + subject.level} className="border-b border-gray-100">
                  <td className="py-2 font-semibold text-gray-900">{subject.name}</td>
                  <td className="py-2 text-gray-700">{subject.level}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>

      <section className="mx-auto max-w-7xl px-4 pb-16 text-center">
        <h2 className="text-2xl font-bold text-gray-900">{t('about.ctaTitle')}</h2>
        <Link to="/register" className={buttonClasses('primary', 'lg', 'mt-6')}>
          {t('marketing.teacher.cta')}
        </Link>
      </section>
    </>
  );
}
