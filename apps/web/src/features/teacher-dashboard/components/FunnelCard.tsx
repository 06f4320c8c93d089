import { useState } from 'react';
import type { DashboardSummary } from '@dars/core/contract';
import { QueryState } from '../../../shared/console/index.ts';
import { useLocale, useT } from '../../../shared/i18n/index.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { SelectField } from '../../../shared/ui/fields.tsx';
import { useCourseFunnel } from '../api/course-funnel.ts';
import { Card } from './Card.tsx';

function Bar({ value, of }: { value: number; of: number }) {
  const width = of === 0 ? 0 : Math.round((value / of) * 100);
  return (
    <div className="mt-1 h-3 w-full overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
      <div className="h-full rounded-full bg-primary-600" style={{ width: `${width}%` }} />
    </div>
  );
}

/** Enrolled students, then how many of them finished each unit's lessons. */
export function FunnelCard({ courses }: { courses: DashboardSummary['courses'] }) {
  const t = useT();
  const { formatNumber } = useLocale();
  const [courseId, setCourseId] = useState(courses[0]?.id);
  const query = useCourseFunnel(courseId);
  return (
    <Card
      title={t('teacher.dashboard.funnel.title')}
      actions={
        courses.length > 0 && (
          <SelectField
            label={t('teacher.dashboard.funnel.course')}
            value={courseId}
            onChange={(event) => setCourseId(event.target.value)}
          >
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.name}
              </option>
            ))}
          </SelectField>
        )
      }
    >
      {courses.length === 0 ? (
        <EmptyState title={t('teacher.dashboard.noCourses')} />
      ) : (
        <QueryState
          query={query}
          isEmpty={(funnel) => funnel.units.length === 0}
          empty={<EmptyState title={t('teacher.dashboard.funnel.empty')} />}
        >
          {(funnel) => (
            <ol className="space-y-3" data-testid="funnel">
              <li>
                <div className="flex justify-between gap-2 font-semibold">
                  <span>{t('teacher.dashboard.funnel.enrolled')}</span>
                  <span>{formatNumber(funnel.enrolled)}</span>
                </div>
                <Bar value={funnel.enrolled} of={funnel.enrolled} />
              </li>
              {funnel.units.map((unit) => (
                <li key={unit.unitId}>
                  <div className="flex flex-wrap justify-between gap-x-2">
                    <span className="font-semibold text-gray-800">{unit.unitName}</span>
                    <span className="text-sm text-gray-600">
                      {t('teacher.dashboard.funnel.finished', {
                        finished: unit.finished,
                        enrolled: funnel.enrolled,
                      })}
                    </span>
                  </div>
                  <Bar value={unit.finished} of={funnel.enrolled} />
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      )}
    </Card>
  );
}
