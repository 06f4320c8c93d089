import { Link } from 'react-router';
import { PageHeader, QueryState } from '../../shared/console/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { buttonClasses } from '../../shared/ui/button-classes.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { useCourseNames, useDiscountCodes } from './api/discount-codes.ts';
import { DiscountCodeForm } from './components/DiscountCodeForm.tsx';
import { DiscountCodesList } from './components/DiscountCodesList.tsx';
import './messages.ts';

/** The Admin's discount codes: a new one, and every one with its use, disabled on demand. */
export default function DiscountCodesPage() {
  const t = useT();
  const codes = useDiscountCodes();
  const courses = useCourseNames();
  const names = new Map((courses.data ?? []).map((course) => [course.id, course.name]));
  return (
    <section className="space-y-5">
      <PageHeader title={t('teacherPayments.codes.title')} hint={t('teacherPayments.codes.hint')} />
      <Link to=".." relative="path" className={buttonClasses('ghost', 'sm')}>
        {t('teacherPayments.codes.back')}
      </Link>
      <DiscountCodeForm courses={courses.data ?? []} />
      <QueryState
        query={codes}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={t('teacherPayments.codes.empty')} />}
      >
        {(data) => <DiscountCodesList codes={data} courseName={(id) => names.get(id) ?? id} />}
      </QueryState>
    </section>
  );
}
