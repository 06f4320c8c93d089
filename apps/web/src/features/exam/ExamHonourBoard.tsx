import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../shared/api/client.ts';
import { queryKeyOf } from '../../shared/api/query-keys.ts';
import { useT } from '../../shared/i18n/index.ts';

/** The exam's honour board ("الأوائل") under the student's result; their own line is marked. */
export function ExamHonourBoard({ courseId, lessonId }: { courseId: string; lessonId: number }) {
  const t = useT();
  const board = useQuery({
    queryKey: queryKeyOf('honourBoard', { courseId, lessonId }),
    queryFn: async ({ signal }) => {
      const body = await call('honourBoard', { courseId, lessonId }, { signal });
      if (!body?.data) throw new ApiError(400, body?.message ?? '', body);
      return body.data;
    },
  });
  if (!board.data) return null;
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm sm:p-6" aria-labelledby="exam-honour-title">
      <h3 id="exam-honour-title" className="text-lg font-bold">
        {t('exam.honourBoard')}
      </h3>
      {board.data.entries.length === 0 ? (
        <p className="mt-2 text-gray-700">{t('exam.honourEmpty')}</p>
      ) : (
        <ol className="mt-3 space-y-2" data-testid="exam-honour-board">
          {board.data.entries.map((entry) => (
            <li
              key={entry.rank}
              className={`flex items-center gap-3 rounded-lg px-3 py-2 ${entry.isMe ? 'bg-secondary-50 font-bold' : 'bg-gray-50'}`}
            >
              <span className="w-6 text-center font-bold">{entry.rank}</span>
              <span dir="auto" className="min-w-0 flex-1 break-words">
                {entry.name}
              </span>
              <span dir="ltr">{entry.score}%</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
