import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@dars/core/messages/dates';
import { QueryState } from '../../../shared/console/index.ts';
import { useLocale, useT } from '../../../shared/i18n/index.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { Pagination } from '../../../shared/ui/Pagination.tsx';
import { useStudentsAtRisk } from '../api/students-at-risk.ts';
import { Card } from './Card.tsx';

/** The students at risk, longest idle first; each name opens the student's page. */
export function AtRiskList() {
  const t = useT();
  const { locale } = useLocale();
  const [page, setPage] = useState(1);
  const query = useStudentsAtRisk(page);
  return (
    <Card title={t('teacher.dashboard.risk.title')}>
      <p className="-mt-2 mb-3 text-sm text-gray-600">{t('teacher.dashboard.risk.hint')}</p>
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('teacher.dashboard.risk.empty')} />}
      >
        {(data) => (
          <>
            <p className="mb-2 text-sm text-gray-600">{t('teacher.total', { count: data.totalCount })}</p>
            <ul className="divide-y divide-gray-100" data-testid="at-risk">
              {data.items.map((student) => (
                <li key={student.studentId} className="py-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Link
                      to={`/teacher/students/${student.studentId}`}
                      className="min-h-11 content-center font-semibold text-primary-700 underline-offset-4 hover:underline"
                    >
                      {student.name}
                    </Link>
                    <span className="flex flex-wrap gap-1">
                      {student.idle && (
                        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">
                          {t('teacher.dashboard.risk.idle')}
                        </span>
                      )}
                      {student.belowPass && (
                        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                          {t('teacher.dashboard.risk.belowPass')}
                        </span>
                      )}
                    </span>
                  </div>
                  <p className="text-sm text-gray-600">
                    <bdi dir="ltr">{student.phoneNumber}</bdi> ·{' '}
                    {student.lastActivityAt
                      ? t('teacher.dashboard.risk.lastActive', {
                          date: formatDate(locale, student.lastActivityAt),
                        })
                      : t('teacher.dashboard.risk.never')}
                  </p>
                  {student.lastQuiz && (
                    <p className="text-sm text-gray-600">
                      {t('teacher.dashboard.risk.lastQuiz', {
                        quiz: student.lastQuiz.lessonName,
                        score: student.lastQuiz.score,
                        pass: student.lastQuiz.passDegree,
                      })}
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <Pagination
              page={data.currentPage}
              totalPages={data.totalPages}
              onPageChange={setPage}
              label={t('teacher.dashboard.risk.listLabel')}
            />
          </>
        )}
      </QueryState>
    </Card>
  );
}
