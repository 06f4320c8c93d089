import { useQuery } from '@tanstack/react-query';
import type { PublicHonourBoards } from '@dars/core/contract';
import { call } from '../../../shared/api/client.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';
import { useT } from '../../../shared/i18n/index.ts';

async function fetchBoards(signal?: AbortSignal): Promise<PublicHonourBoards> {
  const answer = await call('publicHonourBoards', {}, { signal });
  return answer?.data ?? { boards: [] };
}

/**
 * The honour boards the teacher chose to show on the home page: each course's top students, by
 * the name or initials each student chose. Nothing at all when no board is shown or none has results.
 */
export default function HonourBoardSection() {
  const t = useT();
  const query = useQuery({
    queryKey: queryKeyOf('publicHonourBoards', {}),
    queryFn: ({ signal }) => fetchBoards(signal),
  });
  const boards = query.data?.boards ?? [];
  if (boards.length === 0) return null;
  return (
    <section id="honour-board" aria-labelledby="honour-title" className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="honour-title" className="text-center text-3xl font-bold text-gray-900">
          {t('home.honour.title')}
        </h2>
        <p className="mt-2 text-center text-gray-700">{t('home.honour.subtitle')}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {boards.map((board) => (
            <article key={board.courseId} className="rounded-2xl bg-primary-50 p-5 shadow-sm">
              <h3 dir="auto" className="text-xl font-bold text-primary-900">
                {board.courseName}
              </h3>
              <ol className="mt-4 space-y-2" data-testid="honour-entries">
                {board.entries.map((entry) => (
                  <li
                    key={entry.rank}
                    className="flex items-center gap-3 rounded-xl bg-white px-3 py-2"
                    aria-label={t('home.honour.rank', { rank: entry.rank })}
                  >
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary font-bold text-white">
                      {entry.rank}
                    </span>
                    <span dir="auto" className="min-w-0 flex-1 font-semibold break-words text-gray-900">
                      {entry.name}
                    </span>
                    <span className="font-bold text-primary-800" dir="ltr">
                      {t('home.honour.score', { score: entry.score })}
                    </span>
                  </li>
                ))}
              </ol>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
